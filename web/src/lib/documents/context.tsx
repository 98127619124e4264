import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../session';
import { createDocumentRepository } from './repository';
import type { DocumentRepository } from './types';

export interface DocumentRepositoryState {
  /** Null while loading, for anonymous visitors, or when the store failed to open. */
  repository: DocumentRepository | null;
  isLoading: boolean;
  error: string | null;
}

/** Lets tests (and stories) hand a ready repository to everything below. */
const RepositoryOverride = createContext<DocumentRepository | null>(null);

export function DocumentRepositoryProvider(props: { repository: DocumentRepository; children: ReactNode }) {
  return <RepositoryOverride.Provider value={props.repository}>{props.children}</RepositoryOverride.Provider>;
}

/** The current user's document store, chosen from the session. */
export function useDocumentRepository(): DocumentRepositoryState {
  const override = useContext(RepositoryOverride);
  const session = useSession();
  const userId = session.user?.id ?? null;
  const isGuest = session.mode === 'guest';
  const backend = session.storageBackend;
  const hasUser = userId !== null && (session.mode === 'guest' || session.mode === 'signedIn');
  // Which store this session needs; a store opened for another one is never handed out.
  const key = !override && hasUser ? `${userId}|${isGuest ? 'guest' : 'account'}|${backend}` : null;
  const [opened, setOpened] = useState<{ key: string; state: DocumentRepositoryState } | null>(null);

  useEffect(() => {
    if (!key || !userId) return;
    let cancelled = false;
    createDocumentRepository({ userId, isGuest, storageBackend: backend }).then(
      (repository) => {
        if (!cancelled) setOpened({ key, state: { repository, isLoading: false, error: null } });
      },
      (error: unknown) => {
        console.error('Failed to open the document store', error);
        if (!cancelled) setOpened({ key, state: { repository: null, isLoading: false, error: 'Failed to load documents' } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, userId, isGuest, backend]);

  if (override) return { repository: override, isLoading: false, error: null };
  if (!key) return { repository: null, isLoading: session.mode === 'loading', error: null };
  return opened?.key === key ? opened.state : { repository: null, isLoading: true, error: null };
}

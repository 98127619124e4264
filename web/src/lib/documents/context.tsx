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
  const [state, setState] = useState<DocumentRepositoryState>({ repository: null, isLoading: !override, error: null });

  useEffect(() => {
    if (override) return;
    if (!userId || (session.mode !== 'guest' && session.mode !== 'signedIn')) {
      setState({ repository: null, isLoading: session.mode === 'loading', error: null });
      return;
    }
    let cancelled = false;
    setState({ repository: null, isLoading: true, error: null });
    createDocumentRepository({ userId, isGuest, storageBackend: backend }).then(
      (repository) => !cancelled && setState({ repository, isLoading: false, error: null }),
      (error: unknown) => {
        console.error('Failed to open the document store', error);
        if (!cancelled) setState({ repository: null, isLoading: false, error: 'Failed to load documents' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [override, userId, isGuest, backend, session.mode]);

  return override ? { repository: override, isLoading: false, error: null } : state;
}

// The stored documents as TanStack Query server state: the query keys, one
// document as the editor and the book read it, and the one way to say that
// the store changed outside the page showing it (the guest import writes
// while the dashboard is open).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCaller } from '../api-query';
import { queryClient } from '../query-client';
import { useDocumentRepository } from './context';
import { DocumentPermissionError, type DocumentRepository, type LoreDocument } from './types';

/** Every query about stored documents starts with this key. */
export const DOCUMENTS_KEY = ['documents'] as const;

/** All documents of one owner ("signedIn:uid", "guest:"). */
export function documentListKey(owner: string) {
  return [...DOCUMENTS_KEY, 'list', owner] as const;
}

/** Lists of documents on screen load again, quietly (what they show stays until the new list arrives). */
export function invalidateDocumentLists(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [...DOCUMENTS_KEY, 'list'] });
}

/** One document of one owner's store, as one visit of a page read it. */
export function documentKey(owner: string, documentId: string, visit: number) {
  return [...DOCUMENTS_KEY, 'one', owner, documentId, visit] as const;
}

let visits = 0;

export type StoredDocument =
  | { kind: 'loading' }
  /** Missing and not permitted look the same (spec section 6). */
  | { kind: 'not-found' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; document: LoreDocument; repository: DocumentRepository };

function reason(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * A document of the current user's store, read once per visit of a page
 * (the editor and the book work on it from then on). While the store opens, or when
 * there is none (an anonymous visitor), it is loading; an answer about
 * another document or another owner's store is never shown.
 */
export function useStoredDocument(documentId: string | undefined): StoredDocument & { storeError: string | null; storeLoading: boolean; hasStore: boolean } {
  const { repository, isLoading, error: storeError } = useDocumentRepository();
  const owner = useCaller();
  // Each visit reads the store afresh (the editor, then the book, must not share
  // a copy read before the editor saved); the copy goes when the page does.
  const [visit] = useState(() => ++visits);
  const query = useQuery({
    queryKey: documentKey(owner, documentId ?? '', visit),
    queryFn: async () => {
      try {
        return await repository!.get(documentId!);
      } catch (error) {
        if (error instanceof DocumentPermissionError) return null;
        throw error;
      }
    },
    enabled: !!documentId && !!repository && !isLoading && !storeError,
    staleTime: Infinity,
    gcTime: 0,
  });
  useEffect(() => {
    if (query.error) console.error('Failed to load document', query.error);
  }, [query.error]);
  const store = { storeError, storeLoading: isLoading, hasStore: repository !== null };
  if (!repository || query.isPending) return { kind: 'loading', ...store };
  if (query.isError) return { kind: 'error', message: `Failed to load document: ${reason(query.error)}`, ...store };
  return query.data ? { kind: 'ready', document: query.data, repository, ...store } : { kind: 'not-found', ...store };
}

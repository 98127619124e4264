// The stored documents as TanStack Query server state: the query keys, one
// document as the editor and the book read it, and the one way to say that
// the store changed outside the page showing it (the guest import writes
// while the dashboard is open).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCaller } from '../api-query';
import { queryClient } from '../query-client';
import { useDocumentRepository } from './context';
import { DeviceCopy, deviceCopiesOf } from './journal';
import { DocumentPermissionError, DocumentStoreUnavailableError, type DocumentRepository, type LoreDocument } from './types';

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

/** The device copy is a help, not the record: a failure to update it is only logged. */
const quietly = (kept: Promise<void>) => kept.catch((error: unknown) => console.warn('The copy of the document on this device was not updated', error));

interface ReadDocument {
  document: LoreDocument | null;
  keptAt: Date | null;
}

/**
 * Reads a document from the store. For a store that needs the network, each
 * document read is also kept on this device, and when the store cannot be
 * reached that copy is opened instead (saying when it was kept), so a page
 * loaded offline still opens the document the user was writing.
 */
export async function readStoredDocument(repository: DocumentRepository, documentId: string): Promise<ReadDocument> {
  const copy = repository.needsNetwork ? new DeviceCopy(repository.userId, documentId) : null;
  try {
    const document = await repository.get(documentId);
    if (copy) void quietly(document ? copy.keep(document) : copy.remove());
    return { document, keptAt: null };
  } catch (error) {
    if (error instanceof DocumentPermissionError) {
      if (copy) void quietly(copy.remove());
      return { document: null, keptAt: null };
    }
    if (copy && error instanceof DocumentStoreUnavailableError) {
      const kept = await copy.read().catch(() => null);
      if (kept) return { document: kept.document, keptAt: kept.keptAt };
    }
    throw error;
  }
}

export interface ListedDocuments {
  documents: LoreDocument[];
  /**
   * The store could not be reached: these are the documents kept on this
   * device (those read or saved here), each as it was last read or saved.
   */
  keptOnDevice: boolean;
}

/**
 * Every document of the user's store. When a store that needs the network
 * cannot be reached, the documents kept on this device are listed instead,
 * so a dashboard loaded offline still leads to the documents written here.
 */
export async function listStoredDocuments(repository: DocumentRepository): Promise<ListedDocuments> {
  try {
    return { documents: (await repository.list({ limit: Infinity })).documents, keptOnDevice: false };
  } catch (error) {
    if (!repository.needsNetwork || !(error instanceof DocumentStoreUnavailableError)) throw error;
    const copies = await deviceCopiesOf(repository.userId).catch(() => []);
    if (copies.length === 0) throw error;
    return { documents: copies.map((copy) => copy.document), keptOnDevice: true };
  }
}

/** A save reached the store: the copy on this device follows it. */
export function keepDeviceCopy(repository: DocumentRepository, document: LoreDocument): void {
  if (repository.needsNetwork) void quietly(new DeviceCopy(repository.userId, document.id).keep(document));
}

export type StoredDocument =
  | { kind: 'loading' }
  /** Missing and not permitted look the same (spec section 6). */
  | { kind: 'not-found' }
  | { kind: 'error'; message: string }
  /**
   * keptAt: the store could not be reached and this is the copy kept on this
   * device at that time (null: read from the store just now).
   */
  | { kind: 'ready'; document: LoreDocument; repository: DocumentRepository; keptAt: Date | null };

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
    queryFn: () => readStoredDocument(repository!, documentId!),
    enabled: !!documentId && !!repository && !isLoading && !storeError,
    // Offline, the read fails fast and the copy on this device opens: never paused waiting for the network.
    networkMode: 'always',
    staleTime: Infinity,
    gcTime: 0,
  });
  useEffect(() => {
    if (query.error) console.error('Failed to load document', query.error);
  }, [query.error]);
  const store = { storeError, storeLoading: isLoading, hasStore: repository !== null };
  if (!repository || query.isPending) return { kind: 'loading', ...store };
  if (query.isError) return { kind: 'error', message: `Failed to load document: ${reason(query.error)}`, ...store };
  const { document, keptAt } = query.data;
  return document ? { kind: 'ready', document, repository, keptAt, ...store } : { kind: 'not-found', ...store };
}

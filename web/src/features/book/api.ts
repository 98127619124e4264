// The book's one read from Firestore: a shared copy, read as anyone.
import { queryOptions } from '@tanstack/react-query';
import { readSharedDocument, type SharedDocument } from '../../lib/documents/shares';

/** The shared copy of a document; null when there is none, or no Firestore to read it from (local mode with no emulator). */
export async function fetchSharedDocument(documentId: string): Promise<SharedDocument | null> {
  // Firebase's code loads only when a shared page is opened.
  const { detectStorageBackend, getDb } = await import('../../lib/firebase');
  // Read at once: a local build's emulator probe would put a round trip
  // before the read. It is asked only when the read fails, to tell "no
  // Firestore here" (nothing can be shared: not found) from an error.
  try {
    return await readSharedDocument(await getDb(), documentId);
  } catch (error) {
    if ((await detectStorageBackend()) !== 'firestore') return null;
    throw error;
  }
}

/**
 * The shared copy as server state. It is kept only for the moment between
 * the share route's code asking for it and the page showing it: a reader
 * opening the link again reads the copy as it is then.
 */
export function sharedDocumentQuery(documentId: string) {
  return queryOptions({
    queryKey: ['shared-document', documentId],
    queryFn: () => fetchSharedDocument(documentId),
    staleTime: 5_000,
    gcTime: 5_000,
  });
}

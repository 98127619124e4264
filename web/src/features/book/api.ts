// The book's one read from Firestore: a shared copy, read as anyone.
import { readSharedDocument, type SharedDocument } from '../../lib/documents/shares';

/** The shared copy of a document; null when there is none, or no Firestore to read it from (local mode with no emulator). */
export async function fetchSharedDocument(documentId: string): Promise<SharedDocument | null> {
  // Firebase Auth's code loads only when a shared page is opened.
  const { detectStorageBackend, getDb } = await import('../../lib/firebase');
  if ((await detectStorageBackend()) !== 'firestore') return null;
  return readSharedDocument(await getDb(), documentId);
}

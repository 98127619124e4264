import type { StorageBackend } from '../firebase';
import { BrowserDocumentRepository } from './browser';
import type { DocumentRepository } from './types';

export interface RepositoryOwner {
  userId: string;
  isGuest: boolean;
  storageBackend: StorageBackend;
}

/**
 * Picks the store for a user: guests always keep documents in this browser;
 * accounts use Firestore when the session found it (production, or a
 * reachable emulator), else the browser store too. The Firestore store and
 * SDK are loaded only when needed.
 */
export async function createDocumentRepository(owner: RepositoryOwner): Promise<DocumentRepository> {
  if (owner.isGuest || owner.storageBackend === 'browser') return new BrowserDocumentRepository(owner.userId);
  const [{ getDb }, { FirestoreDocumentRepository }] = await Promise.all([import('../firebase'), import('./firestore')]);
  return new FirestoreDocumentRepository(await getDb(), owner.userId);
}

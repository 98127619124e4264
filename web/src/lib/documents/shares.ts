/**
 * Read-only links: a document its owner shares is copied to
 * `shares/{documentId}` with only what the share view shows (title, type,
 * description, content). Anyone with the link reads that copy, signed in or
 * not (firestore.rules); the owner's saves rewrite it while it exists
 * (FirestoreDocumentRepository.update), and stopping sharing deletes it.
 * Guests' documents live in their browser, so only accounts in Firestore
 * can share.
 */
import { FirebaseError } from 'firebase/app';
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';
import { DOCUMENT_TYPES, type DocumentType, type LoreDocument } from './types';

export const SHARES_COLLECTION = 'shares';

/** What a share link shows. */
export interface SharedDocument {
  id: string;
  title: string;
  type: DocumentType;
  description: string;
  /** Editor HTML; untrusted for the reader (sanitise before showing). */
  content: string;
  updatedAt: Date;
}

/** The fields of the shared copy, as firestore.rules accepts them. */
export function shareRecord(document: Pick<LoreDocument, 'userId' | 'title' | 'content' | 'type' | 'description'>): DocumentData {
  return {
    userId: document.userId,
    title: document.title,
    content: document.content,
    type: document.type,
    description: document.description,
    updatedAt: serverTimestamp(),
  };
}

function shareRef(db: Firestore, documentId: string) {
  return doc(db, SHARES_COLLECTION, documentId);
}

const isPermissionDenied = (error: unknown) => error instanceof FirebaseError && error.code === 'permission-denied';

/** Reads a shared document as anyone; null when it is not shared (or no longer exists). */
export async function readSharedDocument(db: Firestore, documentId: string): Promise<SharedDocument | null> {
  try {
    const snapshot = await getDoc(shareRef(db, documentId));
    if (!snapshot.exists()) return null;
    const data = snapshot.data();
    return {
      id: snapshot.id,
      title: typeof data.title === 'string' ? data.title : '',
      type: (DOCUMENT_TYPES as readonly string[]).includes(data.type) ? (data.type as DocumentType) : 'other',
      description: typeof data.description === 'string' ? data.description : '',
      content: typeof data.content === 'string' ? data.content : '',
      updatedAt: data.updatedAt instanceof Timestamp ? data.updatedAt.toDate() : new Date(0),
    };
  } catch (error) {
    // The rules refuse a share whose document is gone: the same as no share.
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/** Whether the owner's document is shared now. */
export async function isShared(db: Firestore, documentId: string): Promise<boolean> {
  return (await readSharedDocument(db, documentId)) !== null;
}

/** Shares the document (or refreshes its copy): the link then works for anyone. */
export async function shareDocument(db: Firestore, document: LoreDocument): Promise<void> {
  await setDoc(shareRef(db, document.id), shareRecord(document));
}

/** Stops sharing: the link says "Document Not Found" from now on. */
export async function stopSharing(db: Firestore, documentId: string): Promise<void> {
  await deleteDoc(shareRef(db, documentId));
}

/**
 * Inside a document's save transaction: rewrites the shared copy when the
 * document is shared, so the link always shows the saved text. Reads must
 * come before writes in a transaction, so this returns the write to make.
 */
export async function prepareShareRefresh(transaction: Transaction, db: Firestore, documentId: string): Promise<(document: LoreDocument) => void> {
  let snapshot;
  try {
    snapshot = await transaction.get(shareRef(db, documentId));
  } catch (error) {
    // Rules from before share links refuse the read: then nothing is shared, and the save goes on.
    if (isPermissionDenied(error)) return () => {};
    throw error;
  }
  if (!snapshot.exists()) return () => {};
  return (document) => {
    transaction.set(shareRef(db, documentId), shareRecord(document));
  };
}

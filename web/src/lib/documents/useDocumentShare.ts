import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../session';
import { useDocumentRepository } from './context';
import { shareUrl } from './shareLink';

/** Why this user cannot share, or that they can. */
export type ShareAvailability =
  /** A guest: their work is in this browser, where no one else can read it. */
  | 'guest'
  /** An account whose documents are in this browser (local mode without the Firestore emulator). */
  | 'browser-store'
  | 'available';

export interface DocumentShareState {
  availability: ShareAvailability;
  /** Null while the state is being read (or when sharing is unavailable). */
  shared: boolean | null;
  link: string;
  busy: boolean;
  error: string | null;
  share(): Promise<void>;
  stop(): Promise<void>;
}

export const SHARE_FAILED_MESSAGE = 'Sharing failed. Please try again.';
export const STOP_FAILED_MESSAGE = 'Stopping sharing failed. Please try again; the link still works until it succeeds.';
export const SHARE_STATE_FAILED_MESSAGE = 'Could not find out whether this document is shared.';

/** Firestore and the share calls, loaded only when sharing is used (guests never load them). */
async function firestore() {
  const [{ getDb }, shares] = await Promise.all([import('../firebase'), import('./shares')]);
  return { db: await getDb(), shares };
}

/** The share link of one document: whether it is shared, and sharing or stopping it. */
export function useDocumentShare(documentId: string): DocumentShareState {
  const session = useSession();
  const { repository } = useDocumentRepository();
  const availability: ShareAvailability = session.mode !== 'signedIn' ? 'guest' : session.storageBackend !== 'firestore' ? 'browser-store' : 'available';
  const [shared, setShared] = useState<{ id: string; value: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (availability !== 'available') return;
    let cancelled = false;
    firestore()
      .then(({ db, shares }) => shares.isShared(db, documentId))
      .then(
        (value) => !cancelled && setShared({ id: documentId, value }),
        (err: unknown) => {
          console.error('Failed to read the share state', err);
          if (!cancelled) setError(SHARE_STATE_FAILED_MESSAGE);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [availability, documentId]);

  const share = useCallback(async () => {
    if (availability !== 'available' || !repository) return;
    setBusy(true);
    setError(null);
    try {
      // The saved version: the link shows what is stored, and each save refreshes it.
      const document = await repository.get(documentId);
      if (!document) throw new Error('Document not found');
      const { db, shares } = await firestore();
      await shares.shareDocument(db, document);
      setShared({ id: documentId, value: true });
    } catch (err) {
      console.error('Failed to share', err);
      setError(SHARE_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  }, [availability, repository, documentId]);

  const stop = useCallback(async () => {
    if (availability !== 'available') return;
    setBusy(true);
    setError(null);
    try {
      const { db, shares } = await firestore();
      await shares.stopSharing(db, documentId);
      setShared({ id: documentId, value: false });
    } catch (err) {
      console.error('Failed to stop sharing', err);
      setError(STOP_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  }, [availability, documentId]);

  return {
    availability,
    shared: availability === 'available' && shared?.id === documentId ? shared.value : null,
    link: shareUrl(documentId),
    busy,
    error,
    share,
    stop,
  };
}

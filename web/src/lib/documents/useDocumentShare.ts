import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSession } from '../session';
import { useDocumentRepository } from './context';
import { DOCUMENTS_KEY } from './queries';
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

/** The share link of one document: whether it is shared (a query), and sharing or stopping it (mutations). */
export function useDocumentShare(documentId: string): DocumentShareState {
  const session = useSession();
  const { repository } = useDocumentRepository();
  const queryClient = useQueryClient();
  const availability: ShareAvailability = session.mode !== 'signedIn' ? 'guest' : session.storageBackend !== 'firestore' ? 'browser-store' : 'available';
  const key = [...DOCUMENTS_KEY, 'shared', documentId];

  const state = useQuery({
    queryKey: key,
    queryFn: async () => {
      const { db, shares } = await firestore();
      return shares.isShared(db, documentId);
    },
    enabled: availability === 'available',
  });
  useEffect(() => {
    if (state.error) console.error('Failed to read the share state', state.error);
  }, [state.error]);

  // A read of the state still under way (the dialog reopened) answers from
  // before this change: it is cancelled, so the change's result stands.
  const cancelReads = () => queryClient.cancelQueries({ queryKey: key });
  const sharing = useMutation({
    onMutate: cancelReads,
    mutationFn: async () => {
      if (!repository) throw new Error('No document store');
      // The saved version: the link shows what is stored, and each save refreshes it.
      const document = await repository.get(documentId);
      if (!document) throw new Error('Document not found');
      const { db, shares } = await firestore();
      await shares.shareDocument(db, document);
    },
    onSuccess: () => queryClient.setQueryData(key, true),
    onError: (err) => console.error('Failed to share', err),
  });
  const stopping = useMutation({
    onMutate: cancelReads,
    mutationFn: async () => {
      const { db, shares } = await firestore();
      await shares.stopSharing(db, documentId);
    },
    onSuccess: () => queryClient.setQueryData(key, false),
    onError: (err) => console.error('Failed to stop sharing', err),
  });

  const { mutateAsync: runShare, reset: resetShare } = sharing;
  const { mutateAsync: runStop, reset: resetStop } = stopping;
  const share = useCallback(async () => {
    if (availability !== 'available' || !repository) return;
    resetStop();
    await runShare().catch(() => {});
  }, [availability, repository, runShare, resetStop]);
  const stop = useCallback(async () => {
    if (availability !== 'available') return;
    resetShare();
    await runStop().catch(() => {});
  }, [availability, runStop, resetShare]);

  // The last action's failure, else a failure to read the state.
  const error = sharing.isError ? SHARE_FAILED_MESSAGE : stopping.isError ? STOP_FAILED_MESSAGE : state.isError ? SHARE_STATE_FAILED_MESSAGE : null;
  return {
    availability,
    shared: availability === 'available' ? (state.data ?? null) : null,
    link: shareUrl(documentId),
    busy: sharing.isPending || stopping.isPending,
    error,
    share,
    stop,
  };
}

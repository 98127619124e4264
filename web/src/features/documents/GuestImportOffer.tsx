import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { findImportableGuestDocuments } from '../../lib/documents/guestImport';
import { useSession } from '../../lib/session';

// The offer's panel loads only when there is something to offer.
const GuestImportPanel = lazy(() => import('./GuestImportPanel'));

/**
 * After a guest signs up or signs in, offers to copy the documents they wrote
 * as a guest in this browser into the account. Mounted once by the app
 * layout; shows nothing unless there is something to import.
 */
export function GuestImportOffer({ dbName }: { dbName?: string }) {
  const session = useSession();
  const accountId = session.mode === 'signedIn' ? session.user?.id ?? null : null;
  // The guest documents this browser holds that the account has not yet imported or declined.
  const importable = useQuery({
    queryKey: ['guest-import-offer', accountId, dbName ?? null],
    queryFn: () => findImportableGuestDocuments(accountId!, dbName),
    enabled: accountId !== null,
    // Looked up afresh for each account that signs in.
    gcTime: 0,
  });
  useEffect(() => {
    if (importable.error) console.error('Could not look for guest documents', importable.error);
  }, [importable.error]);
  const found = importable.data;
  if (!accountId || !found || found.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by account: what one account answered is not another's. */}
      <GuestImportPanel key={accountId} accountId={accountId} documents={found} dbName={dbName} />
    </Suspense>
  );
}

/** Default export for the app layout's lazy import (kept out of the landing bundle). */
export default GuestImportOffer;

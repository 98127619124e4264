import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Alert } from '../../components/ui/Alert';
import { ScrollIcon } from '../../components/ui/icons';
import { useDocumentRepository } from '../../lib/documents/context';
import { invalidateDocumentLists } from '../../lib/documents/queries';
import { declineGuestDocuments, findImportableGuestDocuments, importGuestDocuments, type GuestImportResult } from '../../lib/documents/guestImport';
import type { LoreDocument } from '../../lib/documents/types';
import { useSession } from '../../lib/session';

type OfferState =
  | { step: 'idle' }
  | { step: 'offer'; documents: LoreDocument[] }
  | { step: 'importing'; documents: LoreDocument[] }
  | { step: 'done'; result: GuestImportResult };

const IDLE: OfferState = { step: 'idle' };

const plural = (n: number) => `${n} ${n === 1 ? 'document' : 'documents'}`;

/**
 * After a guest signs up or signs in, offers to copy the documents they wrote
 * as a guest in this browser into the account. Mounted once by the app
 * layout; shows nothing unless there is something to import.
 */
export function GuestImportOffer({ dbName }: { dbName?: string }) {
  const session = useSession();
  const { repository } = useDocumentRepository();
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
  // What the user did with the offer; it belongs to the account it was made for.
  const [answer, setAnswer] = useState<{ accountId: string | null; state: OfferState } | null>(null);
  const found = importable.data;
  const offered: OfferState = found && found.length > 0 ? { step: 'offer', documents: found } : IDLE;
  const state = answer && answer.accountId === accountId ? answer.state : offered;
  const setState = (next: OfferState) => setAnswer({ accountId, state: next });

  if (state.step === 'idle' || !accountId) return null;

  async function accept(documents: LoreDocument[]) {
    if (!repository) return;
    setState({ step: 'importing', documents });
    const result = await importGuestDocuments(documents, repository, dbName);
    setState({ step: 'done', result });
    if (result.imported > 0) void invalidateDocumentLists();
  }

  async function decline(documents: LoreDocument[]) {
    setState({ step: 'idle' });
    await declineGuestDocuments(accountId!, documents, dbName).catch((error: unknown) =>
      console.error('Could not record the declined guest import', error),
    );
  }

  return (
    <section
      aria-labelledby="guest-import-title"
      className="fixed bottom-4 right-4 z-30 w-[min(24rem,calc(100vw-2rem))] rounded-2xl border border-gold/50 bg-surface p-5 text-ink shadow-2xl"
    >
      <div className="flex items-start gap-3">
        <ScrollIcon className="mt-0.5 shrink-0 text-2xl text-gold" />
        <div className="min-w-0 flex-1">
          <h2 id="guest-import-title" className="font-display text-base font-semibold">
            {state.step === 'done' ? 'Guest documents imported' : 'Bring your guest documents along?'}
          </h2>
          {state.step !== 'done' && (
            <p className="mt-1 text-sm text-ink-muted">
              You wrote {plural(state.documents.length)} as a guest in this browser. Import{' '}
              {state.documents.length === 1 ? 'it' : 'them'} into your account?
            </p>
          )}
          {state.step === 'done' && (
            <div className="mt-2 space-y-2">
              {state.result.imported > 0 && (
                <Alert tone="success">Imported {plural(state.result.imported)} into your account.</Alert>
              )}
              {state.result.failed > 0 && (
                <Alert tone="error">{plural(state.result.failed)} could not be imported. Please try again later.</Alert>
              )}
            </div>
          )}
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            {state.step === 'done' ? (
              <Button variant="secondary" size="sm" onClick={() => setState({ step: 'idle' })}>
                Close
              </Button>
            ) : (
              <>
                <Button variant="ghost" size="sm" disabled={state.step === 'importing'} onClick={() => void decline(state.documents)}>
                  No thanks
                </Button>
                <Button
                  size="sm"
                  disabled={state.step === 'importing' || !repository}
                  onClick={() => void accept(state.documents)}
                >
                  {state.step === 'importing' ? 'Importing...' : `Import ${plural(state.documents.length)}`}
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/** Default export for the app layout's lazy import (kept out of the landing bundle). */
export default GuestImportOffer;

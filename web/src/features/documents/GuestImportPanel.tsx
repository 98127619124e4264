import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Alert } from '../../components/ui/Alert';
import { ScrollIcon } from '../../components/ui/icons';
import { useDocumentRepository } from '../../lib/documents/context';
import { invalidateDocumentLists } from '../../lib/documents/queries';
import { declineGuestDocuments, importGuestDocuments, type GuestImportResult } from '../../lib/documents/guestImport';
import type { LoreDocument } from '../../lib/documents/types';

type OfferState =
  | { step: 'idle' }
  | { step: 'offer'; documents: LoreDocument[] }
  | { step: 'importing'; documents: LoreDocument[] }
  | { step: 'done'; result: GuestImportResult };

const plural = (n: number) => `${n} ${n === 1 ? 'document' : 'documents'}`;

/**
 * The offer itself, loaded only when the account has guest documents to
 * bring along (GuestImportOffer looks): import them, decline, or close.
 */
export default function GuestImportPanel({ accountId, documents, dbName }: { accountId: string; documents: LoreDocument[]; dbName?: string }) {
  const { repository } = useDocumentRepository();
  const [state, setState] = useState<OfferState>({ step: 'offer', documents });

  if (state.step === 'idle') return null;

  async function accept(documents: LoreDocument[]) {
    if (!repository) return;
    setState({ step: 'importing', documents });
    const result = await importGuestDocuments(documents, repository, dbName);
    setState({ step: 'done', result });
    if (result.imported > 0) void invalidateDocumentLists();
  }

  async function decline(documents: LoreDocument[]) {
    setState({ step: 'idle' });
    await declineGuestDocuments(accountId, documents, dbName).catch((error: unknown) =>
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

import { useId, useState } from 'react';
import { Link } from 'react-router';
import { copyToClipboard, COPY_FAILED_MESSAGE } from '../../lib/clipboard';
import { useDocumentShare, type DocumentShareState } from '../../lib/documents/useDocumentShare';
import { Alert } from '../ui/Alert';
import { Button, buttonClass } from '../ui/Button';
import { inputClass } from '../ui/Input';
import { cn } from '../ui/cn';

export const ANYONE_CAN_READ = 'Anyone with the link can read';
export const GUEST_SHARE_TEXT =
  'Your work as a guest is kept in this browser, where no one else can open it. Sign up (free) to keep your documents in your account and share a read-only link.';
export const BROWSER_STORE_SHARE_TEXT =
  'Your documents are kept in this browser on this machine (no cloud storage is running), so no one else could open a link to them.';

/** Share, as Document Settings shows it: a read-only link for anyone, copied and revoked here. */
export function ShareSection({ documentId }: { documentId: string }) {
  return <ShareControls state={useDocumentShare(documentId)} />;
}

/** The section for a given share state (tests give one directly). */
export function ShareControls({ state }: { state: DocumentShareState }) {
  const headingId = useId();
  const linkId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function copy() {
    setCopied((await copyToClipboard(state.link)) ? 'yes' : 'failed');
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-line pt-5" data-testid="share-section">
      <h3 id={headingId} className="font-display text-base font-semibold text-ink">
        Share
      </h3>
      {state.availability === 'guest' && (
        <div className="mt-2 space-y-3 text-sm text-ink-muted">
          <p>{GUEST_SHARE_TEXT}</p>
          <Link to="/signup" className={buttonClass('primary', 'sm')}>
            Sign up to share
          </Link>
        </div>
      )}
      {state.availability === 'browser-store' && <p className="mt-2 text-sm text-ink-muted">{BROWSER_STORE_SHARE_TEXT}</p>}
      {state.availability === 'available' && (
        <div className="mt-2 space-y-3 text-sm">
          {state.error && <Alert tone="error">{state.error}</Alert>}
          {state.shared === null && !state.error && (
            <p className="text-ink-muted" role="status">
              Checking whether this document is shared...
            </p>
          )}
          {state.shared === false && (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-ink-muted">Private: only you can open it. Sharing makes a read-only link, in book layout, that anyone can open.</p>
              <Button size="sm" onClick={() => void state.share()} disabled={state.busy}>
                {state.busy ? 'Sharing...' : 'Share'}
              </Button>
            </div>
          )}
          {state.shared === true && (
            <>
              <p className="font-medium text-ink" data-testid="share-status">
                {ANYONE_CAN_READ}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor={linkId} className="sr-only">
                  Share link
                </label>
                <input
                  id={linkId}
                  readOnly
                  value={state.link}
                  onFocus={(event) => event.currentTarget.select()}
                  className={cn(inputClass, 'min-w-0 flex-1 font-mono text-xs')}
                  data-testid="share-link"
                />
                <Button size="sm" variant="secondary" onClick={() => void copy()}>
                  {copied === 'yes' ? 'Copied' : 'Copy link'}
                </Button>
              </div>
              {copied === 'failed' && <p className="text-xs text-danger-ink">{COPY_FAILED_MESSAGE}</p>}
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-xs text-ink-muted">The link shows the last saved version; each save updates it.</p>
                <Button size="sm" variant="danger" onClick={() => void state.stop()} disabled={state.busy}>
                  {state.busy ? 'Stopping...' : 'Stop sharing'}
                </Button>
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** Default export for lazy loading where the dialog opens. */
export default ShareSection;

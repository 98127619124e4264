import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import type { JournalEntry } from '../../lib/documents/journal';
import { formatClockTime } from '../../lib/time';

// The comparison (and the diff library) load only if asked for.
const VersionCompare = lazy(() => import('./history/VersionCompare').then((m) => ({ default: m.VersionCompare })));

/** The offer's first line, as the issue words it: "Unsaved changes from 14:32 were recovered". */
export function recoveredMessage(entry: Pick<JournalEntry, 'writtenAt'>): string {
  return `Unsaved changes from ${formatClockTime(entry.writtenAt)} were recovered`;
}

export interface RecoveryDialogProps {
  entry: JournalEntry;
  /** The stored document's text and version, which applying would replace. */
  storedContent: string;
  storedVersion: number;
  onApply(): void;
  onDiscard(): void;
}

/**
 * Offers back text that was kept on this device but never reached the store.
 * It must be answered: neither Escape nor a click outside closes it, so the
 * recovered text is never dropped or applied without the user saying so.
 */
export function RecoveryDialog({ entry, storedContent, storedVersion, onApply, onDiscard }: RecoveryDialogProps) {
  const [comparing, setComparing] = useState(false);
  const savedSince = entry.baseVersion < storedVersion;
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <AlertDialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          className="fixed left-1/2 top-1/2 z-[70] flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl border border-line bg-surface p-6 text-ink shadow-2xl focus:outline-none"
        >
          <AlertDialog.Title className="font-display text-xl font-semibold">{recoveredMessage(entry)}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="space-y-2 text-sm text-ink-muted">
              <p>
                They were kept on this device because they had not been saved when the page closed or the connection dropped. Apply them to
                carry on where you left off, or discard them to keep the saved text.
              </p>
              <p>
                {savedSince
                  ? 'The document was saved again after them, elsewhere. Applying replaces that text; it stays in History as “before recovered changes”.'
                  : 'Applying keeps the saved text in History as “before recovered changes”.'}
              </p>
            </div>
          </AlertDialog.Description>
          {comparing && (
            <div className="flex max-h-[45vh] min-h-0 flex-col">
              <Suspense fallback={<Spinner label="Comparing..." />}>
                <VersionCompare beforeHtml={storedContent} afterHtml={entry.content} addedLabel="only in the recovered changes" removedLabel="only in the saved text" />
              </Suspense>
            </div>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button variant="ghost" size="sm" onClick={() => setComparing((c) => !c)} aria-expanded={comparing}>
              {comparing ? 'Hide Differences' : 'Show Differences'}
            </Button>
            <div className="flex gap-3">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" onClick={onDiscard}>
                  Discard Them
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button onClick={onApply}>Apply Recovered Changes</Button>
              </AlertDialog.Action>
            </div>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** Default export for lazy loading where the dialog opens. */
export default RecoveryDialog;

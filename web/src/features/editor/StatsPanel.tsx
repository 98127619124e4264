import { useEffect, useState } from 'react';
import { cn } from '../../components/ui/cn';
import type { TextStats } from '../../lib/text';
import { formatLastSaved } from '../../lib/time';
import type { SaveStatus } from './useSaveState';

export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'Saved',
  unsaved: 'Unsaved',
  saving: 'Saving...',
};

// Spec: Saved green, Unsaved amber, Saving... blue.
const SAVE_STATUS_STYLE: Record<SaveStatus, { pill: string; dot: string }> = {
  saved: { pill: 'border-success-line bg-success-bg text-success-ink', dot: 'bg-green-600 dark:bg-green-400' },
  unsaved: { pill: 'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200', dot: 'bg-amber-500' },
  saving: { pill: 'border-info-line bg-info-bg text-info-ink', dot: 'bg-blue-500 animate-pulse' },
};

export function SaveStatusPill({ status, className }: { status: SaveStatus; className?: string }) {
  const style = SAVE_STATUS_STYLE[status];
  return (
    <span
      data-status={status}
      className={cn('inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-semibold', style.pill, className)}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', style.dot)} />
      {SAVE_STATUS_TEXT[status]}
    </span>
  );
}

/** Re-renders every `intervalMs` so relative times ("3m ago") stay true. */
function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

export interface StatsPanelProps {
  title: string;
  typeLabel: string;
  status: SaveStatus;
  /** Why the last save failed, in a few words ("Not saved: ..."); null when it did not. */
  failure?: string | null;
  lastSavedAt: Date | null;
  stats: TextStats;
}

const number = new Intl.NumberFormat();

/** The editor's side panel: the document, its save state, and its statistics. */
export function StatsPanel({ title, typeLabel, status, failure, lastSavedAt, stats }: StatsPanelProps) {
  // Also re-rendered by the parent after each save, so "Just now" appears at once.
  const now = useNow(15_000);
  const rows: Array<[string, string]> = [
    ['Words', number.format(stats.wordCount)],
    ['Characters', number.format(stats.characterCount)],
    ['Characters (no spaces)', number.format(stats.characterCountNoSpaces)],
    ['Paragraphs', number.format(stats.paragraphCount)],
    ['Sentences', number.format(stats.sentenceCount)],
    ['Reading time', `${stats.readingTime} min`],
  ];
  return (
    <div className="space-y-4 rounded-2xl border border-line bg-surface p-3 shadow-sm">
      <section aria-label="Document">
        <h2 className="font-display text-[0.7rem] font-semibold uppercase tracking-[0.14em] text-gold-ink">Document</h2>
        <p className="mt-1.5 break-words font-serif text-sm font-semibold leading-snug text-ink" data-testid="stats-title">
          {title}
        </p>
        <p className="text-xs text-ink-muted">{typeLabel}</p>
      </section>
      <section aria-label="Save state" className="space-y-1.5 border-t border-line pt-3">
        <h2 className="font-display text-[0.7rem] font-semibold uppercase tracking-[0.14em] text-gold-ink">Status</h2>
        <div data-testid="save-status">
          <SaveStatusPill status={status} />
        </div>
        {failure && status !== 'saving' && (
          <p className="text-xs font-medium text-danger-ink" data-testid="save-failure">
            {failure}
          </p>
        )}
        <p className="text-xs text-ink-muted">
          Last saved: <span className="font-medium text-ink" data-testid="last-saved">{formatLastSaved(lastSavedAt, now)}</span>
        </p>
      </section>
      <section aria-label="Statistics" className="border-t border-line pt-3">
        <h2 className="font-display text-[0.7rem] font-semibold uppercase tracking-[0.14em] text-gold-ink">Statistics</h2>
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-[0.7rem] leading-tight text-ink-muted">{label}</dt>
              <dd className="font-serif text-base font-semibold tabular-nums text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

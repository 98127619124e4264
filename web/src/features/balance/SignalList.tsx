import type { SignalKind as SignalKindName } from '../../lib/api-types/balance';
import type { AnalysisSignal } from './api';

/** What each kind of evidence is called on screen. */
export const SIGNAL_KIND_LABELS: Record<SignalKindName, string> = {
  keyword: 'word',
  heading: 'heading',
  dialogue: 'dialogue',
  monster: 'creature',
  cue: 'reading',
  context: 'context',
  model: 'AI model',
};

/** The words, headings and lines that decided a segment's type, strongest first. */
export function SignalList({ signals, limit = 6 }: { signals: readonly AnalysisSignal[]; limit?: number }) {
  if (signals.length === 0) return <p className="text-ink-muted">No deciding words.</p>;
  const shown = signals.slice(0, limit);
  return (
    <div>
      <p className="text-ink-muted">Decided by:</p>
      <ul className="mt-0.5 flex flex-wrap gap-1">
        {shown.map((signal, i) => (
          <li key={i} className="inline-flex max-w-full items-baseline gap-1 rounded border border-line bg-surface-muted px-1.5 py-0.5">
            <span className="shrink-0 text-[0.65rem] font-semibold tracking-wide text-ink-muted uppercase">{SIGNAL_KIND_LABELS[signal.kind]}</span>
            <span className="min-w-0 truncate text-ink">{signal.kind === 'keyword' || signal.kind === 'monster' ? `“${signal.text}”` : signal.text}</span>
          </li>
        ))}
        {signals.length > shown.length && <li className="px-1 text-ink-muted">and {signals.length - shown.length} more</li>}
      </ul>
    </div>
  );
}

import { memo, useEffect, useRef } from 'react';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { BookIcon, CheckIcon, XIcon } from '../../components/ui/icons';
import type { GrammarIssue, IssueKind } from './api';
import { keepSentenceCase, originalOf } from './grammarLogic';

const KIND_LABEL: Record<IssueKind, string> = { grammar: 'Grammar', spelling: 'Spelling', style: 'Style' };

/** Badge colours per kind; they match the underline colours in the editor. */
export const KIND_BADGE: Record<IssueKind, string> = {
  spelling: 'border-danger-line bg-danger-bg text-danger-ink',
  grammar: 'border-info-line bg-info-bg text-info-ink',
  style: 'border-gold/50 bg-gold-soft text-ink',
};

const KIND_STRIPE: Record<IssueKind, string> = {
  spelling: 'before:bg-danger-ink',
  grammar: 'before:bg-info-ink',
  style: 'before:bg-gold',
};

export function KindBadge({ kind }: { kind: IssueKind }) {
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold', KIND_BADGE[kind])}>
      {KIND_LABEL[kind]}
    </span>
  );
}

export interface IssueCardProps {
  issue: GrammarIssue;
  /** The text the issue was found in (its positions point into it). */
  analysedText: string;
  /** Set when the user clicked this issue's underline: the card scrolls into view and takes focus. */
  focusRequest: number | null;
  /**
   * The handlers take the issue, so the list can pass the same functions to
   * every card and a card re-renders only when its own issue changes.
   */
  onApply(issue: GrammarIssue, replacement: string): void;
  onDismiss(issue: GrammarIssue): void;
  onAddToDictionary?: (issue: GrammarIssue) => void;
}

/** One issue: type badge, title, description, "Change X to Y", Apply and Dismiss. */
export const IssueCard = memo(function IssueCard({ issue, analysedText, focusRequest, onApply, onDismiss, onAddToDictionary }: IssueCardProps) {
  const ref = useRef<HTMLElement>(null);
  const original = originalOf(issue, analysedText);
  // Shown as it will be applied: capitalised at a sentence start.
  const fixes = issue.suggestions.map((s) => keepSentenceCase(analysedText, issue.position.start, original, s));
  const [primary, ...alternatives] = fixes;

  useEffect(() => {
    if (focusRequest === null || !ref.current) return;
    ref.current.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    ref.current.focus({ preventScroll: true });
  }, [focusRequest]);

  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-label={`${issue.shortMessage}: ${original}`}
      data-issue-id={issue.id}
      data-focused={focusRequest !== null ? 'true' : undefined}
      className={cn(
        'relative overflow-hidden rounded-xl border border-line bg-surface py-3 pr-3 pl-4 shadow-sm transition-shadow',
        'before:absolute before:inset-y-0 before:left-0 before:w-1',
        KIND_STRIPE[issue.type],
        // The card an underline click brought forward keeps a gold ring; other cards show the usual focus outline.
        focusRequest !== null ? 'ring-2 ring-gold focus-visible:outline-none' : 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
      )}
    >
      <header className="flex flex-wrap items-center gap-2">
        <KindBadge kind={issue.type} />
        <h4 className="text-sm font-semibold text-ink">{issue.shortMessage}</h4>
        <span className="ml-auto text-xs text-ink-muted" title="How sure the checker is">
          {Math.round(issue.confidence * 100)}% sure
        </span>
      </header>
      <p className="mt-1.5 text-sm text-ink-muted">{issue.message}</p>

      {primary !== undefined && (
        <p className="mt-2 text-sm text-ink" data-testid="issue-change">
          Change <q className="rounded bg-danger-bg px-1 text-danger-ink line-through decoration-1 [quotes:none]">{original}</q> to{' '}
          <q className="rounded bg-success-bg px-1 font-medium text-success-ink [quotes:none]">{primary}</q>
        </p>
      )}
      {alternatives.length > 0 && (
        <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-ink-muted">
          <span>Or:</span>
          {alternatives.map((alternative) => (
            <button
              key={alternative}
              type="button"
              onClick={() => onApply(issue, alternative)}
              aria-label={`Apply "${alternative}"`}
              className="cursor-pointer rounded-full border border-line bg-surface-muted px-2 py-0.5 text-ink hover:border-gold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold"
            >
              {alternative}
            </button>
          ))}
        </div>
      )}

      <div className="mt-3 flex flex-wrap gap-2">
        {primary !== undefined && (
          <Button size="sm" onClick={() => onApply(issue, primary)}>
            <CheckIcon /> Apply
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => onDismiss(issue)}>
          <XIcon /> Dismiss
        </Button>
        {onAddToDictionary && (
          <Button size="sm" variant="ghost" onClick={() => onAddToDictionary(issue)}>
            <BookIcon /> Add to dictionary
          </Button>
        )}
      </div>
    </article>
  );
});

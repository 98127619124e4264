import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import type { AnalysisSegment } from './api';
import { CATEGORY_LABELS, formatMinutes, formatNumber, plural } from './balanceLogic';
import { ShowButton, headingClass, sectionClass } from './BalanceResults';
import { SignalList } from './SignalList';

/** Rows shown at first and added by each "Show more" (a campaign book has thousands of segments). */
export const SEGMENT_PAGE_SIZE = 25;

export interface SegmentListProps {
  segments: readonly AnalysisSegment[];
  selectedId: string | null;
  onSelect(segment: AnalysisSegment): void;
}

/** Why each segment got its type: type, confidence, minutes, and the words that decided it. */
export function SegmentList({ segments, selectedId, onSelect }: SegmentListProps) {
  const id = useId();
  const [limit, setLimit] = useState(SEGMENT_PAGE_SIZE);
  // A segment selected in the timeline is listed even past the limit.
  const selectedIndex = selectedId ? segments.findIndex((s) => s.id === selectedId) : -1;
  const shown = segments.slice(0, Math.max(limit, selectedIndex + 1));
  const hidden = segments.length - shown.length;
  if (segments.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className={sectionClass}>
      <h4 id={`${id}-heading`} className={headingClass}>
        How each segment was classified ({segments.length})
      </h4>
      <p className="mt-0.5 text-xs text-ink-muted">Each segment's type, how sure the analysis is, and the words that decided it.</p>
      <ol className="mt-3 space-y-2" aria-label="Segments">
        {shown.map((segment, index) => (
          <li
            key={segment.id}
            data-testid="segment-row"
            aria-current={segment.id === selectedId ? 'true' : undefined}
            className={cn(
              'rounded-lg border border-line bg-surface-muted/50 p-3 text-xs',
              segment.id === selectedId && 'border-ink/60 ring-1 ring-ink/40',
            )}
          >
            <div className="flex items-center gap-2">
              <span aria-hidden="true" className={cn('lw-cat-fill h-3 w-4 shrink-0 rounded-sm', `lw-cat--${segment.type}`)} />
              <p className="font-semibold text-ink">
                {index + 1}. {CATEGORY_LABELS[segment.type]}
                <span className="font-normal text-ink-muted">
                  {' '}
                  · confidence {segment.confidence}% · {formatMinutes(segment.duration)}
                </span>
              </p>
              <span className="ml-auto shrink-0">
                <ShowButton label={`Show segment ${index + 1} in the editor`} onClick={() => onSelect(segment)}>
                  Show
                </ShowButton>
              </span>
            </div>
            {segment.section && <p className="mt-1 text-ink-muted">In “{segment.section}”</p>}
            <p className="mt-1 line-clamp-2 font-serif text-[0.8rem] leading-snug text-ink">{segment.content}</p>
            <div className="mt-1.5">
              <SignalList signals={segment.signals} />
            </div>
          </li>
        ))}
      </ol>
      {hidden > 0 && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setLimit(shown.length + SEGMENT_PAGE_SIZE)}>
          Show {plural(Math.min(hidden, SEGMENT_PAGE_SIZE), 'more segment', 'more segments')} ({formatNumber(hidden)} not shown yet)
        </Button>
      )}
    </section>
  );
}


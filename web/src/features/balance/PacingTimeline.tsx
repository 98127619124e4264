import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../components/ui/cn';
import type { Category as CategoryName } from '../../lib/api-types/balance';
import type { AnalysisSegment, BalanceAnalysis } from './api';
import { CATEGORIES, CATEGORY_LABELS, formatMinutes } from './balanceLogic';
import { SignalList } from './SignalList';

/** "Segment 3: combat, 5 min, confidence 80" (and ", climax" for the climax's segments). */
export function segmentLabel(segment: AnalysisSegment, index: number, isClimax: boolean): string {
  return `Segment ${index + 1}: ${segment.type}, ${segment.duration} min, confidence ${segment.confidence}${isClimax ? ', climax' : ''}`;
}

export interface PacingTimelineProps {
  analysis: BalanceAnalysis;
  selectedId: string | null;
  /** Called when a segment is clicked (or Enter/Space on it): select it in the editor. */
  onSelect(segment: AnalysisSegment): void;
}

/**
 * The campaign as a strip of segments in document order, each as wide as its
 * table time and coloured (and textured) by type, with the climax marked and
 * the ideal climax zone (60-80% of the table time) shown beneath. Hover or
 * focus shows a segment's excerpt, type, confidence and the words that
 * decided it; a click selects it in the editor. One tab stop: the arrow
 * keys, Home and End move between segments.
 */
export function PacingTimeline({ analysis, selectedId, onSelect }: PacingTimelineProps) {
  const id = useId();
  const tooltipId = `${id}-tooltip`;
  const { segments, pacing } = analysis;
  const total = segments.reduce((sum, s) => sum + s.duration, 0);
  const [shown, setShown] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  if (segments.length === 0 || total === 0) return null;

  const climax = pacing.climax;
  const isClimax = (s: AnalysisSegment) => climax !== undefined && s.startPosition >= climax.startPosition && s.endPosition <= climax.endPosition;
  const rovingIndex = Math.min(focusIndex, segments.length - 1);
  const separated = segments.length <= 150;

  // Left edge of each segment, as a share of the table time.
  const lefts: number[] = [];
  let elapsed = 0;
  for (const s of segments) {
    lefts.push((100 * elapsed) / total);
    elapsed += s.duration;
  }

  function move(event: KeyboardEvent, index: number) {
    const last = segments.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(index + 1, last)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(index - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (event.key === 'Escape') {
      setShown(null);
      return;
    }
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  const current = shown !== null ? segments[shown] : null;
  const center = current && shown !== null ? lefts[shown] + (50 * current.duration) / total : 0;

  return (
    <div className="space-y-2">
      <p id={`${id}-help`} className="sr-only">
        Segments in document order, each as wide as its table time. Use the arrow keys to move between segments and Enter to select one in the editor.
      </p>
      <div className="relative" onMouseLeave={() => setShown(null)}>
        {climax && (
          <div className="relative h-5" aria-hidden="true">
            <span
              className="absolute bottom-0 flex -translate-x-1/2 flex-col items-center text-[0.7rem] leading-none font-semibold text-ink"
              style={{ left: `${Math.max(4, Math.min(96, pacing.climaxPlacement))}%` }}
              data-testid="climax-marker"
            >
              Climax
              <span className="mt-0.5 size-0 border-x-4 border-t-[5px] border-x-transparent border-t-ink" />
            </span>
          </div>
        )}
        <ol aria-label="Pacing timeline" aria-describedby={`${id}-help`} className="flex h-10 w-full overflow-hidden rounded-lg border border-line bg-surface-muted">
          {segments.map((segment, index) => {
            const climactic = isClimax(segment);
            const selected = segment.id === selectedId;
            return (
              <li key={segment.id} className="h-full" style={{ width: `${(100 * segment.duration) / total}%` }}>
                <button
                  ref={(el) => {
                    buttons.current[index] = el;
                  }}
                  type="button"
                  tabIndex={index === rovingIndex ? 0 : -1}
                  aria-label={segmentLabel(segment, index, climactic)}
                  aria-current={selected ? 'true' : undefined}
                  aria-describedby={shown === index ? tooltipId : undefined}
                  data-type={segment.type}
                  onMouseEnter={() => setShown(index)}
                  onFocus={() => {
                    setFocusIndex(index);
                    setShown(index);
                  }}
                  onBlur={() => setShown((s) => (s === index ? null : s))}
                  onKeyDown={(event) => move(event, index)}
                  onClick={() => onSelect(segment)}
                  className={cn(
                    'lw-cat-fill relative block h-full w-full cursor-pointer transition-[filter] hover:brightness-110 focus-visible:z-10 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ink',
                    `lw-cat--${segment.type}`,
                    separated && 'border-r border-surface last:border-r-0',
                    selected && 'z-10 outline-2 -outline-offset-2 outline-ink',
                  )}
                >
                  {climactic && <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-ink/70" />}
                </button>
              </li>
            );
          })}
        </ol>

        <div className="relative mt-1 h-4 text-[0.65rem] text-ink-muted" aria-hidden="true">
          <span className="absolute inset-y-0 rounded-sm border-x border-success-ink/60 bg-success-bg" style={{ left: '60%', width: '20%' }} />
          <span className="absolute inset-y-0 left-[60%] flex w-[20%] items-center justify-center text-success-ink">ideal climax</span>
          <span className="absolute left-0">0%</span>
          <span className="absolute right-0">100%</span>
        </div>

        {current && shown !== null && (
          <div
            id={tooltipId}
            role="tooltip"
            data-testid="segment-tooltip"
            className="absolute top-full z-20 mt-1 w-64 max-w-full rounded-lg border border-line bg-surface p-3 text-xs text-ink shadow-lg"
            style={{ left: `clamp(0px, calc(${center}% - 8rem), calc(100% - 16rem))` }}
          >
            <p className="flex items-center gap-1.5 font-semibold">
              <span aria-hidden="true" className={cn('lw-cat-fill size-3 rounded-sm', `lw-cat--${current.type}`)} />
              Segment {shown + 1} · {CATEGORY_LABELS[current.type]} · {formatMinutes(current.duration)} · confidence {current.confidence}%
            </p>
            {current.section && <p className="mt-1 text-ink-muted">In “{current.section}”</p>}
            <p className="mt-1.5 line-clamp-4 font-serif text-[0.8rem] leading-snug">{current.content}</p>
            <div className="mt-2">
              <SignalList signals={current.signals} />
            </div>
            {isClimax(current) && <p className="mt-1.5 font-semibold">The climax: {climax?.title}</p>}
          </div>
        )}
      </div>

      <TimelineLegend analysis={analysis} />
    </div>
  );
}

function TimelineLegend({ analysis }: { analysis: BalanceAnalysis }) {
  const minutes: Record<CategoryName, number> = { combat: 0, roleplay: 0, exploration: 0, puzzle: 0, transition: 0 };
  for (const s of analysis.segments) minutes[s.type] += s.duration;
  return (
    <ul aria-label="Timeline legend" className="flex flex-wrap gap-x-3 gap-y-1 pt-1 text-xs text-ink-muted">
      {CATEGORIES.map((c) => (
        <li key={c} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('lw-cat-fill inline-block h-3 w-4 rounded-sm', `lw-cat--${c}`)} />
          <span>
            {CATEGORY_LABELS[c]} <span className="tabular-nums">({formatMinutes(minutes[c])})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

import { useId, type ReactNode } from 'react';
import { cn } from '../../components/ui/cn';
import type { AnalysisSegment, BalanceAnalysis } from './api';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  climaxRating,
  differenceOf,
  formatMinutes,
  overallRating,
  plural,
  runLength,
  transitionRating,
} from './balanceLogic';
import { PacingTimeline } from './PacingTimeline';
import { TONE_FILL, ToneBadge } from './ToneBadge';

export const sectionClass = 'rounded-xl border border-line bg-surface p-4';
export const headingClass = 'font-display text-base font-semibold text-ink';

/** A small text button that shows a passage in the editor. */
export function ShowButton({ onClick, label, children = 'Show in editor' }: { onClick(): void; label: string; children?: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="cursor-pointer rounded text-xs font-semibold text-primary-ink underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-gold"
    >
      {children}
    </button>
  );
}

/** Overall Balance Score /100 (green 80+, yellow 60-79, red below) and Estimated Duration, with the score's working. */
export function ScoreSummary({ analysis }: { analysis: BalanceAnalysis }) {
  const id = useId();
  const rating = overallRating(analysis.overallScore);
  const b = analysis.scoreBreakdown;
  return (
    <section aria-labelledby={`${id}-score`} className={sectionClass}>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <h4 id={`${id}-score`} className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            Overall Balance Score
          </h4>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <span className="text-3xl leading-none font-bold text-ink tabular-nums" data-testid="overall-score">
              {analysis.overallScore}
              <span className="text-sm font-medium text-ink-muted">/100</span>
            </span>
            <ToneBadge tone={rating.tone} testId="overall-rating">
              {rating.label}
            </ToneBadge>
          </p>
        </div>
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Estimated Duration</h4>
          <p className="mt-1 text-3xl leading-none font-bold text-ink tabular-nums" data-testid="estimated-duration">
            {analysis.estimatedDuration}
            <span className="text-sm font-medium text-ink-muted"> minutes</span>
          </p>
          <p className="mt-1 text-xs text-ink-muted">
            {analysis.estimatedDuration >= 60 ? `${formatMinutes(analysis.estimatedDuration)} of play, ` : ''}
            {plural(analysis.segments.length, 'segment', 'segments')}
          </p>
        </div>
      </div>
      <div
        role="meter"
        aria-label="Overall Balance Score"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={analysis.overallScore}
        aria-valuetext={`${analysis.overallScore} out of 100, ${rating.label}`}
        className="mt-3 h-1.5 overflow-hidden rounded-full bg-line"
      >
        <div className={cn('h-full rounded-full', TONE_FILL[rating.tone])} style={{ width: `${analysis.overallScore}%` }} />
      </div>
      <details className="group mt-3 text-xs text-ink-muted">
        <summary className="cursor-pointer font-semibold text-ink select-none focus-visible:outline-2 focus-visible:outline-gold">How the score is worked out</summary>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1" data-testid="score-breakdown">
          <dt>Balance closeness to your mix (70%)</dt>
          <dd className="text-right font-semibold text-ink tabular-nums">{b.balanceCloseness}/100</dd>
          <dt>Pacing (30%)</dt>
          <dd className="text-right font-semibold text-ink tabular-nums">{b.pacing}/100</dd>
          <dt className="pl-3">Transitions (40% of pacing)</dt>
          <dd className="text-right tabular-nums">{b.transitionScore}/100</dd>
          <dt className="pl-3">Climax placement (30% of pacing)</dt>
          <dd className="text-right tabular-nums">{b.climaxScore}/100</dd>
          <dt className="pl-3">Longest single-type run under 30 min (30% of pacing)</dt>
          <dd className="text-right tabular-nums">{b.runScore}/100</dd>
        </dl>
      </details>
    </section>
  );
}

/** Content Breakdown: each category's share as a bar, its target marked, a badge when more than 5 points off. */
export function ContentBreakdown({ analysis }: { analysis: BalanceAnalysis }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className={sectionClass}>
      <h4 id={`${id}-heading`} className={headingClass}>
        Content Breakdown
      </h4>
      <p className="mt-0.5 text-xs text-ink-muted">Share of table time; the mark on each bar is your target.</p>
      <ul className="mt-3 space-y-3">
        {CATEGORIES.map((c) => {
          const actual = analysis.balance[c];
          const target = analysis.targetBalance[c];
          const diff = differenceOf(actual, target);
          return (
            <li key={c} data-testid={`breakdown-${c}`}>
              <div className="flex items-center gap-2 text-sm">
                <span aria-hidden="true" className={cn('lw-cat-fill size-3 shrink-0 rounded-sm', `lw-cat--${c}`)} />
                <span className="font-medium text-ink">{CATEGORY_LABELS[c]}</span>
                <span className="ml-auto font-semibold text-ink tabular-nums">{actual}%</span>
                <span className="w-20 text-right text-xs text-ink-muted tabular-nums">target {target}%</span>
                <span className="w-16 text-right">
                  {diff.badge && (
                    <ToneBadge tone={Math.abs(diff.points) > 10 ? 'poor' : 'fair'} testId={`difference-${c}`}>
                      <span aria-hidden="true">{diff.badge} pts</span>
                      <span className="sr-only">{diff.description}</span>
                    </ToneBadge>
                  )}
                </span>
              </div>
              <div aria-hidden="true" className="relative mt-1.5 h-2 rounded-full bg-line/70">
                <div className={cn('lw-cat-fill h-full rounded-full', `lw-cat--${c}`)} style={{ width: `${actual}%` }} />
                <div className="absolute -top-1 -bottom-1 w-0.5 -translate-x-1/2 rounded bg-ink" style={{ left: `${target}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export interface PacingAnalysisProps {
  analysis: BalanceAnalysis;
  selectedId: string | null;
  onSelectSegment(segment: AnalysisSegment): void;
  onShowRange(start: number, end: number): void;
}

/** Pacing Analysis: the timeline, average segment length, longest single type, transition quality, climax placement. */
export function PacingAnalysis({ analysis, selectedId, onSelectSegment, onShowRange }: PacingAnalysisProps) {
  const id = useId();
  const { pacing } = analysis;
  const transitions = transitionRating(pacing.transitionQuality);
  const climax = climaxRating(pacing.climaxPlacement, pacing.climax !== undefined);
  const longest = pacing.longestSingleType;
  return (
    <section aria-labelledby={`${id}-heading`} className={sectionClass}>
      <h4 id={`${id}-heading`} className={headingClass}>
        Pacing Analysis
      </h4>
      <div className="mt-3">
        <PacingTimeline analysis={analysis} selectedId={selectedId} onSelect={onSelectSegment} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <Metric term="Average segment length" testId="average-segment-length">
          <span className="font-semibold text-ink tabular-nums">{pacing.averageSegmentLength} min</span>
        </Metric>
        <Metric term="Longest single type" testId="longest-single-type">
          {longest ? (
            <>
              <span className="font-semibold text-ink">
                {CATEGORY_LABELS[longest.type]}, {longest.duration} min
              </span>
              {longest.tooLong && (
                <ToneBadge tone="poor" className="ml-1.5">
                  Over 25 min
                </ToneBadge>
              )}
              <span className="mt-0.5 block text-xs text-ink-muted">
                {runLength(longest.segments)}
                {' · '}
                <ShowButton label={`Show the longest ${longest.type} run in the editor`} onClick={() => onShowRange(longest.startPosition, longest.endPosition)} />
              </span>
            </>
          ) : (
            <span className="text-ink-muted">None</span>
          )}
        </Metric>
        <Metric term="Transition quality" testId="transition-quality">
          <span className="font-semibold text-ink tabular-nums">{pacing.transitionQuality}/100</span>
          <ToneBadge tone={transitions.tone} className="ml-1.5">
            {transitions.label}
          </ToneBadge>
          <span className="mt-0.5 block text-xs text-ink-muted">
            {pacing.transitions === 0
              ? 'The type never changes.'
              : `${pacing.goodTransitions} of ${plural(pacing.transitions, 'change', 'changes')} of type ${pacing.goodTransitions === 1 ? 'flows' : 'flow'} well`}
          </span>
        </Metric>
        <Metric term="Climax placement" testId="climax-placement">
          <span className="font-semibold text-ink tabular-nums">{pacing.climaxPlacement}%</span>
          <ToneBadge tone={climax.tone} className="ml-1.5">
            {climax.label}
          </ToneBadge>
          <span className="mt-0.5 block text-xs text-ink-muted">
            {pacing.climax ? (
              <>
                {pacing.climax.title} · ideal 60–80% ·{' '}
                <ShowButton label="Show the climax in the editor" onClick={() => onShowRange(pacing.climax!.startPosition, pacing.climax!.endPosition)} />
              </>
            ) : (
              'No fight to build up to; ideal 60–80%.'
            )}
          </span>
        </Metric>
      </dl>
    </section>
  );
}

function Metric({ term, testId, children }: { term: string; testId: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-line bg-surface-muted/50 px-3 py-2">
      <dt className="text-xs text-ink-muted">{term}</dt>
      <dd className="mt-0.5" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

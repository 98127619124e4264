import { useId } from 'react';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { CheckIcon } from '../../components/ui/icons';
import type { Priority as PriorityName } from '../../lib/api-types/balance';
import type { AnalysisRecommendation } from './api';
import { CATEGORY_LABELS, NO_RECOMMENDATIONS_MESSAGE } from './balanceLogic';
import { headingClass, sectionClass } from './BalanceResults';
import { ToneBadge } from './ToneBadge';

const PRIORITY: Record<PriorityName, { label: string; tone: 'poor' | 'fair' | 'good' }> = {
  high: { label: 'High priority', tone: 'poor' },
  medium: { label: 'Medium priority', tone: 'fair' },
  low: { label: 'Low priority', tone: 'good' },
};

export interface RecommendationListProps {
  recommendations: readonly AnalysisRecommendation[];
  applied: ReadonlySet<string>;
  /** The document changed since the analysis: offer re-analysis instead of Apply. */
  outOfDate: boolean;
  busy: boolean;
  onApply(recommendation: AnalysisRecommendation): void;
  onReanalyze(): void;
}

/** Recommendations (with their count), each with Apply when it has a scene to insert; the spec's message when there is none. */
export function RecommendationList({ recommendations, applied, outOfDate, busy, onApply, onReanalyze }: RecommendationListProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className={sectionClass}>
      <h4 id={`${id}-heading`} className={headingClass}>
        Recommendations ({recommendations.length})
      </h4>
      {recommendations.length === 0 ? (
        <p className="mt-3 rounded-lg border border-success-line bg-success-bg px-3 py-2 text-sm text-success-ink" data-testid="no-recommendations">
          {NO_RECOMMENDATIONS_MESSAGE}
        </p>
      ) : (
        <ul className="mt-3 space-y-3" aria-label="Recommendations">
          {recommendations.map((rec) => {
            const priority = PRIORITY[rec.priority];
            const done = applied.has(rec.id);
            const canApply = rec.autoApplicable && rec.autoApplyAction !== undefined && rec.autoApplyAction.insertContent.trim() !== '';
            return (
              <li key={rec.id}>
                <article aria-labelledby={`${id}-${rec.id}`} className="rounded-lg border border-line bg-surface-muted/50 p-3" data-testid="recommendation">
                  <div className="flex items-start justify-between gap-2">
                    <h5 id={`${id}-${rec.id}`} className="flex items-center gap-2 text-sm font-semibold text-ink">
                      <span aria-hidden="true" className={cn('lw-cat-fill size-3 shrink-0 rounded-sm', `lw-cat--${rec.type}`)} />
                      More {CATEGORY_LABELS[rec.type].toLowerCase()}
                    </h5>
                    <ToneBadge tone={priority.tone}>{priority.label}</ToneBadge>
                  </div>
                  <p className="mt-1 text-xs text-ink-muted">
                    {CATEGORY_LABELS[rec.type]} {rec.current}% → target {rec.target}% · {rec.targetSection}
                  </p>
                  <p className="mt-2 text-sm text-ink">{rec.description}</p>
                  <p className="mt-1.5 text-sm text-ink">
                    <span className="font-semibold">Suggestion: </span>
                    {rec.specificSuggestion}
                  </p>
                  <p className="mt-1.5 text-sm text-ink-muted">
                    <span className="font-semibold text-ink">Expected impact: </span>
                    {rec.expectedImpact}
                  </p>
                  {rec.playerArchetypes.length > 0 && (
                    <p className="mt-1.5 text-xs text-ink-muted">Serves players who enjoy: {rec.playerArchetypes.join(', ')}</p>
                  )}
                  {canApply && (
                    <details className="mt-2 text-xs">
                      <summary className="cursor-pointer font-semibold text-ink select-none focus-visible:outline-2 focus-visible:outline-gold">
                        Preview the scene
                      </summary>
                      <pre className="mt-1.5 max-h-48 overflow-auto rounded border border-line bg-surface p-2 font-serif text-xs whitespace-pre-wrap text-ink">
                        {rec.autoApplyAction!.insertContent}
                      </pre>
                    </details>
                  )}
                  {canApply && (
                    <div className="mt-3 flex items-center gap-2">
                      {done ? (
                        <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-success-ink" data-testid="applied">
                          <CheckIcon aria-hidden="true" /> Applied: the scene is in your campaign
                        </span>
                      ) : outOfDate ? (
                        <Button size="sm" variant="secondary" disabled={busy} onClick={onReanalyze} aria-label={`Re-analyze to apply: more ${rec.type}`}>
                          Re-analyze to apply
                        </Button>
                      ) : (
                        <Button size="sm" variant="gold" onClick={() => onApply(rec)} aria-label={`Apply: insert the ${rec.type} scene`}>
                          Apply
                        </Button>
                      )}
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

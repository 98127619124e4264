import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import type { Party } from '../../lib/api-types/balance';
import type { Difficulty as DifficultyName } from '../../lib/api-types/srd';
import type { AnalysisEncounter } from './api';
import { DIFFICULTY_LABELS, describeParty, formatMultiplier, formatNumber, plural } from './balanceLogic';
import { ShowButton, headingClass, sectionClass } from './BalanceResults';

const DIFFICULTY_CLASSES: Record<DifficultyName, string> = {
  trivial: 'border-line bg-surface-muted text-ink-muted',
  easy: 'border-success-line bg-success-bg text-success-ink',
  medium: 'border-gold/60 bg-gold-soft text-ink',
  hard: 'border-orange-300 bg-orange-50 text-orange-900 dark:border-orange-700 dark:bg-orange-950 dark:text-orange-200',
  deadly: 'border-danger-line bg-danger-bg text-danger-ink',
};

export function DifficultyBadge({ difficulty }: { difficulty: DifficultyName }) {
  return (
    <span
      data-testid="difficulty"
      data-difficulty={difficulty}
      className={cn('inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-xs font-bold tracking-wide uppercase', DIFFICULTY_CLASSES[difficulty])}
    >
      {DIFFICULTY_LABELS[difficulty]}
    </span>
  );
}

/** "1,600 XP", kept on one line. */
function xp(n: number, unit = 'XP'): string {
  return `${formatNumber(n)}\u00a0${unit}`;
}

/** "3 × Wolf (CR 1/4, 50 XP each) + ... = 150 XP"; a rolled number says so: "5* × Gnoll (the average of 2d4; CR 1/2, ...)". */
export function monstersLine(encounter: AnalysisEncounter): string {
  const groups = encounter.monsters.map(
    (m) =>
      `${m.count}${m.countAssumed ? '*' : ''}\u00a0× ${m.name} (${m.countNote ? `${m.countNote}; ` : ''}CR\u00a0${m.challengeRating}, ${xp(m.xp)} each)`,
  );
  return `${groups.join(' + ')} = ${xp(encounter.baseXp)}`;
}

/** What a possible fight's badge adds: the creatures are met in another kind of scene. */
export const IF_IT_COMES_TO_A_FIGHT = 'if it comes to a fight';

/** "× 2 for 3 monsters = 300 adjusted XP" */
export function multiplierLine(encounter: AnalysisEncounter): string {
  return `× ${formatMultiplier(encounter.multiplier)} for ${plural(encounter.monsterCount, 'monster', 'monsters')} = ${xp(encounter.adjustedXp, 'adjusted XP')}`;
}

/** "Easy 300 / Medium 600 / Hard 900 / Deadly 1,600" */
export function thresholdsLine(encounter: AnalysisEncounter): string {
  const t = encounter.thresholds;
  return `Easy ${formatNumber(t.easy)} / Medium ${formatNumber(t.medium)} / Hard ${formatNumber(t.hard)} / Deadly ${formatNumber(t.deadly)}`;
}

/** Fights shown at first and added by each "Show more" (a campaign book has over a hundred). */
export const ENCOUNTER_PAGE_SIZE = 20;

export interface EncounterListProps {
  encounters: readonly AnalysisEncounter[];
  party: Party;
  onShowRange(start: number, end: number): void;
}

/** Every fight that names monsters, with its difficulty for the party and the DMG arithmetic behind it. */
export function EncounterList({ encounters, party, onShowRange }: EncounterListProps) {
  const id = useId();
  const [limit, setLimit] = useState(ENCOUNTER_PAGE_SIZE);
  const shown = encounters.slice(0, limit);
  const hidden = encounters.length - shown.length;
  return (
    <section aria-labelledby={`${id}-heading`} className={sectionClass}>
      <h4 id={`${id}-heading`} className={headingClass}>
        Encounters ({encounters.length})
      </h4>
      <p className="mt-0.5 text-xs text-ink-muted">Rated for {describeParty(party)} with the Dungeon Master's Guide encounter rules.</p>
      {encounters.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">No fights with known monsters were found. Name the creatures (for example “three goblins”) to have a fight rated.</p>
      ) : (
        <ul className="mt-3 space-y-3" aria-label="Encounters">
          {shown.map((encounter) => {
            const assumed = encounter.monsters.some((m) => m.countAssumed);
            return (
              <li key={encounter.id}>
                <article aria-labelledby={`${id}-${encounter.id}`} className="rounded-lg border border-line bg-surface-muted/50 p-3" data-testid="encounter">
                  <div className="flex items-start justify-between gap-2">
                    <h5 id={`${id}-${encounter.id}`} className="text-sm font-semibold text-ink">
                      {encounter.title}
                    </h5>
                    <div className="flex shrink-0 flex-col items-end gap-0.5">
                      <DifficultyBadge difficulty={encounter.difficulty} />
                      {encounter.possible && (
                        <span data-testid="possible-fight" className="text-[0.7rem] text-ink-muted italic">
                          {IF_IT_COMES_TO_A_FIGHT}
                        </span>
                      )}
                    </div>
                  </div>
                  {encounter.possible && (
                    <p className="mt-1 text-xs text-ink-muted">The creatures here talk, bargain or keep watch: the scene is not a fight, but this is how hard one would be.</p>
                  )}
                  <div className="mt-2 space-y-0.5 text-xs text-ink" data-testid="xp-math">
                    <p>{monstersLine(encounter)}</p>
                    <p>{multiplierLine(encounter)}</p>
                    <p className="text-ink-muted">Party thresholds: {thresholdsLine(encounter)}</p>
                  </div>
                  {assumed && (
                    <p className="mt-1.5 text-xs text-ink-muted" data-testid="assumed-count">
                      * Count assumed: the text gives no exact number for{' '}
                      {encounter.monsters
                        .filter((m) => m.countAssumed)
                        .map((m) => `“${m.mentions[0] ?? m.name}”`)
                        .join(', ')}
                      . Write the number to rate the fight exactly.
                    </p>
                  )}
                  <div className="mt-2">
                    <ShowButton label={`Show ${encounter.title} in the editor`} onClick={() => onShowRange(encounter.startPosition, encounter.endPosition)} />
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {hidden > 0 && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setLimit(shown.length + ENCOUNTER_PAGE_SIZE)}>
          Show {plural(Math.min(hidden, ENCOUNTER_PAGE_SIZE), 'more encounter', 'more encounters')} ({formatNumber(hidden)} not shown yet)
        </Button>
      )}
    </section>
  );
}

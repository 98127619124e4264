import { useId, useState, type Ref } from 'react';
import { BuiltInContentNotice } from '../../components/tools/BuiltInContentNotice';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ArrowLeftIcon, ScrollIcon } from '../../components/ui/icons';
import type { MonsterReskinResponse } from '../../lib/api-types/api';
import type { Origin } from '../../lib/api-types/llm';
import { capitalise } from '../../lib/text';
import type { Reskin } from './api';
import { StatBlock } from './StatBlock';

export interface ResultsStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  response: MonsterReskinResponse;
  origin: Origin | null;
  onInsert(reskin: Reskin): void;
  onTryDifferentSettings(): void;
  onChooseDifferentMonster(): void;
}


/** Step 3: the re-skins, each with its stat block and Insert into Campaign. */
export function ResultsStep({ headingRef, response, origin, onInsert, onTryDifferentSettings, onChooseDifferentMonster }: ResultsStepProps) {
  const original = response.reskins[0]?.originalMonster.name ?? 'the monster';
  const mixed = response.reskins.some((r) => r.source === 'ai') && response.reskins.some((r) => r.source === 'fallback');
  const count = response.reskins.length;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h4 ref={headingRef} tabIndex={-1} className="font-display text-lg font-semibold text-ink focus-visible:outline-none">
          Re-skins of the {original}
        </h4>
        <p className="text-xs text-ink-muted" role="status">
          {count === 1 ? '1 re-skin' : `${count} re-skins`}, each with the {original}'s own statistics.
        </p>
      </div>
      <BuiltInContentNotice origin={origin} />
      {count === 0 && (
        <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-ink-muted">
          No re-skins came back this time. Try different settings.
        </p>
      )}
      <ul aria-label="Re-skins" className="flex max-h-[40rem] flex-col gap-3 overflow-y-auto pr-0.5">
        {response.reskins.map((reskin) => (
          <li key={reskin.id}>
            <ReskinCard reskin={reskin} builtInBadge={mixed && reskin.source === 'fallback'} onInsert={onInsert} />
          </li>
        ))}
      </ul>
      <div className="sticky -bottom-4 -mx-4 -mb-4 flex flex-wrap justify-between gap-2 border-t border-line bg-surface px-4 py-3">
        <Button variant="secondary" size="sm" onClick={onTryDifferentSettings}>
          <ArrowLeftIcon />
          Try Different Settings
        </Button>
        <Button variant="secondary" size="sm" onClick={onChooseDifferentMonster}>
          Choose Different Monster
        </Button>
      </div>
    </div>
  );
}

function ReskinCard({ reskin, builtInBadge, onInsert }: { reskin: Reskin; builtInBadge: boolean; onInsert(reskin: Reskin): void }) {
  const [showStats, setShowStats] = useState(false);
  const id = useId();
  const tags = [capitalise(reskin.tone), reskin.theme, reskin.environment].filter((t): t is string => Boolean(t));
  return (
    <article aria-labelledby={`${id}-name`} className="rounded-xl border border-line bg-surface p-4 shadow-sm" data-testid="reskin-card">
      <h5 id={`${id}-name`} className="font-display text-base leading-snug font-semibold text-primary-ink">
        {reskin.newName}
      </h5>
      <p className="mt-0.5 text-xs text-ink-muted">Re-skin of the {reskin.originalMonster.name}</p>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {tags.map((tag) => (
          <Badge key={tag}>{tag}</Badge>
        ))}
        {builtInBadge && <Badge className="border-line bg-surface-muted">Built-in</Badge>}
      </div>
      <dl className="mt-3 space-y-2 text-sm leading-relaxed text-ink">
        <Story label="Appearance" text={reskin.visualDescription} />
        <Story label="Behavior" text={reskin.behavioralChanges} />
        <Story label="Lore" text={reskin.loreAdaptation} />
      </dl>
      <div className="mt-3">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2"
          aria-expanded={showStats}
          aria-controls={`${id}-stats`}
          onClick={() => setShowStats((open) => !open)}
        >
          <ScrollIcon />
          {showStats ? 'Hide stat block' : 'Show stat block'}
        </Button>
        <div id={`${id}-stats`} hidden={!showStats} className="mt-1">
          {showStats && <StatBlock monster={reskin.statBlock} />}
        </div>
      </div>
      <div className="mt-3 flex justify-end">
        <Button size="sm" onClick={() => onInsert(reskin)} aria-describedby={`${id}-name`}>
          Insert into Campaign
        </Button>
      </div>
    </article>
  );
}

function Story({ label, text }: { label: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line">{text}</dd>
    </div>
  );
}

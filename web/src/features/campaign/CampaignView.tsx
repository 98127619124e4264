import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../components/ui/cn';
import type { Campaign, Section as CampaignSection, Encounter, Parameters, StatBlock } from '../../lib/api-types/campaign';
import { actionNumbers, creatureLine, encounterTypeLabel, minutes, partyWords, ratingNumbers, statBlockCore, statBlockHeadline, statBlockText, type Highlights } from './format';

const CHANGED = 'rounded-md bg-success-bg ring-1 ring-success-line';

const FIGHT_TONES: Record<string, string> = {
  trivial: 'border-line bg-surface-muted text-ink-muted',
  easy: 'border-success-line bg-success-bg text-success-ink',
  medium: 'border-info-line bg-info-bg text-info-ink',
  hard: 'border-gold/50 bg-gold-soft text-ink',
  deadly: 'border-danger-line bg-danger-bg text-danger-ink',
};

function Section({ id, title, changed, children }: { id: CampaignSection | 'statBlocks'; title: string; changed: boolean; children: ReactNode }) {
  return (
    <section aria-label={title} data-section={id} data-changed={changed || undefined} className={cn('space-y-1.5 p-1', changed && CHANGED)}>
      <h5 className="font-display text-sm font-semibold uppercase tracking-wide text-ink-muted">{title}</h5>
      {children}
    </section>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className="whitespace-pre-line text-sm text-ink">
            {p}
          </p>
        ))}
    </>
  );
}

function Chip({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={cn('rounded-full border border-line bg-surface-muted px-2 py-px text-xs font-medium text-ink', className)}>{children}</span>;
}

/** A fight's creatures (count, CR, XP) and its difficulty for the party, with the numbers behind it. */
function FightFacts({ encounter: e, party }: { encounter: Encounter; party: Parameters }) {
  const monsters = e.monsters ?? [];
  if (monsters.length === 0) return null;
  return (
    <div className="space-y-1 rounded-md border border-line bg-surface-muted/40 p-2" data-testid="encounter-fight">
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">Creatures</p>
      <ul className="space-y-0.5 text-sm text-ink" aria-label="Creatures">
        {monsters.map((m, i) => (
          <li key={i}>{creatureLine(m)}</li>
        ))}
      </ul>
      {e.rating && (
        <div className="pt-0.5" data-testid="fight-rating">
          <p className="flex flex-wrap items-center gap-1.5 text-sm font-medium text-ink">
            <Chip className={FIGHT_TONES[e.rating.difficulty]}>{e.rating.difficulty}</Chip>
            for {partyWords(party)}
          </p>
          <p className="mt-0.5 text-xs text-ink-muted">{ratingNumbers(e.rating)}</p>
        </div>
      )}
    </div>
  );
}

function EncounterCard({ encounter: e, party, changed }: { encounter: Encounter; party: Parameters; changed: boolean }) {
  return (
    <li data-testid="campaign-encounter" data-changed={changed || undefined} className={cn('rounded-lg border border-line p-2.5', changed && CHANGED)}>
      <p className="flex flex-wrap items-center gap-1.5">
        <span className="font-semibold text-ink">
          {e.order}. {e.title}
        </span>
        {e.optional && <Chip>Optional</Chip>}
      </p>
      <p className="mt-1 flex flex-wrap gap-1.5">
        <Chip>{encounterTypeLabel(e.type)}</Chip>
        <Chip>{minutes(e.estimatedDuration)}</Chip>
        <Chip>Difficulty {e.difficultyLevel}/10</Chip>
        {e.rating && <Chip className={FIGHT_TONES[e.rating.difficulty]}>{e.rating.difficulty} fight</Chip>}
      </p>
      <div className="mt-1.5 space-y-1.5">
        <Paragraphs text={e.description} />
        <FightFacts encounter={e} party={party} />
        {e.notes && (
          <p className="text-sm text-ink">
            <span className="font-medium">Notes:</span> {e.notes}
          </p>
        )}
      </div>
    </li>
  );
}

/** A compact stat block: what a game master needs at the table. */
function StatBlockCard({ block: b }: { block: StatBlock }) {
  const core = statBlockCore(b);
  return (
    <li className="rounded-lg border border-line p-2 text-sm text-ink" data-testid="campaign-stat-block">
      <p>
        <span className="font-semibold">{b.name}</span>
        <span className="text-ink-muted"> · {statBlockHeadline(b)}</span>
      </p>
      {core ? (
        <>
          <p>{core}</p>
          {b.actions && b.actions.length > 0 && (
            <ul className="mt-0.5 space-y-0.5 text-xs">
              {b.actions.map((a, i) => (
                <li key={i}>
                  <span className="font-medium">{a.name}:</span> {actionNumbers(a)}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        // A model's own block: its text, never its HTML (the editor gets the sanitised HTML).
        <p className="whitespace-pre-line text-xs">{statBlockText(b)}</p>
      )}
    </li>
  );
}

/** The campaign's content, with what the last refinement changed in green. */
export function CampaignView({ campaign: c, highlights }: { campaign: Campaign; highlights: Highlights }) {
  const changed = (s: CampaignSection) => highlights.sections.has(s);
  const root = useRef<HTMLDivElement>(null);
  // After a refinement, the first changed part comes into view.
  useEffect(() => {
    root.current?.querySelector('[data-changed]')?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [highlights]);
  return (
    <div ref={root} className="space-y-3" data-testid="campaign-content">
      <div className={cn('p-1', changed('title') && CHANGED)} data-changed={changed('title') || undefined}>
        <h4 className="font-display text-lg font-semibold text-ink">{c.title}</h4>
      </div>
      <Section id="introduction" title={`Introduction${c.introductionDuration ? ` · ${minutes(c.introductionDuration)}` : ''}`} changed={changed('introduction')}>
        <Paragraphs text={c.introduction} />
      </Section>
      {c.plotHooks.length > 0 && (
        <Section id="plotHooks" title="Plot Hooks" changed={changed('plotHooks')}>
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
            {c.plotHooks.map((h, i) => (
              <li key={i}>{h}</li>
            ))}
          </ul>
        </Section>
      )}
      <Section id="encounters" title={`Encounters (${c.encounters.length})`} changed={changed('encounters')}>
        <ol className="space-y-2">
          {c.encounters.map((e) => (
            <EncounterCard key={e.id} encounter={e} party={c.parameters} changed={highlights.ids.has(e.id)} />
          ))}
        </ol>
      </Section>
      {c.npcs.length > 0 && (
        <Section id="npcs" title={`NPCs (${c.npcs.length})`} changed={changed('npcs')}>
          <ul className="space-y-1.5">
            {c.npcs.map((n) => (
              <li key={n.id} data-changed={highlights.ids.has(n.id) || undefined} className={cn('p-1 text-sm text-ink', highlights.ids.has(n.id) && CHANGED)}>
                <span className="font-semibold">{n.name}</span>
                {(n.race || n.role) && <span className="text-ink-muted"> ({[n.race, n.role].filter(Boolean).join(', ')})</span>}
                {n.description && <span>: {n.description}</span>}
                {n.motivation && <span className="block text-xs text-ink-muted">Motivation: {n.motivation}</span>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {c.locations.length > 0 && (
        <Section id="locations" title={`Locations (${c.locations.length})`} changed={changed('locations')}>
          <ul className="space-y-1.5">
            {c.locations.map((l) => (
              <li key={l.id} data-changed={highlights.ids.has(l.id) || undefined} className={cn('p-1 text-sm text-ink', highlights.ids.has(l.id) && CHANGED)}>
                <span className="font-semibold">{l.name}</span>
                {l.type && <span className="text-ink-muted"> ({l.type})</span>}
                {l.description && <span>: {l.description}</span>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section id="conclusion" title={`Conclusion${c.conclusionDuration ? ` · ${minutes(c.conclusionDuration)}` : ''}`} changed={changed('conclusion')}>
        <Paragraphs text={c.conclusion} />
      </Section>
      {c.pacingNotes.length > 0 && (
        <Section id="pacingNotes" title="Pacing Notes" changed={changed('pacingNotes')}>
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
            {c.pacingNotes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </Section>
      )}
      {c.statBlocks && c.statBlocks.length > 0 && (
        <Section id="statBlocks" title={`Stat Blocks (${c.statBlocks.length})`} changed={false}>
          <ul className="space-y-1.5">
            {c.statBlocks.map((b) => (
              <StatBlockCard key={b.id} block={b} />
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

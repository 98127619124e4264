import { Fragment } from 'react';
import { cn } from '../../components/ui/cn';
import type { Monster } from './api';
import { statBlockParts, type DescBlock, type LabelledLine, type Run } from './statBlock';

function Runs({ runs }: { runs: Run[] }) {
  return (
    <>
      {runs.map((run, i) => (run.em ? <em key={i}>{run.text}</em> : <Fragment key={i}>{run.text}</Fragment>))}
    </>
  );
}

function Rule() {
  return <hr aria-hidden="true" className="my-2 h-0.5 border-0 bg-gradient-to-r from-primary/80 via-primary/50 to-transparent" />;
}

function Lines({ lines }: { lines: LabelledLine[] }) {
  return (
    <div className="space-y-0.5">
      {lines.map((line) => (
        <p key={line.label}>
          <strong className="font-semibold text-primary-ink">{line.label}</strong> {line.value}
        </p>
      ))}
    </div>
  );
}

function Blocks({ name, blocks }: { name: string; blocks: DescBlock[] }) {
  const title = (
    <strong className="font-semibold">
      <em>{name}.</em>
    </strong>
  );
  if (blocks.length === 0 || blocks[0].kind === 'ul') {
    return (
      <>
        <p>{title}</p>
        {blocks.map((block, i) => <Block key={i} block={block} />)}
      </>
    );
  }
  return (
    <>
      {blocks.map((block, i) =>
        i === 0 && block.kind === 'p' ? (
          <p key={i}>
            {title} <Runs runs={block.runs} />
          </p>
        ) : (
          <Block key={i} block={block} />
        ),
      )}
    </>
  );
}

function Block({ block }: { block: DescBlock }) {
  if (block.kind === 'p') {
    return (
      <p>
        <Runs runs={block.runs} />
      </p>
    );
  }
  return (
    <ul className="list-disc space-y-0.5 pl-5 marker:text-gold">
      {block.items.map((item, i) => (
        <li key={i}>
          <Runs runs={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A stat block as the books print it, from the same layout as the HTML that
 * Insert into Campaign writes (statBlock.ts).
 */
export function StatBlock({ monster, className }: { monster: Monster; className?: string }) {
  const parts = statBlockParts(monster);
  return (
    <section
      aria-label={`${parts.name} stat block`}
      data-testid="stat-block"
      className={cn(
        'rounded-lg border-y-4 border-gold/70 bg-surface-muted/70 px-3 py-2.5 font-serif text-[0.8125rem] leading-snug text-ink',
        className,
      )}
    >
      <p className="font-display text-base font-semibold text-primary-ink">{parts.name}</p>
      <p className="italic text-ink-muted">{parts.typeLine}</p>
      <Rule />
      <Lines lines={parts.core} />
      <Rule />
      <dl className="grid grid-cols-6 gap-1 text-center" aria-label="Ability scores">
        {parts.abilities.map((a) => (
          <div key={a.abbr}>
            <dt className="text-xs font-bold text-primary-ink">{a.abbr}</dt>
            <dd className="whitespace-nowrap text-xs">{a.text}</dd>
          </div>
        ))}
      </dl>
      <Rule />
      <Lines lines={parts.properties} />
      {parts.sections.map((section, i) => (
        <div key={section.title ?? 'traits'} className="mt-2 space-y-1">
          {section.title ? (
            <p className="border-b border-primary/50 pb-0.5 font-display text-sm font-semibold text-primary-ink">{section.title}</p>
          ) : (
            i === 0 && <Rule />
          )}
          {section.intro && (
            <p>
              <Runs runs={section.intro} />
            </p>
          )}
          {section.entries.map((entry, j) => (
            <div key={`${entry.name}-${j}`} className="space-y-1">
              <Blocks name={entry.name} blocks={entry.blocks} />
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

import * as Tabs from '@radix-ui/react-tabs';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { inputClass } from '../../components/ui/Input';
import { Spinner } from '../../components/ui/Spinner';
import type { Background } from '../../lib/api-types/backgrounds';
import { MaxRefineChars } from '../../lib/api-types/backgrounds';
import { characterLine, resultTabs, storyLine, type Block, type ResultTab, type Section, type TabId, type TextBlock } from './sections';

export interface ResultsViewProps {
  background: Background;
  /** "Insert" with an editor, "Copy" without one. */
  insertLabel: 'Insert' | 'Copy';
  onInsertSection(section: Section): void;
  /** Top-level fields the last refinement changed (their sections are marked). */
  changedFields: readonly string[];
  refining: boolean;
  onRefine(description: string, targetSection: TabId | ''): void;
}

/** The Results step: the background in tabs, an Insert per section, and a small refinement box. */
export function ResultsView({ background, insertLabel, onInsertSection, changedFields, refining, onRefine }: ResultsViewProps) {
  const tabs = resultTabs(background);
  const [active, setActive] = useState<TabId>('overview');
  const current = tabs.some((tab) => tab.id === active) ? active : tabs[0]?.id;
  const story = storyLine(background);

  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="font-display text-base font-semibold text-ink" data-testid="background-character">
          {characterLine(background)}
        </p>
        {story && <p className="text-sm text-ink-muted">{story}</p>}
      </div>
      <Tabs.Root value={current} onValueChange={(value) => setActive(value as TabId)} className="flex flex-col gap-3">
        <Tabs.List aria-label="Background sections" className="flex flex-wrap gap-1 rounded-xl border border-line bg-surface-muted/60 p-1">
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              className={cn(
                'rounded-lg px-2.5 py-1 text-sm font-medium text-ink-muted transition-colors hover:bg-surface hover:text-ink',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold',
                'data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm',
              )}
            >
              {tab.label}
              {tab.sections.some((s) => s.fields.some((f) => changedFields.includes(f))) && (
                <span className="ml-1.5 inline-block size-1.5 rounded-full bg-success-ink align-middle" aria-label="(updated)" role="img" />
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id} className="flex flex-col gap-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold">
            <TabSections tab={tab} insertLabel={insertLabel} onInsertSection={onInsertSection} changedFields={changedFields} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <RefineBox tabs={tabs} current={current} refining={refining} onRefine={onRefine} />
    </div>
  );
}

function TabSections({ tab, insertLabel, onInsertSection, changedFields }: { tab: ResultTab; insertLabel: string; onInsertSection(section: Section): void; changedFields: readonly string[] }) {
  return (
    <>
      {tab.sections.map((section) => (
        <SectionCard key={section.id} section={section} insertLabel={insertLabel} onInsert={() => onInsertSection(section)} updated={section.fields.some((f) => changedFields.includes(f))} />
      ))}
    </>
  );
}

function SectionCard({ section, insertLabel, onInsert, updated }: { section: Section; insertLabel: string; onInsert(): void; updated: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('rounded-xl border bg-surface p-3 shadow-sm', updated ? 'border-success-line' : 'border-line')}>
      <header className="flex items-center justify-between gap-2">
        <h5 id={headingId} className="flex items-center gap-2 font-display text-sm font-semibold text-ink">
          {section.title}
          {updated && <span className="rounded-full border border-success-line bg-success-bg px-1.5 text-[0.7rem] font-semibold text-success-ink">Updated</span>}
        </h5>
        <Button variant="secondary" size="sm" className="h-7 shrink-0 px-2.5 text-xs" aria-label={`${insertLabel} ${section.title}`} onClick={onInsert}>
          {insertLabel}
        </Button>
      </header>
      <div className="mt-2 flex flex-col gap-2 text-sm text-ink">
        {section.blocks.map((block, i) => (
          <BlockView key={i} block={block} />
        ))}
      </div>
    </section>
  );
}

function TextBlockView({ block }: { block: TextBlock }) {
  if (block.kind === 'paragraph') {
    return (
      <p className="leading-relaxed">
        {block.label && <span className="font-semibold">{block.label}: </span>}
        {block.text}
      </p>
    );
  }
  return (
    <div>
      {block.label && <p className="font-semibold">{block.label}</p>}
      <ul className="list-disc space-y-1 pl-5 leading-relaxed marker:text-gold">
        {block.items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function BlockView({ block }: { block: Block }) {
  if (block.kind !== 'entry') return <TextBlockView block={block} />;
  return (
    <div className="rounded-lg border border-line bg-surface-muted/50 p-2.5">
      <p className={cn('flex flex-wrap items-center gap-1.5', !block.title && block.meta.length === 0 && 'hidden')}>
        {block.title && <span className="font-semibold">{block.title}</span>}
        {block.meta.map((m) => (
          <span key={m} className="rounded-full border border-gold/40 bg-gold-soft px-2 py-px text-xs font-medium text-ink">
            {m}
          </span>
        ))}
      </p>
      <div className="mt-1.5 flex flex-col gap-1.5">
        {block.blocks.map((b, i) => (
          <TextBlockView key={i} block={b} />
        ))}
      </div>
    </div>
  );
}

/** A small box to ask for a change (the whole background or one tab). */
function RefineBox({ tabs, current, refining, onRefine }: { tabs: ResultTab[]; current: TabId | undefined; refining: boolean; onRefine(description: string, target: TabId | ''): void }) {
  const [description, setDescription] = useState('');
  const [target, setTarget] = useState<TabId | ''>('');
  const inputId = useId();
  const targetId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = description.trim();
    if (!text || refining) return;
    onRefine(text, target);
    setDescription('');
  }

  return (
    <form onSubmit={submit} className="rounded-xl border border-line bg-surface-muted/60 p-3" aria-label="Refine background">
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        Refine this background
      </label>
      <div className="mt-1.5 flex flex-col gap-2">
        <input
          id={inputId}
          className={inputClass}
          value={description}
          maxLength={MaxRefineChars}
          placeholder="What would you like to change?"
          disabled={refining}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div className="flex gap-2">
          <label htmlFor={targetId} className="sr-only">
            Part to change
          </label>
          <select id={targetId} className={cn(inputClass, 'min-w-0 flex-1')} value={target} disabled={refining} onChange={(event) => setTarget(event.target.value as TabId | '')}>
            <option value="">Whole background</option>
            {tabs.map((tab) => (
              <option key={tab.id} value={tab.id}>
                {tab.label}
                {tab.id === current ? ' (this tab)' : ''}
              </option>
            ))}
          </select>
          <Button type="submit" size="md" variant="secondary" disabled={refining || !description.trim()}>
            {refining ? <Spinner label="Refining..." /> : 'Refine'}
          </Button>
        </div>
      </div>
      <p className="mt-1.5 text-xs text-ink-muted">For example: "Make the mentor a rival" or "Give them a fear of the sea".</p>
    </form>
  );
}

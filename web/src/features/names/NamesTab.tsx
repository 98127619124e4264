import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BuiltInContentNotice } from '../../components/tools/BuiltInContentNotice';
import { ToolNotice } from '../../components/tools/ToolNotice';
import { ToolShell } from '../../components/tools/ToolShell';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Form, useZodForm } from '../../components/ui/Form';
import { CheckIcon, SparklesIcon } from '../../components/ui/icons';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { originOf } from '../../lib/api';
import type { Origin } from '../../lib/api-types/llm';
import type { Name, Style as NameStyle } from '../../lib/api-types/names';
import { useOptionalAssistantPanel } from '../../lib/editor-bridge';
import type { Notice } from '../../lib/notice';
import { showPutNotices, useInsertOrCopy } from '../../lib/useInsertOrCopy';
import { excludeList, useGenerateNames, useNameVariations } from './api';
import { nameEntryHtml, nameEntryText } from './format';
import { COUNTS, DEFAULT_FORM, namesFormSchema, PROFESSIONS, RACES, STYLES, type NamesForm } from './options';

const STYLE_HINTS: Record<NameStyle, string> = {
  traditional: "The race's customary names.",
  unique: 'Rare, memorable sounds and longer names.',
  common: 'Short, familiar names, easy to say at the table.',
};

const RACE_OPTIONS = RACES.map((race) => ({ value: race, label: race }));
const PROFESSION_OPTIONS = PROFESSIONS.map((profession) => ({ value: profession, label: profession }));
const COUNT_OPTIONS = COUNTS.map((count) => ({ value: count, label: String(count) }));

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The names of `incoming` not on screen yet, each once. */
function newNames(incoming: readonly Name[], onScreen: readonly Name[]): Name[] {
  const out: Name[] = [];
  for (const name of incoming) {
    if (!onScreen.some((n) => sameName(n.name, name.name)) && !out.some((n) => sameName(n.name, name.name))) out.push(name);
  }
  return out;
}

/**
 * The Names tab (spec: Fantasy Name Generator): race, optional profession,
 * number of names and style; a list of names with meanings, each with
 * Variations (three more, appended) and Insert (into the document) or Copy
 * (to the clipboard, when there is no editor). Every name inserted or
 * copied joins the user's personal dictionary, so the checker never flags
 * it in any of their documents.
 */
export default function NamesTab() {
  const panel = useOptionalAssistantPanel();
  const insertOrCopy = useInsertOrCopy();
  const listHeadingId = useId();

  const form = useZodForm(namesFormSchema, { defaultValues: DEFAULT_FORM });
  const style = useWatch({ control: form.control, name: 'style' });
  const [names, setNames] = useState<Name[]>([]);
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [inserted, setInserted] = useState<ReadonlySet<string>>(() => new Set());
  const [varying, setVarying] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** Which call's failure to show: the newest one started. */
  const [lastCall, setLastCall] = useState<'generate' | 'variations' | null>(null);

  const generate = useGenerateNames();
  const variations = useNameVariations();

  const insertLabel = insertOrCopy.label;
  const errorMessage = lastCall === 'generate' ? generate.errorMessage : lastCall === 'variations' ? variations.errorMessage : null;

  async function onGenerate(options: NamesForm) {
    variations.reset();
    setVarying(null);
    setNotice(null);
    setLastCall('generate');
    const response = await generate.run({
      race: options.race,
      profession: options.profession || undefined,
      count: options.count,
      style: options.style,
      exclude: names.length > 0 ? excludeList(names) : undefined,
    });
    if (!response) return;
    setNames(newNames(response.names, []));
    setOrigin(originOf(response));
    setInserted(new Set());
    setNotice(
      response.names.length === 0
        ? { tone: 'warning', text: 'No names came back this time. Please try again.' }
        : { tone: 'success', text: `${response.names.length} ${response.names.length === 1 ? 'name' : 'names'} generated.` },
    );
  }

  async function onVariations(row: Name) {
    setVarying(row.name);
    setNotice(null);
    setLastCall('variations');
    const response = await variations.run({
      name: row.name,
      race: row.race,
      profession: row.profession,
      style: form.getValues('style'),
      exclude: excludeList(names),
    });
    setVarying((current) => (current === row.name ? null : current));
    if (!response) return;
    const fresh = newNames(response.variations, names);
    setNames((current) => [...current, ...newNames(fresh, current)]);
    setOrigin(originOf(response));
    setNotice(
      fresh.length === 0
        ? { tone: 'warning', text: `No new variations of "${row.name}" came back. Please try again.` }
        : { tone: 'success', text: `${fresh.length} ${fresh.length === 1 ? 'variation' : 'variations'} of "${row.name}" added to the list.` },
    );
  }

  async function onInsert(row: Name) {
    // The whole name goes in the dictionary ("Kaireus the Grey"); the checker accepts each of its words.
    const result = await insertOrCopy.put({ subject: `"${row.name}"`, html: nameEntryHtml(row), text: nameEntryText(row), names: [row.name] });
    if (result.ok) setInserted((current) => new Set(current).add(row.name.toLowerCase()));
    await showPutNotices(result, setNotice);
  }

  function clearResults() {
    generate.reset();
    variations.reset();
    setNames([]);
    setOrigin(null);
    setInserted(new Set());
    setVarying(null);
    setNotice(null);
    setLastCall(null);
  }

  function close() {
    clearResults();
    form.reset(DEFAULT_FORM);
    panel?.selectTab('errors');
  }

  return (
    <ToolShell title="Fantasy Name Generator" description="Names with meanings for every race, ready for your story." onClose={close} data-testid="names-tab">
      <Form form={form} onSubmit={onGenerate} className="grid grid-cols-1 gap-3 rounded-xl border border-line bg-surface-muted/60 p-4 @xs:grid-cols-2" aria-label="Name options">
        <SelectField<NamesForm> name="race" label="Race" options={RACE_OPTIONS} />
        <SelectField<NamesForm> name="profession" label="Profession" optional placeholder="Any Profession" options={PROFESSION_OPTIONS} />
        <SelectField<NamesForm> name="count" label="Number of Names" numeric options={COUNT_OPTIONS} />
        <SelectField<NamesForm> name="style" label="Style" hint={STYLE_HINTS[style]} options={STYLES} />
        <Button type="submit" className="@xs:col-span-2" disabled={generate.isRunning}>
          {generate.isRunning ? (
            <Spinner label="Generating Names..." />
          ) : (
            <>
              <SparklesIcon className="size-4" /> Generate Names
            </>
          )}
        </Button>
      </Form>

      {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
      <ToolNotice notice={notice} testId="names-notice" />

      {names.length > 0 ? (
        <section aria-labelledby={listHeadingId} aria-busy={generate.isRunning} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 id={listHeadingId} className="font-display text-base font-semibold text-ink">
              Generated Names ({names.length})
            </h4>
            <Button variant="secondary" size="sm" onClick={clearResults}>
              Clear Results
            </Button>
          </div>
          <BuiltInContentNotice origin={origin} />
          <ul aria-labelledby={listHeadingId} className="flex flex-col gap-2">
            {names.map((row) => (
              <NameRow
                key={row.name.toLowerCase()}
                row={row}
                insertLabel={insertLabel}
                inserted={inserted.has(row.name.toLowerCase())}
                varying={varying !== null && sameName(varying, row.name)}
                variationsBusy={variations.isRunning}
                onVariations={() => void onVariations(row)}
                onInsert={() => void onInsert(row)}
              />
            ))}
          </ul>
        </section>
      ) : (
        !generate.isRunning && (
          <div className="rounded-xl border border-dashed border-line p-6 text-center">
            <SparklesIcon className="mx-auto size-7 text-gold" />
            <p className="mt-2 text-sm text-ink-muted">
              Choose a race and a style, then <strong className="font-semibold text-ink">Generate Names</strong>. Names you {insertLabel.toLowerCase()} join your
              personal dictionary, so the checker never flags them.
            </p>
          </div>
        )
      )}
    </ToolShell>
  );
}

interface NameRowProps {
  row: Name;
  insertLabel: 'Insert' | 'Copy';
  inserted: boolean;
  varying: boolean;
  variationsBusy: boolean;
  onVariations(): void;
  onInsert(): void;
}

function NameRow({ row, insertLabel, inserted, varying, variationsBusy, onVariations, onInsert }: NameRowProps) {
  const nameId = useId();
  return (
    <li aria-labelledby={nameId} className="rounded-xl border border-line bg-surface p-3 shadow-sm" data-testid="name-row">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-48">
          <p id={nameId} className="font-display text-base leading-snug font-semibold break-words text-ink" data-testid="name-row-name">
            {row.name}
          </p>
          {row.meaning && (
            <p className="mt-0.5 text-sm text-ink-muted" data-testid="name-row-meaning">
              {row.meaning}
            </p>
          )}
          <p className="mt-2 flex flex-wrap items-center gap-1.5 text-xs">
            <span className="rounded-full border border-line bg-surface-muted px-2 py-0.5 font-medium text-ink">
              <span className="sr-only">Race: </span>
              {row.race}
            </span>
            {row.profession && (
              <span className="rounded-full border border-gold/40 bg-gold-soft px-2 py-0.5 font-medium text-ink">
                <span className="sr-only">Profession: </span>
                {row.profession}
              </span>
            )}
            {inserted && (
              <span className="inline-flex items-center gap-1 font-medium text-success-ink">
                <CheckIcon className="size-3.5" /> {insertLabel === 'Insert' ? 'Inserted' : 'Copied'}
              </span>
            )}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" size="sm" aria-label={`Variations of ${row.name}`} disabled={variationsBusy} onClick={onVariations}>
            {varying ? <Spinner label="Variations..." /> : 'Variations'}
          </Button>
          <Button size="sm" aria-label={`${insertLabel} ${row.name}`} onClick={onInsert}>
            {insertLabel}
          </Button>
        </div>
      </div>
    </li>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { BuiltInContentNotice } from '../../components/tools/BuiltInContentNotice';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Field } from '../../components/ui/Field';
import { CheckIcon, SparklesIcon, XIcon } from '../../components/ui/icons';
import { inputClass } from '../../components/ui/Input';
import { Spinner } from '../../components/ui/Spinner';
import { originOf } from '../../lib/api';
import { useApiRequest } from '../../lib/api-hooks';
import type { Origin } from '../../lib/api-types/llm';
import type { Name, NameProfession, NameRace, NameStyle } from '../../lib/api-types/names';
import { copyToClipboard, COPY_FAILED_MESSAGE } from '../../lib/clipboard';
import { useOptionalAssistantPanel, useOptionalEditorBridge } from '../../lib/editor-bridge';
import { usePersonalDictionary } from '../../lib/personal-dictionary';
import { excludeList, generateNames, GENERATE_FAILED, nameVariations, VARIATIONS_FAILED } from './api';
import { nameEntryHtml, nameEntryText } from './format';
import { COUNTS, DEFAULT_FORM, isNameCount, PROFESSIONS, RACES, STYLES, type NamesForm } from './options';

type Notice = { tone: 'success' | 'warning' | 'error'; text: string };

const STYLE_HINTS: Record<NameStyle, string> = {
  traditional: "The race's customary names.",
  unique: 'Rare, memorable sounds and longer names.',
  common: 'Short, familiar names, easy to say at the table.',
};

const NOTICE_TONES: Record<Notice['tone'], string> = {
  success: 'border-success-line bg-success-bg text-success-ink',
  warning: 'border-gold/50 bg-gold-soft text-ink',
  error: 'border-danger-line bg-danger-bg text-danger-ink',
};

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
  const bridge = useOptionalEditorBridge();
  const panel = useOptionalAssistantPanel();
  const dictionary = usePersonalDictionary();
  const titleId = useId();
  const listHeadingId = useId();

  const [form, setForm] = useState<NamesForm>(DEFAULT_FORM);
  const [names, setNames] = useState<Name[]>([]);
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [inserted, setInserted] = useState<ReadonlySet<string>>(() => new Set());
  const [varying, setVarying] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** Which call's failure to show: the newest one started. */
  const [lastCall, setLastCall] = useState<'generate' | 'variations' | null>(null);

  const generate = useApiRequest(generateNames, { fallbackMessage: GENERATE_FAILED });
  const variations = useApiRequest(nameVariations, { fallbackMessage: VARIATIONS_FAILED });

  const insertLabel = bridge ? 'Insert' : 'Copy';
  const errorMessage = lastCall === 'generate' ? generate.errorMessage : lastCall === 'variations' ? variations.errorMessage : null;

  function update<K extends keyof NamesForm>(key: K, value: NamesForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  async function onGenerate(event: FormEvent) {
    event.preventDefault();
    variations.reset();
    setVarying(null);
    setNotice(null);
    setLastCall('generate');
    const response = await generate.run({
      race: form.race,
      profession: form.profession || undefined,
      count: form.count,
      style: form.style,
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
      style: form.style,
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
    let done: string;
    if (bridge) {
      const result = bridge.insertContent(nameEntryHtml(row));
      if (!result.inserted) {
        setNotice({ tone: 'error', text: `"${row.name}" could not be inserted.` });
        return;
      }
      done = 'inserted';
    } else {
      if (!(await copyToClipboard(nameEntryText(row), nameEntryHtml(row)))) {
        setNotice({ tone: 'error', text: COPY_FAILED_MESSAGE });
        return;
      }
      done = 'copied to the clipboard';
    }
    setInserted((current) => new Set(current).add(row.name.toLowerCase()));
    // The whole name goes in ("Kaireus the Grey"); the checker accepts each of its words.
    try {
      const addition = await dictionary.add(row.name);
      if (!addition.ok) {
        setNotice({ tone: 'warning', text: `"${row.name}" was ${done}, but not added to your dictionary: ${addition.reason}` });
      } else {
        setNotice({
          tone: 'success',
          text: addition.alreadyThere ? `"${row.name}" was ${done}. It is already in your dictionary.` : `"${row.name}" was ${done} and added to your dictionary.`,
        });
      }
    } catch {
      setNotice({ tone: 'warning', text: `"${row.name}" was ${done}, but could not be added to your dictionary. Please try again.` });
    }
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
    setForm(DEFAULT_FORM);
    panel?.selectTab('errors');
  }

  return (
    <section aria-labelledby={titleId} className="@container flex flex-col gap-4" data-testid="names-tab">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-display text-lg font-semibold text-ink">
            Fantasy Name Generator
          </h3>
          <p className="mt-0.5 text-sm text-ink-muted">Names with meanings for every race, ready for your story.</p>
        </div>
        <Button variant="ghost" size="sm" className="shrink-0 px-2" aria-label="Close Fantasy Name Generator" onClick={close}>
          <XIcon className="size-4" />
        </Button>
      </header>

      <form onSubmit={(event) => void onGenerate(event)} className="grid grid-cols-1 gap-3 rounded-xl border border-line bg-surface-muted/60 p-4 @xs:grid-cols-2" aria-label="Name options">
        <Field label="Race">
          <select className={inputClass} value={form.race} onChange={(event) => update('race', event.target.value as NameRace)}>
            {RACES.map((race) => (
              <option key={race} value={race}>
                {race}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Profession" optional>
          <select className={inputClass} value={form.profession} onChange={(event) => update('profession', event.target.value as NameProfession | '')}>
            <option value="">Any Profession</option>
            {PROFESSIONS.map((profession) => (
              <option key={profession} value={profession}>
                {profession}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Number of Names">
          <select
            className={inputClass}
            value={form.count}
            onChange={(event) => {
              const count = Number(event.target.value);
              if (isNameCount(count)) update('count', count);
            }}
          >
            {COUNTS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Style" hint={STYLE_HINTS[form.style]}>
          <select className={inputClass} value={form.style} onChange={(event) => update('style', event.target.value as NameStyle)}>
            {STYLES.map((style) => (
              <option key={style.value} value={style.value}>
                {style.label}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit" className="@xs:col-span-2" disabled={generate.isRunning}>
          {generate.isRunning ? (
            <Spinner label="Generating Names..." />
          ) : (
            <>
              <SparklesIcon className="size-4" /> Generate Names
            </>
          )}
        </Button>
      </form>

      {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
      <div aria-live="polite" aria-atomic="true">
        {notice && notice.tone !== 'error' && (
          <p className={cn('rounded-lg border px-3 py-2 text-sm', NOTICE_TONES[notice.tone])} data-testid="names-notice">
            {notice.text}
          </p>
        )}
      </div>
      {notice?.tone === 'error' && <Alert tone="error">{notice.text}</Alert>}

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
    </section>
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

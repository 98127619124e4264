import { useEffect, useRef, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { CheckIcon, SkullIcon, XIcon } from '../../components/ui/icons';
import { useApiRequest, type ApiCall } from '../../lib/api-hooks';
import type { MonsterReskinRequest, MonsterReskinResponse, MonsterResponse, MonsterSearchResponse } from '../../lib/api-types/api';
import { useAssistantPanel, useEditorBridge } from '../../lib/editor-bridge';
import { usePersonalDictionary } from '../../lib/personal-dictionary';
import {
  DEFAULT_TONE,
  MIXED_TONE,
  getMonster,
  MSG_BROWSE_FAILED,
  MSG_RESKIN_FAILED,
  MSG_RESKIN_SERVICE_FAILED,
  MSG_SEARCH_FAILED,
  reskinMonster,
  searchMonsters,
  type MonsterQuery,
  type Reskin,
  type Summary,
} from './api';
import { CustomizeStep, DEFAULT_SETTINGS, type ReskinSettings } from './CustomizeStep';
import { ResultsStep } from './ResultsStep';
import { NO_FILTERS, SearchStep, type MonsterFilters } from './SearchStep';
import { reskinHtml } from './statBlock';

type Step = 'search' | 'customize' | 'results';
type ListingKind = 'search' | 'browse';

const STEPS: Array<{ id: Step; label: string }> = [
  { id: 'search', label: 'Search' },
  { id: 'customize', label: 'Customize' },
  { id: 'results', label: 'Results' },
];

// The server's own spec message for a failed re-skin says nothing more than the title.
const SPEC_MESSAGES = [MSG_SEARCH_FAILED, MSG_BROWSE_FAILED, MSG_RESKIN_FAILED, MSG_RESKIN_SERVICE_FAILED];

/**
 * What to show for a failed call: the spec's message with the server's words
 * under it when they say more; a 429 shows only the server's message, which
 * says when to try again.
 */
function failure(title: string, call: Pick<ApiCall<unknown, unknown>, 'status' | 'error' | 'errorMessage'>): { title: string; detail: string | null } | null {
  if (call.status !== 'error') return null;
  const message = call.errorMessage?.trim() || null;
  if (call.error?.isRateLimited && message) return { title: message, detail: null };
  return { title, detail: message && !SPEC_MESSAGES.includes(message) ? message : null };
}

/**
 * The Monsters tab: Monster Re-skinning in three steps (spec section 2).
 * search: find a creature by name (with optional type, size and CR filters)
 * or browse them all, and select one; customize: theme, environment and tone;
 * results: re-skins with their stat blocks, each with Insert into Campaign.
 * Closing (the close button, or inserting) resets the tool and returns the
 * panel to the Errors tab.
 */
export default function MonstersTab() {
  const bridge = useEditorBridge();
  const dictionary = usePersonalDictionary();
  const { selectTab } = useAssistantPanel();

  const [step, setStep] = useState<Step>('search');
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<MonsterFilters>(NO_FILTERS);
  const [listingKind, setListingKind] = useState<ListingKind | null>(null);
  const [listedName, setListedName] = useState('');
  const [selected, setSelected] = useState<Summary | null>(null);
  const [settings, setSettings] = useState<ReskinSettings>(DEFAULT_SETTINGS);

  const listing = useApiRequest<MonsterQuery, MonsterSearchResponse>((client, q, signal) => searchMonsters(client, q, signal), {
    fallbackMessage: MSG_SEARCH_FAILED,
  });
  const detail = useApiRequest<string, MonsterResponse>((client, slug, signal) => getMonster(client, slug, signal));
  const reskins = useApiRequest<MonsterReskinRequest, MonsterReskinResponse>((client, req, signal) => reskinMonster(client, req, signal), {
    fallbackMessage: MSG_RESKIN_FAILED,
  });

  // Moving between steps puts focus on the new step's heading (or the search box).
  const focusTarget = useRef<HTMLElement | null>(null);
  const headingRef = (element: HTMLElement | null) => {
    focusTarget.current = element;
  };
  const focusNext = useRef(false);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    focusTarget.current?.focus();
  }, [step]);

  function goTo(next: Step) {
    focusNext.current = true;
    setStep(next);
  }

  function list(kind: ListingKind, name: string, withFilters: MonsterFilters) {
    setListingKind(kind);
    setListedName(name);
    void listing.run({ name: kind === 'search' ? name : undefined, ...withFilters });
  }

  function changeFilters(next: MonsterFilters) {
    setFilters(next);
    // The list on show follows the filters.
    if (listingKind && listing.status !== 'idle') list(listingKind, listedName, next);
  }

  function select(monster: Summary) {
    if (selected?.slug !== monster.slug || detail.status === 'error') {
      setSettings((s) => ({ ...s, tone: null }));
      reskins.reset();
      void detail.run(monster.slug);
    }
    setSelected(monster);
    goTo('customize');
  }

  const suggestions = detail.data?.suggestions;
  const tone = settings.tone ?? suggestions?.defaultTone ?? DEFAULT_TONE;

  async function generate() {
    if (!selected) return;
    // Mixed sends no tones: the server writes its mix (mysterious, whimsical, heroic).
    const request: MonsterReskinRequest =
      tone === MIXED_TONE ? { slug: selected.slug, count: settings.count } : { slug: selected.slug, tones: [tone], count: settings.count };
    const theme = settings.theme.trim();
    const environment = settings.environment.trim();
    if (theme) request.theme = theme;
    if (environment) request.environment = environment;
    const result = await reskins.run(request);
    if (result) goTo('results');
  }

  function close() {
    listing.reset();
    detail.reset();
    reskins.reset();
    setStep('search');
    setQuery('');
    setFilters(NO_FILTERS);
    setListingKind(null);
    setListedName('');
    setSelected(null);
    setSettings(DEFAULT_SETTINGS);
    selectTab('errors');
  }

  function insert(reskin: Reskin) {
    bridge.insertContent(reskinHtml(reskin));
    // The new name joins the personal dictionary, as inserted names do. The
    // dialog closes on insert (spec), so a failed save is only not retried.
    dictionary.addAll([reskin.newName]).catch(() => undefined);
    close();
  }

  const stepIndex = STEPS.findIndex((s) => s.id === step);

  return (
    <div className="flex flex-col gap-4" data-testid="monsters-tab">
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-2.5">
          <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-gold-soft text-gold" aria-hidden="true">
            <SkullIcon />
          </span>
          <div className="min-w-0">
            <h3 className="font-display text-lg leading-tight font-semibold text-ink">Monster Re-skinning</h3>
            <p className="mt-0.5 text-xs text-ink-muted">A new name, look and lore for any SRD creature; its statistics stay the same.</p>
          </div>
        </div>
        <button
          type="button"
          onClick={close}
          aria-label="Close Monster Re-skinning"
          className="shrink-0 cursor-pointer rounded-md p-1.5 text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-gold"
        >
          <XIcon className="size-4" />
        </button>
      </header>

      <ol aria-label="Steps" className="flex items-center gap-1.5 text-xs">
        {STEPS.map((s, i) => (
          <li key={s.id} aria-current={s.id === step ? 'step' : undefined} className="flex items-center gap-1.5">
            {i > 0 && <span aria-hidden="true" className={cn('h-px w-4', i <= stepIndex ? 'bg-gold' : 'bg-line')} />}
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 font-medium',
                s.id === step
                  ? 'border-gold bg-gold-soft text-ink'
                  : i < stepIndex
                    ? 'border-line text-ink'
                    : 'border-line text-ink-muted',
              )}
            >
              {i < stepIndex ? <CheckIcon className="text-success-ink" aria-hidden="true" /> : <span aria-hidden="true">{i + 1}.</span>}
              {s.label}
              {i < stepIndex && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        ))}
      </ol>

      {step === 'search' && (
        <SearchStep
          focusRef={headingRef}
          query={query}
          onQueryChange={setQuery}
          filters={filters}
          onFiltersChange={changeFilters}
          onSearch={() => list('search', query.trim(), filters)}
          onBrowse={() => list('browse', '', filters)}
          onSelect={select}
          running={listing.isRunning ? listingKind : null}
          result={listing.data}
          error={failure(listingKind === 'browse' ? MSG_BROWSE_FAILED : MSG_SEARCH_FAILED, listing)}
        />
      )}

      {step === 'customize' && selected && (
        <CustomizeStep
          headingRef={headingRef}
          selected={selected}
          detail={detail.data}
          detailLoading={detail.isRunning}
          detailError={detail.status === 'error' ? (detail.errorMessage ?? `Monster not found: ${selected.slug}`) : null}
          settings={settings}
          tone={tone}
          onSettingsChange={setSettings}
          onBack={() => {
            reskins.cancel();
            goTo('search');
          }}
          onGenerate={() => void generate()}
          generating={reskins.isRunning}
          error={failure(MSG_RESKIN_FAILED, reskins)}
        />
      )}

      {step === 'results' && reskins.data && (
        <ResultsStep
          headingRef={headingRef}
          response={reskins.data}
          origin={reskins.origin}
          onInsert={insert}
          onTryDifferentSettings={() => goTo('customize')}
          onChooseDifferentMonster={() => goTo('search')}
        />
      )}
    </div>
  );
}

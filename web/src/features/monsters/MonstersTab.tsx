import { useEffect, useRef, useState } from 'react';
import { ToolShell } from '../../components/tools/ToolShell';
import { SkullIcon } from '../../components/ui/icons';
import { describeApiError, type ApiError } from '../../lib/api';
import type { MonsterReskinRequest } from '../../lib/api-types/api';
import { useAssistantPanel } from '../../lib/editor-bridge';
import { htmlToPlainText } from '../../lib/text';
import { useInsertOrCopy } from '../../lib/useInsertOrCopy';
import {
  DEFAULT_TONE,
  MIXED_TONE,
  MSG_BROWSE_FAILED,
  MSG_RESKIN_FAILED,
  MSG_RESKIN_SERVICE_FAILED,
  MSG_SEARCH_FAILED,
  useMonster,
  useMonsterSearch,
  useReskinMonster,
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

const STEPS = [
  { id: 'search', label: 'Search' },
  { id: 'customize', label: 'Customize' },
  { id: 'results', label: 'Results' },
] as const;

// The server's own spec message for a failed re-skin says nothing more than the title.
const SPEC_MESSAGES = [MSG_SEARCH_FAILED, MSG_BROWSE_FAILED, MSG_RESKIN_FAILED, MSG_RESKIN_SERVICE_FAILED];

/**
 * What to show for a failed call: the spec's message with the server's words
 * under it when they say more; a 429 shows only the server's message, which
 * says when to try again.
 */
function failure(title: string, error: ApiError | null, message: string | null): { title: string; detail: string | null } | null {
  if (!error) return null;
  const text = message?.trim() || null;
  if (error.isRateLimited && text) return { title: text, detail: null };
  return { title, detail: text && !SPEC_MESSAGES.includes(text) ? text : null };
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
  const insertOrCopy = useInsertOrCopy();
  const { selectTab } = useAssistantPanel();

  const [step, setStep] = useState<Step>('search');
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<MonsterFilters>(NO_FILTERS);
  /** The listing on show: what was asked and how (a search or Browse All). */
  const [listed, setListed] = useState<{ kind: ListingKind; name: string; query: MonsterQuery } | null>(null);
  const [selected, setSelected] = useState<Summary | null>(null);
  const [settings, setSettings] = useState<ReskinSettings>(DEFAULT_SETTINGS);

  const listing = useMonsterSearch(listed?.query ?? null);
  const detail = useMonster(selected?.slug ?? null);
  const reskins = useReskinMonster();

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
    const next = { name: kind === 'search' ? name : undefined, ...withFilters };
    setListed({ kind, name, query: next });
    // The same listing asked again is asked of the server again (a retry after a failure).
    if (listed && JSON.stringify(listed.query) === JSON.stringify(next)) void listing.refetch();
  }

  function changeFilters(next: MonsterFilters) {
    setFilters(next);
    // The list on show follows the filters.
    if (listed) list(listed.kind, listed.name, next);
  }

  function select(monster: Summary) {
    if (selected?.slug !== monster.slug || detail.isError) {
      setSettings((s) => ({ ...s, tone: null }));
      reskins.reset();
      // The same monster after a failed load is asked again.
      if (selected?.slug === monster.slug) void detail.refetch();
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
    reskins.reset();
    setStep('search');
    setQuery('');
    setFilters(NO_FILTERS);
    setListed(null);
    setSelected(null);
    setSettings(DEFAULT_SETTINGS);
    selectTab('errors');
  }

  function insert(reskin: Reskin) {
    // The new name joins the personal dictionary, as inserted names do. The
    // tool closes on insert (spec), so a failed save is only not retried.
    const html = reskinHtml(reskin);
    void insertOrCopy.put({ subject: reskin.newName, html, text: htmlToPlainText(html), names: [reskin.newName] });
    close();
  }

  // A listing or stat block being asked again shows as loading, not as its last answer or failure.
  const listingError = listing.isError && !listing.isFetching ? (listing.error as ApiError) : null;
  const detailError = detail.isError && !detail.isFetching ? (detail.error as ApiError) : null;
  const listingTitle = listed?.kind === 'browse' ? MSG_BROWSE_FAILED : MSG_SEARCH_FAILED;

  return (
    <ToolShell
      title="Monster Re-skinning"
      description="A new name, look and lore for any SRD creature; its statistics stay the same."
      icon={<SkullIcon />}
      onClose={close}
      steps={{ items: STEPS, current: step }}
      data-testid="monsters-tab"
    >
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
          running={listing.isFetching ? (listed?.kind ?? null) : null}
          result={listing.isFetching ? null : (listing.data ?? null)}
          error={failure(listingTitle, listingError, listingError ? describeApiError(listingError, listingTitle) : null)}
        />
      )}

      {step === 'customize' && selected && (
        <CustomizeStep
          headingRef={headingRef}
          selected={selected}
          detail={detail.isFetching ? null : (detail.data ?? null)}
          detailLoading={detail.isFetching}
          detailError={detailError ? describeApiError(detailError, `Monster not found: ${selected.slug}`) : null}
          settings={settings}
          tone={tone}
          onSettingsChange={setSettings}
          onBack={() => {
            reskins.cancel();
            goTo('search');
          }}
          onGenerate={() => void generate()}
          generating={reskins.isRunning}
          error={failure(MSG_RESKIN_FAILED, reskins.error, reskins.errorMessage)}
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
    </ToolShell>
  );
}

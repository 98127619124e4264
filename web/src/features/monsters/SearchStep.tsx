import { useId, useState, type FormEvent, type Ref } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Icon, type IconProps } from '../../components/ui/icons';
import { Input, inputClass } from '../../components/ui/Input';
import { Spinner } from '../../components/ui/Spinner';
import type { MonsterSearchResponse } from '../../lib/api-types/api';
import { capitalise } from '../../lib/text';
import { CHALLENGE_RATINGS, CREATURE_SIZES, CREATURE_TYPES, MAX_QUERY_CHARS, type Summary } from './api';
import { challengeText } from './statBlock';

/** The optional filters of the search step ("" for any). */
export interface MonsterFilters {
  type: string;
  size: string;
  crMin: string;
  crMax: string;
}

export const NO_FILTERS: MonsterFilters = { type: '', size: '', crMin: '', crMax: '' };

export function activeFilterCount(filters: MonsterFilters): number {
  return Object.values(filters).filter(Boolean).length;
}

const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </Icon>
);

const FilterIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);

function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

function crIndex(cr: string): number {
  return CHALLENGE_RATINGS.indexOf(cr as (typeof CHALLENGE_RATINGS)[number]);
}

export interface SearchStepProps {
  /** Receives the search box, focused when the user comes back to this step. */
  focusRef: Ref<HTMLInputElement>;
  query: string;
  onQueryChange(query: string): void;
  filters: MonsterFilters;
  onFiltersChange(filters: MonsterFilters): void;
  onSearch(): void;
  onBrowse(): void;
  onSelect(monster: Summary): void;
  /** Which kind of listing is running, if any. */
  running: 'search' | 'browse' | null;
  result: MonsterSearchResponse | null;
  /** The spec's message for the failed listing, and the detail when it says more. */
  error: { title: string; detail: string | null } | null;
}

/** Step 1: find a monster by name (and filters) or browse them all, and select one. */
export function SearchStep({
  focusRef,
  query,
  onQueryChange,
  filters,
  onFiltersChange,
  onSearch,
  onBrowse,
  onSelect,
  running,
  result,
  error,
}: SearchStepProps) {
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(filters) > 0);
  const id = useId();
  const filterCount = activeFilterCount(filters);
  const blank = query.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blank) onSearch();
  }

  function setFilter(key: keyof MonsterFilters, value: string) {
    const next = { ...filters, [key]: value };
    // A lowest rating above the highest clears the highest.
    if (key === 'crMin' && next.crMax && value && crIndex(value) > crIndex(next.crMax)) next.crMax = '';
    onFiltersChange(next);
  }

  return (
    <div className="flex flex-col gap-3">
      <form role="search" aria-label="Monsters" onSubmit={submit} className="flex gap-2">
        <label htmlFor={`${id}-query`} className="sr-only">
          Search monsters
        </label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted" />
          <Input
            ref={focusRef}
            id={`${id}-query`}
            type="search"
            value={query}
            maxLength={MAX_QUERY_CHARS}
            autoComplete="off"
            placeholder="Search by name, e.g. owlbear"
            onChange={(event) => onQueryChange(event.target.value)}
            className="pl-9"
          />
        </div>
        <Button type="submit" disabled={blank || running === 'search'}>
          {running === 'search' ? 'Searching...' : 'Search'}
        </Button>
      </form>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters`}
          onClick={() => setFiltersOpen((open) => !open)}
          className="-ml-2"
        >
          <FilterIcon />
          Filters{filterCount > 0 && ` (${filterCount})`}
        </Button>
        <Button variant="secondary" size="sm" onClick={onBrowse} disabled={running === 'browse'}>
          {running === 'browse' ? 'Loading...' : 'Browse All Monsters'}
        </Button>
      </div>

      <fieldset id={`${id}-filters`} hidden={!filtersOpen} className="rounded-xl border border-line bg-surface-muted/50 p-3">
        <legend className="sr-only">Filters</legend>
        <div className="grid grid-cols-2 gap-2">
          <FilterSelect label="Type" value={filters.type} onChange={(v) => setFilter('type', v)}>
            <option value="">Any type</option>
            {CREATURE_TYPES.map((t) => (
              <option key={t} value={t}>
                {capitalise(t)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Size" value={filters.size} onChange={(v) => setFilter('size', v)}>
            <option value="">Any size</option>
            {CREATURE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Lowest CR" value={filters.crMin} onChange={(v) => setFilter('crMin', v)}>
            <option value="">Any</option>
            {CHALLENGE_RATINGS.map((cr) => (
              <option key={cr} value={cr}>
                {cr}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Highest CR" value={filters.crMax} onChange={(v) => setFilter('crMax', v)}>
            <option value="">Any</option>
            {CHALLENGE_RATINGS.map((cr) => (
              <option key={cr} value={cr} disabled={filters.crMin !== '' && crIndex(cr) < crIndex(filters.crMin)}>
                {cr}
              </option>
            ))}
          </FilterSelect>
        </div>
        <div className="mt-2 flex items-center justify-between gap-2">
          <p className="text-xs text-ink-muted">Filters apply to Search and Browse All.</p>
          <Button variant="ghost" size="sm" disabled={filterCount === 0} onClick={() => onFiltersChange(NO_FILTERS)}>
            Clear filters
          </Button>
        </div>
      </fieldset>

      {result?.notice && (
        <Alert tone="warning" className="text-xs">
          <span data-testid="monster-notice">{result.notice}</span>
        </Alert>
      )}
      {error && (
        <Alert tone="error" title={error.title}>
          {error.detail}
        </Alert>
      )}

      <div aria-live="polite" className="flex flex-col gap-1">
        {running ? (
          <p className="text-sm text-ink-muted">
            <Spinner label={running === 'browse' ? 'Loading monsters...' : 'Searching monsters...'} />
          </p>
        ) : result ? (
          <>
            <p className="text-sm font-medium text-ink" data-testid="monster-count">
              Found {plural(result.monsters.length, 'monster', 'monsters')}
            </p>
            {result.truncated && <p className="text-xs text-ink-muted">Only the first matches are shown: narrow the search to see the rest.</p>}
            {result.source === 'srd' && !result.notice && (
              <p className="text-xs text-ink-muted" data-testid="monster-source">
                From the built-in SRD catalogue (325 creatures).
              </p>
            )}
            {result.source === 'open5e' && (
              <p className="text-xs text-ink-muted" data-testid="monster-source">
                From the Open5e monster database.
              </p>
            )}
          </>
        ) : (
          !error && <p className="text-sm text-ink-muted">Search by name, or browse every creature of the 5e SRD.</p>
        )}
      </div>

      {result && !running && result.monsters.length > 0 && (
        <ul aria-label="Monsters" className="max-h-96 divide-y divide-line overflow-y-auto rounded-xl border border-line bg-surface">
          {result.monsters.map((m) => (
            <li key={m.slug} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-ink">{m.name}</p>
                <p className="truncate text-xs text-ink-muted">
                  {m.size} {m.type} · CR {challengeText(m)}
                  {m.xp > 0 && ` (${m.xp.toLocaleString('en-US')} XP)`}
                </p>
              </div>
              <Button size="sm" variant="secondary" aria-label={`Select ${m.name}`} onClick={() => onSelect(m)}>
                Select
              </Button>
            </li>
          ))}
        </ul>
      )}
      {result && !running && result.monsters.length === 0 && (
        <p className={cn('rounded-xl border border-dashed border-line p-4 text-center text-sm text-ink-muted')}>
          No monsters match. Try another name{filterCount > 0 ? ' or fewer filters' : ''}.
        </p>
      )}
    </div>
  );
}

function FilterSelect({ label, value, onChange, children }: { label: string; value: string; onChange(value: string): void; children: React.ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-ink">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={cn(inputClass, 'py-1.5')}>
        {children}
      </select>
    </div>
  );
}

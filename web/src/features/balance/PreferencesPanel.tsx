import { useId } from 'react';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import type { Mix, Party } from '../../lib/api-types/balance';
import { CATEGORIES, CATEGORY_LABELS, DEFAULT_PREFERENCES, PARTY_LEVELS, PARTY_SIZES, clampPreference, describeParty, normalize, sameMix, sumOf } from './balanceLogic';

export interface PreferencesPanelProps {
  preferences: Mix;
  onChange(preferences: Mix): void;
  expanded: boolean;
  onToggle(): void;
  disabled?: boolean;
}

/**
 * Balance Preferences (spec): a Customize/Hide toggle; a slider from 0 to 100
 * per category; Normalize to 100% (scales them to sum 100, as the server
 * does); Reset Defaults. Analysis is allowed whatever the sum.
 */
export function PreferencesPanel({ preferences, onChange, expanded, onToggle, disabled }: PreferencesPanelProps) {
  const id = useId();
  const panelId = `${id}-sliders`;
  const total = sumOf(preferences);
  const isDefault = sameMix(preferences, DEFAULT_PREFERENCES);
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-line bg-surface-muted/60 p-4">
      <div className="flex items-center justify-between gap-3">
        <h4 id={`${id}-heading`} className="font-display text-base font-semibold text-ink">
          Balance Preferences
        </h4>
        <Button size="sm" variant="ghost" aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
          {expanded ? 'Hide' : 'Customize'}
        </Button>
      </div>
      {!expanded && (
        <p className="mt-1 text-xs text-ink-muted" data-testid="preferences-summary">
          Target mix: {CATEGORIES.map((c) => `${CATEGORY_LABELS[c]} ${preferences[c]}%`).join(' · ')}
        </p>
      )}
      <div id={panelId} hidden={!expanded} className="mt-3 space-y-3">
        <p className="text-xs text-ink-muted">How much of the table time you want for each kind of play.</p>
        {CATEGORIES.map((c) => (
          <PreferenceSlider
            key={c}
            label={CATEGORY_LABELS[c]}
            category={c}
            value={preferences[c]}
            disabled={disabled}
            onChange={(value) => onChange({ ...preferences, [c]: value })}
          />
        ))}
        <p className="flex items-baseline justify-between text-sm" data-testid="preferences-total">
          <span className="text-ink-muted">Total</span>
          <span className={cn('font-semibold tabular-nums', total === 100 ? 'text-ink' : 'text-gold-ink')}>
            {total}%{total !== 100 && <span className="ml-1 font-normal text-ink-muted">(not 100%: compared as scaled to 100%)</span>}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={disabled || total === 100} onClick={() => onChange(normalize(preferences))}>
            Normalize to 100%
          </Button>
          <Button size="sm" variant="ghost" disabled={disabled || isDefault} onClick={() => onChange({ ...DEFAULT_PREFERENCES })}>
            Reset Defaults
          </Button>
        </div>
      </div>
    </section>
  );
}

function PreferenceSlider({
  label,
  category,
  value,
  disabled,
  onChange,
}: {
  label: string;
  category: string;
  value: number;
  disabled?: boolean;
  onChange(value: number): void;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-[6.5rem_1fr_3rem] items-center gap-3">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-ink">
        <span aria-hidden="true" className={cn('lw-cat-fill size-3 shrink-0 rounded-sm', `lw-cat--${category}`)} />
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        disabled={disabled}
        aria-valuetext={`${value}%`}
        onChange={(event) => onChange(clampPreference(Number(event.target.value)))}
        className={cn('lw-cat-accent h-2 w-full cursor-pointer disabled:cursor-not-allowed', `lw-cat--${category}`)}
      />
      <output htmlFor={id} className="text-right text-sm font-semibold text-ink tabular-nums">
        {value}%
      </output>
    </div>
  );
}

export interface PartyFieldsProps {
  party: Party;
  onChange(party: Party): void;
  disabled?: boolean;
}

/** The party the fights are rated for (default 4 characters of level 3). */
export function PartyFields({ party, onChange, disabled }: PartyFieldsProps) {
  const id = useId();
  const select =
    'block w-full rounded-lg border border-line bg-surface px-2.5 py-1.5 text-sm text-ink shadow-sm focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/40 disabled:opacity-60';
  return (
    <fieldset className="rounded-xl border border-line bg-surface-muted/60 p-4" disabled={disabled}>
      <legend className="sr-only">Party</legend>
      <div className="flex items-end gap-3">
        <div className="min-w-0 flex-1">
          <p aria-hidden="true" className="font-display text-base font-semibold text-ink">
            Party
          </p>
          <p className="mt-0.5 text-xs text-ink-muted" id={`${id}-hint`}>
            Fights are rated for {describeParty(party)}.
          </p>
        </div>
        <div className="w-24">
          <label htmlFor={`${id}-size`} className="block text-xs font-medium text-ink-muted">
            Characters
          </label>
          <select
            id={`${id}-size`}
            className={select}
            value={party.size}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange({ ...party, size: Number(event.target.value) })}
          >
            {PARTY_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div className="w-24">
          <label htmlFor={`${id}-level`} className="block text-xs font-medium text-ink-muted">
            Level
          </label>
          <select
            id={`${id}-level`}
            className={select}
            value={party.level}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange({ ...party, level: Number(event.target.value) })}
          >
            {PARTY_LEVELS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}

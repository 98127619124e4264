import { useId, type FormEvent, type Ref } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { ArrowLeftIcon, SparklesIcon } from '../../components/ui/icons';
import { Input, inputClass } from '../../components/ui/Input';
import { Spinner } from '../../components/ui/Spinner';
import type { MonsterResponse } from '../../lib/api-types/api';
import { capitalise } from '../../lib/text';
import { MAX_RESKINS, MAX_THEME_CHARS, MIXED_TONE, RESKIN_TONES, type Summary, type ToneChoice } from './api';
import { challengeText, formatArmorClass, formatChallenge, formatHitPoints, formatSpeed, typeLine } from './statBlock';

export interface ReskinSettings {
  theme: string;
  environment: string;
  /** null: the suggested default tone; MIXED_TONE: the server's mix. */
  tone: ToneChoice | null;
  count: number;
}

export const DEFAULT_SETTINGS: ReskinSettings = { theme: '', environment: '', tone: null, count: MAX_RESKINS };


/** "mysterious, whimsical and heroic". */
const listed = (words: readonly string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

export interface CustomizeStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  selected: Summary;
  /** The full stat block and suggestions, once loaded. */
  detail: MonsterResponse | null;
  detailLoading: boolean;
  detailError: string | null;
  settings: ReskinSettings;
  tone: ToneChoice;
  onSettingsChange(settings: ReskinSettings): void;
  onBack(): void;
  onGenerate(): void;
  generating: boolean;
  /** The spec's message and the detail when it says more (a 429 says when to try again). */
  error: { title: string; detail: string | null } | null;
}

/** Step 2: the selected monster, an optional theme and environment, a tone; Generate Re-skins. */
export function CustomizeStep({
  headingRef,
  selected,
  detail,
  detailLoading,
  detailError,
  settings,
  tone,
  onSettingsChange,
  onBack,
  onGenerate,
  generating,
  error,
}: CustomizeStepProps) {
  const id = useId();
  const monster = detail?.monster;
  const tones = detail?.suggestions.tones ?? RESKIN_TONES;
  const mixedTones = detail?.suggestions.mixedTones ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!generating && !detailError) onGenerate();
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby={`${id}-heading`}>
      <section aria-label="Selected monster" className="rounded-xl border border-line bg-surface-muted/60 px-4 py-3">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Selected monster</p>
        <h4 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="mt-0.5 font-display text-lg font-semibold text-ink focus-visible:outline-none">
          {selected.name}
        </h4>
        <p className="text-sm text-ink-muted italic">{monster ? typeLine(monster) : `${selected.size} ${selected.type}`}</p>
        {monster ? (
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-ink sm:grid-cols-4">
            <Stat label="Armor Class" value={formatArmorClass(monster)} />
            <Stat label="Hit Points" value={formatHitPoints(monster)} />
            <Stat label="Speed" value={formatSpeed(monster)} />
            <Stat label="Challenge" value={formatChallenge(monster)} />
          </dl>
        ) : detailLoading ? (
          <p className="mt-2 text-xs text-ink-muted">
            <Spinner label="Loading its stat block..." />
          </p>
        ) : (
          <p className="mt-2 text-xs text-ink-muted">Challenge {challengeText(selected)}</p>
        )}
      </section>

      {detail?.notice && (
        <Alert tone="warning" className="text-xs">
          {detail.notice}
        </Alert>
      )}
      {detailError && <Alert tone="error">{detailError}</Alert>}

      <SuggestedField
        label="Theme"
        value={settings.theme}
        placeholder="e.g. Steampunk, a cursed court"
        suggestions={detail?.suggestions.themes ?? []}
        suggestionsLabel="Suggested themes"
        disabled={generating}
        onChange={(theme) => onSettingsChange({ ...settings, theme })}
      />
      <SuggestedField
        label="Environment"
        value={settings.environment}
        placeholder="e.g. Underwater, the Underdark"
        suggestions={detail?.suggestions.environments ?? []}
        suggestionsLabel="Suggested environments"
        disabled={generating}
        onChange={(environment) => onSettingsChange({ ...settings, environment })}
      />

      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-tone`} className="block text-sm font-medium text-ink">
            Tone
          </label>
          <select
            id={`${id}-tone`}
            value={tone}
            disabled={generating}
            onChange={(event) => onSettingsChange({ ...settings, tone: event.target.value as ToneChoice })}
            className={inputClass}
          >
            {tones.map((tone) => (
              <option key={tone} value={tone}>
                {capitalise(tone)}
              </option>
            ))}
            {mixedTones.length > 0 && <option value={MIXED_TONE}>Mixed</option>}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-count`} className="block text-sm font-medium text-ink">
            Re-skins
          </label>
          <select
            id={`${id}-count`}
            value={settings.count}
            disabled={generating}
            onChange={(event) => onSettingsChange({ ...settings, count: Number(event.target.value) })}
            className={inputClass}
          >
            {Array.from({ length: MAX_RESKINS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="-mt-2 text-xs text-ink-muted">
        {tone === MIXED_TONE && `Mixed takes the tones in turn: ${listed(mixedTones)}. `}
        Only the name, look, behavior and lore change: the stat block stays exactly as it is.
      </p>

      {error && (
        <Alert tone="error" title={error.title}>
          {error.detail}
        </Alert>
      )}

      <div className="sticky -bottom-4 -mx-4 -mb-4 flex flex-wrap justify-between gap-2 border-t border-line bg-surface px-4 py-3">
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeftIcon />
          Back
        </Button>
        <Button type="submit" variant="gold" disabled={generating || detailError !== null}>
          {generating ? <Spinner label="Generating..." /> : (
            <>
              <SparklesIcon />
              Generate Re-skins
            </>
          )}
        </Button>
      </div>
    </form>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-ink-muted">{label}</dt>
      <dd className="truncate" title={value}>
        {value}
      </dd>
    </div>
  );
}

interface SuggestedFieldProps {
  label: string;
  value: string;
  placeholder: string;
  suggestions: string[];
  suggestionsLabel: string;
  disabled: boolean;
  onChange(value: string): void;
}

/** An optional text input with its suggestions as buttons that fill it in. */
function SuggestedField({ label, value, placeholder, suggestions, suggestionsLabel, disabled, onChange }: SuggestedFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        <span className="ml-1 font-normal text-ink-muted">(optional)</span>
      </label>
      <Input
        id={id}
        value={value}
        maxLength={MAX_THEME_CHARS}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      {suggestions.length > 0 && (
        <div role="group" aria-label={suggestionsLabel} className="flex flex-wrap gap-1.5">
          {suggestions.map((s) => {
            const chosen = value.trim().toLowerCase() === s.toLowerCase();
            return (
              <button
                key={s}
                type="button"
                aria-pressed={chosen}
                disabled={disabled}
                onClick={() => onChange(chosen ? '' : s)}
                className={cn(
                  'cursor-pointer rounded-full border px-2.5 py-0.5 text-xs font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold disabled:cursor-not-allowed disabled:opacity-60',
                  chosen ? 'border-gold bg-gold-soft text-ink' : 'border-line bg-surface text-ink-muted hover:border-gold/60 hover:text-ink',
                )}
              >
                {s}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

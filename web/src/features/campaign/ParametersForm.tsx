import type { FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { inputClass } from '../../components/ui/Input';
import { SparklesIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/Spinner';
import { BALANCE_FIELDS, BALANCES, DURATIONS, LEVELS, MAX_CUSTOM_CHARS, MAX_REQUEST_CHARS, PLAYER_COUNTS, SETTINGS, THEMES, TONES, type CampaignForm, type Choice, type FormErrors } from './options';

type Change = (patch: Partial<CampaignForm>) => void;

function Select<T extends string | number>({
  label,
  value,
  choices,
  error,
  onChange,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  error?: string;
  onChange(value: T): void;
}) {
  const numeric = typeof value === 'number';
  return (
    <Field label={label} error={error}>
      <select className={inputClass} value={String(value)} onChange={(e) => onChange((numeric ? Number(e.target.value) : e.target.value) as T)}>
        {choices.map((c) => (
          <option key={String(c.value)} value={String(c.value)}>
            {c.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The parameters step: the spec's campaign form and Generate Campaign. */
export function ParametersForm({
  form,
  errors,
  busy,
  onChange,
  onSubmit,
}: {
  form: CampaignForm;
  errors: FormErrors;
  busy: boolean;
  onChange: Change;
  onSubmit(): void;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate aria-label="Campaign parameters">
      <div className="grid grid-cols-1 gap-3 @sm:grid-cols-3">
        <Select label="Session Length" value={form.duration} choices={DURATIONS} error={errors.duration} onChange={(duration) => onChange({ duration })} />
        <Select label="Players" value={form.playerCount} choices={PLAYER_COUNTS} error={errors.playerCount} onChange={(playerCount) => onChange({ playerCount })} />
        <Select label="Character Level" value={form.characterLevel} choices={LEVELS} error={errors.characterLevel} onChange={(characterLevel) => onChange({ characterLevel })} />
      </div>
      <Select label="Setting" value={form.setting} choices={SETTINGS} error={errors.setting} onChange={(setting) => onChange({ setting })} />
      {form.setting === 'custom' && (
        <Field label="Describe your setting" error={errors.customSetting} hint={`A phrase, at most ${MAX_CUSTOM_CHARS} characters.`}>
          <input
            className={inputClass}
            value={form.customSetting}
            maxLength={MAX_CUSTOM_CHARS * 2}
            placeholder="e.g. A floating archipelago of sky-pirates"
            onChange={(e) => onChange({ customSetting: e.target.value })}
          />
        </Field>
      )}
      <div className="grid grid-cols-1 gap-3 @sm:grid-cols-2">
        <Select label="Theme" value={form.theme} choices={THEMES} error={errors.theme} onChange={(theme) => onChange({ theme })} />
        <Select label="Tone" value={form.tone} choices={TONES} error={errors.tone} onChange={(tone) => onChange({ tone })} />
      </div>
      {form.theme === 'custom' && (
        <Field label="Describe your theme" error={errors.customTheme} hint={`A phrase, at most ${MAX_CUSTOM_CHARS} characters.`}>
          <input
            className={inputClass}
            value={form.customTheme}
            maxLength={MAX_CUSTOM_CHARS * 2}
            placeholder="e.g. A heist during a royal wedding"
            onChange={(e) => onChange({ customTheme: e.target.value })}
          />
        </Field>
      )}
      <fieldset className="rounded-lg border border-line p-3">
        <legend className="px-1 text-sm font-medium text-ink">Balance of play</legend>
        <div className="grid grid-cols-1 gap-3 @sm:grid-cols-3">
          {BALANCE_FIELDS.map(({ key, label }) => (
            <Select key={key} label={label} value={form[key]} choices={BALANCES} error={errors[key]} onChange={(value) => onChange({ [key]: value })} />
          ))}
        </div>
      </fieldset>
      <Field label="Special Requests" optional error={errors.specialRequests} hint="Anything the campaign must include: a villain, a place, a player's backstory.">
        <textarea
          className={`${inputClass} min-h-20`}
          value={form.specialRequests}
          maxLength={MAX_REQUEST_CHARS * 2}
          placeholder="e.g. Include a dragon and a betrayal by an ally"
          onChange={(e) => onChange({ specialRequests: e.target.value })}
        />
      </Field>
      <GenerateButton busy={busy} />
    </form>
  );
}

/**
 * The form's submit button; while a campaign is being written it stays on
 * screen, disabled, as "Generating Campaign..." (spec), beside Stop.
 */
export function GenerateButton({ busy }: { busy: boolean }) {
  return (
    <Button type={busy ? 'button' : 'submit'} variant="gold" disabled={busy} className="self-start">
      {busy ? <Spinner className="size-4" /> : <SparklesIcon className="size-4" aria-hidden="true" />}
      {busy ? 'Generating Campaign...' : 'Generate Campaign'}
    </Button>
  );
}

import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { inputClass } from '../../components/ui/Input';
import { SparklesIcon } from '../../components/ui/icons';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { BALANCE_FIELDS, BALANCES, DURATIONS, LEVELS, MAX_CUSTOM_CHARS, MAX_REQUEST_CHARS, PLAYER_COUNTS, SETTINGS, THEMES, TONES, type CampaignForm, type FormErrors } from './options';

/**
 * The parameters step's fields and Generate Campaign, inside the tab's
 * <Form>; `serverErrors` are the field messages of the server's 400.
 */
export function ParametersFields({ serverErrors, busy }: { serverErrors: FormErrors; busy: boolean }) {
  const { register, control, getFieldState, formState } = useFormContext<CampaignForm>();
  const [setting, theme] = useWatch({ control, name: ['setting', 'theme'] });
  const errorOf = (field: keyof CampaignForm) => getFieldState(field, formState).error?.message ?? serverErrors[field];
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 @sm:grid-cols-3">
        <SelectField<CampaignForm> name="duration" label="Session Length" numeric options={DURATIONS} error={serverErrors.duration} />
        <SelectField<CampaignForm> name="playerCount" label="Players" numeric options={PLAYER_COUNTS} error={serverErrors.playerCount} />
        <SelectField<CampaignForm> name="characterLevel" label="Character Level" numeric options={LEVELS} error={serverErrors.characterLevel} />
      </div>
      <SelectField<CampaignForm> name="setting" label="Setting" options={SETTINGS} error={serverErrors.setting} />
      {setting === 'custom' && (
        <Field label="Describe your setting" error={errorOf('customSetting')} hint={`A phrase, at most ${MAX_CUSTOM_CHARS} characters.`}>
          <input className={inputClass} maxLength={MAX_CUSTOM_CHARS * 2} placeholder="e.g. A floating archipelago of sky-pirates" {...register('customSetting')} />
        </Field>
      )}
      <div className="grid grid-cols-1 gap-3 @sm:grid-cols-2">
        <SelectField<CampaignForm> name="theme" label="Theme" options={THEMES} error={serverErrors.theme} />
        <SelectField<CampaignForm> name="tone" label="Tone" options={TONES} error={serverErrors.tone} />
      </div>
      {theme === 'custom' && (
        <Field label="Describe your theme" error={errorOf('customTheme')} hint={`A phrase, at most ${MAX_CUSTOM_CHARS} characters.`}>
          <input className={inputClass} maxLength={MAX_CUSTOM_CHARS * 2} placeholder="e.g. A heist during a royal wedding" {...register('customTheme')} />
        </Field>
      )}
      <fieldset className="rounded-lg border border-line p-3">
        <legend className="px-1 text-sm font-medium text-ink">Balance of play</legend>
        <div className="grid grid-cols-1 gap-3 @sm:grid-cols-3">
          {BALANCE_FIELDS.map(({ key, label }) => (
            <SelectField<CampaignForm> key={key} name={key} label={label} options={BALANCES} error={serverErrors[key]} />
          ))}
        </div>
      </fieldset>
      <Field label="Special Requests" optional error={errorOf('specialRequests')} hint="Anything the campaign must include: a villain, a place, a player's backstory.">
        <textarea className={`${inputClass} min-h-20`} maxLength={MAX_REQUEST_CHARS * 2} placeholder="e.g. Include a dragon and a betrayal by an ally" {...register('specialRequests')} />
      </Field>
      <GenerateButton busy={busy} />
    </div>
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

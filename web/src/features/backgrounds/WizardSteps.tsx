import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { inputClass } from '../../components/ui/Input';
import { SelectField } from '../../components/ui/SelectField';
import { cn } from '../../components/ui/cn';
import {
  ALIGNMENTS,
  BACKGROUNDS,
  CLASSES,
  INCLUDE_OPTIONS,
  LEVELS,
  MAX_CUSTOM_SETTING_CHARS,
  MAX_REQUIREMENTS_CHARS,
  RACES,
  SETTINGS,
  THEMES,
  TONES,
  labelOf,
  withArticle,
  type BackgroundForm,
} from './options';
import { previewSections, sectionLabel } from './streamPreview';

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const LEVEL_OPTIONS = LEVELS.map((level) => ({ value: level, label: `Level ${level}` }));

const textareaClass = cn(inputClass, 'min-h-20 resize-y');

/** Step 1: who the character is (fields of the tab's <Form>). */
export function SetupStep() {
  return (
    <div className="grid grid-cols-1 gap-3 @xs:grid-cols-2">
      <SelectField<BackgroundForm> name="race" label="Race" options={choices(RACES)} placeholder="Choose a race" />
      <SelectField<BackgroundForm> name="characterClass" label="Class" options={choices(CLASSES)} placeholder="Choose a class" />
      <SelectField<BackgroundForm> name="background" label="Background" options={choices(BACKGROUNDS)} placeholder="Choose a background" />
      <SelectField<BackgroundForm> name="characterLevel" label="Character Level" numeric options={LEVEL_OPTIONS} placeholder="Choose a level" />
      <div className="@xs:col-span-2">
        <SelectField<BackgroundForm> name="alignment" label="Alignment" optional options={choices(ALIGNMENTS)} placeholder="Any Alignment" />
      </div>
    </div>
  );
}

/** Step 2: the story's shape, what to include and anything else (fields of the tab's <Form>). */
export function OptionsStep() {
  const includeId = useId();
  const { register, control } = useFormContext<BackgroundForm>();
  const setting = useWatch({ control, name: 'setting' });
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 @md:grid-cols-3">
        <SelectField<BackgroundForm> name="theme" label="Theme" options={THEMES} placeholder="Choose a theme" />
        <SelectField<BackgroundForm> name="tone" label="Tone" options={TONES} placeholder="Choose a tone" />
        <SelectField<BackgroundForm> name="setting" label="Setting" options={SETTINGS} placeholder="Choose a setting" />
      </div>
      {setting === 'custom' && (
        <Field label="Custom Setting" optional hint="Where does the character come from? A floating city, a plague-struck port, a monastery in the clouds...">
          <textarea className={textareaClass} maxLength={MAX_CUSTOM_SETTING_CHARS} placeholder="Describe your setting" {...register('customSetting')} />
        </Field>
      )}
      <fieldset className="rounded-lg border border-line p-3" aria-describedby={`${includeId}-hint`}>
        <legend className="px-1 text-sm font-medium text-ink">Include</legend>
        <p id={`${includeId}-hint`} className="sr-only">
          Optional parts of the background.
        </p>
        <div className="grid grid-cols-1 gap-2 @md:grid-cols-2">
          {INCLUDE_OPTIONS.map((option) => (
            <label key={option.key} className="flex cursor-pointer items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
                {...register(option.key)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Additional Requirements" optional hint={`Anything the story must include, up to ${MAX_REQUIREMENTS_CHARS} characters.`}>
        <textarea className={textareaClass} maxLength={MAX_REQUIREMENTS_CHARS} placeholder="A twin sister who vanished, a fear of deep water..." {...register('customRequirements')} />
      </Field>
    </div>
  );
}

/** Spec section 9: what a background holds, with the optional parts the form asked for. */
export function generatedParts(form: BackgroundForm): string[] {
  const cls = form.characterClass && form.characterClass !== 'Custom' ? withArticle(form.characterClass) : 'their class';
  const parts = [
    'Character concept and background summary',
    `Personal history: early life, formative events, recent past and how they became ${cls}`,
    'Personality: 2-3 traits, 1-2 ideals, bonds and flaws, 2-3 mannerisms, 1-2 fears',
    'Motivations and goals: short-term, long-term and a life goal',
    '2-3 possessions',
  ];
  if (form.includeSecrets) parts.push('1-2 character secrets');
  if (form.includePlotHooks) parts.push('1-2 plot hooks for the DM');
  if (form.includeRelationships) parts.push('1-3 NPC relationships');
  if (form.includeMechanicalElements) parts.push('1-3 mechanical elements');
  return parts;
}

/** Step 3: the character summary and what will be generated; while writing, the text as it arrives. */
export function ReviewStep({ form, streamedText, isRunning }: { form: BackgroundForm; streamedText: string; isRunning: boolean }) {
  const setting =
    form.setting === 'custom' ? (form.customSetting.trim() ? `Custom: ${form.customSetting.trim()}` : 'Custom') : labelOf(SETTINGS, form.setting);
  const facts: Array<[string, string]> = [
    ['Character', `Level ${form.characterLevel} ${form.race} ${form.characterClass}`],
    ['Background', form.background],
    ['Alignment', form.alignment || 'Any Alignment'],
    ['Theme and tone', `${labelOf(THEMES, form.theme)}, ${labelOf(TONES, form.tone)}`],
    ['Setting', setting],
  ];
  const requirements = form.customRequirements.trim();
  const listId = useId();
  return (
    <div className="flex flex-col gap-3">
      <section aria-label="Character summary" className="rounded-xl border border-line bg-surface-muted/60 p-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-ink-muted">{term}</dt>
              <dd className="font-medium break-words text-ink">{value}</dd>
            </div>
          ))}
          {requirements && (
            <div className="contents">
              <dt className="text-ink-muted">Requirements</dt>
              <dd className="break-words text-ink">{requirements}</dd>
            </div>
          )}
        </dl>
      </section>
      {isRunning || streamedText ? (
        <StreamPreview text={streamedText} running={isRunning} />
      ) : (
        <section aria-labelledby={listId} className="rounded-xl border border-line p-4">
          <h5 id={listId} className="text-sm font-semibold text-ink">
            What will be generated
          </h5>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted marker:text-gold">
            {generatedParts(form).map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The background as it is written: each section's text as it arrives. */
function StreamPreview({ text, running }: { text: string; running: boolean }) {
  const sections = previewSections(text);
  const current = sections[sections.length - 1];
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gold/40 bg-gold-soft/40 p-4">
      <h5 id={headingId} className="text-sm font-semibold text-ink">
        {running ? 'Writing your background...' : 'Written so far'}
      </h5>
      <p className="mt-0.5 text-xs text-ink-muted" aria-live="polite" data-testid="background-progress">
        {sections.length === 0 ? 'Waiting for the first words...' : `${sections.length} ${sections.length === 1 ? 'section' : 'sections'} written${current && running ? `, now: ${sectionLabel(current.key)}` : ''}`}
      </p>
      {sections.length > 0 && (
        <div className="mt-3 max-h-72 space-y-2 overflow-y-auto pr-1 text-sm" data-testid="background-stream">
          {sections.map((s) => (
            <div key={s.key}>
              <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{sectionLabel(s.key)}</p>
              <p className="text-ink">{s.texts.join(' · ')}</p>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

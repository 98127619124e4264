// The Backgrounds wizard's choices, defaults and required fields (spec
// section 5): the 26 races, 15 classes, 27 backgrounds, levels 1 to 20, 9
// alignments plus any, 7 themes, 6 tones, 10 settings. Defaults: Human,
// Fighter, Folk Hero, level 1, heroic, serious, rural, all four include
// options on.
import * as z from 'zod/mini';
import type { BackgroundGenerateRequest } from '../../lib/api-types/api';
import {
  Alignments,
  Classes,
  MaxCustomSettingChars,
  MaxLevel,
  MaxRequirementsChars,
  MinLevel,
  Origins,
  RequiredFieldsMessage,
  Settings,
  Themes,
  Tones,
  type Setting,
  type Theme,
  type Tone,
} from '../../lib/api-types/backgrounds';
import { Races } from '../../lib/api-types/names';
import { indefiniteArticle } from '../../lib/text';

// The lists are the API's (backgrounds.Classes and the rest in Go, through
// the generated contract), in its order; only the labels are the browser's.
export const RACES = Races;
export const CLASSES = Classes;
export const BACKGROUNDS = Origins;
export const ALIGNMENTS = Alignments;

export const LEVELS: readonly number[] = Array.from({ length: MaxLevel - MinLevel + 1 }, (_, i) => MinLevel + i);

const THEME_LABELS: Record<Theme, string> = {
  heroic: 'Heroic',
  tragic: 'Tragic',
  mysterious: 'Mysterious',
  comedic: 'Comedic',
  dark: 'Dark',
  ordinary: 'Ordinary',
  exotic: 'Exotic',
};
export const THEMES = Themes.map((value) => ({ value, label: THEME_LABELS[value] }));

const TONE_LABELS: Record<Tone, string> = {
  serious: 'Serious',
  lighthearted: 'Lighthearted',
  dramatic: 'Dramatic',
  gritty: 'Gritty',
  optimistic: 'Optimistic',
  melancholic: 'Melancholic',
};
export const TONES = Tones.map((value) => ({ value, label: TONE_LABELS[value] }));

const SETTING_LABELS: Record<Setting, string> = {
  urban: 'Urban',
  rural: 'Rural',
  wilderness: 'Wilderness',
  'noble-court': 'Noble Court',
  'criminal-underworld': 'Criminal Underworld',
  scholarly: 'Scholarly',
  military: 'Military',
  religious: 'Religious',
  magical: 'Magical',
  custom: 'Custom',
};
export const SETTINGS = Settings.map((value) => ({ value, label: SETTING_LABELS[value] }));

/** The four include boxes, in the spec's order. */
export const INCLUDE_OPTIONS = [
  { key: 'includeSecrets', label: 'Include character secrets' },
  { key: 'includePlotHooks', label: 'Include plot hooks for DM' },
  { key: 'includeRelationships', label: 'Include NPC relationships' },
  { key: 'includeMechanicalElements', label: 'Include mechanical elements' },
] as const;
export type IncludeKey = (typeof INCLUDE_OPTIONS)[number]['key'];

export const REQUIRED_FIELDS_MESSAGE = RequiredFieldsMessage;
export const MAX_CUSTOM_SETTING_CHARS = MaxCustomSettingChars;
export const MAX_REQUIREMENTS_CHARS = MaxRequirementsChars;

const valuesOf = <T extends string>(choices: ReadonlyArray<{ value: T }>) => choices.map((c) => c.value) as [T, ...T[]];
/** A choice from `values`, or '' before one is made. */
const choiceOf = <T extends string>(values: readonly T[]) => z.union([z.enum(values as [T, ...T[]]), z.literal('')]);

/**
 * The wizard's answers; '' (and a level outside the range) is a required
 * choice not made yet: isSetupComplete and isOptionsComplete say when a step
 * is done, toRequest whether the whole form is.
 */
export const backgroundFormSchema = z.object({
  race: choiceOf(RACES),
  characterClass: choiceOf(CLASSES),
  background: choiceOf(BACKGROUNDS),
  characterLevel: z.number(),
  /** '' is Any Alignment. */
  alignment: choiceOf(ALIGNMENTS),
  theme: choiceOf(valuesOf(THEMES)),
  tone: choiceOf(valuesOf(TONES)),
  setting: choiceOf(valuesOf(SETTINGS)),
  customSetting: z.string().check(z.maxLength(MaxCustomSettingChars)),
  includeSecrets: z.boolean(),
  includePlotHooks: z.boolean(),
  includeRelationships: z.boolean(),
  includeMechanicalElements: z.boolean(),
  customRequirements: z.string().check(z.maxLength(MaxRequirementsChars)),
});
export type BackgroundForm = z.output<typeof backgroundFormSchema>;

export const DEFAULT_FORM: BackgroundForm = {
  race: 'Human',
  characterClass: 'Fighter',
  background: 'Folk Hero',
  characterLevel: 1,
  alignment: '',
  theme: 'heroic',
  tone: 'serious',
  setting: 'rural',
  customSetting: '',
  includeSecrets: true,
  includePlotHooks: true,
  includeRelationships: true,
  includeMechanicalElements: true,
  customRequirements: '',
};

function isLevel(level: number): boolean {
  return Number.isInteger(level) && level >= MinLevel && level <= MaxLevel;
}

/** Setup is done: race, class, background and level are set ("Next: Options"). */
export function isSetupComplete(form: BackgroundForm): boolean {
  return form.race !== '' && form.characterClass !== '' && form.background !== '' && isLevel(form.characterLevel);
}

/** Options are done: theme, tone and setting are set ("Next: Review"). */
export function isOptionsComplete(form: BackgroundForm): boolean {
  return form.theme !== '' && form.tone !== '' && form.setting !== '';
}

/** The API request for a complete form, or null while a required field is missing. */
export function toRequest(form: BackgroundForm): BackgroundGenerateRequest | null {
  const { race, characterClass, background, theme, tone, setting } = form;
  if (race === '' || characterClass === '' || background === '' || theme === '' || tone === '' || setting === '' || !isLevel(form.characterLevel)) {
    return null;
  }
  const request: BackgroundGenerateRequest = {
    race,
    characterClass,
    background,
    characterLevel: form.characterLevel,
    generationStyle: 'detailed',
    theme,
    tone,
    setting,
    includeSecrets: form.includeSecrets,
    includePlotHooks: form.includePlotHooks,
    includeRelationships: form.includeRelationships,
    includeMechanicalElements: form.includeMechanicalElements,
  };
  if (form.alignment) request.alignment = form.alignment;
  const customSetting = form.customSetting.trim();
  if (setting === 'custom' && customSetting) request.customSetting = customSetting;
  const requirements = form.customRequirements.trim();
  if (requirements) request.customRequirements = requirements;
  return request;
}

export function labelOf<V extends string>(list: ReadonlyArray<{ value: V; label: string }>, value: V | ''): string {
  return list.find((item) => item.value === value)?.label ?? value;
}

/** "a Fighter", "an Artificer". */
export function withArticle(word: string): string {
  return `${indefiniteArticle(word)} ${word}`;
}

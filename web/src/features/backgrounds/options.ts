// The Backgrounds wizard's choices, defaults and required fields (spec
// section 5): the 26 races, 15 classes, 27 backgrounds, levels 1 to 20, 9
// alignments plus any, 7 themes, 6 tones, 10 settings. Defaults: Human,
// Fighter, Folk Hero, level 1, heroic, serious, rural, all four include
// options on.
import * as z from 'zod/mini';
import type { BackgroundGenerateRequest } from '../../lib/api-types/api';
import type {
  BackgroundAlignment,
  BackgroundClass,
  BackgroundOrigin,
  BackgroundSetting,
  BackgroundTheme,
  BackgroundTone,
} from '../../lib/api-types/backgrounds';
import { MaxCustomSettingChars, MaxLevel, MaxRequirementsChars, MinLevel, RequiredFieldsMessage } from '../../lib/api-types/backgrounds';
import { RACES, type Exhaustive } from '../../lib/races';
import { indefiniteArticle } from '../../lib/text';

export { RACES };

export const CLASSES = [
  'Barbarian',
  'Bard',
  'Cleric',
  'Druid',
  'Fighter',
  'Monk',
  'Paladin',
  'Ranger',
  'Rogue',
  'Sorcerer',
  'Warlock',
  'Wizard',
  'Artificer',
  'Blood Hunter',
  'Custom',
] as const satisfies readonly BackgroundClass[];
export const CLASSES_COMPLETE: Exhaustive<BackgroundClass, typeof CLASSES> = true;

export const BACKGROUNDS = [
  'Acolyte',
  'Charlatan',
  'Criminal',
  'Entertainer',
  'Folk Hero',
  'Guild Artisan',
  'Hermit',
  'Noble',
  'Outlander',
  'Sage',
  'Sailor',
  'Soldier',
  'Urchin',
  'City Watch',
  'Clan Crafter',
  'Cloistered Scholar',
  'Courtier',
  'Faction Agent',
  'Far Traveler',
  'Inheritor',
  'Knight of the Order',
  'Mercenary Veteran',
  'Urban Bounty Hunter',
  'Uthgardt Tribe Member',
  'Waterdhavian Noble',
  'Haunted One',
  'Custom',
] as const satisfies readonly BackgroundOrigin[];
export const BACKGROUNDS_COMPLETE: Exhaustive<BackgroundOrigin, typeof BACKGROUNDS> = true;

export const ALIGNMENTS = [
  'Lawful Good',
  'Neutral Good',
  'Chaotic Good',
  'Lawful Neutral',
  'True Neutral',
  'Chaotic Neutral',
  'Lawful Evil',
  'Neutral Evil',
  'Chaotic Evil',
] as const satisfies readonly BackgroundAlignment[];
export const ALIGNMENTS_COMPLETE: Exhaustive<BackgroundAlignment, typeof ALIGNMENTS> = true;

export const LEVELS: readonly number[] = Array.from({ length: MaxLevel - MinLevel + 1 }, (_, i) => MinLevel + i);

export const THEMES = [
  { value: 'heroic', label: 'Heroic' },
  { value: 'tragic', label: 'Tragic' },
  { value: 'mysterious', label: 'Mysterious' },
  { value: 'comedic', label: 'Comedic' },
  { value: 'dark', label: 'Dark' },
  { value: 'ordinary', label: 'Ordinary' },
  { value: 'exotic', label: 'Exotic' },
] as const satisfies ReadonlyArray<{ value: BackgroundTheme; label: string }>;
export const THEMES_COMPLETE: Exhaustive<BackgroundTheme, (typeof THEMES)[number]['value'][]> = true;

export const TONES = [
  { value: 'serious', label: 'Serious' },
  { value: 'lighthearted', label: 'Lighthearted' },
  { value: 'dramatic', label: 'Dramatic' },
  { value: 'gritty', label: 'Gritty' },
  { value: 'optimistic', label: 'Optimistic' },
  { value: 'melancholic', label: 'Melancholic' },
] as const satisfies ReadonlyArray<{ value: BackgroundTone; label: string }>;
export const TONES_COMPLETE: Exhaustive<BackgroundTone, (typeof TONES)[number]['value'][]> = true;

export const SETTINGS = [
  { value: 'urban', label: 'Urban' },
  { value: 'rural', label: 'Rural' },
  { value: 'wilderness', label: 'Wilderness' },
  { value: 'noble-court', label: 'Noble Court' },
  { value: 'criminal-underworld', label: 'Criminal Underworld' },
  { value: 'scholarly', label: 'Scholarly' },
  { value: 'military', label: 'Military' },
  { value: 'religious', label: 'Religious' },
  { value: 'magical', label: 'Magical' },
  { value: 'custom', label: 'Custom' },
] as const satisfies ReadonlyArray<{ value: BackgroundSetting; label: string }>;
export const SETTINGS_COMPLETE: Exhaustive<BackgroundSetting, (typeof SETTINGS)[number]['value'][]> = true;

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

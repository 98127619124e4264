// The campaign form (spec sections 5 and 9): its choices, defaults and the
// checks the browser can make before asking the server (which checks again).
import * as z from 'zod/mini';
import type { BalanceLevel, Parameters, SettingName, ThemeName, ToneName } from '../../lib/api-types/campaign';
import {
  DefaultDuration,
  DefaultLevel,
  DefaultPlayers,
  MaxCustomChars,
  MaxDuration,
  MaxLevel,
  MaxPlayers,
  MaxRequestChars,
  MinDuration,
  MinLevel,
  MinPlayers,
} from '../../lib/api-types/campaign';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

/** The whole numbers from `min` to `max`, each with its label. */
function numbered(min: number, max: number, label: (n: number) => string): Choice<number>[] {
  return Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: label(min + i) }));
}

// The ranges are the Go contract's (campaign.MinDuration and the rest); the
// string choices below list the generated unions' members with their labels.
// TODO(contract, issue 22): once the schema generated from the Go types emits
// its enums as runtime lists, take the values from there and keep only the labels.
export const DURATIONS = numbered(MinDuration, MaxDuration, (h) => (h === 1 ? '1 hour' : `${h} hours`));
export const PLAYER_COUNTS = numbered(MinPlayers, MaxPlayers, (n) => `${n} players`);
export const LEVELS = numbered(MinLevel, MaxLevel, (n) => `Level ${n}`);

export const SETTINGS: Choice<SettingName>[] = [
  { value: 'urban', label: 'Urban (cities and intrigue)' },
  { value: 'wilderness', label: 'Wilderness (forests, mountains, wilds)' },
  { value: 'dungeon', label: 'Dungeon (ruins and underground)' },
  { value: 'planar', label: 'Planar (other planes of existence)' },
  { value: 'mixed', label: 'Mixed (a bit of everything)' },
  { value: 'custom', label: 'Custom setting' },
];

export const THEMES: Choice<ThemeName>[] = [
  { value: 'adventure', label: 'Adventure' },
  { value: 'mystery', label: 'Mystery' },
  { value: 'horror', label: 'Horror' },
  { value: 'political', label: 'Political intrigue' },
  { value: 'exploration', label: 'Exploration' },
  { value: 'combat', label: 'Combat-focused' },
  { value: 'social', label: 'Social' },
  { value: 'custom', label: 'Custom theme' },
];

export const TONES: Choice<ToneName>[] = [
  { value: 'heroic', label: 'Heroic' },
  { value: 'serious', label: 'Serious' },
  { value: 'comedic', label: 'Comedic' },
  { value: 'dramatic', label: 'Dramatic' },
  { value: 'lighthearted', label: 'Lighthearted' },
  { value: 'dark', label: 'Dark' },
];

export const BALANCES: Choice<BalanceLevel>[] = [
  { value: 'light', label: 'Light' },
  { value: 'moderate', label: 'Moderate' },
  { value: 'heavy', label: 'Heavy' },
];

export const BALANCE_FIELDS = [
  { key: 'combatBalance', label: 'Combat' },
  { key: 'roleplayBalance', label: 'Roleplay' },
  { key: 'explorationBalance', label: 'Exploration' },
] as const;

export const MAX_CUSTOM_CHARS = MaxCustomChars;
export const MAX_REQUEST_CHARS = MaxRequestChars;

/** The form as the user fills it: every Parameters field, custom texts always present. */
export type CampaignForm = Required<Parameters>;

/** Spec defaults: 2 hours, 4 players, level 3, mixed, adventure, heroic, balances moderate. */
export const DEFAULT_FORM: CampaignForm = {
  duration: DefaultDuration,
  playerCount: DefaultPlayers,
  characterLevel: DefaultLevel,
  // The generated DefaultSetting, DefaultTheme, DefaultTone and DefaultBalance
  // are typed as plain strings; these literals are checked against the unions.
  setting: 'mixed',
  customSetting: '',
  theme: 'adventure',
  customTheme: '',
  tone: 'heroic',
  combatBalance: 'moderate',
  roleplayBalance: 'moderate',
  explorationBalance: 'moderate',
  specialRequests: '',
};

export type FormErrors = Partial<Record<keyof CampaignForm, string>>;

const length = (s: string) => [...s].length;

/** The same messages as the server's (campaign.Parameters.Problems), for the fields a person types. */
export function validateForm(form: CampaignForm): FormErrors {
  const errors: FormErrors = {};
  const custom = (field: 'customSetting' | 'customTheme', what: string, required: boolean) => {
    const text = form[field].trim();
    if (required && !text) errors[field] = `Describe your custom ${what}.`;
    else if (length(text) > MAX_CUSTOM_CHARS) errors[field] = `The custom ${what} must be at most ${MAX_CUSTOM_CHARS} characters (now ${length(text)}).`;
  };
  custom('customSetting', 'setting', form.setting === 'custom');
  custom('customTheme', 'theme', form.theme === 'custom');
  const requests = form.specialRequests.trim();
  if (length(requests) > MAX_REQUEST_CHARS) {
    errors.specialRequests = `Special requests must be at most ${MAX_REQUEST_CHARS} characters (now ${length(requests)}).`;
  }
  return errors;
}

const valuesOf = <T extends string>(choices: readonly Choice<T>[]) => choices.map((c) => c.value) as [T, ...T[]];

/** The form's schema: the choices above, and validateForm's checks on the fields a person types. */
export const campaignFormSchema = z
  .object({
    duration: z.number(),
    playerCount: z.number(),
    characterLevel: z.number(),
    setting: z.enum(valuesOf(SETTINGS)),
    customSetting: z.string(),
    theme: z.enum(valuesOf(THEMES)),
    customTheme: z.string(),
    tone: z.enum(valuesOf(TONES)),
    combatBalance: z.enum(valuesOf(BALANCES)),
    roleplayBalance: z.enum(valuesOf(BALANCES)),
    explorationBalance: z.enum(valuesOf(BALANCES)),
    specialRequests: z.string(),
  })
  .check(
    z.superRefine((form, ctx) => {
      for (const [field, message] of Object.entries(validateForm(form))) ctx.addIssue({ code: 'custom', message, path: [field], input: form });
    }),
  );

/** The request's parameters: custom texts only when chosen, blanks left out. */
export function toParameters(form: CampaignForm): Parameters {
  const { customSetting, customTheme, specialRequests, ...rest } = form;
  return {
    ...rest,
    ...(form.setting === 'custom' ? { customSetting: customSetting.trim() } : {}),
    ...(form.theme === 'custom' ? { customTheme: customTheme.trim() } : {}),
    ...(specialRequests.trim() ? { specialRequests: specialRequests.trim() } : {}),
  };
}

/** The server's field messages ("parameters.customSetting") keyed by form field. */
export function formErrorsFrom(fields: Readonly<Record<string, string>>): FormErrors {
  const errors: FormErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = key.replace(/^parameters\./, '');
    if (field in DEFAULT_FORM) errors[field as keyof CampaignForm] = message;
  }
  return errors;
}

export function labelOf<T extends string | number>(choices: readonly Choice<T>[], value: T): string {
  return choices.find((c) => c.value === value)?.label ?? String(value);
}

// The campaign form (spec sections 5 and 9): its choices, defaults and the
// checks the browser can make before asking the server (which checks again).
import * as z from 'zod/mini';
import {
  Balances,
  DefaultBalance,
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
  DefaultSetting,
  DefaultTheme,
  DefaultTone,
  Settings,
  Themes,
  Tones,
  type Balance,
  type Parameters,
  type Setting,
  type Theme,
  type Tone,
} from '../../lib/api-types/campaign';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

/** The whole numbers from `min` to `max`, each with its label. */
function numbered(min: number, max: number, label: (n: number) => string): Choice<number>[] {
  return Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: label(min + i) }));
}

/** Each value of `values` (the API's list, in its order) with its label. */
function labelled<T extends string>(values: readonly T[], labels: Record<T, string>): Choice<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

// The ranges and lists are the API's (campaign.MinDuration, campaign.Settings
// and the rest in Go, through the generated contract); only the labels are
// the browser's.
export const DURATIONS = numbered(MinDuration, MaxDuration, (h) => (h === 1 ? '1 hour' : `${h} hours`));
export const PLAYER_COUNTS = numbered(MinPlayers, MaxPlayers, (n) => `${n} players`);
export const LEVELS = numbered(MinLevel, MaxLevel, (n) => `Level ${n}`);

export const SETTINGS = labelled<Setting>(Settings, {
  urban: 'Urban (cities and intrigue)',
  wilderness: 'Wilderness (forests, mountains, wilds)',
  dungeon: 'Dungeon (ruins and underground)',
  planar: 'Planar (other planes of existence)',
  mixed: 'Mixed (a bit of everything)',
  custom: 'Custom setting',
});

export const THEMES = labelled<Theme>(Themes, {
  adventure: 'Adventure',
  mystery: 'Mystery',
  horror: 'Horror',
  political: 'Political intrigue',
  exploration: 'Exploration',
  combat: 'Combat-focused',
  social: 'Social',
  custom: 'Custom theme',
});

export const TONES = labelled<Tone>(Tones, {
  heroic: 'Heroic',
  serious: 'Serious',
  comedic: 'Comedic',
  dramatic: 'Dramatic',
  lighthearted: 'Lighthearted',
  dark: 'Dark',
});

export const BALANCES = labelled<Balance>(Balances, { light: 'Light', moderate: 'Moderate', heavy: 'Heavy' });

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
  setting: DefaultSetting,
  customSetting: '',
  theme: DefaultTheme,
  customTheme: '',
  tone: DefaultTone,
  combatBalance: DefaultBalance,
  roleplayBalance: DefaultBalance,
  explorationBalance: DefaultBalance,
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

/** The form's schema: the choices above, and validateForm's checks on the fields a person types. */
export const campaignFormSchema = z
  .object({
    duration: z.number(),
    playerCount: z.number(),
    characterLevel: z.number(),
    setting: z.enum(Settings),
    customSetting: z.string(),
    theme: z.enum(Themes),
    customTheme: z.string(),
    tone: z.enum(Tones),
    combatBalance: z.enum(Balances),
    roleplayBalance: z.enum(Balances),
    explorationBalance: z.enum(Balances),
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

// The Names tab's choices (spec section 5): 26 races, 25 optional
// professions, 3/5/8/10 names, three styles; defaults as the API's
// (Human, 5 names, traditional).
import * as z from 'zod/mini';
import type { NameProfession, NameStyle } from '../../lib/api-types/names';
import { DefaultCount } from '../../lib/api-types/names';
import { RACES, type Exhaustive } from '../../lib/races';

export { RACES };

export const PROFESSIONS = [
  'Innkeeper',
  'Guard',
  'Noble',
  'Merchant',
  'Blacksmith',
  'Priest',
  'Scholar',
  'Farmer',
  'Hunter',
  'Sailor',
  'Soldier',
  'Thief',
  'Bard',
  'Wizard',
  'Healer',
  'Cook',
  'Tailor',
  'Mason',
  'Miner',
  'Scribe',
  'Librarian',
  'Diplomat',
  'Spy',
  'Assassin',
  'Bandit',
] as const satisfies readonly NameProfession[];
export const PROFESSIONS_COMPLETE: Exhaustive<NameProfession, typeof PROFESSIONS> = true;

/** Spec section 9: names per request. */
export const COUNTS = [3, 5, 8, 10] as const;
export type NameCount = (typeof COUNTS)[number];

export const STYLES = [
  { value: 'traditional', label: 'Traditional' },
  { value: 'unique', label: 'Unique' },
  { value: 'common', label: 'Common' },
] as const satisfies ReadonlyArray<{ value: NameStyle; label: string }>;
export const STYLES_COMPLETE: Exhaustive<NameStyle, (typeof STYLES)[number]['value'][]> = true;

/** The options form; a profession of '' is Any Profession. */
export const namesFormSchema = z.object({
  race: z.enum(RACES),
  profession: z.union([z.enum(PROFESSIONS), z.literal('')]),
  count: z.literal(COUNTS),
  style: z.enum(STYLES.map((s) => s.value) as [NameStyle, ...NameStyle[]]),
});
export type NamesForm = z.output<typeof namesFormSchema>;

export const DEFAULT_FORM: NamesForm = { race: 'Human', profession: '', count: DefaultCount as NameCount, style: 'traditional' };

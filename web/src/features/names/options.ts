// The Names tab's choices (spec section 5): 26 races, 25 optional
// professions, 3/5/8/10 names, three styles; defaults as the API's
// (Human, 5 names, traditional).
import * as z from 'zod/mini';
import { Counts, DefaultCount, DefaultStyle, Professions, Races, Styles, type Style } from '../../lib/api-types/names';

// The lists are the API's (names.Races and the rest in Go, through the
// generated contract), in its order; only the labels are the browser's.
export const RACES = Races;
export const PROFESSIONS = Professions;

/** Spec section 9: names per request. */
export const COUNTS = Counts;
export type NameCount = (typeof COUNTS)[number];

const STYLE_LABELS: Record<Style, string> = { traditional: 'Traditional', unique: 'Unique', common: 'Common' };
export const STYLES = Styles.map((value) => ({ value, label: STYLE_LABELS[value] }));

/** The options form; a profession of '' is Any Profession. */
export const namesFormSchema = z.object({
  race: z.enum(RACES),
  profession: z.union([z.enum(PROFESSIONS), z.literal('')]),
  count: z.literal(COUNTS),
  style: z.enum(Styles),
});
export type NamesForm = z.output<typeof namesFormSchema>;

export const DEFAULT_FORM: NamesForm = { race: 'Human', profession: '', count: DefaultCount, style: DefaultStyle };

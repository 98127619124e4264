// The spec's 26 races, in its order: the Names tab's Race list and the
// Backgrounds wizard's (the API validates both against the same list).
import type { NameRace } from './api-types/names';

export const RACES = [
  'Human',
  'Elf',
  'Dwarf',
  'Halfling',
  'Dragonborn',
  'Gnome',
  'Half-Elf',
  'Half-Orc',
  'Tiefling',
  'Aarakocra',
  'Aasimar',
  'Bugbear',
  'Firbolg',
  'Genasi',
  'Githyanki',
  'Githzerai',
  'Goblin',
  'Goliath',
  'Hobgoblin',
  'Kenku',
  'Kobold',
  'Lizardfolk',
  'Orc',
  'Tabaxi',
  'Triton',
  'Yuan-Ti-Pureblood',
] as const satisfies readonly NameRace[];

/** Fails to compile when a list misses a member of its union (the generated types change). */
export type Exhaustive<Union, List extends readonly unknown[]> = [Exclude<Union, List[number]>] extends [never] ? true : never;

export const RACES_COMPLETE: Exhaustive<NameRace, typeof RACES> = true;


// The spec's 26 races, in its order: the Names tab's Race list and the
// Backgrounds wizard's (the API validates both against the same list).
// TODO(contract, issue 22): the generated types give NameRace as a type only,
// so the list is typed here again (Exhaustive below fails to compile when the
// two drift apart); take it from the schema generated from the Go types once
// that emits enums as runtime lists. The same holds for the professions,
// classes, backgrounds and the other enum lists of the features' options.
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


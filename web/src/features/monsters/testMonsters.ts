// Monsters as the API sends them (the SRD catalogue), for the tests.
import type { MonsterResponse, MonsterReskinResponse, MonsterSearchResponse } from '../../lib/api-types/api';
import type { Monster, Reskin, Summary } from './api';

export const GOBLIN: Monster = {
  slug: 'goblin',
  name: 'Goblin',
  size: 'Small',
  type: 'humanoid',
  subtype: 'goblinoid',
  alignment: 'neutral evil',
  armorClass: 15,
  hitPoints: 7,
  hitDice: '2d6',
  speed: { walk: 30 },
  strength: 8,
  dexterity: 14,
  constitution: 10,
  intelligence: 10,
  wisdom: 8,
  charisma: 8,
  skills: [{ name: 'Stealth', bonus: 6 }],
  senses: 'darkvision 60 ft., passive Perception 9',
  languages: 'Common, Goblin',
  challengeRating: '1/4',
  cr: 0.25,
  xp: 50,
  traits: [{ name: 'Nimble Escape', desc: 'The goblin can take the Disengage or Hide action as a bonus action on each of its turns.' }],
  actions: [
    { name: 'Scimitar', desc: 'Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6 + 2) slashing damage.' },
    { name: 'Shortbow', desc: 'Ranged Weapon Attack: +4 to hit, range 80/320 ft., one target. Hit: 5 (1d6 + 2) piercing damage.' },
  ],
};

export const LICH: Monster = {
  slug: 'lich',
  name: 'Lich',
  size: 'Medium',
  type: 'undead',
  alignment: 'any evil alignment',
  armorClass: 17,
  armorDesc: 'natural armor',
  hitPoints: 135,
  hitDice: '18d8',
  speed: { walk: 30 },
  strength: 11,
  dexterity: 16,
  constitution: 16,
  intelligence: 20,
  wisdom: 14,
  charisma: 16,
  savingThrows: [
    { name: 'Constitution', bonus: 10 },
    { name: 'Intelligence', bonus: 12 },
    { name: 'Wisdom', bonus: 9 },
  ],
  skills: [
    { name: 'Arcana', bonus: 18 },
    { name: 'History', bonus: 12 },
  ],
  damageResistances: ['cold', 'lightning', 'necrotic'],
  damageImmunities: ['poison', 'bludgeoning, piercing, and slashing from nonmagical weapons'],
  conditionImmunities: ['charmed', 'exhaustion', 'frightened', 'paralyzed', 'poisoned'],
  senses: 'truesight 120 ft., passive Perception 19',
  languages: 'Common plus up to five other languages',
  challengeRating: '21',
  cr: 21,
  xp: 33000,
  traits: [
    {
      name: 'Spellcasting',
      desc: 'The lich is an 18th-level spellcaster. It has the following wizard spells prepared:\n\n- Cantrips (at will): mage hand, ray of frost\n- 1st level (4 slots): magic missile, shield',
    },
  ],
  actions: [
    {
      name: 'Paralyzing Touch',
      desc: 'Melee Spell Attack: +12 to hit, reach 5 ft., one creature. Hit: 10 (3d6) cold damage.',
    },
  ],
  reactions: [{ name: 'Parry', desc: 'The lich adds 3 to its AC against one melee attack that would hit it.' }],
  legendaryDesc: 'The lich can take 3 legendary actions, choosing from the options below.',
  legendaryActions: [
    { name: 'Cantrip', desc: 'The lich casts a cantrip.' },
    { name: 'Disrupt Life (Costs 3 Actions)', desc: 'Each living creature within 20 feet of the lich must make a DC 18 Constitution saving throw.' },
  ],
};

export const GHOST_SPEED = { speed: { fly: 40, walk: 0 }, hover: true };

export function summaryOf(m: Monster): Summary {
  return { slug: m.slug, name: m.name, size: m.size, type: m.type, challengeRating: m.challengeRating, cr: m.cr, xp: m.xp };
}

export const OWLBEAR_SUMMARY: Summary = { slug: 'owlbear', name: 'Owlbear', size: 'Large', type: 'monstrosity', challengeRating: '3', cr: 3, xp: 700 };
export const HOBGOBLIN_SUMMARY: Summary = { slug: 'hobgoblin', name: 'Hobgoblin', size: 'Medium', type: 'humanoid', challengeRating: '1/2', cr: 0.5, xp: 100 };

export function searchResponse(monsters: Summary[], extra: Partial<MonsterSearchResponse> = {}): MonsterSearchResponse {
  return { monsters, source: 'srd', ...extra };
}

export function monsterResponse(monster: Monster = GOBLIN): MonsterResponse {
  return {
    monster,
    source: 'srd',
    suggestions: {
      themes: ['Horror', 'Steampunk', 'Fairy Tale', 'Post-Apocalyptic', 'Celestial', 'Cult', 'Noble Court'],
      environments: ['Underwater', 'Desert', 'Arctic', 'Urban', 'Jungle', 'Mountain', 'Swamp', 'Underground', 'Volcanic', 'Cosmic/Space'],
      tones: ['dark', 'whimsical', 'horror', 'heroic', 'mysterious'],
      defaultTone: 'mysterious',
      mixedTones: ['mysterious', 'whimsical', 'heroic'],
    },
  };
}

export function reskinOf(m: Monster, newName: string, overrides: Partial<Reskin> = {}): Reskin {
  return {
    id: `reskin_${newName.toLowerCase().replace(/\W+/g, '_')}`,
    originalMonster: m,
    newName,
    visualDescription: `${newName} is wrapped in soot and copper.`,
    behavioralChanges: `${newName} strikes from the smoke, then slips away.`,
    loreAdaptation: `${newName} was built in a foundry that fell silent. Hook: someone wants it back.`,
    tone: 'mysterious',
    statBlock: { ...m, name: newName },
    createdAt: '2026-01-01T12:00:00Z',
    source: 'fallback',
    fallbackReason: 'not_configured',
    ...overrides,
  };
}

export function reskinResponse(reskins: Reskin[], origin: Pick<MonsterReskinResponse, 'source' | 'fallbackReason'> = { source: 'fallback', fallbackReason: 'not_configured' }): MonsterReskinResponse {
  return { reskins, ...origin };
}

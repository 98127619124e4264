import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from '../../lib/text';
import { sanitizeEditorHtml } from '../../lib/richtext';
import {
  abilityModifier,
  descBlocks,
  formatAbility,
  formatBonus,
  formatChallenge,
  formatHitPoints,
  formatSpeed,
  reskinHtml,
  statBlockHtml,
  statBlockParts,
  typeLine,
} from './statBlock';
import { GHOST_SPEED, GOBLIN, LICH, reskinOf } from './testMonsters';

describe('numbers as the books write them', () => {
  it.each([
    [10, 0, '+0'],
    [11, 0, '+0'],
    [8, -1, '-1'],
    [9, -1, '-1'],
    [15, 2, '+2'],
    [1, -5, '-5'],
    [30, 10, '+10'],
  ])('score %i has modifier %i (%s)', (score, modifier, text) => {
    expect(abilityModifier(score)).toBe(modifier);
    expect(formatBonus(abilityModifier(score))).toBe(text);
  });

  it('writes a score with its modifier', () => {
    expect(formatAbility(10)).toBe('10 (+0)');
    expect(formatAbility(8)).toBe('8 (-1)');
    expect(formatAbility(15)).toBe('15 (+2)');
  });

  it('writes hit points with their dice', () => {
    expect(formatHitPoints(GOBLIN)).toBe('7 (2d6)');
    expect(formatHitPoints({ hitPoints: 5, hitDice: '' })).toBe('5');
  });

  it('writes the challenge with its experience', () => {
    expect(formatChallenge(GOBLIN)).toBe('1/4 (50 XP)');
    expect(formatChallenge(LICH)).toBe('21 (33,000 XP)');
    expect(formatChallenge({ challengeRating: '', cr: 0.125, xp: 25 })).toBe('1/8 (25 XP)');
    expect(formatChallenge({ challengeRating: '', cr: 0, xp: 10 })).toBe('0 (10 XP)');
    expect(formatChallenge({ challengeRating: '0', cr: 0, xp: 0 })).toBe('0 (0 XP)');
  });

  it('writes speeds walking first, then burrow, climb, fly and swim, with hover and other forms', () => {
    expect(formatSpeed({ speed: { walk: 30 } })).toBe('30 ft.');
    expect(formatSpeed({ speed: { fly: 60, walk: 30 }, hover: true })).toBe('30 ft., fly 60 ft. (hover)');
    expect(formatSpeed(GHOST_SPEED)).toBe('0 ft., fly 40 ft. (hover)');
    expect(formatSpeed({ speed: { swim: 40, climb: 40, fly: 80, walk: 40 } })).toBe('40 ft., climb 40 ft., fly 80 ft., swim 40 ft.');
    expect(formatSpeed({ speed: { fly: 60, walk: 30 } })).toBe('30 ft., fly 60 ft.');
    expect(formatSpeed({ speed: { walk: 30 }, speedNotes: '40 ft. in wolf form' })).toBe('30 ft. (40 ft. in wolf form)');
    expect(formatSpeed({ speed: {} })).toBe('0 ft.');
  });

  it('writes size, type, subtype and alignment', () => {
    expect(typeLine(GOBLIN)).toBe('Small humanoid (goblinoid), neutral evil');
    expect(typeLine(LICH)).toBe('Medium undead, any evil alignment');
  });
});

describe('statBlockParts', () => {
  it('lists only the properties a creature has, in the books order', () => {
    expect(statBlockParts(GOBLIN).properties.map((p) => p.label)).toEqual(['Skills', 'Senses', 'Languages', 'Challenge']);
    expect(statBlockParts(LICH).properties).toEqual([
      { label: 'Saving Throws', value: 'Con +10, Int +12, Wis +9' },
      { label: 'Skills', value: 'Arcana +18, History +12' },
      { label: 'Damage Resistances', value: 'cold, lightning, necrotic' },
      { label: 'Damage Immunities', value: 'poison; bludgeoning, piercing, and slashing from nonmagical weapons' },
      { label: 'Condition Immunities', value: 'charmed, exhaustion, frightened, paralyzed, poisoned' },
      { label: 'Senses', value: 'truesight 120 ft., passive Perception 19' },
      { label: 'Languages', value: 'Common plus up to five other languages' },
      { label: 'Challenge', value: '21 (33,000 XP)' },
    ]);
  });

  it('prints a dash for a creature without languages', () => {
    expect(statBlockParts({ ...GOBLIN, languages: '' }).properties.find((p) => p.label === 'Languages')?.value).toBe('—');
  });

  it('splits an entry into paragraphs and a list of spells, attack labels in italics', () => {
    expect(descBlocks(LICH.traits![0].desc)).toEqual([
      { kind: 'p', runs: [{ text: 'The lich is an 18th-level spellcaster. It has the following wizard spells prepared:' }] },
      { kind: 'ul', items: [[{ text: 'Cantrips (at will): mage hand, ray of frost' }], [{ text: '1st level (4 slots): magic missile, shield' }]] },
    ]);
    expect(descBlocks(GOBLIN.actions[0].desc)).toEqual([
      {
        kind: 'p',
        runs: [
          { text: 'Melee Weapon Attack:', em: true },
          { text: ' +4 to hit, reach 5 ft., one target. ' },
          { text: 'Hit:', em: true },
          { text: ' 5 (1d6 + 2) slashing damage.' },
        ],
      },
    ]);
    expect(descBlocks('The dragon uses one of the following breath weapons.\nFire Breath. The dragon exhales fire.\nIn a new form, it keeps its mind.')).toEqual([
      { kind: 'p', runs: [{ text: 'The dragon uses one of the following breath weapons.' }] },
      { kind: 'p', runs: [{ text: 'Fire Breath.', em: true }, { text: ' The dragon exhales fire.' }] },
      { kind: 'p', runs: [{ text: 'In a new form, it keeps its mind.' }] },
    ]);
  });
});

/** The text of HTML with its stat blocks' text in place (the document's plain text leaves stat blocks out). */
const withBlocksAsText = (html: string) => html.replace(/<div data-stat-block="">|<\/div>/g, '');

describe('statBlockHtml', () => {
  const plain = (html: string) => htmlToPlainText(withBlocksAsText(html)).split('\n');

  it('wraps the block, so the editor holds it as one stat-block node', () => {
    const html = statBlockHtml(GOBLIN);
    expect(html).toMatch(/^<div data-stat-block=""><h3>Goblin<\/h3>.*<\/div>$/);
    // Left out of the document's plain text (and word count): it is a reference block.
    expect(htmlToPlainText(`<p>Before.</p>${html}`)).toBe('Before.');
  });

  it('lays out the goblin as the Monster Manual does', () => {
    expect(plain(statBlockHtml(GOBLIN))).toEqual([
      'Goblin',
      'Small humanoid (goblinoid), neutral evil',
      'Armor Class 15',
      'Hit Points 7 (2d6)',
      'Speed 30 ft.',
      'STR 8 (-1) · DEX 14 (+2) · CON 10 (+0) · INT 10 (+0) · WIS 8 (-1) · CHA 8 (-1)',
      'Skills Stealth +6',
      'Senses darkvision 60 ft., passive Perception 9',
      'Languages Common, Goblin',
      'Challenge 1/4 (50 XP)',
      'Nimble Escape. The goblin can take the Disengage or Hide action as a bonus action on each of its turns.',
      'Actions',
      'Scimitar. Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6 + 2) slashing damage.',
      'Shortbow. Ranged Weapon Attack: +4 to hit, range 80/320 ft., one target. Hit: 5 (1d6 + 2) piercing damage.',
    ]);
  });

  it('uses headings, bold labels and italics the editor keeps', () => {
    const html = statBlockHtml(GOBLIN);
    expect(html).toContain('<h3>Goblin</h3>');
    expect(html).toContain('<p><em>Small humanoid (goblinoid), neutral evil</em></p>');
    expect(html).toContain('<strong>Armor Class</strong> 15<br><strong>Hit Points</strong> 7 (2d6)<br><strong>Speed</strong> 30 ft.');
    expect(html).toContain('<strong>STR</strong> 8 (-1)');
    expect(html).toContain('<strong>Challenge</strong> 1/4 (50 XP)');
    expect(html).toContain('<p><strong><em>Scimitar.</em></strong> <em>Melee Weapon Attack:</em> +4 to hit');
    expect(html).toContain('<h3>Actions</h3>');
    // Nothing the editor's sanitiser would drop.
    expect(sanitizeEditorHtml(html)).toBe(html);
    expect(statBlockHtml(GOBLIN, { headingLevel: 2 })).toMatch(/^<div data-stat-block=""><h2>Goblin<\/h2>/);
  });

  it('adds reactions and legendary actions with their introduction, and lists spells', () => {
    const lines = plain(statBlockHtml(LICH));
    expect(lines).toContain('Armor Class 17 (natural armor)');
    expect(lines).toContain('Cantrips (at will): mage hand, ray of frost');
    expect(lines.slice(lines.indexOf('Reactions'))).toEqual([
      'Reactions',
      'Parry. The lich adds 3 to its AC against one melee attack that would hit it.',
      'Legendary Actions',
      'The lich can take 3 legendary actions, choosing from the options below.',
      'Cantrip. The lich casts a cantrip.',
      'Disrupt Life (Costs 3 Actions). Each living creature within 20 feet of the lich must make a DC 18 Constitution saving throw.',
    ]);
    const html = statBlockHtml(LICH);
    expect(html).toContain('<ul><li><p>Cantrips (at will): mage hand, ray of frost</p></li>');
    expect(sanitizeEditorHtml(html)).toBe(html);
  });

  it('escapes text, so a name cannot smuggle markup in', () => {
    const html = statBlockHtml({ ...GOBLIN, name: 'Gob<script>alert(1)</script>lin & Co' });
    expect(html).toContain('<h3>Gob&lt;script&gt;alert(1)&lt;/script&gt;lin &amp; Co</h3>');
    expect(html).not.toContain('<script>');
  });
});

describe('reskinHtml', () => {
  it('puts the new name, the story and the stat block it runs with', () => {
    const reskin = reskinOf(GOBLIN, 'Soot Imp', { tone: 'dark', theme: 'Steampunk', environment: 'Urban' });
    const lines = htmlToPlainText(withBlocksAsText(reskinHtml(reskin))).split('\n');
    expect(lines.slice(0, 5)).toEqual([
      'Soot Imp',
      'A dark re-skin of the Goblin, theme Steampunk, environment Urban. Its statistics are unchanged.',
      'Appearance. Soot Imp is wrapped in soot and copper.',
      'Behavior. Soot Imp strikes from the smoke, then slips away.',
      'Lore. Soot Imp was built in a foundry that fell silent. Hook: someone wants it back.',
    ]);
    expect(lines).toContain('Armor Class 15');
    expect(lines).toContain('Hit Points 7 (2d6)');
    expect(lines).toContain('Challenge 1/4 (50 XP)');
    expect(lines[5]).toBe('Soot Imp');
    const html = reskinHtml(reskin);
    expect(html.startsWith('<h2>Soot Imp</h2>')).toBe(true);
    expect(sanitizeEditorHtml(html)).toBe(html);
  });

  it('keeps a model\'s paragraphs apart and its markup inert', () => {
    const reskin = reskinOf(GOBLIN, 'Ash <b>Wight</b>', { visualDescription: 'First look.\n\nSecond look.' });
    const html = reskinHtml(reskin);
    expect(html).toContain('<p><strong>Appearance.</strong> First look.</p><p>Second look.</p>');
    expect(html).toContain('<h2>Ash &lt;b&gt;Wight&lt;/b&gt;</h2>');
  });
});

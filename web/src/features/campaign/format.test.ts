import { describe, expect, it } from 'vitest';
import { toSafeEditorHtml } from '../../lib/richtext';
import { actionNumbers, campaignHtml, creatureLine, describeChange, highlightsOf, minutes, ratingHeadline, ratingNumbers } from './format';
import { testCampaign } from './testCampaign';

describe('campaignHtml', () => {
  it('has a heading per section, encounters with type, duration and difficulty, NPC and location lists', () => {
    const html = campaignHtml(testCampaign());
    expect(html).toContain('<h1>The Sunken Crown</h1>');
    expect(html).toContain('<p><em>2 h session · 4 players · level 3 · Medium difficulty</em></p>');
    for (const heading of ['Introduction', 'Plot Hooks', 'Encounters', 'NPCs', 'Locations', 'Conclusion', 'Pacing Notes']) {
      expect(html).toContain(`<h2>${heading}</h2>`);
    }
    expect(html).toContain('<h3>Encounter 2: Sahuagin Raid</h3><p><em>Combat · 40 min · difficulty 7/10 · hard for the party</em></p>');
    expect(html).toContain('<h3>Encounter 3: The Drowned Chapel (optional)</h3>');
    expect(html).toContain('<li><strong>Maren Holt</strong> (Human, harbourmaster): Salt-grey beard. Personality: gruff Motivation: save the town</li>');
    expect(html).toContain('<li><strong>Gullhaven</strong> (fishing town): Grey roofs and gulls.</li>');
    // Paragraphs stay paragraphs.
    expect(html).toContain('<p>The fishing town of Gullhaven has lost its crown to the sea.</p><p>The bells ring at night.</p>');
  });

  it("lists each fight's creatures with count, CR and XP, and its difficulty for the party with the numbers", () => {
    const html = campaignHtml(testCampaign());
    expect(html).toContain(
      '<p><strong>Creatures:</strong></p><ul><li>6 × Sahuagin · CR 1/2 · 100 XP each (600)</li><li>Sahuagin Tide-Priest · not an SRD creature, not counted</li></ul>',
    );
    expect(html).toContain(
      '<p><strong>Hard for 4 level-3 characters:</strong> 1,200 adjusted XP (600 XP of monsters × 2 for 6 monsters). ' +
        'Thresholds: easy 300 · medium 600 · hard 900 · deadly 1,600. Not counted: Sahuagin Tide-Priest.</p>',
    );
  });

  it("ends with the stat blocks: AC, HP with dice, speed, CR with XP, the main actions; a model's own block sanitised", () => {
    const html = campaignHtml(testCampaign());
    const blocks = html.slice(html.indexOf('<h2>Stat Blocks</h2>'));
    expect(html.indexOf('<h2>Stat Blocks</h2>')).toBeGreaterThan(html.indexOf('<h2>Pacing Notes</h2>'));
    expect(blocks).toContain(
      '<h3>Sahuagin</h3><p><em>Medium humanoid (sahuagin) · CR 1/2 (100 XP)</em></p><p>AC 12 · HP 22 (4d8 + 4) · Speed 30 ft., swim 40 ft.</p>' +
        '<ul><li><strong>Multiattack:</strong> two melee attacks: one with its bite and one with its claws or spear</li><li><strong>Bite:</strong> +3 to hit, 3 (1d4 + 1) piercing</li></ul>',
    );
    expect(blocks).toContain('<h3>Sahuagin Tide-Priest</h3><p><em>Medium humanoid · CR 2</em></p><p>AC 13, HP 33</p>');
    expect(blocks).not.toContain('<script');
    expect(campaignHtml(testCampaign({ statBlocks: [] }))).not.toContain('Stat Blocks');
  });

  it('escapes model text, so it survives the editor sanitiser as text', () => {
    const evil = testCampaign({ title: '<img src=x onerror=alert(1)>', introduction: '<script>alert(1)</script> & "friends"' });
    const html = campaignHtml(evil);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;');
    const safe = toSafeEditorHtml(html);
    expect(safe).not.toMatch(/<img|<script/);
    expect(safe).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it('leaves out empty optional sections', () => {
    const html = campaignHtml(testCampaign({ plotHooks: [], npcs: [], locations: [], pacingNotes: [] }));
    expect(html).not.toContain('<h2>Plot Hooks</h2>');
    expect(html).not.toContain('<h2>NPCs</h2>');
    expect(html).not.toContain('<h2>Locations</h2>');
  });
});

describe('the words for changes', () => {
  it('describes each kind of change', () => {
    expect(describeChange({ kind: 'renamed', section: 'npcs', id: 'n1', name: 'Captain Vell', before: 'Maren Holt' })).toBe('NPC renamed from “Maren Holt” to “Captain Vell”');
    expect(describeChange({ kind: 'renamed', section: 'title', name: 'New', before: 'Old' })).toBe('Title renamed from “Old” to “New”');
    expect(describeChange({ kind: 'added', section: 'locations', id: 'l2', name: 'The Reef' })).toBe('Location added: “The Reef”');
    expect(describeChange({ kind: 'removed', section: 'encounters', id: 'e3', name: 'The Drowned Chapel' })).toBe('Encounter removed: “The Drowned Chapel”');
    expect(describeChange({ kind: 'changed', section: 'encounters', id: 'e2', name: 'Sahuagin Raid', fields: ['difficultyLevel', 'notes'] })).toBe(
      'Encounter “Sahuagin Raid” changed (difficulty, notes)',
    );
    expect(describeChange({ kind: 'changed', section: 'introduction' })).toBe('Introduction changed');
  });

  it('highlights changed items by id and whole sections otherwise, never removed ones', () => {
    const h = highlightsOf([
      { kind: 'changed', section: 'encounters', id: 'e2' },
      { kind: 'changed', section: 'introduction' },
      { kind: 'removed', section: 'npcs', id: 'n1' },
    ]);
    expect([...h.ids]).toEqual(['e2']);
    expect([...h.sections]).toEqual(['introduction']);
  });

  it('says minutes and fight ratings plainly', () => {
    expect(minutes(45)).toBe('45 min');
    expect(minutes(120)).toBe('2 h');
    expect(minutes(150)).toBe('2 h 30 min');
    const rating = { monsterCount: 1, baseXp: 1800, multiplier: 1, adjustedXp: 1800, thresholds: { easy: 1000, medium: 2000, hard: 3000, deadly: 4400 }, difficulty: 'easy' } as const;
    expect(ratingHeadline(rating, { playerCount: 4, characterLevel: 5 })).toBe('Easy for 4 level-5 characters');
    expect(ratingNumbers(rating)).toBe('1,800 adjusted XP (1,800 XP of monsters × 1 for 1 monster). Thresholds: easy 1,000 · medium 2,000 · hard 3,000 · deadly 4,400.');
    expect(creatureLine({ name: 'Young Red Dragon', count: 1, challengeRating: '10', xp: 5900 })).toBe('Young Red Dragon · CR 10 · 5,900 XP');
    expect(actionNumbers({ name: 'Fire Breath', save: 'DC 17 Dexterity', damage: '56 (16d6) fire' })).toBe('DC 17 Dexterity save, 56 (16d6) fire');
    expect(actionNumbers({ name: 'Spellcasting', toHit: '+6', save: 'spell save DC 14' })).toBe('+6 to hit, spell save DC 14');
  });
});

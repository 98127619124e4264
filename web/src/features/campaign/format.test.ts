import { describe, expect, it } from 'vitest';
import { toSafeEditorHtml } from '../../lib/richtext';
import { campaignHtml, describeChange, highlightsOf, minutes, ratingSummary } from './format';
import { testCampaign } from './testCampaign';

describe('campaignHtml', () => {
  it('has a heading per section, encounters with type, duration and difficulty, NPC and location lists', () => {
    const html = campaignHtml(testCampaign());
    expect(html).toContain('<h1>The Sunken Crown</h1>');
    expect(html).toContain('<p><em>2 h session · 4 players · level 3 · Medium difficulty</em></p>');
    for (const heading of ['Introduction', 'Plot Hooks', 'Encounters', 'NPCs', 'Locations', 'Conclusion', 'Pacing Notes']) {
      expect(html).toContain(`<h2>${heading}</h2>`);
    }
    expect(html).toContain('<h3>Encounter 2: Sahuagin Raid</h3><p><em>Combat · 40 min · difficulty 7/10 · medium for the party</em></p>');
    expect(html).toContain('<p><strong>Monsters:</strong> 6 × Sahuagin</p>');
    expect(html).toContain('<h3>Encounter 3: The Drowned Chapel (optional)</h3>');
    expect(html).toContain('<li><strong>Maren Holt</strong> (Human, harbourmaster): Salt-grey beard. Personality: gruff Motivation: save the town</li>');
    expect(html).toContain('<li><strong>Gullhaven</strong> (fishing town): Grey roofs and gulls.</li>');
    // Paragraphs stay paragraphs.
    expect(html).toContain('<p>The fishing town of Gullhaven has lost its crown to the sea.</p><p>The bells ring at night.</p>');
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
    expect(ratingSummary({ monsterCount: 6, baseXp: 600, multiplier: 2, adjustedXp: 1200, difficulty: 'medium', unrated: ['Sea Hag Queen'] })).toBe(
      'Medium for the party: 600 XP × 2 = 1,200 adjusted XP; not counted: Sea Hag Queen',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { toSafeEditorHtml } from '../../lib/richtext';
import { becomingTitle, characterLine, fullBackgroundHtml, fullBackgroundText, inventedNamesIn, resultTabs, sectionHtml, sectionText, storyLine } from './sections';
import { plainBackground, testBackground } from './testBackground';

const sectionOf = (id: string) =>
  resultTabs(testBackground())
    .flatMap((t) => t.sections)
    .find((s) => s.id === id)!;

describe('resultTabs', () => {
  it('has the four tabs always, and Secrets, Plot Hooks, Relationships and Mechanics when the background has them', () => {
    expect(resultTabs(testBackground()).map((t) => t.label)).toEqual([
      'Overview',
      'History',
      'Personality',
      'Goals & Motivations',
      'Secrets',
      'Plot Hooks',
      'Relationships',
      'Mechanics',
    ]);
    expect(resultTabs(plainBackground()).map((t) => t.label)).toEqual(['Overview', 'History', 'Personality', 'Goals & Motivations']);
    expect(resultTabs(testBackground({ secrets: [], plotHooks: undefined })).map((t) => t.id)).not.toContain('secrets');
  });

  it('puts each part of the background in a section of its tab', () => {
    const sections = Object.fromEntries(resultTabs(testBackground()).map((t) => [t.id, t.sections.map((s) => s.title)]));
    expect(sections).toEqual({
      overview: ['Character Concept', 'Background Summary', 'Possessions'],
      history: ['Early Life', 'Formative Events', 'Recent Past', 'How They Became a Warlock'],
      personality: ['Personality Traits', 'Ideals', 'Bonds', 'Flaws', 'Mannerisms', 'Fears'],
      goals: ['Motivations', 'Goals'],
      secrets: ['Secrets'],
      plotHooks: ['Plot Hooks'],
      relationships: ['Relationships'],
      mechanics: ['Mechanical Elements'],
    });
  });

  it('leaves out a section with nothing in it', () => {
    const tabs = resultTabs(testBackground({ fears: [], personalHistory: { ...testBackground().personalHistory, recentPast: '' } }));
    const titles = tabs.flatMap((t) => t.sections.map((s) => s.title));
    expect(titles).not.toContain('Fears');
    expect(titles).not.toContain('Recent Past');
  });
});

describe('titles and lines', () => {
  it('name the character from the request', () => {
    const b = testBackground();
    expect(characterLine(b)).toBe('Level 3 Tiefling Warlock');
    expect(storyLine(b)).toBe('Folk Hero background, Chaotic Good; a dark, gritty story from a rural setting.');
    expect(storyLine(testBackground({ request: { ...b.request, alignment: undefined, setting: 'custom', customSetting: 'A drowned city' } }))).toBe(
      'Folk Hero background; a dark, gritty story from a custom setting (A drowned city).',
    );
    expect(becomingTitle(testBackground({ request: { ...b.request, characterClass: 'Artificer' } }))).toBe('How They Became an Artificer');
    expect(becomingTitle(testBackground({ request: { ...b.request, characterClass: 'Custom' } }))).toBe('How They Became Their Class');
  });
});

describe('sectionHtml', () => {
  it('is a heading and a paragraph, or a heading and a list', () => {
    expect(sectionHtml(sectionOf('characterConcept'))).toBe('<h3>Character Concept</h3><p>A horned farmhand who bargained with a devil to save a village.</p>');
    expect(sectionHtml(sectionOf('possessions'))).toBe('<h3>Possessions</h3><ul><li>A shovel</li><li>A contract in ink that will not fade</li></ul>');
  });

  it('labels the parts of a section', () => {
    expect(sectionHtml(sectionOf('motivations'))).toBe(
      '<h3>Motivations</h3><p><strong>Primary:</strong> To stay ahead of the debt</p><p><strong>Secondary</strong></p><ul><li>To be welcome somewhere</li></ul>',
    );
  });

  it('writes each entry of an optional part with its facts', () => {
    expect(sectionHtml(sectionOf('plotHooks'))).toBe(
      '<h3>Plot Hooks</h3><p><strong>The Collector Calls</strong> <em>(Rival, High urgency)</em></p><p>A smiling collector asks for a small favour.</p>' +
        '<p><strong>DM guidance:</strong> Make refusing costly.</p><p><strong>Potential outcomes</strong></p><ul><li>The debt grows</li></ul>',
    );
    expect(sectionHtml(sectionOf('mechanicalElements'))).toContain('<p><strong>Rustic Hospitality</strong> <em>(Feature, Background: Folk Hero)</em></p>');
  });

  it("shows the server's placeholder for an asked-for part the model left out", () => {
    const placeholders = testBackground({
      secrets: [{ type: '', description: 'No secrets were provided.', severity: '', potentialConsequences: [] }],
      relationships: [{ name: '', relationship: '', description: 'No relationships were provided.', currentStatus: '', importance: '', plotPotential: '' }],
    });
    const sections = resultTabs(placeholders).flatMap((t) => t.sections);
    expect(sectionHtml(sections.find((s) => s.id === 'secrets')!)).toBe('<h3>Secrets</h3><p>No secrets were provided.</p>');
    expect(sectionHtml(sections.find((s) => s.id === 'relationships')!)).toBe('<h3>Relationships</h3><p>No relationships were provided.</p>');
    expect(sectionText(sections.find((s) => s.id === 'relationships')!)).toBe('RELATIONSHIPS\n\nNo relationships were provided.');
  });

  it('escapes model text and survives the editor sanitiser unchanged', () => {
    const evil = testBackground({ characterConcept: 'A <script>alert(1)</script> & "friends"' });
    const html = sectionHtml(resultTabs(evil)[0].sections[0]);
    expect(html).toBe('<h3>Character Concept</h3><p>A &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;</p>');
    const full = fullBackgroundHtml(testBackground());
    expect(toSafeEditorHtml(full)).toBe(full.replace(/&quot;/g, '"').replace(/&#39;/g, "'"));
  });
});

describe('the full background', () => {
  it('is a title, the story line and every section in tab order', () => {
    const html = fullBackgroundHtml(testBackground());
    expect(html.startsWith('<h2>Character Background: Level 3 Tiefling Warlock</h2><p><em>Folk Hero background, Chaotic Good; a dark, gritty story from a rural setting.</em></p><h3>Character Concept</h3>')).toBe(true);
    const headings = [...html.matchAll(/<h3>([^<]*)<\/h3>/g)].map((m) => m[1]);
    expect(headings).toEqual([
      'Character Concept',
      'Background Summary',
      'Possessions',
      'Early Life',
      'Formative Events',
      'Recent Past',
      'How They Became a Warlock',
      'Personality Traits',
      'Ideals',
      'Bonds',
      'Flaws',
      'Mannerisms',
      'Fears',
      'Motivations',
      'Goals',
      'Secrets',
      'Plot Hooks',
      'Relationships',
      'Mechanical Elements',
    ]);
    expect(fullBackgroundHtml(plainBackground())).not.toContain('Plot Hooks');
  });

  it('reads the same as plain text, for the clipboard', () => {
    const text = fullBackgroundText(testBackground());
    expect(text.split('\n\n').slice(0, 3)).toEqual([
      'Character Background: Level 3 Tiefling Warlock',
      'Folk Hero background, Chaotic Good; a dark, gritty story from a rural setting.',
      'CHARACTER CONCEPT',
    ]);
    expect(sectionText(sectionOf('possessions'))).toBe('POSSESSIONS\n\n- A shovel\n- A contract in ink that will not fade');
    expect(sectionText(sectionOf('relationships'))).toBe(
      'RELATIONSHIPS\n\nArt, Sibling (Central)\nStayed behind.\nCurrent status: Writes rarely\nPlot potential: Could be threatened.',
    );
    for (const heading of ['EARLY LIFE', 'PLOT HOOKS', 'MECHANICAL ELEMENTS']) expect(text).toContain(`\n\n${heading}\n\n`);
  });
});

describe('inventedNamesIn', () => {
  const background = () => ({
    ...testBackground(),
    relationships: [
      { name: 'Art', relationship: 'Sibling', description: '', currentStatus: '', importance: 'central', plotPotential: '' },
      { name: "Mira Vell'ari", relationship: 'Mentor', description: '', currentStatus: '', importance: 'minor', plotPotential: '' },
      { name: '', relationship: 'Placeholder', description: 'No relationships were provided.', currentStatus: '', importance: 'minor', plotPotential: '' },
    ],
  });
  it('gives the names the inserted text uses, whole words only, once each', () => {
    expect(inventedNamesIn(background(), "Art and Mira Vell'ari wait; Art writes.")).toEqual(['Art', "Mira Vell'ari"]);
    expect(inventedNamesIn(background(), 'An artisan of the Arts guild.')).toEqual([]);
    expect(inventedNamesIn(background(), 'Nobody is named here.')).toEqual([]);
  });
});


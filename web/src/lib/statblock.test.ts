import {
  readAbilityLine,
  readsAsRulesText,
  readStatBlock,
  renderStatBlock,
  statBlockWrapperHtml,
  wrapLegacyStatBlocksInHtml,
} from './statblock';

const HEAD = '<h3>Goblin</h3><p><em>Small humanoid (goblinoid), neutral evil</em></p>';
const NUMBERS = '<hr><p><strong>Armor Class</strong> 15<br><strong>Hit Points</strong> 7 (2d6)<br><strong>Speed</strong> 30 ft.</p>';
const ABILITIES = '<hr><p><strong>STR</strong> 8 (-1) · <strong>DEX</strong> 14 (+2) · <strong>CON</strong> 10 (+0) · <strong>INT</strong> 10 (+0) · <strong>WIS</strong> 8 (-1) · <strong>CHA</strong> 8 (-1)</p>';
const ACTIONS = '<h3>Actions</h3><p><strong><em>Scimitar.</em></strong> <em>Melee Weapon Attack:</em> +4 to hit. <em>Hit:</em> 5 (1d6 + 2) slashing damage.</p>';
const FULL = `${HEAD}${NUMBERS}${ABILITIES}${ACTIONS}`;

/** The wrapped blocks' inner HTML and what stays outside them, in order. */
function wrapped(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = wrapLegacyStatBlocksInHtml(html);
  return Array.from(template.content.children).map((c) => (c.hasAttribute('data-stat-block') ? `[block ${c.querySelector('h1,h2,h3')?.textContent}]` : c.outerHTML));
}

describe('stat blocks written before the wrapper', () => {
  it('are wrapped from the name to the last action', () => {
    expect(wrapped(`<p>Before.</p>${FULL}<h2>Next Chapter</h2>`)).toEqual(['<p>Before.</p>', '[block Goblin]', '<h2>Next Chapter</h2>']);
  });

  it('take in the six abilities written as a table (a model’s Markdown), and read them as the abilities', () => {
    const table =
      '<hr><table><thead><tr><th>STR</th><th>DEX</th><th>CON</th><th>INT</th><th>WIS</th><th>CHA</th></tr></thead>' +
      '<tbody><tr><td>8 (-1)</td><td>14 (+2)</td><td>10 (+0)</td><td>10 (+0)</td><td>8 (-1)</td><td>8 (-1)</td></tr></tbody></table>';
    expect(wrapped(`${HEAD}${NUMBERS}${table}${ACTIONS}<p>The goblins flee.</p>`)).toEqual(['[block Goblin]', '<p>The goblins flee.</p>']);
    const element = document.createElement('div');
    element.innerHTML = `${HEAD}${NUMBERS}${table}${ACTIONS}`;
    expect(readStatBlock(element).parts.find((part) => part.kind === 'abilities')).toEqual({
      kind: 'abilities',
      scores: [
        { ability: 'STR', score: '8 (-1)' },
        { ability: 'DEX', score: '14 (+2)' },
        { ability: 'CON', score: '10 (+0)' },
        { ability: 'INT', score: '10 (+0)' },
        { ability: 'WIS', score: '8 (-1)' },
        { ability: 'CHA', score: '8 (-1)' },
      ],
    });
    // Any other table ends the block, and stays a table.
    expect(wrapped(`${HEAD}${NUMBERS}${ACTIONS}<table><tbody><tr><td>d6</td><td>Loot</td></tr></tbody></table>`)).toEqual([
      '[block Goblin]',
      '<table><tbody><tr><td>d6</td><td>Loot</td></tr></tbody></table>',
    ]);
  });

  it("keep the document's own paragraph after them outside", () => {
    expect(wrapped(`${FULL}<p>The goblins flee when their boss falls.</p>`)).toEqual(['[block Goblin]', '<p>The goblins flee when their boss falls.</p>']);
  });

  it("take the last entry's closing rules paragraphs, up to the last one that reads as rules", () => {
    const swallow = '<p><strong><em>Swallow.</em></strong> The toad makes one bite attack.</p><p>The swallowed target is blinded and restrained.</p><p>It remembers the smell of the swamp.</p><p>If the toad dies, a swallowed creature can escape using 5 feet of movement.</p><p>The heroes ride on at dawn.</p>';
    expect(wrapped(`${HEAD}${NUMBERS}${ABILITIES}<h3>Actions</h3>${swallow}`)).toEqual(['[block Goblin]', '<p>The heroes ride on at dawn.</p>']);
  });

  it('find a campaign\u2019s compact block: name, type line, AC and HP, the actions', () => {
    const compact = '<h3>Wolf</h3><p><em>Medium beast · CR 1/4 (50 XP)</em></p><p>AC 13 · HP 11 (2d8 + 2) · Speed 40 ft.</p><ul><li><strong>Bite:</strong> +4 to hit, 7 (2d4 + 2) piercing</li></ul>';
    expect(wrapped(`${compact}<p>Wolves hunt in packs.</p>`)).toEqual(['[block Wolf]', '<p>Wolves hunt in packs.</p>']);
  });

  it.each([
    ['a heading and an italic line with no numbers', `${HEAD}<p>Goblins are small.</p>`],
    ['a rule but no Armor Class line', `${HEAD}<hr><p>Armor of the ancients.</p>`],
    ['Armor Class not in bold', `${HEAD}<hr><p>Armor Class 15</p>`],
    ['no italic type line', '<h3>Goblin</h3><p>Small humanoid</p><hr><p><strong>Armor Class</strong> 15</p>'],
    ['"AC" in prose', `${HEAD}<p>AC 15 is hard to hit for a level 1 party.</p>`],
    ['an Actions heading alone', '<h3>Actions</h3><p><em>Small humanoid</em></p><hr><p><strong>Armor Class</strong> 15</p>'],
  ])('are not found in %s', (_name, html) => {
    expect(wrapped(html).some((part) => part.startsWith('[block'))).toBe(false);
  });

  it('leave HTML without one untouched (not even re-serialised)', () => {
    const html = '<p>Some <b>text</b> &amp; more</p>';
    expect(wrapLegacyStatBlocksInHtml(html)).toBe(html);
  });
});

describe('rules text', () => {
  it.each([
    'If the saving throw is successful, the target takes half the damage.',
    'A target that successfully saves is immune to this harpy\u2019s song for the next 24 hours.',
    'The stirge detaches after it drains 10 hit points of blood.',
    'A new shadow rises from the corpse 1d4 hours later.',
    'The dryad can have no more than one humanoid charmed at a time.',
    'A duplicate has the cloaker\u2019s AC and uses its saving throws.',
  ])('%s reads as rules', (text) => {
    expect(readsAsRulesText(text)).toBe(true);
  });
  it.each([
    'The heroes ride on at dawn.',
    'Klarg saves the best loot for himself.',
    'Save the princess before the bell tolls.',
    'The party reaches Phandalin after three days on the road.',
    'Sildar Hallwinter is grateful and pays 50 gold pieces.',
  ])('%s does not', (text) => {
    expect(readsAsRulesText(text)).toBe(false);
  });
});

describe('reading a block for display', () => {
  it('finds the name, the type line, rules, the abilities and section titles', () => {
    const template = document.createElement('template');
    template.innerHTML = statBlockWrapperHtml(FULL, 'wide');
    const view = readStatBlock(template.content.firstElementChild!);
    expect(view).toMatchObject({ name: 'Goblin', subtitle: 'Small humanoid (goblinoid), neutral evil', layout: 'wide' });
    expect(view.parts.map((p) => p.kind)).toEqual(['rule', 'html', 'rule', 'abilities', 'section', 'html']);
  });

  it('reads the six abilities in any common separator, and nothing else as abilities', () => {
    expect(readAbilityLine('STR 8 (-1) · DEX 14 (+2) · CON 10 (+0) · INT 10 (+0) · WIS 8 (-1) · CHA 8 (-1)')?.map((a) => a.score)).toEqual(['8 (-1)', '14 (+2)', '10 (+0)', '10 (+0)', '8 (-1)', '8 (-1)']);
    expect(readAbilityLine('STR 18 (+4) | DEX 10 (+0) | CON 16 (+3) | INT 3 (−4) | WIS 6 (−2) | CHA 5 (−3)')).not.toBeNull();
    expect(readAbilityLine('STR 8 (-1) · DEX 14 (+2)')).toBeNull();
    expect(readAbilityLine('STR 8 (-1) · DEX 14 (+2) · CON 10 (+0) · INT 10 (+0) · WIS 8 (-1) · CHA 8 (-1) and a goblin')).toBeNull();
  });

  it('renders text as text: a name cannot smuggle markup in', () => {
    const template = document.createElement('template');
    template.innerHTML = statBlockWrapperHtml('<h3>&lt;img src=x onerror=alert(1)&gt;</h3><p>x<img src=x onerror="alert(2)"></p>');
    const rendered = renderStatBlock(document, readStatBlock(template.content.firstElementChild!));
    expect(rendered.querySelector('img')).toBeNull();
    expect(rendered.querySelector('.lw-stat-block__name')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(rendered.getAttribute('aria-label')).toBe('<img src=x onerror=alert(1)> stat block');
  });
});

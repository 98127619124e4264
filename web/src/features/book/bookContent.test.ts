import { buildBook, isNoteParagraph, isReadAloudParagraph, type BookInput } from './bookContent';

const STAT_BLOCK =
  '<h3>Goblin</h3><p><em>Small humanoid (goblinoid), neutral evil</em></p><hr>' +
  '<p><strong>Armor Class</strong> 15 (leather armor, shield)<br><strong>Hit Points</strong> 7 (2d6)<br><strong>Speed</strong> 30 ft.</p><hr>' +
  '<p><strong>STR</strong> 8 (-1) · <strong>DEX</strong> 14 (+2) · <strong>CON</strong> 10 (+0) · <strong>INT</strong> 10 (+0) · <strong>WIS</strong> 8 (-1) · <strong>CHA</strong> 8 (-1)</p><hr>' +
  '<p><strong>Skills</strong> Stealth +6<br><strong>Challenge</strong> 1/4 (50 XP)</p><hr>' +
  '<p><strong><em>Nimble Escape.</em></strong> The goblin can take the Disengage or Hide action as a bonus action.</p>' +
  '<h3>Actions</h3><p><strong><em>Scimitar.</em></strong> <em>Melee Weapon Attack:</em> +4 to hit, reach 5 ft., one target. <em>Hit:</em> 5 (1d6 + 2) slashing damage.</p>';

const LONG = 'The road to Phandalin winds through the Sword Mountains, where goblins wait in the brush and the wind smells of rain.';

function book(html: string, extra: Partial<BookInput> = {}) {
  const { fragment, toc } = buildBook({ title: 'Lost Mine of Phandelver', kicker: 'A Dungeons & Dragons Adventure', html, ...extra });
  const root = document.createElement('div');
  root.append(fragment);
  return { root, toc, body: root.querySelector('.lw-book-body')! };
}

describe('the cover', () => {
  it('shows the kicker, the title, the description and the author, in a frame', () => {
    const { root } = book('<p>x</p>', { description: 'A starter adventure.', author: 'Gary Gygax' });
    const cover = root.querySelector('.lw-book-cover')!;
    expect(cover.getAttribute('aria-label')).toBe('Cover');
    expect(cover.querySelector('.lw-book-cover__kicker')?.textContent).toBe('A Dungeons & Dragons Adventure');
    expect(cover.querySelector('h1')?.textContent).toBe('Lost Mine of Phandelver');
    expect(cover.querySelector('.lw-book-cover__description')?.textContent).toBe('A starter adventure.');
    expect(cover.querySelector('.lw-book-cover__author')?.textContent).toBe('By Gary Gygax');
  });

  it('leaves out what is not given', () => {
    const cover = book('<p>x</p>').root.querySelector('.lw-book-cover')!;
    expect(cover.querySelector('.lw-book-cover__description')).toBeNull();
    expect(cover.querySelector('.lw-book-cover__author')).toBeNull();
  });

  it('comes first, then the contents, then the text', () => {
    expect(Array.from(book('<p>x</p>').root.children).map((c) => c.className)).toEqual(['lw-book-cover', 'lw-book-toc', 'lw-book-body']);
  });
});

describe('the contents', () => {
  it('lists chapters and sections with links to their headings (the page numbers come from the layout)', () => {
    const { root, toc } = book('<h2>Goblin Arrows</h2><p>a</p><h3>Goblin Ambush</h3><p>b</p><h2>Phandalin</h2><h3>Town Square</h3><h3>Town Square</h3>');
    expect(toc).toEqual([
      { id: 'lw-goblin-arrows', level: 1, text: 'Goblin Arrows' },
      { id: 'lw-goblin-ambush', level: 2, text: 'Goblin Ambush' },
      { id: 'lw-phandalin', level: 1, text: 'Phandalin' },
      { id: 'lw-town-square', level: 2, text: 'Town Square' },
      { id: 'lw-town-square-2', level: 2, text: 'Town Square' },
    ]);
    const links = Array.from(root.querySelectorAll<HTMLAnchorElement>('.lw-book-toc a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(toc.map((entry) => `#${entry.id}`));
    for (const entry of toc) expect(root.querySelector(`#${entry.id}`)?.textContent).toBe(entry.text);
    expect(root.querySelector('.lw-book-toc')?.getAttribute('aria-labelledby')).toBe('lw-book-toc-title');
  });

  it('says so when the document has no headings', () => {
    expect(book('<p>Just text.</p>').root.querySelector('.lw-book-toc')?.textContent).toContain('This document has no headings yet.');
  });
});

describe('the text', () => {
  it('does not repeat the title the document opens with (the cover has it)', () => {
    const { body } = book('<h1>Lost Mine of Phandelver</h1><h2>Introduction</h2><p>x</p><h2>Part 1</h2><p>y</p>');
    expect(Array.from(body.querySelectorAll('h2,h3,h4')).map((h) => h.textContent)).toEqual(['Introduction', 'Part 1']);
  });

  it('takes chapters at the highest heading level used more than once; a single top heading is a title above them', () => {
    const { body } = book('<h1>The Quest</h1><h2>Introduction</h2><h3>Hooks</h3><h2>Encounters</h2><h3>The Ford</h3>');
    expect(Array.from(body.querySelectorAll('.lw-book-heading')).map((h) => `${h.tagName}:${h.textContent}`)).toEqual([
      'H2:The Quest',
      'H2:Introduction',
      'H3:Hooks',
      'H2:Encounters',
      'H3:The Ford',
    ]);
  });

  it('puts a drop cap on the first real paragraph of each chapter, past lines of details and boxes', () => {
    const { body } = book(
      `<h2>Introduction</h2><p><em>5 min</em></p><blockquote><p>Read this aloud.</p></blockquote><p>${LONG}</p><p>${LONG}</p><h3>Hooks</h3><p>${LONG}</p><h2>Part 1</h2><ul><li><p>${LONG}</p></li></ul><p>${LONG}</p>`,
    );
    const capped = Array.from(body.querySelectorAll('.lw-book-drop-cap'));
    expect(capped).toHaveLength(1);
    expect(capped[0].previousElementSibling?.className).toBe('lw-book-read-aloud');
  });

  it('gives no drop cap to a short line or one that opens with a number', () => {
    const { body } = book(`<h2>Part 1</h2><p>Short.</p><h2>Part 2</h2><p>4 hours ${LONG}</p>`);
    expect(body.querySelectorAll('.lw-book-drop-cap')).toHaveLength(0);
  });

  it('boxes quotes as read-aloud text, and a quote that opens with a heading as a sidebar', () => {
    const { body } = book('<blockquote><p>The wind howls.</p></blockquote><blockquote><h3>Variant: Goblin Traps</h3><p>Hide a snare.</p></blockquote>');
    const readAloud = body.querySelector('aside.lw-book-read-aloud')!;
    expect(readAloud.getAttribute('aria-label')).toBe('Read aloud');
    expect(readAloud.textContent).toBe('The wind howls.');
    const sidebar = body.querySelector('aside.lw-book-sidebar')!;
    expect(sidebar.querySelector('.lw-book-sidebar__title')?.textContent).toBe('Variant: Goblin Traps');
    expect(sidebar.querySelector('h3')).toBeNull();
    expect(sidebar.textContent).toContain('Hide a snare.');
  });

  it('boxes a paragraph labelled "Read aloud:" as read-aloud text', () => {
    const { body } = book('<p>Read aloud: Banners snap in the wind over Fort Graywatch.</p><p>Reading aloud is fun for the table.</p>');
    expect(body.querySelectorAll('aside.lw-book-read-aloud')).toHaveLength(1);
    expect(body.querySelector('aside.lw-book-read-aloud')?.textContent).toContain('Banners snap');
  });

  it('tints notes: a paragraph led by a bold note label', () => {
    const { body } = book('<p><strong>Notes:</strong> The goblins flee at half strength.</p><p><strong>DM Tip.</strong> Roll in the open.</p><p><strong>Klarg</strong> is a bugbear.</p>');
    expect(Array.from(body.querySelectorAll('aside.lw-book-note')).map((n) => n.textContent)).toEqual(['Notes: The goblins flee at half strength.', 'DM Tip. Roll in the open.']);
    expect(body.querySelector(':scope > p')?.textContent).toBe('Klarg is a bugbear.');
  });

  it('turns rules into ornaments', () => {
    expect(book('<p>a</p><hr><p>b</p>').body.querySelector('.lw-book-rule')?.getAttribute('role')).toBe('separator');
  });

  it('keeps only what the editor allows: no scripts, handlers or javascript: links', () => {
    const { root } = book('<p onclick="alert(1)">Hi <a href="javascript:alert(2)">there</a><script>alert(3)</script><img src=x onerror="alert(4)"></p>', {
      title: '<img src=x onerror=alert(5)>',
    });
    const html = root.querySelector('.lw-book-body')!.innerHTML;
    expect(html).toBe('<p>Hi <a>there</a></p>');
    // The title is text, never markup.
    expect(root.querySelector('.lw-book-cover__title')?.textContent).toBe('<img src=x onerror=alert(5)>');
  });
});

describe('tables', () => {
  it('print with their header row as a head (each cell naming its column) and the rest as the striped body', () => {
    const { body } = book(
      '<p>Roll on the table.</p><table><tbody><tr><th colspan="2"><p>Encounters (d6)</p></th></tr><tr><th><p>d6</p></th><th><p>Encounter</p></th></tr>' +
        '<tr><td><p>1</p></td><td><p>Goblins <script>x()</script></p></td></tr><tr><td onclick="y()"><p>2</p></td><td><p>Wolves</p></td></tr></tbody></table>',
    );
    const table = body.querySelector('table')!;
    expect(table.className).toBe('lw-book-table');
    expect(Array.from(table.tHead!.rows, (row) => Array.from(row.cells, (cell) => `${cell.textContent}:${cell.getAttribute('scope')}`))).toEqual([
      ['Encounters (d6):colgroup'],
      ['d6:col', 'Encounter:col'],
    ]);
    expect(Array.from(table.tBodies[0].rows, (row) => row.textContent)).toEqual(['1Goblins ', '2Wolves']);
    expect(table.outerHTML).not.toMatch(/script|onclick/);
  });

  it('keep a table of data cells only (or of header cells only) as one body', () => {
    const { body } = book('<table><tbody><tr><td><p>a</p></td></tr></tbody></table><table><tbody><tr><th><p>b</p></th></tr></tbody></table>');
    const [data, headers] = Array.from(body.querySelectorAll('table'));
    expect(data.tHead).toBeNull();
    expect(headers.tHead).toBeNull();
    expect(headers.tBodies[0].rows).toHaveLength(1);
  });
});

describe('stat blocks', () => {
  it('are framed in the 5e style: name, type line, tapered rules, the six-ability table, small-caps section titles', () => {
    const { body } = book(`<p>Before.</p><div data-stat-block="">${STAT_BLOCK}</div><p>After.</p>`);
    const block = body.querySelector('section.lw-stat-block.lw-book-stat-block')!;
    expect(block.getAttribute('aria-label')).toBe('Goblin stat block');
    expect(block.querySelector('.lw-stat-block__name')?.textContent).toBe('Goblin');
    expect(block.querySelector('.lw-stat-block__type')?.textContent).toBe('Small humanoid (goblinoid), neutral evil');
    expect(block.querySelectorAll('.lw-stat-block__rule')).toHaveLength(4);
    const table = block.querySelector('table.lw-stat-block__abilities')!;
    expect(Array.from(table.querySelectorAll('th')).map((th) => th.textContent)).toEqual(['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA']);
    expect(Array.from(table.querySelectorAll('td')).map((td) => td.textContent)).toEqual(['8 (-1)', '14 (+2)', '10 (+0)', '10 (+0)', '8 (-1)', '8 (-1)']);
    expect(block.querySelector('.lw-stat-block__section')?.textContent).toBe('Actions');
    expect(block.textContent).toContain('Scimitar.');
    // In the book's order, between the paragraphs around it.
    expect(block.previousElementSibling?.textContent).toBe('Before.');
    expect(block.nextElementSibling?.textContent).toBe('After.');
  });

  it('reads a stat block an older document holds without its wrapper', () => {
    const { body } = book(`<h2>Cragmaw Hideout</h2>${STAT_BLOCK}<p>The goblins flee.</p>`);
    expect(body.querySelectorAll('section.lw-stat-block')).toHaveLength(1);
    expect(body.querySelector(':scope > p:last-child')?.textContent).toBe('The goblins flee.');
    // Its headings are the block's own, not chapters.
    expect(body.querySelectorAll(':scope > .lw-book-heading')).toHaveLength(1);
  });

  it('carries the layout the writer chose (both columns or one)', () => {
    const { body } = book(`<div data-stat-block="" data-layout="wide">${STAT_BLOCK}</div><div data-stat-block="">${STAT_BLOCK}</div>`);
    expect(Array.from(body.querySelectorAll<HTMLElement>('section.lw-stat-block')).map((b) => b.dataset.layout)).toEqual(['wide', 'auto']);
  });
});

describe('recognising boxes', () => {
  const p = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content.firstElementChild!;
  };
  it.each([
    ['<p><strong>Note:</strong> x</p>', true],
    ['<p><b>Sidebar: Wandering Monsters</b> x</p>', true],
    ["<p><strong>Dungeon Master's Note.</strong> x</p>", true],
    ['<p><strong>Variant</strong> x</p>', true],
    ['<p>Note: a plain paragraph.</p>', false],
    ['<p><strong>Notorious Klarg:</strong> x</p>', false],
    ['<p><em>Note:</em> x</p>', false],
    ['<p>Some text <strong>Note:</strong></p>', false],
  ])('%s is a note: %s', (html, expected) => {
    expect(isNoteParagraph(p(html))).toBe(expected);
  });
  it.each([
    ['<p>Read aloud: The door creaks.</p>', true],
    ['<p><strong>Read-aloud text.</strong> The door creaks.</p>', true],
    ['<p>Read or paraphrase the following: The door creaks.</p>', true],
    ['<p>Read the letter aloud to the players.</p>', false],
    ['<p>Ready? Aloud the bard sings.</p>', false],
  ])('%s is read-aloud text: %s', (html, expected) => {
    expect(isReadAloudParagraph(p(html))).toBe(expected);
  });
});

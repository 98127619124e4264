import { looksLikeHtml, markdownToHtml, sanitizeEditorHtml, toSafeEditorHtml } from './richtext';

describe('markdownToHtml', () => {
  it('converts headings, bold, italics and lists', () => {
    const html = markdownToHtml(
      ['# The Sunken Keep', '', 'A **dread** fortress, *half* drowned.', '', '- goblins', '- a wight', '', '1. enter', '2. survive'].join('\n'),
    );
    expect(html).toContain('<h1>The Sunken Keep</h1>');
    expect(html).toContain('<strong>dread</strong>');
    expect(html).toContain('<em>half</em>');
    expect(html).toMatch(/<ul>\s*<li>goblins<\/li>\s*<li>a wight<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>enter<\/li>\s*<li>survive<\/li>\s*<\/ol>/);
  });

  it('caps headings at level 3, the deepest the editor has', () => {
    expect(markdownToHtml('#### Deep\n\n###### Deeper')).toBe('<h3>Deep</h3>\n<h3>Deeper</h3>\n');
    expect(markdownToHtml('## Two')).toBe('<h2>Two</h2>\n');
  });
});

describe('looksLikeHtml', () => {
  it('tells HTML from markdown', () => {
    expect(looksLikeHtml('<h2>Title</h2><p>x</p>')).toBe(true);
    expect(looksLikeHtml('  <p>x</p>')).toBe(true);
    expect(looksLikeHtml('# Title\n\n**bold**')).toBe(false);
    expect(looksLikeHtml('3 < 4 and <b>bold</b>')).toBe(false);
  });
});

describe('sanitizeEditorHtml', () => {
  it('removes scripts, event handlers, javascript: links, iframes and styles', () => {
    const dirty = [
      '<p>Hello <img src=x onerror="alert(1)"> there</p>',
      '<script>alert(2)</script>',
      '<p><a href="javascript:alert(3)">click</a> and <a href="https://example.com/lore">lore</a></p>',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style>',
      '<p style="color:red" onclick="alert(4)" class="x">styled</p>',
      '<a href="data:text/html,<script>alert(5)</script>">data</a>',
    ].join('');
    const clean = sanitizeEditorHtml(dirty);
    expect(clean).not.toMatch(/<script|<img|<iframe|<style|onerror|onclick|javascript:|style=|data:|alert/i);
    expect(clean).toContain('<p>Hello  there</p>');
    expect(clean).toContain('<a>click</a>');
    expect(clean).toContain('<a href="https://example.com/lore">lore</a>');
    expect(clean).toContain('<p>styled</p>');
  });

  it('keeps the text of formatting the editor does not support', () => {
    expect(sanitizeEditorHtml('<p><span>kept</span> <font>also</font></p><h5>five</h5>')).toBe('<p>kept also</p>five');
  });

  it('keeps every tag the editor schema supports', () => {
    const html =
      '<h1>a</h1><h2>b</h2><h3>c</h3><p><strong>d</strong><em>e</em><u>f</u><s>g</s><code>h</code><br></p>' +
      '<ul><li>i</li></ul><ol start="3"><li>j</li></ol><blockquote><p>k</p></blockquote><hr>';
    expect(sanitizeEditorHtml(html)).toBe(html);
  });
});

describe('toSafeEditorHtml', () => {
  it('sanitises HTML hidden inside markdown', () => {
    const html = toSafeEditorHtml('**Boss:** the lich\n\n<img src=x onerror=alert(1)>\n\n[run](javascript:alert(1))');
    expect(html).toContain('<strong>Boss:</strong> the lich');
    expect(html).not.toMatch(/<img|onerror|javascript:|alert/);
    expect(html).toContain('run');
  });

  it('passes HTML through the sanitiser without treating it as markdown', () => {
    expect(toSafeEditorHtml('<h2>Encounter</h2>\n    <p>Indented *not* code</p>')).toBe(
      '<h2>Encounter</h2>\n    <p>Indented *not* code</p>',
    );
  });

  it('returns an empty string for whitespace', () => {
    expect(toSafeEditorHtml('   \n ')).toBe('');
  });
});

describe('sanitizeEditorHtml and stat blocks', () => {
  it("keeps a stat block's wrapper and its layout, nothing else of divs", () => {
    expect(sanitizeEditorHtml('<div data-stat-block="" data-layout="wide"><h3>Goblin</h3></div>')).toBe('<div data-stat-block="" data-layout="wide"><h3>Goblin</h3></div>');
    expect(sanitizeEditorHtml('<div class="stat-block"><p>Goblin</p></div>')).toBe('<p>Goblin</p>');
    expect(sanitizeEditorHtml('<p data-layout="wide" data-x="1">Goblin</p>')).toBe('<p>Goblin</p>');
  });

  it('unwraps a stat block inside another and normalises the marker', () => {
    expect(sanitizeEditorHtml('<div data-stat-block="yes"><div data-stat-block><p>Claws.</p></div></div>')).toBe('<div data-stat-block=""><p>Claws.</p></div>');
  });

  it('still removes scripts and handlers inside a stat block', () => {
    expect(sanitizeEditorHtml('<div data-stat-block onclick="x()"><p onmouseover="y()">Bite.<script>alert(1)</script></p></div>')).toBe('<div data-stat-block=""><p>Bite.</p></div>');
  });
});

describe('sanitizeEditorHtml and tables', () => {
  it('keeps a table: head, body, rows, header and data cells, spans', () => {
    const html =
      '<table><thead><tr><th colspan="2">Wandering monsters (d6)</th></tr></thead>' +
      '<tbody><tr><td>1–2</td><td rowspan="2">Wolves</td></tr><tr><td>3</td></tr></tbody></table>';
    expect(sanitizeEditorHtml(html)).toBe(html);
  });

  it('keeps a GFM table from Markdown, without its alignment attributes', () => {
    expect(toSafeEditorHtml('| d4 | Loot |\n|:--:|---:|\n| 1 | **12 gp** |')).toBe(
      '<table>\n<thead>\n<tr>\n<th>d4</th>\n<th>Loot</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>1</td>\n<td><strong>12 gp</strong></td>\n</tr>\n</tbody></table>',
    );
  });

  it('strips scripts, styles, event handlers and other markup inside and on table parts', () => {
    const dirty =
      '<table border="1" style="width:100%" class="x" onmouseover="a()" summary="s"><colgroup><col span="2" style="width:9em"></colgroup>' +
      '<tbody onclick="b()"><tr style="color:red" bgcolor="red"><th scope="col" onclick="c()" abbr="n">Name<script>d()</script></th>' +
      '<td id="cell" width="50" align="center" headers="h" data-x="1"><style>td{}</style><img src=x onerror="e()">Rope' +
      '<a href="javascript:f()">buy</a><iframe src="https://evil.example"></iframe><svg onload="g()"></svg></td></tr></tbody></table>';
    const clean = sanitizeEditorHtml(dirty);
    expect(clean).toBe('<table><tbody><tr><th>Name</th><td>Rope<a>buy</a></td></tr></tbody></table>');
  });

  it('keeps spans only as whole numbers from 2 to 100, and only on cells', () => {
    const cell = (attrs: string) => sanitizeEditorHtml(`<table><tbody><tr><td ${attrs}>x</td></tr></tbody></table>`);
    expect(cell('colspan="3" rowspan=" 2 "')).toContain('<td colspan="3" rowspan="2">');
    expect(cell('colspan="1"')).toContain('<td>x');
    expect(cell('colspan="0"')).toContain('<td>x');
    expect(cell('colspan="-2"')).toContain('<td>x');
    expect(cell('colspan="2.5"')).toContain('<td>x');
    expect(cell('colspan="2abc"')).toContain('<td>x');
    expect(cell('colspan="javascript:alert(1)"')).toContain('<td>x');
    expect(cell('rowspan="101"')).toContain('<td>x');
    expect(cell('rowspan="100"')).toContain('<td rowspan="100">');
    expect(sanitizeEditorHtml('<p colspan="2">x</p><table colspan="2"><tbody><tr rowspan="2"><td>y</td></tr></tbody></table>')).toBe(
      '<p>x</p><table><tbody><tr><td>y</td></tr></tbody></table>',
    );
  });

  it('turns a caption into a paragraph before its table and a footer into its last rows', () => {
    expect(
      sanitizeEditorHtml('<table><caption>Trinkets <em>(d4)</em></caption><thead><tr><th>d4</th></tr></thead><tfoot><tr><td>Total</td></tr></tfoot><tbody><tr><td>1</td></tr></tbody></table>'),
    ).toBe('<p>Trinkets <em>(d4)</em></p><table><thead><tr><th>d4</th></tr></thead><tbody><tr><td>1</td></tr><tr><td>Total</td></tr></tbody></table>');
    expect(sanitizeEditorHtml('<table><caption> </caption><tbody><tr><td>1</td></tr></tbody></table>')).toBe('<table><tbody><tr><td>1</td></tr></tbody></table>');
  });
});

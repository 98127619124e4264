import { markdownToHtml } from './markdown';

const md = (...lines: string[]) => markdownToHtml(lines.join('\n'));

describe('markdownToHtml', () => {
  it('turns headings into the editor three levels, with or without closing hashes, and setext headings', () => {
    expect(md('# One', '## Two ##', '### Three', '#### Four', '###### Six')).toBe('<h1>One</h1>\n<h2>Two</h2>\n<h3>Three</h3>\n<h3>Four</h3>\n<h3>Six</h3>\n');
    expect(md('The Keep', '========', '', 'Its Cellars', '---')).toBe('<h1>The Keep</h1>\n<h2>Its Cellars</h2>\n');
    expect(md('#hashtag is not a heading')).toBe('<p>#hashtag is not a heading</p>\n');
  });

  it('makes paragraphs of lines, with hard breaks after two spaces or a backslash', () => {
    expect(md('The door creaks.', 'A draft blows in.', '', 'Silence.')).toBe('<p>The door creaks.\nA draft blows in.</p>\n<p>Silence.</p>\n');
    expect(md('Line one  ', 'Line two\\', 'Line three')).toBe('<p>Line one<br>\nLine two<br>\nLine three</p>\n');
  });

  it('renders bold, italics, both, strikethrough and code, leaving snake_case and lone stars alone', () => {
    expect(md('**bold** __also bold__ *italic* _also italic_ ***both*** ~~gone~~ `a*b*c`')).toBe(
      '<p><strong>bold</strong> <strong>also bold</strong> <em>italic</em> <em>also italic</em> <strong><em>both</em></strong> <s>gone</s> <code>a*b*c</code></p>\n',
    );
    expect(md('hit_points and 2 * 3 * 4')).toBe('<p>hit_points and 2 * 3 * 4</p>\n');
    expect(md('\\*not italic\\*')).toBe('<p>*not italic*</p>\n');
  });

  it('makes links and autolinks, keeps an image description as text, and escapes markup characters in text', () => {
    expect(md('See [the *SRD*](https://example.com/srd "SRD") or <https://example.com/a_b_c>.')).toBe(
      '<p>See <a href="https://example.com/srd">the <em>SRD</em></a> or <a href="https://example.com/a_b_c">https://example.com/a_b_c</a>.</p>\n',
    );
    expect(md('![A map of the keep](map.png)')).toBe('<p>A map of the keep</p>\n');
    expect(md('3 < 4 & "quotes" &amp; fine')).toBe('<p>3 &lt; 4 &amp; &quot;quotes&quot; &amp; fine</p>\n');
  });

  it('makes tight lists of items, loose ones of paragraphs, numbered ones from their first number', () => {
    expect(md('- goblins', '* a wight', '+ two ogres')).toBe('<ul>\n<li>goblins</li>\n<li>a wight</li>\n<li>two ogres</li>\n</ul>\n');
    expect(md('3. enter', '4. survive')).toBe('<ol start="3">\n<li>enter</li>\n<li>survive</li>\n</ol>\n');
    expect(md('1. enter', '', '2. survive')).toBe('<ol>\n<li><p>enter</p></li>\n<li><p>survive</p></li>\n</ol>\n');
    expect(md('- goblins', '- a wight', '', '1. enter')).toBe('<ul>\n<li>goblins</li>\n<li>a wight</li>\n</ul>\n<ol>\n<li>enter</li>\n</ol>\n');
  });

  it('nests lists by indentation and keeps continuation lines in their item', () => {
    expect(md('1. The gate', '  - two guards', '  - a bell', '2. The hall', 'where the feast is laid')).toBe(
      '<ol>\n<li>The gate\n<ul>\n<li>two guards</li>\n<li>a bell</li>\n</ul></li>\n<li>The hall\nwhere the feast is laid</li>\n</ol>\n',
    );
  });

  it('quotes, rules and fenced code', () => {
    expect(md('> "Turn back," says the ferryman.', '> He means it.', '', '---', '```', '<b>x</b>', '```')).toBe(
      '<blockquote>\n<p>&quot;Turn back,&quot; says the ferryman.\nHe means it.</p>\n</blockquote>\n<hr>\n<pre><code>&lt;b&gt;x&lt;/b&gt;</code></pre>\n',
    );
  });

  it('passes HTML through for the sanitiser to judge', () => {
    expect(md('<img src=x onerror=alert(1)>', '', 'a <b>bold</b> word')).toBe('<img src=x onerror=alert(1)>\n<p>a <b>bold</b> word</p>\n');
  });

  it("reads a balance recommendation's text", () => {
    expect(md("### The Toll-Keeper's Bargain", '', 'Brannoc Vell keeps the toll.', '', '**What he wants:** a letter carried.')).toBe(
      "<h3>The Toll-Keeper's Bargain</h3>\n<p>Brannoc Vell keeps the toll.</p>\n<p><strong>What he wants:</strong> a letter carried.</p>\n",
    );
    expect(md('', '  ', '')).toBe('');
  });
});

describe('markdownToHtml and odd input', () => {
  it('ignores the private-use character it marks set-aside pieces with', () => {
    expect(markdownToHtml('a \uE0000\uE000 `b`')).toBe('<p>a 0 <code>b</code></p>\n');
  });
});

import { parseDocumentHtml } from './blocks';
import { escapeInline, markdownBlocks, markdownInline, renderMarkdown } from './markdown';
import type { ExportOptions } from './options';

const md = (html: string) => markdownBlocks(parseDocumentHtml(html)).join('\n');

describe('Markdown export', () => {
  it('writes headings as #, ## and ###', () => {
    expect(md('<h1>One</h1><h2>Two</h2><h3>Three</h3>')).toBe('# One\n\n## Two\n\n### Three');
  });

  it('writes bold, italic, both, strike, underline and code, with spaces outside delimiters', () => {
    expect(md('<p><strong>Bold </strong>and <em>italic</em> and <strong>bold <em>both</em></strong> <s>gone</s> <u>under</u> <code>1d20</code></p>')).toBe(
      '**Bold** and *italic* and **bold *both*** ~~gone~~ <u>under</u> `1d20`',
    );
  });

  it('writes links as [text](address), with marks inside and awkward addresses in <>', () => {
    expect(md('<p>See <a href="https://srd.example/spells">the <strong>spell</strong> list</a> and <a href="https://wiki.example/Drow_(race)">drow</a>.</p>')).toBe(
      'See [the **spell** list](https://srd.example/spells) and [drow](<https://wiki.example/Drow_(race)>).',
    );
  });

  it('writes hard line breaks as two trailing spaces', () => {
    expect(md('<p>Line one<br>Line two</p>')).toBe('Line one  \nLine two');
  });

  it('writes bulleted, numbered and nested lists', () => {
    expect(md('<ul><li><p>Sword</p><ol start="4"><li><p>Edge</p></li><li><p>Hilt</p></li></ol></li><li><p>Shield</p></li></ul>')).toBe('- Sword\n  4. Edge\n  5. Hilt\n- Shield');
  });

  it('writes quotes with > on every line', () => {
    expect(md('<blockquote><p>First</p><p>Second</p></blockquote>')).toBe('> First\n>\n> Second');
  });

  it('writes code blocks fenced, with a longer fence when the code has backticks', () => {
    expect(md('<pre><code class="language-ts">roll(20);</code></pre>')).toBe('```ts\nroll(20);\n```');
    expect(md('<pre><code>a ``` b</code></pre>')).toBe('````\na ``` b\n````');
  });

  it('writes rules as ---', () => {
    expect(md('<p>Above</p><hr><p>Below</p>')).toBe('Above\n\n---\n\nBelow');
  });

  it('escapes text that Markdown would read as syntax', () => {
    expect(escapeInline('5 * 3 _x_ [link] <b>')).toBe('5 \\* 3 \\_x\\_ \\[link\\] \\<b\\>');
    expect(escapeInline('# not a heading')).toBe('\\# not a heading');
    expect(escapeInline('1. not a list')).toBe('1\\. not a list');
    expect(markdownInline([{ text: 'a`b', code: true }])).toBe('``a`b``');
  });

  it('opens with the title and a byline', () => {
    const options: ExportOptions = { format: 'md', includeCover: false, title: 'Curse of the Crypt', author: 'Zoë', campaignType: 'module' };
    expect(renderMarkdown(parseDocumentHtml('<p>Text</p>'), options, new Date(2026, 0, 2))).toBe(
      '# Curse of the Crypt\n\n*A Dungeons & Dragons Module · Created by Zoë · Exported on January 2, 2026*\n\n---\n\nText\n',
    );
  });
});

import { parseDocumentHtml } from './blocks';
import type { ExportOptions } from './options';
import { renderText, wrap } from './text';

const OPTIONS: ExportOptions = { format: 'txt', includeCover: false, title: 'The Sunless Citadel', author: 'Dungeon Master', campaignType: 'one-shot' };
const NOW = new Date(2026, 10, 21);
const BANNER = '='.repeat(60);

describe('renderText', () => {
  it('frames the content with the 60-character banner, CAMPAIGN CONTENT and End of Campaign', () => {
    const text = renderText(parseDocumentHtml('<p>Hello.</p>'), OPTIONS, NOW);
    expect(text.split('\n')).toEqual([
      BANNER,
      'The Sunless Citadel',
      BANNER,
      'A Dungeons & Dragons One-Shot',
      'Created by Dungeon Master',
      'Exported on November 21, 2026',
      '',
      BANNER,
      'CAMPAIGN CONTENT',
      BANNER,
      '',
      'Hello.',
      '',
      BANNER,
      'End of Campaign',
      BANNER,
      '',
    ]);
  });

  it('underlines headings with = x60, - x40 and - x20, and writes lists, quotes, code and rules', () => {
    const html =
      '<h1>Chapter One</h1><h2>The Tavern</h2><h3>NPCs</h3>' +
      '<ul><li><p>Barkeep</p><ul><li><p>Grumpy</p></li></ul></li><li><p>Bard</p></li></ul>' +
      '<ol><li><p>Enter</p></li><li><p>Fight</p></li></ol>' +
      '<blockquote><p>“Welcome,” she says.</p></blockquote><pre><code>AC 15\nHP 22</code></pre><hr>';
    const lines = renderText(parseDocumentHtml(html), OPTIONS, NOW).split('\n');
    const body = lines.slice(lines.indexOf('CAMPAIGN CONTENT') + 3, lines.lastIndexOf('End of Campaign') - 2);
    expect(body).toEqual([
      'Chapter One',
      '='.repeat(60),
      '',
      'The Tavern',
      '-'.repeat(40),
      '',
      'NPCs',
      '-'.repeat(20),
      '',
      '- Barkeep',
      '  - Grumpy',
      '- Bard',
      '',
      '1. Enter',
      '2. Fight',
      '',
      '> “Welcome,” she says.',
      '',
      '    AC 15',
      '    HP 22',
      '',
      `${' '.repeat(25)}*   *   *`,
    ]);
  });

  it('wraps long paragraphs and list items to 60 columns with hanging indents', () => {
    const sentence = 'The dragon circles the ruined tower while the villagers hide in the cellars below. ';
    const lines = renderText(parseDocumentHtml(`<p>${sentence.repeat(3)}</p><ol><li><p>${sentence.repeat(2)}</p></li></ol>`), OPTIONS, NOW).split('\n');
    const body = lines.slice(lines.indexOf('CAMPAIGN CONTENT') + 3, lines.lastIndexOf('End of Campaign') - 2);
    for (const line of body) expect(line.length).toBeLessThanOrEqual(60);
    expect(body.join(' ').replace(/\s+/g, ' ')).toContain(sentence.repeat(2).trim());
    const item = body.slice(body.indexOf('') + 1);
    expect(item[0].startsWith('1. The dragon')).toBe(true);
    for (const line of item.slice(1)) expect(line.startsWith('   ') && !line.startsWith('    ')).toBe(true);
  });

  it('writes a link\'s address after its text, once', () => {
    const text = renderText(parseDocumentHtml('<p>Rules: <a href="https://srd.example">the <em>SRD</em></a>, <a href="https://srd.example">https://srd.example</a>, <a href="mailto:dm@example.com">dm@example.com</a>.</p>'), OPTIONS, NOW);
    expect(text).toContain('Rules: the SRD (https://srd.example), https://srd.example,\ndm@example.com.');
  });

  it('centres centred paragraphs and keeps hard line breaks', () => {
    const lines = renderText(parseDocumentHtml('<p style="text-align:center">Fin<br>The End</p>'), OPTIONS, NOW).split('\n');
    expect(lines).toContain(`${' '.repeat(28)}Fin`);
    expect(lines).toContain(`${' '.repeat(26)}The End`);
  });
});

describe('wrap', () => {
  it('never splits a word and breaks at the width', () => {
    expect(wrap('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
    expect(wrap('supercalifragilistic x', 5)).toEqual(['supercalifragilistic', 'x']);
    expect(wrap('', 10)).toEqual(['']);
  });
});

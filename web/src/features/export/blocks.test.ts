import { parseDocumentHtml, type Block } from './blocks';

describe('parseDocumentHtml', () => {
  it('reads headings, paragraphs with marks, alignment and hard breaks', () => {
    const blocks = parseDocumentHtml(
      '<h1>The Lost Mine</h1><h2 style="text-align: center">Part  One</h2><h3>Goals</h3><h5>Small</h5>' +
        '<p style="text-align: right">Hello <strong>bold <em>both</em></strong> <u>under</u> <s>gone</s> <code>d20</code><br>next   line</p>',
    );
    expect(blocks).toEqual<Block[]>([
      { kind: 'heading', level: 1, runs: [{ text: 'The Lost Mine' }], align: 'left' },
      { kind: 'heading', level: 2, runs: [{ text: 'Part One' }], align: 'center' },
      { kind: 'heading', level: 3, runs: [{ text: 'Goals' }], align: 'left' },
      { kind: 'heading', level: 3, runs: [{ text: 'Small' }], align: 'left' },
      {
        kind: 'paragraph',
        align: 'right',
        runs: [
          { text: 'Hello ' },
          { text: 'bold ', bold: true },
          { text: 'both', bold: true, italic: true },
          { text: ' ' },
          { text: 'under', underline: true },
          { text: ' ' },
          { text: 'gone', strike: true },
          { text: ' ' },
          { text: 'd20', code: true },
          { text: '\nnext line' },
        ],
      },
    ]);
  });

  it('reads nested lists with their numbering start', () => {
    const blocks = parseDocumentHtml('<ol start="3"><li><p>Third</p><ul><li><p>Inner</p></li></ul></li><li><p>Fourth</p></li></ol>');
    expect(blocks).toEqual<Block[]>([
      {
        kind: 'list',
        ordered: true,
        start: 3,
        items: [
          {
            blocks: [
              { kind: 'paragraph', runs: [{ text: 'Third' }], align: 'left' },
              { kind: 'list', ordered: false, start: 1, items: [{ blocks: [{ kind: 'paragraph', runs: [{ text: 'Inner' }], align: 'left' }] }] },
            ],
          },
          { blocks: [{ kind: 'paragraph', runs: [{ text: 'Fourth' }], align: 'left' }] },
        ],
      },
    ]);
  });

  it('reads quotes, code blocks with their language and whitespace, and rules', () => {
    const blocks = parseDocumentHtml('<blockquote><p>Read <b>this</b> aloud.</p><p>Twice.</p></blockquote><pre><code class="language-js">if (x) {\n  roll();\n}\n</code></pre><hr>');
    expect(blocks).toEqual<Block[]>([
      {
        kind: 'quote',
        blocks: [
          { kind: 'paragraph', runs: [{ text: 'Read ' }, { text: 'this', bold: true }, { text: ' aloud.' }], align: 'left' },
          { kind: 'paragraph', runs: [{ text: 'Twice.' }], align: 'left' },
        ],
      },
      { kind: 'code', text: 'if (x) {\n  roll();\n}', language: 'js' },
      { kind: 'rule' },
    ]);
  });

  it('keeps text outside paragraphs, drops empty blocks and scripts, and keeps Unicode', () => {
    const blocks = parseDocumentHtml('Loose <i>text</i><p>  </p><p><br></p><script>alert(1)</script><div><p>Drizzt Do’Urden — “Ü” ł…</p></div>');
    expect(blocks).toEqual<Block[]>([
      { kind: 'paragraph', runs: [{ text: 'Loose ' }, { text: 'text', italic: true }], align: 'left' },
      { kind: 'paragraph', runs: [{ text: 'Drizzt Do’Urden — “Ü” ł…' }], align: 'left' },
    ]);
  });

  it('keeps web and mail links and drops other URLs', () => {
    expect(parseDocumentHtml('<p>See <a href="https://srd.example/spells"><strong>Fireball</strong></a>, <a href="mailto:dm@example.com">mail</a> or <a href="javascript:alert(1)">this</a>.</p>')).toEqual<Block[]>([
      {
        kind: 'paragraph',
        align: 'left',
        runs: [
          { text: 'See ' },
          { text: 'Fireball', bold: true, href: 'https://srd.example/spells' },
          { text: ', ' },
          { text: 'mail', href: 'mailto:dm@example.com' },
          { text: ' or this.' },
        ],
      },
    ]);
  });

  it('reads plain text with blank lines as paragraphs', () => {
    expect(parseDocumentHtml('First line\nstill first\n\n\nSecond & last')).toEqual<Block[]>([
      { kind: 'paragraph', runs: [{ text: 'First line\nstill first' }], align: 'left' },
      { kind: 'paragraph', runs: [{ text: 'Second & last' }], align: 'left' },
    ]);
    expect(parseDocumentHtml('')).toEqual([]);
    expect(parseDocumentHtml('<p></p>')).toEqual([]);
  });
});

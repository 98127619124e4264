import { Editor } from '@tiptap/core';
import { computeTextStats } from '../../lib/text';
import { documentStats } from './documentStats';
import { createEditorExtensions } from './extensions';

const editors: Editor[] = [];
function editorWith(content: string): Editor {
  const editor = new Editor({ extensions: createEditorExtensions({ placeholder: '' }), content });
  editors.push(editor);
  return editor;
}
afterEach(() => {
  while (editors.length) editors.pop()?.destroy();
});

describe('documentStats', () => {
  const fixtures: Record<string, string> = {
    empty: '',
    'one sentence': '<p>The dragon sleeps.</p>',
    'formatted blocks': '<h1>Act One</h1><p>The <strong>red</strong> dragon sleeps. Does it dream?</p><blockquote><p>"Beware!" she cried.</p></blockquote>',
    lists: '<ul><li><p>first hook</p></li><li><p>second <em>hook</em>. Really.</p></li></ul><ol><li><p>one</p></li></ol>',
    table: '<table><tbody><tr><th><p>d6</p></th><th><p>Encounter</p></th></tr><tr><td><p>1</p></td><td><p>Goblins ambush. They flee!</p></td></tr><tr><td><p></p></td><td><p>Wolves</p></td></tr></tbody></table>',
    'hard breaks and spaces': '<p>line one<br>line   two.<br><br>  </p><p>   </p><p>caf\u00e9 🐉 v1.2 costs 3.5 gp</p>',
  };
  for (const [name, html] of Object.entries(fixtures)) {
    it(`equals computeTextStats of the editor HTML: ${name}`, () => {
      const editor = editorWith(html);
      expect(documentStats(editor.state.doc)).toEqual(computeTextStats(editor.getHTML()));
    });
  }

  it('counts the spec statistics of a small campaign', () => {
    const editor = editorWith('<h2>Hooks</h2><p>The keep is drowned. Goblins wait!</p><p></p>');
    expect(documentStats(editor.state.doc)).toEqual({
      wordCount: 7,
      characterCount: 39,
      characterCountNoSpaces: 34,
      paragraphCount: 2,
      sentenceCount: 3,
      readingTime: 1,
    });
  });

  it('counts every cell of a table apart: its words, and each cell as a paragraph', () => {
    const editor = editorWith('<table><tbody><tr><th><p>d6</p></th><th><p>Encounter</p></th></tr><tr><td><p>1</p></td><td><p>Goblins ambush.</p></td></tr></tbody></table>');
    expect(documentStats(editor.state.doc)).toMatchObject({ wordCount: 5, paragraphCount: 4 });
  });

  it('has at least one paragraph and no reading time when empty', () => {
    expect(documentStats(editorWith('').state.doc)).toMatchObject({ wordCount: 0, paragraphCount: 1, readingTime: 0 });
  });

  it('rounds reading time up at 200 words a minute', () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`;
    expect(documentStats(editorWith(words(200)).state.doc).readingTime).toBe(1);
    expect(documentStats(editorWith(words(201)).state.doc).readingTime).toBe(2);
  });

  it('stays equal to a full recount after edits (cached blocks are reused)', () => {
    const editor = editorWith('<p>Alpha beta.</p><p>Gamma delta epsilon.</p><ul><li><p>zeta</p></li></ul>');
    documentStats(editor.state.doc);
    editor.commands.insertContentAt(3, 'new words here. ');
    editor.commands.insertContentAt(editor.state.doc.content.size, '<h3>Appendix</h3>');
    expect(documentStats(editor.state.doc)).toEqual(computeTextStats(editor.getHTML()));
  });
});

import { Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { buildPlainTextIndex } from '../../lib/richtext';
import { createEditorExtensions } from './extensions';
import { plainTextIndexOf } from './plainText';

const editors: Editor[] = [];
function editorWith(content: string): Editor {
  const editor = new Editor({ extensions: createEditorExtensions({ placeholder: 'Start writing...' }), content });
  editors.push(editor);
  return editor;
}
afterEach(() => {
  while (editors.length) editors.pop()?.destroy();
});

/** The cached, per-block index must answer exactly like a fresh full build. */
function expectSameAsFullBuild(doc: ProseMirrorNode) {
  const expected = buildPlainTextIndex(doc);
  const actual = plainTextIndexOf(doc);
  expect(actual.text).toBe(expected.text);
  for (let i = 0; i <= expected.text.length; i++) {
    expect(actual.toDocPosition(i)).toBe(expected.toDocPosition(i));
    expect(actual.toDocRange(i, i)).toEqual(expected.toDocRange(i, i));
    if (i < expected.text.length) expect(actual.toDocRange(i, i + 1)).toEqual(expected.toDocRange(i, i + 1));
  }
  expect(actual.toDocRange(0, expected.text.length)).toEqual(expected.toDocRange(0, expected.text.length));
  expect(actual.toDocRange(-1, 2)).toBeNull();
  expect(actual.toDocRange(0, expected.text.length + 1)).toBeNull();
}

const CONTENT =
  '<h1>Act  One</h1><p>  The <strong>red</strong>   dragon <em>sleeps</em>.  </p><p></p>' +
  '<ul><li><p>first hook</p></li><li><p>second <strong>hook</strong></p><ul><li><p>nested</p></li></ul></li></ul>' +
  '<blockquote><p>Beware the lich.</p></blockquote><hr><p>line one<br>line two<br><br>  line four </p><p>🐉 caf\u00e9\u00a0\u00a0end</p>';

describe('plainTextIndexOf', () => {
  it('matches a full build for headings, marks, lists, quotes, rules, hard breaks and whitespace', () => {
    expectSameAsFullBuild(editorWith(CONTENT).state.doc);
  });

  it('matches a full build for a table: one line per cell paragraph, empty cells dropped, no words run together', () => {
    const doc = editorWith(
      '<p>Roll:</p><table><tbody><tr><th><p>d6</p></th><th><p>Encounter</p></th></tr><tr><td><p>1</p></td><td><p>Goblins</p><p>at  dusk</p></td></tr>' +
        '<tr><td><p></p></td><td><p>Wolves</p></td></tr></tbody></table>',
    ).state.doc;
    expectSameAsFullBuild(doc);
    expect(plainTextIndexOf(doc).text).toBe('Roll:\nd6\nEncounter\n1\nGoblins\nat dusk\nWolves');
  });

  it('matches a full build for an empty document and one of empty paragraphs', () => {
    expectSameAsFullBuild(editorWith('').state.doc);
    expectSameAsFullBuild(editorWith('<p></p><p>  </p><p></p>').state.doc);
  });

  it('stays exact after edits that reuse the unchanged blocks', () => {
    const editor = editorWith(CONTENT);
    plainTextIndexOf(editor.state.doc);
    const edits = [
      () => editor.commands.insertContentAt(5, 'Dark '),
      () => editor.commands.insertContentAt(editor.state.doc.content.size - 3, ' and more'),
      () => editor.commands.deleteRange({ from: 3, to: 9 }),
      () => editor.commands.insertContentAt(editor.state.doc.content.size, '<p>A new   closing line.</p>'),
      () => editor.commands.setContent('<p>only this</p>'),
    ];
    for (const edit of edits) {
      edit();
      expectSameAsFullBuild(editor.state.doc);
    }
  });

  it('is built once per document state', () => {
    const editor = editorWith(CONTENT);
    const index = plainTextIndexOf(editor.state.doc);
    expect(plainTextIndexOf(editor.state.doc)).toBe(index);
    editor.commands.insertContentAt(5, 'x');
    expect(plainTextIndexOf(editor.state.doc)).not.toBe(index);
  });
});

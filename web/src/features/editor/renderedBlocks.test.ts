import { TextSelection } from '@tiptap/pm/state';
import { editorWith } from './mountedEditor';
import { RENDERED_BLOCK_CLASS } from './renderedBlocks';

const TEN = Array.from({ length: 10 }, (_, i) => `<p>Paragraph ${i}.</p>`).join('');

/** The texts of the top-level blocks marked as always rendered. */
function rendered(editor: ReturnType<typeof editorWith>): string[] {
  return [...editor.view.dom.children].filter((block) => block.classList.contains(RENDERED_BLOCK_CLASS)).map((block) => block.textContent ?? '');
}

function select(editor: ReturnType<typeof editorWith>, fromText: string, toText = fromText) {
  const at = (text: string) => {
    let found = -1;
    editor.state.doc.descendants((node, pos) => {
      if (found < 0 && node.isText && node.text === text) found = pos + 2;
    });
    return found;
  };
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, at(fromText), at(toText))));
}

describe('blocks around the selection are always rendered', () => {
  it('marks the block holding the caret and one block either side, and follows the caret', () => {
    const editor = editorWith(TEN);
    select(editor, 'Paragraph 5.');
    expect(rendered(editor)).toEqual(['Paragraph 4.', 'Paragraph 5.', 'Paragraph 6.']);
    select(editor, 'Paragraph 0.');
    expect(rendered(editor)).toEqual(['Paragraph 0.', 'Paragraph 1.']);
    select(editor, 'Paragraph 9.');
    expect(rendered(editor)).toEqual(['Paragraph 8.', 'Paragraph 9.']);
  });

  it('marks every block a selection spans', () => {
    const editor = editorWith(TEN);
    select(editor, 'Paragraph 3.', 'Paragraph 5.');
    expect(rendered(editor)).toEqual(['Paragraph 2.', 'Paragraph 3.', 'Paragraph 4.', 'Paragraph 5.', 'Paragraph 6.']);
  });

  it('marks the paragraph Enter makes, in the same update', () => {
    const editor = editorWith(TEN);
    select(editor, 'Paragraph 5.');
    editor.commands.setTextSelection(editor.state.selection.$from.end());
    editor.commands.splitBlock();
    editor.commands.insertContent('Typed right after Enter');
    expect(rendered(editor)).toEqual(['Paragraph 5.', 'Typed right after Enter', 'Paragraph 6.']);
  });

  it('marks a block in a list as its whole top-level list', () => {
    const editor = editorWith('<p>Before.</p><p>Intro.</p><ul><li><p>One.</p></li><li><p>Two.</p></li></ul><p>After.</p><p>Later.</p>');
    select(editor, 'Two.');
    expect(rendered(editor)).toEqual(['Intro.', 'One.Two.', 'After.']);
  });
});

import type { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { act, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { EditorToolbar } from './EditorToolbar';
import { editorWith } from './mountedEditor';

const CONTENT = '<h2>The Drowned Keep</h2><p>Plain words and <strong>bold words</strong> here.</p><ul><li><p>A list item</p></li></ul>';

/** Puts the caret just after the first occurrence of `text`. */
function caretAfter(editor: Editor, text: string) {
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (at < 0 && node.isText && node.text!.includes(text)) at = pos + node.text!.indexOf(text) + text.length;
  });
  act(() => {
    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, at)));
  });
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('the formatting toolbar', () => {
  it('follows the caret: marks, block type, lists, and what there is to undo', () => {
    const editor = editorWith(CONTENT);
    render(<EditorToolbar editor={editor} />);
    caretAfter(editor, 'Plain');
    expect(pressed('Bold')).toBe('false');
    expect(pressed('Paragraph')).toBe('true');

    caretAfter(editor, 'bold wo');
    expect(pressed('Bold')).toBe('true');

    caretAfter(editor, 'Drowned');
    expect(pressed('H2: Heading 2')).toBe('true');
    expect(pressed('Paragraph')).toBe('false');

    caretAfter(editor, 'A list');
    expect(pressed('Bullet list')).toBe('true');

    act(() => {
      while (editor.commands.undo());
    });
    caretAfter(editor, 'A list');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    act(() => {
      editor.commands.insertContent('n');
    });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
    expect(pressed('Bullet list')).toBe('true');
  });

  it('a mark turned on at the caret shows before anything is typed, and typing keeps it', () => {
    const editor = editorWith(CONTENT);
    render(<EditorToolbar editor={editor} />);
    caretAfter(editor, 'Plain');
    act(() => {
      editor.commands.toggleItalic();
    });
    expect(pressed('Italic')).toBe('true');
    act(() => {
      editor.commands.insertContent('ly');
    });
    expect(pressed('Italic')).toBe('true');
    act(() => {
      editor.commands.toggleItalic();
    });
    expect(pressed('Italic')).toBe('false');
  });

  it('typing in the same place does not read every button’s state again', () => {
    const editor = editorWith(CONTENT);
    render(<EditorToolbar editor={editor} />);
    caretAfter(editor, 'Plain');
    // The first edit makes Undo possible: the states are read once more.
    act(() => {
      editor.commands.insertContent('e');
    });
    const reads = vi.spyOn(editor, 'isActive');
    for (const key of 'r words') {
      act(() => {
        editor.commands.insertContent(key);
      });
    }
    expect(reads).not.toHaveBeenCalled();
    // A range selection is read afresh.
    act(() => {
      editor.commands.setTextSelection({ from: 20, to: 30 });
    });
    expect(reads).toHaveBeenCalled();
  });
});

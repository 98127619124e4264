import { type Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditorToolbar } from './EditorToolbar';
import { editorWith } from './mountedEditor';
import { loadTableEditing } from './tableNodes';

const TABLE = '<p>Loot.</p><table><tbody><tr><th><p>d4</p></th><th><p>Loot</p></th></tr><tr><td><p>1</p></td><td><p>12 gp</p></td></tr></tbody></table>';


function caretAt(editor: Editor, text: string) {
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (at < 0 && node.isText && node.text === text) at = pos;
  });
  act(() => {
    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, at)));
  });
}

describe('the table toolbar', () => {
  it('is not there without a table; Insert table puts one in, and the table toolbar comes with it', async () => {
    const editor = editorWith('<p>Loot.</p>');
    render(<EditorToolbar editor={editor} />);
    expect(screen.queryByRole('toolbar', { name: 'Table' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Insert table' }));
    const table = await screen.findByRole('toolbar', { name: 'Table' });
    expect(within(table).getByRole('button', { name: 'Row below' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Insert table' })).toBeDisabled();
  });

  it('offers the commands while the caret is in the table, and runs them on it', async () => {
    const editor = editorWith(TABLE);
    await loadTableEditing();
    render(<EditorToolbar editor={editor} />);
    const table = await screen.findByRole('toolbar', { name: 'Table' });
    caretAt(editor, 'Loot.');
    expect(within(table).getByRole('button', { name: 'Row below' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Header row' })).toHaveAttribute('aria-pressed', 'false');
    caretAt(editor, '12 gp');
    expect(within(table).getByRole('button', { name: 'Header row' })).toHaveAttribute('aria-pressed', 'true');
    // Merging needs several cells chosen; splitting a merged one.
    expect(within(table).getByRole('button', { name: 'Merge cells' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'Column right' }));
    expect(editor.getHTML()).toContain('<tr><td><p>1</p></td><td><p>12 gp</p></td><td><p></p></td></tr>');
    await userEvent.click(within(table).getByRole('button', { name: 'Delete table' }));
    expect(editor.getHTML()).not.toContain('<table');
    expect(screen.queryByRole('toolbar', { name: 'Table' })).toBeNull();
  });
});

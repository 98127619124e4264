import { Editor } from '@tiptap/core';
import { act, render, screen } from '@testing-library/react';
import { EditorToolbar } from './EditorToolbar';
import { createEditorExtensions } from './extensions';
import { loadTableEditing } from './tableNodes';

// The table toolbar's chunk cannot be fetched (offline after a deploy).
vi.mock('./TableToolbar', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('leaves the table commands out, not the editor, when their chunk cannot be fetched', async () => {
  const element = document.createElement('div');
  document.body.append(element);
  const editor = new Editor({ element, extensions: createEditorExtensions({ placeholder: '' }), content: '<table><tbody><tr><td><p>1</p></td></tr></tbody></table>' });
  await loadTableEditing();
  await vi.waitFor(() => expect(editor.storage.table.ready).toBe(true));
  render(<EditorToolbar editor={editor} />);
  // The toolbar's own import has failed once this one has; React then renders what the failure left.
  await act(async () => {
    await import('./TableToolbar').catch(() => undefined);
  });
  expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  expect(screen.queryByRole('toolbar', { name: 'Table' })).toBeNull();
  editor.destroy();
});

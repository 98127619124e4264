// For tests: a full editor (the app's extensions) mounted in the document,
// destroyed and removed after each test of the file that imports this.
import { Editor } from '@tiptap/core';
import { afterEach } from 'vitest';
import { createEditorExtensions } from './extensions';

const editors: Editor[] = [];

afterEach(() => {
  while (editors.length) editors.pop()?.destroy();
  document.body.replaceChildren();
});

export function editorWith(content: string): Editor {
  const element = document.createElement('div');
  document.body.append(element);
  const editor = new Editor({ element, extensions: createEditorExtensions({ placeholder: '' }), content });
  editors.push(editor);
  return editor;
}

import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/core';
import { editorWith } from './mountedEditor';

/**
 * A `beforeinput` as the browser sends it for a typed character: jsdom has
 * no getTargetRanges, so the event says where the browser would insert
 * (by default, the editor's DOM selection).
 */
function typeChar(editor: Editor, data: string, options: { inputType?: string; isComposing?: boolean; at?: { from: number; to: number } } = {}) {
  const { view } = editor;
  const { from, to } = options.at ?? view.state.selection;
  const start = view.domAtPos(from);
  const end = view.domAtPos(to);
  const event = new InputEvent('beforeinput', {
    inputType: options.inputType ?? 'insertText',
    data,
    isComposing: options.isComposing ?? false,
    bubbles: true,
    cancelable: true,
  });
  Object.defineProperty(event, 'getTargetRanges', {
    value: () => [{ startContainer: start.node, startOffset: start.offset, endContainer: end.node, endOffset: end.offset, collapsed: from === to }],
  });
  view.dom.dispatchEvent(event);
  return event.defaultPrevented;
}

function typeText(editor: Editor, text: string) {
  for (const char of text) expect(typeChar(editor, char)).toBe(true);
}

function caretAfter(editor: Editor, text: string) {
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (at < 0 && node.isText && node.text?.includes(text)) at = pos + node.text.indexOf(text) + text.length;
  });
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, at)));
}

describe('typed characters go straight into the document', () => {
  it('inserts at the caret, moves the caret after it, and the browser does not edit the page', () => {
    const editor = editorWith('<p>The keep rises.</p>');
    caretAfter(editor, 'keep');
    typeText(editor, ' slowly');
    expect(editor.getHTML()).toBe('<p>The keep slowly rises.</p>');
    expect(editor.state.selection.from).toBe(1 + 'The keep slowly'.length);
    expect(editor.view.dom.textContent).toBe('The keep slowly rises.');
  });

  it('replaces a selection inside a paragraph, as one undo step with the typing around it', () => {
    const editor = editorWith('<p>The old keep.</p>');
    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, 5, 8)));
    typeText(editor, 'new');
    expect(editor.getHTML()).toBe('<p>The new keep.</p>');
    editor.commands.undo();
    expect(editor.getHTML()).toBe('<p>The old keep.</p>');
  });

  it('types bold after Ctrl+B (stored marks) and continues a bold word', () => {
    const editor = editorWith('<p>The <strong>keep</strong> rises.</p>');
    caretAfter(editor, 'keep');
    typeText(editor, 'er');
    expect(editor.getHTML()).toBe('<p>The <strong>keeper</strong> rises.</p>');
    caretAfter(editor, 'rises');
    editor.commands.toggleBold();
    typeText(editor, '!');
    expect(editor.getHTML()).toBe('<p>The <strong>keeper</strong> rises<strong>!</strong>.</p>');
  });

  it('runs the input rules: markdown shortcuts still format', () => {
    const editor = editorWith('<p></p>');
    typeText(editor, '## Chapter');
    expect(editor.getHTML()).toBe('<h2>Chapter</h2><p></p>'); // (the trailing paragraph after a heading)
    const other = editorWith('<p></p>');
    typeText(other, 'a **bold** word');
    expect(other.getHTML()).toBe('<p>a <strong>bold</strong> word</p>');
  });

  it('leaves to the browser what is not plain typing at the selection', () => {
    const editor = editorWith('<p>The keep rises.</p>');
    caretAfter(editor, 'keep');
    expect(typeChar(editor, 'x', { isComposing: true })).toBe(false);
    expect(typeChar(editor, 'x', { inputType: 'insertReplacementText' })).toBe(false);
    expect(typeChar(editor, '\n')).toBe(false);
    // The browser means another place than the editor's selection (not read yet).
    expect(typeChar(editor, 'x', { at: { from: 2, to: 2 } })).toBe(false);
    expect(editor.getHTML()).toBe('<p>The keep rises.</p>');
  });

  it('leaves a selected node (a rule, a stat block) to the browser and ProseMirror', () => {
    const editor = editorWith('<p>Before.</p><hr><p>After.</p>');
    const rule = editor.state.doc.child(0).nodeSize;
    editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, rule)));
    expect(typeChar(editor, 'x', { at: { from: rule, to: rule } })).toBe(false);
  });
});

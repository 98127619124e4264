import { Extension } from '@tiptap/core';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/**
 * Puts a typed character into the document as a transaction, before the
 * browser edits the page.
 *
 * Left to itself, the browser inserts the character into the editor's DOM,
 * and ProseMirror then notices the change, reads the paragraph back from the
 * DOM and works out what was typed. In a long document that round trip is
 * most of a keystroke's cost: the browser's own editing command alone took
 * 3 to 6 ms of the renderer's time per key on a 20,000-word campaign. When
 * the browser announces plain typing (`beforeinput` of type `insertText`) at
 * exactly the editor's selection, this cancels the browser's edit and
 * applies the one ProseMirror would have derived: the same input rules
 * (`handleTextInput`), the same marks (stored marks, else those at the
 * caret), the same undo step, scrolled into view.
 *
 * Anything else is left to the browser and ProseMirror as before: IME
 * composition, line breaks, deletions, pastes, autocorrect replacements, a
 * target range that differs from the editor's selection (the browser's
 * selection moved and ProseMirror has not read it yet), a selection that is
 * not text (a stat block, a table cell selection) and typing into form
 * fields inside node views.
 */
export function handleTypedText(view: EditorView, event: InputEvent): boolean {
  if (event.inputType !== 'insertText' || event.isComposing || view.composing || event.target !== view.dom) return false;
  const text = event.data;
  if (!text || /[\r\n]/.test(text)) return false;
  const { selection } = view.state;
  if (!(selection instanceof TextSelection) || !selection.$from.parent.inlineContent || !selection.$from.sameParent(selection.$to)) return false;
  const target = targetPositions(view, event);
  if (!target || target.from !== selection.from || target.to !== selection.to) return false;

  event.preventDefault();
  const { from, to } = target;
  const insert = () => view.state.tr.insertText(text, from, to).scrollIntoView();
  if (!view.someProp('handleTextInput', (handle) => handle(view, from, to, text, insert))) view.dispatch(insert());
  return true;
}

/** The document positions of the browser's one target range, or null. */
function targetPositions(view: EditorView, event: InputEvent): { from: number; to: number } | null {
  const ranges = typeof event.getTargetRanges === 'function' ? event.getTargetRanges() : [];
  if (ranges.length !== 1) return null;
  const [range] = ranges;
  if (!view.dom.contains(range.startContainer) || !view.dom.contains(range.endContainer)) return null;
  try {
    const from = view.posAtDOM(range.startContainer, range.startOffset);
    const to = range.collapsed ? from : view.posAtDOM(range.endContainer, range.endOffset);
    return from <= to ? { from, to } : null;
  } catch {
    return null; // a position ProseMirror cannot map (inside a node view's own DOM)
  }
}

export const TypedText = Extension.create({
  name: 'typedText',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('typedText'),
        props: { handleDOMEvents: { beforeinput: (view, event) => handleTypedText(view, event) } },
      }),
    ];
  },
});

/**
 * Long documents: top-level blocks off screen skip style, layout and paint
 * (`content-visibility: auto` in editor.css), so a keystroke in a 20,000-word
 * campaign lays out and paints what is on screen instead of the whole text.
 * Chromium puts typed text in the wrong place when the caret is in a block it
 * has not rendered yet (a paragraph Enter has just made is not, until the
 * next frame), so the blocks around the selection are always rendered: this
 * plugin marks them, in the same update that moves the selection.
 */
import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/** The class of a top-level block that is always rendered. */
export const RENDERED_BLOCK_CLASS = 'lw-rendered-block';

/** Blocks rendered on each side of the ones the selection touches. */
const MARGIN = 1;

interface RenderedBlocks {
  first: number;
  last: number;
  decorations: DecorationSet;
}

/** The top-level blocks the selection touches, with a block either side (indexes, inclusive). */
export function renderedBlockRange(state: EditorState): [number, number] {
  const { doc, selection } = state;
  const lastIndex = doc.childCount - 1;
  const index = (pos: number) => Math.min(doc.resolve(pos).index(0), lastIndex);
  return [Math.max(0, index(selection.from) - MARGIN), Math.min(lastIndex, index(selection.to) + MARGIN)];
}

function decorate(doc: ProseMirrorNode, first: number, last: number): DecorationSet {
  const decorations: Decoration[] = [];
  doc.forEach((node, offset, index) => {
    if (index >= first && index <= last) decorations.push(Decoration.node(offset, offset + node.nodeSize, { class: RENDERED_BLOCK_CLASS }));
  });
  return DecorationSet.create(doc, decorations);
}

const key = new PluginKey<RenderedBlocks>('renderedBlocks');

export const RenderedBlocks = Extension.create({
  name: 'renderedBlocks',
  addProseMirrorPlugins() {
    return [
      new Plugin<RenderedBlocks>({
        key,
        state: {
          init: (_, state) => {
            const [first, last] = renderedBlockRange(state);
            return { first, last, decorations: decorate(state.doc, first, last) };
          },
          apply: (tr, previous, _, state) => {
            if (!tr.docChanged && !tr.selectionSet) return previous;
            const [first, last] = renderedBlockRange(state);
            if (!tr.docChanged && first === previous.first && last === previous.last) return previous;
            return { first, last, decorations: decorate(state.doc, first, last) };
          },
        },
        props: { decorations: (state) => key.getState(state)?.decorations },
      }),
    ];
  },
});

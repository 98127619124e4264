/**
 * A stat block as one node of the editor: it moves (drag), deletes and
 * undoes as one piece, and shows framed in the 5e style. Its content is the
 * block's own editor HTML, kept as an attribute (sanitised on the way in) and
 * written back inside `<div data-stat-block>`; documents written before the
 * node existed hold the same HTML without the wrapper, which
 * wrapLegacyStatBlocksInHtml (lib/statblock.ts) wraps on the way in.
 *
 * It holds no text blocks, so the plain text the assistant tools read (and
 * the word count) leaves stat blocks out, as htmlToTextBlocks does.
 */
import { Node } from '@tiptap/core';
import { DOMParser as ProseMirrorDOMParser, type Node as ProseMirrorNode, type Schema } from '@tiptap/pm/model';
import { NodeSelection } from '@tiptap/pm/state';
import {
  layoutChoiceOf,
  readStatBlock,
  renderStatBlock,
  safeStatBlockHtml,
  STAT_BLOCK_ATTRIBUTE,
  STAT_BLOCK_LAYOUT_ATTRIBUTE,
  statBlockWrapperHtml,
  type StatBlockLayoutChoice,
} from '../../lib/statblock';

export const STAT_BLOCK_NODE = 'statBlock';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    statBlock: {
      /** Replaces the stat block at `pos` with its content as ordinary text (headings, paragraphs), one undo step. */
      unwrapStatBlock: (pos: number) => ReturnType;
      /** How the book lays the stat block at `pos` out: as long as it needs ('auto'), across both columns, or in one. */
      setStatBlockLayout: (pos: number, layout: StatBlockLayoutChoice) => ReturnType;
    };
  }
}

/** The wrapper element of a stat block node: its HTML as the document stores it. */
export function statBlockElement(node: ProseMirrorNode): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = statBlockWrapperHtml(node.attrs.html as string, node.attrs.layout as StatBlockLayoutChoice);
  return template.content.firstElementChild as HTMLElement;
}

const LAYOUT_LABELS: Record<StatBlockLayoutChoice, string> = {
  auto: 'Book: auto width',
  wide: 'Book: full width',
  column: 'Book: one column',
};
const NEXT_LAYOUT: Record<StatBlockLayoutChoice, StatBlockLayoutChoice> = { auto: 'wide', wide: 'column', column: 'auto' };

export const StatBlockNode = Node.create({
  name: STAT_BLOCK_NODE,
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      html: {
        default: '',
        parseHTML: (element) => safeStatBlockHtml(element.innerHTML),
        // Written as the wrapper's content by renderHTML, not as an attribute.
        renderHTML: () => ({}),
      },
      layout: {
        default: 'auto',
        parseHTML: (element) => layoutChoiceOf(element),
        renderHTML: (attributes) => (attributes.layout === 'auto' ? {} : { [STAT_BLOCK_LAYOUT_ATTRIBUTE]: attributes.layout }),
      },
    };
  },

  parseHTML() {
    // Before paragraphs and headings see its children: the wrapper is one node.
    return [{ tag: `div[${STAT_BLOCK_ATTRIBUTE}]`, priority: 100 }];
  },

  renderHTML({ node }) {
    return statBlockElement(node);
  },

  addCommands() {
    return {
      unwrapStatBlock:
        (pos) =>
        ({ state, tr, dispatch, editor }) => {
          const node = state.doc.nodeAt(pos);
          if (!node || node.type.name !== STAT_BLOCK_NODE) return false;
          if (!dispatch) return true;
          // The block's HTML read by the editor's own rules (no wrapper, so no node).
          tr.replaceWith(pos, pos + node.nodeSize, parseFragment(editor.schema, node.attrs.html as string));
          return true;
        },
      setStatBlockLayout:
        (pos, layout) =>
        ({ state, tr, dispatch }) => {
          const node = state.doc.nodeAt(pos);
          if (!node || node.type.name !== STAT_BLOCK_NODE) return false;
          if (dispatch) {
            tr.setNodeMarkup(pos, undefined, { ...node.attrs, layout });
            tr.setSelection(NodeSelection.create(tr.doc, pos));
          }
          return true;
        },
    };
  },

  addNodeView() {
    return ({ node: initial, editor, getPos }) => {
      let node = initial;
      const dom = document.createElement('div');
      dom.className = 'lw-stat-block-node';
      dom.dataset.testid = 'stat-block-node';

      const controls = document.createElement('div');
      controls.className = 'lw-stat-block-node__controls';
      const layoutButton = document.createElement('button');
      layoutButton.type = 'button';
      const unwrapButton = document.createElement('button');
      unwrapButton.type = 'button';
      unwrapButton.textContent = 'Edit as text';
      unwrapButton.title = 'Turn this stat block back into ordinary headings and paragraphs';
      controls.append(layoutButton, unwrapButton);

      const body = document.createElement('div');
      dom.append(controls, body);

      const position = () => (typeof getPos === 'function' ? getPos() : undefined);
      layoutButton.addEventListener('click', () => {
        const pos = position();
        if (pos === undefined || !editor.isEditable) return;
        editor.chain().focus().setStatBlockLayout(pos, NEXT_LAYOUT[node.attrs.layout as StatBlockLayoutChoice] ?? 'auto').run();
      });
      unwrapButton.addEventListener('click', () => {
        const pos = position();
        if (pos === undefined || !editor.isEditable) return;
        editor.chain().focus().unwrapStatBlock(pos).run();
      });

      const render = () => {
        const view = readStatBlock(statBlockElement(node));
        body.replaceChildren(renderStatBlock(document, view));
        const layout = (node.attrs.layout as StatBlockLayoutChoice) ?? 'auto';
        layoutButton.textContent = LAYOUT_LABELS[layout];
        layoutButton.title = 'How the book lays this stat block out (click to change)';
        layoutButton.setAttribute('aria-label', `${LAYOUT_LABELS[layout]}. Change how the book lays out the ${view.name || 'stat block'} stat block`);
        unwrapButton.setAttribute('aria-label', `Edit the ${view.name || 'stat block'} stat block as text`);
        dom.dataset.layout = layout;
      };
      render();

      return {
        dom,
        update(updated) {
          if (updated.type !== node.type) return false;
          if (updated.attrs.html !== node.attrs.html || updated.attrs.layout !== node.attrs.layout) {
            node = updated;
            render();
          }
          node = updated;
          return true;
        },
        selectNode() {
          dom.classList.add('is-selected');
        },
        deselectNode() {
          dom.classList.remove('is-selected');
        },
        // The buttons handle their own clicks; everything else (drag, select) is the editor's.
        stopEvent: (event) => event.target instanceof globalThis.Node && controls.contains(event.target),
        ignoreMutation: () => true,
      };
    };
  },
});

function parseFragment(schema: Schema, html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return ProseMirrorDOMParser.fromSchema(schema).parseSlice(template.content).content;
}

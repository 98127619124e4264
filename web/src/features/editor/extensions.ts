/**
 * The editor's TipTap extensions, configured in one place (the editor, the
 * tests and the benchmark all use this list).
 */
import { Extension, type AnyExtension } from '@tiptap/core';
import { Blockquote } from '@tiptap/extension-blockquote';
import { Bold } from '@tiptap/extension-bold';
import { Code } from '@tiptap/extension-code';
import { Document } from '@tiptap/extension-document';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Heading } from '@tiptap/extension-heading';
import { HorizontalRule } from '@tiptap/extension-horizontal-rule';
import { Italic } from '@tiptap/extension-italic';
import { Link } from '@tiptap/extension-link';
// Lists and the small extensions from their packages' own entry points: the
// packages' indexes also bring task lists, the list kit, character count,
// focus and selection, which this editor does not use.
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { ListKeymap } from '@tiptap/extension-list/keymap';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import { Dropcursor } from '@tiptap/extensions/drop-cursor';
import { Gapcursor } from '@tiptap/extensions/gap-cursor';
import { TrailingNode } from '@tiptap/extensions/trailing-node';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Strike } from '@tiptap/extension-strike';
import { Text } from '@tiptap/extension-text';
import TextAlign from '@tiptap/extension-text-align';
import { Underline } from '@tiptap/extension-underline';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { HIGHLIGHT_OWNERS, type HighlightOwner } from '../../lib/editor-bridge';
import { toSafeEditorHtml, type DocRange } from '../../lib/richtext';
import { wrapLegacyStatBlocksInHtml } from '../../lib/statblock';
import { plainTextIndexOf } from './plainText';
import { RenderedBlocks } from './renderedBlocks';
import { SkipReactSelectionWalk } from './reactSelectionWalk';
import { StatBlockNode } from './statBlockNode';
import { Table } from './tableNodes';
import { TypedText } from './typedText';

/**
 * Untrusted markdown or HTML as the editor takes it in: sanitised, and stat
 * blocks written without their wrapper (older documents, a model's reply)
 * wrapped, so each becomes one stat-block node.
 */
export function toEditorHtml(markdownOrHtml: string): string {
  return wrapLegacyStatBlocksInHtml(toSafeEditorHtml(markdownOrHtml));
}

/** Stored document HTML as the editor opens it: stat blocks written before the node existed become nodes. */
export function storedHtmlForEditor(html: string): string {
  return wrapLegacyStatBlocksInHtml(html);
}

/** Spec: undo depth 50. */
export const UNDO_DEPTH = 50;
export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

/**
 * The underlines one assistant tool asks for (grammar issues, analysis
 * segments). Ids are kept beside the decorations, not in the DOM: an id that
 * changes when text before it moves (the grammar ids do) would otherwise
 * redraw every underlined paragraph after the caret on each check.
 */
export interface HighlightsState {
  decorations: DecorationSet;
  ranges: Array<{ id: string; from: number; to: number }>;
  /**
   * A large new set of underlines still being drawn, a stretch of the
   * document at a time from `from` on (setPlainHighlights says why): the
   * set asked for, mapped through edits like the one shown.
   */
  pending: { target: DecorationSet; from: number } | null;
}

/** One plugin per owner: a tool replacing its underlines leaves the others' alone. */
export const highlightsPluginKeys: Record<HighlightOwner, PluginKey<HighlightsState>> = Object.fromEntries(
  HIGHLIGHT_OWNERS.map((owner) => [owner, new PluginKey<HighlightsState>(`lorewrightHighlights-${owner}`)]),
) as Record<HighlightOwner, PluginKey<HighlightsState>>;

/** The id of the owner's highlight covering a document position, if any. */
export function highlightIdAt(state: EditorState, pos: number, owner: HighlightOwner): string | null {
  const ranges = highlightsPluginKeys[owner].getState(state)?.ranges ?? [];
  return ranges.find((range) => range.from <= pos && pos < range.to)?.id ?? null;
}

function highlightsPlugin(key: PluginKey<HighlightsState>): Plugin<HighlightsState> {
  return new Plugin<HighlightsState>({
    key,
    state: {
      init: () => ({ decorations: DecorationSet.empty, ranges: [], pending: null }),
      apply(tr, current) {
        const replaced = tr.getMeta(key) as HighlightsState | undefined;
        if (replaced) return replaced;
        if (!tr.docChanged) return current;
        // Underlines follow the text they mark while the user types; one
        // whose text is deleted disappears (as inline decorations do).
        return {
          decorations: current.decorations.map(tr.mapping, tr.doc),
          ranges: current.ranges
            .map((range) => ({ id: range.id, from: tr.mapping.map(range.from, 1), to: tr.mapping.map(range.to, -1) }))
            .filter((range) => range.from < range.to),
          pending: current.pending && {
            target: current.pending.target.map(tr.mapping, tr.doc),
            from: tr.mapping.map(current.pending.from, -1),
          },
        };
      },
    },
    props: {
      decorations: (state) => key.getState(state)?.decorations,
    },
  });
}

/**
 * The placeholder ("Start writing your campaign...") on the first paragraph
 * of an empty document, with the class and attribute editor.css styles.
 * TipTap's Placeholder extension re-scans the blocks each keystroke touched
 * for empty nodes (and adds ~3 KB to the editor); only an empty document
 * shows one here, which is one check of the document's first child.
 */
const EmptyDocumentPlaceholder = Extension.create<{ placeholder: string }>({
  name: 'emptyDocumentPlaceholder',
  addOptions: () => ({ placeholder: '' }),
  addProseMirrorPlugins() {
    const { placeholder } = this.options;
    return [
      new Plugin({
        key: new PluginKey('emptyDocumentPlaceholder'),
        props: {
          decorations: ({ doc }) => {
            const first = doc.firstChild;
            if (!placeholder || doc.childCount !== 1 || !first?.isTextblock || first.content.size > 0) return null;
            return DecorationSet.create(doc, [Decoration.node(0, first.nodeSize, { class: 'is-editor-empty', 'data-placeholder': placeholder })]);
          },
        },
      }),
    ];
  },
});

const Highlights = Extension.create({
  name: 'lorewrightHighlights',
  addProseMirrorPlugins() {
    return HIGHLIGHT_OWNERS.map((owner) => highlightsPlugin(highlightsPluginKeys[owner]));
  },
});

/** Pasted HTML with stat blocks in it (from another document, say) keeps them as stat blocks. */
const PastedStatBlocks = Extension.create({
  name: 'pastedStatBlocks',
  addProseMirrorPlugins() {
    return [new Plugin({ key: new PluginKey('pastedStatBlocks'), props: { transformPastedHTML: wrapLegacyStatBlocksInHtml } })];
  },
});

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    untrustedContent: {
      /**
       * Inserts model output (markdown or HTML), converted and sanitised, as
       * new blocks: after the top-level block holding plain-text offset `at`,
       * or at the end after a blank line (an empty document is replaced).
       */
      insertUntrustedContent: (markdownOrHtml: string, options?: { at?: number }) => ReturnType;
    };
  }
  interface Storage {
    untrustedContent: UntrustedContentStorage;
  }
}

export interface UntrustedContentStorage {
  /** The document range the last insertUntrustedContent filled (read by the bridge right after it). */
  lastInserted: DocRange | null;
}

/** The one way AI tools put content into the editor (see insertUntrustedContent). */
const UntrustedContent = Extension.create<unknown, UntrustedContentStorage>({
  name: 'untrustedContent',
  addStorage() {
    return { lastInserted: null };
  },
  addCommands() {
    return {
      insertUntrustedContent:
        (markdownOrHtml, options = {}) =>
        ({ editor, state, tr, commands }) => {
          const html = toEditorHtml(markdownOrHtml);
          if (!html) return false;
          const { doc } = state;
          let range: DocRange;
          let content = html;
          if (options.at !== undefined) {
            const $pos = doc.resolve(plainTextIndexOf(doc).toDocPosition(options.at));
            const after = $pos.depth >= 1 ? $pos.after(1) : doc.content.size;
            range = { from: after, to: after };
          } else if (editor.isEmpty) {
            range = { from: 0, to: doc.content.size };
          } else {
            range = { from: doc.content.size, to: doc.content.size };
            content = `<p></p>${html}`;
          }
          const stepsBefore = tr.mapping.maps.length;
          if (!commands.insertContentAt(range, content)) return false;
          // Where the new content sits: the range's start staying before it, its end moving past it.
          const mapping = tr.mapping.slice(stepsBefore);
          this.storage.lastInserted = { from: mapping.map(range.from, -1), to: mapping.map(range.to, 1) };
          return commands.scrollIntoView();
        },
    };
  },
});

/**
 * TipTap's StarterKit, in its order, without code blocks: they are not on
 * the toolbar, they would keep whitespace that the plain-text view
 * collapses, and StarterKit would bring their code even when turned off.
 */
function textExtensions(): AnyExtension[] {
  return [
    Bold,
    Blockquote,
    BulletList,
    Code,
    Document,
    Dropcursor,
    Gapcursor,
    HardBreak,
    Heading.configure({ levels: [1, 2, 3] }),
    UndoRedo.configure({ depth: UNDO_DEPTH }),
    HorizontalRule,
    Italic,
    ListItem,
    ListKeymap,
    Link.configure({
      openOnClick: false,
      autolink: true,
      protocols: ['http', 'https', 'mailto'],
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
    OrderedList,
    Paragraph,
    Strike,
    Text,
    Underline,
    TrailingNode,
  ];
}

export function createEditorExtensions(options: { placeholder: string }): AnyExtension[] {
  return [
    ...textExtensions(),
    TypedText,
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...TEXT_ALIGNMENTS] }),
    EmptyDocumentPlaceholder.configure({ placeholder: options.placeholder }),
    Highlights,
    UntrustedContent,
    StatBlockNode,
    PastedStatBlocks,
    Table,
    RenderedBlocks,
    SkipReactSelectionWalk,
  ];
}

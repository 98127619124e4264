/**
 * The editor's TipTap extensions, configured in one place (the editor, the
 * tests and the benchmark all use this list).
 */
import { Extension, type AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { DecorationSet } from '@tiptap/pm/view';
import { toSafeEditorHtml } from '../../lib/richtext';
import { plainTextIndexOf } from './plainText';

/** Spec: undo depth 50. */
export const UNDO_DEPTH = 50;
export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

/**
 * The underlines the assistant tools ask for (grammar issues). Ids are kept
 * beside the decorations, not in the DOM: an id that changes when text
 * before it moves (the grammar ids do) would otherwise redraw every
 * underlined paragraph after the caret on each check.
 */
export interface HighlightsState {
  decorations: DecorationSet;
  ranges: Array<{ id: string; from: number; to: number }>;
}

export const highlightsPluginKey = new PluginKey<HighlightsState>('lorewrightHighlights');

/** The id of the highlight covering a document position, if any. */
export function highlightIdAt(state: EditorState, pos: number): string | null {
  const ranges = highlightsPluginKey.getState(state)?.ranges ?? [];
  return ranges.find((range) => range.from <= pos && pos < range.to)?.id ?? null;
}

const Highlights = Extension.create({
  name: 'lorewrightHighlights',
  addProseMirrorPlugins() {
    return [
      new Plugin<HighlightsState>({
        key: highlightsPluginKey,
        state: {
          init: () => ({ decorations: DecorationSet.empty, ranges: [] }),
          apply(tr, current) {
            const replaced = tr.getMeta(highlightsPluginKey) as HighlightsState | undefined;
            if (replaced) return replaced;
            if (!tr.docChanged) return current;
            // Underlines follow the text they mark while the user types; one
            // whose text is deleted disappears (as inline decorations do).
            return {
              decorations: current.decorations.map(tr.mapping, tr.doc),
              ranges: current.ranges
                .map((range) => ({ id: range.id, from: tr.mapping.map(range.from, 1), to: tr.mapping.map(range.to, -1) }))
                .filter((range) => range.from < range.to),
            };
          },
        },
        props: {
          decorations: (state) => highlightsPluginKey.getState(state)?.decorations,
        },
      }),
    ];
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
}

/** The one way AI tools put content into the editor (see insertUntrustedContent). */
const UntrustedContent = Extension.create({
  name: 'untrustedContent',
  addCommands() {
    return {
      insertUntrustedContent:
        (markdownOrHtml, options = {}) =>
        ({ editor, state, commands }) => {
          const html = toSafeEditorHtml(markdownOrHtml);
          if (!html) return false;
          const { doc } = state;
          if (options.at !== undefined) {
            const $pos = doc.resolve(plainTextIndexOf(doc).toDocPosition(options.at));
            return commands.insertContentAt($pos.depth >= 1 ? $pos.after(1) : doc.content.size, html) && commands.scrollIntoView();
          }
          if (editor.isEmpty) return commands.insertContentAt({ from: 0, to: doc.content.size }, html) && commands.scrollIntoView();
          return commands.insertContentAt(doc.content.size, `<p></p>${html}`) && commands.scrollIntoView();
        },
    };
  },
});

export function createEditorExtensions(options: { placeholder: string }): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      // Not on the toolbar, and code blocks would keep whitespace that the
      // plain-text view collapses.
      codeBlock: false,
      undoRedo: { depth: UNDO_DEPTH },
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...TEXT_ALIGNMENTS] }),
    Placeholder.configure({ placeholder: options.placeholder }),
    Highlights,
    UntrustedContent,
  ];
}

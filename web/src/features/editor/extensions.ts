/**
 * The editor's TipTap extensions, configured in one place (the editor, the
 * tests and the benchmark all use this list).
 */
import { Extension, type AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { DecorationSet } from '@tiptap/pm/view';
import { toSafeEditorHtml } from '../../lib/richtext';
import { plainTextIndexOf } from './plainText';

/** Spec: undo depth 50. */
export const UNDO_DEPTH = 50;
export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

/** Holds the underline decorations the assistant tools ask for (grammar issues). */
export const highlightsPluginKey = new PluginKey<DecorationSet>('lorewrightHighlights');

const Highlights = Extension.create({
  name: 'lorewrightHighlights',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key: highlightsPluginKey,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, current) {
            const replaced = tr.getMeta(highlightsPluginKey) as DecorationSet | undefined;
            if (replaced) return replaced;
            // Underlines follow the text they mark while the user types.
            return tr.docChanged ? current.map(tr.mapping, tr.doc) : current;
          },
        },
        props: {
          decorations: (state) => highlightsPluginKey.getState(state),
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

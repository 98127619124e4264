import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';

/**
 * Keeps React from walking the whole document on each of its commits.
 *
 * Before every commit React reads the focused element's `contentEditable`, and
 * when it is "true" it walks every node inside that element to note the
 * selection as character offsets, so that it could put it back should the
 * commit move focus (facebook/react#1350, no opt-out). With the caret in a
 * 20,000-word document that is thousands of nodes on every commit of any
 * component while the user types: the word count, the save status, a grammar
 * check arriving. ProseMirror owns the editor's DOM and selection (React never
 * re-mounts them), so the walk can never be used. The editor's root therefore
 * answers script's `contentEditable` with "inherit"; its `contenteditable`
 * attribute, which the browser, assistive technology, CSS and ProseMirror use,
 * is untouched, as is `isContentEditable`.
 */
export const SkipReactSelectionWalk = Extension.create({
  name: 'skipReactSelectionWalk',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('skipReactSelectionWalk'),
        view(view) {
          const root = view.dom;
          Object.defineProperty(root, 'contentEditable', {
            configurable: true,
            get: () => 'inherit',
            set: (value: string) => root.setAttribute('contenteditable', String(value)),
          });
          return {
            destroy: () => {
              delete (root as { contentEditable?: string }).contentEditable;
            },
          };
        },
      }),
    ];
  },
});

import { DOMSerializer, type Node as ProseMirrorNode } from '@tiptap/pm/model';

// An edit replaces only the top-level blocks it touches; every other block
// node is shared with the previous document (ProseMirror documents are
// immutable), so its HTML is kept rather than serialised again at every save.
// Serialising a 20,000-word campaign whole took ~10 ms of main thread per
// autosave and journal write, landing on whichever keystroke came next.
const blockHtml = new WeakMap<ProseMirrorNode, string>();
let scratch: HTMLElement | null = null;

/** The document's HTML, identical to TipTap's `editor.getHTML()`, serialising only blocks not seen before. */
export function documentHtml(doc: ProseMirrorNode): string {
  const serializer = DOMSerializer.fromSchema(doc.type.schema);
  let html = '';
  doc.forEach((block) => {
    let cached = blockHtml.get(block);
    if (cached === undefined) {
      // An inert document, as TipTap's getHTML uses: nothing in it loads or runs.
      scratch ??= document.implementation.createHTMLDocument().createElement('div');
      scratch.replaceChildren(serializer.serializeNode(block));
      cached = scratch.innerHTML;
      scratch.replaceChildren();
      blockHtml.set(block, cached);
    }
    html += cached;
  });
  return html;
}

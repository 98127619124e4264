import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { buildPlainTextIndex, type PlainTextIndex } from '../../lib/richtext';

// Building the index walks the whole document, so it is built at most once
// per document state (ProseMirror documents are immutable).
const indexCache = new WeakMap<ProseMirrorNode, PlainTextIndex>();

/** The plain text of a document and its offset map, cached per document. */
export function plainTextIndexOf(doc: ProseMirrorNode): PlainTextIndex {
  let index = indexCache.get(doc);
  if (!index) {
    index = buildPlainTextIndex(doc);
    indexCache.set(doc, index);
  }
  return index;
}

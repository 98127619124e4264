import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { buildPlainTextIndex, plainTextIndexFrom, type PlainTextIndex } from '../../lib/richtext';

// Building the index walks the whole document, so it is built at most once
// per document state (ProseMirror documents are immutable).
const indexCache = new WeakMap<ProseMirrorNode, PlainTextIndex>();

/** One text block's plain text, with each code unit's document range relative to the block's start. */
interface BlockText {
  text: string;
  froms: Int32Array;
  tos: Int32Array;
}

// An edit replaces only the blocks it touches; every other block node is
// shared with the previous document, so its text is reused rather than
// rebuilt character by character (that took tens of milliseconds on a long
// document at every grammar check).
const blockCache = new WeakMap<ProseMirrorNode, BlockText>();

/**
 * A text block's lines as `buildPlainTextIndex` reads them (the one place
 * that defines the plain text), for the block alone at position 0.
 */
function blockTextOf(block: ProseMirrorNode, doc: ProseMirrorNode): BlockText {
  let cached = blockCache.get(block);
  if (!cached) {
    const index = buildPlainTextIndex(doc.type.create(null, block));
    const froms = new Int32Array(index.text.length);
    const tos = new Int32Array(index.text.length);
    for (let i = 0; i < index.text.length; i++) {
      const range = index.toDocRange(i, i + 1)!;
      froms[i] = range.from;
      tos[i] = range.to;
    }
    cached = { text: index.text, froms, tos };
    blockCache.set(block, cached);
  }
  return cached;
}

/** The index of a whole document, assembled from its text blocks (see buildPlainTextIndex for the rules). */
function assemblePlainTextIndex(doc: ProseMirrorNode): PlainTextIndex {
  const blocks: Array<{ block: BlockText; pos: number }> = [];
  let length = 0;
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    const block = blockTextOf(node, doc);
    if (block.text) {
      // Lines are joined by a line break.
      length += (blocks.length > 0 ? 1 : 0) + block.text.length;
      blocks.push({ block, pos });
    }
    return false;
  });

  const parts: string[] = [];
  const froms = new Int32Array(length);
  const tos = new Int32Array(length);
  let at = 0;
  for (const { block, pos } of blocks) {
    if (at > 0) {
      // The line break covers the end of the previous line to the start of this one.
      parts.push('\n');
      froms[at] = tos[at - 1];
      tos[at] = block.froms[0] + pos;
      at++;
    }
    parts.push(block.text);
    for (let i = 0; i < block.text.length; i++, at++) {
      froms[at] = block.froms[i] + pos;
      tos[at] = block.tos[i] + pos;
    }
  }

  return plainTextIndexFrom(parts.join(''), froms, tos, doc.content.size);
}

/** The plain text of a document and its offset map, cached per document and per text block. */
export function plainTextIndexOf(doc: ProseMirrorNode): PlainTextIndex {
  let index = indexCache.get(doc);
  if (!index) {
    index = assemblePlainTextIndex(doc);
    indexCache.set(doc, index);
  }
  return index;
}

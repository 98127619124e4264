import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { textblockLines } from '../../lib/richtext';
import { countSentencesInBlock, countWords, readingTimeMinutes, type TextStats } from '../../lib/text';

interface LineTotals {
  lines: number;
  words: number;
  characters: number;
  charactersNoSpaces: number;
  sentences: number;
}

// ProseMirror reuses unchanged nodes between document versions, so after an
// edit only the edited block is counted again; the rest come from here.
const blockTotals = new WeakMap<ProseMirrorNode, LineTotals>();

function totalsOf(block: ProseMirrorNode): LineTotals {
  let totals = blockTotals.get(block);
  if (totals) return totals;
  totals = { lines: 0, words: 0, characters: 0, charactersNoSpaces: 0, sentences: 0 };
  for (const line of textblockLines(block)) {
    totals.lines++;
    totals.words += countWords(line);
    // Code points, as computeTextStats counts them.
    totals.characters += Array.from(line).length;
    totals.charactersNoSpaces += Array.from(line.replace(/\s/g, '')).length;
    totals.sentences += countSentencesInBlock(line);
  }
  blockTotals.set(block, totals);
  return totals;
}

/**
 * The spec's statistics of an editor document, equal to
 * `computeTextStats(editor.getHTML())` without serialising and re-parsing the
 * whole document on every edit.
 */
export function documentStats(doc: ProseMirrorNode): TextStats {
  let paragraphs = 0;
  let words = 0;
  let characters = 0;
  let charactersNoSpaces = 0;
  let sentences = 0;
  doc.descendants((node) => {
    if (!node.isTextblock) return true;
    const totals = totalsOf(node);
    paragraphs += totals.lines;
    words += totals.words;
    characters += totals.characters;
    charactersNoSpaces += totals.charactersNoSpaces;
    sentences += totals.sentences;
    return false;
  });
  return {
    wordCount: words,
    characterCount: characters,
    characterCountNoSpaces: charactersNoSpaces,
    paragraphCount: Math.max(1, paragraphs),
    sentenceCount: sentences,
    readingTime: readingTimeMinutes(words),
  };
}

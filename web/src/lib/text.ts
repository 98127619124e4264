/**
 * Plain-text view of the editor's HTML and the document statistics derived
 * from it (spec section 3 "Stats", section 9 "Reading time").
 */

/** Words per minute used for reading time (spec: words / 200, rounded up). */
export const WORDS_PER_MINUTE = 200;

export interface TextStats {
  wordCount: number;
  characterCount: number;
  characterCountNoSpaces: number;
  /** At least 1, even for an empty document. */
  paragraphCount: number;
  sentenceCount: number;
  /** Minutes, `ceil(wordCount / 200)`. */
  readingTime: number;
}

// Elements that start a new line of text when rendered; text on either side
// of them belongs to different paragraphs.
const BLOCK_ELEMENTS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'DD', 'DIV', 'DL', 'DT',
  'FIGCAPTION', 'FIGURE', 'FOOTER', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6',
  'HEADER', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'PRE', 'SECTION', 'TABLE',
  'TD', 'TH', 'TR', 'UL',
]);
// Content that is never shown as text.
const SKIPPED_ELEMENTS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
// Stat blocks (lib/statblock.ts) are reference blocks, one node in the
// editor: they are not the document's prose, so they are left out of its
// plain text and statistics, as the editor's own plain text leaves them out.
const STAT_BLOCK_ATTRIBUTE = 'data-stat-block';

/**
 * Splits HTML into its rendered text blocks: one string per paragraph,
 * heading, list item or `<br>`-separated line, with entities decoded,
 * whitespace collapsed as a browser would, and empty blocks dropped.
 */
export function htmlToTextBlocks(html: string): string[] {
  if (!html) return [];
  // DOMParser documents are inert: scripts do not run and images do not load.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks: string[] = [];
  let current = '';
  const flush = () => {
    const block = current.replace(/\s+/g, ' ').trim();
    if (block) blocks.push(block);
    current = '';
  };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      current += node.nodeValue ?? '';
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const tag = (node as Element).tagName;
    if (SKIPPED_ELEMENTS.has(tag) || (node as Element).hasAttribute(STAT_BLOCK_ATTRIBUTE)) return;
    if (tag === 'BR') {
      flush();
      return;
    }
    const isBlock = BLOCK_ELEMENTS.has(tag);
    if (isBlock) flush();
    node.childNodes.forEach(walk);
    if (isBlock) flush();
  };
  doc.body.childNodes.forEach(walk);
  flush();
  return blocks;
}

/** HTML to plain text: entities decoded, one line per block. */
export function htmlToPlainText(html: string): string {
  return htmlToTextBlocks(html).join('\n');
}

/** Words are runs of non-whitespace characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

// A sentence ends at ., !, ? or an ellipsis followed by optional closing
// quotes/brackets and then whitespace or the end, so "3.5" and "v1.2" do not
// split a sentence.
const SENTENCE_END = /[.!?\u2026]+["'\u201D\u2019)\]]*(?=\s|$)/u;
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Sentences in one block; a block without final punctuation still counts. */
export function countSentencesInBlock(block: string): number {
  return block.split(SENTENCE_END).filter((part) => HAS_WORD_CHARACTER.test(part)).length;
}

export function readingTimeMinutes(wordCount: number): number {
  return Math.ceil(wordCount / WORDS_PER_MINUTE);
}

/** Computes the spec's document statistics from the editor HTML. */
export function computeTextStats(html: string): TextStats {
  const blocks = htmlToTextBlocks(html);
  let wordCount = 0;
  let characterCount = 0;
  let characterCountNoSpaces = 0;
  let sentenceCount = 0;
  for (const block of blocks) {
    wordCount += countWords(block);
    // Code points, so an emoji or accented letter counts once.
    characterCount += Array.from(block).length;
    characterCountNoSpaces += Array.from(block.replace(/\s/g, '')).length;
    sentenceCount += countSentencesInBlock(block);
  }
  return {
    wordCount,
    characterCount,
    characterCountNoSpaces,
    paragraphCount: Math.max(1, blocks.length),
    sentenceCount,
    readingTime: readingTimeMinutes(wordCount),
  };
}

/** The text with its first letter upper-cased ("combat" -> "Combat"); the rest is left as it is. */
export function capitalise(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

// Words whose first letter's sound is not its usual one: "a unicorn",
// "a one-eyed giant", "an hour", "an heir".
const CONSONANT_SOUND_PREFIXES = ['uni', 'use', 'usu', 'uti', 'eu', 'ewe', 'one', 'once'];
const VOWEL_SOUND_PREFIXES = ['hour', 'honest', 'honor', 'honour', 'heir'];

/**
 * "a" or "an" before a word or a number, by how it is said: "an 8-hour",
 * "an 11-hour", "a 2-hour", "an owlbear", "a unicorn", "an hour".
 */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const lower = word.trim().toLowerCase();
  const digits = /^\d+/.exec(lower.replace(/,/g, ''))?.[0];
  if (digits) {
    // Said from its first group of up to three digits: "eight...", "eleven
    // thousand", "eighteen million" start with a vowel sound.
    const group = digits.slice(0, digits.length % 3 || 3);
    return group.startsWith('8') || group === '11' || group === '18' ? 'an' : 'a';
  }
  if (CONSONANT_SOUND_PREFIXES.some((p) => lower.startsWith(p))) return 'a';
  if (VOWEL_SOUND_PREFIXES.some((p) => lower.startsWith(p))) return 'an';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

// A word-level comparison of two texts of the document (a kept version and
// the text now), on their plain text: one line per paragraph, as the
// statistics and the grammar check read it. The diff itself is jsdiff's.
import { diffWords } from 'diff';
import { countWords, htmlToTextBlocks } from '../../../lib/text';

export type DiffPartKind = 'same' | 'added' | 'removed';

export interface DiffPart {
  kind: DiffPartKind;
  text: string;
}

export interface TextDiff {
  parts: DiffPart[];
  /** Words only in the newer text. */
  addedWords: number;
  /** Words only in the older text. */
  removedWords: number;
}

/** Beyond this, a word-by-word comparison would keep the page busy too long. */
export const DIFF_TIMEOUT_MS = 1500;

/**
 * What changed from `beforeHtml` to `afterHtml`, word by word; null when the
 * texts differ too much to compare within DIFF_TIMEOUT_MS.
 */
export function diffDocumentText(beforeHtml: string, afterHtml: string): TextDiff | null {
  const before = htmlToTextBlocks(beforeHtml).join('\n');
  const after = htmlToTextBlocks(afterHtml).join('\n');
  const changes = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS });
  if (!changes) return null;
  const parts: DiffPart[] = [];
  let addedWords = 0;
  let removedWords = 0;
  for (const change of changes) {
    const kind: DiffPartKind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    if (kind === 'added') addedWords += countWords(change.value);
    if (kind === 'removed') removedWords += countWords(change.value);
    const last = parts.at(-1);
    if (last && last.kind === kind) last.text += change.value;
    else parts.push({ kind, text: change.value });
  }
  return { parts, addedWords, removedWords };
}

// A word-level comparison of two texts of the document (a kept version and
// the text now), on their plain text: one line per paragraph, as the
// statistics and the grammar check read it. The diff itself is jsdiff's.
import { diffWordsWithSpace } from 'diff';
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
  // Spaces and line breaks are tokens too, so each side reads back exactly.
  const changes = diffWordsWithSpace(before, after, { timeout: DIFF_TIMEOUT_MS });
  if (!changes) return null;
  const parts: DiffPart[] = [];
  let addedWords = 0;
  let removedWords = 0;
  // A run of changes, with the spaces between them ("alot" to "a lot" is one
  // change, not three): its old text and its new text.
  let run: { removed: string; added: string; pendingSpace: string } | null = null;
  const closeRun = () => {
    if (!run) return;
    if (run.removed) parts.push({ kind: 'removed', text: run.removed });
    if (run.added) parts.push({ kind: 'added', text: run.added });
    removedWords += countWords(run.removed);
    addedWords += countWords(run.added);
    if (run.pendingSpace) parts.push({ kind: 'same', text: run.pendingSpace });
    run = null;
  };
  for (const change of changes) {
    if (change.added || change.removed) {
      run ??= { removed: '', added: '', pendingSpace: '' };
      // Space between two changes belongs to both sides of the run.
      run.removed += run.pendingSpace;
      run.added += run.pendingSpace;
      run.pendingSpace = '';
      if (change.added) run.added += change.value;
      else run.removed += change.value;
    } else if (run && /^\s+$/.test(change.value)) {
      run.pendingSpace += change.value;
    } else {
      closeRun();
      const last = parts.at(-1);
      if (last?.kind === 'same') last.text += change.value;
      else parts.push({ kind: 'same', text: change.value });
    }
  }
  closeRun();
  return { parts, addedWords, removedWords };
}

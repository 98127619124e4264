// The rules of the Errors tab that need no React: which issues are hidden,
// when the hidden list resets, how a fix is turned into an editor change.
import type { TextChange, TextHighlight } from '../../lib/editor-bridge';
import type { GrammarIssue, IssueKind } from './api';

/** Shorter cleaned text is not checked (spec: minimum length 10). */
export const MIN_CHECK_LENGTH = 10;
/** Edits in the editor wait this long before a check. */
export const EDITOR_DEBOUNCE_MS = 1000;
/** The panel's own triggers (opening, switching checking on) wait longer. */
export const PANEL_DEBOUNCE_MS = 1500;

/** Characters either side of an issue that make up its dismiss key. */
const KEY_CONTEXT = 12;

export function isCheckable(text: string): boolean {
  return text.trim().length >= MIN_CHECK_LENGTH;
}

/** A dismissed issue as remembered: type, position, length and nearby text. */
export interface DismissRecord {
  type: IssueKind;
  start: number;
  length: number;
  context: string;
}

export function dismissRecord(issue: GrammarIssue, text: string): DismissRecord {
  const { start, end } = issue.position;
  return {
    type: issue.type,
    start,
    length: end - start,
    context: text.slice(Math.max(0, start - KEY_CONTEXT), Math.min(text.length, end + KEY_CONTEXT)),
  };
}

export function recordKey(record: DismissRecord): string {
  return `${record.type}|${record.start}|${record.length}|${record.context}`;
}

/** The key of an issue found in `text`. */
export function dismissKey(issue: GrammarIssue, text: string): string {
  return recordKey(dismissRecord(issue, text));
}

/** The edited region between two texts: common prefix and suffix removed. */
function editRegion(before: string, after: string): { prefix: number; beforeEnd: number; afterEnd: number } {
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix < shorter - prefix &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  ) {
    suffix++;
  }
  return { prefix, beforeEnd: before.length - suffix, afterEnd: after.length - suffix };
}

/**
 * The spec's significant change: the length differs by over 20 percent, or
 * over 30 percent of the characters differ. Characters are compared after
 * removing the common beginning and end, so one word typed at the top does
 * not count as every later character changing.
 */
export function isSignificantChange(before: string, after: string): boolean {
  if (before === after) return false;
  if (Math.abs(after.length - before.length) > 0.2 * before.length) return true;
  const { prefix, beforeEnd, afterEnd } = editRegion(before, after);
  const changed = Math.max(beforeEnd - prefix, afterEnd - prefix);
  return changed > 0.3 * Math.max(before.length, after.length);
}

/**
 * Moves remembered dismissals along with an edit elsewhere in the text (a fix
 * applied before them, a word typed above). A dismissal the edit touched is
 * forgotten: that text is no longer what the user dismissed.
 */
export function shiftDismissed(records: readonly DismissRecord[], before: string, after: string): DismissRecord[] {
  if (before === after) return [...records];
  const { prefix, beforeEnd, afterEnd } = editRegion(before, after);
  const delta = afterEnd - beforeEnd;
  const shifted: DismissRecord[] = [];
  for (const record of records) {
    const end = record.start + record.length;
    if (end <= prefix) {
      shifted.push({ ...record, context: contextAt(after, record.start, end) });
    } else if (record.start >= beforeEnd) {
      const start = record.start + delta;
      shifted.push({ ...record, start, context: contextAt(after, start, start + record.length) });
    }
  }
  return shifted;
}

function contextAt(text: string, start: number, end: number): string {
  return text.slice(Math.max(0, start - KEY_CONTEXT), Math.min(text.length, end + KEY_CONTEXT));
}

/** True at the document start, a line start, or after ".", "!" or "?" (and closing quotes). */
export function isSentenceStart(text: string, offset: number): boolean {
  const before = text.slice(0, offset);
  return /(^|\n)\s*$/.test(before) || /[.!?]['"’”)\]]*\s+$/.test(before);
}

function startsWithCapital(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLocaleLowerCase() && first === first.toLocaleUpperCase();
}

/**
 * Keeps a sentence's capital: if the original was capitalised at a sentence
 * start, the replacement's first letter is capitalised too.
 */
export function keepSentenceCase(text: string, start: number, original: string, replacement: string): string {
  if (!replacement || !startsWithCapital(original) || !isSentenceStart(text, start)) return replacement;
  return replacement.charAt(0).toLocaleUpperCase() + replacement.slice(1);
}

/** The text an issue marks in the text it was found in. */
export function originalOf(issue: GrammarIssue, analysedText: string): string {
  return analysedText.slice(issue.position.start, issue.position.end);
}

/**
 * Where an issue's text is now: the same offsets if the text there is
 * unchanged, else the nearest place where it reads the same with the same
 * few characters around it (the user typed elsewhere meanwhile). Null when
 * it is gone.
 */
export function locateIssue(issue: GrammarIssue, analysedText: string, currentText: string): { start: number; end: number } | null {
  const { start, end } = issue.position;
  if (end > analysedText.length || start > end) return null;
  const original = analysedText.slice(start, end);
  if (currentText.slice(start, end) === original) return { start, end };
  const lead = analysedText.slice(Math.max(0, start - 8), start);
  const tail = analysedText.slice(end, end + 8);
  const needle = lead + original + tail;
  let best: number | null = null;
  for (let at = currentText.indexOf(needle); at >= 0; at = currentText.indexOf(needle, at + 1)) {
    const found = at + lead.length;
    if (best === null || Math.abs(found - start) < Math.abs(best - start)) best = found;
  }
  return best === null ? null : { start: best, end: best + original.length };
}

export type IssueLocator = (issue: GrammarIssue) => { start: number; end: number } | null;

/**
 * Locates issues found in `analysedText` within `currentText`, for many
 * issues at once. The text usually differs by one edited region (typing, a
 * fix): an issue before it is where it was, one after it has moved by the
 * edit's length, and only an issue the edit touched is searched for (see
 * locateIssue). Searching the whole text for every issue made each check of
 * a long document stall the editor.
 */
export function issueLocator(analysedText: string, currentText: string): IssueLocator {
  const fits = (issue: GrammarIssue) => issue.position.start <= issue.position.end && issue.position.end <= analysedText.length;
  if (analysedText === currentText) return (issue) => (fits(issue) ? { ...issue.position } : null);
  const { prefix, beforeEnd, afterEnd } = editRegion(analysedText, currentText);
  const shift = afterEnd - beforeEnd;
  return (issue) => {
    if (!fits(issue)) return null;
    const { start, end } = issue.position;
    if (end <= prefix) return { start, end };
    if (start >= beforeEnd) return { start: start + shift, end: end + shift };
    return locateIssue(issue, analysedText, currentText);
  };
}

/**
 * The change record for a fix (spec: suggestion change record), against the
 * current text; null when the issue's text is no longer there.
 */
export function buildChange(
  issue: GrammarIssue,
  analysedText: string,
  currentText: string,
  replacement: string,
  locate: IssueLocator = issueLocator(analysedText, currentText),
): TextChange | null {
  const at = locate(issue);
  if (!at) return null;
  const originalText = currentText.slice(at.start, at.end);
  return {
    plainTextStart: at.start,
    plainTextEnd: at.end,
    replacement: keepSentenceCase(currentText, at.start, originalText, replacement),
    originalText,
  };
}

/** Underlines for the issues still found in the current text. */
export function highlightsFor(issues: readonly GrammarIssue[], analysedText: string, currentText: string): TextHighlight[] {
  const locate = issueLocator(analysedText, currentText);
  const highlights: TextHighlight[] = [];
  for (const issue of issues) {
    const at = locate(issue);
    if (!at || at.start === at.end) continue;
    highlights.push({ id: issue.id, start: at.start, end: at.end, kind: issue.type, label: `${issue.shortMessage}: ${issue.message}` });
  }
  return highlights;
}

export interface IssueCounts {
  total: number;
  grammar: number;
  spelling: number;
  style: number;
}

export function countIssues(issues: readonly GrammarIssue[]): IssueCounts {
  const counts: IssueCounts = { total: issues.length, grammar: 0, spelling: 0, style: 0 };
  for (const issue of issues) counts[issue.type]++;
  return counts;
}

/** Drops issues whose span does not fit the text they claim to be about. */
export function issuesWithin(issues: readonly GrammarIssue[], text: string): GrammarIssue[] {
  return issues.filter((issue) => {
    const { start, end } = issue.position;
    return start >= 0 && start < end && end <= text.length;
  });
}

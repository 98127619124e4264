// An analysis' positions are UTF-16 offsets into the plain text it read.
// Scenes the tab inserts itself move what follows them, by a known amount;
// edits by the user move things by unknown amounts. These helpers map an
// analysed range into the document as it reads now.

/** A scene this tab inserted after the analysis: the plain text grew by `length` at `start`. */
export interface Insertion {
  start: number;
  length: number;
}

/** Where analysed offset `offset` is after the tab's own insertions (in the order they were made). */
export function mapOffset(offset: number, insertions: readonly Insertion[]): number {
  let mapped = offset;
  for (const insertion of insertions) if (mapped >= insertion.start) mapped += insertion.length;
  return mapped;
}

/** The analysed range [start, end) after the tab's own insertions; an end at an insertion stays before it. */
export function mapRange(start: number, end: number, insertions: readonly Insertion[]): { start: number; end: number } {
  const mappedStart = mapOffset(start, insertions);
  const mappedEnd = end > start ? mapOffset(end - 1, insertions) + 1 : mappedStart;
  return { start: mappedStart, end: mappedEnd };
}

export interface AnchorContext {
  /** The plain text the analysis read. */
  analysedText: string;
  /** What the document reads if only the tab's own insertions happened since. */
  expectedText: string;
  insertions: readonly Insertion[];
}

/**
 * Where analysed range [start, end) is in `current`: exactly, when the
 * document changed only by the tab's insertions; otherwise the same copy of
 * the range's words (the k-th of k, when the document still has as many
 * copies), else the copy nearest to where it was, or null when the words
 * are gone.
 */
export function locateRange(context: AnchorContext, current: string, start: number, end: number): { start: number; end: number } | null {
  const mapped = mapRange(start, end, context.insertions);
  if (current === context.expectedText) return mapped;
  const passage = context.analysedText.slice(start, end);
  if (!passage) return null;
  const before = occurrences(context.analysedText, passage);
  const now = occurrences(current, passage);
  if (now.length === 0) return null;
  const k = before.indexOf(start);
  const found =
    now.length === before.length && k >= 0
      ? now[k]
      : now.reduce((best, i) => (Math.abs(i - mapped.start) < Math.abs(best - mapped.start) ? i : best));
  return { start: found, end: found + passage.length };
}

/** Where `passage` starts in `text`, every copy (copies do not overlap). */
function occurrences(text: string, passage: string): number[] {
  const found: number[] = [];
  for (let i = text.indexOf(passage); i !== -1; i = text.indexOf(passage, i + passage.length)) found.push(i);
  return found;
}

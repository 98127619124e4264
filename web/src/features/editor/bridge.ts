import type { Editor } from '@tiptap/core';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { EditorBridge, HighlightOwner, InsertOptions, InsertResult, PlainTextSelection, TextChange, TextHighlight } from '../../lib/editor-bridge';
import type { DocRange } from '../../lib/richtext';
import { highlightIdAt, highlightsPluginKeys, toEditorHtml, type HighlightsState } from './extensions';
import { plainTextIndexOf } from './plainText';
import { documentHtml } from './documentHtml';

/** Replaces plain text [start, end) in one transaction, keeping the marks at `start`. */
export function replacePlainRange(editor: Editor, start: number, end: number, replacement: string): boolean {
  const range = plainTextIndexOf(editor.state.doc).toDocRange(start, end);
  if (!range) return false;
  const tr = editor.state.tr;
  if (replacement) tr.insertText(replacement, range.from, range.to);
  else tr.delete(range.from, range.to);
  editor.view.dispatch(tr);
  return true;
}

/** Applies changes from the end of the text to the start, as one undo step. */
export function applyPlainChanges(editor: Editor, changes: TextChange[]): { applied: number; failed: number } {
  const index = plainTextIndexOf(editor.state.doc);
  const ordered = [...changes].sort((a, b) => b.plainTextStart - a.plainTextStart);
  const tr = editor.state.tr;
  let applied = 0;
  let failed = 0;
  // Start of the last applied change: a change reaching past it overlaps.
  let limit = Infinity;
  for (const change of ordered) {
    const range = index.toDocRange(change.plainTextStart, change.plainTextEnd);
    const stillMatches =
      change.originalText === undefined ||
      index.text.slice(change.plainTextStart, change.plainTextEnd) === change.originalText;
    if (!range || !stillMatches || change.plainTextEnd > limit) {
      failed++;
      continue;
    }
    // Later changes were applied first, so earlier positions are unaffected.
    if (change.replacement) tr.insertText(change.replacement, range.from, range.to);
    else tr.delete(range.from, range.to);
    limit = change.plainTextStart;
    applied++;
  }
  if (applied > 0) editor.view.dispatch(tr);
  return { applied, failed };
}

/** What an underline looks like: decorations with the same look and range are the same underline. */
interface HighlightSpec {
  look: string;
}

const underlineKey = (from: number, to: number, look: string) => `${from}:${to}:${look}`;

/**
 * Replaces the owner's underlines (plain-text ranges) with `highlights`.
 *
 * A check's answer on a long document differs from the last one in a few
 * places, so the underlines already shown stay in the set and only the ones
 * that went or came are removed or added: ProseMirror then rebuilds and
 * compares the decorations of the paragraphs that changed, not of every
 * underlined paragraph (building and comparing ~900 underlines took tens of
 * milliseconds at each check on a 20,000-word document).
 *
 * When many underlines change at once (the first check of a long document,
 * a paste), redrawing every paragraph they touch took 120-160 ms in one task
 * on a 20,000-word document, and keys typed meanwhile waited for it. Such a
 * set is drawn a stretch of the document at a time, one task each
 * (drawNextStretch), so typing goes on between stretches; a newer answer
 * replaces what is still to draw.
 */
export function setPlainHighlights(editor: Editor, owner: HighlightOwner, highlights: TextHighlight[]): void {
  const { doc } = editor.state;
  const key = highlightsPluginKeys[owner];
  const shown = key.getState(editor.state)?.decorations ?? DecorationSet.empty;
  const unmatched = new Map<string, Decoration[]>();
  for (const decoration of shown.find()) {
    const look = (decoration.spec as Partial<HighlightSpec>).look ?? '';
    const id = underlineKey(decoration.from, decoration.to, look);
    unmatched.set(id, [...(unmatched.get(id) ?? []), decoration]);
  }

  const index = plainTextIndexOf(doc);
  const all: Decoration[] = [];
  const added: Decoration[] = [];
  const ranges: HighlightsState['ranges'] = [];
  for (const highlight of highlights) {
    const range = index.toDocRange(highlight.start, highlight.end);
    if (!range || range.from === range.to) continue;
    ranges.push({ id: highlight.id, ...range });
    const attrs = {
      class: `lw-highlight lw-highlight--${highlight.kind} lw-highlight--by-${owner}`,
      spellcheck: 'false',
      ...(highlight.label ? { title: highlight.label } : {}),
    };
    const look = `${attrs.class}\n${highlight.label ?? ''}`;
    const same = unmatched.get(underlineKey(range.from, range.to, look))?.pop();
    if (same) {
      all.push(same);
    } else {
      const decoration = Decoration.inline(range.from, range.to, attrs, { look } satisfies HighlightSpec);
      added.push(decoration);
      all.push(decoration);
    }
  }
  const removed = [...unmatched.values()].flat();
  // (Ids are known at once: a click on an underline already drawn finds its issue.)
  const large = removed.length + added.length > UNDERLINES_PER_STRETCH;
  const state: HighlightsState = {
    decorations: large ? shown : shown.remove(removed).add(doc, added),
    ranges,
    pending: large ? { target: DecorationSet.create(doc, all), from: 0 } : null,
  };
  editor.view.dispatch(editor.state.tr.setMeta(key, state));
  if (large) drawStretches(editor, owner);
}

/** How many underlines one stretch of a large new set draws, and how many changed make a set large. */
export const UNDERLINES_PER_STRETCH = 120;

/**
 * Draws the next stretch now and each further one in a task of its own. A
 * newer large set arriving meanwhile starts its own run; both stop once
 * nothing is left to draw.
 */
function drawStretches(editor: Editor, owner: HighlightOwner): void {
  if (drawNextStretch(editor, owner)) setTimeout(() => drawStretches(editor, owner), 0);
}

/**
 * Replaces the underlines shown in the next top-level blocks, from the
 * pending `from` on until about UNDERLINES_PER_STRETCH underlines (shown or
 * to draw), with the pending set's. Unchanged underlines compare equal, so only
 * paragraphs whose underlines changed are redrawn. Returns whether more is
 * left.
 */
function drawNextStretch(editor: Editor, owner: HighlightOwner): boolean {
  const key = highlightsPluginKeys[owner];
  const current = !editor.isDestroyed && key.getState(editor.state);
  if (!current || !current.pending) return false;
  const { doc } = editor.state;
  const { from, target } = current.pending;
  let to = from;
  for (let i = 0, end = 0, count = 0; i < doc.childCount && count < UNDERLINES_PER_STRETCH; i++) {
    const start = end;
    end += doc.child(i).nodeSize;
    if (end > from) {
      count += target.find(start, end).length + current.decorations.find(start, end).length;
      to = end;
    }
  }
  const done = to >= doc.content.size;
  const state: HighlightsState = {
    decorations: current.decorations.remove(current.decorations.find(from, to)).add(doc, target.find(from, to)),
    ranges: current.ranges,
    pending: done ? null : { target, from: to },
  };
  editor.view.dispatch(editor.state.tr.setMeta(key, state));
  return !done;
}

/** The user's selection in plain-text offsets, or null when it holds no text. */
export function plainSelection(editor: Editor): PlainTextSelection | null {
  const { from, to, empty } = editor.state.selection;
  if (empty) return null;
  const index = plainTextIndexOf(editor.state.doc);
  const { start, end } = index.toPlainRange(from, to);
  return end > start ? { start, end, text: index.text.slice(start, end) } : null;
}

/** The range the last insertUntrustedContent filled, forgotten once read. */
function takeLastInserted(editor: Editor): DocRange | null {
  const storage = editor.storage.untrustedContent;
  const range = storage.lastInserted;
  storage.lastInserted = null;
  return range;
}

/** Inserts model output and reports the plain-text range it now occupies. */
export function insertPlainContent(editor: Editor, markdownOrHtml: string, options?: InsertOptions): InsertResult {
  takeLastInserted(editor);
  const inserted = editor.commands.insertUntrustedContent(markdownOrHtml, options);
  const range = takeLastInserted(editor);
  if (!inserted || !range) return { inserted: false, start: 0, end: 0 };
  const { start, end } = plainTextIndexOf(editor.state.doc).toPlainRange(range.from, range.to);
  return { inserted: true, start, end };
}

/** Selects plain text [start, end), focuses the editor and scrolls the selection into view. */
export function selectPlainRange(editor: Editor, start: number, end: number): boolean {
  const range = plainTextIndexOf(editor.state.doc).toDocRange(start, end);
  if (!range) return false;
  return editor.chain().focus().setTextSelection(range).scrollIntoView().run();
}

/** The bridge as the editor holds it: it tells the bridge when the document is renamed. */
export interface EditorBridgeHandle extends EditorBridge {
  setDocument(document: EditorBridge['document']): void;
}

export interface EditorBridgeHooks {
  /** Keeps `html`, the text before a bulk change, as the version "before {label}". */
  beforeBulkChange?(label: string, html: string): void;
}

/** The editor as the assistant tools see it, for the document `initial` (see setDocument). */
export function createEditorBridge(editor: Editor, initial: EditorBridge['document'], hooks: EditorBridgeHooks = {}): EditorBridgeHandle {
  let documentInfo = { ...initial };
  return {
    bulkChange(label, change) {
      hooks.beforeBulkChange?.(label, documentHtml(editor.state.doc));
      return change();
    },
    getPlainText: () => plainTextIndexOf(editor.state.doc).text,
    getHTML: () => documentHtml(editor.state.doc),
    insertContent: (markdownOrHtml, options) => insertPlainContent(editor, markdownOrHtml, options),
    replaceContent(markdownOrHtml) {
      editor.commands.setContent(toEditorHtml(markdownOrHtml), { emitUpdate: true });
    },
    applyReplacement: (start, end, replacement) => replacePlainRange(editor, start, end, replacement),
    applyChanges: (changes) => applyPlainChanges(editor, changes),
    getSelection: () => plainSelection(editor),
    selectRange: (start, end) => selectPlainRange(editor, start, end),
    setHighlights: (owner, highlights) => setPlainHighlights(editor, owner, highlights),
    onHighlightClick(owner, listener) {
      const dom = editor.view.dom;
      const onClick = (event: MouseEvent) => {
        // The innermost underline's start lies inside every underline around it,
        // so each owner whose underline covers the click hears of it.
        const target = event.target instanceof Element ? event.target.closest('.lw-highlight') : null;
        if (!target) return;
        const id = highlightIdAt(editor.state, editor.view.posAtDOM(target, 0), owner);
        if (id) listener(id);
      };
      dom.addEventListener('click', onClick);
      return () => dom.removeEventListener('click', onClick);
    },
    onTextChange(listener) {
      const onUpdate = () => listener();
      editor.on('update', onUpdate);
      return () => {
        editor.off('update', onUpdate);
      };
    },
    focus: () => {
      editor.commands.focus();
    },
    get document() {
      return documentInfo;
    },
    setDocument(document) {
      documentInfo = { ...document };
    },
  };
}

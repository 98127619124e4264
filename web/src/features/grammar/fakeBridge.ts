// An in-memory editor bridge for the grammar tests: plain text only, with
// the same change semantics as the real one (end to start, originalText
// checked, overlapping changes fail).
import { vi } from 'vitest';
import type { EditorBridge, HighlightOwner, TextChange, TextHighlight } from '../../lib/editor-bridge';

export interface FakeBridge extends EditorBridge {
  text: string;
  /** The grammar owner's underlines. */
  readonly highlights: TextHighlight[];
  /** Every owner's underlines. */
  highlightsByOwner: Partial<Record<HighlightOwner, TextHighlight[]>>;
  /** Replaces the text as if the user typed, notifying listeners. */
  type(text: string): void;
  /** Simulates a click on one of the owner's underlines. */
  clickHighlight(id: string, owner?: HighlightOwner): void;
}

export function fakeBridge(initial = ''): FakeBridge {
  const textListeners = new Set<() => void>();
  const clickListeners = new Set<{ owner: HighlightOwner; listener: (id: string) => void }>();
  const bridge: FakeBridge = {
    text: initial,
    get highlights() {
      return bridge.highlightsByOwner.grammar ?? [];
    },
    highlightsByOwner: {},
    type(text) {
      bridge.text = text;
      textListeners.forEach((listener) => listener());
    },
    clickHighlight(id, owner = 'grammar') {
      clickListeners.forEach((entry) => entry.owner === owner && entry.listener(id));
    },
    getPlainText: () => bridge.text,
    getHTML: () => `<p>${bridge.text}</p>`,
    insertContent: vi.fn(() => ({ inserted: true, start: 0, end: 0 })),
    getSelection: vi.fn(() => null),
    selectRange: vi.fn(() => true),
    replaceContent: vi.fn(),
    bulkChange: vi.fn((_label: string, change: () => unknown) => change()) as EditorBridge['bulkChange'],
    applyReplacement: vi.fn((start: number, end: number, replacement: string) => {
      bridge.type(bridge.text.slice(0, start) + replacement + bridge.text.slice(end));
      return true;
    }),
    applyChanges: vi.fn((changes: TextChange[]) => {
      let text = bridge.text;
      let applied = 0;
      let failed = 0;
      let limit = Infinity;
      for (const change of [...changes].sort((a, b) => b.plainTextStart - a.plainTextStart)) {
        const matches = change.originalText === undefined || text.slice(change.plainTextStart, change.plainTextEnd) === change.originalText;
        if (!matches || change.plainTextEnd > limit || change.plainTextEnd > text.length) {
          failed++;
          continue;
        }
        text = text.slice(0, change.plainTextStart) + change.replacement + text.slice(change.plainTextEnd);
        limit = change.plainTextStart;
        applied++;
      }
      if (applied > 0) bridge.type(text);
      return { applied, failed };
    }),
    setHighlights: vi.fn((owner: HighlightOwner, highlights: TextHighlight[]) => {
      bridge.highlightsByOwner = { ...bridge.highlightsByOwner, [owner]: highlights };
    }),
    onHighlightClick(owner, listener) {
      const entry = { owner, listener };
      clickListeners.add(entry);
      return () => clickListeners.delete(entry);
    },
    onTextChange(listener) {
      textListeners.add(listener);
      return () => textListeners.delete(listener);
    },
    focus: vi.fn(),
    document: { id: 'doc-1', title: 'The Sunken Keep', type: 'campaign' },
  };
  return bridge;
}

// An in-memory editor bridge for the grammar tests: plain text only, with
// the same change semantics as the real one (end to start, originalText
// checked, overlapping changes fail).
import { vi } from 'vitest';
import type { EditorBridge, TextChange, TextHighlight } from '../../lib/editor-bridge';

export interface FakeBridge extends EditorBridge {
  text: string;
  highlights: TextHighlight[];
  /** Replaces the text as if the user typed, notifying listeners. */
  type(text: string): void;
  /** Simulates a click on an underline. */
  clickHighlight(id: string): void;
}

export function fakeBridge(initial = ''): FakeBridge {
  const textListeners = new Set<() => void>();
  const clickListeners = new Set<(id: string) => void>();
  const bridge: FakeBridge = {
    text: initial,
    highlights: [],
    type(text) {
      bridge.text = text;
      textListeners.forEach((listener) => listener());
    },
    clickHighlight(id) {
      clickListeners.forEach((listener) => listener(id));
    },
    getPlainText: () => bridge.text,
    getHTML: () => `<p>${bridge.text}</p>`,
    insertContent: vi.fn(() => true),
    replaceContent: vi.fn(),
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
    setHighlights: vi.fn((highlights: TextHighlight[]) => {
      bridge.highlights = highlights;
    }),
    onHighlightClick(listener) {
      clickListeners.add(listener);
      return () => clickListeners.delete(listener);
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

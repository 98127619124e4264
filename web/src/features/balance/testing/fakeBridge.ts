// An in-memory editor bridge for the balance tests: the plain text as lines
// (one per block), insertions after the block holding an offset (markdown
// reduced to its text, one line per paragraph), and recorded selections and
// underlines.
import { vi } from 'vitest';
import type { EditorBridge, HighlightOwner, InsertOptions, TextHighlight } from '../../../lib/editor-bridge';

export interface FakeBridge extends EditorBridge {
  text: string;
  highlightsByOwner: Partial<Record<HighlightOwner, TextHighlight[]>>;
  /** Replaces the text as if the user typed, notifying listeners. */
  type(text: string): void;
}

/** Markdown as the editor's plain text would read it: one line per block, markers gone. */
export function markdownToPlainLines(markdown: string): string[] {
  return markdown
    .split(/\n+/)
    .map((line) =>
      line
        .replace(/^#{1,6}\s+/, '')
        .replace(/^[-*]\s+/, '')
        .replace(/\*\*|__|\*|_/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

export function fakeBridge(initial = ''): FakeBridge {
  const textListeners = new Set<() => void>();
  const bridge: FakeBridge = {
    text: initial,
    highlightsByOwner: {},
    type(text) {
      bridge.text = text;
      textListeners.forEach((listener) => listener());
    },
    getPlainText: () => bridge.text,
    getHTML: () => `<p>${bridge.text}</p>`,
    insertContent: vi.fn((markdown: string, options?: InsertOptions) => {
      const lines = markdownToPlainLines(markdown);
      if (lines.length === 0) return { inserted: false, start: 0, end: 0 };
      const block = lines.join('\n');
      const text = bridge.text;
      if (options?.at === undefined) {
        const start = text ? text.length + 1 : 0;
        bridge.type(text ? `${text}\n${block}` : block);
        return { inserted: true, start, end: start + block.length };
      }
      // After the line holding offset `at` (a line's newline belongs to it).
      const at = Math.max(0, Math.min(options.at, text.length));
      const newline = text.indexOf('\n', at);
      const lineEnd = newline === -1 ? text.length : newline;
      const start = lineEnd + 1;
      bridge.type(newline === -1 ? `${text}\n${block}` : `${text.slice(0, start)}${block}\n${text.slice(start)}`);
      return { inserted: true, start, end: start + block.length };
    }),
    replaceContent: vi.fn(),
    bulkChange: vi.fn((_label: string, change: () => unknown) => change()) as EditorBridge['bulkChange'],
    applyReplacement: vi.fn(() => true),
    applyChanges: vi.fn(() => ({ applied: 0, failed: 0 })),
    getSelection: vi.fn(() => null),
    selectRange: vi.fn((start: number, end: number) => start >= 0 && end <= bridge.text.length && start <= end),
    setHighlights: vi.fn((owner: HighlightOwner, highlights: TextHighlight[]) => {
      bridge.highlightsByOwner = { ...bridge.highlightsByOwner, [owner]: highlights };
    }),
    onHighlightClick: () => () => {},
    onTextChange(listener) {
      textListeners.add(listener);
      return () => textListeners.delete(listener);
    },
    focus: vi.fn(),
    document: { id: 'doc-1', title: 'The Lantern Road', type: 'campaign' },
  };
  return bridge;
}

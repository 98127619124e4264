/**
 * The contract between the editor, its assistant side panel and the AI tools
 * that live in that panel's tabs (grammar, campaign, names, monsters,
 * backgrounds, balance). Features meet here instead of importing each other:
 * the editor provides an `EditorBridge`, the tools consume it, and the app
 * layer composes the panel and hands it to the editor page through
 * `EditorSlotsProvider`.
 */
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Who drew an underline. Each tool replaces and hears about only its own
 * underlines, so the grammar check and the balance analysis never erase each
 * other's.
 */
export const HIGHLIGHT_OWNERS = ['grammar', 'analysis'] as const;
export type HighlightOwner = (typeof HIGHLIGHT_OWNERS)[number];

/** Grammar issues. */
export type GrammarHighlightKind = 'grammar' | 'spelling' | 'style';
/** The balance analysis' content categories (spec: combat, roleplay, exploration, puzzle, transition). */
export type AnalysisHighlightKind = 'combat' | 'roleplay' | 'exploration' | 'puzzle' | 'transition';
export type HighlightKind = GrammarHighlightKind | AnalysisHighlightKind;

/** An underlined range of the plain text (see `EditorBridge.getPlainText`). */
export interface TextHighlight {
  /** Unique among the owner's underlines; clicks report it. */
  id: string;
  /** UTF-16 offsets into `getPlainText()`, end exclusive. */
  start: number;
  end: number;
  /** The underline's colour and style. */
  kind: HighlightKind;
  /** Shown as the underline's tooltip. */
  label?: string;
}

/** The spec's "suggestion change record". */
export interface TextChange {
  plainTextStart: number;
  plainTextEnd: number;
  replacement: string;
  /** When given, the change is skipped unless the text still reads this. */
  originalText?: string;
}

export interface InsertOptions {
  /**
   * A plain-text offset: the content goes after the top-level block holding
   * that character. Without it, content is appended after a blank line.
   */
  at?: number;
}

/** A range of the plain text (`getPlainText()` offsets, end exclusive) and what it reads. */
export interface PlainTextSelection {
  start: number;
  end: number;
  text: string;
}

/** Where inserted content landed, as a plain-text range of the document after the insertion. */
export interface InsertResult {
  /** False when the content sanitised to nothing (then start and end are 0). */
  inserted: boolean;
  start: number;
  end: number;
}

export interface EditorBridge {
  /**
   * The document as plain text, identical to `htmlToPlainText(getHTML())`
   * from lib/text.ts: one line per block, whitespace collapsed.
   */
  getPlainText(): string;
  getHTML(): string;
  /**
   * Inserts untrusted markdown or HTML (model output): converted with marked,
   * sanitised with DOMPurify, scrolled into view. Reports the plain-text
   * range the content now occupies.
   */
  insertContent(markdownOrHtml: string, options?: InsertOptions): InsertResult;
  /** Replaces the whole document with untrusted markdown or HTML (sanitised). */
  replaceContent(markdownOrHtml: string): void;
  /**
   * The one way to change much of the document at once (Use This Campaign,
   * Use Refined Campaign, Insert Full Background, Accept All, a restore):
   * the text as it is now is first kept in the document's history as the
   * version "before {label}", so it can be brought back; then `change` runs
   * (usually insertContent, applyChanges or replaceContent) and its result
   * is returned.
   */
  bulkChange<T>(label: string, change: () => T): T;
  /** Replaces plain text [start, end) keeping the surrounding formatting. */
  applyReplacement(plainStart: number, plainEnd: number, replacement: string): boolean;
  /**
   * Applies several changes as one undo step, from the end of the text towards
   * the start; a change whose offsets or original text no longer match fails.
   */
  applyChanges(changes: TextChange[]): { applied: number; failed: number };
  /** The user's selection as plain text; null when nothing (or no text) is selected. */
  getSelection(): PlainTextSelection | null;
  /**
   * Selects plain text [start, end), scrolls it into view and focuses the
   * editor (for tools that point at a passage). False for offsets outside the text.
   */
  selectRange(start: number, end: number): boolean;
  /** Replaces the owner's underlines; other owners' stay. */
  setHighlights(owner: HighlightOwner, highlights: TextHighlight[]): void;
  /** Called with the id when the user clicks one of the owner's underlines. */
  onHighlightClick(owner: HighlightOwner, listener: (id: string) => void): () => void;
  /** Called after every content change (not debounced: debounce in the tool). */
  onTextChange(listener: () => void): () => void;
  focus(): void;
  readonly document: { id: string; title: string; type: string };
}

const EditorBridgeContext = createContext<EditorBridge | null>(null);
export const EditorBridgeProvider = EditorBridgeContext.Provider;

/** The editor around the calling component (assistant tabs). */
export function useEditorBridge(): EditorBridge {
  const bridge = useContext(EditorBridgeContext);
  if (!bridge) throw new Error('useEditorBridge must be used inside the editor page');
  return bridge;
}

/**
 * The editor around the calling component, or null outside one: for tools
 * that insert into the document when there is one and copy to the
 * clipboard otherwise (spec: Insert, or Copy when no insert handler exists).
 */
export function useOptionalEditorBridge(): EditorBridge | null {
  return useContext(EditorBridgeContext);
}

/** The assistant panel's tabs, in display order. */
export const ASSISTANT_TABS = [
  { id: 'errors', label: 'Errors' },
  { id: 'campaign', label: 'Campaign' },
  { id: 'names', label: 'Names' },
  { id: 'monsters', label: 'Monsters' },
  { id: 'backgrounds', label: 'Backgrounds' },
  { id: 'analyze', label: 'Analyze Campaign' },
] as const;
export type AssistantTabId = (typeof ASSISTANT_TABS)[number]['id'];

/** A tool in one of the assistant panel's tabs, supplied by the app layer. */
export interface AssistantTool {
  /**
   * The tool's element. Make it a React.lazy component so its code is its
   * own chunk, fetched the first time the tab opens; the panel shows a small
   * loading state meanwhile.
   */
  content: ReactNode;
  /**
   * When the tool mounts. 'first-open' (default): the first time its tab is
   * opened; it then stays mounted, hidden, so it keeps its progress. 'start':
   * with the panel (the Errors tab: it underlines and counts issues from the
   * first keystroke, whichever tab is showing).
   */
  mount?: 'first-open' | 'start';
}

/** The tools by tab; a tab without a tool shows a "not available" notice. */
export type AssistantTabContents = Partial<Record<AssistantTabId, AssistantTool>>;

/** What a tool inside the assistant panel can do to the panel itself. */
export interface AssistantPanelControls {
  activeTab: AssistantTabId;
  selectTab(id: AssistantTabId): void;
  /** A number shown on the tab (the Errors count); null hides it. */
  setTabBadge(id: AssistantTabId, value: number | null): void;
}

const AssistantPanelContext = createContext<AssistantPanelControls | null>(null);
export const AssistantPanelControlsProvider = AssistantPanelContext.Provider;

export function useAssistantPanel(): AssistantPanelControls {
  const controls = useContext(AssistantPanelContext);
  if (!controls) throw new Error('useAssistantPanel must be used inside the assistant panel');
  return controls;
}

/** The assistant panel's controls, or null when the tool is shown outside the panel. */
export function useOptionalAssistantPanel(): AssistantPanelControls | null {
  return useContext(AssistantPanelContext);
}

/**
 * What the app layer plugs into the editor page: the assistant panel with
 * its tabs, which come from other features. (The export dialog comes through
 * lib/document-actions.tsx, shared with the dashboard.)
 */
export interface EditorSlots {
  assistantPanel?: ReactNode;
}

const EditorSlotsContext = createContext<EditorSlots>({});
export const EditorSlotsProvider = EditorSlotsContext.Provider;

export function useEditorSlots(): EditorSlots {
  return useContext(EditorSlotsContext);
}

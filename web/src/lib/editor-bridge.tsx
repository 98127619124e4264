/**
 * The contract between the editor, its assistant side panel and the AI tools
 * that live in that panel's tabs (grammar, campaign, names, monsters,
 * backgrounds, balance). Features meet here instead of importing each other:
 * the editor provides an `EditorBridge`, the tools consume it, and the app
 * layer composes the panel and hands it to the editor page through
 * `EditorSlotsProvider`.
 */
import { createContext, useContext, type ReactNode } from 'react';

/** An underlined range of the plain text (see `EditorBridge.getPlainText`). */
export interface TextHighlight {
  id: string;
  /** UTF-16 offsets into `getPlainText()`, end exclusive. */
  start: number;
  end: number;
  kind: 'grammar' | 'spelling' | 'style';
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

export interface EditorBridge {
  /**
   * The document as plain text, identical to `htmlToPlainText(getHTML())`
   * from lib/text.ts: one line per block, whitespace collapsed.
   */
  getPlainText(): string;
  getHTML(): string;
  /**
   * Inserts untrusted markdown or HTML (model output): converted with marked,
   * sanitised with DOMPurify. Returns false when there was nothing to insert.
   */
  insertContent(markdownOrHtml: string, options?: InsertOptions): boolean;
  /** Replaces the whole document with untrusted markdown or HTML (sanitised). */
  replaceContent(markdownOrHtml: string): void;
  /** Replaces plain text [start, end) keeping the surrounding formatting. */
  applyReplacement(plainStart: number, plainEnd: number, replacement: string): boolean;
  /**
   * Applies several changes as one undo step, from the end of the text towards
   * the start; a change whose offsets or original text no longer match fails.
   */
  applyChanges(changes: TextChange[]): { applied: number; failed: number };
  /** Replaces all underlines. */
  setHighlights(highlights: TextHighlight[]): void;
  /** Called with a highlight id when the user clicks its underline. */
  onHighlightClick(listener: (id: string) => void): () => void;
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

/** Tab contents supplied by the app layer; a missing tab shows a notice. */
export type AssistantTabContents = Partial<Record<AssistantTabId, ReactNode>>;

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

import type { Editor } from '@tiptap/core';
import { redoDepth, undoDepth } from '@tiptap/pm/history';
import { useEditorState } from '@tiptap/react';
import type { EditorState } from '@tiptap/pm/state';
import { lazy, Suspense, useRef, type ComponentType, type SVGProps } from 'react';
import { cn } from '../../components/ui/cn';
import type { TextAlignment } from './extensions';
import { containsTable, isInTable } from './tableNodes';
import { moveFocus } from './toolbarFocus';
import {
  AlignCenterIcon,
  AlignJustifyIcon,
  AlignLeftIcon,
  AlignRightIcon,
  BoldIcon,
  BulletListIcon,
  CodeIcon,
  ItalicIcon,
  OrderedListIcon,
  ParagraphIcon,
  QuoteIcon,
  RedoIcon,
  StrikeIcon,
  TableIcon,
  UnderlineIcon,
  UndoIcon,
} from './icons';

// With the table editing chunk, which is here by the time the document holds
// a table. A chunk that cannot be fetched (offline after a deploy) leaves the
// table commands out rather than the editor.
const TableToolbar = lazy<ComponentType<{ editor: Editor }>>(() => import('./TableToolbar').catch(() => ({ default: () => null })));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** "Mod-Shift-8" as the user's platform writes it: Ctrl+Shift+8 or ⌘⇧8. */
export function shortcutLabel(keys: string): string {
  return keys
    .split('-')
    .map((key) => {
      if (key === 'Mod') return isMac ? '⌘' : 'Ctrl';
      if (key === 'Alt') return isMac ? '⌥' : 'Alt';
      if (key === 'Shift') return isMac ? '⇧' : 'Shift';
      return key.length === 1 ? key.toUpperCase() : key;
    })
    .join(isMac ? '' : '+');
}

/** "Mod-Shift-8" as aria-keyshortcuts writes it: "Control+Shift+8" (or Meta on a Mac). */
function ariaShortcut(keys: string): string {
  return keys.replace('Mod', isMac ? 'Meta' : 'Control').replace(/-/g, '+');
}

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

interface ToolbarAction {
  id: string;
  label: string;
  /** TipTap's default keyboard shortcut for the command, when it has one. */
  shortcut?: string;
  run(editor: Editor): void;
  /** Toggle buttons report their state with aria-pressed. */
  isActive?(editor: Editor): boolean;
  canRun?(editor: Editor): boolean;
  icon?: Icon;
  /** Shown instead of an icon (heading levels). */
  text?: string;
}

const chain = (editor: Editor) => editor.chain().focus();
const align = (alignment: TextAlignment, label: string, shortcut: string, icon: Icon): ToolbarAction => ({
  id: `align-${alignment}`,
  label,
  shortcut,
  icon,
  run: (e) => chain(e).setTextAlign(alignment).run(),
  // A block without an explicit alignment reads left to right: "left" is active.
  isActive: (e) =>
    e.isActive({ textAlign: alignment }) ||
    (alignment === 'left' && !TEXT_ALIGNED.some((a) => a !== 'left' && e.isActive({ textAlign: a }))),
});
const TEXT_ALIGNED: TextAlignment[] = ['left', 'center', 'right', 'justify'];

const heading = (level: 1 | 2 | 3): ToolbarAction => ({
  id: `heading-${level}`,
  // The accessible name starts with the visible text (WCAG 2.5.3, label in name).
  label: `H${level}: Heading ${level}`,
  shortcut: `Mod-Alt-${level}`,
  text: `H${level}`,
  run: (e) => chain(e).toggleHeading({ level }).run(),
  isActive: (e) => e.isActive('heading', { level }),
});

/** Groups of buttons, separated visually. */
export const TOOLBAR_GROUPS: { label: string; actions: ToolbarAction[] }[] = [
  { label: 'Text style', actions: [
    { id: 'bold', label: 'Bold', shortcut: 'Mod-B', icon: BoldIcon, run: (e) => chain(e).toggleBold().run(), isActive: (e) => e.isActive('bold') },
    { id: 'italic', label: 'Italic', shortcut: 'Mod-I', icon: ItalicIcon, run: (e) => chain(e).toggleItalic().run(), isActive: (e) => e.isActive('italic') },
    { id: 'underline', label: 'Underline', shortcut: 'Mod-U', icon: UnderlineIcon, run: (e) => chain(e).toggleUnderline().run(), isActive: (e) => e.isActive('underline') },
    { id: 'strike', label: 'Strikethrough', shortcut: 'Mod-Shift-S', icon: StrikeIcon, run: (e) => chain(e).toggleStrike().run(), isActive: (e) => e.isActive('strike') },
    { id: 'code', label: 'Inline code', shortcut: 'Mod-E', icon: CodeIcon, run: (e) => chain(e).toggleCode().run(), isActive: (e) => e.isActive('code') },
  ] },
  { label: 'Block type', actions: [
    heading(1),
    heading(2),
    heading(3),
    { id: 'paragraph', label: 'Paragraph', shortcut: 'Mod-Alt-0', icon: ParagraphIcon, run: (e) => chain(e).setParagraph().run(), isActive: (e) => e.isActive('paragraph') },
  ] },
  { label: 'Lists', actions: [
    { id: 'bullet-list', label: 'Bullet list', shortcut: 'Mod-Shift-8', icon: BulletListIcon, run: (e) => chain(e).toggleBulletList().run(), isActive: (e) => e.isActive('bulletList') },
    { id: 'ordered-list', label: 'Numbered list', shortcut: 'Mod-Shift-7', icon: OrderedListIcon, run: (e) => chain(e).toggleOrderedList().run(), isActive: (e) => e.isActive('orderedList') },
    { id: 'blockquote', label: 'Quote', shortcut: 'Mod-Shift-B', icon: QuoteIcon, run: (e) => chain(e).toggleBlockquote().run(), isActive: (e) => e.isActive('blockquote') },
  ] },
  { label: 'Alignment', actions: [
    align('left', 'Align left', 'Mod-Shift-L', AlignLeftIcon),
    align('center', 'Align center', 'Mod-Shift-E', AlignCenterIcon),
    align('right', 'Align right', 'Mod-Shift-R', AlignRightIcon),
    align('justify', 'Justify', 'Mod-Shift-J', AlignJustifyIcon),
  ] },
  { label: 'Insert', actions: [
    {
      id: 'table',
      label: 'Insert table',
      icon: TableIcon,
      // A header row and two rows of three cells; the table toolbar adds more.
      run: (e) => chain(e).insertTable({ rows: 3, cols: 3 }).run(),
      // Not inside another table (what the command itself checks; read
      // directly, as for undo/redo, since this runs on every keystroke).
      canRun: (e) => !isInTable(e.state),
    },
  ] },
  { label: 'History', actions: [
    { id: 'undo', label: 'Undo', shortcut: 'Mod-Z', icon: UndoIcon, run: (e) => chain(e).undo().run(), canRun: (e) => undoDepth(e.state) > 0 },
    { id: 'redo', label: 'Redo', shortcut: 'Mod-Shift-Z', icon: RedoIcon, run: (e) => chain(e).redo().run(), canRun: (e) => redoDepth(e.state) > 0 },
  ] },
];

const ALL_ACTIONS = TOOLBAR_GROUPS.flatMap((group) => group.actions);

type ToolbarState = Record<string, { active: boolean; enabled: boolean }>;

function toolbarStateOf(editor: Editor): ToolbarState {
  return Object.fromEntries(
    ALL_ACTIONS.map((action) => [action.id, { active: action.isActive?.(editor) ?? false, enabled: action.canRun?.(editor) ?? true }]),
  );
}

/**
 * What the toolbar's states depend on while the selection is a caret: the
 * blocks around it (their types and attributes: heading level, alignment,
 * lists, tables), the marks the next character gets, and whether there is
 * anything to undo or redo. Null for a range, whose states are read afresh.
 */
export function caretContext(state: EditorState): string | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const { $from } = selection;
  const parts: string[] = [];
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    parts.push(node.type.name, JSON.stringify(node.attrs));
  }
  for (const mark of state.storedMarks ?? $from.marks()) parts.push(mark.type.name, JSON.stringify(mark.attrs));
  parts.push(String(undoDepth(state) > 0), String(redoDepth(state) > 0));
  return parts.join('\u0000');
}

export function EditorToolbar({ editor }: { editor: Editor }) {
  // Re-renders only when an active state or undo/redo availability changes.
  // The selector runs on every keystroke, so typing reuses the states read
  // for the same caret context (about 25 isActive reads a keystroke saved);
  // undo/redo read the history depth rather than dry-running the command
  // (editor.can() builds every command).
  const lastRead = useRef<{ context: string | null; state: ToolbarState | null }>({ context: null, state: null });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const context = caretContext(e.state);
      const last = lastRead.current;
      if (context !== null && context === last.context && last.state) return last.state;
      const read = toolbarStateOf(e);
      lastRead.current = { context, state: read };
      return read;
    },
  });
  const hasTable = useEditorState({ editor, selector: ({ editor: e }) => e.storage.table.ready && containsTable(e.state.doc) });

  return (
    <>
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-line bg-surface px-2 py-1.5 shadow-sm"
    >
      {TOOLBAR_GROUPS.map((group) => (
        // A divider after each group but the last; rows wrap cleanly in narrow layouts.
        <div key={group.label} role="group" aria-label={group.label} className="flex items-center gap-0.5 border-line not-last:border-r not-last:pr-2">
          {group.actions.map((action) => {
            const { active, enabled } = state[action.id];
            const Icon = action.icon;
            return (
              <button
                key={action.id}
                type="button"
                aria-label={action.label}
                aria-pressed={action.isActive ? active : undefined}
                title={action.shortcut ? `${action.label} (${shortcutLabel(action.shortcut)})` : action.label}
                aria-keyshortcuts={action.shortcut ? ariaShortcut(action.shortcut) : undefined}
                disabled={!enabled}
                // Clicking keeps the caret in the text, so the next keystroke
                // goes there, not to the button (keyboard users still Tab here).
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => action.run(editor)}
                className={cn(
                  'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-1.5 text-[1.05rem] transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold',
                  'disabled:cursor-not-allowed disabled:opacity-40',
                  active
                    ? 'bg-primary text-on-primary shadow-sm'
                    : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                )}
              >
                {Icon ? <Icon /> : <span className="font-display text-sm font-bold">{action.text}</span>}
              </button>
            );
          })}
        </div>
      ))}
    </div>
    {hasTable && (
      <Suspense fallback={null}>
        <TableToolbar editor={editor} />
      </Suspense>
    )}
    </>
  );
}

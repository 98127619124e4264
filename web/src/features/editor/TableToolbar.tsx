import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { cn } from '../../components/ui/cn';
import { moveFocus } from './toolbarFocus';
import { hasHeaderRow, TABLE_COMMANDS, type TableCommandId } from './tableEditing';
import { isInTable } from './tableNodes';

const GROUPS: { label: string; actions: { id: TableCommandId; label: string }[] }[] = [
  { label: 'Rows', actions: [
    { id: 'row-above', label: 'Row above' },
    { id: 'row-below', label: 'Row below' },
    { id: 'delete-row', label: 'Delete row' },
  ] },
  { label: 'Columns', actions: [
    { id: 'column-left', label: 'Column left' },
    { id: 'column-right', label: 'Column right' },
    { id: 'delete-column', label: 'Delete column' },
  ] },
  { label: 'Cells', actions: [
    { id: 'header-row', label: 'Header row' },
    { id: 'merge-cells', label: 'Merge cells' },
    { id: 'split-cell', label: 'Split cell' },
  ] },
  { label: 'Table', actions: [{ id: 'delete-table', label: 'Delete table' }] },
];

/**
 * The table commands, shown while the document holds a table and usable
 * while the caret is in one; part of the table editing chunk (loaded with
 * it, see tableNodes.ts). Adding a row or column goes beside the caret's
 * cell; every command is one undo step. It shows with the table rather than
 * with the caret, so a click into a cell never moves the text under the
 * pointer.
 */
export default function TableToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const inTable = isInTable(e.state);
      const enabled = Object.fromEntries(GROUPS.flatMap((g) => g.actions).map(({ id }) => [id, inTable && TABLE_COMMANDS[id](e.state)]));
      return { enabled: enabled as Record<TableCommandId, boolean>, headerRow: inTable && hasHeaderRow(e.state) };
    },
    equalityFn: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  });

  const run = (id: TableCommandId) => {
    TABLE_COMMANDS[id](editor.state, editor.view.dispatch, editor.view);
    editor.view.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label="Table"
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      data-testid="table-toolbar"
      className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 rounded-xl border border-line bg-surface px-2 py-0.5 text-[0.8rem] shadow-sm"
    >
      <span aria-hidden="true" className="px-1 font-display text-xs font-bold uppercase tracking-wide text-ink-muted">
        Table
      </span>
      {GROUPS.map((group) => (
        <div key={group.label} role="group" aria-label={group.label} className="flex items-center border-line not-last:border-r not-last:pr-1.5">
          {group.actions.map((action) => {
            const toggle = action.id === 'header-row';
            const pressed = toggle && state.headerRow;
            return (
              <button
                key={action.id}
                type="button"
                aria-pressed={toggle ? pressed : undefined}
                disabled={!state.enabled[action.id]}
                // The caret stays in its cell, so the command applies there.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => run(action.id)}
                className={cn(
                  'inline-flex h-7 items-center justify-center rounded-md px-1.5 whitespace-nowrap transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold',
                  'disabled:cursor-not-allowed disabled:opacity-45',
                  pressed ? 'bg-primary text-on-primary shadow-sm' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                )}
              >
                {action.label}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

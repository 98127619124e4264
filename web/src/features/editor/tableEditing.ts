/**
 * How tables are edited (prosemirror-tables): cell selections, Tab and
 * Shift+Tab between cells (Tab in the last cell adds a row), Backspace on a
 * whole selected table, and the commands the table toolbar runs. Its own
 * chunk, loaded by tableNodes.ts the first time a document holds a table.
 */
import type { Editor } from '@tiptap/core';
import { keymap } from '@tiptap/pm/keymap';
import type { Command, EditorState, Plugin } from '@tiptap/pm/state';
import {
  addColumnAfter,
  addColumnBefore,
  addRowAfter,
  addRowBefore,
  CellSelection,
  deleteColumn,
  deleteRow,
  deleteTable,
  fixTables,
  goToNextCell,
  isInTable,
  mergeCells,
  splitCell,
  tableEditing,
  toggleHeaderRow,
} from '@tiptap/pm/tables';

export type TableCommandId =
  | 'row-above'
  | 'row-below'
  | 'delete-row'
  | 'column-left'
  | 'column-right'
  | 'delete-column'
  | 'header-row'
  | 'merge-cells'
  | 'split-cell'
  | 'delete-table';

/** The toolbar's table commands (ProseMirror commands: without `dispatch` they say whether they can run). */
export const TABLE_COMMANDS: Record<TableCommandId, Command> = {
  'row-above': addRowBefore,
  'row-below': addRowAfter,
  'delete-row': deleteRow,
  'column-left': addColumnBefore,
  'column-right': addColumnAfter,
  'delete-column': deleteColumn,
  'header-row': toggleHeaderRow,
  'merge-cells': mergeCells,
  'split-cell': splitCell,
  'delete-table': deleteTable,
};

/** True when the first row of the table around the selection is all header cells. */
export function hasHeaderRow(state: EditorState): boolean {
  if (!isInTable(state)) return false;
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type.spec.tableRole !== 'table') continue;
    const first = node.firstChild;
    let header = !!first && first.childCount > 0;
    first?.forEach((cell) => {
      if (cell.type.spec.tableRole !== 'header_cell') header = false;
    });
    return header;
  }
  return false;
}

/** Tab moves to the next cell; in the last one it adds a row first, as word processors do. */
const nextCellOrNewRow: Command = (state, dispatch, view) => {
  if (!isInTable(state)) return false;
  if (goToNextCell(1)(state, dispatch)) return true;
  if (!dispatch || !view) return addRowAfter(state);
  addRowAfter(state, dispatch);
  return goToNextCell(1)(view.state, view.dispatch);
};

/** Every cell selected (Ctrl+A twice, or a drag across the table): Backspace and Delete remove the table. */
const deleteWholeTable: Command = (state, dispatch) => {
  const selection = state.selection;
  if (!(selection instanceof CellSelection)) return false;
  let cells = 0;
  const table = selection.$anchorCell.node(-1);
  table.descendants((node) => {
    if (node.type.spec.tableRole === 'cell' || node.type.spec.tableRole === 'header_cell') cells++;
    return node.type.spec.tableRole === 'table' || node.type.spec.tableRole === 'row';
  });
  if (cells !== selection.ranges.length) return false;
  return deleteTable(state, dispatch);
};

/**
 * Adds the table plugins to a running editor. Tables already in the
 * document are mended first (rows of uneven length from imported HTML),
 * outside the undo history: the user did not make that change.
 */
export function registerTableEditing(editor: Editor): void {
  // Ahead of the editor's own keys: Backspace on a cell selection removes
  // cells or the table rather than the text the default keymap would.
  const first = (plugin: Plugin, plugins: Plugin[]) => [plugin, ...plugins];
  editor.registerPlugin(tableEditing(), first);
  editor.registerPlugin(
    keymap({
      Tab: nextCellOrNewRow,
      // In the first cell Shift+Tab is not taken, so the keyboard can leave the table for the toolbar.
      'Shift-Tab': (state, dispatch) => isInTable(state) && goToNextCell(-1)(state, dispatch),
      Backspace: deleteWholeTable,
      'Mod-Backspace': deleteWholeTable,
      Delete: deleteWholeTable,
      'Mod-Delete': deleteWholeTable,
    }),
    first,
  );
  const fix = fixTables(editor.state);
  editor.view.dispatch((fix ?? editor.state.tr).setMeta('addToHistory', false));
}

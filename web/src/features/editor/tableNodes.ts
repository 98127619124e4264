/**
 * Tables in the editor (random encounter, loot and roll tables): the schema
 * part, which is always there, so a document holding a table never loses it
 * on open, paste, import or a model's reply; and the loading of the editing
 * behaviour (prosemirror-tables: cell selection, Tab between cells, adding
 * and removing rows and columns), which is its own chunk (tableEditing.ts),
 * fetched the first time a document holds a table.
 *
 * The nodes follow prosemirror-tables' schema (its `tableRole`s): a table of
 * rows of cells, header cells (`th`) and data cells (`td`) holding blocks,
 * with colspan and rowspan. Stored HTML: `<table><tbody><tr><th>...`.
 */
import { Extension, mergeAttributes, Node, type Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode, NodeType, ResolvedPos } from '@tiptap/pm/model';
import { Plugin, PluginKey, TextSelection, type EditorState } from '@tiptap/pm/state';
import { MAX_TABLE_SPAN } from '../../lib/richtext';

export const TABLE_NODE = 'table';
const TABLE_ROLES: Record<string, string> = { table: 'table', tableRow: 'row', tableCell: 'cell', tableHeader: 'header_cell' };

/** A colspan or rowspan as the sanitiser lets it through: a whole number from 1 to MAX_TABLE_SPAN, else 1. */
function spanOf(value: string | null): number {
  const span = Number(value ?? '1');
  return Number.isInteger(span) && span >= 1 && span <= MAX_TABLE_SPAN ? span : 1;
}

function cellAttributes() {
  const span = (name: 'colspan' | 'rowspan') => ({
    default: 1,
    parseHTML: (element: HTMLElement) => spanOf(element.getAttribute(name)),
    // A span of one is the default and not written: stored HTML stays plain.
    renderHTML: (attributes: Record<string, unknown>) => ((attributes[name] as number) > 1 ? { [name]: attributes[name] } : {}),
  });
  return { colspan: span('colspan'), rowspan: span('rowspan') };
}

/** prosemirror-tables finds tables, rows and cells by their `tableRole` in the schema. */
const TableRoles = Extension.create({
  name: 'tableRoles',
  extendNodeSchema(extension) {
    const role = TABLE_ROLES[extension.name];
    return role ? { tableRole: role } : {};
  },
});

const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', mergeAttributes(HTMLAttributes), 0],
});

const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', mergeAttributes(HTMLAttributes), 0],
});

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});

export interface TableEditingStorage {
  /** True once the editing behaviour is loaded and registered with this editor. */
  ready: boolean;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    table: {
      /**
       * Inserts an empty table (a header row, then `rows - 1` rows) where the
       * selection is, with the caret in its first cell. Not inside another table.
       */
      insertTable: (options?: { rows?: number; cols?: number }) => ReturnType;
    };
  }
  interface Storage {
    table: TableEditingStorage;
  }
}

/** The depth of the innermost table around a position, or -1. */
export function tableDepth($pos: ResolvedPos): number {
  for (let depth = $pos.depth; depth > 0; depth--) if ($pos.node(depth).type.name === TABLE_NODE) return depth;
  return -1;
}

/** True when the selection is inside a table. */
export function isInTable(state: EditorState): boolean {
  return tableDepth(state.selection.$from) >= 0;
}

/** True when the node holds a table anywhere (stops at the first one). */
export function containsTable(node: ProseMirrorNode): boolean {
  let found = false;
  node.descendants((child) => {
    if (found) return false;
    if (child.type.name === TABLE_NODE) found = true;
    // Text blocks and atoms (stat blocks) hold no tables.
    return !found && !child.isTextblock && !child.isAtom;
  });
  return found;
}

export function createTable(schema: { nodes: Record<string, NodeType> }, rows: number, cols: number): ProseMirrorNode {
  const row = (cellType: NodeType) => schema.nodes.tableRow.create(null, Array.from({ length: cols }, () => cellType.createAndFill()!));
  return schema.nodes.table.create(null, [row(schema.nodes.tableHeader), ...Array.from({ length: rows - 1 }, () => row(schema.nodes.tableCell))]);
}

type TableEditingModule = typeof import('./tableEditing');
let editingModule: Promise<TableEditingModule> | null = null;

/** The table editing chunk (prosemirror-tables), fetched once. */
export function loadTableEditing(): Promise<TableEditingModule> {
  editingModule ??= import('./tableEditing');
  return editingModule;
}

/** Registers the editing behaviour with the editor, once, as soon as its chunk is here. */
function enableTableEditing(editor: Editor, storage: TableEditingStorage, pending: { started: boolean }): void {
  if (pending.started) return;
  pending.started = true;
  loadTableEditing().then(
    (module) => {
      if (editor.isDestroyed || storage.ready) return;
      // Set first: registering dispatches a transaction, on which the toolbar reads it.
      storage.ready = true;
      module.registerTableEditing(editor);
    },
    // A chunk that failed to load (offline after a deploy) is asked for again next time a table is there.
    () => {
      editingModule = null;
      pending.started = false;
    },
  );
}

export const Table = Node.create<Record<string, never>, TableEditingStorage>({
  name: TABLE_NODE,
  group: 'block',
  content: 'tableRow+',
  isolating: true,

  addStorage() {
    return { ready: false };
  },

  addExtensions() {
    return [TableRoles, TableRow, TableHeader, TableCell];
  },

  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', mergeAttributes(HTMLAttributes), ['tbody', 0]],

  addCommands() {
    return {
      insertTable:
        ({ rows = 3, cols = 3 } = {}) =>
        ({ state, tr, dispatch }) => {
          if (isInTable(state) || rows < 1 || cols < 1) return false;
          if (dispatch) {
            const table = createTable(state.schema, rows, cols);
            const offset = tr.selection.from + 1;
            tr.replaceSelectionWith(table).scrollIntoView();
            tr.setSelection(TextSelection.near(tr.doc.resolve(offset)));
          }
          return true;
        },
    };
  },

  addProseMirrorPlugins() {
    const { editor, storage } = this;
    const pending = { started: false };
    // Fetches the editing chunk when a table first appears: on open, paste,
    // import, a model's reply or the toolbar. Until then a table shows and
    // its text can be edited; only the table commands wait.
    return [
      new Plugin({
        key: new PluginKey('tableEditingLoader'),
        view(view) {
          if (containsTable(view.state.doc)) enableTableEditing(editor, storage, pending);
          return {
            update(updated, previous) {
              if (pending.started || updated.state.doc === previous.doc) return;
              if (containsTable(updated.state.doc)) enableTableEditing(editor, storage, pending);
            },
          };
        },
      }),
    ];
  },
});

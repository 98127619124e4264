import { type Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { editorWith } from './mountedEditor';
import { plainTextIndexOf } from './plainText';
import { containsTable, loadTableEditing } from './tableNodes';

const ROLL_TABLE =
  '<table><tbody>' +
  '<tr><th><p>d6</p></th><th><p>Encounter</p></th></tr>' +
  '<tr><td><p>1</p></td><td><p>Three <strong>goblins</strong> squabble over a dead boar.</p></td></tr>' +
  '<tr><td><p>2–3</p></td><td><p>A patrol of hobgoblins</p><p>(they ask for the toll)</p></td></tr>' +
  '</tbody></table>';


/** The editor once the table editing chunk is registered (it loads when a table is in the document). */
async function editingReady(editor: Editor): Promise<Editor> {
  await loadTableEditing();
  await vi.waitFor(() => expect(editor.storage.table.ready).toBe(true));
  return editor;
}

/** Puts the caret at the start of the text `text` (first occurrence). */
function caretAt(editor: Editor, text: string) {
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (at < 0 && node.isText && node.text!.includes(text)) at = pos + node.text!.indexOf(text);
  });
  expect(at).toBeGreaterThan(0);
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, at)));
}

const cellTexts = (editor: Editor) => {
  const rows: string[][] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'tableRow') {
      const row: string[] = [];
      node.forEach((cell) => row.push(`${cell.type.name === 'tableHeader' ? 'th' : 'td'}:${cell.textContent}`));
      rows.push(row);
      return false;
    }
    return true;
  });
  return rows;
};

function pressKey(editor: Editor, key: string, shiftKey = false) {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  editor.view.someProp('handleKeyDown', (handle) => handle(editor.view, event));
}

describe('table nodes: HTML in, nodes, HTML out', () => {
  it('keeps a roll table exactly as stored: header cells, data cells, several blocks in a cell', () => {
    const editor = editorWith(ROLL_TABLE);
    expect(editor.getHTML()).toBe(ROLL_TABLE);
    expect(cellTexts(editor)).toEqual([
      ['th:d6', 'th:Encounter'],
      ['td:1', 'td:Three goblins squabble over a dead boar.'],
      ['td:2–3', 'td:A patrol of hobgoblins(they ask for the toll)'],
    ]);
  });

  it('reads a Markdown table (thead, tbody, inline cells) into the same nodes', () => {
    const editor = editorWith('<table><thead><tr><th>d4</th><th>Loot</th></tr></thead><tbody><tr><td>1</td><td>12 gp</td></tr></tbody></table>');
    expect(editor.getHTML()).toBe('<table><tbody><tr><th><p>d4</p></th><th><p>Loot</p></th></tr><tr><td><p>1</p></td><td><p>12 gp</p></td></tr></tbody></table>');
  });

  it('keeps column and row spans, and writes none for a span of one', () => {
    const html =
      '<table><tbody><tr><th colspan="2"><p>Wandering monsters</p></th></tr>' +
      '<tr><td rowspan="2"><p>Night</p></td><td><p>Wolves</p></td></tr><tr><td><p>Ghouls</p></td></tr></tbody></table>';
    expect(editorWith(html).getHTML()).toBe(html);
    expect(editorWith('<table><tr><td colspan="1" rowspan="x">a</td><td colspan="9999">b</td></tr></table>').getHTML()).toBe(
      '<table><tbody><tr><td><p>a</p></td><td><p>b</p></td></tr></tbody></table>',
    );
  });

  it('never loses a table on open: text around it, lists inside a cell, a table in a quote', () => {
    const html =
      '<p>Before.</p>' +
      '<table><tbody><tr><td><ul><li><p>a rope</p></li><li><p>a lamp</p></li></ul></td><td><h3>Note</h3></td></tr></tbody></table>' +
      '<blockquote><table><tbody><tr><td><p>inner</p></td></tr></tbody></table></blockquote><p>After.</p>';
    const editor = editorWith(html);
    expect(editor.getHTML()).toBe(html);
  });

  it('holds the cells apart in the plain text the checker and the counts read', () => {
    const editor = editorWith(`<p>Roll once.</p>${ROLL_TABLE}`);
    expect(plainTextIndexOf(editor.state.doc).text).toBe(
      'Roll once.\nd6\nEncounter\n1\nThree goblins squabble over a dead boar.\n2–3\nA patrol of hobgoblins\n(they ask for the toll)',
    );
  });
});

describe('inserting a table', () => {
  it('inserts a header row and body rows with the caret in the first cell, and undo takes it away', () => {
    const editor = editorWith('<p>Loot</p>');
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    expect(editor.commands.insertTable({ rows: 3, cols: 2 })).toBe(true);
    expect(cellTexts(editor)).toEqual([
      ['th:', 'th:'],
      ['td:', 'td:'],
      ['td:', 'td:'],
    ]);
    expect(editor.state.selection.$from.parent.type.name).toBe('paragraph');
    expect(editor.state.selection.$from.node(-1).type.name).toBe('tableHeader');
    editor.commands.insertContent('d6');
    expect(cellTexts(editor)[0]).toEqual(['th:d6', 'th:']);
    editor.commands.undo();
    editor.commands.undo();
    expect(containsTable(editor.state.doc)).toBe(false);
    expect(editor.getHTML()).toBe('<p>Loot</p>');
  });

  it('is refused inside a table (no tables in cells from the toolbar)', () => {
    const editor = editorWith(ROLL_TABLE);
    caretAt(editor, 'Encounter');
    expect(editor.can().insertTable()).toBe(false);
  });
});

describe('editing a table (the lazily loaded chunk)', () => {
  it('loads when a table appears and registers once', async () => {
    const editor = editorWith('<p>No tables yet.</p>');
    expect(editor.storage.table.ready).toBe(false);
    editor.commands.insertTable();
    await editingReady(editor);
  });

  it('Tab moves to the next cell, Shift+Tab back, and Tab in the last cell adds a row', async () => {
    const editor = await editingReady(editorWith(ROLL_TABLE));
    caretAt(editor, 'd6');
    pressKey(editor, 'Tab');
    expect(editor.state.selection.$from.parent.textContent).toBe('Encounter');
    pressKey(editor, 'Tab', true);
    expect(editor.state.selection.$from.parent.textContent).toBe('d6');
    caretAt(editor, '(they ask');
    pressKey(editor, 'Tab');
    expect(cellTexts(editor)).toHaveLength(4);
    expect(cellTexts(editor)[3]).toEqual(['td:', 'td:']);
    expect(editor.state.selection.$from.node(-1).type.name).toBe('tableCell');
    editor.commands.insertContent('4');
    expect(cellTexts(editor)[3]).toEqual(['td:4', 'td:']);
  });

  it('Shift+Tab in the first cell is left to the browser, so the keyboard can leave the table', async () => {
    const editor = await editingReady(editorWith(ROLL_TABLE));
    caretAt(editor, 'd6');
    const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true });
    expect(editor.view.someProp('handleKeyDown', (handle) => handle(editor.view, event)) ?? false).toBe(false);
  });

  it('adds and deletes rows and columns, toggles the header row, each one undo step', async () => {
    const editor = await editingReady(editorWith(ROLL_TABLE));
    const { TABLE_COMMANDS, hasHeaderRow } = await loadTableEditing();
    const run = (id: keyof typeof TABLE_COMMANDS) => TABLE_COMMANDS[id](editor.state, editor.view.dispatch, editor.view);
    caretAt(editor, '1');
    expect(run('row-below')).toBe(true);
    expect(cellTexts(editor).map((row) => row.length)).toEqual([2, 2, 2, 2]);
    expect(cellTexts(editor)[2]).toEqual(['td:', 'td:']);
    caretAt(editor, 'Encounter');
    expect(run('column-right')).toBe(true);
    expect(cellTexts(editor)[0]).toEqual(['th:d6', 'th:Encounter', 'th:']);
    expect(run('delete-column')).toBe(true);
    expect(cellTexts(editor)[0]).toEqual(['th:d6', 'th:']);
    editor.commands.undo();
    expect(cellTexts(editor)[0]).toEqual(['th:d6', 'th:Encounter', 'th:']);
    editor.commands.undo();
    editor.commands.undo();
    // A paragraph after the table to write on (TipTap's trailing node) stays.
    expect(editor.getHTML()).toBe(`${ROLL_TABLE}<p></p>`);

    caretAt(editor, 'Encounter');
    expect(hasHeaderRow(editor.state)).toBe(true);
    expect(run('header-row')).toBe(true);
    expect(hasHeaderRow(editor.state)).toBe(false);
    expect(cellTexts(editor)[0]).toEqual(['td:d6', 'td:Encounter']);
    caretAt(editor, '2–3');
    expect(run('delete-row')).toBe(true);
    expect(cellTexts(editor)).toHaveLength(2);
    caretAt(editor, 'Encounter');
    expect(run('delete-table')).toBe(true);
    expect(containsTable(editor.state.doc)).toBe(false);
    editor.commands.undo();
    expect(containsTable(editor.state.doc)).toBe(true);
  });

  it('mends rows of uneven length from outside HTML without an undo step', async () => {
    const editor = editorWith('<table><tr><th>Name</th><th>Price</th></tr><tr><td>Rope</td></tr></table>');
    await editingReady(editor);
    expect(cellTexts(editor)).toEqual([
      ['th:Name', 'th:Price'],
      ['td:Rope', 'td:'],
    ]);
    expect(editor.can().undo()).toBe(false);
  });
});

describe('tables from outside', () => {
  it('takes a model’s Markdown table in as a table', () => {
    const editor = editorWith('<p></p>');
    editor.commands.insertUntrustedContent('| d4 | Trinket |\n|---|---|\n| 1 | A <b onclick="x()">bone</b> die |\n| 2 | A *silver* bell |');
    expect(editor.getHTML()).toBe(
      '<table><tbody><tr><th><p>d4</p></th><th><p>Trinket</p></th></tr><tr><td><p>1</p></td><td><p>A <strong>bone</strong> die</p></td></tr>' +
        '<tr><td><p>2</p></td><td><p>A <em>silver</em> bell</p></td></tr></tbody></table><p></p>',
    );
  });

  it('keeps a pasted table a table', () => {
    // jsdom has no ClipboardEvent; ProseMirror's paste only needs an event to hand on.
    vi.stubGlobal('ClipboardEvent', class extends Event {});
    const editor = editorWith('<p>Loot:</p>');
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    editor.view.pasteHTML('<meta charset="utf-8"><table style="border:1px"><tr><td style="color:red">Potion</td><td>50 gp</td></tr></table>');
    expect(editor.getHTML()).toBe('<p>Loot:</p><table><tbody><tr><td><p>Potion</p></td><td><p>50 gp</p></td></tr></tbody></table><p></p>');
    vi.unstubAllGlobals();
  });
});

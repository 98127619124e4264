import { type Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { fireEvent } from '@testing-library/react';
import { htmlToPlainText } from '../../lib/text';
import { createEditorBridge } from './bridge';
import { editorWith } from './mountedEditor';
import { STAT_BLOCK_NODE } from './statBlockNode';

const BLOCK =
  '<div data-stat-block=""><h3>Goblin</h3><p><em>Small humanoid (goblinoid), neutral evil</em></p><hr>' +
  '<p><strong>Armor Class</strong> 15<br><strong>Hit Points</strong> 7 (2d6)<br><strong>Speed</strong> 30 ft.</p><hr>' +
  '<p><strong>STR</strong> 8 (-1) · <strong>DEX</strong> 14 (+2) · <strong>CON</strong> 10 (+0) · <strong>INT</strong> 10 (+0) · <strong>WIS</strong> 8 (-1) · <strong>CHA</strong> 8 (-1)</p>' +
  '<h3>Actions</h3><p><strong><em>Scimitar.</em></strong> +4 to hit.</p></div>';


const types = (editor: Editor) => {
  const names: string[] = [];
  editor.state.doc.forEach((node) => names.push(node.type.name));
  return names;
};
const blockPos = (editor: Editor) => {
  let at = -1;
  editor.state.doc.forEach((node, offset) => {
    if (node.type.name === STAT_BLOCK_NODE && at < 0) at = offset;
  });
  return at;
};

describe('the stat-block node', () => {
  it('is inserted by a tool as one piece and shown framed, with the six-ability table', () => {
    const editor = editorWith('<p>The goblins wait at the ford.</p>');
    const bridge = createEditorBridge(editor, { id: 'd', title: 'T', type: 'campaign' });
    bridge.insertContent(BLOCK);
    expect(types(editor)).toEqual(['paragraph', 'paragraph', STAT_BLOCK_NODE, 'paragraph']);
    const shown = editor.view.dom.querySelector('[data-testid="stat-block-node"] section.lw-stat-block')!;
    expect(shown.getAttribute('aria-label')).toBe('Goblin stat block');
    expect(Array.from(shown.querySelectorAll('th')).map((th) => th.textContent)).toEqual(['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA']);
    // Draggable and selectable whole.
    const dom = editor.view.dom.querySelector<HTMLElement>('[data-testid="stat-block-node"]')!;
    expect(dom.draggable).toBe(true);
    expect(dom.contentEditable).toBe('false');
  });

  it('undoes its insertion in one step, and deletes whole', () => {
    const editor = editorWith('<p>Before.</p>');
    editor.commands.insertContentAt(editor.state.doc.content.size, BLOCK);
    expect(types(editor)).toContain(STAT_BLOCK_NODE);
    editor.commands.undo();
    expect(types(editor)).toEqual(['paragraph']);
    editor.commands.redo();
    editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, blockPos(editor))));
    editor.commands.deleteSelection();
    expect(types(editor)).not.toContain(STAT_BLOCK_NODE);
    editor.commands.undo();
    expect(types(editor)).toContain(STAT_BLOCK_NODE);
  });

  it('moves as one piece (what a drag does: cut here, drop there), and that undoes in one step too', () => {
    const editor = editorWith(`<p>First.</p>${BLOCK}<p>Last.</p>`);
    const pos = blockPos(editor);
    const node = editor.state.doc.nodeAt(pos)!;
    const tr = editor.state.tr.delete(pos, pos + node.nodeSize);
    tr.insert(0, node);
    editor.view.dispatch(tr);
    expect(types(editor)).toEqual([STAT_BLOCK_NODE, 'paragraph', 'paragraph']);
    editor.commands.undo();
    expect(types(editor)).toEqual(['paragraph', STAT_BLOCK_NODE, 'paragraph']);
  });

  it('is left out of the plain text the tools read, exactly as htmlToPlainText leaves it out', () => {
    const editor = editorWith(`<p>The goblins wait.</p>${BLOCK}<p>They flee at dawn.</p>`);
    const bridge = createEditorBridge(editor, { id: 'd', title: 'T', type: 'campaign' });
    expect(bridge.getPlainText()).toBe('The goblins wait.\nThey flee at dawn.');
    expect(bridge.getPlainText()).toBe(htmlToPlainText(editor.getHTML()));
  });

  it('opens an older document\u2019s unwrapped block as a node (the editor\u2019s way in)', () => {
    const bridge = createEditorBridge(editorWith('<p>x</p>'), { id: 'd', title: 'T', type: 'campaign' });
    bridge.replaceContent(BLOCK.replace('<div data-stat-block="">', '').replace(/<\/div>$/, ''));
    expect(bridge.getHTML()).toContain('<div data-stat-block=""><h3>Goblin</h3>');
  });

  it('turns back into ordinary text with Edit as text, one undo step', () => {
    const editor = editorWith(`<p>Before.</p>${BLOCK}`);
    fireEvent.click(editor.view.dom.querySelector<HTMLButtonElement>('[aria-label="Edit the Goblin stat block as text"]')!);
    expect(types(editor)).not.toContain(STAT_BLOCK_NODE);
    expect(editor.getHTML()).toContain('<h3>Goblin</h3><p><em>Small humanoid (goblinoid), neutral evil</em></p><hr>');
    editor.commands.undo();
    expect(types(editor)).toContain(STAT_BLOCK_NODE);
  });

  it('lets the writer choose how the book lays it out: fitted, across both columns, one column', () => {
    const editor = editorWith(BLOCK);
    const button = () => editor.view.dom.querySelector<HTMLButtonElement>('.lw-stat-block-node__controls button')!;
    expect(button().textContent).toBe('Book: auto width');
    fireEvent.click(button());
    expect(button().textContent).toBe('Book: full width');
    expect(editor.getHTML()).toContain('<div data-stat-block="" data-layout="wide">');
    fireEvent.click(button());
    expect(editor.getHTML()).toContain('data-layout="column"');
    fireEvent.click(button());
    expect(editor.getHTML()).toMatch(/^<div data-stat-block=""><h3>/);
  });

  it('keeps pasted or loaded stat-block HTML safe', () => {
    const editor = editorWith('<div data-stat-block=""><h3 onclick="x()">Imp</h3><script>alert(1)</script><p><img src=x onerror=alert(2)>Sting.</p></div>');
    expect(editor.getHTML()).toMatch(/^<div data-stat-block=""><h3>Imp<\/h3><p>Sting.<\/p><\/div>/);
  });
});

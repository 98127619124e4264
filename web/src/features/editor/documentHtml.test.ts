import { DOMSerializer } from '@tiptap/pm/model';
import { documentHtml } from './documentHtml';
import { editorWith } from './mountedEditor';

const STAT_BLOCK =
  '<div data-stat-block=""><h3>Goblin</h3><p><em>Small humanoid (goblinoid), neutral evil</em></p><hr>' +
  '<p><strong>Armor Class</strong> 15 (leather armor, shield)</p></div>';

const CAMPAIGN =
  '<h1>The Drowned Keep</h1><p>Goblins <strong>raid</strong> the <em>old</em> road &amp; the <a href="https://example.com">inn</a>.<br>Night falls.</p>' +
  '<p></p><p style="text-align: center">Centred</p><blockquote><p>Read aloud: the water remembers.</p></blockquote>' +
  '<ul><li><p>first hook</p><ul><li><p>nested</p></li></ul></li></ul><ol start="3"><li><p>step</p></li></ol><hr>' +
  '<table><tbody><tr><th><p>d6</p></th><th><p>Result</p></th></tr><tr><td><p>1</p></td><td colspan="1"><p>Ambush &lt;at&gt; dusk</p></td></tr></tbody></table>' +
  STAT_BLOCK +
  '<p><code>2d8 + 3</code> and <s>gone</s> and <u>marked</u> — “quoted” 🐉</p>';

describe('documentHtml', () => {
  it("is TipTap's getHTML for every kind of block, mark and attribute", () => {
    const editor = editorWith(CAMPAIGN);
    expect(documentHtml(editor.state.doc)).toBe(editor.getHTML());
    expect(documentHtml(editorWith('').state.doc)).toBe(editorWith('').getHTML());
  });

  it('stays equal through edits, serialising only the blocks an edit made', () => {
    const editor = editorWith(CAMPAIGN);
    documentHtml(editor.state.doc);
    const serialised = vi.spyOn(DOMSerializer.prototype, 'serializeNode');
    // Typing in the second block: one block is new, the rest are shared.
    editor.commands.insertContentAt(3, 'Hungry ');
    expect(documentHtml(editor.state.doc)).toBe(editor.getHTML());
    expect(serialised).toHaveBeenCalledTimes(1);
    serialised.mockClear();
    // An unchanged document costs nothing.
    expect(documentHtml(editor.state.doc)).toBe(editor.getHTML());
    expect(serialised).not.toHaveBeenCalled();
    // A block split in two, and one deleted.
    editor.commands.insertContentAt(editor.state.doc.content.size, '<p>After the fight.</p>');
    editor.commands.deleteRange({ from: 0, to: editor.state.doc.child(0).nodeSize });
    expect(documentHtml(editor.state.doc)).toBe(editor.getHTML());
    vi.restoreAllMocks();
  });
});

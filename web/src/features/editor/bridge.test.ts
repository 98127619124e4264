import { Editor } from '@tiptap/core';
import { Decoration } from '@tiptap/pm/view';
import { htmlToPlainText } from '../../lib/text';
import { createEditorBridge, UNDERLINES_PER_STRETCH } from './bridge';
import { plainTextIndexOf } from './plainText';
import { createEditorExtensions } from './extensions';

function makeEditor(content: string): Editor {
  return new Editor({ extensions: createEditorExtensions({ placeholder: 'Start writing your campaign...' }), content });
}

function bridgeFor(editor: Editor) {
  return createEditorBridge(editor, { id: 'doc-1', title: 'The Sunken Keep', type: 'campaign' });
}

const editors: Editor[] = [];
function editorWith(content: string): Editor {
  const editor = makeEditor(content);
  editors.push(editor);
  return editor;
}
afterEach(() => {
  while (editors.length) editors.pop()?.destroy();
});

describe('plain text of the editor document', () => {
  const fixtures: Record<string, string> = {
    'bold and italic': '<p>The <strong>red</strong> dragon <em>sleeps</em>.</p>',
    headings: '<h1>Act One</h1><p>Goblins attack.</p><h2>Scene</h2><h3>Detail</h3>',
    lists: '<ul><li><p>first hook</p></li><li><p>second <strong>hook</strong></p><ul><li><p>nested</p></li></ul></li></ul><ol><li><p>one</p></li></ol>',
    'blockquote and rule': '<blockquote><p>Beware the lich.</p></blockquote><hr><p>After the rule.</p>',
    'hard breaks': '<p>line one<br>line two<br><br>line four</p>',
    'empty paragraphs': '<p></p><p>  </p><p>text</p><p></p>',
    'whitespace runs': '<p>  many    spaces\u00a0\u00a0and nbsp  </p>',
    'entities and emoji': '<p>Fish &amp; chips &lt;3 🐉 caf\u00e9</p>',
    'empty document': '',
  };

  for (const [name, html] of Object.entries(fixtures)) {
    it(`matches htmlToPlainText of the editor HTML: ${name}`, () => {
      const editor = editorWith(html);
      expect(bridgeFor(editor).getPlainText()).toBe(htmlToPlainText(editor.getHTML()));
    });
  }

  it('gives one line per block', () => {
    const editor = editorWith('<h1>Act One</h1><p>Goblins <strong>attack</strong>.</p><ul><li><p>hook</p></li></ul>');
    expect(bridgeFor(editor).getPlainText()).toBe('Act One\nGoblins attack.\nhook');
  });
});

describe('plain-text offsets to document positions', () => {
  it('replaces a word inside bold text and keeps it bold', () => {
    const editor = editorWith('<p>The <strong>red dragon</strong> sleeps.</p>');
    const bridge = bridgeFor(editor);
    const text = bridge.getPlainText();
    const start = text.indexOf('red');
    expect(bridge.applyReplacement(start, start + 3, 'crimson')).toBe(true);
    expect(editor.getHTML()).toBe('<p>The <strong>crimson dragon</strong> sleeps.</p>');
  });

  it('replaces a range spanning a mark boundary', () => {
    const editor = editorWith('<p>alot <em>of</em> goblins</p>');
    const bridge = bridgeFor(editor);
    expect(bridge.applyReplacement(0, 4, 'a lot')).toBe(true);
    expect(bridge.getPlainText()).toBe('a lot of goblins');
    expect(editor.getHTML()).toBe('<p>a lot <em>of</em> goblins</p>');
  });

  it('maps offsets in headings and nested list items', () => {
    const editor = editorWith(
      '<h2>Teh Keep</h2><ul><li><p>first</p><ul><li><p>recieve the <strong>key</strong></p></li></ul></li></ul>',
    );
    const bridge = bridgeFor(editor);
    const text = bridge.getPlainText();
    expect(text).toBe('Teh Keep\nfirst\nrecieve the key');
    const recieve = text.indexOf('recieve');
    expect(bridge.applyReplacement(recieve, recieve + 7, 'receive')).toBe(true);
    expect(bridge.applyReplacement(0, 3, 'The')).toBe(true);
    expect(editor.getHTML()).toBe(
      // The trailing empty paragraph (TrailingNode) lets the writer continue after a list.
      '<h2>The Keep</h2><ul><li><p>first</p><ul><li><p>receive the <strong>key</strong></p></li></ul></li></ul><p></p>',
    );
  });

  it('maps a collapsed whitespace run to the whole run', () => {
    const editor = editorWith('<p>the   the dragon</p>');
    const bridge = bridgeFor(editor);
    expect(bridge.getPlainText()).toBe('the the dragon');
    // Remove the repeated word and the (collapsed) space after it.
    expect(bridge.applyReplacement(0, 4, '')).toBe(true);
    expect(editor.getHTML()).toBe('<p>the dragon</p>');
  });

  it('counts UTF-16 code units like JavaScript strings', () => {
    const editor = editorWith('<p>🐉 dragn here</p>');
    const bridge = bridgeFor(editor);
    const text = bridge.getPlainText();
    const start = text.indexOf('dragn');
    expect(start).toBe(3);
    expect(bridge.applyReplacement(start, start + 5, 'dragon')).toBe(true);
    expect(bridge.getPlainText()).toBe('🐉 dragon here');
  });

  it('replaces across a line break between blocks by joining them', () => {
    const editor = editorWith('<p>one</p><p>two</p>');
    const bridge = bridgeFor(editor);
    expect(bridge.applyReplacement(3, 4, ' ')).toBe(true);
    expect(editor.getHTML()).toBe('<p>one two</p>');
  });

  it('refuses offsets outside the text', () => {
    const editor = editorWith('<p>short</p>');
    const bridge = bridgeFor(editor);
    expect(bridge.applyReplacement(3, 99, 'x')).toBe(false);
    expect(bridge.applyReplacement(-1, 2, 'x')).toBe(false);
    expect(bridge.applyReplacement(4, 2, 'x')).toBe(false);
    expect(editor.getHTML()).toBe('<p>short</p>');
  });

  it('applies many changes from the end to the start as one undo step', () => {
    const editor = editorWith('<p>alot of <strong>goblins</strong> and alot of orcs</p>');
    const bridge = bridgeFor(editor);
    const text = bridge.getPlainText();
    const first = text.indexOf('alot');
    const second = text.lastIndexOf('alot');
    const result = bridge.applyChanges([
      { plainTextStart: first, plainTextEnd: first + 4, replacement: 'a lot', originalText: 'alot' },
      { plainTextStart: second, plainTextEnd: second + 4, replacement: 'a lot', originalText: 'alot' },
      { plainTextStart: 0, plainTextEnd: 4, replacement: 'x', originalText: 'nope' },
    ]);
    expect(result).toEqual({ applied: 2, failed: 1 });
    expect(bridge.getPlainText()).toBe('a lot of goblins and a lot of orcs');
    editor.commands.undo();
    expect(bridge.getPlainText()).toBe('alot of goblins and alot of orcs');
  });
});

describe('inserting model output', () => {
  const hostile =
    '## Loot\n\nA **cursed** blade.\n\n<img src=x onerror="window.__pwned=1">\n\n<script>window.__pwned=2</script>\n\n[Open](javascript:window.__pwned=3)';

  it('appends converted, sanitised content after a blank line', () => {
    const editor = editorWith('<p>Intro.</p>');
    expect(bridgeFor(editor).insertContent(hostile).inserted).toBe(true);
    const html = editor.getHTML();
    expect(html.startsWith('<p>Intro.</p><p></p><h2>Loot</h2><p>A <strong>cursed</strong> blade.</p>')).toBe(true);
    expect(html).not.toMatch(/<img|<script|onerror|javascript:|__pwned/);
    expect(html).toContain('Open');
    // The page never ran any of it.
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    // Untrusted markup never reaches the editor's live DOM either.
    expect(editor.view.dom.querySelector('img, script, [onerror]')).toBeNull();
  });

  it('replaces an empty document instead of starting with a blank line', () => {
    const editor = editorWith('');
    expect(bridgeFor(editor).insertContent('- Thorin\n- Elara')).toEqual({ inserted: true, start: 0, end: 12 });
    expect(editor.getHTML()).toBe('<ul><li><p>Thorin</p></li><li><p>Elara</p></li></ul><p></p>');
  });

  it('inserts after the top-level block holding a plain-text offset', () => {
    const editor = editorWith('<p>First.</p><ul><li><p>item</p></li></ul><p>Last.</p>');
    const bridge = bridgeFor(editor);
    expect(bridge.insertContent('*Added*', { at: bridge.getPlainText().indexOf('item') + 1 })).toMatchObject({ inserted: true });
    expect(editor.getHTML()).toBe('<p>First.</p><ul><li><p>item</p></li></ul><p><em>Added</em></p><p>Last.</p>');
  });

  it('inserts nothing for content that sanitises to nothing', () => {
    const editor = editorWith('<p>Keep.</p>');
    expect(bridgeFor(editor).insertContent('<script>alert(1)</script>')).toEqual({ inserted: false, start: 0, end: 0 });
    expect(editor.getHTML()).toBe('<p>Keep.</p>');
  });

  it('is an editor command too, so it chains and undoes as one step', () => {
    const editor = editorWith('<p>Intro.</p>');
    expect(editor.chain().insertUntrustedContent('### Treasure\n\n*A gilded skull*').run()).toBe(true);
    expect(editor.getHTML()).toBe('<p>Intro.</p><p></p><h3>Treasure</h3><p><em>A gilded skull</em></p>');
    editor.commands.undo();
    expect(editor.getHTML()).toBe('<p>Intro.</p>');
  });

  it('replaces the whole document with sanitised content', () => {
    const editor = editorWith('<p>Old.</p>');
    bridgeFor(editor).replaceContent('<h1>New</h1><p onclick="x()">Body</p>');
    expect(editor.getHTML()).toBe('<h1>New</h1><p>Body</p>');
  });
});

describe('highlights', () => {
  it('underlines plain-text ranges and reports clicks by id', () => {
    const editor = editorWith('<p>There is <strong>alot</strong> of gold.</p>');
    const bridge = bridgeFor(editor);
    const start = bridge.getPlainText().indexOf('alot');
    bridge.setHighlights('grammar', [{ id: 'issue-1', start, end: start + 4, kind: 'spelling', label: 'Spelling error' }]);
    const underline = editor.view.dom.querySelector('.lw-highlight');
    expect(underline?.textContent).toBe('alot');
    expect(underline?.className).toContain('lw-highlight--spelling');
    const clicked: string[] = [];
    const stop = bridge.onHighlightClick('grammar', (id) => clicked.push(id));
    (underline as HTMLElement).click();
    stop();
    (underline as HTMLElement).click();
    expect(clicked).toEqual(['issue-1']);
  });

  it("keeps the browser's own spell checker out of underlined words", () => {
    // Chrome re-checked the words around every underline at each keystroke
    // (about 4 ms a key with hundreds of underlines), and the tool marks them already.
    const editor = editorWith('<p>alot here</p>');
    bridgeFor(editor).setHighlights('grammar', [{ id: 'a', start: 0, end: 4, kind: 'spelling' }]);
    expect(editor.view.dom.getAttribute('spellcheck')).not.toBe('false');
    expect(editor.view.dom.querySelector('.lw-highlight')?.getAttribute('spellcheck')).toBe('false');
  });

  it('moves underlines with an edit without redrawing the other underlined paragraphs', () => {
    const editor = editorWith('<p>alot here</p><p>teh end</p>');
    const bridge = bridgeFor(editor);
    bridge.setHighlights('grammar', [
      { id: 'a', start: 0, end: 4, kind: 'spelling' },
      { id: 'b', start: 10, end: 13, kind: 'spelling' },
    ]);
    const later = editor.view.dom.querySelectorAll('.lw-highlight')[1];
    editor.commands.insertContentAt(1, 'So ');
    const underlines = editor.view.dom.querySelectorAll('.lw-highlight');
    expect([...underlines].map((u) => u.textContent)).toEqual(['alot', 'teh']);
    expect(underlines[1]).toBe(later);
  });

  it('keeps underlines on their words while text is typed before them', () => {
    const editor = editorWith('<p>alot here</p>');
    const bridge = bridgeFor(editor);
    bridge.setHighlights('grammar', [{ id: 'a', start: 0, end: 4, kind: 'spelling' }]);
    editor.commands.insertContentAt(1, 'So ');
    expect(editor.view.dom.querySelector('.lw-highlight')?.textContent).toBe('alot');
    const clicked: string[] = [];
    bridge.onHighlightClick('grammar', (id) => clicked.push(id));
    (editor.view.dom.querySelector('.lw-highlight') as HTMLElement).click();
    expect(clicked).toEqual(['a']);
  });

  it('notifies text changes until unsubscribed', () => {
    const editor = editorWith('<p>x</p>');
    const bridge = bridgeFor(editor);
    let changes = 0;
    const stop = bridge.onTextChange(() => changes++);
    editor.commands.insertContent('y');
    stop();
    editor.commands.insertContent('z');
    expect(changes).toBe(1);
  });
});

describe('highlights and redraws', () => {
  it('does not redraw underlined text when only the ids of unchanged underlines change', () => {
    const editor = editorWith('<p>alot here</p><p>teh end</p>');
    const bridge = bridgeFor(editor);
    bridge.setHighlights('grammar', [
      { id: 'spelling-0-4', start: 0, end: 4, kind: 'spelling', label: 'Spelling error' },
      { id: 'spelling-10-13', start: 10, end: 13, kind: 'spelling', label: 'Spelling error' },
    ]);
    const second = editor.view.dom.querySelectorAll('.lw-highlight')[1];
    const observer = new MutationObserver(() => {});
    observer.observe(editor.view.dom, { subtree: true, childList: true, attributes: true, characterData: true });
    // Ids move with the text in front of them (as the grammar ids do).
    bridge.setHighlights('grammar', [
      { id: 'spelling-1-5', start: 0, end: 4, kind: 'spelling', label: 'Spelling error' },
      { id: 'spelling-11-14', start: 10, end: 13, kind: 'spelling', label: 'Spelling error' },
    ]);
    // ProseMirror saw equal decorations: the DOM was not touched.
    expect(observer.takeRecords()).toEqual([]);
    observer.disconnect();
    expect(editor.view.dom.querySelectorAll('.lw-highlight')[1]).toBe(second);
    const clicked: string[] = [];
    bridge.onHighlightClick('grammar', (id) => clicked.push(id));
    (second as HTMLElement).click();
    expect(clicked).toEqual(['spelling-11-14']);
  });
});

describe('a new answer over the underlines shown', () => {
  const inline = () => vi.spyOn(Decoration, 'inline');
  afterEach(() => vi.restoreAllMocks());

  it('keeps the underlines that did not change and builds only the new ones', () => {
    const editor = editorWith('<p>alot here</p><p>teh end</p><p>recieve it</p>');
    const bridge = bridgeFor(editor);
    const text = bridge.getPlainText();
    const at = (word: string) => ({ start: text.indexOf(word), end: text.indexOf(word) + word.length });
    bridge.setHighlights('grammar', [
      { id: 'a', ...at('alot'), kind: 'spelling', label: 'Spelling error' },
      { id: 'b', ...at('teh'), kind: 'spelling', label: 'Spelling error' },
      { id: 'c', ...at('recieve'), kind: 'spelling', label: 'Spelling error' },
    ]);
    const created = inline();
    bridge.setHighlights('grammar', [
      { id: 'a2', ...at('alot'), kind: 'spelling', label: 'Spelling error' },
      { id: 'b2', ...at('teh'), kind: 'spelling', label: 'Spelling error' },
      // The same range, now a grammar issue: a different underline.
      { id: 'c2', ...at('recieve'), kind: 'grammar', label: 'Grammar' },
      { id: 'd', ...at('end'), kind: 'style', label: 'Style' },
    ]);
    expect(created).toHaveBeenCalledTimes(2);
    const underlines = [...editor.view.dom.querySelectorAll('.lw-highlight')];
    expect(underlines.map((u) => [u.textContent, /lw-highlight--(spelling|grammar|style)\b/.exec(u.className)?.[0]])).toEqual([
      ['alot', 'lw-highlight--spelling'],
      ['teh', 'lw-highlight--spelling'],
      ['end', 'lw-highlight--style'],
      ['recieve', 'lw-highlight--grammar'],
    ]);
    const clicked: string[] = [];
    bridge.onHighlightClick('grammar', (id) => clicked.push(id));
    for (const underline of underlines) (underline as HTMLElement).click();
    expect(clicked).toEqual(['a2', 'b2', 'd', 'c2']);
  });

  it('finds the underlines after text typed before them, and drops the ones that went', () => {
    const editor = editorWith('<p>alot here</p><p>teh end</p>');
    const bridge = bridgeFor(editor);
    bridge.setHighlights('grammar', [
      { id: 'a', start: 0, end: 4, kind: 'spelling' },
      { id: 'b', start: 10, end: 13, kind: 'spelling' },
    ]);
    editor.commands.insertContentAt(1, 'So ');
    const created = inline();
    // The next answer: "alot" moved by three, "teh" was fixed meanwhile.
    bridge.setHighlights('grammar', [{ id: 'a', start: 3, end: 7, kind: 'spelling' }]);
    expect(created).not.toHaveBeenCalled();
    expect([...editor.view.dom.querySelectorAll('.lw-highlight')].map((u) => u.textContent)).toEqual(['alot']);
  });
});

describe('a large new set of underlines', () => {
  // Paragraph i reads "word<i> is here", so word<i> is easy to find.
  const PARAGRAPHS = 3 * UNDERLINES_PER_STRETCH;
  const html = Array.from({ length: PARAGRAPHS }, (_, i) => `<p>word${i} is here</p>`).join('');
  const underlinesOf = (editor: Editor) => [...editor.view.dom.querySelectorAll('.lw-highlight')].map((el) => el.textContent);
  const everyWord = (text: string, kind: 'spelling' | 'grammar' = 'spelling') =>
    Array.from({ length: PARAGRAPHS }, (_, i) => {
      const start = text.indexOf(`word${i} `);
      return { id: `w${i}`, start, end: start + `word${i}`.length, kind };
    });
  const drained = () => vi.runAllTimersAsync();

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is drawn a stretch at a time, in tasks of their own, until every underline shows', async () => {
    const editor = editorWith(html);
    const bridge = bridgeFor(editor);
    bridge.setHighlights('grammar', everyWord(bridge.getPlainText()));
    const first = underlinesOf(editor).length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(UNDERLINES_PER_STRETCH);
    await drained();
    expect(underlinesOf(editor)).toEqual(Array.from({ length: PARAGRAPHS }, (_, i) => `word${i}`));
  });

  it('knows every id at once, so a click on an underline already drawn finds its issue', () => {
    const editor = editorWith(html);
    const bridge = bridgeFor(editor);
    bridge.setHighlights('grammar', everyWord(bridge.getPlainText()));
    const clicked: string[] = [];
    bridge.onHighlightClick('grammar', (id) => clicked.push(id));
    (editor.view.dom.querySelector('.lw-highlight') as HTMLElement).click();
    expect(clicked).toEqual(['w0']);
  });

  it('puts the underlines still to draw on their words after text typed meanwhile', async () => {
    const editor = editorWith(html);
    const bridge = bridgeFor(editor);
    bridge.setHighlights('grammar', everyWord(bridge.getPlainText()));
    // Typed at the start of the document and in the middle of what is left to draw.
    editor.commands.insertContentAt(1, 'Lo, ');
    const at = bridge.getPlainText().indexOf(`word${PARAGRAPHS - 10} `);
    const middle = plainTextIndexOf(editor.state.doc).toDocRange(at, at + 1)!.from;
    editor.commands.insertContentAt(middle, 'the ');
    await drained();
    expect(underlinesOf(editor)).toEqual(Array.from({ length: PARAGRAPHS }, (_, i) => `word${i}`));
    expect(editor.view.dom.querySelectorAll('p')[PARAGRAPHS - 10].textContent).toBe(`the word${PARAGRAPHS - 10} is here`);
  });

  it('gives way to a newer answer: only the newer underlines show in the end', async () => {
    const editor = editorWith(html);
    const bridge = bridgeFor(editor);
    const text = bridge.getPlainText();
    bridge.setHighlights('grammar', everyWord(text));
    const newer = everyWord(text, 'grammar').filter((_, i) => i % 2 === 0);
    bridge.setHighlights('grammar', newer);
    await drained();
    expect(underlinesOf(editor)).toEqual(newer.map((h) => text.slice(h.start, h.end)));
    expect(editor.view.dom.querySelectorAll('.lw-highlight--spelling')).toHaveLength(0);
  });

  it('takes them away a stretch at a time too, when a new answer has none', async () => {
    const editor = editorWith(html);
    const bridge = bridgeFor(editor);
    bridge.setHighlights('grammar', everyWord(bridge.getPlainText()));
    await drained();
    bridge.setHighlights('grammar', []);
    const left = underlinesOf(editor).length;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeGreaterThanOrEqual(PARAGRAPHS - UNDERLINES_PER_STRETCH);
    await drained();
    expect(underlinesOf(editor)).toEqual([]);
  });

  it("never touches another owner's underlines", async () => {
    const editor = editorWith(html);
    const bridge = bridgeFor(editor);
    const text = bridge.getPlainText();
    bridge.setHighlights('analysis', [{ id: 'scene', start: 0, end: text.length, kind: 'combat' }]);
    bridge.setHighlights('grammar', everyWord(text));
    await drained();
    expect(editor.view.dom.querySelectorAll('.lw-highlight--by-grammar')).toHaveLength(PARAGRAPHS);
    expect(editor.view.dom.querySelectorAll('.lw-highlight--by-analysis').length).toBeGreaterThanOrEqual(PARAGRAPHS);
  });

  it('stops when the editor is destroyed before it is done', async () => {
    const editor = makeEditor(html);
    const bridge = bridgeFor(editor);
    bridge.setHighlights('grammar', everyWord(bridge.getPlainText()));
    editor.destroy();
    await expect(drained()).resolves.not.toThrow();
  });
});

describe('plainTextIndexOf', () => {
  it('reuses the index for an unchanged document', () => {
    const editor = editorWith('<p>same</p>');
    expect(plainTextIndexOf(editor.state.doc)).toBe(plainTextIndexOf(editor.state.doc));
  });
});

describe('underline owners', () => {
  it("replaces only the owner's underlines, so tools never erase each other's", () => {
    const editor = editorWith('<p>alot of goblins attack the keep</p>');
    const bridge = bridgeFor(editor);
    bridge.setHighlights('grammar', [{ id: 'spelling-1', start: 0, end: 4, kind: 'spelling' }]);
    bridge.setHighlights('analysis', [{ id: 'combat-1', start: 8, end: 22, kind: 'combat', label: 'Combat' }]);
    const marks = () => [...editor.view.dom.querySelectorAll('.lw-highlight')].map((m) => m.textContent);
    expect(marks()).toEqual(['alot', 'goblins attack']);
    expect(editor.view.dom.querySelector('.lw-highlight--combat')?.className).toContain('lw-highlight--by-analysis');
    expect(editor.view.dom.querySelector('.lw-highlight--spelling')?.className).toContain('lw-highlight--by-grammar');

    // A new grammar check with no issues leaves the analysis alone, and the other way round.
    bridge.setHighlights('grammar', []);
    expect(marks()).toEqual(['goblins attack']);
    bridge.setHighlights('grammar', [{ id: 'spelling-1', start: 0, end: 4, kind: 'spelling' }]);
    bridge.setHighlights('analysis', []);
    expect(marks()).toEqual(['alot']);
  });

  it('tells a click only to the owner of the underline', () => {
    const editor = editorWith('<p>alot of goblins attack the keep</p>');
    const bridge = bridgeFor(editor);
    bridge.setHighlights('grammar', [{ id: 'spelling-1', start: 0, end: 4, kind: 'spelling' }]);
    bridge.setHighlights('analysis', [{ id: 'combat-1', start: 8, end: 22, kind: 'combat' }]);
    const heard: string[] = [];
    bridge.onHighlightClick('grammar', (id) => heard.push(`grammar:${id}`));
    bridge.onHighlightClick('analysis', (id) => heard.push(`analysis:${id}`));
    (editor.view.dom.querySelector('.lw-highlight--combat') as HTMLElement).click();
    (editor.view.dom.querySelector('.lw-highlight--spelling') as HTMLElement).click();
    expect(heard).toEqual(['analysis:combat-1', 'grammar:spelling-1']);
  });

  it('tells both owners when their underlines overlap where the user clicks', () => {
    const editor = editorWith('<p>the goblins attack alot today</p>');
    const bridge = bridgeFor(editor);
    const text = bridge.getPlainText();
    const word = text.indexOf('alot');
    bridge.setHighlights('analysis', [{ id: 'combat-1', start: 4, end: text.length, kind: 'combat' }]);
    bridge.setHighlights('grammar', [{ id: 'spelling-1', start: word, end: word + 4, kind: 'spelling' }]);
    const heard: string[] = [];
    bridge.onHighlightClick('grammar', (id) => heard.push(`grammar:${id}`));
    bridge.onHighlightClick('analysis', (id) => heard.push(`analysis:${id}`));
    const misspelt = [...editor.view.dom.querySelectorAll('.lw-highlight--spelling')].find((m) => m.textContent === 'alot');
    (misspelt as HTMLElement).click();
    expect(heard.sort()).toEqual(['analysis:combat-1', 'grammar:spelling-1']);
  });
});

describe('selection', () => {
  it('is null when nothing is selected', () => {
    const editor = editorWith('<p>The keep.</p>');
    editor.commands.setTextSelection(3);
    expect(bridgeFor(editor).getSelection()).toBeNull();
  });

  it('gives the selected plain text and its offsets, across marks and blocks', () => {
    const editor = editorWith('<h2>Act One</h2><p>The <strong>red dragon</strong>   sleeps.</p>');
    const bridge = bridgeFor(editor);
    const text = bridge.getPlainText();
    expect(text).toBe('Act One\nThe red dragon sleeps.');
    // "red dragon sleeps" spans the bold text and the collapsed spaces.
    const start = text.indexOf('red');
    const end = text.indexOf('.');
    const range = plainTextIndexOf(editor.state.doc).toDocRange(start, end)!;
    editor.commands.setTextSelection(range);
    expect(bridge.getSelection()).toEqual({ start, end, text: 'red dragon sleeps' });

    // From inside the heading to inside the paragraph: the line break is part of it.
    const across = plainTextIndexOf(editor.state.doc).toDocRange(4, 11)!;
    editor.commands.setTextSelection(across);
    expect(bridge.getSelection()).toEqual({ start: 4, end: 11, text: 'One\nThe' });
  });

  it('selects a plain-text range for a tool that points at a passage', () => {
    const editor = editorWith('<p>First line.</p><p>The <em>lich</em> waits.</p>');
    const bridge = bridgeFor(editor);
    const text = bridge.getPlainText();
    const start = text.indexOf('lich');
    expect(bridge.selectRange(start, start + 4)).toBe(true);
    expect(bridge.getSelection()).toEqual({ start, end: start + 4, text: 'lich' });
    expect(bridge.selectRange(0, 999)).toBe(false);
  });
});

describe('where inserted content lands', () => {
  it('reports the plain-text range of appended content (after the blank line)', () => {
    const editor = editorWith('<p>Intro.</p>');
    const bridge = bridgeFor(editor);
    const result = bridge.insertContent('## Loot\n\nA **cursed** blade.');
    const text = bridge.getPlainText();
    expect(text).toBe('Intro.\nLoot\nA cursed blade.');
    expect(result).toEqual({ inserted: true, start: 7, end: text.length });
    expect(text.slice(result.start, result.end)).toBe('Loot\nA cursed blade.');
  });

  it('reports the range of content inserted after a block in the middle', () => {
    const editor = editorWith('<p>First.</p><p>Last.</p>');
    const bridge = bridgeFor(editor);
    const result = bridge.insertContent('*Added* here', { at: 0 });
    const text = bridge.getPlainText();
    expect(text).toBe('First.\nAdded here\nLast.');
    expect(text.slice(result.start, result.end)).toBe('Added here');
  });

  it('finds the range even when the content repeats the text after it', () => {
    const editor = editorWith('<p>Goblins.</p><p>Goblins.</p>');
    const bridge = bridgeFor(editor);
    const result = bridge.insertContent('Goblins.', { at: 0 });
    expect(bridge.getPlainText()).toBe('Goblins.\nGoblins.\nGoblins.');
    expect(result.end - result.start).toBe('Goblins.'.length);
    expect(bridge.getPlainText().slice(result.start, result.end)).toBe('Goblins.');
  });
});

describe('bulk changes', () => {
  it('hands the text as it was to the history hook, then makes the change and returns its result', () => {
    const editor = editorWith('<p>Before the campaign.</p>');
    const kept: Array<[string, string]> = [];
    const bridge = createEditorBridge(editor, { id: 'doc-1', title: 'Keep', type: 'campaign' }, { beforeBulkChange: (label, html) => kept.push([label, html]) });
    const result = bridge.bulkChange('Use This Campaign', () => bridge.insertContent('<h1>The Sunken Crown</h1>'));
    expect(result.inserted).toBe(true);
    expect(kept).toEqual([['Use This Campaign', '<p>Before the campaign.</p>']]);
    expect(bridge.getPlainText()).toBe('Before the campaign.\nThe Sunken Crown');
  });
});

describe('the placeholder', () => {
  const shown = (editor: Editor) =>
    [...editor.view.dom.querySelectorAll('.is-editor-empty')].map((node) => [node.tagName, node.getAttribute('data-placeholder')]);

  it('shows on the empty first paragraph of an empty document only', () => {
    const editor = editorWith('');
    expect(shown(editor)).toEqual([['P', 'Start writing your campaign...']]);
    editor.commands.insertContent('D');
    expect(shown(editor)).toEqual([]);
    editor.commands.setContent('<p>Act One</p><p></p>');
    expect(shown(editor)).toEqual([]);
    editor.commands.setContent('<p></p>');
    expect(shown(editor)).toEqual([['P', 'Start writing your campaign...']]);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { pasteHtml } from './editorDocument';

// The editor end to end, as a guest (documents in this browser's IndexedDB):
// formatting, autosave and its states, Ctrl+S, leaving with unsaved changes,
// two tabs saving the same document, and the panel layout widths.

async function createDocument(page: Page, title: string, type = 'campaign'): Promise<string> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'New Document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Document' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Type', { exact: true }).selectOption(type);
  await dialog.getByRole('button', { name: 'Create Document' }).click();
  await page.waitForURL(/\/editor\/[^/]+$/);
  await expect(page.getByTestId('editor-content')).toBeVisible();
  return page.url();
}

const editorText = (page: Page) => page.getByTestId('editor-content');
const saveStatus = (page: Page) => page.getByTestId('save-status').locator('[data-status]');
const toolbarButton = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });

/** Records every save status the statistics panel shows, in order. */
async function recordSaveStatuses(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __statuses: string[] }).__statuses = seen;
    const panel = document.querySelector('[data-testid="save-status"]')!;
    const note = () => {
      const status = panel.querySelector('[data-status]')?.getAttribute('data-status');
      if (status && seen.at(-1) !== status) seen.push(status);
    };
    note();
    new MutationObserver(note).observe(panel, { subtree: true, attributes: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);
}

test('every toolbar button formats, autosave goes Unsaved -> Saving... -> Saved, and a reload keeps it all', async ({ page }) => {
  await createDocument(page, 'The Sunken Keep');
  const editor = editorText(page);

  // Header and empty state.
  await expect(page.getByRole('heading', { level: 1, name: 'The Sunken Keep' })).toBeVisible();
  await expect(page.getByTestId('document-type')).toHaveText('Campaign');
  await expect(page.getByTestId('header-word-count')).toHaveText('0 words');
  await expect(editor.locator('p.is-editor-empty')).toHaveAttribute('data-placeholder', 'Start writing your campaign...');
  await expect(page.getByTestId('last-saved')).toHaveText('Never');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  const statuses = await recordSaveStatuses(page);

  await editor.click();
  // Headings 1-3 and paragraph.
  await toolbarButton(page, 'H1: Heading 1').click();
  await expect(toolbarButton(page, 'H1: Heading 1')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Act One');
  await page.keyboard.press('Enter');
  await toolbarButton(page, 'H2: Heading 2').click();
  await page.keyboard.type('The Drowned Road');
  await page.keyboard.press('Enter');
  await toolbarButton(page, 'H3: Heading 3').click();
  await page.keyboard.type('Arrival');
  await toolbarButton(page, 'Paragraph').click();
  await expect(toolbarButton(page, 'Paragraph')).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.locator('h3')).toHaveCount(0);
  await page.keyboard.press('Enter');

  // Marks: each toggles on, formats what is typed, and toggles off.
  const marks: Array<[string, string, string]> = [
    ['Bold', 'strong', 'bold words'],
    ['Italic', 'em', 'slanted words'],
    ['Underline', 'u', 'underlined words'],
    ['Strikethrough', 's', 'struck words'],
    ['Inline code', 'code', 'code_words'],
  ];
  await page.keyboard.type('Arrival paragraph with ');
  for (const [name, , text] of marks) {
    await toolbarButton(page, name).click();
    await expect(toolbarButton(page, name)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type(text);
    await toolbarButton(page, name).click();
    await expect(toolbarButton(page, name)).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type(' ');
  }
  await page.keyboard.type('end.');

  // Alignment: the paragraph takes each value; left is the default.
  await expect(toolbarButton(page, 'Align left')).toHaveAttribute('aria-pressed', 'true');
  for (const [name, value] of [
    ['Align center', 'center'],
    ['Align right', 'right'],
    ['Justify', 'justify'],
  ] as const) {
    await toolbarButton(page, name).click();
    await expect(toolbarButton(page, name)).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.locator('p', { hasText: 'Arrival paragraph' })).toHaveAttribute('style', new RegExp(`text-align: ${value}`));
  }
  await toolbarButton(page, 'Align center').click();

  // Lists and quote.
  await page.keyboard.press('Enter');
  await toolbarButton(page, 'Align left').click();
  await toolbarButton(page, 'Bullet list').click();
  await expect(toolbarButton(page, 'Bullet list')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('first hook');
  await page.keyboard.press('Enter');
  await page.keyboard.type('second hook');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await toolbarButton(page, 'Numbered list').click();
  await page.keyboard.type('step one');
  await page.keyboard.press('Enter');
  await page.keyboard.type('step two');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await toolbarButton(page, 'Quote').click();
  await expect(toolbarButton(page, 'Quote')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('The water remembers.');

  // Undo and redo.
  await page.keyboard.press('Enter');
  await toolbarButton(page, 'Quote').click();
  await page.keyboard.type('Temporary');
  await expect(editor).toContainText('Temporary');
  await toolbarButton(page, 'Undo').click();
  await expect(editor).not.toContainText('Temporary');
  await expect(toolbarButton(page, 'Redo')).toBeEnabled();
  await toolbarButton(page, 'Redo').click();
  await expect(editor).toContainText('Temporary');

  // Unsaved while typing; autosaved 2 s after the last edit.
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 6000 });
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await expect(page.getByTestId('last-saved')).toHaveText('Just now');
  const seen = await statuses();
  // The last edit's save: Unsaved, then Saving..., then Saved.
  expect(seen.slice(-3)).toEqual(['unsaved', 'saving', 'saved']);
  await expect(page.getByTestId('header-word-count')).not.toHaveText('0 words');

  // A reload finds everything, formatted.
  await page.reload();
  await expect(editor.locator('h1')).toHaveText('Act One');
  await expect(editor.locator('h2')).toHaveText('The Drowned Road');
  await expect(editor.locator('h3')).toHaveCount(0);
  await expect(editor.locator('p', { hasText: 'Arrival' }).first()).toBeVisible();
  for (const [, tag, text] of marks) await expect(editor.locator(tag)).toHaveText(text);
  await expect(editor.locator('p', { hasText: 'Arrival paragraph' })).toHaveAttribute('style', /text-align: center/);
  await expect(editor.locator('ul > li')).toHaveText(['first hook', 'second hook']);
  await expect(editor.locator('ol > li')).toHaveText(['step one', 'step two']);
  await expect(editor.locator('blockquote')).toHaveText('The water remembers.');
  await expect(editor).toContainText('Temporary');
  await expect(saveStatus(page)).toHaveText('Saved');
});

/**
 * The text of the paragraph whose end the editor's caret is at (its own
 * selection, which Enter acts on; TipTap puts the editor on its element),
 * or null when the caret is elsewhere.
 */
function caretAtEndOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    type Head = { parentOffset: number; parent: { textContent: string; content: { size: number } } };
    const element = document.querySelector('[data-testid="editor-content"]') as (Element & { editor?: { state: { selection: { empty: boolean; $head: Head } } } }) | null;
    const selection = element?.editor?.state.selection;
    if (!selection?.empty) return null;
    const head = selection.$head;
    return head.parentOffset === head.parent.content.size ? head.parent.textContent : null;
  });
}

test('in a long document, what is typed right after Enter lands in the new paragraph, near the top, in the middle and at the end', async ({ page }) => {
  await createDocument(page, 'The Long Road North');
  // Long enough that most paragraphs are off screen (not rendered until seen).
  const entries = Array.from({ length: 400 }, (_, i) => `<p>Day ${i + 1}: camp by the river.</p>`).join('');
  await editorText(page).click();
  await pasteHtml(page, entries);
  await expect(editorText(page).locator('p', { hasText: 'Day 400:' })).toHaveCount(1);
  for (const day of [3, 200, 400]) {
    const entry = editorText(page).locator('p', { hasText: `Day ${day}:` });
    // The caret at the end of that day's entry (the click and End again if a busy machine let them cross).
    await expect(async () => {
      await entry.click();
      await page.keyboard.press('End');
      expect(await caretAtEndOf(page)).toBe(`Day ${day}: camp by the river.`);
    }).toPass();
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Wolves at night ${day}.`);
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Snow at dawn ${day}.`);
    const next = (from: typeof entry) => from.locator('xpath=following-sibling::*[1]');
    await expect(entry).toHaveText(`Day ${day}: camp by the river.`);
    await expect(next(entry)).toHaveText(`Wolves at night ${day}.`);
    await expect(next(next(entry))).toHaveText(`Snow at dawn ${day}.`);
  }
});

// React, before each commit, walks every node of a focused contenteditable to
// note the selection (reactSelectionWalk.ts). With the caret in a long
// document, a commit (here the save status turning to "Unsaved") must not
// read its way through the whole editor.
test('typing in a long document: a React commit does not walk the whole editor', async ({ page }) => {
  await createDocument(page, 'The Long Road South');
  const entries = Array.from({ length: 400 }, (_, i) => `<p>Day ${i + 1}: camp by the <strong>river</strong>.</p>`).join('');
  await editorText(page).click();
  await pasteHtml(page, entries);
  await expect(editorText(page).locator('p', { hasText: 'Day 400:' })).toHaveCount(1);
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');
  await editorText(page).locator('p', { hasText: 'Day 300:' }).click();
  const nodes = await page.evaluate(() => {
    const root = document.activeElement!.closest('.ProseMirror')!;
    const reads = { count: 0 };
    (window as unknown as { __siblingReads: typeof reads }).__siblingReads = reads;
    const getter = Object.getOwnPropertyDescriptor(Node.prototype, 'nextSibling')!.get!;
    Object.defineProperty(Node.prototype, 'nextSibling', {
      configurable: true,
      get(this: Node) {
        if (root.contains(this)) reads.count++;
        return getter.call(this);
      },
    });
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
    let count = 0;
    while (walker.nextNode()) count++;
    return count;
  });
  expect(nodes).toBeGreaterThan(1_000);
  await page.keyboard.type('!');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'unsaved');
  const reads = await page.evaluate(() => (window as unknown as { __siblingReads: { count: number } }).__siblingReads.count);
  expect(reads).toBeLessThan(nodes / 10);
});

test('Ctrl+S saves at once, well before the autosave delay', async ({ page }) => {
  await createDocument(page, 'Quick Save');
  await editorText(page).click();
  await page.keyboard.type('Saved by hand.');
  await expect(saveStatus(page)).toHaveText('Unsaved');
  const started = Date.now();
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 1500 });
  expect(Date.now() - started).toBeLessThan(1500);
  await page.reload();
  await expect(editorText(page)).toHaveText('Saved by hand.');
});

const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Unsaved changes' });

test('Back to Dashboard with unsaved changes asks first; without them it just goes', async ({ page }) => {
  await createDocument(page, 'Leaving Early');
  await editorText(page).click();
  await page.keyboard.type('Not saved yet');
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  const confirm = leaveDialog(page);
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('You have unsaved changes. Leave without saving?');
  await expect(confirm.getByRole('button', { name: 'Stay' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Stay' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/editor\//);
  await expect(editorText(page)).toHaveText('Not saved yet');

  // Saved: no question.
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveText('Saved');
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Unsaved again: the browser asks before a reload, and the user can stay.
  await page.goBack();
  await editorText(page).click();
  await page.keyboard.type(' more');
  const unloadDialog = page.waitForEvent('dialog');
  await page.evaluate(() => setTimeout(() => location.reload(), 0));
  const dialog = await unloadDialog;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(editorText(page)).toHaveText('Not saved yet more');

  // Save and leave: saved first, then on the dashboard.
  await editorText(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await leaveDialog(page).getByRole('button', { name: 'Save and leave' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goBack();
  await expect(editorText(page)).toHaveText('Not saved yet more!');
  await expect(saveStatus(page)).toHaveText('Saved');
});

test("the browser's Back button with unsaved changes asks first: Stay keeps the text, Leave goes", async ({ page }) => {
  const url = await createDocument(page, 'Back Button');
  await editorText(page).click();
  await page.keyboard.type('Typed before Back');
  await page.goBack();
  const confirm = leaveDialog(page);
  await expect(confirm).toBeVisible();
  await expect(page).toHaveURL(url);
  await confirm.getByRole('button', { name: 'Stay' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(url);
  await expect(editorText(page)).toHaveText('Typed before Back');

  // Unsaved again (the autosave may have run meanwhile), then Back and Leave.
  await editorText(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' and after');
  await page.goBack();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'New Document' }).first()).toBeVisible();
});

test('two tabs saving one document get a conflict message, and no edit is lost', async ({ page, context }) => {
  const url = await createDocument(page, 'Two Tabs');
  const other = await context.newPage();
  await other.goto(url);
  await expect(editorText(other)).toBeVisible();

  // Tab A saves first.
  await editorText(page).click();
  await page.keyboard.type('Written in tab A.');
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveText('Saved');

  // Tab B still holds the old version: its save is refused, its text kept.
  await editorText(other).click();
  await other.keyboard.type('Written in tab B.');
  await other.keyboard.press('Control+s');
  await expect(other.getByText('This document was saved in another tab or window after you opened it.')).toBeVisible();
  await expect(editorText(other)).toHaveText('Written in tab B.');
  await expect(saveStatus(other)).toHaveText('Unsaved');

  // B keeps its version: it is saved on top.
  await other.getByRole('button', { name: 'Keep my version' }).click();
  await expect(saveStatus(other)).toHaveText('Saved');
  await expect(other.getByText('This document was saved in another tab')).toHaveCount(0);

  // A, now stale, edits and saves: conflict again; A reloads B's version.
  await editorText(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' More from A.');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('This document was saved in another tab or window after you opened it.')).toBeVisible();
  await page.getByRole('button', { name: 'Reload their version' }).click();
  await expect(editorText(page)).toHaveText('Written in tab B.');
  await expect(saveStatus(page)).toHaveText('Saved');
  await other.reload();
  await expect(editorText(other)).toHaveText('Written in tab B.');

  // A's own text is still reachable through undo.
  await editorText(page).click();
  await page.keyboard.press('Control+z');
  await expect(editorText(page)).toHaveText('Written in tab A. More from A.');
});

test('the panel toggles give the spec layout widths', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await createDocument(page, 'Layout');
  const assistantToggle = page.getByRole('button', { name: 'AI assistant panel' });
  const statsToggle = page.getByRole('button', { name: 'Statistics panel' });

  async function widths() {
    return page.evaluate(() => {
      const layout = document.querySelector<HTMLElement>('[data-testid="editor-layout"]')!;
      const style = getComputedStyle(layout);
      const inner = layout.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const share = (id: string) => {
        const el = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
        if (!el || el.offsetParent === null) return 0;
        return Math.round((el.getBoundingClientRect().width / inner) * 1000) / 1000;
      };
      return { stats: share('stats-panel'), editor: share('editor-region'), assistant: share('assistant-panel') };
    });
  }

  const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(0.005);

  // Both panels (the default).
  await expect(assistantToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(statsToggle).toHaveAttribute('aria-pressed', 'true');
  let w = await widths();
  near(w.stats, 0.1);
  near(w.editor, 0.4);
  near(w.assistant, 0.4);
  await expect(page.getByRole('tablist', { name: 'Assistant tools' }).getByRole('tab')).toHaveText([
    'Errors',
    'Campaign',
    'Names',
    'Monsters',
    'Backgrounds',
    'Analyze Campaign',
  ]);

  // Statistics only.
  await assistantToggle.click();
  await expect(assistantToggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('assistant-panel')).toBeHidden();
  w = await widths();
  near(w.stats, 0.1);
  near(w.editor, 0.85);
  expect(w.assistant).toBe(0);

  // Neither.
  await statsToggle.click();
  await expect(statsToggle).toHaveAttribute('aria-pressed', 'false');
  w = await widths();
  near(w.editor, 1);
  expect(w.stats).toBe(0);

  // Assistant only.
  await assistantToggle.click();
  w = await widths();
  near(w.editor, 0.55);
  near(w.assistant, 0.4);
  expect(w.stats).toBe(0);

  // The writing surface keeps its minimum height.
  const box = await editorText(page).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(500);
});

test('missing and unknown documents show the spec states', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'New Document' }).first()).toBeVisible();
  await page.goto('/editor/no-such-document');
  await expect(page.getByRole('heading', { name: 'Document Not Found' })).toBeVisible();
  await expect(
    page.getByText("The document you're looking for doesn't exist or you don't have permission to view it."),
  ).toBeVisible();
  await page.goto('/editor');
  await expect(page.getByRole('heading', { name: 'Error Loading Document' })).toBeVisible();
  await expect(page.getByText('No document ID provided')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

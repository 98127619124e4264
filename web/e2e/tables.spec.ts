/// <reference lib="dom" />
// Tables end to end: a game master inserts a roll table from the toolbar,
// fills it with the keyboard (Tab between cells), adds a row from the table
// toolbar, saves and reloads (the browser store as a guest, Firestore signed
// in), and the table is there; the book view prints it striped under its
// header row, no row split across a column edge. Screenshots of the editor
// and the book with the table are kept for a person to look at
// (<output dir>/tables/).
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openNewDocument } from './editorDocument';
import { firestoreSkipReason, CAPTURING, forPeople, signInNewAccount, uniqueEmail } from './helpers';

const OUT = path.join(process.env.E2E_OUTPUT_DIR ?? 'test-results', 'tables');
test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

const saveStatus = (page: Page) => page.getByTestId('save-status').locator('[data-status]');

/** The table in the editor, row by row, cell texts ("th:" for header cells). */
function editorTable(page: Page) {
  return page.getByTestId('editor-content').locator('table').evaluate((table: HTMLTableElement) =>
    Array.from(table.rows, (row) => Array.from(row.cells, (cell) => `${cell.tagName === 'TH' ? 'th:' : ''}${cell.textContent}`)),
  );
}

const ROLL_TABLE = [
  ['th:d6', 'th:Encounter', 'th:Where'],
  ['1', 'Three goblins squabble over a dead boar', 'The ford'],
  ['2', 'A hobgoblin patrol asks for the toll', 'The old road'],
  ['3', 'Wolves circle the camp at night', 'Anywhere'],
];

/** Inserts a table from the toolbar and types the roll table into it with Tab, adding its last row from the table toolbar. */
async function writeRollTable(page: Page) {
  const editor = page.getByTestId('editor-content');
  await editor.click();
  await page.keyboard.insertText('Roll a d6 when the party camps.');
  await page.keyboard.press('Enter');
  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Insert table' }).click();
  await expect(editor.locator('table')).toBeVisible();
  const tableToolbar = page.getByRole('toolbar', { name: 'Table' });
  await expect(tableToolbar).toBeVisible();
  // Insert table is not offered inside a table.
  await expect(page.getByRole('button', { name: 'Insert table' })).toBeDisabled();

  const cells = ROLL_TABLE.slice(0, 3).flat().map((cell) => cell.replace(/^th:/, ''));
  for (const [index, text] of cells.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await page.keyboard.insertText(text);
  }
  // The row goes below the caret's row; the caret stays, and Tab takes it on into the new row.
  await tableToolbar.getByRole('button', { name: 'Row below' }).click();
  for (const text of ROLL_TABLE[3]) {
    await page.keyboard.press('Tab');
    await page.keyboard.insertText(text);
  }
  await expect.poll(() => editorTable(page)).toEqual(ROLL_TABLE);
  await expect(tableToolbar.getByRole('button', { name: 'Header row' })).toHaveAttribute('aria-pressed', 'true');
}

async function saveAndReload(page: Page) {
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');
  await page.reload();
  await expect(page.getByTestId('editor-content').locator('table')).toBeVisible();
  expect(await editorTable(page)).toEqual(ROLL_TABLE);
}

test('a roll table made from the toolbar with Tab survives a reload and prints striped in the book', { tag: '@captures' }, async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await openNewDocument(page, 'Camp Encounters', 'campaign');
  await writeRollTable(page);

  // Undo takes back the typing and the row as usual; redo brings them back.
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await editorTable(page))[3]).not.toEqual(ROLL_TABLE[3]);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => editorTable(page)).toEqual(ROLL_TABLE);

  // Shift+Tab from the first cell leaves the table for the toolbar above it.
  await page.getByTestId('editor-content').getByText('d6', { exact: true }).click();
  // The table toolbar has taken in the caret's move (its buttons are enabled, so focusable).
  await expect(page.getByRole('toolbar', { name: 'Table' }).getByRole('button').last()).toBeEnabled();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('toolbar', { name: 'Table' }).getByRole('button').last()).toBeFocused();

  await page.getByTestId('editor-content').getByText('Wolves circle the camp at night').click();
  await forPeople(() => page.screenshot({ path: path.join(OUT, 'editor-table.png') }));
  await saveAndReload(page);
  // The reloaded table edits as before: Tab in its last cell adds a row.
  await page.getByTestId('editor-content').getByText('Anywhere').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await editorTable(page)).length).toBe(5);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await editorTable(page)).length).toBe(4);
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');

  await page.getByRole('button', { name: 'Book view' }).click();
  await page.waitForURL(/\/editor\/[^/]+\/book$/);
  await expect(page.getByTestId('book')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const printed = await page.evaluate(() => {
    const tables = Array.from(document.querySelectorAll<HTMLTableElement>('.pagedjs_page .lw-book-table'));
    const rows = tables.flatMap((table) => Array.from(table.rows));
    const body = tables[0].closest<HTMLElement>('.lw-book-body')!;
    const box = body.getBoundingClientRect();
    const gap = parseFloat(getComputedStyle(body).columnGap);
    const columnWidth = (box.width - gap) / 2;
    const inColumn = (rect: DOMRect, left: number) => rect.left >= left - 1 && rect.right <= left + columnWidth + 1;
    return {
      head: tables.flatMap((table) => Array.from(table.tHead?.rows ?? [], (row) => Array.from(row.cells, (cell) => `${cell.textContent}:${cell.getAttribute('scope')}`))),
      body: tables.flatMap((table) => Array.from(table.tBodies).flatMap((section) => Array.from(section.rows, (row) => row.cells[0].textContent))),
      stripes: tables.flatMap((table) => Array.from(table.tBodies).flatMap((section) => Array.from(section.rows, (row) => getComputedStyle(row).backgroundColor))),
      // Every row lies inside one column (none crosses the column edge), each in one piece.
      rowsWhole: rows.every((row) => {
        const rect = row.getBoundingClientRect();
        return row.getClientRects().length === 1 && (inColumn(rect, box.left) || inColumn(rect, box.left + columnWidth + gap) || (rect.left >= box.left - 1 && rect.right <= box.right + 1 && row.closest('.is-wide') !== null));
      }),
    };
  });
  expect(printed.head).toEqual([['d6:col', 'Encounter:col', 'Where:col']]);
  expect(printed.body).toEqual(['1', '2', '3']);
  // Striped: the first and third body rows tinted, the second not.
  expect(printed.stripes[0]).not.toBe('rgba(0, 0, 0, 0)');
  expect(printed.stripes[1]).toBe('rgba(0, 0, 0, 0)');
  expect(printed.stripes[2]).toBe(printed.stripes[0]);
  expect(printed.rowsWhole).toBe(true);
  await bookPageShot(page, 2, 'book-table.png');
});

/** A screenshot of one book page under `make screenshots` (the sticky book toolbar moved out of the way, so it does not lie over the page). */
async function bookPageShot(page: Page, index: number, name: string) {
  if (!CAPTURING) return;
  await page.getByTestId('book-toolbar').evaluate((toolbar: HTMLElement) => (toolbar.style.position = 'static'));
  await page.locator('.pagedjs_page').nth(index).screenshot({ path: path.join(OUT, name) });
}

test('a long roll table continues in the next column between rows, never across a row', { tag: '@captures' }, async ({ page }) => {
  test.slow();
  const editor = await openNewDocument(page, 'Wilderness Table', 'campaign');
  const rows = Array.from({ length: 60 }, (_, i) => `<tr><td><p>${i + 1}</p></td><td><p>Encounter ${i + 1}: ${'a band of travellers asks the way to the ruined abbey and offers a map '.repeat(1 + (i % 3))}</p></td></tr>`);
  // Pasted, as from another document: the table arrives as a table.
  await editor.click();
  await page.evaluate((html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    document.querySelector('[data-testid="editor-content"]')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, `<table><tr><th>d100</th><th>Encounter</th></tr>${rows.join('')}</table>`);
  await expect.poll(async () => (await editorTable(page)).length).toBe(61);
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');
  await page.getByRole('button', { name: 'Book view' }).click();
  await expect(page.getByTestId('book')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const layout = await page.evaluate(() => {
    const rows = Array.from(document.querySelectorAll<HTMLTableRowElement>('.pagedjs_page .lw-book-table tbody tr'));
    const columns = new Set<string>();
    const crossing = rows.filter((row) => {
      const body = row.closest<HTMLElement>('.lw-book-body')!;
      const box = body.getBoundingClientRect();
      const gap = parseFloat(getComputedStyle(body).columnGap);
      const columnWidth = (box.width - gap) / 2;
      const rect = row.getBoundingClientRect();
      const left = rect.left < box.left + columnWidth ? box.left : box.left + columnWidth + gap;
      columns.add(`${row.closest('.pagedjs_page')!.getAttribute('data-page-number')}:${left}`);
      return row.getClientRects().length !== 1 || rect.left < left - 1 || rect.right > left + columnWidth + 1 || rect.bottom > box.bottom + 1;
    });
    // Paged.js may split the table element; the rows' first cells still read 1..60 once each.
    const numbers = rows.map((row) => row.cells[0].textContent);
    return { crossing: crossing.length, columns: columns.size, numbers };
  });
  await bookPageShot(page, 2, 'book-long-table.png');
  expect(layout.numbers).toEqual(Array.from({ length: 60 }, (_, i) => String(i + 1)));
  expect(layout.columns).toBeGreaterThan(1);
  expect(layout.crossing).toBe(0);
});

test('a table too wide for a column spans both columns of the book', { tag: '@captures' }, async ({ page }) => {
  test.slow();
  const editor = await openNewDocument(page, 'Monster Roster', 'campaign');
  const headings = ['Creature', 'Armor Class', 'Hit Points', 'Speed', 'Challenge', 'Languages', 'Senses'];
  const rows = [
    ['Hobgoblin', '18 (chain mail, shield)', '11 (2d8 + 2)', '30 ft.', '1/2 (100 XP)', 'Common, Goblin', 'darkvision 60 ft.'],
    ['Bugbear', '16 (hide armor, shield)', '27 (5d8 + 5)', '30 ft.', '1 (200 XP)', 'Common, Goblin', 'darkvision 60 ft.'],
  ];
  const html = `<p>The warband.</p><table><tr>${headings.map((h) => `<th>${h}</th>`).join('')}</tr>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</table><p>${'They march at dawn. '.repeat(30)}</p>`;
  await editor.click();
  await page.evaluate((markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    document.querySelector('[data-testid="editor-content"]')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
  await expect(editor.locator('table tr')).toHaveCount(3);
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');
  await page.getByRole('button', { name: 'Book view' }).click();
  await expect(page.getByTestId('book')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const spread = await page.locator('.pagedjs_page .lw-book-table').first().evaluate((table: HTMLTableElement) => {
    const body = table.closest<HTMLElement>('.lw-book-body')!;
    const box = body.getBoundingClientRect();
    const rect = table.getBoundingClientRect();
    return { wide: table.classList.contains('is-wide'), share: rect.width / box.width, inside: rect.left >= box.left - 1 && rect.right <= box.right + 1 };
  });
  expect(spread.wide).toBe(true);
  expect(spread.share).toBeGreaterThan(0.9);
  expect(spread.inside).toBe(true);
  await bookPageShot(page, 2, 'book-wide-table.png');
});

test('signed in, a table is saved to Firestore and is there after a reload', { tag: '@firestore' }, async ({ page }) => {
  const reason = firestoreSkipReason();
  test.skip(reason !== undefined, `Firestore journeys not run: ${reason}`);
  test.slow();
  await signInNewAccount(page, { email: uniqueEmail('tables'), displayName: 'Table Keeper' });
  await expect(page.getByTestId('storage-badge')).toHaveText('Firestore emulator');
  await openNewDocument(page, 'Camp Encounters', 'campaign');
  await writeRollTable(page);
  await saveAndReload(page);
});

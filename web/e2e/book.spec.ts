/// <reference lib="dom" />
// The book view end to end, as a guest: a generated campaign (with its stat
// blocks) in book layout has two columns and no stat block crosses a column
// or page edge; Export, PDF (book layout) opens the book and prints it, and
// that PDF (Playwright's page.pdf on the print route) has a cover, a contents
// page with the right page numbers and page numbers in the footer; on a
// phone the book is one column without sideways scrolling. Pages of the PDF
// and screenshots at 390 and 820 px are kept for a person to look at
// (<output dir>/book/) under `make screenshots` (tag @captures).
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pdfInfo, pdfPages, pdfReadingText, renderPng, requirePoppler, withoutHyphens } from '../src/features/export/testing/poppler';
import { openAssistantTab, openNewDocument } from './editorDocument';
import { forPeople } from './helpers';

const OUT = path.join(process.env.E2E_OUTPUT_DIR ?? 'test-results', 'book');

test.beforeAll(() => {
  requirePoppler();
  mkdirSync(OUT, { recursive: true });
});

/** A new guest campaign filled by the Campaign tab's built-in generator (stat blocks included), saved. */
async function generatedCampaign(page: Page, title: string): Promise<string> {
  await openNewDocument(page, title, 'campaign');
  const tab = await openAssistantTab(page, 'Campaign');
  await tab.getByRole('button', { name: 'Generate Campaign' }).click();
  await expect(tab.getByTestId('campaign-summary')).toBeVisible();
  await tab.getByRole('button', { name: 'Use This Campaign' }).click();
  const editor = page.getByTestId('editor-content');
  await expect(editor.getByTestId('stat-block-node').first()).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-status').locator('[data-status]')).toHaveAttribute('data-status', 'saved');
  return new URL(page.url()).pathname.split('/')[2];
}

async function waitForBook(page: Page) {
  await expect(page.getByTestId('book')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
}

test('a campaign in book view: two columns, and no stat block crosses a column or page edge', { tag: '@captures' }, async ({ page }) => {
  test.slow();
  await generatedCampaign(page, 'The Sunless Citadel');
  const blocks = await page.getByTestId('editor-content').getByTestId('stat-block-node').count();
  expect(blocks).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Book view' }).click();
  await page.waitForURL(/\/editor\/[^/]+\/book$/);
  await waitForBook(page);

  const layout = await page.evaluate(() => {
    const pages = Array.from(document.querySelectorAll('.pagedjs_page'));
    const bodies = pages.map((p) => p.querySelector<HTMLElement>('.lw-book-body')).filter((b): b is HTMLElement => b !== null);
    const columnCounts = [...new Set(bodies.map((b) => getComputedStyle(b).columnCount))];
    const statBlocks = Array.from(document.querySelectorAll<HTMLElement>('.pagedjs_page .lw-stat-block')).map((block) => {
      const body = block.closest<HTMLElement>('.lw-book-body')!;
      const box = body.getBoundingClientRect();
      const gap = parseFloat(getComputedStyle(body).columnGap);
      const columnWidth = (box.width - gap) / 2;
      const rects = Array.from(block.getClientRects());
      const rect = block.getBoundingClientRect();
      const inColumn = (left: number) => rect.left >= left - 1 && rect.right <= left + columnWidth + 1;
      return {
        name: block.getAttribute('aria-label'),
        fragments: rects.length,
        split: block.hasAttribute('data-split-from') || block.hasAttribute('data-split-to'),
        wide: block.classList.contains('is-wide'),
        withinOneColumn: inColumn(box.left) || inColumn(box.left + columnWidth + gap),
        spansBoth: rect.left >= box.left - 1 && rect.right <= box.right + 1,
        insideThePage: rect.bottom <= box.bottom + 1,
      };
    });
    return { pageCount: pages.length, columnCounts, statBlocks };
  });

  expect(layout.columnCounts).toEqual(['2']);
  expect(layout.statBlocks).toHaveLength(blocks);
  for (const block of layout.statBlocks) {
    expect(block, `${block.name} is one piece`).toMatchObject({ fragments: 1, split: false, insideThePage: true });
    expect(block.wide ? block.spansBoth : block.withinOneColumn, `${block.name} stays in ${block.wide ? 'the page width' : 'one column'}`).toBe(true);
  }
  await forPeople(() => page.screenshot({ path: path.join(OUT, 'book-1280.png') }));
});

test('Export, PDF (book layout): the printed book has a cover, a contents page and page numbers', { tag: '@captures' }, async ({ page, context }) => {
  test.slow();
  const id = await generatedCampaign(page, 'Tomb of the Nine Gods');
  // Headless Chromium has no print dialog: note that the book asked for one.
  await context.addInitScript(() => {
    window.print = () => {
      (window as unknown as { __printed: number }).__printed = ((window as unknown as { __printed?: number }).__printed ?? 0) + 1;
    };
  });

  await page.getByRole('button', { name: 'Export Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Campaign' });
  await dialog.getByRole('radio', { name: 'PDF (book layout)' }).check();
  await dialog.getByLabel('Author', { exact: true }).fill('Acererak');
  await dialog.getByLabel('Campaign type').selectOption('adventure');
  await dialog.getByLabel('Page size').selectOption('letter');
  const opening = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Open Book to Print' }).click();
  const book = await opening;
  await expect(dialog).toBeHidden();
  expect(new URL(book.url()).pathname).toBe(`/editor/${id}/book`);
  expect(new URL(book.url()).searchParams.get('size')).toBe('letter');
  await waitForBook(book);
  await expect.poll(() => book.evaluate(() => (window as unknown as { __printed?: number }).__printed ?? 0)).toBe(1);

  const file = path.join(OUT, 'book.pdf');
  await book.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  const info = pdfInfo(file);
  expect(info['Page size']).toMatch(/^612(\.\d+)? x 792(\.\d+)? pts \(letter\)/);
  const pages = pdfPages(file).map((text) => text.replace(/[ \t]+/g, ' '));
  expect(pages.length).toBe(Number(info.Pages));
  expect(pages.length).toBeGreaterThanOrEqual(4);

  // The cover: the type, the title and the author; no page number.
  expect(pages[0]).toMatch(/A D ?U ?N ?G ?E ?O ?N ?S/i);
  expect(pages[0]).toContain('Tomb of the Nine Gods');
  expect(pages[0]).toContain('By Acererak');
  // The contents: each chapter with the page it starts on.
  expect(pages[1]).toContain('Contents');
  const entries = [...pages[1].matchAll(/^\s*(\S.*?\S)\s+(\d+)\s*$/gm)].map((m) => ({ text: m[1].trim(), page: Number(m[2]) }));
  expect(entries.map((e) => e.text)).toEqual(expect.arrayContaining(['Introduction', 'Encounters', 'Stat Blocks']));
  const reading = pdfReadingText(file);
  for (const entry of entries) {
    expect(withoutHyphens(reading[entry.page - 1]), `"${entry.text}" is on page ${entry.page}`).toContain(withoutHyphens(entry.text.replace(/\s+/g, ' ')));
  }
  // The body: every page ends with its number and the running title.
  for (let n = 3; n <= pages.length; n++) {
    const footer = pages[n - 1].trim().split('\n').slice(-2).join(' ');
    expect(footer, `page ${n}'s footer`).toMatch(new RegExp(`(^|\\s)${n}(\\s|$)`));
    expect(footer.toLowerCase(), `page ${n}'s footer`).toContain('tomb of the nine gods');
  }
  // Pages to look at (pdftoppm takes seconds a page).
  await forPeople(async () => renderPng(file, path.join(OUT, 'book-pdf'), 60));
});

for (const width of [390, 820]) {
  test(`the book at ${width} px wide: ${width < 600 ? 'one column' : 'pages scaled to the screen'}, no sideways scrolling`, { tag: '@captures' }, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 844 });
    await generatedCampaign(page, 'Dragon of Icespire Peak');
    // The campaign tab's focused step heading once scrolled the whole page past its end (a blank screen).
    await expect(page.getByRole('heading', { level: 1, name: 'Dragon of Icespire Peak' })).toBeInViewport();
    await expect(page.getByTestId('campaign-tab')).toBeInViewport();
    await forPeople(() => page.screenshot({ path: path.join(OUT, `editor-${width}.png`) }));
    // The header: the title readable (whole, or cut only after a good
    // stretch of it), nothing on top of the save state. Its width alone
    // depends on the font that has loaded.
    const header = page.locator('header').first();
    const title = header.getByRole('heading', { level: 1 });
    const titleBox = (await title.boundingBox())!;
    const cut = await title.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
    if (cut) expect(titleBox.width).toBeGreaterThan(width < 600 ? 250 : 200);
    for (const button of await header.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      const overlaps = box.x < titleBox.x + titleBox.width && titleBox.x < box.x + box.width && box.y < titleBox.y + titleBox.height && titleBox.y < box.y + box.height;
      expect(overlaps, `${await button.getAttribute('title') ?? await button.innerText()} does not cover the title`).toBe(false);
    }

    await page.getByRole('button', { name: 'Book view' }).click();
    await waitForBook(page);
    const book = page.getByTestId('book');
    if (width < 600) {
      await expect(book).toHaveClass(/lw-book--flow/);
      await expect(page.locator('.pagedjs_page')).toHaveCount(0);
    } else {
      await expect(page.locator('.pagedjs_page').first()).toBeVisible();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Stat blocks use the width they have.
    const statBlock = book.locator('.lw-stat-block').first();
    await statBlock.scrollIntoViewIfNeeded();
    if (width < 600) {
      const [blockBox, bookBox] = [(await statBlock.boundingBox())!, (await book.boundingBox())!];
      expect(blockBox.width).toBeGreaterThan(bookBox.width - 40);
    }
    await forPeople(async () => {
      await page.screenshot({ path: path.join(OUT, `book-${width}.png`) });
      await page.screenshot({ path: path.join(OUT, `book-${width}-stat-block.png`), clip: { ...(await statBlock.boundingBox())!, height: Math.min(844, (await statBlock.boundingBox())!.height) } });
    });
  });
}

/// <reference lib="dom" />
// The book paginates the same in Chromium and Firefox. One adventure (stat
// blocks, read-aloud boxes, a sidebar, notes, chapters and sections) is
// written into a guest document in each browser, the same way (a paste),
// and its book view laid out on A4 and on US Letter. Both browsers must
// give the same pages: the same page count, every block starting on the
// same page and column (a block broken over a column or page, at the same
// words), every block as many lines tall, the headings and the contents'
// page numbers the same; two columns; no stat block or box cut at a column
// or page edge. Each browser then prints the book (what Export, PDF (book
// layout) does): the same number of pages and of words on each page, each
// heading on its page, the page number and title in each footer.
//
// Firefox is Debian's firefox-esr (scripts/ensure-system-deps.sh installs
// it), driven over WebDriver BiDi by puppeteer-core: Playwright's own
// Firefox build cannot be downloaded here, and Playwright's BiDi channel
// (moz-firefox) sends a command Firefox ESR 153 does not know
// (emulation.setMediaFeaturesOverride) when it opens a page.
import { expect, test, type Page } from '@playwright/test';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser as FirefoxBrowser, type Page as FirefoxPage } from 'puppeteer-core';
import { pdfInfo, pdfPages, pdfReadingText, requirePoppler, withoutHyphens } from '../src/features/export/testing/poppler';
import { BOOK_CAMPAIGN_TITLE, bookCampaignHtml, fetchMonsters } from './bookCampaign';
import { forPeople } from './helpers';

const FIREFOX = '/usr/bin/firefox-esr';
const OUT = path.join(process.env.E2E_OUTPUT_DIR ?? 'test-results', 'book-browsers');
const VIEWPORT = { width: 1280, height: 900 };
const SIZES = [
  { size: 'a4', width: '210mm', height: '297mm' },
  { size: 'letter', width: '8.5in', height: '11in' },
] as const;

let firefox: FirefoxBrowser | null = null;
let firefoxPage: FirefoxPage;

test.beforeAll(async () => {
  requirePoppler();
  if (!existsSync(FIREFOX)) {
    throw new Error(`${FIREFOX} not found: install Debian's firefox-esr (apt-get install -y firefox-esr; \`make test\` does this through scripts/ensure-system-deps.sh)`);
  }
  mkdirSync(OUT, { recursive: true });
  firefox = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  firefoxPage = await firefox.newPage();
  await firefoxPage.setViewport(VIEWPORT);
});

test.afterAll(async () => {
  await firefox?.close();
});

/** What both browsers are asked to do, each through its own driver. */
interface Driver {
  name: 'chromium' | 'firefox';
  goto(url: string): Promise<void>;
  click(selector: string): Promise<void>;
  /** Clicks the first button that says `text`. */
  clickButton(text: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  select(selector: string, value: string): Promise<void>;
  save(): Promise<void>;
  waitFor(selector: string): Promise<void>;
  /** Runs `fn` in the page (both drivers send its source). */
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  url(): string;
  /** A picture of one page of the book, for a person to compare. */
  screenshotPage(page: number, file: string): Promise<void>;
  pdf(file: string, size: (typeof SIZES)[number]): Promise<void>;
}

function chromiumDriver(page: Page): Driver {
  return {
    name: 'chromium',
    goto: async (url) => void (await page.goto(url)),
    click: (selector) => page.locator(selector).click(),
    clickButton: (text) => page.getByRole('button', { name: text }).first().click(),
    type: (selector, text) => page.locator(selector).fill(text),
    select: async (selector, value) => void (await page.locator(selector).selectOption(value)),
    save: () => page.keyboard.press('Control+s'),
    waitFor: (selector) => page.locator(selector).first().waitFor({ timeout: 30_000 }),
    evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg: A) => page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown),
    url: () => page.url(),
    screenshotPage: async (n, file) => void (await page.locator(`.pagedjs_page[data-page-number="${n}"]`).screenshot({ path: file })),
    pdf: async (file) => void (await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true })),
  };
}

function firefoxDriver(page: FirefoxPage): Driver {
  return {
    name: 'firefox',
    goto: async (url) => void (await page.goto(new URL(url, test.info().project.use.baseURL).toString())),
    click: (selector) => page.locator(selector).click(),
    clickButton: (text) => page.locator(`button::-p-text(${text})`).click(),
    type: (selector, text) => page.locator(selector).fill(text),
    select: async (selector, value) => void (await page.select(selector, value)),
    save: async () => {
      await page.keyboard.down('Control');
      await page.keyboard.press('s');
      await page.keyboard.up('Control');
    },
    waitFor: async (selector) => void (await page.waitForSelector(selector, { timeout: 30_000 })),
    evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg: A) => page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown) as Promise<R>,
    url: () => page.url(),
    screenshotPage: async (n, file) => void (await (await page.$(`.pagedjs_page[data-page-number="${n}"]`))!.screenshot({ path: file as `${string}.png` })),
    // BiDi printing takes the paper size from the request: the book's own.
    pdf: async (file, size) => void (await page.pdf({ path: file, width: size.width, height: size.height, margin: { top: 0, right: 0, bottom: 0, left: 0 }, printBackground: true })),
  };
}

/** Pastes HTML into the focused editor, as a writer pasting from elsewhere would. */
function paste(html: string) {
  const target = document.querySelector('[data-testid="editor-content"]') as HTMLElement;
  target.focus();
  const data = new DataTransfer();
  data.setData('text/html', html);
  data.setData('text/plain', '');
  const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
  // Firefox leaves a made-up paste event's clipboardData empty: the data is given to it directly.
  if (event.clipboardData?.getData('text/html') !== html) Object.defineProperty(event, 'clipboardData', { value: data });
  target.dispatchEvent(event);
}

/** The stored HTML of a guest document (the browser's IndexedDB store). */
function storedContent(id: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('lorewright-documents');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const get = open.result.transaction('documents').objectStore('documents').get(id);
      get.onerror = () => reject(get.error);
      get.onsuccess = () => {
        open.result.close();
        resolve((get.result as { content: string }).content);
      };
    };
  });
}

/** A new guest campaign holding `html`, saved; returns its id and stored HTML. */
async function writeCampaign(browser: Driver, html: string): Promise<{ id: string; content: string }> {
  await browser.goto('/dashboard');
  await browser.clickButton('New Document');
  await browser.type('[role="dialog"] input[placeholder="The Sunless Citadel"]', BOOK_CAMPAIGN_TITLE);
  await browser.select('[role="dialog"] select', 'campaign');
  await browser.click('[role="dialog"] button[type="submit"]');
  await browser.waitFor('[data-testid="editor-content"]');
  await browser.evaluate(paste, html);
  await browser.waitFor('[data-testid="editor-content"] [data-testid="stat-block-node"]');
  await browser.save();
  await browser.waitFor('[data-testid="save-status"] [data-status="saved"]');
  const id = new URL(browser.url()).pathname.split('/')[2];
  return { id, content: await browser.evaluate(storedContent, id) };
}

interface Box {
  kind: string;
  name: string;
  page: number;
  fragments: number;
  split: boolean;
  wide: boolean;
  withinOneColumn: boolean;
  spansBoth: boolean;
  insideThePage: boolean;
}

interface BookLayout {
  state: string | null;
  pages: number;
  reportedPages: number;
  columnCounts: string[];
  /** Per page and column, in order: each block's kind and the start of its text. */
  flow: string[];
  /** Where each block of the flow is and how tall, for a failure's report. */
  heights: string[];
  /** The height of each block's first fragment, in the flow's order. */
  firstHeights: number[];
  headings: { text: string; page: number; column: string }[];
  contents: { text: string; page: string }[];
  boxes: Box[];
}

/** The book's pages as laid out: what each page and column holds, and where the boxes and headings are. */
function readBook(): BookLayout {
  const book = document.querySelector<HTMLElement>('[data-testid="book"]')!;
  const pages = Array.from(book.querySelectorAll<HTMLElement>('.pagedjs_page'));
  const words = (el: Element, n = 6) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().split(' ').slice(0, n).join(' ');
  const pageOf = (el: Element) => Number(el.closest<HTMLElement>('.pagedjs_page')!.dataset.pageNumber);
  const geometry = (el: Element) => {
    const body = el.closest<HTMLElement>('.lw-book-body')!;
    const box = body.getBoundingClientRect();
    const gap = parseFloat(getComputedStyle(body).columnGap);
    return { box, gap, columnWidth: (box.width - gap) / 2 };
  };
  // Where a block starts: its first fragment (a block broken across the columns has one per column in Chromium).
  const columnOf = (el: Element) => {
    const { box, columnWidth } = geometry(el);
    const rect = el.getClientRects()[0] ?? el.getBoundingClientRect();
    if (rect.width > columnWidth * 1.5) return 'both';
    return rect.left < box.left + columnWidth ? 'left' : 'right';
  };
  const flow: string[] = [];
  const heights: string[] = [];
  const firstHeights: number[] = [];
  for (const page of pages) {
    const body = page.querySelector('.lw-book-body');
    if (!body) continue;
    for (const block of Array.from(body.children)) {
      const kind = `${block.tagName.toLowerCase()}${block.className ? `.${String(block.className).split(' ')[0]}` : ''}${block.hasAttribute('data-split-from') ? ' (continued)' : ''}`;
      flow.push(`page ${pageOf(block)} ${columnOf(block)}: ${kind} "${words(block)}"`);
      const [rects, column] = [Array.from(block.getClientRects()), body.getBoundingClientRect()];
      firstHeights.push(rects[0]?.height ?? 0);
      heights.push(`${flow[flow.length - 1]}: ${rects.map((rect) => `${(rect.left - column.left).toFixed(2)} px across, ${(rect.top - column.top).toFixed(2)} px down, ${rect.height.toFixed(2)} px tall`).join('; ')}`);
    }
  }
  const boxes = Array.from(book.querySelectorAll<HTMLElement>('.pagedjs_page .lw-stat-block, .pagedjs_page .lw-book-read-aloud, .pagedjs_page .lw-book-sidebar, .pagedjs_page .lw-book-note')).map((el) => {
    const { box, gap, columnWidth } = geometry(el);
    const rect = el.getBoundingClientRect();
    const inColumn = (left: number) => rect.left >= left - 1 && rect.right <= left + columnWidth + 1;
    return {
      kind: String(el.className).split(' ')[0],
      name: el.getAttribute('aria-label') ?? words(el, 4),
      page: pageOf(el),
      fragments: el.getClientRects().length,
      split: el.hasAttribute('data-split-from') || el.hasAttribute('data-split-to'),
      wide: el.classList.contains('is-wide'),
      withinOneColumn: inColumn(box.left) || inColumn(box.left + columnWidth + gap),
      spansBoth: rect.left >= box.left - 1 && rect.right <= box.right + 1,
      insideThePage: rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1,
    };
  });
  return {
    state: book.dataset.state ?? null,
    pages: pages.length,
    reportedPages: Number(book.dataset.pages),
    columnCounts: [...new Set(pages.flatMap((p) => Array.from(p.querySelectorAll('.lw-book-body')).map((b) => getComputedStyle(b).columnCount)))],
    flow,
    heights,
    firstHeights,
    headings: Array.from(book.querySelectorAll('.pagedjs_page .lw-book-body .lw-book-heading')).map((h) => ({ text: words(h, 12), page: pageOf(h), column: columnOf(h) })),
    contents: Array.from(book.querySelectorAll('.pagedjs_page .lw-book-toc__entry a')).map((a) => ({
      text: words(a, 12),
      // Paged.js writes the number as the reset value of the counter the entry's content shows.
      page: /(\d+)\s*$/.exec(getComputedStyle(a, '::after').counterReset)?.[1] ?? '',
    })),
    boxes,
  };
}

async function layOut(browser: Driver, id: string, size: (typeof SIZES)[number]): Promise<BookLayout> {
  await browser.goto(`/editor/${id}/book?size=${size.size}`);
  await browser.waitFor('[data-testid="book"][data-state="ready"], [data-testid="book"][data-state="failed"]');
  return browser.evaluate(readBook, undefined);
}

test('the book paginates the same in Chromium and Firefox, on A4 and on US Letter', { tag: '@captures' }, async ({ page }) => {
  test.slow();
  await page.setViewportSize(VIEWPORT);
  const browsers = [chromiumDriver(page), firefoxDriver(firefoxPage)];
  const html = bookCampaignHtml(await fetchMonsters(page));

  // The same document in each browser's guest store.
  const [chromiumDoc, firefoxDoc] = await Promise.all(browsers.map((browser) => writeCampaign(browser, html)));
  expect(firefoxDoc.content, 'Firefox stores the same document').toBe(chromiumDoc.content);
  const ids = [chromiumDoc.id, firefoxDoc.id];

  const printedWords: Record<string, number[]> = {};
  for (const size of SIZES) {
    const [chromium, firefox] = await Promise.all(browsers.map((browser, i) => layOut(browser, ids[i], size)));
    writeFileSync(path.join(OUT, `layout-${size.size}.json`), JSON.stringify({ chromium, firefox }, null, 1));
    for (const [name, layout] of [['Chromium', chromium], ['Firefox', firefox]] as const) {
      expect(layout.state, `${name} laid the book out`).toBe('ready');
      expect(layout.reportedPages, `${name}'s page count`).toBe(layout.pages);
      expect(layout.columnCounts, `${name}: every body page in two columns`).toEqual(['2']);
      expect(layout.boxes.filter((b) => b.kind === 'lw-stat-block')).toHaveLength(7);
      for (const box of layout.boxes) {
        expect(box, `${name}, ${size.size}: ${box.kind} "${box.name}" is one piece inside the page`).toMatchObject({ fragments: 1, split: false, insideThePage: true });
        expect(box.wide ? box.spansBoth : box.withinOneColumn, `${name}, ${size.size}: ${box.kind} "${box.name}" stays in ${box.wide ? 'the page width' : 'one column'}`).toBe(true);
      }
      expect(layout.contents.map((entry) => entry.page), `${name}: every contents entry has its page number`).not.toContain('');
    }
    // The same pages: the same count, each block on the same page and column, the same contents.
    expect(firefox.pages, `${size.size}: Firefox's page count`).toBe(chromium.pages);
    expect(firefox.headings, `${size.size}: headings on the same pages and columns`).toEqual(chromium.headings);
    expect(firefox.contents, `${size.size}: the contents' page numbers`).toEqual(chromium.contents);
    expect(firefox.flow, `${size.size}: every block on the same page and column`).toEqual(chromium.flow);
    expect(firefox.boxes, `${size.size}: the boxes in the same places`).toEqual(chromium.boxes);
    // As many lines in each block: heights agree to well under a line (9.5pt text, about 17 px a line).
    firefox.firstHeights.forEach((height, i) => {
      expect(Math.abs(height - chromium.firstHeights[i]), `${size.size}: ${firefox.heights[i]} (Chromium: ${chromium.heights[i]})`).toBeLessThan(4);
    });

    // Printed (Export, PDF (book layout)): the same pages, each with its number in the footer.
    for (const browser of browsers) {
      const file = path.join(OUT, `${browser.name}-${size.size}.pdf`);
      await browser.pdf(file, size);
      const printed = pdfPages(file);
      expect(Number(pdfInfo(file).Pages), `${browser.name} prints ${chromium.pages} ${size.size} pages`).toBe(chromium.pages);
      for (let n = 3; n <= printed.length; n++) {
        const footer = printed[n - 1].trim().split('\n').slice(-2).join(' ');
        expect(footer, `${browser.name}, ${size.size}: page ${n}'s footer`).toMatch(new RegExp(`(^|\\s)${n}(\\s|$)`));
        expect(footer.toLowerCase(), `${browser.name}, ${size.size}: page ${n}'s footer`).toContain(BOOK_CAMPAIGN_TITLE.toLowerCase());
      }
      const reading = pdfReadingText(file);
      // As many words on each page as Chromium prints (nothing lost, nothing moved). Words,
      // not text: Firefox's PDF has list bullets as text, capitals where CSS set them, and
      // ligatures pdftotext reads as U+FFFD.
      const wordsPerPage = reading.map((text) => text.split(' ').filter((word) => /[\p{L}\p{N}\uFFFD]/u.test(word)).length);
      if (browser.name === 'chromium') printedWords[size.size] = wordsPerPage;
      else expect(wordsPerPage, `Firefox prints as many words on each ${size.size} page as Chromium`).toEqual(printedWords[size.size]);
      for (const heading of chromium.headings) {
        expect(withoutHyphens(reading[heading.page - 1]), `${browser.name}, ${size.size}: "${heading.text}" printed on page ${heading.page}`).toContain(withoutHyphens(heading.text));
      }
      // Last: Playwright's element screenshot briefly changes the viewport, and the book lays itself out again.
      await forPeople(() => browser.screenshotPage(4, path.join(OUT, `${browser.name}-${size.size}-page-4.png`)));
    }
  }
});

/**
 * Lays a book out in pages with Paged.js: the same pagination in every
 * browser (it measures and breaks the content itself instead of leaving it
 * to a browser's print engine), two columns, the running footer, the
 * contents' page numbers. This module, Paged.js and the fonts (fonts.ts)
 * are one lazy chunk, loaded only by the book and share views.
 */
import { Handler, Previewer, registerHandlers } from 'pagedjs';
import bookCss from './book.css?raw';
import { BOOK_FAMILIES, bookFontFaces, loadBookFonts } from './fonts';
import type { PageSize } from '../../lib/paper';
import { columnBox, PAGE_DIMENSIONS, PAGE_MARGINS } from './pageSize';

/**
 * Paged.js finds where a page overflows by looking for content right of the
 * page's text area plus its own column gap. The book's two columns send
 * overflow into a third column just right of the text area, inside that
 * gap; with the gap taken as zero that column counts as overflow, and what
 * is in it starts the next page.
 */
class TwoColumnOverflow extends Handler {
  onPageLayout(_wrapper: unknown, _breakToken: unknown, layout: { gap: number }) {
    layout.gap = 0;
  }
}
registerHandlers(TwoColumnOverflow);

/**
 * The book's sheet as a style element, while a book is shown: the phone
 * layout and the measuring before pagination need it (Paged.js adds its own
 * processed copy for the pages).
 */
let installed: { style: HTMLStyleElement; users: number } | null = null;

export function installBookStyles(): () => void {
  if (!installed) {
    const style = document.createElement('style');
    style.dataset.lorewrightBook = '';
    // Not for Paged.js to collect: it is given the sheet directly.
    style.dataset.pagedjsIgnore = '';
    style.textContent = `${bookFontFaces()}\n${bookCss}`;
    document.head.append(style);
    installed = { style, users: 0 };
  }
  installed.users++;
  let removed = false;
  return () => {
    if (removed || !installed) return;
    removed = true;
    if (--installed.users === 0) {
      installed.style.remove();
      installed = null;
    }
  };
}

/**
 * Starts fetching what a book needs (this chunk, the fonts) while the page
 * still waits for its document, so the first page shows sooner. Returns the
 * release of the styles it installed.
 */
export function preloadBook(): () => void {
  const release = installBookStyles();
  void loadBookFonts();
  return release;
}

export { loadBookFonts };

/** Text for a CSS string: quotes and backslashes escaped, on one line. */
export function cssString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/[\r\n\f]+/g, ' ')}"`;
}

/** The @page rules: size, margins, the running footer (page number outside, title opposite), a bare cover and contents. */
export function pageRules(size: PageSize, title: string): string {
  const { width, height } = PAGE_DIMENSIONS[size];
  const { top, bottom, inner, outer } = PAGE_MARGINS;
  const box = `font-family: '${BOOK_FAMILIES.display}', Georgia, serif; font-size: 7.5pt; letter-spacing: 0.08em; color: #58180d;`;
  const runningTitle = cssString(title);
  return `
@page { size: ${width}mm ${height}mm; margin: ${top}mm ${outer}mm ${bottom}mm ${inner}mm; }
@page :left {
  margin-left: ${outer}mm; margin-right: ${inner}mm;
  @bottom-left { content: counter(page); ${box} }
  @bottom-right { content: ${runningTitle}; ${box} }
}
@page :right {
  margin-left: ${inner}mm; margin-right: ${outer}mm;
  @bottom-right { content: counter(page); ${box} }
  @bottom-left { content: ${runningTitle}; ${box} }
}
@page cover { margin: 0; @bottom-left { content: none; } @bottom-right { content: none; } }
@page contents { @bottom-left { content: none; } @bottom-right { content: none; } }
.lw-book-cover { page: cover; }
.lw-book-toc { page: contents; }
`;
}

const MM = 96 / 25.4;

/**
 * Decides, before pagination, which stat blocks span both columns: those
 * asked to ('wide'), and those that would not fit one column ('auto').
 * A block taller than a page even in two columns may break (is-too-tall).
 */
export function sizeStatBlocks(content: DocumentFragment, size: PageSize, host: HTMLElement): void {
  const blocks = Array.from(content.querySelectorAll<HTMLElement>('.lw-stat-block'));
  if (blocks.length === 0) return;
  const column = columnBox(size);
  const columnHeight = column.height * MM;
  // Every block measured in one layout: first at a column's width, then the
  // wide ones across the page, set in two columns.
  const measure = (width: number, wide: boolean, which: HTMLElement[]): number[] => {
    const box = document.createElement('div');
    box.className = 'lw-book lw-book--pages';
    box.setAttribute('aria-hidden', 'true');
    box.style.cssText = 'position:absolute;left:-10000px;top:0;visibility:hidden;';
    const probes = which.map((block) => {
      // Spanning needs a multi-column parent of its own to measure against.
      const body = document.createElement('div');
      body.className = 'lw-book-body';
      body.style.cssText = `columns:${wide ? 2 : 'auto'};height:auto;width:${width}mm;`;
      const probe = block.cloneNode(true) as HTMLElement;
      probe.classList.toggle('is-wide', wide);
      body.append(probe);
      box.append(body);
      return probe;
    });
    host.append(box);
    try {
      return probes.map((probe) => probe.getBoundingClientRect().height);
    } finally {
      box.remove();
    }
  };
  const heights = measure(column.width, false, blocks);
  const wide = blocks.filter((block, i) => {
    const layout = block.dataset.layout ?? 'auto';
    const isWide = layout === 'wide' || (layout === 'auto' && heights[i] > columnHeight * 0.92);
    if (!isWide && heights[i] > columnHeight * 0.98) block.classList.add('is-too-tall');
    return isWide;
  });
  if (wide.length === 0) return;
  const wideHeights = measure(column.pageContentWidth, true, wide);
  wide.forEach((block, i) => {
    block.classList.add('is-wide');
    if (wideHeights[i] > columnHeight * 0.98) block.classList.add('is-too-tall');
  });
}

/**
 * Keeps each heading (and a run of headings, a chapter's and its first
 * section's) with the block after it: they go in one group that does not
 * break, so a heading never ends a column with its text in the next.
 * CSS's break-after: avoid would say the same, but Firefox ignores it in
 * columns, while Chromium and Firefox both keep a break-inside: avoid box
 * whole. A stat block wider than a column (it spans both) or taller than
 * one is not grouped: it could not sit in a one-column group. Nor is a
 * table: a long one continues into the next column between rows, which an
 * unbreakable group would forbid.
 */
export function keepHeadingsWithNext(content: DocumentFragment): void {
  const body = content.querySelector('.lw-book-body');
  if (!body) return;
  const isHeading = (el: Element | null) => el?.classList.contains('lw-book-heading') ?? false;
  for (let block = body.firstElementChild; block; block = block.nextElementSibling) {
    if (!isHeading(block)) continue;
    const members = [block];
    let next = block.nextElementSibling;
    while (next && isHeading(next)) {
      members.push(next);
      next = next.nextElementSibling;
    }
    if (next && !next.matches('.lw-stat-block.is-wide, .lw-stat-block.is-too-tall, .lw-book-table')) members.push(next);
    if (members.length < 2) continue;
    const group = block.ownerDocument.createElement('div');
    group.className = 'lw-book-keep';
    block.before(group);
    group.append(...members);
    block = group;
  }
}

/**
 * Decides, before pagination, which tables span both columns: those whose
 * cells cannot fit a column's width even with their words wrapped, as long
 * as they fit a page that way (a longer one stays in a column, where it may
 * continue in the next between rows, its cells wrapped tighter).
 */
export function sizeTables(content: DocumentFragment, size: PageSize, host: HTMLElement): void {
  const tables = Array.from(content.querySelectorAll<HTMLTableElement>('.lw-book-table'));
  if (tables.length === 0) return;
  const column = columnBox(size);
  const box = document.createElement('div');
  box.className = 'lw-book lw-book--pages';
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText = 'position:absolute;left:-10000px;top:0;visibility:hidden;';
  const probe = (table: HTMLTableElement, width: number) => {
    const body = document.createElement('div');
    body.className = 'lw-book-body';
    body.style.cssText = `height:auto;width:${width}mm;`;
    const copy = table.cloneNode(true) as HTMLTableElement;
    body.append(copy);
    box.append(body);
    return copy;
  };
  const narrow = tables.map((table) => probe(table, column.width));
  const wide = tables.map((table) => probe(table, column.pageContentWidth));
  host.append(box);
  try {
    tables.forEach((table, i) => {
      const overflows = narrow[i].getBoundingClientRect().width > column.width * MM + 1;
      if (overflows && wide[i].getBoundingClientRect().height <= column.height * MM * 0.9) table.classList.add('is-wide');
    });
  } finally {
    box.remove();
  }
}

export interface PaginatedBook {
  pageCount: number;
  /** Milliseconds from the fonts being ready to the last page laid out (stat blocks sized, pages made). */
  paginateMs: number;
  /** Removes the pages and the styles Paged.js added to the page. */
  destroy(): void;
}

/** Lays `content` out in `container` as pages of `size`. */
export async function paginate(container: HTMLElement, content: DocumentFragment, options: { size: PageSize; title: string }): Promise<PaginatedBook> {
  await loadBookFonts();
  // Marks for the book benchmark, which reads the main thread's CPU time between them from a trace.
  performance.mark('lw-paginate-start');
  const started = performance.now();
  sizeStatBlocks(content, options.size, container);
  sizeTables(content, options.size, container);
  keepHeadingsWithNext(content);
  const previewer = new Previewer();
  const sheet = `${bookCss}\n${pageRules(options.size, options.title)}`;
  const flow = await previewer.preview(content, [{ [`${window.location.origin}/lorewright-book.css`]: sheet }], container);
  performance.mark('lw-paginate-end');
  return {
    pageCount: flow.total,
    paginateMs: performance.now() - started,
    destroy() {
      previewer.chunker.destroy();
      previewer.polisher.destroy();
      container.replaceChildren();
    },
  };
}

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
export function installBookStyles(): () => void {
  const style = document.createElement('style');
  style.dataset.lorewrightBook = '';
  // Not for Paged.js to collect: it is given the sheet directly.
  style.dataset.pagedjsIgnore = '';
  style.textContent = `${bookFontFaces()}\n${bookCss}`;
  document.head.append(style);
  return () => style.remove();
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
  const measure = document.createElement('div');
  measure.className = 'lw-book lw-book--pages';
  measure.setAttribute('aria-hidden', 'true');
  measure.style.cssText = 'position:absolute;left:-10000px;top:0;visibility:hidden;';
  const body = document.createElement('div');
  body.className = 'lw-book-body';
  body.style.cssText = `columns:auto;height:auto;width:${column.width}mm;`;
  measure.append(body);
  host.append(measure);
  try {
    const columnHeight = column.height * MM;
    for (const block of blocks) {
      const probe = block.cloneNode(true) as HTMLElement;
      body.replaceChildren(probe);
      const tall = probe.getBoundingClientRect().height;
      const layout = block.dataset.layout ?? 'auto';
      const wide = layout === 'wide' || (layout === 'auto' && tall > columnHeight * 0.92);
      if (wide) {
        block.classList.add('is-wide');
        body.style.width = `${column.pageContentWidth}mm`;
        probe.classList.add('is-wide');
        // Spanning needs a multi-column parent to measure against.
        body.style.columns = '2';
        const wideTall = probe.getBoundingClientRect().height;
        body.style.columns = 'auto';
        body.style.width = `${column.width}mm`;
        if (wideTall > columnHeight * 0.98) block.classList.add('is-too-tall');
      } else if (tall > columnHeight * 0.98) {
        block.classList.add('is-too-tall');
      }
    }
  } finally {
    measure.remove();
  }
}

export interface PaginatedBook {
  pageCount: number;
  /** Milliseconds Paged.js spent laying the pages out. */
  layoutMs: number;
  /** Removes the pages and the styles Paged.js added to the page. */
  destroy(): void;
}

/** Lays `content` out in `container` as pages of `size`. */
export async function paginate(container: HTMLElement, content: DocumentFragment, options: { size: PageSize; title: string }): Promise<PaginatedBook> {
  await loadBookFonts();
  sizeStatBlocks(content, options.size, container);
  const previewer = new Previewer();
  const sheet = `${bookCss}\n${pageRules(options.size, options.title)}`;
  const flow = await previewer.preview(content, [{ [`${window.location.origin}/lorewright-book.css`]: sheet }], container);
  return {
    pageCount: flow.total,
    layoutMs: flow.performance,
    destroy() {
      previewer.chunker.destroy();
      previewer.polisher.destroy();
      container.replaceChildren();
    },
  };
}

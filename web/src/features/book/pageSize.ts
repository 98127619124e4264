// The geometry of a book's pages (the sizes themselves: lib/paper.ts).

import type { PageSize } from '../../lib/paper';

/** Page width and height in millimetres. */
export const PAGE_DIMENSIONS: Record<PageSize, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

/** Page margins in millimetres: the footer sits in the bottom one. */
export const PAGE_MARGINS = { top: 16, bottom: 20, inner: 16, outer: 14 } as const;
export const COLUMN_GAP_MM = 8;

/** The size of one column of text, in millimetres. */
export function columnBox(size: PageSize): { width: number; height: number; pageContentWidth: number } {
  const { width, height } = PAGE_DIMENSIONS[size];
  const contentWidth = width - PAGE_MARGINS.inner - PAGE_MARGINS.outer;
  return {
    width: (contentWidth - COLUMN_GAP_MM) / 2,
    height: height - PAGE_MARGINS.top - PAGE_MARGINS.bottom,
    pageContentWidth: contentWidth,
  };
}

// The paper sizes a book is laid out on (A4 or US Letter, chosen in Export
// and in the book view), shared by the export and book features.

export const PAGE_SIZES = ['a4', 'letter'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const PAGE_SIZE_LABELS: Record<PageSize, string> = { a4: 'A4', letter: 'US Letter' };

// Where letter paper is the usual size (the rest of the world uses A4).
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'CR', 'PA', 'DO', 'PR', 'SV', 'NI', 'HN', 'BO']);

export function isPageSize(value: string | null | undefined): value is PageSize {
  return (PAGE_SIZES as readonly (string | null | undefined)[]).includes(value);
}

/** The reader's usual paper: US Letter where that is the norm, else A4. */
export function defaultPageSize(locale: string = typeof navigator === 'undefined' ? 'en-GB' : navigator.language): PageSize {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}

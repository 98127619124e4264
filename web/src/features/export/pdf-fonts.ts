// The TrueType faces embedded in exported PDFs (DejaVu: wide Unicode coverage,
// so curly quotes, dashes and accented names print correctly). Vite emits the
// files as separate assets; they are fetched only when a PDF export starts.
import serifRegularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSerifCondensed.ttf?url';
import serifBoldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSerifCondensed-Bold.ttf?url';
import serifItalicUrl from 'dejavu-fonts-ttf/ttf/DejaVuSerifCondensed-Italic.ttf?url';
import serifBoldItalicUrl from 'dejavu-fonts-ttf/ttf/DejaVuSerifCondensed-BoldItalic.ttf?url';
import monoUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf?url';
import type { PdfFonts } from './pdf';

export const PDF_FONT_FILES: Record<keyof PdfFonts, string> = {
  serifRegular: 'DejaVuSerifCondensed.ttf',
  serifBold: 'DejaVuSerifCondensed-Bold.ttf',
  serifItalic: 'DejaVuSerifCondensed-Italic.ttf',
  serifBoldItalic: 'DejaVuSerifCondensed-BoldItalic.ttf',
  mono: 'DejaVuSansMono.ttf',
};

const URLS: Record<keyof PdfFonts, string> = {
  serifRegular: serifRegularUrl,
  serifBold: serifBoldUrl,
  serifItalic: serifItalicUrl,
  serifBoldItalic: serifBoldItalicUrl,
  mono: monoUrl,
};

let cached: Promise<PdfFonts> | undefined;

/** Fetches the font files once per page load; a failed fetch is retried on the next export. */
export function loadPdfFonts(): Promise<PdfFonts> {
  cached ??= fetchAll().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function fetchAll(): Promise<PdfFonts> {
  const keys = Object.keys(URLS) as (keyof PdfFonts)[];
  const buffers = await Promise.all(
    keys.map(async (key) => {
      const response = await fetch(URLS[key]);
      if (!response.ok) throw new Error(`could not load the font ${PDF_FONT_FILES[key]} (HTTP ${response.status})`);
      return response.arrayBuffer();
    }),
  );
  return Object.fromEntries(keys.map((key, index) => [key, buffers[index]])) as unknown as PdfFonts;
}

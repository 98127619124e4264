/// <reference types="node" />
// Tests and benchmarks run in Node, where the bundled font URLs cannot be
// fetched: read the same files from the installed package instead.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PdfFonts } from '../pdf';
import { PDF_FONT_FILES } from '../pdf-fonts';

export async function loadNodeFonts(): Promise<PdfFonts> {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json'));
  const entries = await Promise.all(
    (Object.entries(PDF_FONT_FILES) as [keyof PdfFonts, string][]).map(async ([key, file]) => {
      const bytes = await readFile(path.join(packageDir, 'ttf', file));
      return [key, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as PdfFonts;
}

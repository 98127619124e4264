/// <reference types="node" />
// Reads exported PDFs with Debian's poppler-utils (pdftotext, pdfinfo,
// pdftoppm), a PDF parser independent of the one that wrote them.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TOOLS = ['pdftotext', 'pdfinfo', 'pdftoppm', 'pdffonts', 'pdftohtml'] as const;

/** Fails with an actionable message when poppler-utils is not installed. */
export function requirePoppler(): void {
  const missing = TOOLS.filter((tool) => !existsSync(`/usr/bin/${tool}`));
  if (missing.length > 0) {
    throw new Error(`${missing.join(', ')} not found in /usr/bin: install Debian's poppler-utils (apt-get install -y poppler-utils; \`make test\` does this through scripts/ensure-system-deps.sh)`);
  }
}

function run(tool: (typeof TOOLS)[number], args: string[]): string {
  return execFileSync(`/usr/bin/${tool}`, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
}

export function pdfInfo(file: string): Record<string, string> {
  const info: Record<string, string> = {};
  for (const line of run('pdfinfo', [file]).split('\n')) {
    const match = /^([^:]+):\s*(.*)$/.exec(line);
    if (match) info[match[1].trim()] = match[2].trim();
  }
  return info;
}

/** The text of each page (pdftotext -layout splits pages with form feeds). */
export function pdfPages(file: string): string[] {
  const pages = run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']).split('\f');
  if (pages[pages.length - 1].trim() === '') pages.pop();
  return pages;
}

/** Each page's text in reading order (columns one after the other), whitespace collapsed. */
export function pdfReadingText(file: string): string[] {
  return run('pdftotext', ['-enc', 'UTF-8', file, '-'])
    .split('\f')
    .map((text) => text.replace(/\s+/g, ' ').trim());
}

/**
 * Text for comparing with pdfReadingText: pdftotext joins a word broken at
 * a line-end hyphen and drops the hyphen ("Star-" then "Iron" reads
 * "StarIron"), so a comparison drops hyphens on both sides.
 */
export function withoutHyphens(text: string): string {
  return text.replace(/-/g, '');
}

/** pdftohtml's XML of pages first..last at zoom 1: font sizes in points, <b> and <i> where the face is bold or italic. */
export function pdfXml(file: string, first: number, last: number): string {
  return run('pdftohtml', ['-xml', '-i', '-zoom', '1', '-stdout', '-f', String(first), '-l', String(last), file]);
}

export function pdfFonts(file: string): string {
  return run('pdffonts', [file]);
}

export interface WordBox {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word with its box in points, from pdftotext -bbox. */
export function pdfWordBoxes(file: string): { pageWidth: number; pageHeight: number; words: WordBox[] }[] {
  const xml = run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-']);
  const pages: { pageWidth: number; pageHeight: number; words: WordBox[] }[] = [];
  const pagePattern = /<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g;
  const wordPattern = /<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g;
  for (const pageMatch of xml.matchAll(pagePattern)) {
    const words: WordBox[] = [];
    for (const w of pageMatch[3].matchAll(wordPattern)) {
      words.push({ page: pages.length + 1, xMin: Number(w[1]), yMin: Number(w[2]), xMax: Number(w[3]), yMax: Number(w[4]), text: w[5] });
    }
    pages.push({ pageWidth: Number(pageMatch[1]), pageHeight: Number(pageMatch[2]), words });
  }
  return pages;
}

/** Renders pages to PNG files named prefix-N.png. */
export function renderPng(file: string, prefix: string, dpi = 60, first?: number, last?: number): void {
  const range = [...(first ? ['-f', String(first)] : []), ...(last ? ['-l', String(last)] : [])];
  run('pdftoppm', ['-png', '-r', String(dpi), ...range, file, prefix]);
}

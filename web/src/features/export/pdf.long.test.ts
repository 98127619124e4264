/// <reference types="node" />
// Exports a 20+ page campaign to a real PDF and reads it back with poppler:
// text in order, footers, cover, embedded fonts, and every word inside the
// margins. Set EXPORT_PDF_KEEP=dir to keep the PDFs for a look.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportDocument } from './export-document';
import type { ExportOptions } from './options';
import { blobBytes } from './testing/blob';
import { buildLongCampaign } from './testing/long-campaign';
import { loadNodeFonts } from './testing/node-fonts';
import { pdfFonts, pdfInfo, pdfPages, pdfWordBoxes, pdfXml, requirePoppler } from './testing/poppler';

const MM = 72 / 25.4;
const NOW = new Date(2026, 10, 21, 12, 0, 0);
const OPTIONS: ExportOptions = { format: 'pdf', includeCover: true, title: 'The Shadows of Menzoberranzan — Drizzt’s Last Stand', author: 'Łukasz Müller', campaignType: 'adventure' };

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

let dir: string;

async function exportTo(name: string, html: string, options: ExportOptions): Promise<string> {
  const file = await exportDocument(html, options, { loadFonts: loadNodeFonts, now: () => NOW });
  const target = path.join(dir, name);
  writeFileSync(target, await blobBytes(file.blob));
  expect(file.fileName).toBe(`${options.title.replace(/[^a-z0-9]/gi, '_')}.pdf`);
  return target;
}

beforeAll(() => {
  requirePoppler();
  const keep = process.env.EXPORT_PDF_KEEP;
  if (keep) mkdirSync(keep, { recursive: true });
  dir = keep ?? mkdtempSync(path.join(os.tmpdir(), 'lorewright-export-'));
});

afterAll(() => {
  if (!process.env.EXPORT_PDF_KEEP && dir) rmSync(dir, { recursive: true, force: true });
});

describe('PDF export of a long campaign', () => {
  const campaign = buildLongCampaign(10);
  let file: string;
  let pages: string[];

  beforeAll(async () => {
    file = await exportTo('long.pdf', campaign.html, OPTIONS);
    pages = pdfPages(file);
  }, 60_000);

  it('is an A4 document of 20+ pages with its metadata', () => {
    const info = pdfInfo(file);
    expect(Number(info.Pages)).toBeGreaterThanOrEqual(20);
    expect(info['Page size']).toMatch(/^595\.2\d x 841\.8\d pts \(A4\)/);
    expect(info.Title).toBe(OPTIONS.title);
    expect(info.Author).toBe(OPTIONS.author);
    expect(pages).toHaveLength(Number(info.Pages));
  });

  it('embeds its fonts instead of using Latin-1 base fonts', () => {
    const rows = pdfFonts(file).split('\n').slice(2).filter((row) => row.trim() !== '');
    // The four serif faces and the monospace face, embedded with Unicode maps; no base-14 font.
    expect(rows.map((row) => row.split(/\s+/)[0]).sort()).toEqual(['DejaVuSansMono', 'DejaVuSerifCondensed', 'DejaVuSerifCondensed-Bold', 'DejaVuSerifCondensed-BoldItalic', 'DejaVuSerifCondensed-Italic']);
    for (const row of rows) expect(row).toMatch(/\s+CID TrueType\s+Identity-H\s+yes\s+\S+\s+yes/);
  });

  it('starts with the cover page', () => {
    const cover = normalise(pages[0]);
    expect(cover).toContain('The Shadows of Menzoberranzan — Drizzt’s Last Stand');
    expect(cover).toContain('A Dungeons & Dragons Adventure');
    expect(cover).toContain('Created by Łukasz Müller');
    expect(cover).toContain('Exported on November 21, 2026');
    expect(cover).not.toContain('Chapter 1');
  });

  it('puts "Page X of Y" and the title in the footer of every page', () => {
    pages.forEach((page, index) => {
      const lines = page.split('\n').filter((line) => line.trim() !== '');
      const footer = normalise(lines[lines.length - 1]);
      expect(footer, `footer of page ${index + 1}`).toMatch(new RegExp(`Page ${index + 1} of ${pages.length}$`));
      expect(footer, `footer of page ${index + 1}`).toContain('The Shadows of Menzoberranzan');
    });
  });

  it('sets headings at 16, 14 and 13 pt over 11 pt text, with bold and italic kept inline', () => {
    const xml = pdfXml(file, 2, 2);
    const sizes = new Map([...xml.matchAll(/<fontspec id="(\d+)" size="(\d+)"/g)].map((match) => [match[1], Number(match[2])]));
    const sizeOf = (pattern: string) => {
      const match = new RegExp(`<text [^>]*font="(\\d+)">${pattern}</text>`).exec(xml);
      expect(match, pattern).not.toBeNull();
      return sizes.get(match![1]);
    };
    expect(sizeOf('<b>Chapter 1: [^<]+</b>')).toBe(16);
    expect(sizeOf('<b>Scene 1\\.1: [^<]+</b>')).toBe(14);
    expect(sizeOf('<b>Read-aloud text 1\\.1</b>')).toBe(13);
    expect(sizeOf('In chapter 1, .*')).toBe(11);
    expect(xml).toMatch(/In chapter 1, <b>[^<]+<\/b> — tired, wary, and <i>far from home<\/i> — arrives/);
    expect(xml).toMatch(/<i>Wisdom \(<b>Perception<\/b>\)<\/i>/);
  });

  it('never ends a page with a heading', () => {
    pages.slice(1, -1).forEach((page, index) => {
      const lines = page.split('\n').filter((line) => line.trim() !== '' && !/Page \d+ of \d+\s*$/.test(line));
      expect(lines[lines.length - 1].trim(), `last line of page ${index + 2}`).not.toMatch(/^(Chapter \d+:|Scene \d+\.\d+:|Read-aloud text)/);
    });
  });

  it('contains every block of text, in order, with its characters intact', () => {
    // Drop footers, then read the body as one stream of words.
    const body = normalise(
      pages
        .slice(1)
        .map((page) => page.split('\n').filter((line) => !/Page \d+ of \d+\s*$/.test(line)).join('\n'))
        .join('\n'),
    );
    let cursor = 0;
    for (const text of campaign.texts) {
      const index = body.indexOf(normalise(text), cursor);
      expect(index, `missing or out of order: "${text}" (searching from ${cursor}: "${body.slice(cursor, cursor + 120)}")`).toBeGreaterThanOrEqual(0);
      cursor = index + normalise(text).length;
    }
  });

  it('keeps every word inside the page margins', () => {
    expect(wordsWithinMargins(file, pages.length)).toBeGreaterThan(5000);
  });
});

/** Checks every word box against the margins (footer included: it sits inside them); returns the word count. */
function wordsWithinMargins(file: string, pageCount: number): number {
  const pagesWithWords = pdfWordBoxes(file);
  expect(pagesWithWords).toHaveLength(pageCount);
  const margin = 20 * MM;
  const tolerance = 0.5;
  let words = 0;
  for (const page of pagesWithWords) {
    for (const word of page.words) {
      words++;
      const where = `"${word.text}" on page ${word.page} at (${word.xMin}, ${word.yMin})-(${word.xMax}, ${word.yMax})`;
      expect(word.xMin, where).toBeGreaterThanOrEqual(margin - tolerance);
      expect(word.yMin, where).toBeGreaterThanOrEqual(margin - tolerance);
      expect(word.xMax, where).toBeLessThanOrEqual(page.pageWidth - margin + tolerance);
      expect(word.yMax, where).toBeLessThanOrEqual(page.pageHeight - margin + tolerance);
    }
  }
  return words;
}

describe('short PDF exports', () => {
  it('makes an empty document with a cover a single cover page', async () => {
    const file = await exportTo('empty.pdf', '<p></p>', OPTIONS);
    const pages = pdfPages(file);
    expect(pages).toHaveLength(1);
    expect(normalise(pages[0])).toContain('A Dungeons & Dragons Adventure');
    expect(normalise(pages[0])).toMatch(/Page 1 of 1$/);
  });

  it('breaks words and code lines wider than the page inside the margins', async () => {
    const word = 'Abracadabra'.repeat(30);
    const code = `const spell = "${'fire'.repeat(60)}";`;
    const file = await exportTo('wide.pdf', `<p>${word}</p><ul><li><p>${word}</p></li></ul><pre><code>${code}</code></pre>`, { ...OPTIONS, includeCover: false });
    const pages = pdfPages(file);
    expect(wordsWithinMargins(file, pages.length)).toBeGreaterThan(5);
    const text = pages.join('').replace(/\s+/g, '');
    expect(text.split(word)).toHaveLength(3); // the paragraph and the list item, each whole
    expect(text).toContain(code.replace(/\s+/g, ''));
  });

  it('makes links clickable', async () => {
    const file = await exportTo('link.pdf', '<p>Read <a href="https://srd.example/monsters">the monster list</a> first.</p>', { ...OPTIONS, includeCover: false });
    expect(normalise(pdfPages(file)[0])).toContain('Read the monster list first.');
    expect(readFileSync(file, 'latin1')).toMatch(/\/Subtype \/Link[\s\S]*?\/URI \(https:\/\/srd\.example\/monsters\)/);
  });

  it('opens with the title block and the campaign text on page 1', async () => {
    const file = await exportTo('short.pdf', '<h2>Hook</h2><p>A “quiet” village — until now…</p>', { ...OPTIONS, includeCover: false, campaignType: 'one-shot', title: 'Short Hook' });
    const pages = pdfPages(file);
    expect(pages).toHaveLength(1);
    const text = normalise(pages[0]);
    expect(text).toContain('Short Hook');
    expect(text).toContain('A Dungeons & Dragons One-Shot · Created by Łukasz Müller');
    expect(text).toContain('A “quiet” village — until now…');
    expect(text).not.toContain('Exported on');
    expect(text).toMatch(/Page 1 of 1$/);
  });
});

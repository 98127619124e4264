/// <reference types="node" />
// Tables in every export: the block model (spans placed on a grid), GFM pipe
// tables in Markdown (read back as the same table), columns
// or records in plain text, and a real PDF read back with poppler.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toSafeEditorHtml } from '../../lib/richtext';
import { parseDocumentHtml, tableGrid, type Block } from './blocks';
import { exportDocument } from './export-document';
import { markdownBlocks } from './markdown';
import type { ExportOptions } from './options';
import { blobBytes } from './testing/blob';
import { loadNodeFonts } from './testing/node-fonts';
import { pdfPages, pdfWordBoxes, renderPng, requirePoppler } from './testing/poppler';
import { renderText } from './text';

// The editor's HTML for a roll table (tableNodes.ts writes cells as paragraphs).
const ROLL_TABLE =
  '<table><tbody>' +
  '<tr><th><p>d6</p></th><th><p>Encounter</p></th></tr>' +
  '<tr><td><p>1</p></td><td><p>Three <strong>goblins</strong> squabble over a dead boar.</p></td></tr>' +
  '<tr><td><p>2–3</p></td><td><p>A patrol of hobgoblins | toll</p><p>(they ask for 5 gp)</p></td></tr>' +
  '</tbody></table>';

const table = (html: string) => parseDocumentHtml(html)[0] as Extract<Block, { kind: 'table' }>;
const md = (html: string) => markdownBlocks(parseDocumentHtml(html)).join('\n');
const TEXT_OPTIONS: ExportOptions = { format: 'txt', includeCover: false, title: 'Tables', author: 'GM', campaignType: 'one-shot' };
const NOW = new Date(2026, 10, 21, 12, 0, 0);
/** The document lines of a text export, without its banner. */
const textBody = (html: string) => {
  const lines = renderText(parseDocumentHtml(html), TEXT_OPTIONS, NOW).split('\n');
  return lines.slice(lines.indexOf('CAMPAIGN CONTENT') + 3, lines.lastIndexOf('End of Campaign') - 2);
};

describe('tables in the block model', () => {
  it('reads rows of header and data cells with their blocks', () => {
    const block = table(ROLL_TABLE);
    expect(block.rows.map((row) => row.map((cell) => (cell.header ? 'th' : 'td')))).toEqual([['th', 'th'], ['td', 'td'], ['td', 'td']]);
    expect(block.rows[2][1].blocks.map((b) => b.kind)).toEqual(['paragraph', 'paragraph']);
  });

  it('places spans on a rectangular grid as a browser would', () => {
    const block = table(
      '<table><tr><th colspan="2">Night</th><th>Day</th></tr><tr><td rowspan="2">1</td><td>Wolves</td><td>Merchants</td></tr><tr><td>Ghouls</td></tr></table>',
    );
    const grid = tableGrid(block.rows).map((row) => row.map((place) => (place ? `${place.origin ? '' : '~'}${place.cell.blocks.length ? (place.cell.blocks[0] as { runs: { text: string }[] }).runs[0].text : ''}` : '-')));
    expect(grid).toEqual([
      ['Night', '~Night', 'Day'],
      ['1', 'Wolves', 'Merchants'],
      ['~1', 'Ghouls', '-'],
    ]);
  });

  it('drops a table with no rows', () => {
    expect(parseDocumentHtml('<table></table><p>After</p>').map((b) => b.kind)).toEqual(['paragraph']);
  });
});

describe('tables in Markdown', () => {
  it('writes a GFM pipe table: the header row, its rule, one line per row, <br> between a cell’s lines, pipes escaped', () => {
    expect(md(ROLL_TABLE)).toBe(
      [
        '| d6 | Encounter |',
        '| --- | --- |',
        '| 1 | Three **goblins** squabble over a dead boar. |',
        '| 2–3 | A patrol of hobgoblins \\| toll<br>(they ask for 5 gp) |',
      ].join('\n'),
    );
  });

  it('gives a table without a header row an empty one, and writes a spanned cell once', () => {
    expect(md('<table><tr><td colspan="2">Both</td></tr><tr><td>a</td><td>b</td></tr></table>')).toBe(['|  |  |', '| --- | --- |', '| Both |  |', '| a | b |'].join('\n'));
  });

  it('keeps list items in a cell apart', () => {
    expect(md('<table><tr><th>Pack</th></tr><tr><td><ul><li><p>rope</p></li><li><p>lamp</p></li></ul></td></tr></table>')).toBe(
      ['| Pack |', '| --- |', '| • rope<br>• lamp |'].join('\n'),
    );
  });

  it('is read back as the same table by the Markdown reader the importer and the assistant use', () => {
    const html = toSafeEditorHtml(`${md(ROLL_TABLE)}\n`);
    expect(table(html).rows.map((row) => row.map((cell) => cell.header))).toEqual([[true, true], [false, false], [false, false]]);
    expect(html).toContain('<td>Three <strong>goblins</strong> squabble over a dead boar.</td>');
    expect(html).toContain('<td>A patrol of hobgoblins | toll<br>(they ask for 5 gp)</td>');
  });
});

describe('tables in plain text', () => {
  it('sets a table in columns with a rule under the header row', () => {
    expect(textBody('<table><tr><th>d4</th><th>Loot</th></tr><tr><td>1</td><td>12 gp</td></tr><tr><td>2</td><td>A silver bell</td></tr></table>')).toEqual([
      'd4 | Loot',
      '---+--------------',
      '1  | 12 gp',
      '2  | A silver bell',
    ]);
  });

  it('wraps long cells inside their column, within the 60-character width', () => {
    const lines = textBody(ROLL_TABLE);
    expect(lines.every((line) => line.length <= 60)).toBe(true);
    expect(lines[0]).toMatch(/^d6 +\| Encounter$/);
    expect(lines[1]).toMatch(/^-+\+-+$/);
    // Every word of every cell is there, each cell's text in its own column.
    const column = lines[0].indexOf('|');
    expect(lines.slice(2).every((line) => line[column] === '|')).toBe(true);
    const right = lines.slice(2).map((line) => line.slice(column + 2)).join(' ');
    expect(right.replace(/\s+/g, ' ').trim()).toBe('Three goblins squabble over a dead boar. A patrol of hobgoblins | toll (they ask for 5 gp)');
  });

  it('writes a table too wide for columns row by row, each cell after its heading', () => {
    const headings = ['Name', 'Armor Class', 'Hit Points', 'Speed', 'Challenge', 'Languages', 'Senses', 'Skills'];
    const values = ['Goblin', '15 (leather armor, shield)', '7 (2d6)', '30 ft.', '1/4 (50 XP)', 'Common, Goblin', 'darkvision 60 ft.', 'Stealth +6'];
    const html = `<table><tr>${headings.map((h) => `<th>${h}</th>`).join('')}</tr><tr>${values.map((v) => `<td>${v}</td>`).join('')}</tr></table>`;
    expect(textBody(html)).toEqual(headings.map((h, i) => `${h}: ${values[i]}`));
  });
});

describe('tables in the PDF', () => {
  let dir: string;
  beforeAll(() => {
    requirePoppler();
    dir = process.env.EXPORT_PDF_KEEP ?? mkdtempSync(path.join(os.tmpdir(), 'lorewright-tables-'));
  });
  afterAll(() => {
    if (!process.env.EXPORT_PDF_KEEP) rmSync(dir, { recursive: true, force: true });
  });

  it('draws each row’s cells side by side, inside the margins, never splits a row between pages, and repeats the header row on each', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => `<tr><td><p>${i + 1}</p></td><td><p>Row ${i + 1} begins: a wandering band of ${i % 3 === 0 ? 'kobold miners looking for the lost seam of silver under the old keep' : 'wolves'} ends ${i + 1}.</p></td></tr>`);
    const html = `<p>Roll a d100.</p><table><tbody><tr><th><p>d100</p></th><th><p>Encounter</p></th></tr>${rows.join('')}</tbody></table><p>After the table.</p>`;
    const file = await exportDocument(html, { ...TEXT_OPTIONS, format: 'pdf' }, { loadFonts: loadNodeFonts, now: () => NOW });
    const target = path.join(dir, 'tables.pdf');
    writeFileSync(target, await blobBytes(file.blob));
    if (process.env.EXPORT_PDF_KEEP) renderPng(target, path.join(dir, 'tables'), 70, 1, 2);

    const pages = pdfWordBoxes(target);
    expect(pages.length).toBeGreaterThan(2);
    const MM = 72 / 25.4;
    for (const page of pages) {
      for (const word of page.words) {
        expect(word.xMin).toBeGreaterThanOrEqual(20 * MM - 0.5);
        expect(word.xMax).toBeLessThanOrEqual(page.pageWidth - 20 * MM + 0.5);
      }
    }
    // Each row's text starts and ends on one page ("Row N begins" ... "ends N.").
    for (let n = 1; n <= 100; n++) {
      const start = pages.findIndex((page) => page.words.some((w, i) => w.text === 'Row' && page.words[i + 1]?.text === String(n)));
      const end = pages.findIndex((page) => page.words.some((w, i) => w.text === 'ends' && page.words[i + 1]?.text === `${n}.`));
      expect(start, `row ${n}`).toBeGreaterThanOrEqual(0);
      expect(end, `row ${n}`).toBe(start);
    }
    // Each page the table continues on opens with its header row again.
    const pageTexts = pdfPages(target);
    expect(pageTexts.length).toBeGreaterThan(2);
    for (const text of pageTexts.slice(1)) {
      if (!/Row \d+ begins/.test(text)) continue;
      expect(text.trimStart()).toMatch(/^d100 +Encounter\n/);
    }
    expect(pageTexts.join('').match(/d100 +Encounter/g)).toHaveLength(pageTexts.filter((text) => /Row \d+ begins/.test(text)).length);
    // The number cell sits left of its text, on the same line.
    const text = pdfPages(target).join('\n');
    expect(text).toMatch(/d100 +Encounter/);
    expect(text).toMatch(/\n *8 +Row 8 begins: a wandering band of wolves ends 8\./);
    expect(text.indexOf('Roll a d100.')).toBeLessThan(text.indexOf('d100 '));
    expect(text.indexOf('After the table.')).toBeGreaterThan(text.indexOf('ends 100.'));
  }, 60_000);
});

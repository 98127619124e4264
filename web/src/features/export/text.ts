// Plain-text export: the spec's 60-character banner layout, with headings
// underlined the way the spec's PDF reader recognises them (= x60 for level 1,
// - x40 for level 2, - x20 for level 3), and body text wrapped to the banner.
import { cellRuns, hasHeaderRow, runsTextWithLinks, tableGrid, type Align, type Block, type TableCell } from './blocks';
import { campaignSubtitle, DEFAULT_AUTHOR, formatExportDate, type ExportOptions } from './options';

export const TEXT_WIDTH = 60;
const BANNER = '='.repeat(TEXT_WIDTH);
const UNDERLINES: Record<1 | 2 | 3, string> = { 1: '='.repeat(60), 2: '-'.repeat(40), 3: '-'.repeat(20) };

export function renderText(blocks: Block[], options: ExportOptions, now: Date): string {
  const lines = [
    BANNER,
    ...wrap(options.title.trim(), TEXT_WIDTH),
    BANNER,
    campaignSubtitle(options.campaignType),
    `Created by ${options.author.trim() || DEFAULT_AUTHOR}`,
    `Exported on ${formatExportDate(now)}`,
    '',
    BANNER,
    'CAMPAIGN CONTENT',
    BANNER,
    '',
    ...renderBlocks(blocks, TEXT_WIDTH),
    '',
    BANNER,
    'End of Campaign',
    BANNER,
  ];
  return lines.join('\n') + '\n';
}

function renderBlocks(blocks: Block[], width: number): string[] {
  const lines: string[] = [];
  blocks.forEach((block, index) => {
    if (index > 0) lines.push('');
    lines.push(...renderBlock(block, width));
  });
  return lines;
}

function renderBlock(block: Block, width: number): string[] {
  switch (block.kind) {
    case 'heading':
      return [...align(wrap(runsTextWithLinks(block.runs), width), block.align, width), UNDERLINES[block.level]];
    case 'paragraph':
      return align(wrap(runsTextWithLinks(block.runs), width), block.align, width);
    case 'list':
      return block.items.flatMap((item, index) => {
        const marker = block.ordered ? `${block.start + index}. ` : '- ';
        const inner: string[] = [];
        item.blocks.forEach((child, childIndex) => {
          // Tight lists: a nested list follows its item's text without a gap.
          if (childIndex > 0 && child.kind !== 'list') inner.push('');
          inner.push(...renderBlock(child, Math.max(20, width - marker.length)));
        });
        const pad = ' '.repeat(marker.length);
        return inner.map((line, lineIndex) => (line === '' ? '' : (lineIndex === 0 ? marker : pad) + line));
      });
    case 'quote':
      return renderBlocks(block.blocks, Math.max(20, width - 2)).map((line) => (line === '' ? '>' : `> ${line}`));
    case 'code':
      return block.text.split('\n').map((line) => `    ${line}`.trimEnd());
    case 'rule':
      return [centre('*   *   *', width)];
    case 'table':
      return renderTable(block.rows, width);
  }
}

/** The narrowest column a table is set in before its rows are written as lists instead. */
const MIN_COLUMN_WIDTH = 6;
const COLUMN_GAP = ' | ';

/**
 * A table set in columns that fit the width: each column as wide as its
 * longest word at least, the rest shared by how much text it holds, cells
 * word-wrapped, a rule under the header row. A table too wide for that is
 * written row by row, each cell on its own line after its column's heading.
 */
function renderTable(rows: TableCell[][], width: number): string[] {
  const grid = tableGrid(rows);
  const texts = grid.map((row) => row.map((place) => (place?.origin ? runsTextWithLinks(cellRuns(place.cell.blocks)) : '')));
  const columns = texts[0]?.length ?? 0;
  if (columns === 0) return [];
  const header = hasHeaderRow(rows);
  const available = width - COLUMN_GAP.length * (columns - 1);
  const widths = columnWidths(texts, available);
  if (!widths) return tableAsRecords(texts, header, width);

  const lines: string[] = [];
  texts.forEach((row, r) => {
    const cells = row.map((text, c) => wrap(text, widths[c]).flatMap((line) => (line.length > widths[c] ? chop(line, widths[c]) : [line])));
    const height = Math.max(...cells.map((cell) => cell.length));
    for (let i = 0; i < height; i++) lines.push(cells.map((cell, c) => (cell[i] ?? '').padEnd(widths[c])).join(COLUMN_GAP).trimEnd());
    if (r === 0 && header) lines.push(widths.map((w) => '-'.repeat(w)).join('-+-'));
  });
  return lines;
}

/** Column widths that fit `available`, or null when the columns would be too narrow to read. */
function columnWidths(texts: string[][], available: number): number[] | null {
  const columns = texts[0].length;
  if (available < columns * MIN_COLUMN_WIDTH) return null;
  const longest = (c: number) => Math.max(1, ...texts.flatMap((row) => row[c].split('\n').map((line) => line.length)));
  const longestWord = (c: number) => Math.max(1, ...texts.flatMap((row) => row[c].split(/\s+/).map((word) => word.length)));
  const natural = Array.from({ length: columns }, (_, c) => longest(c));
  if (natural.reduce((sum, w) => sum + w, 0) <= available) return natural;
  // Each column gets its longest word (up to a fair share), then the room left goes by how much each still lacks.
  const fair = Math.floor(available / columns);
  const widths = natural.map((w, c) => Math.max(MIN_COLUMN_WIDTH, Math.min(w, longestWord(c), fair)));
  let spare = available - widths.reduce((sum, w) => sum + w, 0);
  const lacking = natural.map((w, c) => w - widths[c]);
  const totalLacking = lacking.reduce((sum, l) => sum + l, 0);
  if (totalLacking > 0 && spare > 0) {
    const share = spare;
    widths.forEach((_, c) => {
      const extra = Math.min(lacking[c], Math.floor((share * lacking[c]) / totalLacking));
      widths[c] += extra;
      spare -= extra;
    });
    for (let c = 0; spare > 0 && c < columns; c++) {
      if (widths[c] < natural[c]) {
        widths[c]++;
        spare--;
      }
    }
  }
  return widths;
}

/** A word longer than its column, cut into pieces that fit. */
function chop(line: string, width: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < line.length; i += width) pieces.push(line.slice(i, i + width));
  return pieces;
}

/** Rows one after another: "Heading: text" per cell (or the cells alone without a header row), a blank line between rows. */
function tableAsRecords(texts: string[][], header: boolean, width: number): string[] {
  const headings = header ? texts[0] : [];
  const lines: string[] = [];
  (header ? texts.slice(1) : texts).forEach((row, r) => {
    if (r > 0) lines.push('');
    row.forEach((text, c) => {
      if (!text && !headings[c]) return;
      lines.push(...wrap(headings[c] ? `${headings[c]}: ${text}` : text, width));
    });
  });
  return lines;
}

/** Word-wraps text to width, keeping hard line breaks; a word longer than width stays whole. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const hardLine of text.split('\n')) {
    let line = '';
    for (const word of hardLine.split(' ').filter(Boolean)) {
      if (line === '') line = word;
      else if (line.length + 1 + word.length <= width) line += ` ${word}`;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

function align(lines: string[], alignment: Align, width: number): string[] {
  if (alignment === 'center') return lines.map((line) => centre(line, width));
  if (alignment === 'right') return lines.map((line) => line.padStart(width));
  return lines;
}

function centre(line: string, width: number): string {
  return ' '.repeat(Math.max(0, Math.floor((width - line.length) / 2))) + line;
}

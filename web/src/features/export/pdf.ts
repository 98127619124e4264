// PDF export: lays the block model out on A4 pages (mm, margin 20) and draws
// it with jsPDF. Layout is done by us, line by line, from measured text widths:
// every line is placed whole on a page, headings stay with the line after
// them, and nothing is drawn outside the margins (the footer sits inside the
// bottom margin line too). jsPDF is imported only here, and this module is
// itself imported only when an export starts.
import type { jsPDF as JsPdf } from 'jspdf';
import { cellRuns, tableGrid, type Align, type Block, type TableCell, type TextRun } from './blocks';
import { campaignSubtitle, DEFAULT_AUTHOR, formatExportDate, type ExportOptions } from './options';

/** TrueType files for the embedded faces (jsPDF's built-in fonts stop at Latin-1). */
export interface PdfFonts {
  serifRegular: ArrayBuffer;
  serifBold: ArrayBuffer;
  serifItalic: ArrayBuffer;
  serifBoldItalic: ArrayBuffer;
  mono: ArrayBuffer;
}

type Rgb = readonly [number, number, number];
export type FontKey = 'normal' | 'bold' | 'italic' | 'bolditalic' | 'mono';

export const PAGE = { width: 210, height: 297, margin: 20 } as const;
const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const CONTENT_WIDTH = RIGHT - LEFT;
const BODY_TOP = PAGE.margin;
const FOOTER_RULE_Y = 268;
const FOOTER_BASELINE = 273.5;
const BODY_BOTTOM = 264;

const PT = 25.4 / 72; // millimetres per point
const ASCENT = 0.93; // DejaVu ascender and descender, in ems
const DESCENT = 0.24;

const INK: Rgb = [33, 28, 24];
const CRIMSON: Rgb = [122, 28, 28];
const GOLD: Rgb = [166, 124, 62];
const MUTED: Rgb = [105, 96, 88];
const QUOTE_FILL: Rgb = [246, 239, 224];
const CODE_FILL: Rgb = [239, 237, 233];
const CODE_INK: Rgb = [64, 48, 40];
const LINK: Rgb = [31, 78, 121];
const TABLE_HEADER_FILL: Rgb = [240, 226, 196];
const TABLE_STRIPE: Rgb = [248, 243, 232];
const TABLE_RULE: Rgb = [205, 185, 150];

const BODY_SIZE = 11;
const BODY_LEADING = 1.42;
const CODE_SIZE = 9;
const HEADING_SIZES: Record<1 | 2 | 3, number> = { 1: 16, 2: 14, 3: 13 };
const PARAGRAPH_GAP = 2.8;
const BULLETS = ['\u2022', '\u2013', '\u2022'];
const TABLE_SIZE = 9.5;
const TABLE_LEADING = 1.3;
/** Space inside a cell, left and right, and above and below its text. */
const CELL_PAD_X = 1.8;
const CELL_PAD_Y = 1.1;

/**
 * Each face is registered as its own family under its real name, so viewers
 * and text extractors see which words are bold or italic.
 */
export const FONT_FAMILIES: Record<FontKey, string> = {
  normal: 'DejaVuSerifCondensed',
  bold: 'DejaVuSerifCondensed-Bold',
  italic: 'DejaVuSerifCondensed-Italic',
  bolditalic: 'DejaVuSerifCondensed-BoldItalic',
  mono: 'DejaVuSansMono',
};
const FACE_FILES: Record<FontKey, keyof PdfFonts> = { normal: 'serifRegular', bold: 'serifBold', italic: 'serifItalic', bolditalic: 'serifBoldItalic', mono: 'mono' };

interface Fragment {
  text: string;
  font: FontKey;
  size: number;
  color: Rgb;
  /** Absolute x in mm. */
  x: number;
  width: number;
  underline?: boolean;
  strike?: boolean;
  /** A link: drawn in the link colour, underlined, and clickable. */
  href?: string;
}

type Decoration =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: Rgb; intoGap?: boolean }
  | { kind: 'line'; x1: number; x2: number; y: number; width: number; color: Rgb }
  | { kind: 'ornament'; centre: number; y: number; halfWidth: number; color: Rgb };

/** A measured piece of a word (or a space) in one style, before it is placed on a line. */
type Piece = Omit<Fragment, 'x'>;

/** One horizontal band of the page. Decorations' y are relative to the band's top. */
export interface Line {
  height: number;
  baseline: number;
  fragments: Fragment[];
  decorations: Decoration[];
  /** Space above the band, dropped at the top of a page. */
  gapBefore: number;
  keepWithNext?: boolean;
  /** Padding that is pointless at the top of a page. */
  skipAtPageTop?: boolean;
  /** A table row's lines: the header row's, drawn again above it when it starts a page. */
  repeatHeader?: Line[];
}

interface TextStyle {
  size: number;
  leading: number;
  color: Rgb;
  bold?: boolean;
  italic?: boolean;
  align: Align;
}

export async function renderPdf(blocks: Block[], options: ExportOptions, fonts: PdfFonts, now: Date): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true, putOnlyUsedFonts: true });
  registerFonts(doc, fonts);
  const title = options.title.trim();
  const author = options.author.trim() || DEFAULT_AUTHOR;
  doc.setDocumentProperties({ title, author, subject: campaignSubtitle(options.campaignType), creator: 'Lorewright' });

  const layout = new Layout(doc);
  const lines: Line[] = [];
  if (options.includeCover) drawCover(doc, layout, options, author, now);
  else lines.push(...layout.titleBlock(title, `${campaignSubtitle(options.campaignType)} \u00b7 Created by ${author}`));
  lines.push(...layout.blocks(blocks, LEFT, CONTENT_WIDTH, 0));

  // An empty document with a cover is just the cover.
  const pages = paginate(lines).filter((page) => page.length > 0);
  pages.forEach((page, index) => {
    if (index > 0 || options.includeCover) doc.addPage();
    for (const placed of page) drawLine(doc, layout, placed.line, placed.top, placed.gap);
  });
  drawFooters(doc, layout, title);
  return new Blob([doc.output('arraybuffer')], { type: 'application/pdf' });
}

export function registerFonts(doc: JsPdf, fonts: PdfFonts): void {
  for (const [key, family] of Object.entries(FONT_FAMILIES) as [FontKey, string][]) {
    const file = `${family}.ttf`;
    doc.addFileToVFS(file, toBinaryString(fonts[FACE_FILES[key]]));
    doc.addFont(file, family, 'normal', undefined, 'Identity-H');
  }
}

/** jsPDF's virtual file system takes fonts as binary strings. */
function toBinaryString(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

/** Measures text and turns blocks into lines. */
class Layout {
  private readonly widths = new Map<string, number>();
  private current = '';

  constructor(private readonly doc: JsPdf) {}

  use(font: FontKey, size: number): void {
    const key = `${font}|${size}`;
    if (key === this.current) return;
    this.current = key;
    this.doc.setFont(FONT_FAMILIES[font], 'normal');
    this.doc.setFontSize(size);
  }

  width(text: string, font: FontKey, size: number): number {
    const key = `${font}|${size}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      this.use(font, size);
      width = this.doc.getTextWidth(text);
      this.widths.set(key, width);
    }
    return width;
  }

  blocks(blocks: Block[], x: number, width: number, depth: number): Line[] {
    const lines: Line[] = [];
    for (const block of blocks) lines.push(...this.block(block, x, width, depth));
    return lines;
  }

  private block(block: Block, x: number, width: number, depth: number): Line[] {
    switch (block.kind) {
      case 'heading':
        return this.heading(block.level, block.runs, block.align, x, width);
      case 'paragraph': {
        const lines = this.text(block.runs, x, width, { size: BODY_SIZE, leading: BODY_LEADING, color: INK, align: block.align });
        if (lines.length > 0) lines[0].gapBefore = PARAGRAPH_GAP;
        return lines;
      }
      case 'list':
        return this.list(block, x, width, depth);
      case 'quote':
        return this.quote(block.blocks, x, width, depth);
      case 'code':
        return this.code(block.text, x, width);
      case 'rule':
        return [{ height: 9, baseline: 0, fragments: [], decorations: [{ kind: 'ornament', centre: x + width / 2, y: 5, halfWidth: 32, color: GOLD }], gapBefore: PARAGRAPH_GAP }];
      case 'table':
        return this.table(block.rows, x, width);
    }
  }

  /**
   * A table across the text width: a tinted header row, striped body rows,
   * a thin rule under each row. Columns are shared by how much text each
   * holds (every column keeps room for its longest word when it can). A row
   * is kept whole on a page, and the header row with the row after it.
   */
  private table(rows: TableCell[][], x: number, width: number): Line[] {
    const grid = tableGrid(rows);
    const columns = grid[0]?.length ?? 0;
    if (columns === 0) return [];
    const style = (header: boolean): TextStyle => ({ size: TABLE_SIZE, leading: TABLE_LEADING, color: INK, bold: header, align: 'left' });
    // What each column would take on one line, and its longest word, with the cell's padding.
    const natural = new Array<number>(columns).fill(0);
    const minimum = new Array<number>(columns).fill(0);
    grid.forEach((row) =>
      row.forEach((place, c) => {
        if (!place?.origin || place.cell.colspan > 1) return;
        const font: FontKey = place.cell.header ? 'bold' : 'normal';
        const text = cellRuns(place.cell.blocks).map((run) => run.text).join('');
        for (const line of text.split('\n')) natural[c] = Math.max(natural[c], this.width(line, font, TABLE_SIZE) + 2 * CELL_PAD_X);
        for (const word of text.split(/\s+/)) minimum[c] = Math.max(minimum[c], this.width(word, font, TABLE_SIZE) + 2 * CELL_PAD_X);
      }),
    );
    const widths = shareWidths(natural, minimum, width);
    const lefts = widths.map((_, c) => x + widths.slice(0, c).reduce((sum, w) => sum + w, 0));

    const lines: Line[] = [];
    const lineHeight = TABLE_SIZE * PT * TABLE_LEADING;
    let bodyRow = 0;
    let headerLines: Line[] | undefined;
    grid.forEach((row, r) => {
      const header = row.every((place) => !place || place.cell.header);
      const cellLines: Line[][] = [];
      row.forEach((place, c) => {
        if (!place?.origin) return;
        const span = Math.min(place.cell.colspan, columns - c);
        const cellWidth = widths.slice(c, c + span).reduce((sum, w) => sum + w, 0);
        cellLines.push(this.text(cellRuns(place.cell.blocks), lefts[c] + CELL_PAD_X, cellWidth - 2 * CELL_PAD_X, style(place.cell.header)));
      });
      const count = Math.max(1, ...cellLines.map((cell) => cell.length));
      const fill = header ? TABLE_HEADER_FILL : bodyRow++ % 2 === 0 ? TABLE_STRIPE : null;
      const pad = (): Line => ({ height: CELL_PAD_Y, baseline: 0, fragments: [], decorations: [], gapBefore: 0 });
      const rowLines: Line[] = [pad()];
      for (let i = 0; i < count; i++) {
        rowLines.push({ height: lineHeight, baseline: baselineFor(lineHeight, TABLE_SIZE), fragments: cellLines.flatMap((cell) => cell[i]?.fragments ?? []), decorations: [], gapBefore: 0 });
      }
      rowLines.push(pad());
      for (const line of rowLines) {
        line.keepWithNext = true;
        if (fill) line.decorations.push({ kind: 'rect', x, y: 0, w: width, h: line.height, fill });
      }
      const last = rowLines[rowLines.length - 1];
      last.decorations.push({ kind: 'line', x1: x, x2: x + width, y: last.height, width: header ? 0.35 : 0.15, color: header ? GOLD : TABLE_RULE });
      // A row stays whole; the header row stays with the row after it.
      last.keepWithNext = header && r < grid.length - 1;
      // The table's opening header row heads it again on each page it continues on.
      if (header && r === 0) headerLines = rowLines;
      else if (headerLines) for (const line of rowLines) line.repeatHeader = headerLines;
      lines.push(...rowLines);
    });
    lines[0].gapBefore = PARAGRAPH_GAP + 1;
    lines[0].decorations.push({ kind: 'line', x1: x, x2: x + width, y: 0, width: 0.35, color: GOLD });
    return lines;
  }

  private heading(level: 1 | 2 | 3, runs: TextRun[], align: Align, x: number, width: number): Line[] {
    const size = HEADING_SIZES[level];
    const lines = this.text(runs, x, width, { size, leading: 1.25, color: level === 3 ? INK : CRIMSON, bold: true, align });
    if (lines.length === 0) return lines;
    lines[0].gapBefore = level === 1 ? 8 : level === 2 ? 6 : 4.5;
    for (const line of lines) line.keepWithNext = true;
    if (level < 3) {
      // A rule under levels 1 and 2, full width for chapters, shorter for sections.
      const ruleWidth = level === 1 ? width : Math.min(width, 60);
      lines.push({
        height: level === 1 ? 3.2 : 2.6,
        baseline: 0,
        fragments: [],
        decorations: [{ kind: 'line', x1: x, x2: x + ruleWidth, y: 1, width: level === 1 ? 0.5 : 0.25, color: GOLD }],
        gapBefore: 0,
        keepWithNext: true,
      });
    } else {
      lines[lines.length - 1].height += 0.6;
    }
    return lines;
  }

  private list(block: Extract<Block, { kind: 'list' }>, x: number, width: number, depth: number): Line[] {
    const indent = block.ordered ? 7.5 : 6;
    const lines: Line[] = [];
    block.items.forEach((item, index) => {
      const itemLines = this.blocks(item.blocks, x + indent, width - indent, depth + 1);
      const first = itemLines.find((line) => line.fragments.length > 0);
      if (!first) return;
      const marker = block.ordered ? `${block.start + index}.` : BULLETS[depth % BULLETS.length];
      const font: FontKey = block.ordered ? 'normal' : 'bold';
      const markerWidth = this.width(marker, font, BODY_SIZE);
      const markerColor = block.ordered ? INK : GOLD;
      first.fragments.unshift({ text: marker, font, size: BODY_SIZE, color: markerColor, x: x + indent - 2 - markerWidth, width: markerWidth });
      // Items sit closer together than paragraphs; the first keeps the list's gap.
      itemLines[0].gapBefore = index === 0 && depth === 0 ? PARAGRAPH_GAP : 1;
      lines.push(...itemLines);
    });
    return lines;
  }

  private quote(blocks: Block[], x: number, width: number, depth: number): Line[] {
    const inner = this.blocks(blocks, x + 7, width - 11, depth);
    if (inner.length === 0) return inner;
    inner[0].gapBefore = 0;
    const pad = (keepWithNext: boolean): Line => ({ height: 2.6, baseline: 0, fragments: [], decorations: [], gapBefore: 0, keepWithNext, skipAtPageTop: !keepWithNext });
    const lines = [pad(true), ...inner, pad(false)];
    lines[0].gapBefore = PARAGRAPH_GAP + 1;
    for (const line of lines) {
      // Outer shading first, so nested quotes and code draw on top of it.
      line.decorations.unshift(
        { kind: 'rect', x, y: 0, w: width, h: line.height, fill: QUOTE_FILL, intoGap: true },
        { kind: 'rect', x, y: 0, w: 1.1, h: line.height, fill: GOLD, intoGap: true },
      );
    }
    return lines;
  }

  private code(text: string, x: number, width: number): Line[] {
    const size = CODE_SIZE;
    const height = size * PT * 1.38;
    const textX = x + 4;
    const textWidth = width - 8;
    const lines: Line[] = [];
    for (const source of text.replace(/\t/g, '    ').split('\n')) {
      for (const piece of this.breakChars(source, 'mono', size, textWidth)) {
        const trimmed = piece.replace(/\s+$/, '');
        lines.push({
          height,
          baseline: baselineFor(height, size),
          fragments: trimmed === '' ? [] : [{ text: trimmed, font: 'mono', size, color: CODE_INK, x: textX, width: this.width(trimmed, 'mono', size) }],
          decorations: [],
          gapBefore: 0,
        });
      }
    }
    const pad = (keepWithNext: boolean): Line => ({ height: 2.4, baseline: 0, fragments: [], decorations: [], gapBefore: 0, keepWithNext, skipAtPageTop: !keepWithNext });
    const all = [pad(true), ...lines, pad(false)];
    all[0].gapBefore = PARAGRAPH_GAP + 0.5;
    for (const line of all) line.decorations.unshift({ kind: 'rect', x, y: 0, w: width, h: line.height, fill: CODE_FILL, intoGap: true });
    return all;
  }

  /** Splits a string into pieces no wider than width (for code and over-long words). */
  private breakChars(text: string, font: FontKey, size: number, width: number): string[] {
    if (text === '' || this.width(text, font, size) <= width) return [text];
    const pieces: string[] = [];
    let piece = '';
    for (const char of text) {
      if (piece !== '' && this.width(piece + char, font, size) > width) {
        pieces.push(piece);
        piece = '';
      }
      piece += char;
    }
    if (piece !== '') pieces.push(piece);
    return pieces;
  }

  /** Word-wraps runs with mixed styles into lines of at most width. */
  text(runs: TextRun[], x: number, width: number, style: TextStyle): Line[] {
    type Token = { kind: 'word'; pieces: Piece[]; width: number } | { kind: 'space'; piece: Piece } | { kind: 'break' };

    const tokens: Token[] = [];
    let word: Piece[] = [];
    const endWord = () => {
      if (word.length > 0) tokens.push({ kind: 'word', pieces: word, width: word.reduce((sum, p) => sum + p.width, 0) });
      word = [];
    };
    for (const run of runs) {
      const font: FontKey = run.code ? 'mono' : fontKey(style.bold || !!run.bold, style.italic || !!run.italic);
      const size = run.code ? style.size * 0.9 : style.size;
      const color = run.href ? LINK : run.code ? CODE_INK : style.color;
      for (const part of run.text.split(/(\n| +)/)) {
        if (part === '') continue;
        const make = (text: string): Piece => ({ text, font, size, color, underline: run.underline || !!run.href, strike: run.strike, href: run.href, width: this.width(text, font, size) });
        if (part === '\n') {
          endWord();
          tokens.push({ kind: 'break' });
        } else if (part.startsWith(' ')) {
          endWord();
          tokens.push({ kind: 'space', piece: make(' ') });
        } else {
          word.push(make(part));
        }
      }
    }
    endWord();

    const lines: Line[] = [];
    let current: { pieces: Piece[]; width: number } = { pieces: [], width: 0 };
    let pendingSpace: Piece | undefined;
    const finish = (last: boolean) => {
      lines.push(this.placeLine(current.pieces, x, width, style, last));
      current = { pieces: [], width: 0 };
      pendingSpace = undefined;
    };

    for (const token of tokens) {
      if (token.kind === 'break') {
        finish(true);
        continue;
      }
      if (token.kind === 'space') {
        if (current.pieces.length > 0) pendingSpace = token.piece;
        continue;
      }
      const spaceWidth = pendingSpace?.width ?? 0;
      if (current.pieces.length > 0 && current.width + spaceWidth + token.width > width) finish(false);
      if (current.pieces.length > 0 && pendingSpace) {
        current.pieces.push(pendingSpace);
        current.width += pendingSpace.width;
      }
      pendingSpace = undefined;
      if (token.width <= width) {
        current.pieces.push(...token.pieces);
        current.width += token.width;
        continue;
      }
      // A word wider than the whole line is broken between characters.
      for (const piece of token.pieces) {
        for (const chunk of this.breakChars(piece.text, piece.font, piece.size, width)) {
          const chunkWidth = this.width(chunk, piece.font, piece.size);
          if (current.pieces.length > 0 && current.width + chunkWidth > width) finish(false);
          current.pieces.push({ ...piece, text: chunk, width: chunkWidth });
          current.width += chunkWidth;
        }
      }
    }
    if (current.pieces.length > 0) finish(true);
    // No orphans or widows: a paragraph never leaves one line alone at the foot or head of a page.
    if (lines.length >= 2) {
      lines[0].keepWithNext = true;
      lines[lines.length - 2].keepWithNext = true;
    }
    return lines;
  }

  /** Positions a line's pieces, merging neighbours of the same style into one text call. */
  private placeLine(pieces: Piece[], x: number, width: number, style: TextStyle, last: boolean): Line {
    const height = style.size * PT * style.leading;
    const used = pieces.reduce((sum, piece) => sum + piece.width, 0);
    const spaces = pieces.filter((piece) => piece.text === ' ').length;
    const justify = style.align === 'justify' && !last && spaces > 0;
    const stretch = justify ? (width - used) / spaces : 0;
    let cursor = x + (style.align === 'center' ? (width - used) / 2 : style.align === 'right' ? width - used : 0);

    const fragments: Fragment[] = [];
    for (const piece of pieces) {
      const previous = fragments[fragments.length - 1];
      const same =
        previous && !justify && previous.font === piece.font && previous.size === piece.size && previous.color === piece.color &&
        !!previous.underline === !!piece.underline && !!previous.strike === !!piece.strike && previous.href === piece.href;
      if (same) {
        previous.text += piece.text;
        previous.width += piece.width;
      } else if (!(justify && piece.text === ' ')) {
        fragments.push({ ...piece, x: cursor });
      }
      cursor += piece.width + (piece.text === ' ' ? stretch : 0);
    }
    return { height, baseline: baselineFor(height, style.size), fragments, decorations: [], gapBefore: 0 };
  }

  titleBlock(title: string, byline: string): Line[] {
    const lines = this.text([{ text: title }], LEFT, CONTENT_WIDTH, { size: 24, leading: 1.2, color: CRIMSON, bold: true, align: 'center' });
    const bylineLines = this.text([{ text: byline }], LEFT, CONTENT_WIDTH, { size: 11, leading: 1.5, color: MUTED, italic: true, align: 'center' });
    bylineLines[0].gapBefore = 1.5;
    lines.push(...bylineLines);
    lines.push({ height: 10, baseline: 0, fragments: [], decorations: [{ kind: 'ornament', centre: LEFT + CONTENT_WIDTH / 2, y: 5, halfWidth: 45, color: GOLD }], gapBefore: 0 });
    for (const line of lines) line.keepWithNext = true;
    return lines;
  }
}

/**
 * Column widths filling `available`: each column its natural width when
 * they all fit (spread to the full width), else its minimum (its longest
 * word, up to an even share) and the rest by how much more it would take.
 */
export function shareWidths(natural: number[], minimum: number[], available: number): number[] {
  const total = natural.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return natural.map(() => available / natural.length);
  if (total <= available) return natural.map((w) => (w / total) * available);
  const even = available / natural.length;
  const floor = minimum.map((m, c) => Math.min(m, natural[c], even));
  const spare = available - floor.reduce((sum, w) => sum + w, 0);
  const lacking = natural.map((w, c) => w - floor[c]);
  const totalLacking = lacking.reduce((sum, l) => sum + l, 0);
  return floor.map((w, c) => w + (totalLacking > 0 ? (spare * lacking[c]) / totalLacking : spare / natural.length));
}

function fontKey(bold: boolean, italic: boolean): FontKey {
  if (bold && italic) return 'bolditalic';
  if (bold) return 'bold';
  return italic ? 'italic' : 'normal';
}

/** The baseline that centres the font's ascent and descent in the band. */
function baselineFor(height: number, size: number): number {
  const em = size * PT;
  return (height - (ASCENT + DESCENT) * em) / 2 + ASCENT * em;
}

export interface Placed {
  line: Line;
  top: number;
  gap: number;
}

/**
 * Places whole lines on pages; a heading never ends a page without the line
 * after it, and a table continued on a new page gets its header row again.
 */
export function paginate(lines: Line[]): Placed[][] {
  const pages: Placed[][] = [[]];
  let y = BODY_TOP;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const atTop = pages[pages.length - 1].length === 0;
    if (atTop && line.skipAtPageTop) continue;
    let gap = atTop ? 0 : line.gapBefore;
    let needed = gap + line.height;
    for (let j = i; lines[j].keepWithNext && j + 1 < lines.length; j++) needed += lines[j + 1].gapBefore + lines[j + 1].height;
    if (!atTop && y + needed > BODY_BOTTOM) {
      // A chain taller than a page cannot be kept together: then only the line itself must fit.
      if (y + gap + line.height > BODY_BOTTOM || needed <= BODY_BOTTOM - BODY_TOP) {
        pages.push([]);
        y = BODY_TOP;
        if (line.skipAtPageTop) continue;
        gap = 0;
        for (const header of line.repeatHeader ?? []) {
          pages[pages.length - 1].push({ line: header, top: y, gap: 0 });
          y += header.height;
        }
      }
    }
    pages[pages.length - 1].push({ line, top: y + gap, gap });
    y += gap + line.height;
  }
  if (pages.length > 1 && pages[pages.length - 1].length === 0) pages.pop();
  return pages;
}

function drawLine(doc: JsPdf, layout: Layout, line: Line, top: number, gap: number): void {
  for (const decoration of line.decorations) {
    switch (decoration.kind) {
      case 'rect': {
        const extra = decoration.intoGap ? gap : 0;
        doc.setFillColor(...decoration.fill);
        doc.rect(decoration.x, top + decoration.y - extra, decoration.w, decoration.h + extra, 'F');
        break;
      }
      case 'line':
        doc.setDrawColor(...decoration.color);
        doc.setLineWidth(decoration.width);
        doc.line(decoration.x1, top + decoration.y, decoration.x2, top + decoration.y);
        break;
      case 'ornament':
        drawOrnament(doc, decoration.centre, top + decoration.y, decoration.halfWidth, decoration.color);
        break;
    }
  }
  const baseline = top + line.baseline;
  for (const fragment of line.fragments) {
    layout.use(fragment.font, fragment.size);
    doc.setTextColor(...fragment.color);
    doc.text(fragment.text, fragment.x, baseline);
    if (fragment.underline || fragment.strike) {
      doc.setDrawColor(...fragment.color);
      doc.setLineWidth(fragment.size * PT * 0.06);
      const em = fragment.size * PT;
      if (fragment.underline) doc.line(fragment.x, baseline + em * 0.12, fragment.x + fragment.width, baseline + em * 0.12);
      if (fragment.strike) doc.line(fragment.x, baseline - em * 0.28, fragment.x + fragment.width, baseline - em * 0.28);
    }
    if (fragment.href) {
      const em = fragment.size * PT;
      doc.link(fragment.x, baseline - ASCENT * em, fragment.width, (ASCENT + DESCENT) * em, { url: fragment.href });
    }
  }
}

/** A thin rule broken by a small diamond: the section divider. */
function drawOrnament(doc: JsPdf, centre: number, y: number, halfWidth: number, color: Rgb): void {
  doc.setDrawColor(...color);
  doc.setFillColor(...color);
  doc.setLineWidth(0.3);
  doc.line(centre - halfWidth, y, centre - 3.2, y);
  doc.line(centre + 3.2, y, centre + halfWidth, y);
  diamond(doc, centre, y, 1.6);
}

function diamond(doc: JsPdf, cx: number, cy: number, r: number): void {
  doc.triangle(cx - r, cy, cx, cy - r, cx + r, cy, 'F');
  doc.triangle(cx - r, cy, cx, cy + r, cx + r, cy, 'F');
}

function drawCover(doc: JsPdf, layout: Layout, options: ExportOptions, author: string, now: Date): void {
  // Double frame inside the margins, with diamonds at the corners.
  const top = BODY_TOP;
  const bottom = BODY_BOTTOM;
  doc.setDrawColor(...GOLD);
  doc.setLineWidth(0.8);
  doc.rect(LEFT, top, CONTENT_WIDTH, bottom - top, 'S');
  doc.setLineWidth(0.25);
  doc.rect(LEFT + 2.5, top + 2.5, CONTENT_WIDTH - 5, bottom - top - 5, 'S');
  doc.setFillColor(...GOLD);
  for (const [cx, cy] of [[LEFT, top], [RIGHT, top], [LEFT, bottom], [RIGHT, bottom]] as const) diamond(doc, cx, cy, 2.2);

  const centre = LEFT + CONTENT_WIDTH / 2;
  const titleLines = layout.text([{ text: options.title.trim() }], LEFT + 15, CONTENT_WIDTH - 30, { size: 30, leading: 1.18, color: CRIMSON, bold: true, align: 'center' });
  const titleHeight = titleLines.reduce((sum, line) => sum + line.height, 0);
  let y = 118 - titleHeight / 2;
  drawOrnament(doc, centre, y - 10, 50, GOLD);
  for (const line of titleLines) {
    drawLine(doc, layout, line, y, 0);
    y += line.height;
  }
  drawOrnament(doc, centre, y + 6, 50, GOLD);
  y += 14;
  const centred = (text: string, size: number, color: Rgb, italic: boolean, leading: number) => {
    for (const line of layout.text([{ text }], LEFT + 15, CONTENT_WIDTH - 30, { size, leading, color, italic, align: 'center' })) {
      drawLine(doc, layout, line, y, 0);
      y += line.height;
    }
  };
  centred(campaignSubtitle(options.campaignType), 16, INK, true, 1.5);
  y += 4;
  centred(`Created by ${author}`, 12.5, INK, false, 1.5);
  y = 236;
  centred(`Exported on ${formatExportDate(now)}`, 10, MUTED, true, 1.4);
}

function drawFooters(doc: JsPdf, layout: Layout, title: string): void {
  const total = doc.getNumberOfPages();
  const size = 8.5;
  for (let page = 1; page <= total; page++) {
    doc.setPage(page);
    doc.setDrawColor(...GOLD);
    doc.setLineWidth(0.2);
    doc.line(LEFT, FOOTER_RULE_Y, RIGHT, FOOTER_RULE_Y);
    const number = `Page ${page} of ${total}`;
    const numberWidth = layout.width(number, 'normal', size);
    layout.use('normal', size);
    doc.setTextColor(...MUTED);
    doc.text(number, RIGHT - numberWidth, FOOTER_BASELINE);
    const titleText = fitWithEllipsis(layout, title, 'italic', size, CONTENT_WIDTH - numberWidth - 10);
    layout.use('italic', size);
    doc.text(titleText, LEFT, FOOTER_BASELINE);
  }
}

function fitWithEllipsis(layout: Layout, text: string, font: FontKey, size: number, width: number): string {
  if (layout.width(text, font, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && layout.width(`${cut}\u2026`, font, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}\u2026`;
}

// The document's structure, read once from the editor's HTML. Every export
// format (PDF, plain text, Markdown) is written from this model, so they all
// agree on what a heading, a list item or a quote is.

export type Align = 'left' | 'center' | 'right' | 'justify';

export interface TextRun {
  /** May contain '\n' for a hard line break (<br>). */
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  code?: boolean;
  /** Target of a link (http, https or mailto only). */
  href?: string;
}

export interface ListItem {
  blocks: Block[];
}

export interface TableCell {
  /** A header cell (`th`). */
  header: boolean;
  colspan: number;
  rowspan: number;
  blocks: Block[];
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; runs: TextRun[]; align: Align }
  | { kind: 'paragraph'; runs: TextRun[]; align: Align }
  | { kind: 'list'; ordered: boolean; start: number; items: ListItem[] }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'code'; text: string; language?: string }
  | { kind: 'rule' }
  /** Rows of cells as written (see tableGrid for the cells' places once spans are counted). */
  | { kind: 'table'; rows: TableCell[][] };

type Marks = Omit<TextRun, 'text'>;

const INLINE_MARKS: Record<string, keyof Marks> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  cite: 'italic',
  u: 'underline',
  s: 'strike',
  strike: 'strike',
  del: 'strike',
  code: 'code',
  kbd: 'code',
};

const HEADINGS: Record<string, 1 | 2 | 3> = { h1: 1, h2: 2, h3: 3, h4: 3, h5: 3, h6: 3 };

const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'meta', 'link', 'img', 'svg', 'iframe', 'object']);

/** Parses editor HTML (or plain text with blank lines between paragraphs) into blocks. */
export function parseDocumentHtml(content: string): Block[] {
  if (!/<[a-z!/][^>]*>/i.test(content)) return parsePlainText(content);
  const body = new DOMParser().parseFromString(content, 'text/html').body;
  return readBlocks(body);
}

function parsePlainText(text: string): Block[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => ({
      kind: 'paragraph' as const,
      runs: [{ text: chunk.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).join('\n') }],
      align: 'left' as const,
    }));
}

/** Reads block-level children; stray inline content is gathered into paragraphs. */
function readBlocks(parent: Node): Block[] {
  const blocks: Block[] = [];
  let pending: Node[] = [];
  const flushInline = () => {
    if (pending.length === 0) return;
    const runs = readInline(pending, {});
    if (runs.length > 0) blocks.push({ kind: 'paragraph', runs, align: 'left' });
    pending = [];
  };

  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      const tag = element.tagName.toLowerCase();
      if (SKIPPED.has(tag)) continue;
      const block = readBlockElement(element, tag);
      if (block !== undefined) {
        flushInline();
        blocks.push(...block);
        continue;
      }
    } else if (node.nodeType !== Node.TEXT_NODE) {
      continue;
    }
    pending.push(node);
  }
  flushInline();
  return blocks;
}

/** Returns the blocks for a block-level element, or undefined when it is inline. */
function readBlockElement(element: Element, tag: string): Block[] | undefined {
  const heading = HEADINGS[tag];
  if (heading !== undefined) {
    const runs = readInline(Array.from(element.childNodes), {});
    return runs.length > 0 ? [{ kind: 'heading', level: heading, runs, align: readAlign(element) }] : [];
  }
  switch (tag) {
    case 'p': {
      const runs = readInline(Array.from(element.childNodes), {});
      return runs.length > 0 ? [{ kind: 'paragraph', runs, align: readAlign(element) }] : [];
    }
    case 'ul':
    case 'ol': {
      const items = Array.from(element.children)
        .map((child) => ({ blocks: readBlocks(child) }))
        .filter((item) => item.blocks.length > 0);
      if (items.length === 0) return [];
      const start = Number.parseInt(element.getAttribute('start') ?? '1', 10);
      return [{ kind: 'list', ordered: tag === 'ol', start: Number.isFinite(start) ? start : 1, items }];
    }
    case 'blockquote': {
      const inner = readBlocks(element);
      return inner.length > 0 ? [{ kind: 'quote', blocks: inner }] : [];
    }
    case 'pre': {
      const text = (element.textContent ?? '').replace(/\r\n?/g, '\n').replace(/\n+$/, '');
      const language = /language-([\w+-]+)/.exec(element.querySelector('code')?.className ?? '')?.[1];
      return text.trim() === '' ? [] : [{ kind: 'code', text, ...(language ? { language } : {}) }];
    }
    case 'hr':
      return [{ kind: 'rule' }];
    case 'table': {
      const rows = Array.from((element as HTMLTableElement).rows)
        .map((row) => Array.from(row.cells).map(readCell))
        .filter((row) => row.length > 0);
      return rows.length > 0 ? [{ kind: 'table', rows }] : [];
    }
    case 'div':
    case 'section':
    case 'article':
    case 'main':
    case 'header':
    case 'footer':
    case 'aside':
    case 'li':
    case 'thead':
    case 'tbody':
    case 'tr':
    case 'td':
    case 'th':
    case 'figure':
    case 'figcaption':
    case 'dl':
    case 'dt':
    case 'dd':
      return readBlocks(element);
    default:
      return undefined;
  }
}

// As the editor's sanitiser keeps them (lib/richtext.ts).
const MAX_SPAN = 100;

function readSpan(cell: Element, name: 'colspan' | 'rowspan'): number {
  const span = Number(cell.getAttribute(name) ?? '1');
  return Number.isInteger(span) && span >= 1 ? Math.min(span, MAX_SPAN) : 1;
}

function readCell(cell: HTMLTableCellElement): TableCell {
  return { header: cell.tagName === 'TH', colspan: readSpan(cell, 'colspan'), rowspan: readSpan(cell, 'rowspan'), blocks: readBlocks(cell) };
}

/** A place in a table's grid: the cell that starts there, or one reaching into it from above or the left. */
export type GridPlace = { cell: TableCell; origin: boolean };

/**
 * The table as a rectangular grid, spans counted the way a browser lays
 * them out: a cell spanning two columns fills two places (the first its
 * origin), places no cell reaches are null.
 */
export function tableGrid(rows: TableCell[][]): (GridPlace | null)[][] {
  const grid: (GridPlace | null)[][] = rows.map(() => []);
  rows.forEach((row, r) => {
    let column = 0;
    for (const cell of row) {
      while (grid[r][column]) column++;
      for (let dr = 0; dr < cell.rowspan && r + dr < rows.length; dr++) {
        for (let dc = 0; dc < cell.colspan; dc++) grid[r + dr][column + dc] = { cell, origin: dr === 0 && dc === 0 };
      }
      column += cell.colspan;
    }
  });
  const width = Math.max(...grid.map((row) => row.length));
  return grid.map((row) => Array.from({ length: width }, (_, c) => row[c] ?? null));
}

/** True when the table's first row is all header cells (a header row). */
export function hasHeaderRow(rows: TableCell[][]): boolean {
  return rows.length > 0 && rows[0].length > 0 && rows[0].every((cell) => cell.header);
}

/**
 * A cell's blocks as runs of one paragraph (for formats whose cells hold one
 * line of text): paragraphs and list items one per line, list markers kept.
 */
export function cellRuns(blocks: Block[]): TextRun[] {
  const lines: TextRun[][] = [];
  const add = (block: Block, prefix: string) => {
    switch (block.kind) {
      case 'heading':
      case 'paragraph':
        lines.push(prefix ? [{ text: prefix }, ...block.runs] : block.runs);
        break;
      case 'list':
        block.items.forEach((item, index) => {
          const marker = block.ordered ? `${block.start + index}. ` : '\u2022 ';
          item.blocks.forEach((child, childIndex) => add(child, childIndex === 0 ? prefix + marker : prefix));
        });
        break;
      case 'quote':
        block.blocks.forEach((child) => add(child, prefix));
        break;
      case 'code':
        lines.push([{ text: prefix + block.text, code: true }]);
        break;
      case 'table':
        // A table inside a cell: its rows, cells apart.
        for (const row of block.rows) {
          const runs: TextRun[] = [];
          row.forEach((cell, index) => runs.push(...(index > 0 ? [{ text: ' \u00b7 ' }] : []), ...cellRuns(cell.blocks)));
          if (runs.length > 0) lines.push(runs);
        }
        break;
      case 'rule':
        break;
    }
  };
  for (const block of blocks) add(block, '');
  return lines.flatMap((line, index) => (index > 0 ? [{ text: '\n' }, ...line] : line));
}

function readAlign(element: Element): Align {
  const value = (element as HTMLElement).style?.textAlign || element.getAttribute('align') || '';
  return value === 'center' || value === 'right' || value === 'justify' ? value : 'left';
}

/** Flattens inline content into runs with collapsed whitespace, trimmed at the edges. */
function readInline(nodes: Node[], marks: Marks): TextRun[] {
  const runs: TextRun[] = [];
  collectInline(nodes, marks, runs);
  return trimRuns(mergeRuns(runs));
}

function collectInline(nodes: Node[], marks: Marks, out: TextRun[]): void {
  for (const node of nodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = (node.textContent ?? '').replace(/[\s\u200b]+/g, (space) => (space.includes('\u00a0') ? '\u00a0' : ' '));
      if (text !== '') out.push({ text, ...marks });
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (SKIPPED.has(tag)) continue;
    if (tag === 'br') {
      out.push({ text: '\n', ...marks });
      continue;
    }
    const mark = INLINE_MARKS[tag];
    const next: Marks = mark ? { ...marks, [mark]: true } : { ...marks };
    if (tag === 'a') {
      const href = safeHref(element.getAttribute('href'));
      if (href) next.href = href;
    }
    const style = (element as HTMLElement).style;
    if (style) {
      if (style.fontWeight === 'bold' || Number(style.fontWeight) >= 600) next.bold = true;
      if (style.fontStyle === 'italic') next.italic = true;
      if (style.textDecoration.includes('underline')) next.underline = true;
      if (style.textDecoration.includes('line-through')) next.strike = true;
    }
    collectInline(Array.from(element.childNodes), next, out);
  }
}

/** Keeps only web and mail links: exported files must not carry javascript: or data: URLs. */
function safeHref(href: string | null): string | undefined {
  const value = href?.trim();
  return value && /^(https?:\/\/|mailto:)/i.test(value) ? value : undefined;
}

function sameMarks(a: Marks, b: Marks): boolean {
  return !!a.bold === !!b.bold && !!a.italic === !!b.italic && !!a.underline === !!b.underline && !!a.strike === !!b.strike && !!a.code === !!b.code && a.href === b.href;
}

function mergeRuns(runs: TextRun[]): TextRun[] {
  const merged: TextRun[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (last && sameMarks(last, run)) last.text += run.text;
    else merged.push({ ...run });
  }
  return merged;
}

/** Removes spaces at the start and end of the block and around line breaks. */
function trimRuns(runs: TextRun[]): TextRun[] {
  for (const run of runs) run.text = run.text.replace(/ *\n */g, '\n');
  for (let i = 0; i < runs.length; i++) {
    if (i > 0 && runs[i - 1].text.endsWith('\n')) runs[i].text = runs[i].text.replace(/^ +/, '');
    if (i > 0 && runs[i].text.startsWith('\n')) runs[i - 1].text = runs[i - 1].text.replace(/ +$/, '');
    // Collapse a space that ends one run when the next also starts with one.
    if (i > 0 && runs[i].text.startsWith(' ') && /[ \n]$/.test(runs[i - 1].text)) runs[i].text = runs[i].text.slice(1);
  }
  const nonEmpty = runs.filter((run) => run.text !== '');
  if (nonEmpty.length === 0) return [];
  nonEmpty[0].text = nonEmpty[0].text.replace(/^[ \n]+/, '');
  const last = nonEmpty[nonEmpty.length - 1];
  last.text = last.text.replace(/[ \n]+$/, '');
  const result = nonEmpty.filter((run) => run.text !== '');
  return result.some((run) => run.text.trim() !== '') ? result : [];
}

/** Plain text of runs, each link's address after its text unless the text already is the address. */
export function runsTextWithLinks(runs: TextRun[]): string {
  let out = '';
  let linkText = '';
  runs.forEach((run, index) => {
    out += run.text;
    if (!run.href) return;
    linkText += run.text;
    if (runs[index + 1]?.href === run.href) return;
    const address = run.href.replace(/^mailto:/i, '');
    if (linkText.trim() !== address && linkText.trim() !== run.href) out += ` (${address})`;
    linkText = '';
  });
  return out;
}

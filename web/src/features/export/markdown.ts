// Markdown export (CommonMark), for tools that import .md: Homebrewery,
// Obsidian, Kanka. Underline has no Markdown syntax, so it is kept as <u>,
// which all three render.
import { cellRuns, hasHeaderRow, tableGrid, type Block, type TableCell, type TextRun } from './blocks';
import { campaignSubtitle, DEFAULT_AUTHOR, formatExportDate, type ExportOptions } from './options';

export function renderMarkdown(blocks: Block[], options: ExportOptions, now: Date): string {
  const byline = `*${campaignSubtitle(options.campaignType)} · Created by ${escapeInline(options.author.trim() || DEFAULT_AUTHOR)} · Exported on ${formatExportDate(now)}*`;
  const header = [`# ${escapeInline(options.title.trim())}`, '', byline, '', '---'];
  const body = markdownBlocks(blocks);
  return [...header, ...(body.length > 0 ? ['', ...body] : [])].join('\n') + '\n';
}

export function markdownBlocks(blocks: Block[]): string[] {
  const lines: string[] = [];
  blocks.forEach((block, index) => {
    if (index > 0) lines.push('');
    lines.push(...markdownBlock(block));
  });
  return lines;
}

function markdownBlock(block: Block): string[] {
  switch (block.kind) {
    case 'heading':
      // A heading is one line: hard breaks inside it become spaces.
      return [`${'#'.repeat(block.level)} ${markdownInline(block.runs).replace(/ {2}\n/g, ' ')}`];
    case 'paragraph':
      return markdownInline(block.runs).split('\n');
    case 'list':
      return block.items.flatMap((item, index) => {
        const marker = block.ordered ? `${block.start + index}. ` : '- ';
        const inner: string[] = [];
        item.blocks.forEach((child, childIndex) => {
          if (childIndex > 0 && child.kind !== 'list') inner.push('');
          inner.push(...markdownBlock(child));
        });
        const pad = ' '.repeat(marker.length);
        return inner.map((line, lineIndex) => (lineIndex === 0 ? marker + line : line === '' ? '' : pad + line));
      });
    case 'quote':
      return markdownBlocks(block.blocks).map((line) => (line === '' ? '>' : `> ${line}`));
    case 'code': {
      const longestTicks = Math.max(0, ...(block.text.match(/`+/g) ?? []).map((ticks) => ticks.length));
      const fence = '`'.repeat(Math.max(3, longestTicks + 1));
      return [`${fence}${block.language ?? ''}`, ...block.text.split('\n'), fence];
    }
    case 'rule':
      return ['---'];
    case 'table':
      return markdownTable(block.rows);
  }
}

/**
 * A GitHub-flavoured pipe table: one line per row, line breaks inside a
 * cell as <br>. The first row is the header row; a table without one gets
 * an empty header (Markdown tables always have one). A cell spanning
 * several places is written in its first, the others left empty.
 */
function markdownTable(rows: TableCell[][]): string[] {
  const grid = tableGrid(rows);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const rowText = (places: ReturnType<typeof tableGrid>[number]) =>
    places.map((place) => (place?.origin ? markdownInline(cellRuns(place.cell.blocks)).replace(/ {2}\n/g, '<br>').replace(/\n/g, '<br>') : ''));
  const width = grid[0]?.length ?? 0;
  const header = hasHeaderRow(rows) ? rowText(grid[0]) : Array.from({ length: width }, () => '');
  const body = (hasHeaderRow(rows) ? grid.slice(1) : grid).map(rowText);
  return [line(header), line(header.map(() => '---')), ...body.map(line)];
}

type Delimited = 'bold' | 'italic' | 'strike' | 'underline';
const ORDER: Delimited[] = ['bold', 'italic', 'strike', 'underline'];
const OPEN: Record<Delimited, string> = { bold: '**', italic: '*', strike: '~~', underline: '<u>' };
const CLOSE: Record<Delimited, string> = { bold: '**', italic: '*', strike: '~~', underline: '</u>' };

/** Inline runs to Markdown; links become [text](address) around their own marked-up text. */
export function markdownInline(runs: TextRun[]): string {
  let out = '';
  for (let start = 0; start < runs.length; ) {
    const href = runs[start].href;
    let end = start;
    while (end < runs.length && runs[end].href === href) end++;
    const text = markedText(runs.slice(start, end));
    if (href) {
      const [, lead, inner, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
      out += `${lead}[${inner}](${linkDestination(href)})${trail}`;
    } else {
      out += text;
    }
    start = end;
  }
  return out;
}

function linkDestination(href: string): string {
  return /[\s()<>]/.test(href) ? `<${href.replace(/</g, '%3C').replace(/>/g, '%3E')}>` : href;
}

/**
 * Marks are kept open across runs that share them (so bold text with an
 * italic word inside stays one **...** span), and spaces are moved outside
 * delimiters, where CommonMark requires them.
 */
function markedText(runs: TextRun[]): string {
  let out = '';
  const open: Delimited[] = [];

  const closeTo = (depth: number) => {
    const trailing = /[ \n]*$/.exec(out)![0];
    out = out.slice(0, out.length - trailing.length);
    while (open.length > depth) out += CLOSE[open.pop()!];
    out += trailing;
  };

  for (const run of runs) {
    const wanted = ORDER.filter((mark) => run[mark]);
    let keep = 0;
    while (keep < open.length && keep < wanted.length && open[keep] === wanted[keep]) keep++;
    if (open.length > keep) closeTo(keep);

    // Leading spaces go before any opening delimiter.
    const lead = /^[ \n]*/.exec(run.text)![0];
    const body = run.text.slice(lead.length);
    out += lead.replace(/\n/g, '  \n');
    if (body === '') continue;
    for (const mark of wanted.slice(keep)) {
      out += OPEN[mark];
      open.push(mark);
    }
    out += run.code ? codeSpan(body) : escapeInline(body).replace(/\n/g, '  \n');
  }
  closeTo(0);
  return out;
}

function codeSpan(text: string): string {
  const trailing = /[ \n]*$/.exec(text)![0];
  const code = text.slice(0, text.length - trailing.length).replace(/\n/g, ' ');
  const longestTicks = Math.max(0, ...(code.match(/`+/g) ?? []).map((ticks) => ticks.length));
  const fence = '`'.repeat(longestTicks + 1);
  const padded = code.startsWith('`') || code.endsWith('`') ? ` ${code} ` : code;
  return `${fence}${padded}${fence}${trailing.replace(/\n/g, '  \n')}`;
}

/** Escapes characters Markdown would read as syntax, including line-start markers. */
export function escapeInline(text: string): string {
  return text
    .replace(/[\\`*_[\]<>~|]/g, '\\$&')
    .replace(/(^|\n)(\s*)(#{1,6}|[+-]|\d+[.)])(?=\s|$)/g, (_match, start: string, space: string, marker: string) =>
      `${start}${space}${/^\d/.test(marker) ? marker.replace(/([.)])$/, '\\$1') : `\\${marker}`}`,
    );
}

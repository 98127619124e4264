// Plain-text export: the spec's 60-character banner layout, with headings
// underlined the way the spec's PDF reader recognises them (= x60 for level 1,
// - x40 for level 2, - x20 for level 3), and body text wrapped to the banner.
import { runsTextWithLinks, type Align, type Block } from './blocks';
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
  }
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

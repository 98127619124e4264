/**
 * Rich text shared by the editor and the AI tools: model output (markdown or
 * HTML) turned into HTML that is safe to put in the editor, and a map between
 * the editor's plain text and ProseMirror document positions.
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

// The editor schema has three heading levels; deeper markdown headings become
// level 3 rather than plain paragraphs.
const MAX_HEADING_LEVEL = 3;

const markdown = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  walkTokens(token) {
    if (token.type === 'heading' && token.depth > MAX_HEADING_LEVEL) token.depth = MAX_HEADING_LEVEL;
  },
});

/** Markdown (headings, bold, italics, lists, quotes, links) to HTML. Not sanitised. */
export function markdownToHtml(source: string): string {
  return markdown.parse(source, { async: false });
}

// Only what the editor schema can hold (TipTap's StarterKit without code blocks, plus
// text alignment, which is never taken from outside input, and tables).
// Everything else is removed; the text inside removed formatting tags is kept.
const ALLOWED_TAGS = [
  'p', 'br', 'hr',
  'h1', 'h2', 'h3',
  'strong', 'b', 'em', 'i', 'u', 's', 'del', 'strike', 'code',
  'ul', 'ol', 'li',
  'blockquote',
  'a',
  // Only as a stat block's wrapper (lib/statblock.ts); any other div is unwrapped below.
  'div',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
  // Not kept: a caption becomes a paragraph before its table, a footer's rows join the body (below).
  'caption', 'tfoot',
];
const STAT_BLOCK_ATTRIBUTE = 'data-stat-block';
const SPAN_ATTRIBUTES = ['colspan', 'rowspan'];
const ALLOWED_ATTR = ['href', 'start', STAT_BLOCK_ATTRIBUTE, 'data-layout', ...SPAN_ATTRIBUTES];
/** The widest colspan or rowspan kept (HTML's own limits are 1000 and 65534; a roll table needs a few). */
export const MAX_TABLE_SPAN = 100;
// Links may point to web pages and e-mail addresses only (no javascript:,
// data:, vbscript: or relative tricks).
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:)/i;

/**
 * Sanitises HTML for the editor: scripts, iframes, styles, event handlers,
 * and javascript:/data: links are removed; only editor tags survive.
 */
export function sanitizeEditorHtml(html: string): string {
  const body = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    // Not URLs: exempt from the URI pattern above.
    ADD_URI_SAFE_ATTR: ['start', STAT_BLOCK_ATTRIBUTE, 'data-layout', ...SPAN_ATTRIBUTES],
    // No other data-* attribute is kept.
    ALLOW_DATA_ATTR: false,
    // Dropped with their contents, not just unwrapped (on top of DOMPurify's
    // defaults: script, style, iframe, template, svg, math...).
    ADD_FORBID_CONTENTS: ['object', 'embed', 'select', 'textarea', 'button'],
    KEEP_CONTENT: true,
    RETURN_DOM: true,
  }) as HTMLElement;
  // A div stays only as a stat block's wrapper, and never inside another one.
  for (const div of Array.from(body.querySelectorAll('div'))) {
    const wrapper = div.hasAttribute(STAT_BLOCK_ATTRIBUTE) && !div.parentElement?.closest(`[${STAT_BLOCK_ATTRIBUTE}]`);
    if (wrapper) {
      if (div.getAttribute(STAT_BLOCK_ATTRIBUTE) !== '') div.setAttribute(STAT_BLOCK_ATTRIBUTE, '');
      continue;
    }
    div.replaceWith(...Array.from(div.childNodes));
  }
  // data-layout belongs to the wrapper alone.
  for (const element of Array.from(body.querySelectorAll('[data-layout]'))) {
    if (!element.hasAttribute(STAT_BLOCK_ATTRIBUTE)) element.removeAttribute('data-layout');
  }
  tidyTables(body);
  return body.innerHTML;
}

/**
 * Tables as the editor holds them: a caption becomes a paragraph before its
 * table and a footer's rows follow the body's; spans stay only on cells, as
 * whole numbers from 2 to MAX_TABLE_SPAN.
 */
function tidyTables(body: HTMLElement): void {
  for (const caption of Array.from(body.querySelectorAll('caption'))) {
    const table = caption.closest('table');
    const paragraph = body.ownerDocument.createElement('p');
    paragraph.append(...Array.from(caption.childNodes));
    caption.remove();
    if (table && paragraph.textContent?.trim()) table.before(paragraph);
  }
  for (const footer of Array.from(body.querySelectorAll('tfoot'))) {
    const table = footer.parentElement;
    const rows = Array.from(footer.querySelectorAll(':scope > tr'));
    const bodies = table?.querySelectorAll(':scope > tbody');
    const lastBody = bodies && bodies.length > 0 ? bodies[bodies.length - 1] : table;
    footer.remove();
    lastBody?.append(...rows);
  }
  for (const element of Array.from(body.querySelectorAll('[colspan], [rowspan]'))) {
    for (const name of SPAN_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      const span = Number(value.trim());
      const keep = (element.tagName === 'TD' || element.tagName === 'TH') && Number.isInteger(span) && span > 1 && span <= MAX_TABLE_SPAN;
      if (keep) element.setAttribute(name, String(span));
      else element.removeAttribute(name);
    }
  }
}

const STARTS_WITH_HTML_TAG = /^\s*<(?:[a-z][a-z0-9-]*)(?:\s[^>]*)?\/?>/i;

/** True when the text is already HTML (starts with a tag) rather than markdown. */
export function looksLikeHtml(text: string): boolean {
  return STARTS_WITH_HTML_TAG.test(text);
}

/**
 * Untrusted model output (markdown or HTML) to sanitised editor HTML.
 * Markdown is converted first, so HTML embedded in markdown is sanitised too.
 */
export function toSafeEditorHtml(markdownOrHtml: string): string {
  const html = looksLikeHtml(markdownOrHtml) ? markdownOrHtml : markdownToHtml(markdownOrHtml);
  return sanitizeEditorHtml(html).trim();
}

/** A document range in ProseMirror positions. */
export interface DocRange {
  from: number;
  to: number;
}

/**
 * The document's plain text exactly as `htmlToPlainText` (lib/text.ts)
 * produces it from the editor's HTML: one line per text block (a hard break
 * starts a new line), whitespace runs collapsed to one space, lines trimmed,
 * empty lines dropped. Offsets are UTF-16 code units, like JavaScript strings.
 */
export interface PlainTextIndex {
  readonly text: string;
  /**
   * The document range covering plain text [start, end). An empty range maps
   * to the position before the character at `start` (or after the last one).
   * Returns null when the offsets are outside the text.
   */
  toDocRange(start: number, end: number): DocRange | null;
  /** The document position of the character at a plain-text offset (clamped). */
  toDocPosition(offset: number): number;
  /**
   * The plain text lying inside document range [from, to): from the first
   * character that starts at or after `from` to the last one that ends at or
   * before `to` (a line break counts when both lines' edges are inside). An
   * empty range gives start === end.
   */
  toPlainRange(from: number, to: number): { start: number; end: number };
}

/** The first index in [0, length) whose value is >= target (values non-decreasing), else length. */
function lowerBound(values: ArrayLike<number>, length: number, target: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// The same test as `\s` in lib/text.ts's collapsing regex.
const WHITESPACE = /\s/;

/**
 * The plain-text lines of one text block (paragraph, heading): split at hard
 * breaks, whitespace collapsed, trimmed, empty lines dropped — the same lines
 * `htmlToTextBlocks` (lib/text.ts) finds in the block's HTML.
 */
export function textblockLines(node: ProseMirrorNode): string[] {
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const line = current.replace(/\s+/g, ' ').trim();
    if (line) lines.push(line);
    current = '';
  };
  node.forEach((child) => {
    if (child.isText) current += child.text ?? '';
    else if (child.type.name === 'hardBreak') flush();
  });
  flush();
  return lines;
}

/** Builds the plain text of a ProseMirror document with a position map. */
export function buildPlainTextIndex(doc: ProseMirrorNode): PlainTextIndex {
  const parts: string[] = [];
  // For each plain-text code unit: the document range it came from.
  const froms: number[] = [];
  const tos: number[] = [];

  // The pending line: raw code units and the position of each.
  let lineChars: string[] = [];
  let linePositions: number[] = [];

  const flushLine = () => {
    let first = 0;
    let last = lineChars.length - 1;
    while (first <= last && WHITESPACE.test(lineChars[first])) first++;
    while (last >= first && WHITESPACE.test(lineChars[last])) last--;
    if (first <= last) {
      if (froms.length > 0) {
        // The line break joins the end of the previous line to this one.
        parts.push('\n');
        froms.push(tos[tos.length - 1]);
        tos.push(linePositions[first]);
      }
      for (let i = first; i <= last; i++) {
        const ch = lineChars[i];
        if (WHITESPACE.test(ch)) {
          // A run of whitespace becomes one space covering the whole run.
          let runEnd = i;
          while (runEnd + 1 <= last && WHITESPACE.test(lineChars[runEnd + 1])) runEnd++;
          parts.push(' ');
          froms.push(linePositions[i]);
          tos.push(linePositions[runEnd] + 1);
          i = runEnd;
        } else {
          parts.push(ch);
          froms.push(linePositions[i]);
          tos.push(linePositions[i] + 1);
        }
      }
    }
    lineChars = [];
    linePositions = [];
  };

  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    flushLine();
    node.forEach((child, offset) => {
      const start = pos + 1 + offset;
      if (child.isText) {
        const text = child.text ?? '';
        for (let i = 0; i < text.length; i++) {
          lineChars.push(text[i]);
          linePositions.push(start + i);
        }
      } else if (child.type.name === 'hardBreak') {
        flushLine();
      }
    });
    flushLine();
    return false;
  });
  flushLine();

  return plainTextIndexFrom(parts.join(''), froms, tos, doc.content.size);
}

/**
 * The index over text whose character i spans document positions
 * [froms[i], tos[i]); shared with the editor's incremental builder.
 */
export function plainTextIndexFrom(text: string, froms: ArrayLike<number>, tos: ArrayLike<number>, docEnd: number): PlainTextIndex {
  return {
    text,
    toDocRange(start, end) {
      if (!Number.isInteger(start) || !Number.isInteger(end)) return null;
      if (start < 0 || end < start || end > text.length) return null;
      if (start === end) {
        const at = start < text.length ? froms[start] : text.length > 0 ? tos[text.length - 1] : Math.min(1, docEnd);
        return { from: at, to: at };
      }
      return { from: froms[start], to: tos[end - 1] };
    },
    toDocPosition(offset) {
      if (text.length === 0) return Math.min(1, docEnd);
      const clamped = Math.max(0, Math.min(offset, text.length));
      return clamped < text.length ? froms[clamped] : tos[text.length - 1];
    },
    toPlainRange(from, to) {
      // Both maps grow along the text, so each end is one binary search.
      const start = lowerBound(froms, text.length, from);
      const end = lowerBound(tos, text.length, to + 1);
      return { start, end: Math.max(start, end) };
    },
  };
}

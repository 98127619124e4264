/**
 * Markdown to HTML for what the editor can hold: headings (deeper than the
 * editor's three levels become level 3), paragraphs with hard breaks, bullet
 * and numbered lists (nested, with their start number), block quotes,
 * horizontal rules, bold, italics, strikethrough, inline code and links.
 * Tables, images and code blocks become their text. HTML written inside the
 * markdown is passed through, like any markdown renderer does: the output is
 * NOT safe until sanitised (lib/richtext.ts does both). Written for model
 * output, in place of a full CommonMark library that cost the editor 15 KB
 * gzipped.
 */

const MAX_HEADING_LEVEL = 3;

const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const LIST_ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])(?:[ \t]+(.*))?$/;
const BLOCK_QUOTE = /^ {0,3}> ?(.*)$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HTML_BLOCK = /^ {0,3}<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^>]*)?\/?>/;

/** Markdown to HTML, one block per line of output. Not sanitised. */
export function markdownToHtml(source: string): string {
  const lines = source.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
  const blocks = parseBlocks(lines);
  return blocks.length ? `${blocks.join('\n')}\n` : '';
}

const isBlank = (line: string) => line.trim() === '';
const indentOf = (line: string) => line.length - line.trimStart().length;

/** True when a line starts a block other than a paragraph (so a paragraph ends before it). */
function startsBlock(line: string): boolean {
  return ATX_HEADING.test(line) || THEMATIC_BREAK.test(line) || LIST_ITEM.test(line) || BLOCK_QUOTE.test(line) || FENCE.test(line) || HTML_BLOCK.test(line);
}

function parseBlocks(lines: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (isBlank(line)) {
      i++;
      continue;
    }
    const heading = ATX_HEADING.exec(line);
    if (heading) {
      out.push(headingHtml(heading[1].length, heading[2] ?? ''));
      i++;
      continue;
    }
    if (THEMATIC_BREAK.test(line)) {
      out.push('<hr>');
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i].trimStart().startsWith(fence[1])) body.push(lines[i++]);
      i++; // the closing fence (or the end)
      out.push(`<pre><code>${escapeHtml(body.join('\n'))}</code></pre>`);
      continue;
    }
    if (BLOCK_QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && !isBlank(lines[i])) {
        const m = BLOCK_QUOTE.exec(lines[i]);
        quoted.push(m ? m[1] : lines[i]); // a lazy continuation line belongs to the quote
        i++;
      }
      out.push(`<blockquote>\n${parseBlocks(quoted).join('\n')}\n</blockquote>`);
      continue;
    }
    if (LIST_ITEM.test(line)) {
      i = parseList(lines, i, out);
      continue;
    }
    if (HTML_BLOCK.test(line)) {
      const html: string[] = [];
      while (i < lines.length && !isBlank(lines[i])) html.push(lines[i++]);
      out.push(html.join('\n'));
      continue;
    }
    // A paragraph: up to a blank line or another block; a setext underline
    // makes it a heading.
    const paragraph: string[] = [line];
    i++;
    while (i < lines.length && !isBlank(lines[i])) {
      const underline = SETEXT_UNDERLINE.exec(lines[i]);
      if (underline) {
        out.push(headingHtml(underline[1][0] === '=' ? 1 : 2, paragraph.join('\n')));
        paragraph.length = 0;
        i++;
        break;
      }
      if (startsBlock(lines[i])) break;
      paragraph.push(lines[i++]);
    }
    if (paragraph.length) out.push(`<p>${paragraphHtml(paragraph)}</p>`);
  }
  return out;
}

function headingHtml(level: number, text: string): string {
  const h = Math.min(level, MAX_HEADING_LEVEL);
  return `<h${h}>${inlineHtml(text.trim())}</h${h}>`;
}

/** Lines of one paragraph: a line ending in two spaces or a backslash breaks there. */
function paragraphHtml(lines: string[]): string {
  return lines
    .map((line, i) => {
      const last = i === lines.length - 1;
      const hardBreak = !last && /(?: {2,}|\\)$/.test(line);
      const text = inlineHtml(line.trim().replace(/\\$/, ''));
      return hardBreak ? `${text}<br>` : text;
    })
    .join('\n');
}

/**
 * A list starting at lines[start]: items of the same kind (bullet or number)
 * at its indentation; each item's following lines, indented deeper (or lazy
 * paragraph continuations), are its content, parsed as blocks (so nested
 * lists nest). Returns the index after the list.
 */
function parseList(lines: string[], start: number, out: string[]): number {
  const first = LIST_ITEM.exec(lines[start])!;
  const ordered = /\d/.test(first[2]);
  const baseIndent = first[1].length;
  const items: string[][] = [];
  let loose = false;
  let i = start;
  const sameList = (line: string | undefined) => {
    const m = line === undefined ? null : LIST_ITEM.exec(line);
    return m !== null && m[1].length === baseIndent && /\d/.test(m[2]) === ordered ? m : null;
  };
  while (i < lines.length) {
    const m = sameList(lines[i]);
    if (!m) break;
    const contentIndent = baseIndent + m[2].length + 1;
    const item = [m[3] ?? ''];
    i++;
    let sawBlank = false;
    while (i < lines.length) {
      const next = lines[i];
      if (isBlank(next)) {
        sawBlank = true;
        item.push('');
        i++;
        continue;
      }
      const nested = indentOf(next) >= contentIndent || (indentOf(next) > baseIndent && LIST_ITEM.test(next));
      if (nested) {
        item.push(next.slice(Math.min(indentOf(next), contentIndent)));
      } else if (!sawBlank && !startsBlock(next)) {
        item.push(next.trim()); // a lazy continuation of the item's paragraph
      } else {
        break;
      }
      sawBlank = false;
      i++;
    }
    while (item.length > 1 && item[item.length - 1] === '') item.pop();
    if (item.includes('')) loose = true;
    items.push(item);
    // A blank line between two items makes the list loose.
    if (isBlank(lines[i - 1]) && sameList(lines[i])) loose = true;
  }
  const startNumber = ordered ? Number.parseInt(first[2], 10) : 1;
  const open = ordered ? (startNumber !== 1 ? `<ol start="${startNumber}">` : '<ol>') : '<ul>';
  const html = items.map((item) => {
    const blocks = parseBlocks(item);
    const inner = !loose ? blocks.map((b) => b.replace(/^<p>([\s\S]*)<\/p>$/, '$1')) : blocks;
    return `<li>${inner.join('\n')}</li>`;
  });
  out.push(`${open}\n${html.join('\n')}\n${ordered ? '</ol>' : '</ul>'}`);
  return i;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]);
}

/** Text with its ampersands left alone when they start an entity (&amp; &#39;). */
function escapeText(text: string): string {
  return text.replace(/&(?!#?\w+;)|[<>"]/g, (c) => HTML_ESCAPES[c]);
}

const INLINE_TOKEN = new RegExp(
  [
    /\\([!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~])/.source, // a backslash escape
    /(`+)([\s\S]*?[^`])\2(?!`)/.source, // a code span
    /<((?:https?|mailto):[^\s<>]+)>/.source, // an autolink
    /(<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>)/.source, // inline HTML
    /(!?)\[((?:\\.|[^\]\\])*)\]\(\s*<?([^\s()<>]*(?:\([^\s()]*\)[^\s()<>]*)*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/.source, // a link or image
  ].join('|'),
  'g',
);

const MARK = '\uE000';
const KEPT = new RegExp(`${MARK}(\\d+)${MARK}`, 'g');

/**
 * Inline markdown: escapes, code, links and HTML are set aside first (their
 * text is not emphasis), then emphasis is applied to the escaped rest.
 */
function inlineHtml(text: string): string {
  const kept: string[] = [];
  // Set-aside pieces are marked with a private-use character the text cannot hold.
  const keep = (html: string) => `${MARK}${kept.push(html) - 1}${MARK}`;
  const plain = text.replaceAll(MARK, '').replace(INLINE_TOKEN, (_match, escaped, ticks, code, autolink, html, bang, label, href) => {
    if (escaped !== undefined) return keep(escapeHtml(escaped));
    if (ticks !== undefined) return keep(`<code>${escapeHtml(code.trim() || code)}</code>`);
    if (autolink !== undefined) return keep(`<a href="${escapeHtml(autolink)}">${escapeHtml(autolink)}</a>`);
    if (html !== undefined) return keep(html);
    if (bang) return keep(inlineHtml(label)); // an image: its description stays as text
    return keep(`<a href="${escapeHtml(href)}">${inlineHtml(label)}</a>`);
  });
  const emphasised = escapeText(plain)
    .replace(/\*\*\*(?=\S)([\s\S]*?\S)\*\*\*/g, '<strong><em>$1</em></strong>')
    .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\w])__(?=\S)([\s\S]*?\S)__(?!\w)/g, '$1<strong>$2</strong>')
    .replace(/\*(?=[^\s*])([\s\S]*?[^\s*])\*/g, '<em>$1</em>')
    .replace(/(^|[^\w])_(?=\S)([\s\S]*?\S)_(?!\w)/g, '$1<em>$2</em>')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '<s>$1</s>');
  return emphasised.replace(KEPT, (_, n: string) => kept[Number(n)]);
}

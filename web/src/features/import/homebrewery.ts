// Homebrewery (and GM Binder) Markdown reduced to plain structure before it
// is read as ordinary Markdown: page and column breaks, {{...}} blocks and
// spans, {...} style injections, ":" spacer lines, "term :: definition"
// lines and the <div> wrappers of the older syntax. The text inside is kept;
// only the layout markup goes.

/** `\page`, `\column`, and the legacy `\pagebreak`, `\pagebreakNum`, `\columnbreak`, `\newpage`. */
const PAGE_BREAK = /^\s*\\(?:page(?:break(?:num)?)?|newpage)\s*$/i;
const COLUMN_BREAK = /^\s*\\column(?:break)?\s*$/i;
/** A block's opening line: `{{monster,frame` or `{{note` (classes and key:value pairs, nothing else). */
const BLOCK_OPEN = /^\s*\{\{(?:[\w\-#%.,:="' ()]*)\s*$/;
const BLOCK_CLOSE = /^\s*\}\}\s*$/;
/** A line of colons only: vertical space in Homebrewery. */
const SPACER = /^\s*:+\s*$/;
/** A `{width:50%}` or `{.wide}` injection on its own line, or trailing an element. */
const INJECTION = /\s*\{(?!\{)[\w\-#%.,:="' ()]+\}(?!\})/g;
/** Legacy wrappers: a line holding only <div ...> or </div> (their Markdown inside would otherwise be read as raw HTML). */
const DIV_LINE = /^\s*<\/?div\b[^>]*>\s*$/i;
/** `{{pageNumber 3}}`, `{{footnote PART 1 | MONSTERS}}`, `{{pageNumber,auto}}`: page furniture, dropped. */
const PAGE_FURNITURE = /\{\{\s*(?:pageNumber|footnote|frontCover|insideCover|backCover|partCover|toc)\b[^}]*\}\}/gi;
/** An inline span `{{classes text}}`: the text stays. */
const INLINE_SPAN = /\{\{[\w\-#%.,:="'()]*\s+([^{}]*?)\}\}/g;
/** `**Armor Class** :: 15` — a definition line. */
const DEFINITION = /^(.*?\S)\s*::\s*(.*)$/;

/** True when the Markdown uses Homebrewery's own syntax. */
export function looksLikeHomebrewery(markdown: string): boolean {
  return /^\s*\\(page|column)/im.test(markdown) || /\{\{[\w-]/.test(markdown);
}

/** Homebrewery Markdown with its layout syntax reduced to plain Markdown. */
export function reduceHomebrewery(markdown: string): string {
  const out: string[] = [];
  let inFence = false;
  for (const rawLine of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    let line = rawLine;
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) {
      out.push(line);
      continue;
    }
    if (PAGE_BREAK.test(line)) {
      // A page break becomes a section break.
      out.push('', '---', '');
      continue;
    }
    if (COLUMN_BREAK.test(line) || BLOCK_OPEN.test(line) || BLOCK_CLOSE.test(line) || SPACER.test(line) || DIV_LINE.test(line)) {
      // A block's edges end the paragraph before them.
      out.push('');
      continue;
    }
    line = line.replace(PAGE_FURNITURE, '');
    // Inner spans first, until none are left ({{a {{b x}} y}}).
    for (let previous = ''; previous !== line; ) {
      previous = line;
      line = line.replace(INLINE_SPAN, '$1');
    }
    line = line.replace(INJECTION, '');
    const definition = DEFINITION.exec(line);
    if (definition && !/^\s*\|/.test(line)) {
      // Definitions become their own lines: "**Armor Class** 15".
      out.push(`${definition[1]} ${definition[2]}`.trimEnd(), '');
      continue;
    }
    out.push(line);
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n');
}

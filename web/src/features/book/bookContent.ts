/**
 * A document as a book: a cover page, a table of contents and the text laid
 * out as a published module does (book.css styles it, paginate.ts pages it).
 * The document's HTML is untrusted here (a share link shows it to anyone),
 * so it is sanitised to the editor's tags first; everything this module adds
 * is built as DOM, never from strings.
 */
import { sanitizeEditorHtml } from '../../lib/richtext';
import { isStatBlockElement, readStatBlock, renderStatBlock, wrapLegacyStatBlocks } from '../../lib/statblock';

export interface BookInput {
  title: string;
  /** The line above the title on the cover: "A Dungeons & Dragons Campaign". */
  kicker: string;
  description?: string;
  /** Shown as "By ..." on the cover when given. */
  author?: string;
  /** The document's HTML (editor HTML, untrusted). */
  html: string;
}

export interface TocEntry {
  id: string;
  level: 1 | 2;
  text: string;
}

export interface BookContent {
  /** Cover, contents and body, in order: the content Paged.js lays out. */
  fragment: DocumentFragment;
  toc: TocEntry[];
}

const HEADING_LEVEL: Record<string, number> = { H1: 1, H2: 2, H3: 3, H4: 3, H5: 3, H6: 3 };

// A paragraph opened by a bold label such as "Note:", "DM Note." or
// "Sidebar: Wandering Monsters" is a note: shown as a tinted box.
const NOTE_LABEL = /^(?:(?:DM|GM|Dungeon Master'?s?|Designer'?s?)\s+)?(?:Notes?|Tips?|Sidebar|Variant|Optional Rule|Behind the Screen|Aside)\b.{0,48}$/i;

// A paragraph opened by "Read aloud:" (or "Read or paraphrase the following:") is read-aloud text.
const READ_ALOUD_LABEL = /^(?:read[- ]aloud|boxed text|read (?:or paraphrase )?the following)\b[^:.]{0,30}[:.]/i;
/** A paragraph long enough to open a chapter with a drop cap (not a line of details such as "5 min"). */
const DROP_CAP_MIN_LENGTH = 80;

const collapse = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** The first element child when it is the paragraph's opening (no text before it). */
function openingElement(element: Element): Element | null {
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType === 3 && (node.textContent ?? '').trim() === '') continue;
    return node.nodeType === 1 ? (node as Element) : null;
  }
  return null;
}

/** True for a paragraph led by a bold note label ("Note:", "DM Tip.", "Sidebar: ..."). */
export function isNoteParagraph(element: Element): boolean {
  if (element.tagName !== 'P') return false;
  const lead = openingElement(element);
  return !!lead && (lead.tagName === 'STRONG' || lead.tagName === 'B') && NOTE_LABEL.test(collapse(lead.textContent));
}

function slug(text: string, used: Set<string>): string {
  const base = `lw-${text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 48) || 'section'}`;
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

/** The cover page: kicker, title, description and author inside a frame. */
function cover(doc: Document, input: BookInput): HTMLElement {
  const section = el(doc, 'section', 'lw-book-cover');
  section.setAttribute('aria-label', 'Cover');
  const frame = el(doc, 'div', 'lw-book-cover__frame');
  frame.append(el(doc, 'p', 'lw-book-cover__kicker', input.kicker));
  frame.append(el(doc, 'h1', 'lw-book-cover__title', input.title));
  frame.append(el(doc, 'div', 'lw-book-cover__ornament'));
  if (input.description?.trim()) frame.append(el(doc, 'p', 'lw-book-cover__description', input.description.trim()));
  if (input.author?.trim()) frame.append(el(doc, 'p', 'lw-book-cover__author', `By ${input.author.trim()}`));
  section.append(frame);
  return section;
}

/** The contents page: every chapter (h1) and section (h2) with its page number (book.css: target-counter). */
function contents(doc: Document, toc: TocEntry[]): HTMLElement {
  const nav = el(doc, 'nav', 'lw-book-toc');
  nav.setAttribute('aria-labelledby', 'lw-book-toc-title');
  const title = el(doc, 'h2', 'lw-book-toc__title', 'Contents');
  title.id = 'lw-book-toc-title';
  nav.append(title);
  if (toc.length === 0) {
    nav.append(el(doc, 'p', 'lw-book-toc__empty', 'This document has no headings yet.'));
    return nav;
  }
  const list = el(doc, 'ol', 'lw-book-toc__list');
  for (const entry of toc) {
    const item = el(doc, 'li', `lw-book-toc__entry lw-book-toc__entry--${entry.level}`);
    const link = el(doc, 'a');
    link.href = `#${entry.id}`;
    link.append(el(doc, 'span', 'lw-book-toc__text', entry.text));
    const leader = el(doc, 'span', 'lw-book-toc__leader');
    leader.setAttribute('aria-hidden', 'true');
    link.append(leader);
    item.append(link);
    list.append(item);
  }
  nav.append(list);
  return nav;
}

/** True for a paragraph opened by a read-aloud label ("Read aloud: Banners snap in the wind..."). */
export function isReadAloudParagraph(element: Element): boolean {
  return element.tagName === 'P' && READ_ALOUD_LABEL.test(collapse(element.textContent));
}

/** A paragraph that is all italics (a line of details under a title) or short is no chapter opening. */
function opensChapter(element: Element): boolean {
  const text = collapse(element.textContent);
  if (text.length < DROP_CAP_MIN_LENGTH || !/^[\p{L}]/u.test(text)) return false;
  const lead = openingElement(element);
  const allItalic = !!lead && (lead.tagName === 'EM' || lead.tagName === 'I') && collapse(lead.textContent) === text;
  return !allItalic;
}

/**
 * The heading level chapters are at: the highest level used more than once
 * (a document's single top heading is its title), else the highest used.
 */
function chapterLevel(levels: number[]): number {
  if (levels.length === 0) return 1;
  const repeated = levels.filter((level, i) => levels.indexOf(level) !== i);
  return Math.min(...(repeated.length ? repeated : levels));
}

/**
 * The document's blocks as the book shows them: headings with ids (and the
 * house rules under them), a drop cap on the first paragraph after each
 * chapter or section title, quotes as boxed read-aloud text (a quote that
 * opens with a heading is a sidebar), note paragraphs as tinted boxes, stat
 * blocks in the 5e style.
 */
function body(doc: Document, input: BookInput, toc: TocEntry[]): HTMLElement {
  const article = el(doc, 'article', 'lw-book-body');
  const source = el(doc, 'div');
  // Sanitised to the editor's tags: the share view shows this to anyone.
  source.innerHTML = sanitizeEditorHtml(input.html);
  wrapLegacyStatBlocks(source);
  const blocks = Array.from(source.children);
  // A document that opens with its own title (a generated campaign does) does not repeat it under the cover.
  if (blocks[0] && HEADING_LEVEL[blocks[0].tagName] && collapse(blocks[0].textContent).toLowerCase() === input.title.trim().toLowerCase()) blocks.shift();

  // The contents lists chapters and the level below them.
  const top = chapterLevel(blocks.map((b) => HEADING_LEVEL[b.tagName]).filter(Boolean));
  const used = new Set<string>();
  // Looking for the paragraph that opens a chapter (and gets the drop cap).
  let dropCapNext = true;

  for (const block of blocks) {
    const level = HEADING_LEVEL[block.tagName];
    if (level) {
      const text = collapse(block.textContent);
      if (!text) continue;
      const depth = Math.min(3, Math.max(1, level - top + 1)) as 1 | 2 | 3;
      const heading = el(doc, `h${depth + 1}` as 'h2' | 'h3' | 'h4', `lw-book-heading lw-book-heading--${depth}`);
      heading.append(...Array.from(block.childNodes));
      heading.id = slug(text, used);
      if (depth <= 2) toc.push({ id: heading.id, level: depth as 1 | 2, text });
      article.append(heading);
      // Chapters open with a drop cap.
      dropCapNext = depth === 1;
      continue;
    }
    if (isStatBlockElement(block)) {
      const view = readStatBlock(block);
      const statBlock = renderStatBlock(doc, view, { headingLevel: 5 });
      statBlock.classList.add('lw-book-stat-block');
      statBlock.dataset.layout = view.layout;
      article.append(statBlock);
      dropCapNext = false;
      continue;
    }
    // Boxes and lines of details do not open a chapter: the drop cap waits for its first real paragraph.
    if (block.tagName === 'BLOCKQUOTE') {
      const first = block.firstElementChild;
      const sidebar = first && HEADING_LEVEL[first.tagName];
      const box = el(doc, 'aside', sidebar ? 'lw-book-sidebar' : 'lw-book-read-aloud');
      if (sidebar) {
        box.append(el(doc, 'p', 'lw-book-sidebar__title', collapse(first.textContent)));
        first.remove();
      } else {
        box.setAttribute('aria-label', 'Read aloud');
      }
      box.append(...Array.from(block.childNodes));
      article.append(box);
      continue;
    }
    if (isReadAloudParagraph(block)) {
      const box = el(doc, 'aside', 'lw-book-read-aloud');
      box.setAttribute('aria-label', 'Read aloud');
      box.append(block);
      article.append(box);
      continue;
    }
    if (isNoteParagraph(block)) {
      const note = el(doc, 'aside', 'lw-book-note');
      note.append(block);
      article.append(note);
      continue;
    }
    if (block.tagName === 'P' && dropCapNext && opensChapter(block)) {
      block.classList.add('lw-book-drop-cap');
      dropCapNext = false;
    } else if (block.tagName !== 'P') {
      dropCapNext = false;
    }
    if (block.tagName === 'TABLE') {
      article.append(bookTable(block as HTMLTableElement));
      continue;
    }
    if (block.tagName === 'HR') {
      const rule = el(doc, 'div', 'lw-book-rule');
      rule.setAttribute('role', 'separator');
      article.append(rule);
      continue;
    }
    article.append(block);
  }
  return article;
}

/**
 * A table as the book prints it (striped, book.css): the rows of header
 * cells it opens with become its head (repeated where the table continues
 * in the next column), each header cell naming its column.
 */
function bookTable(table: HTMLTableElement): HTMLTableElement {
  table.classList.add('lw-book-table');
  const rows = Array.from(table.rows);
  const headRows: HTMLTableRowElement[] = [];
  for (const row of rows) {
    if (row.cells.length === 0 || !Array.from(row.cells).every((cell) => cell.tagName === 'TH')) break;
    headRows.push(row);
  }
  // A table of header cells only has no body to head.
  if (headRows.length > 0 && headRows.length < rows.length) {
    const head = table.tHead ?? table.createTHead();
    head.append(...headRows);
    for (const row of headRows) for (const cell of Array.from(row.cells)) cell.setAttribute('scope', cell.colSpan > 1 ? 'colgroup' : 'col');
  }
  for (const section of Array.from(table.tBodies)) if (section.rows.length === 0) section.remove();
  return table;
}

/** The whole book: cover, contents, body. */
export function buildBook(input: BookInput, doc: Document = document): BookContent {
  const toc: TocEntry[] = [];
  const article = body(doc, input, toc);
  const fragment = doc.createDocumentFragment();
  fragment.append(cover(doc, input), contents(doc, toc), article);
  return { fragment, toc };
}

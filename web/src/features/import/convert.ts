// Imported files to editor HTML. Everything ends in the editor's sanitiser
// (lib/richtext: DOMPurify with the editor's tags only), the same way in for
// model output, so a file can never bring scripts, styles or odd markup in.
import { readFrontMatter, type FrontMatter } from '../../lib/documents/backup';
import { escapeHtml } from '../../lib/html';
import { markdownToHtml, sanitizeEditorHtml } from '../../lib/richtext';
import { looksLikeHomebrewery, reduceHomebrewery } from './homebrewery';

export interface ConvertedText {
  html: string;
  /** What the editor cannot hold and was reduced or left out, said to the user. */
  notes: string[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Prepares HTML from outside for the editor: images are left out (and
 * counted), then the editor's sanitiser keeps only what it can hold (tables
 * stay tables: their rows, header and data cells, and spans).
 */
export function toEditorHtml(html: string): ConvertedText {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const notes: string[] = [];
  const images = doc.body.querySelectorAll('img, svg, picture, video, audio, iframe');
  if (images.length > 0) notes.push(`${plural(images.length, 'picture was', 'pictures were')} left out: documents hold text.`);
  images.forEach((element) => element.remove());
  // Definition lists (term, then definition) read as "Term: definition" paragraphs.
  doc.body.querySelectorAll('dl').forEach((list) => {
    const paragraphs: string[] = [];
    list.querySelectorAll('dt, dd').forEach((item) => {
      const text = (item as HTMLElement).innerHTML.trim();
      if (item.tagName === 'DT') paragraphs.push(`<strong>${text}</strong>`);
      else if (paragraphs.length > 0) paragraphs[paragraphs.length - 1] += ` ${text}`;
      else paragraphs.push(text);
    });
    const replacement = doc.createElement('div');
    replacement.innerHTML = paragraphs.map((p) => `<p>${p}</p>`).join('');
    list.replaceWith(...replacement.childNodes);
  });
  return { html: sanitizeEditorHtml(doc.body.innerHTML).trim(), notes };
}

/** Markdown (CommonMark and GFM, Homebrewery's syntax reduced to plain structure), with its front matter. */
export function markdownToDocument(markdown: string): ConvertedText & { fields: FrontMatter } {
  const { fields, body } = readFrontMatter(markdown);
  const homebrewery = looksLikeHomebrewery(body);
  const converted = toEditorHtml(markdownToHtml(homebrewery ? reduceHomebrewery(body) : body));
  if (homebrewery) converted.notes.unshift('Homebrewery page layout (pages, columns, boxes) was reduced to plain text structure.');
  return { ...converted, fields };
}

/** Plain text: a blank line starts a new paragraph, a single line break stays a line break. */
export function textToDocument(text: string): ConvertedText {
  const paragraphs = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.replace(/^\n+|\s+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');
  const html = paragraphs.map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`).join('');
  return { html, notes: [] };
}

/** A web page: its body's text and structure; its title, keywords and description when it has them. */
export function htmlPageToDocument(page: string): ConvertedText & { fields: FrontMatter } {
  const doc = new DOMParser().parseFromString(page, 'text/html');
  const meta = (name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() || undefined;
  const fields: FrontMatter = {
    title: doc.title.trim() || undefined,
    type: meta('lorewright:type'),
    tags: meta('keywords')
      ?.split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    description: meta('description'),
  };
  return { ...toEditorHtml(doc.body.innerHTML), fields };
}

/** A Word document (mammoth, loaded on use): headings, paragraphs, lists, bold and italics. */
export async function docxToDocument(data: ArrayBuffer): Promise<ConvertedText> {
  const module = await import('mammoth');
  // A CommonJS package: bundlers put its exports on `default`.
  const mammoth = (module as unknown as { default?: typeof module }).default ?? module;
  // The browser build reads `arrayBuffer`; the Node build (the unit tests) reads
  // `buffer`, which it hands to JSZip, which takes an ArrayBuffer as well.
  const input = { arrayBuffer: data, buffer: data } as { arrayBuffer: ArrayBuffer };
  const result = await mammoth.convertToHtml(input, { ignoreEmptyParagraphs: true });
  return toEditorHtml(result.value);
}

/** True when editor HTML holds no text at all. */
export function isBlank(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

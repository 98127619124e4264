// What Insert puts in the document and Copy on the clipboard for a name:
// one line with the name in bold, who bears it, and what it means.
import type { Name } from '../../lib/api-types/names';
import { escapeHtml } from '../../lib/html';

/** "Tiefling" or "Tiefling, Innkeeper". */
export function bearerOf(name: Name): string {
  return name.profession ? `${name.race}, ${name.profession}` : name.race;
}

/** Kaireus (Tiefling, Innkeeper): Infernal for "hour-lord". */
export function nameEntryText(name: Name): string {
  const head = `${name.name} (${bearerOf(name)})`;
  return name.meaning ? `${head}: ${name.meaning}` : head;
}

/** The same line as a paragraph of HTML, the name in bold. */
export function nameEntryHtml(name: Name): string {
  const meaning = name.meaning ? `: ${escapeHtml(name.meaning)}` : '';
  return `<p><strong>${escapeHtml(name.name)}</strong> (${escapeHtml(bearerOf(name))})${meaning}</p>`;
}

// The personal dictionary's limits: one contract with the Go API
// (GrammarMaxDictionaryEntries, GrammarMaxDictionaryEntryChars, generated into
// lib/api-types) and the profile store. Lengths count UTF-16 code units, as
// JavaScript strings and the server do; an entry may be a word or a
// multi-word name ("Kael Dunmore of the Ashen Vale").
import { GrammarMaxDictionaryEntries, GrammarMaxDictionaryEntryChars } from './api-types/api';

export const DICTIONARY_MAX_ENTRIES = GrammarMaxDictionaryEntries;
export const DICTIONARY_MAX_ENTRY_CHARS = GrammarMaxDictionaryEntryChars;

/**
 * An entry as stored and sent: trimmed, inner whitespace (newlines included)
 * one space. Null when empty or longer than the limit.
 */
export function normalizeDictionaryEntry(entry: string): string | null {
  const clean = entry.replace(/\s+/g, ' ').trim();
  return clean && clean.length <= DICTIONARY_MAX_ENTRY_CHARS ? clean : null;
}

/** The entries the server accepts: normalised, without duplicates, at most the limit. */
export function validDictionary(entries: readonly string[]): string[] {
  const clean = new Set<string>();
  for (const entry of entries) {
    const normal = normalizeDictionaryEntry(entry);
    if (normal) clean.add(normal);
    if (clean.size === DICTIONARY_MAX_ENTRIES) break;
  }
  return [...clean];
}

export type DictionaryAddition =
  | { ok: true; entry: string; entries: string[]; alreadyThere: boolean }
  | { ok: false; reason: string };

const count = new Intl.NumberFormat('en');

/** Adds an entry (compared case-insensitively) within the limits, or says why it cannot. */
export function addToDictionary(entries: readonly string[], entry: string): DictionaryAddition {
  const normal = normalizeDictionaryEntry(entry);
  if (!normal) {
    return { ok: false, reason: `A dictionary entry must be a word or name of 1 to ${DICTIONARY_MAX_ENTRY_CHARS} characters.` };
  }
  const lower = normal.toLowerCase();
  if (entries.some((e) => e.toLowerCase() === lower)) return { ok: true, entry: normal, entries: [...entries], alreadyThere: true };
  if (entries.length >= DICTIONARY_MAX_ENTRIES) {
    return { ok: false, reason: `Your personal dictionary is full (${count.format(DICTIONARY_MAX_ENTRIES)} entries).` };
  }
  return { ok: true, entry: normal, entries: [...entries, normal], alreadyThere: false };
}

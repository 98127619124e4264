// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GrammarMaxDictionaryEntries, GrammarMaxDictionaryEntryChars } from './api-types/api';
import { addToDictionary, normalizeDictionaryEntry, validDictionary } from './dictionary';

describe('personal dictionary limits', () => {
  it('are the API contract: 5,000 entries of up to 100 UTF-16 units', () => {
    expect(GrammarMaxDictionaryEntries).toBe(5000);
    expect(GrammarMaxDictionaryEntryChars).toBe(100);
  });

  it('allows multi-word names and folds their whitespace', () => {
    expect(normalizeDictionaryEntry('  Kael   Dunmore of\nthe Ashen Vale ')).toBe('Kael Dunmore of the Ashen Vale');
    expect(normalizeDictionaryEntry('   ')).toBeNull();
  });

  it('counts length in UTF-16 units, as the server does', () => {
    expect(normalizeDictionaryEntry('x'.repeat(100))).toBe('x'.repeat(100));
    expect(normalizeDictionaryEntry('x'.repeat(101))).toBeNull();
    // 50 dragons are 100 UTF-16 units (two each): the longest entry allowed.
    expect(normalizeDictionaryEntry('🐉'.repeat(50))).not.toBeNull();
    expect(normalizeDictionaryEntry('🐉'.repeat(50) + 'x')).toBeNull();
  });

  it('sends at most 5,000 clean, distinct entries', () => {
    const many = Array.from({ length: 6000 }, (_, i) => `Name${i}`);
    const clean = validDictionary(['Thunderholme', ' Thunderholme ', '', 'x'.repeat(101), 'Ashen Vale', ...many]);
    expect(clean.slice(0, 2)).toEqual(['Thunderholme', 'Ashen Vale']);
    expect(clean).toHaveLength(5000);
  });

  it('adds a new entry, keeps a known one (any case), and refuses past the limit', () => {
    expect(addToDictionary(['Thunderholme'], 'Ashen Vale')).toEqual({ ok: true, entry: 'Ashen Vale', entries: ['Thunderholme', 'Ashen Vale'], alreadyThere: false });
    expect(addToDictionary(['Thunderholme'], 'thunderholme')).toMatchObject({ ok: true, alreadyThere: true, entries: ['Thunderholme'] });
    const full = Array.from({ length: 5000 }, (_, i) => `Name${i}`);
    expect(addToDictionary(full, 'Grakkle')).toEqual({ ok: false, reason: 'Your personal dictionary is full (5,000 entries).' });
    expect(addToDictionary([], 'x'.repeat(101))).toMatchObject({ ok: false });
  });
});

import { normalizeTags, parseTagList, validateDocumentFields } from './validation';

const ok = { title: 'Fine title', description: '', tags: [] as string[] };

describe('validateDocumentFields', () => {
  it('accepts the limits themselves', () => {
    expect(validateDocumentFields({ title: 'ab', description: 'd'.repeat(500), tags: Array(10).fill('t') })).toEqual({});
    expect(validateDocumentFields({ ...ok, title: 't'.repeat(100) })).toEqual({});
  });

  it('words "required" per dialog', () => {
    expect(validateDocumentFields({ ...ok, title: '  ' }, 'create')).toEqual({ title: 'Document title is required' });
    expect(validateDocumentFields({ ...ok, title: '' }, 'settings')).toEqual({ title: 'Title is required' });
  });

  it('measures the trimmed title', () => {
    expect(validateDocumentFields({ ...ok, title: ' a ' })).toEqual({ title: 'Title must be at least 2 characters' });
    expect(validateDocumentFields({ ...ok, title: ` ${'t'.repeat(100)} ` })).toEqual({});
  });

  it('reports every field at once', () => {
    expect(validateDocumentFields({ title: 't'.repeat(101), description: 'd'.repeat(501), tags: Array(11).fill('t') })).toEqual({
      title: 'Title must be less than 100 characters',
      description: 'Description must be less than 500 characters',
      tags: 'Maximum 10 tags allowed',
    });
  });
});

describe('tags', () => {
  it('normalises: trimmed, lowercased, de-duplicated, empties dropped, order kept', () => {
    expect(normalizeTags([' Fire ', 'fire', '', 'ICE', '  '])).toEqual(['fire', 'ice']);
  });

  it('parses comma-separated text', () => {
    expect(parseTagList('a, B ,, c,a')).toEqual(['a', 'b', 'c']);
    expect(parseTagList('')).toEqual([]);
  });
});

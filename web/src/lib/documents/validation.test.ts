// @vitest-environment node
import { CONTENT_MAX_BYTES, DocumentTooLargeError } from './types';
import { assertContentFits, normalizeTags, parseTagList, utf8Bytes, validateDocumentFields } from './validation';

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

describe('tag length', () => {
  it('allows tags of up to 50 characters', () => {
    expect(validateDocumentFields({ ...ok, tags: ['t'.repeat(50)] })).toEqual({});
    expect(validateDocumentFields({ ...ok, tags: ['short', 't'.repeat(51)] })).toEqual({ tags: 'Each tag must be at most 50 characters' });
  });
});

describe('content size', () => {
  it('counts UTF-8 bytes as Firestore does', () => {
    expect(utf8Bytes('')).toBe(0);
    expect(utf8Bytes('abc')).toBe(3);
    expect(utf8Bytes('é')).toBe(2);
    expect(utf8Bytes('€')).toBe(3);
    expect(utf8Bytes('🐉')).toBe(4);
    expect(utf8Bytes('\ud800')).toBe(3); // a lone surrogate is encoded as U+FFFD
    expect(utf8Bytes('a🐉é€')).toBe(new TextEncoder().encode('a🐉é€').length);
  });

  it('lets content up to the limit through and refuses one byte more, saying how large it is', () => {
    expect(() => assertContentFits('x'.repeat(CONTENT_MAX_BYTES))).not.toThrow();
    expect(() => assertContentFits('€'.repeat(CONTENT_MAX_BYTES / 3))).not.toThrow();
    const error = (() => {
      try {
        assertContentFits(`${'€'.repeat(CONTENT_MAX_BYTES / 3)}!`);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DocumentTooLargeError);
    expect((error as DocumentTooLargeError).bytes).toBe(CONTENT_MAX_BYTES + 1);
    expect((error as Error).message).toContain('too large to save');
    expect((error as Error).message).toContain('Your text is still here');
  });
});

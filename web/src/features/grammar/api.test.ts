// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api';
import { createGrammarChecker, UNREADABLE_ANSWER } from './api';
import { issueAt, resultOf } from './testIssues';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('createGrammarChecker', () => {
  it('posts the text and a cleaned personal dictionary', async () => {
    const fetch = vi.fn(async () => jsonResponse(resultOf([])));
    const check = createGrammarChecker(createApiClient({ fetch }));
    await check(
      { text: 'Some text to check.', dictionary: ['Thunderholme', ' Thunderholme ', 'Kael  Dunmore', '', 'x'.repeat(100), 'x'.repeat(101)] },
      new AbortController().signal,
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/grammar/check');
    expect(init.method).toBe('POST');
    // Multi-word names are kept; lengths are the API's (100 UTF-16 units).
    expect(JSON.parse(init.body as string)).toEqual({ text: 'Some text to check.', dictionary: ['Thunderholme', 'Kael Dunmore', 'x'.repeat(100)] });
  });

  it('returns an answer the contract accepts, and refuses a list sent as null (the server always sends one)', async () => {
    const text = 'We had alot of fun.';
    const issue = issueAt(text, 'alot', 'spelling', ['a lot']);
    const fetch = vi.fn(async () => jsonResponse({ ...resultOf([]), errors: [issue] }));
    const result = await createGrammarChecker(createApiClient({ fetch }))({ text }, new AbortController().signal);
    expect(result.errors[0].suggestions).toEqual(['a lot']);
    const nullList = vi.fn(async () => jsonResponse({ ...resultOf([]), errors: [{ ...issue, suggestions: null }] }));
    await expect(createGrammarChecker(createApiClient({ fetch: nullList }))({ text }, new AbortController().signal)).rejects.toThrow(UNREADABLE_ANSWER);
  });

  it('reads the new words, and refuses a count below one', async () => {
    const text = 'The vorthak hunts. Two vorthaks watch.';
    const fetch = vi.fn(async () => jsonResponse(resultOf([], { newWords: [{ word: 'vorthak', count: 2 }] })));
    const result = await createGrammarChecker(createApiClient({ fetch }))({ text }, new AbortController().signal);
    expect(result.newWords).toEqual([{ word: 'vorthak', count: 2 }]);
    const malformed = vi.fn(async () => jsonResponse({ ...resultOf([]), newWords: [{ word: 'vorthak', count: 0 }] }));
    await expect(createGrammarChecker(createApiClient({ fetch: malformed }))({ text }, new AbortController().signal)).rejects.toThrow(
      'The grammar check sent an answer that could not be read.',
    );
  });

  it('refuses an answer of the wrong shape with a readable message', async () => {
    const fetch = vi.fn(async () => jsonResponse({ errors: [{ id: 1 }], statistics: {} }));
    await expect(createGrammarChecker(createApiClient({ fetch }))({ text: 'Some text to check.' }, new AbortController().signal)).rejects.toThrow(
      'The grammar check sent an answer that could not be read. Please try again.',
    );
  });

  it('passes the server error message on', async () => {
    const fetch = vi.fn(async () => jsonResponse({ error: { code: 'payload_too_large', message: 'The text is too long to check at once.' } }, 413));
    await expect(createGrammarChecker(createApiClient({ fetch }))({ text: 'x'.repeat(20) }, new AbortController().signal)).rejects.toThrow(
      'The text is too long to check at once.',
    );
  });
});

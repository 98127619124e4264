// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../../lib/api';
import { createBalanceAnalyzer, UNREADABLE_ANSWER } from './api';
import { DEFAULT_PARTY, DEFAULT_PREFERENCES, FAILURE_MESSAGE } from './balanceLogic';
import { LANTERN_ROAD, LANTERN_ROAD_ANALYSIS } from './testing/lanternRoad';
import { failureMessage } from './useBalanceAnalysis';

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

const request = { text: LANTERN_ROAD, preferences: { ...DEFAULT_PREFERENCES }, party: { ...DEFAULT_PARTY } };

describe('createBalanceAnalyzer', () => {
  it('posts the plain text, the preferences and the party', async () => {
    const fetch = vi.fn(async () => jsonResponse(LANTERN_ROAD_ANALYSIS));
    const analysis = await createBalanceAnalyzer(createApiClient({ fetch }))(
      { ...request, preferences: { combat: 50, roleplay: 50, exploration: 50, puzzle: 0, transition: 0 }, party: { size: 5, level: 7 } },
      new AbortController().signal,
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/balance/analyze');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      text: LANTERN_ROAD,
      preferences: { combat: 50, roleplay: 50, exploration: 50, puzzle: 0, transition: 0 },
      party: { size: 5, level: 7 },
    });
    expect(analysis.encounters.map((e) => e.difficulty)).toEqual(['easy', 'hard', 'deadly']);
  });

  it('refuses a null list, an unknown segment type or difficulty, or a negative offset with a readable message', async () => {
    const analyze = (body: unknown) => createBalanceAnalyzer(createApiClient({ fetch: vi.fn(async () => jsonResponse(body)) }))(request, new AbortController().signal);
    const segment = LANTERN_ROAD_ANALYSIS.segments[0];
    await expect(analyze({ ...LANTERN_ROAD_ANALYSIS, recommendations: null })).rejects.toThrow(UNREADABLE_ANSWER);
    await expect(analyze({ ...LANTERN_ROAD_ANALYSIS, segments: [{ ...segment, signals: null }] })).rejects.toThrow(UNREADABLE_ANSWER);
    await expect(analyze({ ...LANTERN_ROAD_ANALYSIS, segments: [{ ...segment, type: 'dance' }] })).rejects.toThrow(UNREADABLE_ANSWER);
    await expect(analyze({ ...LANTERN_ROAD_ANALYSIS, segments: [{ ...segment, startPosition: -1 }] })).rejects.toThrow(UNREADABLE_ANSWER);
    const badDifficulty = { ...LANTERN_ROAD_ANALYSIS, encounters: [{ ...LANTERN_ROAD_ANALYSIS.encounters[0], difficulty: 'apocalyptic' }] };
    await expect(analyze(badDifficulty)).rejects.toThrow(UNREADABLE_ANSWER);
    await expect(analyze({ segments: [] })).rejects.toThrow(UNREADABLE_ANSWER);
  });

  it('passes the server errors on', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(
        { error: { code: 'invalid_request', message: 'The request has invalid fields.', fields: { text: 'Content too short for meaningful analysis (minimum 100 characters)' } } },
        400,
      ),
    );
    const error = await createBalanceAnalyzer(createApiClient({ fetch }))(request, new AbortController().signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields.text).toBe('Content too short for meaningful analysis (minimum 100 characters)');
  });
});

describe('failureMessage', () => {
  it('says when to try again on a 429, why on a refusal, and the spec sentence otherwise', () => {
    expect(failureMessage(null, null)).toBeNull();
    const limited = new ApiError(429, 'rate_limited', 'Too many AI actions. Please try again in 40 seconds.', {}, 40);
    expect(failureMessage(limited, 'Too many AI actions. Please try again in 40 seconds.')).toBe('Too many AI actions. Please try again in 40 seconds.');
    const short = new ApiError(400, 'invalid_request', 'The request has invalid fields.', { text: 'Content too short for meaningful analysis (minimum 100 characters)' });
    expect(failureMessage(short, short.describe())).toBe('Content too short for meaningful analysis (minimum 100 characters)');
    const long = new ApiError(413, 'payload_too_large', 'The campaign is too long to handle at once (400001 characters; the limit is 400000). Send it in parts.');
    expect(failureMessage(long, long.message)).toBe(long.message);
    expect(failureMessage(new ApiError(500, 'internal', 'Internal error.'), 'Internal error.')).toBe(FAILURE_MESSAGE);
    expect(failureMessage(new ApiError(0, 'network', 'Network error. Please check your connection.'), null)).toBe(FAILURE_MESSAGE);
  });
});

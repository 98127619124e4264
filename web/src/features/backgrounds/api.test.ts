import { describe, expect, it } from 'vitest';
import { createApiClient, UNREADABLE_MESSAGE } from '../../lib/api';
import { jsonResponse, scriptApi, sseResponse } from '../../test/api';
import { refineBackground, streamBackground } from './api';
import { testBackground } from './testBackground';

describe('calls', () => {
  it('stream the background from /api/backgrounds/generate (deltas, then the result) and refine at /api/backgrounds/refine', async () => {
    const { calls } = scriptApi({
      'POST /api/backgrounds/generate': [
        sseResponse(['event: delta\ndata: {"text":"{\\"characterConcept\\":"}\n\n', `event: result\ndata: ${JSON.stringify(testBackground())}\n\n`]),
      ],
      'POST /api/backgrounds/refine': [jsonResponse(200, { background: testBackground({ ideals: ['Mercy.'] }), changedSections: ['ideals'], source: 'ai' })],
    });
    const client = createApiClient();
    const deltas: string[] = [];
    const signal = new AbortController().signal;
    const request = testBackground().request;
    await expect(streamBackground(client, request, { signal, onDelta: (t) => deltas.push(t) })).resolves.toEqual(testBackground());
    expect(deltas).toEqual(['{"characterConcept":']);
    expect(calls[0].headers.get('Accept')).toBe('text/event-stream');
    expect(calls[0].body).toEqual(request);

    const refined = await refineBackground(client, { backgroundId: 'bg_0001', description: 'Kinder ideals', targetSection: 'personality', background: testBackground() }, { signal });
    expect(refined.background.ideals).toEqual(['Mercy.']);
    expect(refined.changedSections).toEqual(['ideals']);
    expect(calls[1].url).toBe('/api/backgrounds/refine');
  });

  it("refuse a background that is not the contract's shape, streamed or not", async () => {
    const malformed = { ...testBackground(), personalityTraits: 'not a list' };
    scriptApi({
      'POST /api/backgrounds/generate': [sseResponse([`event: result\ndata: ${JSON.stringify(malformed)}\n\n`])],
      'POST /api/backgrounds/refine': [jsonResponse(200, { background: testBackground(), changedSections: ['ideals', 3], source: 'ai' })],
    });
    const client = createApiClient();
    const signal = new AbortController().signal;
    await expect(streamBackground(client, testBackground().request, { signal, onDelta: () => {} })).rejects.toThrow(UNREADABLE_MESSAGE);
    await expect(refineBackground(client, { backgroundId: 'bg_0001', description: 'Kinder ideals', targetSection: 'personality', background: testBackground() }, { signal })).rejects.toThrow(
      UNREADABLE_MESSAGE,
    );
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api';
import { normalizeBackground, refineBackground, streamBackground } from './api';
import { testBackground } from './testBackground';

describe('normalizeBackground', () => {
  it('keeps a well-formed background as it is', () => {
    expect(normalizeBackground(testBackground())).toEqual(testBackground());
  });

  it('gives every text and list the shape the view draws, and drops empty optional parts', () => {
    const b = normalizeBackground({
      id: 'bg_1',
      characterConcept: '  A wanderer. ',
      personalHistory: { formativeEvents: ['One', 7, '', null] },
      personalityTraits: 'not a list',
      motivations: null,
      secrets: [],
      plotHooks: [{ title: 'The Call' }, { nothing: true }],
      relationships: 'nobody',
      source: 'ai',
    });
    expect(b.characterConcept).toBe('A wanderer.');
    expect(b.backgroundSummary).toBe('');
    expect(b.personalHistory).toEqual({ earlyLife: '', formativeEvents: ['One'], recentPast: '', howTheyBecameTheirClass: '' });
    expect(b.personalityTraits).toEqual([]);
    expect(b.motivations).toEqual({ primary: '', secondary: [] });
    expect(b.goals).toEqual({ shortTerm: [], longTerm: [], lifeGoal: '' });
    expect(b).not.toHaveProperty('secrets');
    expect(b).not.toHaveProperty('relationships');
    expect(b.plotHooks).toEqual([{ type: '', title: 'The Call', description: '', urgency: '', dmGuidance: '', potentialOutcomes: [] }]);
    expect(b.source).toBe('ai');
    // The server's placeholder for relationships asked for and not given has no name.
    expect(normalizeBackground({ relationships: [{ description: 'No relationships were provided.' }] }).relationships).toHaveLength(1);
    expect(normalizeBackground(null).source).toBe('fallback');
  });
});

describe('calls', () => {
  it('stream the background from /api/backgrounds/generate (deltas, then the result) and refine at /api/backgrounds/refine', async () => {
    const encoder = new TextEncoder();
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/backgrounds/generate') {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode('event: delta\ndata: {"text":"{\\"characterConcept\\":"}\n\n'));
            controller.enqueue(encoder.encode(`event: result\ndata: ${JSON.stringify(testBackground())}\n\n`));
            controller.close();
          },
        });
        return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
      }
      return new Response(JSON.stringify({ background: testBackground({ ideals: ['Mercy.'] }), changedSections: ['ideals', 3], source: 'ai' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch });
    const deltas: string[] = [];
    const signal = new AbortController().signal;
    const request = testBackground().request;
    await expect(streamBackground(client, request, { signal, onDelta: (t) => deltas.push(t) })).resolves.toEqual(testBackground());
    expect(deltas).toEqual(['{"characterConcept":']);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ Accept: 'text/event-stream' });
    expect(JSON.parse(init.body as string)).toEqual(request);

    const refined = await refineBackground(client, { backgroundId: 'bg_0001', description: 'Kinder ideals', targetSection: 'personality', background: testBackground() }, signal);
    expect(refined.background.ideals).toEqual(['Mercy.']);
    expect(refined.changedSections).toEqual(['ideals']);
    expect(fetchMock.mock.calls[1][0]).toBe('/api/backgrounds/refine');
  });
});

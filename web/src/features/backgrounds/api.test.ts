import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api';
import { jsonResponse, scriptApi, sseResponse } from '../../test/api';
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
    const { calls } = scriptApi({
      'POST /api/backgrounds/generate': [
        sseResponse(['event: delta\ndata: {"text":"{\\"characterConcept\\":"}\n\n', `event: result\ndata: ${JSON.stringify(testBackground())}\n\n`]),
      ],
      'POST /api/backgrounds/refine': [jsonResponse(200, { background: testBackground({ ideals: ['Mercy.'] }), changedSections: ['ideals', 3], source: 'ai' })],
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
});

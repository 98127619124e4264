import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api';
import { server } from '../../test/server';
import { getMonster, normalizeMonster, reskinMonster, searchMonsters, searchPath } from './api';
import { GOBLIN, reskinOf } from './testMonsters';

/** A client whose every /api call gets `body`; `calls` records the path and the JSON sent. */
function clientAnswering(body: unknown) {
  const calls: Array<{ path: string; body: unknown }> = [];
  server.use(
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      calls.push({ path: url.pathname + url.search, body: text ? JSON.parse(text) : undefined });
      return HttpResponse.json(body as never);
    }),
  );
  return { client: createApiClient(), calls };
}

describe('searchPath', () => {
  it('browses all without parameters', () => {
    expect(searchPath({})).toBe('/api/monsters');
    expect(searchPath({ name: '  ', type: '' })).toBe('/api/monsters');
  });

  it('sends the name and the filters that are set, challenge ratings as written', () => {
    expect(searchPath({ name: ' owl bear ', type: 'monstrosity', size: 'Large', crMin: '1/4', crMax: '5' })).toBe(
      '/api/monsters?name=owl+bear&type=monstrosity&size=Large&crMin=1%2F4&crMax=5',
    );
  });
});

describe('answers', () => {
  it('a search without rows gives an empty list', async () => {
    const { client, calls } = clientAnswering({ monsters: null, source: 'srd' });
    expect((await searchMonsters(client, { name: 'zzz' })).monsters).toEqual([]);
    expect(calls[0].path).toBe('/api/monsters?name=zzz');
  });

  it('a monster gets every list and its suggestions, its slug escaped in the path', async () => {
    const { client, calls } = clientAnswering({ monster: { ...GOBLIN, actions: null, traits: undefined }, source: 'srd' });
    const res = await getMonster(client, 'goblin/../x');
    expect(calls[0].path).toBe('/api/monsters/goblin%2F..%2Fx');
    expect(res.monster.actions).toEqual([]);
    expect(res.monster.traits).toEqual([]);
    expect(res.suggestions.tones).toEqual(['dark', 'whimsical', 'horror', 'heroic', 'mysterious']);
    expect(res.suggestions.defaultTone).toBe('mysterious');
  });

  it('re-skins keep the original numbers under the new name and drop nameless cards', async () => {
    const card = reskinOf(GOBLIN, 'Soot Imp');
    const { client, calls } = clientAnswering({
      reskins: [{ ...card, statBlock: { ...card.statBlock, skills: null } }, { ...card, newName: '' }],
      source: 'fallback',
      fallbackReason: 'not_configured',
    });
    const res = await reskinMonster(client, { slug: 'goblin', tones: ['dark'], count: 2 });
    expect(calls[0].body).toEqual({ slug: 'goblin', tones: ['dark'], count: 2 });
    expect(res.reskins).toHaveLength(1);
    expect(res.reskins[0].statBlock).toMatchObject({ name: 'Soot Imp', armorClass: 15, hitPoints: 7, challengeRating: '1/4', skills: [] });
    expect(res.source).toBe('fallback');
  });

  it('an answer without cards is a failure with the spec message', async () => {
    const { client } = clientAnswering({ source: 'ai' });
    await expect(reskinMonster(client, { slug: 'goblin' })).rejects.toThrow('Failed to generate re-skins. Please try again.');
  });
});

describe('normalizeMonster', () => {
  it('fills what Go leaves out, keeping real values', () => {
    const m = normalizeMonster({ name: 'Shrieker', strength: 1, speed: { walk: 0 } });
    expect(m).toMatchObject({ name: 'Shrieker', strength: 1, dexterity: 10, speed: { walk: 0 }, actions: [], savingThrows: [], senses: '', cr: 0 });
  });
});

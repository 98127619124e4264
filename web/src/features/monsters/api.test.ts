import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient, UNREADABLE_MESSAGE } from '../../lib/api';
import { server } from '../../test/server';
import { getMonster, reskinMonster, searchMonsters, searchPath } from './api';
import { GOBLIN, monsterResponse, reskinOf, reskinResponse, searchResponse } from './testMonsters';

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
  it('a search passes through as the contract gives it; a list sent as null is refused', async () => {
    const { client, calls } = clientAnswering(searchResponse([]));
    expect((await searchMonsters(client, { name: 'zzz' })).monsters).toEqual([]);
    expect(calls[0].path).toBe('/api/monsters?name=zzz');
    const nullList = clientAnswering({ monsters: null, source: 'srd' });
    await expect(searchMonsters(nullList.client, { name: 'zzz' })).rejects.toThrow(UNREADABLE_MESSAGE);
  });

  it('a monster comes with its suggestions, its slug escaped in the path; one without them is refused', async () => {
    const { client, calls } = clientAnswering(monsterResponse(GOBLIN));
    const res = await getMonster(client, 'goblin/../x');
    expect(calls[0].path).toBe('/api/monsters/goblin%2F..%2Fx');
    expect(res.monster.name).toBe('Goblin');
    expect(res.suggestions.defaultTone).toBe(monsterResponse(GOBLIN).suggestions.defaultTone);
    const { suggestions: _unused, ...without } = monsterResponse(GOBLIN);
    const bare = clientAnswering(without);
    await expect(getMonster(bare.client, 'goblin')).rejects.toThrow(UNREADABLE_MESSAGE);
  });

  it('re-skins drop nameless cards', async () => {
    const card = reskinOf(GOBLIN, 'Soot Imp');
    const { client, calls } = clientAnswering(reskinResponse([card, { ...card, newName: ' ' }]));
    const res = await reskinMonster(client, { slug: 'goblin', tones: ['dark'], count: 2 });
    expect(calls[0].body).toEqual({ slug: 'goblin', tones: ['dark'], count: 2 });
    expect(res.reskins).toHaveLength(1);
    expect(res.reskins[0].statBlock).toMatchObject({ name: 'Soot Imp', armorClass: GOBLIN.armorClass, challengeRating: GOBLIN.challengeRating });
    expect(res.source).toBe('fallback');
  });

  it('an answer without cards is a failure with the spec message', async () => {
    const { client } = clientAnswering({ source: 'ai' });
    await expect(reskinMonster(client, { slug: 'goblin' })).rejects.toThrow('Failed to generate re-skins. Please try again.');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api';
import { getMonster, normalizeMonster, reskinMonster, searchMonsters, searchPath } from './api';
import { GOBLIN, reskinOf } from './testMonsters';

function clientAnswering(body: unknown) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    void url;
    void init;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { client: createApiClient({ fetch: fetchMock as unknown as typeof fetch }), fetchMock };
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
    const { client, fetchMock } = clientAnswering({ monsters: null, source: 'srd' });
    expect((await searchMonsters(client, { name: 'zzz' })).monsters).toEqual([]);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/monsters?name=zzz');
  });

  it('a monster gets every list and its suggestions, its slug escaped in the path', async () => {
    const { client, fetchMock } = clientAnswering({ monster: { ...GOBLIN, actions: null, traits: undefined }, source: 'srd' });
    const res = await getMonster(client, 'goblin/../x');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/monsters/goblin%2F..%2Fx');
    expect(res.monster.actions).toEqual([]);
    expect(res.monster.traits).toEqual([]);
    expect(res.suggestions.tones).toEqual(['dark', 'whimsical', 'horror', 'heroic', 'mysterious']);
    expect(res.suggestions.defaultTone).toBe('mysterious');
  });

  it('re-skins keep the original numbers under the new name and drop nameless cards', async () => {
    const card = reskinOf(GOBLIN, 'Soot Imp');
    const { client, fetchMock } = clientAnswering({
      reskins: [{ ...card, statBlock: { ...card.statBlock, skills: null } }, { ...card, newName: '' }],
      source: 'fallback',
      fallbackReason: 'not_configured',
    });
    const res = await reskinMonster(client, { slug: 'goblin', tones: ['dark'], count: 2 });
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({ slug: 'goblin', tones: ['dark'], count: 2 });
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

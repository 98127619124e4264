import { describe, expect, it } from 'vitest';
import { createApiClient, UNREADABLE_MESSAGE } from '../../lib/api';
import type { Name } from '../../lib/api-types/names';
import { jsonResponse, scriptApi } from '../../test/api';
import { excludeList, generateNames, nameVariations, usableNames } from './api';

describe('usableNames', () => {
  it('keeps rows that have a name, trimmed', () => {
    expect(
      usableNames([
        { name: ' Vex Ashborn ', race: 'Tiefling', meaning: 'born of cinders ' },
        { name: 'Kaireus', race: 'Tiefling', meaning: '', profession: 'Innkeeper' },
        { name: '  ', race: 'Tiefling', meaning: 'nothing' },
      ]),
    ).toEqual([
      { name: 'Vex Ashborn', race: 'Tiefling', meaning: 'born of cinders' },
      { name: 'Kaireus', race: 'Tiefling', meaning: '', profession: 'Innkeeper' },
    ]);
  });
});

describe('excludeList', () => {
  it('is the names on screen, the newest 500 at most', () => {
    const names: Name[] = Array.from({ length: 510 }, (_, i) => ({ name: `Name${i}`, race: 'Elf', meaning: '' }));
    const list = excludeList(names);
    expect(list).toHaveLength(500);
    expect(list[0]).toBe('Name10');
    expect(list.at(-1)).toBe('Name509');
  });
});

describe('calls', () => {
  it('post the request to /api/names/generate and /api/names/variations', async () => {
    const { calls } = scriptApi({
      'POST /api/names/generate': [jsonResponse(200, { names: [{ name: 'Vex', race: 'Tiefling', meaning: 'ash' }, { name: '', race: 'Tiefling', meaning: '' }], source: 'ai' })],
      'POST /api/names/variations': [
        jsonResponse(200, { variations: [{ name: 'Vexa', race: 'Tiefling', meaning: 'ash, again' }], source: 'fallback', fallbackReason: 'model_failed' }),
      ],
    });
    const client = createApiClient();
    const signal = new AbortController().signal;
    const names = await generateNames(client, { race: 'Tiefling', count: 5, style: 'traditional', exclude: ['Kaireus'] }, { signal });
    expect(names.names).toEqual([{ name: 'Vex', race: 'Tiefling', meaning: 'ash' }]);
    expect(calls[0]).toMatchObject({ url: '/api/names/generate', body: { race: 'Tiefling', count: 5, style: 'traditional', exclude: ['Kaireus'] } });
    const variations = await nameVariations(client, { name: 'Vex', race: 'Tiefling' }, { signal });
    expect(variations).toMatchObject({ variations: [{ name: 'Vexa' }], source: 'fallback', fallbackReason: 'model_failed' });
    expect(calls[1].url).toBe('/api/names/variations');
  });

  it("refuse an answer whose rows are not the contract's shape", async () => {
    scriptApi({ 'POST /api/names/generate': [jsonResponse(200, { names: [{ name: 'Vex', race: 'Tiefling', meaning: 'ash' }, { bad: true }], source: 'ai' })] });
    const request = { race: 'Tiefling', count: 5, style: 'traditional' } as const;
    await expect(generateNames(createApiClient(), request, { signal: new AbortController().signal })).rejects.toThrow(UNREADABLE_MESSAGE);
  });
});

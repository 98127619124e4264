import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api';
import type { Name } from '../../lib/api-types/names';
import { jsonResponse, scriptApi } from '../../test/api';
import { excludeList, generateNames, nameVariations, usableNames } from './api';

describe('usableNames', () => {
  it('keeps rows that have a name, trimmed, with an empty meaning when none came', () => {
    expect(
      usableNames([
        { name: ' Vex Ashborn ', race: 'Tiefling', meaning: 'born of cinders' },
        { name: 'Kaireus', race: 'Tiefling', profession: 'Innkeeper' },
        { name: '', race: 'Tiefling', meaning: 'nothing' },
        { race: 'Tiefling' },
        'Skameia',
        null,
      ]),
    ).toEqual([
      { name: 'Vex Ashborn', race: 'Tiefling', meaning: 'born of cinders' },
      { name: 'Kaireus', race: 'Tiefling', meaning: '', profession: 'Innkeeper' },
    ]);
    expect(usableNames(undefined)).toEqual([]);
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
      'POST /api/names/generate': [jsonResponse(200, { names: [{ name: 'Vex', race: 'Tiefling', meaning: 'ash' }, { bad: true }], source: 'ai' })],
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
});

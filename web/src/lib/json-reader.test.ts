import { boolean, integer, JsonShapeError, list, number, object, oneOf, optional, readJson, string } from './json-reader';

const monster = object({
  name: string,
  size: oneOf(['small', 'medium', 'large']),
  hitPoints: integer({ min: 1 }),
  speed: number({ min: 0 }),
  legendary: boolean,
  notes: optional(string),
  actions: list(object({ name: string, damage: optional(integer()) })),
});

const goblin = { name: 'Goblin', size: 'small', hitPoints: 7, speed: 30, legendary: false, actions: [{ name: 'Scimitar', damage: 5 }] };

describe('json readers', () => {
  it('return a copy with only the fields they know, optional ones left out when missing', () => {
    const read = readJson(monster, { ...goblin, isAdmin: true, actions: [{ name: 'Scimitar', damage: 5, script: '<x>' }] });
    expect(read).toEqual(goblin);
    expect(read).not.toHaveProperty('notes');
    expect(readJson(monster, { ...goblin, notes: null })).toEqual(goblin);
    expect(readJson(monster, { ...goblin, notes: 'Nimble Escape' })?.notes).toBe('Nimble Escape');
  });

  it('read null and missing lists as empty (Go sends nil slices as null)', () => {
    expect(readJson(monster, { ...goblin, actions: null })?.actions).toEqual([]);
    const { actions: _, ...withoutActions } = goblin;
    expect(readJson(monster, withoutActions)?.actions).toEqual([]);
  });

  it('refuse wrong types, unknown values, fractions, numbers under the minimum and non-finite numbers', () => {
    for (const bad of [
      null,
      [],
      'goblin',
      { ...goblin, name: 7 },
      { ...goblin, size: 'gargantuan' },
      { ...goblin, hitPoints: 7.5 },
      { ...goblin, hitPoints: 0 },
      { ...goblin, speed: -5 },
      { ...goblin, speed: Number.POSITIVE_INFINITY },
      { ...goblin, legendary: 'no' },
      { ...goblin, notes: 3 },
      { ...goblin, actions: { name: 'Scimitar' } },
      { ...goblin, actions: [{ name: 'Scimitar', damage: '5' }] },
    ]) {
      expect(readJson(monster, bad)).toBeUndefined();
    }
  });

  it('say where the answer went wrong', () => {
    expect(() => monster({ ...goblin, actions: [goblin.actions[0], { name: 'Bite', damage: 'lots' }] }, '')).toThrow(
      new JsonShapeError('actions[1].damage', 'a number'),
    );
    expect(() => monster({ ...goblin, size: 'huge' }, '')).toThrow('size should be one of small, medium, large');
    expect(() => monster('x', '')).toThrow('the answer should be an object');
  });
});

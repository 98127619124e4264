// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DefaultCount, VariationsPerRequest } from '../../lib/api-types/names';
import { COUNTS, DEFAULT_FORM, namesFormSchema, PROFESSIONS, RACES, STYLES } from './options';

describe('Names tab choices (spec section 5)', () => {
  it('lists the 26 races in the spec order', () => {
    expect(RACES).toHaveLength(26);
    expect(RACES[0]).toBe('Human');
    expect(RACES.at(-1)).toBe('Yuan-Ti-Pureblood');
    expect(RACES).toContain('Tiefling');
    expect(new Set(RACES).size).toBe(26);
  });

  it('lists the 25 optional professions', () => {
    expect(PROFESSIONS).toHaveLength(25);
    expect(PROFESSIONS.slice(0, 3)).toEqual(['Innkeeper', 'Guard', 'Noble']);
    expect(PROFESSIONS.at(-1)).toBe('Bandit');
  });

  it('offers 3, 5, 8 or 10 names and three styles', () => {
    expect(COUNTS).toEqual([3, 5, 8, 10]);
    expect(STYLES.map((s) => s.value)).toEqual(['traditional', 'unique', 'common']);
    expect(namesFormSchema.safeParse({ ...DEFAULT_FORM, count: 8 }).success).toBe(true);
    expect(namesFormSchema.safeParse({ ...DEFAULT_FORM, count: 4 }).success).toBe(false);
    expect(VariationsPerRequest).toBe(3);
  });

  it('starts on Human, any profession, the API default count, traditional', () => {
    expect(DEFAULT_FORM).toEqual({ race: 'Human', profession: '', count: DefaultCount, style: 'traditional' });
    expect(namesFormSchema.safeParse(DEFAULT_FORM).success).toBe(true);
    expect(DefaultCount).toBe(5);
  });
});

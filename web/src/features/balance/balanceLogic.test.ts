// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Mix } from '../../lib/api-types/balance';
import {
  DEFAULT_PREFERENCES,
  clampPreference,
  climaxRating,
  describeParty,
  differenceOf,
  formatMinutes,
  formatMultiplier,
  isLongEnough,
  normalize,
  overallRating,
  runLength,
  sumOf,
  transitionRating,
} from './balanceLogic';

const mix = (combat: number, roleplay: number, exploration: number, puzzle: number, transition: number): Mix => ({
  combat,
  roleplay,
  exploration,
  puzzle,
  transition,
});

// The vectors of functions/internal/balance/balance_test.go (normalizeVectors).
const VECTORS: [string, Mix, Mix][] = [
  ['already 100', mix(30, 35, 20, 10, 5), mix(30, 35, 20, 10, 5)],
  ['all zero', mix(0, 0, 0, 0, 0), mix(20, 20, 20, 20, 20)],
  ['one category', mix(0, 0, 40, 0, 0), mix(0, 0, 100, 0, 0)],
  ['thirds, tie to combat', mix(10, 10, 10, 0, 0), mix(34, 33, 33, 0, 0)],
  ['sum 105', mix(30, 35, 20, 10, 10), mix(29, 33, 19, 10, 9)],
  ['all 100', mix(100, 100, 100, 100, 100), mix(20, 20, 20, 20, 20)],
  ['sum 7', mix(1, 1, 1, 1, 3), mix(15, 14, 14, 14, 43)],
  ['sum 90', mix(50, 20, 10, 5, 5), mix(56, 22, 11, 6, 5)],
  ['out of range clamped', mix(150, -20, 50, 0, 0), mix(67, 0, 33, 0, 0)],
];

/** Reads the vectors from the Go test, so a change there fails here until mirrored. */
function goVectors(): [string, Mix, Mix][] {
  const here = dirname(fileURLToPath(import.meta.url));
  const source = readFileSync(resolve(here, '../../../../functions/internal/balance/balance_test.go'), 'utf8');
  const block = source.slice(source.indexOf('var normalizeVectors'), source.indexOf('func TestNormalize'));
  const row = /\{"([^"]+)", Mix\{([^}]*)\}, Mix\{([^}]*)\}\}/g;
  const parse = (values: string): Mix => {
    const n = values.trim() === '' ? [0, 0, 0, 0, 0] : values.split(',').map((v) => Number(v.trim()));
    return mix(n[0], n[1], n[2], n[3], n[4]);
  };
  return [...block.matchAll(row)].map((m) => [m[1], parse(m[2]), parse(m[3])]);
}

describe('normalize (mirror of Go balance.Normalize)', () => {
  it.each(VECTORS)('%s', (_name, input, want) => {
    const got = normalize(input);
    expect(got).toEqual(want);
    expect(sumOf(got)).toBe(100);
  });

  it('uses exactly the Go test vectors', () => {
    expect(goVectors()).toEqual(VECTORS);
  });

  it('always sums to 100 (every mix of a coarse grid)', () => {
    const steps = [0, 1, 7, 33, 50, 99, 100];
    for (const a of steps)
      for (const b of steps)
        for (const c of steps) {
          const result = normalize(mix(a, b, c, 5, 3));
          expect(sumOf(result)).toBe(100);
        }
  });

  it('does not change the input', () => {
    const input = mix(10, 10, 10, 0, 0);
    normalize(input);
    expect(input).toEqual(mix(10, 10, 10, 0, 0));
  });
});

describe('sliders and length', () => {
  it('clamps preferences to whole numbers from 0 to 100', () => {
    expect(clampPreference(-5)).toBe(0);
    expect(clampPreference(140)).toBe(100);
    expect(clampPreference(33.6)).toBe(34);
    expect(clampPreference(Number.NaN)).toBe(0);
  });

  it('defaults to the spec mix', () => {
    expect(DEFAULT_PREFERENCES).toEqual(mix(30, 35, 20, 10, 5));
  });

  it('measures the trimmed text in UTF-16 units, like the server', () => {
    expect(isLongEnough('x'.repeat(99))).toBe(false);
    expect(isLongEnough(`   ${'x'.repeat(99)}\n\n `)).toBe(false);
    expect(isLongEnough('x'.repeat(100))).toBe(true);
    expect(isLongEnough('🐉'.repeat(50))).toBe(true);
  });
});

describe('colour thresholds, always with words', () => {
  it('overall score: green at 80+, yellow 60-79, red below 60', () => {
    expect(overallRating(100)).toEqual({ tone: 'good', label: 'Good' });
    expect(overallRating(80)).toEqual({ tone: 'good', label: 'Good' });
    expect(overallRating(79)).toEqual({ tone: 'fair', label: 'Fair' });
    expect(overallRating(60)).toEqual({ tone: 'fair', label: 'Fair' });
    expect(overallRating(59)).toEqual({ tone: 'poor', label: 'Needs work' });
  });

  it('transition quality: green at 70+, yellow 50-69, red below', () => {
    expect(transitionRating(70).tone).toBe('good');
    expect(transitionRating(69).tone).toBe('fair');
    expect(transitionRating(50).tone).toBe('fair');
    expect(transitionRating(49).tone).toBe('poor');
  });

  it('climax placement: green between 60 and 80, else early or late', () => {
    expect(climaxRating(60, true)).toEqual({ tone: 'good', label: 'Well placed' });
    expect(climaxRating(80, true)).toEqual({ tone: 'good', label: 'Well placed' });
    expect(climaxRating(59, true)).toEqual({ tone: 'fair', label: 'Early' });
    expect(climaxRating(81, true)).toEqual({ tone: 'fair', label: 'Late' });
    expect(climaxRating(50, false).label).toBe('No fight found');
  });

  it('badges a difference of more than 5 points', () => {
    expect(differenceOf(35, 30).badge).toBeNull();
    expect(differenceOf(25, 30).badge).toBeNull();
    expect(differenceOf(36, 30)).toEqual({ points: 6, badge: '+6', description: '6 points over target' });
    expect(differenceOf(10, 35)).toEqual({ points: -25, badge: '−25', description: '25 points under target' });
    expect(differenceOf(30, 30).description).toBe('on target');
  });
});

describe('wording', () => {
  it('formats minutes, parties and multipliers', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(95)).toBe('1 h 35 min');
    expect(describeParty({ size: 4, level: 3 })).toBe('4 level-3 characters');
    expect(describeParty({ size: 1, level: 20 })).toBe('1 level-20 character');
    expect(formatMultiplier(1.5)).toBe('1.5');
    expect(formatMultiplier(2)).toBe('2');
  });

  it('words a run of one type the same way whatever its length', () => {
    expect(runLength(1)).toBe('a run of 1 segment');
    expect(runLength(3)).toBe('a run of 3 segments');
  });
});

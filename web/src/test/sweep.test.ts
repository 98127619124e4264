// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ENV_LONG, ENV_SEED, sweepSample, sweepsRunLong } from './sweep';

const CASES = Array.from({ length: 100 }, (_, i) => `case ${i}`);

describe('sweepSample', () => {
  it('draws n distinct cases, in their order, the same ones every time', () => {
    const sample = sweepSample(CASES, 10, {});
    expect(sample).toHaveLength(10);
    expect(new Set(sample).size).toBe(10);
    expect(sample).toEqual([...sample].sort((a, b) => CASES.indexOf(a) - CASES.indexOf(b)));
    expect(sweepSample(CASES, 10, {})).toEqual(sample);
  });

  it('draws another sample with another seed, and says when a seed is not a number', () => {
    expect(sweepSample(CASES, 10, { [ENV_SEED]: '7' })).not.toEqual(sweepSample(CASES, 10, {}));
    expect(() => sweepSample(CASES, 10, { [ENV_SEED]: 'seven' })).toThrow(/LOREWRIGHT_SWEEP_SEED="seven" is not a whole number/);
  });

  it('runs every case when sweeps run long, or when n covers them', () => {
    expect(sweepsRunLong({ [ENV_LONG]: '1' })).toBe(true);
    expect(sweepsRunLong({})).toBe(false);
    expect(sweepSample(CASES, 10, { [ENV_LONG]: '1' })).toEqual(CASES);
    expect(sweepSample(CASES.slice(0, 5), 10, {})).toEqual(CASES.slice(0, 5));
  });

  it('reaches cases all over the catalogue, not only its start', () => {
    const sample = sweepSample(CASES, 20, {});
    expect(CASES.indexOf(sample.at(-1)!)).toBeGreaterThan(50);
  });
});

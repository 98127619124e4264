/**
 * A test that goes through every case of a catalogue (every SRD creature's
 * stat block, say) checks a seeded sample of them in `make test` and all of
 * them in `make test-long`, as the Go sweeps do (functions/internal/sweep):
 * the same variables choose, so one setting runs every sweep in full.
 */

/** Set to 1, every case of every sweep runs (make test-long). */
export const ENV_LONG = 'LOREWRIGHT_TEST_LONG';
/** A number choosing another sample; without it the sample is always the same. */
export const ENV_SEED = 'LOREWRIGHT_SWEEP_SEED';
const DEFAULT_SEED = 22;

/** Whether sweeps run every case. */
export function sweepsRunLong(env: Record<string, string | undefined> = process.env): boolean {
  return env[ENV_LONG] === '1';
}

/**
 * The cases a sweep checks: all of them when sweeps run long (or n covers
 * them), else n of them drawn with the seed, in their order.
 */
export function sweepSample<T>(all: readonly T[], n: number, env: Record<string, string | undefined> = process.env): T[] {
  if (sweepsRunLong(env) || n >= all.length) return [...all];
  const seedText = env[ENV_SEED];
  const seed = seedText === undefined || seedText === '' ? DEFAULT_SEED : Number(seedText);
  if (!Number.isInteger(seed)) throw new Error(`${ENV_SEED}=${JSON.stringify(seedText)} is not a whole number`);
  const random = mulberry32(seed);
  // A partial Fisher-Yates shuffle of the indices: the first n are the sample.
  const indices = all.map((_, i) => i);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (indices.length - i));
    [indices[i], indices[j]] = [indices[j], indices[i]];
  }
  return indices
    .slice(0, n)
    .sort((a, b) => a - b)
    .map((i) => all[i]);
}

/** A small seeded generator (Mulberry32): the same seed, the same sample, on every machine. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The Analyze Campaign tab's rules that live in the browser: the default
// preferences and party, the sliders' clamp and Normalize (a mirror of Go's
// balance.Normalize, tested with its vectors), the spec's colour thresholds
// with the words shown beside each colour, and the wording of the figures.
import {
  DifferenceBadge,
  MaxLevel,
  MaxPartySize,
  MinLevel,
  MinPartySize,
  MinTextChars,
  Categories,
  type Category as CategoryName,
  type Mix,
  type Party,
} from '../../lib/api-types/balance';
import type { Difficulty as DifficultyName } from '../../lib/api-types/srd';

/** The five categories in the spec's order (sliders, bars, legend, tie-breaks): the API's balance.Categories. */
export const CATEGORIES: readonly CategoryName[] = Categories;

export const CATEGORY_LABELS: Record<CategoryName, string> = {
  combat: 'Combat',
  roleplay: 'Roleplay',
  exploration: 'Exploration',
  puzzle: 'Puzzle',
  transition: 'Transition',
};

/** Spec section 3: combat 30, roleplay 35, exploration 20, puzzle 10, transition 5. */
export const DEFAULT_PREFERENCES: Readonly<Mix> = { combat: 30, roleplay: 35, exploration: 20, puzzle: 10, transition: 5 };

/** The campaign generator's default party: 4 characters of level 3. */
export const DEFAULT_PARTY: Readonly<Party> = { size: 4, level: 3 };

export const PARTY_SIZES = range(MinPartySize, MaxPartySize);
export const PARTY_LEVELS = range(MinLevel, MaxLevel);

/** The editor panel's refusal of a short text (spec section 5), with the button disabled. */
export const TOO_SHORT_MESSAGE = `Content too short for analysis (minimum ${MinTextChars} characters required)`;
/** Spec section 8. */
export const FAILURE_MESSAGE = 'Failed to analyze campaign. Please try again.';
/** Spec section 2: the empty recommendations list. */
export const NO_RECOMMENDATIONS_MESSAGE = 'Great job! Your campaign has excellent balance. No recommendations needed.';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The length the server measures: the trimmed text in UTF-16 units (JavaScript's length). */
export function analysableLength(text: string): number {
  return text.trim().length;
}

export function isLongEnough(text: string): boolean {
  return analysableLength(text) >= MinTextChars;
}

/** A slider value as the API accepts it: a whole number from 0 to 100 (anything else becomes 0). */
export function clampPreference(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(100, Math.round(value)));
}

export function sumOf(mix: Mix): number {
  return CATEGORIES.reduce((total, c) => total + mix[c], 0);
}

export function sameMix(a: Mix, b: Mix): boolean {
  return CATEGORIES.every((c) => a[c] === b[c]);
}

/**
 * "Normalize to 100%", exactly as Go's balance.Normalize: values clamped to
 * 0-100; a mix summing to 100 is kept; an all-zero mix becomes 20 each;
 * otherwise value*100/sum rounded down, and the points still missing go one
 * each to the largest remainders, ties to the earlier category.
 */
export function normalize(mix: Mix): Mix {
  const clamped = Object.fromEntries(CATEGORIES.map((c) => [c, clampPreference(mix[c])])) as unknown as Mix;
  const sum = sumOf(clamped);
  if (sum === 100) return clamped;
  if (sum === 0) return { combat: 20, roleplay: 20, exploration: 20, puzzle: 20, transition: 20 };
  const out = { ...clamped };
  const remainders = CATEGORIES.map((c) => (clamped[c] * 100) % sum);
  let given = 0;
  for (const c of CATEGORIES) {
    out[c] = Math.floor((clamped[c] * 100) / sum);
    given += out[c];
  }
  for (; given < 100; given++) {
    let best = 0;
    for (let i = 1; i < CATEGORIES.length; i++) if (remainders[i] > remainders[best]) best = i;
    out[CATEGORIES[best]]++;
    remainders[best] = -1;
  }
  return out;
}

/** good: the spec's green; fair: yellow; poor: red. Always shown with its label. */
export type Tone = 'good' | 'fair' | 'poor';

export interface Rating {
  tone: Tone;
  label: string;
}

/** Overall Balance Score: green at 80 or more, yellow 60-79, red below 60. */
export function overallRating(score: number): Rating {
  if (score >= 80) return { tone: 'good', label: 'Good' };
  if (score >= 60) return { tone: 'fair', label: 'Fair' };
  return { tone: 'poor', label: 'Needs work' };
}

/** Transition quality: green at 70 or more, yellow 50-69, red below. */
export function transitionRating(quality: number): Rating {
  if (quality >= 70) return { tone: 'good', label: 'Good' };
  if (quality >= 50) return { tone: 'fair', label: 'Fair' };
  return { tone: 'poor', label: 'Needs work' };
}

/** Climax placement: green between 60 and 80 percent of the table time. */
export function climaxRating(placement: number, hasClimax: boolean): Rating {
  if (!hasClimax) return { tone: 'fair', label: 'No fight found' };
  if (placement >= 60 && placement <= 80) return { tone: 'good', label: 'Well placed' };
  return { tone: 'fair', label: placement < 60 ? 'Early' : 'Late' };
}

/** How far a category's share is from its target, and whether it earns a badge (more than 5 points). */
export function differenceOf(actual: number, target: number): { points: number; badge: string | null; description: string } {
  const points = actual - target;
  const size = Math.abs(points);
  const description = points === 0 ? 'on target' : `${size} ${size === 1 ? 'point' : 'points'} ${points > 0 ? 'over' : 'under'} target`;
  return { points, badge: size > DifferenceBadge ? `${points > 0 ? '+' : '−'}${size}` : null, description };
}

export const DIFFICULTY_LABELS: Record<DifficultyName, string> = {
  trivial: 'Trivial',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  deadly: 'Deadly',
};

export function formatNumber(n: number): string {
  return n.toLocaleString('en-US');
}

/** "30 min", "1 h 5 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/** The length of a run of one type: "a run of 1 segment", "a run of 3 segments". */
export function runLength(segments: number): string {
  return `a run of ${plural(segments, 'segment', 'segments')}`;
}

/** "4 level-3 characters". */
export function describeParty(party: Party): string {
  return `${plural(party.size, `level-${party.level} character`, `level-${party.level} characters`)}`;
}

/** The DMG multiplier as written: 1, 1.5, 2, 2.5, 3, 4 (0.5 for a large party). */
export function formatMultiplier(multiplier: number): string {
  return String(Math.round(multiplier * 100) / 100);
}

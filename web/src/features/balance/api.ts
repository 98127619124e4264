// POST /api/balance/analyze through the shared API client. The answer can
// carry the model's classification, so it is read defensively before the UI
// sees it: lists may come as null, types and difficulties must be known
// values (the bars, colours and badges are keyed by them). The validated
// shape is checked at compile time against the types generated from Go
// (lib/api-types), so the two cannot drift apart.
import * as z from 'zod/mini';
import type { ApiClient } from '../../lib/api';
import type { BalanceAnalyzeRequest, BalanceAnalyzeResponse } from '../../lib/api-types/api';
import type { Analysis } from '../../lib/api-types/balance';

/** A list the Go side may send as null or leave out: an empty list then. */
const list = <T extends z.ZodMiniType>(item: T) => z.pipe(z.nullish(z.array(item)), z.transform((items) => items ?? []));

const int = z.int();
const count = z.int().check(z.nonnegative());
const category = z.enum(['combat', 'roleplay', 'exploration', 'puzzle', 'transition']);

const mix = z.object({ combat: int, roleplay: int, exploration: int, puzzle: int, transition: int });
const party = z.object({ size: int, level: int });

const signal = z.object({
  kind: z.enum(['keyword', 'heading', 'dialogue', 'monster', 'cue', 'context', 'model']),
  text: z.string(),
});

const segment = z.object({
  id: z.string(),
  content: z.string(),
  type: category,
  confidence: z.number(),
  startPosition: count,
  endPosition: count,
  duration: z.number().check(z.nonnegative()),
  section: z.optional(z.string()),
  signals: list(signal),
  scores: mix,
});

const run = z.object({
  type: category,
  duration: z.number(),
  segments: int,
  tooLong: z.boolean(),
  startPosition: int,
  endPosition: int,
});

const pacing = z.object({
  averageSegmentLength: z.number(),
  longestSingleType: z.optional(run),
  transitionQuality: z.number(),
  transitions: int,
  goodTransitions: int,
  climaxPlacement: z.number(),
  climax: z.optional(z.object({ title: z.string(), startPosition: int, endPosition: int })),
});

const recommendation = z.object({
  id: z.string(),
  type: category,
  priority: z.enum(['high', 'medium', 'low']),
  targetSection: z.string(),
  description: z.string(),
  specificSuggestion: z.string(),
  expectedImpact: z.string(),
  playerArchetypes: list(z.string()),
  autoApplicable: z.boolean(),
  autoApplyAction: z.optional(z.object({ insertAt: count, insertContent: z.string() })),
  current: z.number(),
  target: z.number(),
});

const thresholds = z.object({ easy: int, medium: int, hard: int, deadly: int });

const encounter = z.object({
  id: z.string(),
  title: z.string(),
  segmentIds: list(z.string()),
  startPosition: int,
  endPosition: int,
  monsters: list(
    z.object({
      name: z.string(),
      challengeRating: z.string(),
      xp: int,
      count: int,
      countAssumed: z.boolean(),
      countNote: z.optional(z.string()),
      mentions: list(z.string()),
    }),
  ),
  monsterCount: int,
  baseXp: int,
  multiplier: z.number(),
  adjustedXp: int,
  thresholds,
  difficulty: z.enum(['trivial', 'easy', 'medium', 'hard', 'deadly']),
  // A fight that may not happen (creatures of a social scene): false when absent.
  possible: z.pipe(z.optional(z.boolean()), z.transform((possible) => possible ?? false)),
  summary: z.string(),
});

const analysisSchema = z.object({
  source: z.enum(['ai', 'fallback']),
  fallbackReason: z.optional(z.enum(['not_configured', 'model_failed'])),
  segments: list(segment),
  balance: mix,
  targetBalance: mix,
  userPreferences: mix,
  pacing,
  recommendations: list(recommendation),
  overallScore: z.number(),
  scoreBreakdown: z.object({
    balanceCloseness: z.number(),
    pacing: z.number(),
    transitionScore: z.number(),
    climaxScore: z.number(),
    runScore: z.number(),
  }),
  estimatedDuration: z.number(),
  party,
  encounters: list(encounter),
});

export type BalanceAnalysis = z.infer<typeof analysisSchema>;
export type AnalysisSegment = BalanceAnalysis['segments'][number];
export type AnalysisEncounter = BalanceAnalysis['encounters'][number];
export type AnalysisRecommendation = BalanceAnalysis['recommendations'][number];
export type AnalysisSignal = AnalysisSegment['signals'][number];

/** What the tab sends: the editor's plain text, the five preferences and the party. */
export type BalanceRequest = Required<Pick<BalanceAnalyzeRequest, 'text' | 'preferences' | 'party'>>;

export type BalanceAnalyzer = (request: BalanceRequest, signal: AbortSignal) => Promise<BalanceAnalysis>;

export const UNREADABLE_ANSWER = 'The analysis sent an answer that could not be read. Please try again.';

/** Reads an answer of POST /api/balance/analyze, or throws UNREADABLE_ANSWER. */
export function parseAnalysis(raw: unknown): BalanceAnalysis {
  const parsed = analysisSchema.safeParse(raw);
  if (!parsed.success) throw new Error(UNREADABLE_ANSWER);
  return conformsToContract(parsed.data);
}

export function createBalanceAnalyzer(client: ApiClient): BalanceAnalyzer {
  return async (request, signal) => {
    const body: BalanceAnalyzeRequest = { text: request.text, preferences: request.preferences, party: request.party };
    return parseAnalysis(await client.request<BalanceAnalyzeResponse | unknown>('POST', '/api/balance/analyze', body, signal));
  };
}

/** Fails to compile when the validated answer stops matching the Go contract. */
function conformsToContract<T extends Analysis>(analysis: T): T {
  return analysis;
}

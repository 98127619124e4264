// POST /api/balance/analyze through the shared API client. The answer can
// carry the model's classification, so it is read defensively before the UI
// sees it: lists may come as null, types and difficulties must be known
// values (the bars, colours and badges are keyed by them). The validated
// shape is checked at compile time against the types generated from Go
// (lib/api-types), so the two cannot drift apart.
import type { ApiClient } from '../../lib/api';
import type { BalanceAnalyzeRequest, BalanceAnalyzeResponse } from '../../lib/api-types/api';
import type { Analysis } from '../../lib/api-types/balance';
import { boolean, integer, list, number, object, oneOf, optional, readJson, string, type ReadType } from '../../lib/json-reader';

const int = integer();
const category = oneOf(['combat', 'roleplay', 'exploration', 'puzzle', 'transition']);

const mix = object({ combat: int, roleplay: int, exploration: int, puzzle: int, transition: int });
const party = object({ size: int, level: int });

const signal = object({
  kind: oneOf(['keyword', 'heading', 'dialogue', 'monster', 'context', 'model']),
  text: string,
});

const segment = object({
  id: string,
  content: string,
  type: category,
  confidence: number(),
  startPosition: integer({ min: 0 }),
  endPosition: integer({ min: 0 }),
  duration: number({ min: 0 }),
  section: optional(string),
  signals: list(signal),
  scores: mix,
});

const run = object({
  type: category,
  duration: number(),
  segments: int,
  tooLong: boolean,
  startPosition: int,
  endPosition: int,
});

const pacing = object({
  averageSegmentLength: number(),
  longestSingleType: optional(run),
  transitionQuality: number(),
  transitions: int,
  goodTransitions: int,
  climaxPlacement: number(),
  climax: optional(object({ title: string, startPosition: int, endPosition: int })),
});

const recommendation = object({
  id: string,
  type: category,
  priority: oneOf(['high', 'medium', 'low']),
  targetSection: string,
  description: string,
  specificSuggestion: string,
  expectedImpact: string,
  playerArchetypes: list(string),
  autoApplicable: boolean,
  autoApplyAction: optional(object({ insertAt: integer({ min: 0 }), insertContent: string })),
  current: number(),
  target: number(),
});

const thresholds = object({ easy: int, medium: int, hard: int, deadly: int });

const encounter = object({
  id: string,
  title: string,
  segmentIds: list(string),
  startPosition: int,
  endPosition: int,
  monsters: list(
    object({
      name: string,
      challengeRating: string,
      xp: int,
      count: int,
      countAssumed: boolean,
      mentions: list(string),
    }),
  ),
  monsterCount: int,
  baseXp: int,
  multiplier: number(),
  adjustedXp: int,
  thresholds,
  difficulty: oneOf(['trivial', 'easy', 'medium', 'hard', 'deadly']),
  summary: string,
});

const analysis = object({
  source: oneOf(['ai', 'fallback']),
  fallbackReason: optional(oneOf(['not_configured', 'model_failed'])),
  segments: list(segment),
  balance: mix,
  targetBalance: mix,
  userPreferences: mix,
  pacing,
  recommendations: list(recommendation),
  overallScore: number(),
  scoreBreakdown: object({
    balanceCloseness: number(),
    pacing: number(),
    transitionScore: number(),
    climaxScore: number(),
    runScore: number(),
  }),
  estimatedDuration: number(),
  party,
  encounters: list(encounter),
});

export type BalanceAnalysis = ReadType<typeof analysis>;
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
  const read = readJson(analysis, raw);
  if (!read) throw new Error(UNREADABLE_ANSWER);
  return conformsToContract(read);
}

export function createBalanceAnalyzer(client: ApiClient): BalanceAnalyzer {
  return async (request, signal) => {
    const body: BalanceAnalyzeRequest = { text: request.text, preferences: request.preferences, party: request.party };
    return parseAnalysis(await client.request<BalanceAnalyzeResponse | unknown>('POST', '/api/balance/analyze', body, signal));
  };
}

/** Fails to compile when the validated answer stops matching the Go contract. */
function conformsToContract<T extends Analysis>(answer: T): T {
  return answer;
}

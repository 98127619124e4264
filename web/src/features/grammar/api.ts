// POST /api/grammar/check through the shared API client. The answer is
// validated (it may carry model output merged in) before the UI sees it; the
// validated shapes are checked at compile time against the types generated
// from the Go structs (lib/api-types), so the two cannot drift apart.
import type { ApiClient } from '../../lib/api';
import { validDictionary } from '../../lib/dictionary';
import type { GrammarCheckRequest as WireRequest, GrammarCheckResponse as WireResult } from '../../lib/api-types/api';
import { integer, list, number, object, oneOf, readJson, string, type ReadType } from '../../lib/json-reader';

const issueKind = oneOf(['grammar', 'spelling', 'style']);

const grammarIssue = object({
  id: string,
  type: issueKind,
  severity: string,
  category: string,
  position: object({ start: integer({ min: 0 }), end: integer({ min: 0 }) }),
  message: string,
  shortMessage: string,
  suggestions: list(string),
  confidence: number(),
  rule: object({ id: string, description: string, category: string }),
  context: object({ text: string, highlightStart: number(), highlightEnd: number() }),
});

const issueCount = object({ grammar: number(), spelling: number(), style: number() });

const grammarStatistics = object({
  totalErrors: number(),
  grammarErrors: number(),
  spellingErrors: number(),
  styleIssues: number(),
  qualityScore: number(),
  wordCount: number(),
  sentenceCount: number(),
  paragraphCount: number(),
  readingTime: number(),
  issueCount,
  campaignMetrics: object({
    dndTerms: number(),
    dialogueRatio: number(),
    descriptiveRatio: number(),
    styleBalance: string,
  }),
});

const grammarCheckResult = object({
  errors: list(grammarIssue),
  statistics: grammarStatistics,
  /** "local": the built-in engine alone; "ai": the model's findings merged in. */
  source: string,
});

export type IssueKind = ReadType<typeof issueKind>;
export type GrammarIssue = ReadType<typeof grammarIssue>;
export type GrammarStatistics = ReadType<typeof grammarStatistics>;
export type GrammarCheckResult = ReadType<typeof grammarCheckResult>;

export interface GrammarCheckRequest {
  /** Plain text (markup stripped), as the editor bridge gives it. */
  text: string;
  /** Words and names from the user's personal dictionary, never flagged (cleaned to the API's limits, lib/dictionary.ts). */
  dictionary?: string[];
}

export type GrammarChecker = (request: GrammarCheckRequest, signal: AbortSignal) => Promise<GrammarCheckResult>;

export function createGrammarChecker(client: ApiClient): GrammarChecker {
  return async (request, signal) => {
    const dictionary = validDictionary(request.dictionary ?? []);
    const body: GrammarCheckRequest & WireRequest = dictionary.length > 0 ? { text: request.text, dictionary } : { text: request.text };
    const raw = await client.request<unknown>('POST', '/api/grammar/check', body, signal);
    const result = readJson(grammarCheckResult, raw);
    if (!result) throw new Error('The grammar check sent an answer that could not be read. Please try again.');
    return conformsToContract(result);
  };
}

/** Fails to compile when the validated result stops matching the Go contract. */
function conformsToContract<T extends WireResult>(result: T): T {
  return result;
}

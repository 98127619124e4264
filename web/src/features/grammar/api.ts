// POST /api/grammar/check through the shared API client. The answer is
// validated (it may carry model output merged in) before the UI sees it; the
// validated shapes are checked at compile time against the types generated
// from the Go structs (lib/api-types), so the two cannot drift apart.
import * as z from 'zod/mini';
import type { ApiClient } from '../../lib/api';
import { validDictionary } from '../../lib/dictionary';
import type { GrammarCheckRequest as WireRequest, GrammarCheckResponse as WireResult } from '../../lib/api-types/api';

// zod/mini: the tree-shakeable build of zod, a few KB in the editor chunk.

/** A list the Go side may send as null: an empty list then. */
const orEmpty = <T extends z.ZodMiniType>(item: T) => z.pipe(z.nullable(z.array(item)), z.transform((items) => items ?? []));

const issueKind = z.enum(['grammar', 'spelling', 'style']);

const grammarIssueSchema = z.object({
  id: z.string(),
  type: issueKind,
  severity: z.string(),
  category: z.string(),
  position: z.object({ start: z.int().check(z.nonnegative()), end: z.int().check(z.nonnegative()) }),
  message: z.string(),
  shortMessage: z.string(),
  suggestions: orEmpty(z.string()),
  confidence: z.number(),
  rule: z.object({ id: z.string(), description: z.string(), category: z.string() }),
  context: z.object({ text: z.string(), highlightStart: z.number(), highlightEnd: z.number() }),
});

const issueCountSchema = z.object({ grammar: z.number(), spelling: z.number(), style: z.number() });

const grammarStatisticsSchema = z.object({
  totalErrors: z.number(),
  grammarErrors: z.number(),
  spellingErrors: z.number(),
  styleIssues: z.number(),
  qualityScore: z.number(),
  wordCount: z.number(),
  sentenceCount: z.number(),
  paragraphCount: z.number(),
  readingTime: z.number(),
  issueCount: issueCountSchema,
  campaignMetrics: z.object({
    dndTerms: z.number(),
    dialogueRatio: z.number(),
    descriptiveRatio: z.number(),
    styleBalance: z.string(),
  }),
});

/** A word in no dictionary that the checker took for a name or a coined term, not a misspelling. */
const newWordSchema = z.object({ word: z.string(), count: z.int().check(z.positive()) });

const grammarCheckResultSchema = z.object({
  errors: orEmpty(grammarIssueSchema),
  statistics: grammarStatisticsSchema,
  /** "local": the built-in engine alone; "ai": the model's findings merged in. */
  source: z.string(),
  /** The document's new names and coined words, in order of first use (never flagged; offered for the dictionary). */
  newWords: z.pipe(z.optional(z.nullable(z.array(newWordSchema))), z.transform((words) => words ?? [])),
});

export type IssueKind = z.infer<typeof issueKind>;
export type GrammarIssue = z.infer<typeof grammarIssueSchema>;
export type GrammarStatistics = z.infer<typeof grammarStatisticsSchema>;
export type GrammarCheckResult = z.infer<typeof grammarCheckResultSchema>;
export type NewWord = z.infer<typeof newWordSchema>;

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
    const parsed = grammarCheckResultSchema.safeParse(raw);
    if (!parsed.success) throw new Error('The grammar check sent an answer that could not be read. Please try again.');
    return conformsToContract(parsed.data);
  };
}

/** Fails to compile when the validated result stops matching the Go contract. */
function conformsToContract<T extends WireResult>(result: T): T {
  return result;
}

// POST /api/grammar/check through the shared API client. The answer (which
// may carry model output merged in) is checked against the contract
// generated from the Go types at the client boundary (lib/api.ts) before the
// UI sees it.
import { isUnreadableAnswer, type ApiClient } from '../../lib/api';
import { validDictionary } from '../../lib/dictionary';
import type { GrammarCheckRequest as WireRequest, GrammarCheckResponse } from '../../lib/api-types/api';

export type {
  Kind as IssueKind,
  Issue as GrammarIssue,
  Statistics as GrammarStatistics,
  Result as GrammarCheckResult,
  NewWord,
} from '../../lib/api-types/grammar';

export const UNREADABLE_ANSWER = 'The grammar check sent an answer that could not be read. Please try again.';

export interface GrammarCheckRequest {
  /** Plain text (markup stripped), as the editor bridge gives it. */
  text: string;
  /** Words and names from the user's personal dictionary, never flagged (cleaned to the API's limits, lib/dictionary.ts). */
  dictionary?: string[];
}

export type GrammarChecker = (request: GrammarCheckRequest, signal: AbortSignal) => Promise<GrammarCheckResponse>;

export function createGrammarChecker(client: ApiClient): GrammarChecker {
  return async (request, signal) => {
    const dictionary = validDictionary(request.dictionary ?? []);
    const body: GrammarCheckRequest & WireRequest = dictionary.length > 0 ? { text: request.text, dictionary } : { text: request.text };
    try {
      return await client.request<GrammarCheckResponse>('POST', '/api/grammar/check', body, signal);
    } catch (error) {
      throw isUnreadableAnswer(error) ? new Error(UNREADABLE_ANSWER) : error;
    }
  };
}

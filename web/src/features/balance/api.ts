// POST /api/balance/analyze through the shared API client. The answer can
// carry the model's classification; it is checked against the contract
// generated from the Go types at the client boundary (lib/api.ts), so types
// and difficulties are known values (the bars, colours and badges are keyed
// by them) and every list is there.
import { isUnreadableAnswer, type ApiClient } from '../../lib/api';
import type { BalanceAnalyzeRequest, BalanceAnalyzeResponse } from '../../lib/api-types/api';
import type { Analysis, Encounter, Recommendation, Segment, Signal } from '../../lib/api-types/balance';

export type BalanceAnalysis = Analysis;
export type AnalysisSegment = Segment;
export type AnalysisEncounter = Encounter;
export type AnalysisRecommendation = Recommendation;
export type AnalysisSignal = Signal;

/** What the tab sends: the editor's plain text, the five preferences and the party. */
export type BalanceRequest = Required<Pick<BalanceAnalyzeRequest, 'text' | 'preferences' | 'party'>>;

export type BalanceAnalyzer = (request: BalanceRequest, signal: AbortSignal) => Promise<BalanceAnalysis>;

export const UNREADABLE_ANSWER = 'The analysis sent an answer that could not be read. Please try again.';

export function createBalanceAnalyzer(client: ApiClient): BalanceAnalyzer {
  return async (request, signal) => {
    const body: BalanceAnalyzeRequest = { text: request.text, preferences: request.preferences, party: request.party };
    try {
      return await client.request<BalanceAnalyzeResponse>('POST', '/api/balance/analyze', body, signal);
    } catch (error) {
      throw isUnreadableAnswer(error) ? new Error(UNREADABLE_ANSWER) : error;
    }
  };
}

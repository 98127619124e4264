// The Backgrounds tab's calls: POST /api/backgrounds/generate (streamed:
// the reply's text as it is written, then the authoritative background) and
// POST /api/backgrounds/refine. Both metered; a 400 names the fields.
import type { ApiClient } from '../../lib/api';
import { useApiMutation, type CallHandlers } from '../../lib/api-query';
import type {
  BackgroundGenerateRequest,
  BackgroundGenerateResponse,
  BackgroundRefineRequest,
  BackgroundRefineResponse,
} from '../../lib/api-types/api';

/** Spec section 8. */
export const GENERATE_FAILED = 'Failed to generate background';
export const REFINE_FAILED = 'Failed to refine background';

// The answers are checked against the contract at the client boundary
// (lib/api.ts), so the result view gets every text and list the types promise.

/** Streams a background: `onDelta` gets the reply as it is written; resolves with the authoritative result. */
export function streamBackground(client: ApiClient, request: BackgroundGenerateRequest, handlers: CallHandlers): Promise<BackgroundGenerateResponse> {
  return client.stream<BackgroundGenerateResponse>('/api/backgrounds/generate', request, handlers);
}

export function refineBackground(client: ApiClient, request: BackgroundRefineRequest, { signal }: Pick<CallHandlers, 'signal'>): Promise<BackgroundRefineResponse> {
  return client.request<BackgroundRefineResponse>('POST', '/api/backgrounds/refine', request, signal);
}

export const useGenerateBackground = () => useApiMutation(streamBackground, { fallbackMessage: GENERATE_FAILED });
export const useRefineBackground = () => useApiMutation(refineBackground, { fallbackMessage: REFINE_FAILED });

// The Campaign tab's calls. Both stream (server-sent events): the model's
// text arrives as it is written, and the parsed campaign (or refinement)
// comes last and is authoritative.
import type { ApiClient } from '../../lib/api';
import { useApiMutation, type ApiMutationOptions, type CallHandlers } from '../../lib/api-query';
import type { CampaignGenerateRequest, CampaignGenerateResponse, CampaignRefineRequest, CampaignRefineResponse } from '../../lib/api-types/api';

/** Spec section 8. */
export const GENERATE_FAILED = 'Campaign generation failed. Please try again.';
export const REFINE_FAILED = 'Sorry, I encountered an error while refining your campaign. Please try rephrasing your request.';

// The answers are checked against the contract at the client boundary
// (lib/api.ts): every list the server always sends is there.
export function streamCampaign(client: ApiClient, request: CampaignGenerateRequest, handlers: CallHandlers): Promise<CampaignGenerateResponse> {
  return client.stream<CampaignGenerateResponse>('/api/campaign/generate', request, handlers);
}

export function streamRefinement(client: ApiClient, request: CampaignRefineRequest, handlers: CallHandlers): Promise<CampaignRefineResponse> {
  return client.stream<CampaignRefineResponse>('/api/campaign/refine', request, handlers);
}

export const useGenerateCampaign = () => useApiMutation(streamCampaign, { fallbackMessage: GENERATE_FAILED });
export const useRefineCampaign = (options: Pick<ApiMutationOptions<CampaignRefineResponse>, 'onError'> = {}) =>
  useApiMutation(streamRefinement, { fallbackMessage: REFINE_FAILED, ...options });

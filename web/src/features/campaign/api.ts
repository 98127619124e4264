// The Campaign tab's calls. Both stream (server-sent events): the model's
// text arrives as it is written, and the parsed campaign (or refinement)
// comes last and is authoritative.
import type { ApiClient } from '../../lib/api';
import { useApiMutation, type ApiMutationOptions, type CallHandlers } from '../../lib/api-query';
import type { CampaignGenerateRequest, CampaignGenerateResponse, CampaignRefineRequest, CampaignRefineResponse } from '../../lib/api-types/api';
import type { Campaign } from '../../lib/api-types/campaign';

/** Spec section 8. */
export const GENERATE_FAILED = 'Campaign generation failed. Please try again.';
export const REFINE_FAILED = 'Sorry, I encountered an error while refining your campaign. Please try rephrasing your request.';

/** Lists the server always sends, made safe to map over whatever arrives. */
export function normalizeCampaign(c: Campaign): Campaign {
  return {
    ...c,
    plotHooks: c.plotHooks ?? [],
    encounters: c.encounters ?? [],
    npcs: c.npcs ?? [],
    locations: c.locations ?? [],
    pacingNotes: c.pacingNotes ?? [],
  };
}

export async function streamCampaign(client: ApiClient, request: CampaignGenerateRequest, handlers: CallHandlers): Promise<CampaignGenerateResponse> {
  const result = await client.stream<CampaignGenerateResponse>('/api/campaign/generate', request, handlers);
  return { ...result, campaign: normalizeCampaign(result.campaign) };
}

export async function streamRefinement(client: ApiClient, request: CampaignRefineRequest, handlers: CallHandlers): Promise<CampaignRefineResponse> {
  const result = await client.stream<CampaignRefineResponse>('/api/campaign/refine', request, handlers);
  return {
    ...result,
    updatedCampaign: normalizeCampaign(result.updatedCampaign),
    changes: result.changes ?? [],
    suggestions: result.suggestions ?? [],
    diff: result.diff ?? [],
  };
}

export const useGenerateCampaign = () => useApiMutation(streamCampaign, { fallbackMessage: GENERATE_FAILED });
export const useRefineCampaign = (options: Pick<ApiMutationOptions<CampaignRefineResponse>, 'onError'> = {}) =>
  useApiMutation(streamRefinement, { fallbackMessage: REFINE_FAILED, ...options });

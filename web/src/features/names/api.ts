// The Names tab's calls: POST /api/names/generate and /api/names/variations
// (metered; a 429 says when to try again, a 400 names the fields).
import type { ApiClient } from '../../lib/api';
import { useApiMutation, type CallHandlers } from '../../lib/api-query';
import type { NameVariationsRequest, NameVariationsResponse, NamesGenerateRequest, NamesGenerateResponse } from '../../lib/api-types/api';
import type { Name } from '../../lib/api-types/names';
import { MaxExclude } from '../../lib/api-types/names';

/** Spec section 8. */
export const GENERATE_FAILED = 'Failed to generate names';
export const VARIATIONS_FAILED = 'Failed to generate variations';

/**
 * The names of a reply that a row can show: each with a non-empty name (the
 * contract checks the shape at the client boundary, lib/api.ts; model output
 * can still bring a blank name, which would be a blank line with buttons).
 */
export function usableNames(names: readonly Name[]): Name[] {
  return names.filter((n) => n.name.trim() !== '').map((n) => ({ ...n, name: n.name.trim(), meaning: n.meaning.trim() }));
}

/** The names to avoid: those on screen, newest last, within the API's limit. */
export function excludeList(names: readonly Name[]): string[] {
  return names.slice(-MaxExclude).map((n) => n.name);
}

export async function generateNames(client: ApiClient, request: NamesGenerateRequest, { signal }: Pick<CallHandlers, 'signal'>): Promise<NamesGenerateResponse> {
  const response = await client.request<NamesGenerateResponse>('POST', '/api/names/generate', request, signal);
  return { ...response, names: usableNames(response.names) };
}

export async function nameVariations(client: ApiClient, request: NameVariationsRequest, { signal }: Pick<CallHandlers, 'signal'>): Promise<NameVariationsResponse> {
  const response = await client.request<NameVariationsResponse>('POST', '/api/names/variations', request, signal);
  return { ...response, variations: usableNames(response.variations) };
}

export const useGenerateNames = () => useApiMutation(generateNames, { fallbackMessage: GENERATE_FAILED });
export const useNameVariations = () => useApiMutation(nameVariations, { fallbackMessage: VARIATIONS_FAILED });

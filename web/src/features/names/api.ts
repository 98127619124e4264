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
 * The names of a reply that a row can show: each with a non-empty name
 * (model output reaches us through the server's parser, but a row without a
 * name would be a blank line with buttons).
 */
export function usableNames(value: unknown): Name[] {
  if (!Array.isArray(value)) return [];
  const out: Name[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { name, meaning, race, profession } = item as Partial<Record<keyof Name, unknown>>;
    if (typeof name !== 'string' || !name.trim() || typeof race !== 'string') continue;
    const row: Name = { name: name.trim(), race: race as Name['race'], meaning: typeof meaning === 'string' ? meaning.trim() : '' };
    if (typeof profession === 'string' && profession) row.profession = profession as Name['profession'];
    out.push(row);
  }
  return out;
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

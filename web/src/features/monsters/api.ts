// The Monsters tab's calls to the Go API (functions/internal/api/monsters.go):
// search and browse the bestiary, one monster's full stat block with the
// re-skin suggestions for it, and re-skins. Types, lists and limits are the
// ones generated from the Go types; the answers are checked against them at
// the client boundary (lib/api.ts).
import { useQuery } from '@tanstack/react-query';
import { isUnreadableAnswer, type ApiClient } from '../../lib/api';
import { useApiClient, useApiMutation } from '../../lib/api-query';
import type {
  MonsterReskinRequest,
  MonsterReskinResponse,
  MonsterResponse,
  MonsterSearchResponse,
} from '../../lib/api-types/api';
import {
  DefaultTone,
  MaxQueryChars,
  MaxReskins,
  MaxThemeChars,
  MsgBrowseFailed,
  MsgReskinFailed,
  MsgReskinServiceFailed,
  MsgSearchFailed,
  Tones,
  type Reskin,
  type Tone as ReskinToneName,
} from '../../lib/api-types/monsters';
import { Sizes, Types, type Action, type Monster, type Summary } from '../../lib/api-types/srd';

export type { Action, Monster, Reskin, ReskinToneName, Summary };

/** The spec's messages (section 8), from the Go API's contract. */
export const MSG_SEARCH_FAILED = MsgSearchFailed;
export const MSG_BROWSE_FAILED = MsgBrowseFailed;
export const MSG_RESKIN_FAILED = MsgReskinFailed;
/** The API's words for a re-skin that failed on the server's side. */
export const MSG_RESKIN_SERVICE_FAILED = MsgReskinServiceFailed;

/** Creature types and sizes the API filters by (srd.Types and srd.Sizes in Go). */
export const CREATURE_TYPES = Types;
export const CREATURE_SIZES = Sizes;
/** Every challenge rating of the 5e rules, as a stat block writes them. */
export const CHALLENGE_RATINGS = [
  '0', '1/8', '1/4', '1/2', ...Array.from({ length: 30 }, (_, i) => String(i + 1)),
] as const;

/** The tones of the Tone select (spec section 5), in the API's order. */
export const RESKIN_TONES: readonly ReskinToneName[] = Tones;
export const DEFAULT_TONE: ReskinToneName = DefaultTone;
/** The Tone select's Mixed choice: a request without tones, re-skins in the server's mix. */
export const MIXED_TONE = 'mixed';
export type ToneChoice = ReskinToneName | typeof MIXED_TONE;
/** Spec section 9: up to three re-skins a request. */
export const MAX_RESKINS = MaxReskins;
/** The API's limits on the text fields. */
export const MAX_QUERY_CHARS = MaxQueryChars;
export const MAX_THEME_CHARS = MaxThemeChars;

/** A search of the search step: the name text and the optional filters. */
export interface MonsterQuery {
  name?: string;
  type?: string;
  size?: string;
  /** Challenge ratings as written ("1/4", "10"). */
  crMin?: string;
  crMax?: string;
}

/** The query string of GET /api/monsters for a query; empty parts are left out. */
export function searchPath(query: MonsterQuery): string {
  const params = new URLSearchParams();
  for (const key of ['name', 'type', 'size', 'crMin', 'crMax'] as const) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `/api/monsters?${text}` : '/api/monsters';
}

export function searchMonsters(client: ApiClient, query: MonsterQuery, signal?: AbortSignal): Promise<MonsterSearchResponse> {
  return client.request<MonsterSearchResponse>('GET', searchPath(query), undefined, signal);
}

export function getMonster(client: ApiClient, slug: string, signal?: AbortSignal): Promise<MonsterResponse> {
  return client.request<MonsterResponse>('GET', `/api/monsters/${encodeURIComponent(slug)}`, undefined, signal);
}

export async function reskinMonster(client: ApiClient, request: MonsterReskinRequest, signal?: AbortSignal): Promise<MonsterReskinResponse> {
  let res: MonsterReskinResponse;
  try {
    res = await client.request<MonsterReskinResponse>('POST', '/api/monsters/reskin', request, signal);
  } catch (error) {
    // An answer that is not the contract's shape fails as the spec words it.
    throw isUnreadableAnswer(error) ? new Error(MSG_RESKIN_FAILED) : error;
  }
  // A card without a name has nothing to show or insert.
  return { ...res, reskins: res.reskins.filter((r) => r.newName.trim() !== '') };
}

/**
 * A listing of the search step (GET /api/monsters); none until `query` is
 * given. Another query supersedes the one in flight (it is aborted).
 */
export function useMonsterSearch(query: MonsterQuery | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['monsters', 'search', searchPath(query ?? {})],
    queryFn: ({ signal }) => searchMonsters(client, query ?? {}, signal),
    enabled: query !== null,
  });
}

/** One monster's stat block and re-skin suggestions (GET /api/monsters/{slug}); none until a slug is given. */
export function useMonster(slug: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['monsters', 'monster', slug],
    queryFn: ({ signal }) => getMonster(client, slug ?? '', signal),
    enabled: slug !== null,
  });
}

/** POST /api/monsters/reskin (metered). */
export const useReskinMonster = () =>
  useApiMutation((client, request: MonsterReskinRequest, { signal }) => reskinMonster(client, request, signal), { fallbackMessage: MSG_RESKIN_FAILED });

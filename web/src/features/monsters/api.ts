// The Monsters tab's calls to the Go API (functions/internal/api/monsters.go):
// search and browse the bestiary, one monster's full stat block with the
// re-skin suggestions for it, and re-skins. Types are the ones generated from
// the Go structs; the answers are normalised where a missing list would break
// the UI (Go leaves empty lists out or sends null).
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api';
import { useApiClient, useApiMutation } from '../../lib/api-query';
import type {
  MonsterReskinRequest,
  MonsterReskinResponse,
  MonsterResponse,
  MonsterSearchResponse,
} from '../../lib/api-types/api';
import { MsgBrowseFailed, MsgReskinFailed, MsgReskinServiceFailed, MsgSearchFailed } from '../../lib/api-types/monsters';
import type { Reskin, ReskinToneName } from '../../lib/api-types/monsters';
import type { Action, Modifier, Monster, Summary } from '../../lib/api-types/srd';

export type { Action, Monster, Reskin, ReskinToneName, Summary };

/** The spec's messages (section 8), from the Go API's contract. */
export const MSG_SEARCH_FAILED = MsgSearchFailed;
export const MSG_BROWSE_FAILED = MsgBrowseFailed;
export const MSG_RESKIN_FAILED = MsgReskinFailed;
/** The API's words for a re-skin that failed on the server's side. */
export const MSG_RESKIN_SERVICE_FAILED = MsgReskinServiceFailed;

/** Creature types and sizes the API filters by (monsters.Types and monsters.Sizes in Go). */
export const CREATURE_TYPES = [
  'aberration', 'beast', 'celestial', 'construct', 'dragon', 'elemental', 'fey',
  'fiend', 'giant', 'humanoid', 'monstrosity', 'ooze', 'plant', 'undead',
] as const;
export const CREATURE_SIZES = ['Tiny', 'Small', 'Medium', 'Large', 'Huge', 'Gargantuan'] as const;
/** Every challenge rating of the 5e rules, as a stat block writes them. */
export const CHALLENGE_RATINGS = [
  '0', '1/8', '1/4', '1/2', ...Array.from({ length: 30 }, (_, i) => String(i + 1)),
] as const;

/** The tones of the Tone select (spec section 5), in the API's order. */
export const RESKIN_TONES: readonly ReskinToneName[] = ['dark', 'whimsical', 'horror', 'heroic', 'mysterious'];
export const DEFAULT_TONE: ReskinToneName = 'mysterious';
/** The Tone select's Mixed choice: a request without tones, re-skins in the server's mix. */
export const MIXED_TONE = 'mixed';
export type ToneChoice = ReskinToneName | typeof MIXED_TONE;
/** Spec section 9: up to three re-skins a request. */
export const MAX_RESKINS = 3;
/** The API's limits on the text fields (monsters.MaxQueryChars, MaxThemeChars, MaxEnvironmentChars). */
export const MAX_QUERY_CHARS = 100;
export const MAX_THEME_CHARS = 100;

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

export async function searchMonsters(client: ApiClient, query: MonsterQuery, signal?: AbortSignal): Promise<MonsterSearchResponse> {
  const res = await client.request<MonsterSearchResponse>('GET', searchPath(query), undefined, signal);
  return { ...res, monsters: Array.isArray(res?.monsters) ? res.monsters : [] };
}

export async function getMonster(client: ApiClient, slug: string, signal?: AbortSignal): Promise<MonsterResponse> {
  const res = await client.request<MonsterResponse>('GET', `/api/monsters/${encodeURIComponent(slug)}`, undefined, signal);
  const suggestions = res.suggestions ?? { themes: [], environments: [], tones: RESKIN_TONES, defaultTone: DEFAULT_TONE, mixedTones: [] };
  return {
    ...res,
    monster: normalizeMonster(res.monster),
    suggestions: {
      themes: suggestions.themes ?? [],
      environments: suggestions.environments ?? [],
      tones: suggestions.tones?.length ? suggestions.tones : [...RESKIN_TONES],
      defaultTone: suggestions.defaultTone ?? DEFAULT_TONE,
      mixedTones: suggestions.mixedTones ?? [],
    },
  };
}

export async function reskinMonster(client: ApiClient, request: MonsterReskinRequest, signal?: AbortSignal): Promise<MonsterReskinResponse> {
  const res = await client.request<MonsterReskinResponse>('POST', '/api/monsters/reskin', request, signal);
  if (!res || !Array.isArray(res.reskins)) throw new Error(MSG_RESKIN_FAILED);
  return {
    ...res,
    reskins: res.reskins
      .filter((r) => r && typeof r.newName === 'string' && r.newName.trim() !== '')
      .map((r) => ({
        ...r,
        visualDescription: r.visualDescription ?? '',
        behavioralChanges: r.behavioralChanges ?? '',
        loreAdaptation: r.loreAdaptation ?? '',
        originalMonster: normalizeMonster(r.originalMonster),
        statBlock: normalizeMonster({ ...r.originalMonster, ...r.statBlock, name: r.statBlock?.name || r.newName }),
      })),
  };
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

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);
const text = (value: string | null | undefined): string => (typeof value === 'string' ? value : '');
const num = (value: number | null | undefined, missing = 0): number => (typeof value === 'number' && Number.isFinite(value) ? value : missing);

/**
 * A monster with every list present and every text a string, so rendering
 * never meets a null (Go omits empty lists, and sends null for a nil one).
 */
export function normalizeMonster(m: Partial<Monster> | null | undefined): Monster {
  const src = m ?? {};
  const actions = (v: Action[] | null | undefined) => list(v).filter((a) => a && typeof a.name === 'string').map((a) => ({ name: a.name, desc: text(a.desc) }));
  const modifiers = (v: Modifier[] | null | undefined) => list(v).filter((x) => x && typeof x.name === 'string').map((x) => ({ name: x.name, bonus: num(x.bonus) }));
  const speed: Record<string, number> = {};
  for (const [mode, feet] of Object.entries(src.speed ?? {})) if (typeof feet === 'number') speed[mode] = feet;
  return {
    ...src,
    slug: text(src.slug),
    name: text(src.name),
    size: text(src.size),
    type: text(src.type),
    alignment: text(src.alignment),
    armorClass: num(src.armorClass),
    hitPoints: num(src.hitPoints),
    hitDice: text(src.hitDice),
    speed,
    strength: num(src.strength, 10),
    dexterity: num(src.dexterity, 10),
    constitution: num(src.constitution, 10),
    intelligence: num(src.intelligence, 10),
    wisdom: num(src.wisdom, 10),
    charisma: num(src.charisma, 10),
    savingThrows: modifiers(src.savingThrows),
    skills: modifiers(src.skills),
    damageVulnerabilities: list(src.damageVulnerabilities),
    damageResistances: list(src.damageResistances),
    damageImmunities: list(src.damageImmunities),
    conditionImmunities: list(src.conditionImmunities),
    senses: text(src.senses),
    languages: text(src.languages),
    challengeRating: text(src.challengeRating),
    cr: num(src.cr),
    xp: num(src.xp),
    traits: actions(src.traits),
    actions: actions(src.actions),
    reactions: actions(src.reactions),
    legendaryDesc: text(src.legendaryDesc),
    legendaryActions: actions(src.legendaryActions),
  };
}

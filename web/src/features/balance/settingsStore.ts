// The tab's preferences and party, remembered in this browser so a game
// master sets their mix once (lib/storage.ts: every key is lorewright.*).
import type { Mix, Party } from '../../lib/api-types/balance';
import { CATEGORIES, DEFAULT_PARTY, DEFAULT_PREFERENCES, PARTY_LEVELS, PARTY_SIZES, clampPreference } from './balanceLogic';

export const SETTINGS_KEY = 'lorewright.balance.settings';

export interface BalanceSettings {
  preferences: Mix;
  party: Party;
}

export function defaultSettings(): BalanceSettings {
  return { preferences: { ...DEFAULT_PREFERENCES }, party: { ...DEFAULT_PARTY } };
}

/** The stored settings, each value checked; anything missing or invalid is the default. */
export function readSettings(local: Storage | undefined = globalThis.localStorage): BalanceSettings {
  const settings = defaultSettings();
  try {
    const stored = JSON.parse(local?.getItem(SETTINGS_KEY) ?? 'null') as Partial<Record<keyof BalanceSettings, Record<string, unknown>>> | null;
    for (const c of CATEGORIES) {
      const value = stored?.preferences?.[c];
      if (typeof value === 'number') settings.preferences[c] = clampPreference(value);
    }
    const size = stored?.party?.size;
    const level = stored?.party?.level;
    if (typeof size === 'number' && PARTY_SIZES.includes(size)) settings.party.size = size;
    if (typeof level === 'number' && PARTY_LEVELS.includes(level)) settings.party.level = level;
  } catch {
    // No storage, or not ours: the defaults.
  }
  return settings;
}

export function writeSettings(settings: BalanceSettings, local: Storage | undefined = globalThis.localStorage): void {
  try {
    local?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Not remembered; the values still apply to this visit.
  }
}

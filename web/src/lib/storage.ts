// Everything Lorewright keeps in localStorage is namespaced `lorewright.*`.
export const THEME_KEY = 'lorewright.theme';
export const VERSION_KEY = 'lorewright.version';
export const GUEST_ID_KEY = 'lorewright.guestId';
export const APP_VERSION = '2.0.0';

export type ThemePreference = 'light' | 'dark' | 'system';

/** Key fragments of entries older versions left behind (spec section 4). */
const LEGACY_KEY_FRAGMENTS = ['document_', 'userPreferences', 'documentTypes', 'recentDocuments', 'wordwise', 'grammarly-clone'];

/**
 * Runs once at app start: clears session storage, and when the stored version
 * marker differs from this version, removes legacy entries and records it.
 */
export function prepareBrowserStorage(local: Storage = localStorage, session: Storage = sessionStorage): void {
  try {
    session.clear();
  } catch {
    // Storage can be disabled (private modes); the app works without it.
  }
  try {
    if (local.getItem(VERSION_KEY) === APP_VERSION) return;
    const legacy: string[] = [];
    for (let i = 0; i < local.length; i++) {
      const key = local.key(i);
      if (key && LEGACY_KEY_FRAGMENTS.some((fragment) => key.includes(fragment))) legacy.push(key);
    }
    legacy.forEach((key) => local.removeItem(key));
    local.setItem(VERSION_KEY, APP_VERSION);
  } catch {
    // As above: no storage, nothing to migrate.
  }
}

export function readTheme(local: Storage = localStorage): ThemePreference {
  try {
    const value = local.getItem(THEME_KEY);
    return value === 'dark' || value === 'system' || value === 'light' ? value : 'light';
  } catch {
    return 'light';
  }
}

export function writeTheme(theme: ThemePreference, local: Storage = localStorage): void {
  try {
    local.setItem(THEME_KEY, theme);
  } catch {
    // Not persisted; the choice still applies for this visit.
  }
}

export function readGuestId(local: Storage = localStorage): string | null {
  try {
    return local.getItem(GUEST_ID_KEY);
  } catch {
    return null;
  }
}

export function writeGuestId(id: string, local: Storage = localStorage): void {
  try {
    local.setItem(GUEST_ID_KEY, id);
  } catch {
    // Without storage the guest lasts for this visit only.
  }
}

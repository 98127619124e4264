import type { NewProfile, UserPreferences, UserProfile } from './types';

export const DEFAULT_PREFERENCES: UserPreferences = {
  theme: 'system',
  suggestionFrequency: 'medium',
  grammarCheckEnabled: true,
  styleSuggestionsEnabled: true,
  realtimeSuggestionsEnabled: true,
  notifications: { email: true, inApp: true, weekly: true },
  autoSaveInterval: 30,
  defaultPrivacy: 'private',
};

/** The part of an e-mail address before the @ (the spec's display-name fallback). */
export function emailPrefix(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.indexOf('@');
  return (at === -1 ? email : email.slice(0, at)).trim();
}

export interface AccountIdentity {
  uid: string;
  email: string | null;
  displayName?: string | null;
  photoURL?: string | null;
  emailVerified: boolean;
}

/** A new account's profile with the spec's defaults. */
export function newAccountProfile(
  account: AccountIdentity,
  extra: { displayName?: string; userType?: string; experienceLevel?: string; niche?: string } = {},
): NewProfile {
  const email = account.email ?? '';
  const profile: NewProfile = {
    id: account.uid,
    email,
    displayName: extra.displayName?.trim() || account.displayName?.trim() || emailPrefix(email) || 'User',
    photoURL: account.photoURL ?? null,
    userType: extra.userType ?? 'professional',
    experienceLevel: extra.experienceLevel ?? 'intermediate',
    preferredTone: 'professional',
    preferences: structuredClone(DEFAULT_PREFERENCES),
    emailVerified: account.emailVerified,
    subscriptionStatus: 'free',
  };
  if (extra.niche) profile.niche = extra.niche;
  return profile;
}

export const GUEST_EMAIL = 'guest@lorewright.local';

export function newGuestId(now = Date.now()): string {
  return `guest_${now}_${Math.random().toString(36).slice(2, 11)}`;
}

export function isGuestId(id: string): boolean {
  return id.startsWith('guest_');
}

/** The local-only guest profile of the spec. */
export function guestProfile(id: string, now = new Date()): UserProfile {
  return {
    id,
    email: GUEST_EMAIL,
    displayName: 'Guest User',
    photoURL: null,
    userType: 'professional',
    experienceLevel: 'intermediate',
    preferredTone: 'professional',
    preferences: {
      ...structuredClone(DEFAULT_PREFERENCES),
      notifications: { email: false, inApp: true, weekly: false },
    },
    createdAt: now,
    updatedAt: now,
    emailVerified: false,
    subscriptionStatus: 'free',
    isGuest: true,
  };
}

/** Applies a patch, merging nested preferences rather than replacing them. */
export function mergeProfile<T extends Partial<UserProfile>>(base: T, patch: Partial<UserProfile>): T {
  const merged = { ...base, ...patch } as T;
  if (patch.preferences && base.preferences) {
    merged.preferences = {
      ...base.preferences,
      ...patch.preferences,
      notifications: { ...base.preferences.notifications, ...patch.preferences.notifications },
    };
  }
  return merged;
}

export interface UserPreferences {
  theme: 'light' | 'dark' | 'system';
  suggestionFrequency: string;
  grammarCheckEnabled: boolean;
  styleSuggestionsEnabled: boolean;
  realtimeSuggestionsEnabled: boolean;
  notifications: { email: boolean; inApp: boolean; weekly: boolean };
  autoSaveInterval: number;
  defaultPrivacy: 'private' | 'public' | 'shared';
}

export interface UserProfile {
  id: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  userType: string;
  experienceLevel: string;
  preferredTone: string;
  niche?: string;
  preferences: UserPreferences;
  createdAt: Date;
  updatedAt: Date;
  emailVerified: boolean;
  /** 'free' for every new account; a plan the server sets (the client never can) is kept as stored. */
  subscriptionStatus: string;
  isGuest?: boolean;
  personalDictionary?: string[];
}

/** What a caller supplies to create a profile; the store sets the timestamps. */
export type NewProfile = Omit<UserProfile, 'createdAt' | 'updatedAt'>;

/** Fields a merge update may change (never the id or the creation time). */
export type ProfilePatch = Partial<Omit<UserProfile, 'id' | 'createdAt' | 'updatedAt'>>;

/**
 * Where account profiles live: the browser store (IndexedDB) in local mode,
 * Firestore `users/{uid}` in production. Both pass the same contract tests.
 */
export interface ProfileRepository {
  /** The profile, or null when none exists. */
  get(uid: string): Promise<UserProfile | null>;
  /**
   * Creates the profile unless one already exists (atomically), and returns
   * whichever is stored afterwards. Two racing callers never overwrite each other.
   */
  createIfMissing(profile: NewProfile): Promise<UserProfile>;
  /** Merges the patch (nested preferences merge too) and bumps updatedAt. */
  update(uid: string, patch: ProfilePatch): Promise<UserProfile>;
}

export class ProfileNotFoundError extends Error {
  constructor(uid: string) {
    super(`No profile for user ${uid}`);
    this.name = 'ProfileNotFoundError';
  }
}

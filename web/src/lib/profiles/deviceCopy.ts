// An account's profile as last read from its store, kept on this device, so
// a page loaded while the store cannot be reached still starts the session
// signed in (with the user's own preferences and dictionary) instead of
// falling back to "signed out".
import type { NewProfile, ProfilePatch, ProfileRepository, UserProfile } from './types';

/** Beside Firebase Auth's own copy of the account (localStorage too). */
export const PROFILE_COPY_KEY_PREFIX = 'lorewright.profile.';

/** Removes the account's profile copy from this device (at sign-out). */
export function forgetProfileCopy(uid: string, local: Storage = localStorage): void {
  try {
    local.removeItem(PROFILE_COPY_KEY_PREFIX + uid);
  } catch {
    // No storage: nothing was kept.
  }
}

/**
 * Wraps a profile store that needs the network. Every profile it reads or
 * writes is kept on this device; when the store cannot be reached, reads
 * answer from that copy (or, on a device that never had one, from the new
 * account's defaults, not stored). Updates still need the store: offline
 * they fail, and the caller says so.
 */
export class DeviceCopyProfileRepository implements ProfileRepository {
  constructor(
    private readonly store: ProfileRepository,
    /** Whether a failure of the store means it could not be reached (the store's SDK knows). */
    private readonly isUnreachable: (error: unknown) => boolean,
    private readonly local: Storage = localStorage,
  ) {}

  private keep(profile: UserProfile): UserProfile {
    try {
      this.local.setItem(PROFILE_COPY_KEY_PREFIX + profile.id, JSON.stringify(profile));
    } catch {
      // Not kept (no storage, or full): an offline start then uses the defaults.
    }
    return profile;
  }

  /** The copy on this device, or null. */
  kept(uid: string): UserProfile | null {
    try {
      const kept = JSON.parse(this.local.getItem(PROFILE_COPY_KEY_PREFIX + uid) ?? 'null') as UserProfile | null;
      return kept && { ...kept, createdAt: new Date(kept.createdAt), updatedAt: new Date(kept.updatedAt) };
    } catch {
      return null;
    }
  }

  async get(uid: string): Promise<UserProfile | null> {
    try {
      const profile = await this.store.get(uid);
      return profile && this.keep(profile);
    } catch (error) {
      const kept = this.isUnreachable(error) && this.kept(uid);
      if (kept) return kept;
      throw error;
    }
  }

  async createIfMissing(profile: NewProfile): Promise<UserProfile> {
    try {
      return this.keep(await this.store.createIfMissing(profile));
    } catch (error) {
      if (!this.isUnreachable(error)) throw error;
      const now = new Date();
      return this.kept(profile.id) ?? { ...profile, createdAt: now, updatedAt: now };
    }
  }

  async update(uid: string, patch: ProfilePatch): Promise<UserProfile> {
    return this.keep(await this.store.update(uid, patch));
  }
}

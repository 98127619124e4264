import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { mergeProfile } from './defaults';
import { ProfileNotFoundError, type NewProfile, type ProfilePatch, type ProfileRepository, type UserProfile } from './types';

interface ProfileDB extends DBSchema {
  profiles: { key: string; value: UserProfile };
}

/** Own database name, so other browser stores can version theirs independently. */
export const PROFILE_DB_NAME = 'lorewright-profiles';

/** Profiles in IndexedDB (local mode without a Firestore emulator). */
export class BrowserProfileRepository implements ProfileRepository {
  private db: Promise<IDBPDatabase<ProfileDB>> | undefined;
  private readonly now: () => Date;

  constructor(options: { dbName?: string; now?: () => Date } = {}) {
    this.dbName = options.dbName ?? PROFILE_DB_NAME;
    this.now = options.now ?? (() => new Date());
  }

  private readonly dbName: string;

  private open(): Promise<IDBPDatabase<ProfileDB>> {
    this.db ??= openDB<ProfileDB>(this.dbName, 1, {
      upgrade(db) {
        db.createObjectStore('profiles', { keyPath: 'id' });
      },
    });
    return this.db;
  }

  async get(uid: string): Promise<UserProfile | null> {
    const db = await this.open();
    return (await db.get('profiles', uid)) ?? null;
  }

  async createIfMissing(profile: NewProfile): Promise<UserProfile> {
    const db = await this.open();
    // One readwrite transaction: the check and the write cannot interleave
    // with another caller's.
    const tx = db.transaction('profiles', 'readwrite');
    const existing = await tx.store.get(profile.id);
    if (existing) {
      await tx.done;
      return existing;
    }
    const now = this.now();
    const created: UserProfile = { ...structuredClone(profile), createdAt: now, updatedAt: now };
    await tx.store.put(created);
    await tx.done;
    return created;
  }

  async update(uid: string, patch: ProfilePatch): Promise<UserProfile> {
    const db = await this.open();
    const tx = db.transaction('profiles', 'readwrite');
    const existing = await tx.store.get(uid);
    if (!existing) {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw new ProfileNotFoundError(uid);
    }
    const updated = { ...mergeProfile(existing, structuredClone(patch)), updatedAt: this.now() };
    await tx.store.put(updated);
    await tx.done;
    return updated;
  }
}

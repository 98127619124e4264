import type { DocumentData, Firestore } from 'firebase/firestore/lite';
import { ProfileNotFoundError, type NewProfile, type ProfilePatch, type ProfileRepository, type UserProfile } from './types';

type Lite = typeof import('firebase/firestore/lite');

/**
 * Profiles in Firestore at `users/{uid}`. Timestamps are set by the server
 * and become Dates at this boundary. The SDK module is passed in so the
 * caller decides when Firestore is loaded (it is a lazy chunk).
 */
export class FirestoreProfileRepository implements ProfileRepository {
  private readonly db: Firestore;
  private readonly fs: Lite;

  constructor(db: Firestore, sdk: Lite) {
    this.db = db;
    this.fs = sdk;
  }

  private ref(uid: string) {
    return this.fs.doc(this.db, 'users', uid);
  }

  async get(uid: string): Promise<UserProfile | null> {
    const snap = await this.fs.getDoc(this.ref(uid));
    return snap.exists() ? fromFirestore(uid, snap.data()) : null;
  }

  async createIfMissing(profile: NewProfile): Promise<UserProfile> {
    const ref = this.ref(profile.id);
    await this.fs.runTransaction(this.db, async (tx) => {
      const snap = await tx.get(ref);
      if (snap.exists()) return;
      tx.set(ref, {
        ...withoutUndefined(profile),
        createdAt: this.fs.serverTimestamp(),
        updatedAt: this.fs.serverTimestamp(),
      });
    });
    const stored = await this.get(profile.id);
    if (!stored) throw new ProfileNotFoundError(profile.id);
    return stored;
  }

  async update(uid: string, patch: ProfilePatch): Promise<UserProfile> {
    const ref = this.ref(uid);
    const snap = await this.fs.getDoc(ref);
    if (!snap.exists()) throw new ProfileNotFoundError(uid);
    // merge: nested maps such as preferences.notifications merge key by key.
    await this.fs.setDoc(ref, { ...withoutUndefined(patch), updatedAt: this.fs.serverTimestamp() }, { merge: true });
    const stored = await this.get(uid);
    if (!stored) throw new ProfileNotFoundError(uid);
    return stored;
  }
}

/** Firestore rejects undefined values; optional fields are simply left out. */
function withoutUndefined<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function toDate(value: unknown): Date {
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return value.toDate() as Date;
  }
  if (value instanceof Date) return value;
  // A pending server timestamp reads back as null in the same instant.
  return new Date();
}

function fromFirestore(uid: string, data: DocumentData): UserProfile {
  return {
    ...(data as UserProfile),
    id: uid,
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  };
}

/** Loads Firestore Lite on demand and builds the repository. */
export async function createFirestoreProfileRepository(getDb: () => Promise<Firestore>): Promise<FirestoreProfileRepository> {
  const [db, sdk] = await Promise.all([getDb(), import('firebase/firestore/lite')]);
  return new FirestoreProfileRepository(db, sdk);
}

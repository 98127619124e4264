import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, deleteDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-lorewright',
    firestore: { rules: readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
});

function profile(uid: string, overrides: Record<string, unknown> = {}) {
  return {
    id: uid,
    email: `${uid}@example.com`,
    displayName: 'Keyleth',
    photoURL: null,
    userType: 'professional',
    experienceLevel: 'intermediate',
    preferredTone: 'professional',
    preferences: {
      theme: 'system',
      suggestionFrequency: 'medium',
      grammarCheckEnabled: true,
      styleSuggestionsEnabled: true,
      realtimeSuggestionsEnabled: true,
      notifications: { email: true, inApp: true, weekly: true },
      autoSaveInterval: 30,
      defaultPrivacy: 'private',
    },
    emailVerified: false,
    subscriptionStatus: 'free',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

const db = (uid: string | null): Firestore =>
  (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).firestore() as unknown as Firestore;

async function seed(uid: string) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore() as unknown as Firestore, 'users', uid), {
      ...profile(uid),
      createdAt: Timestamp.fromDate(new Date('2026-01-01')),
      updatedAt: Timestamp.fromDate(new Date('2026-01-01')),
    });
  });
}

describe('users/{uid}', () => {
  it('lets a user create their own profile with server timestamps', async () => {
    await assertSucceeds(setDoc(doc(db('alice'), 'users', 'alice'), profile('alice')));
  });

  it("refuses a profile for someone else, or without an account", async () => {
    await assertFails(setDoc(doc(db('mallory'), 'users', 'alice'), profile('alice')));
    await assertFails(setDoc(doc(db(null), 'users', 'alice'), profile('alice')));
  });

  it('refuses client-chosen timestamps, a mismatched id, unknown fields and paid plans', async () => {
    const ref = doc(db('alice'), 'users', 'alice');
    await assertFails(setDoc(ref, profile('alice', { createdAt: Timestamp.fromDate(new Date('2020-01-01')) })));
    await assertFails(setDoc(ref, profile('alice', { id: 'bob' })));
    await assertFails(setDoc(ref, profile('alice', { isAdmin: true })));
    await assertFails(setDoc(ref, profile('alice', { subscriptionStatus: 'pro' })));
    await assertFails(setDoc(ref, profile('alice', { displayName: '' })));
    await assertFails(setDoc(ref, profile('alice', { displayName: 'x'.repeat(101) })));
    await assertFails(setDoc(ref, profile('alice', { preferences: { theme: 'neon' } })));
  });

  it('lets only the owner read a profile', async () => {
    await seed('alice');
    await assertSucceeds(getDoc(doc(db('alice'), 'users', 'alice')));
    await assertFails(getDoc(doc(db('bob'), 'users', 'alice')));
    await assertFails(getDoc(doc(db(null), 'users', 'alice')));
  });

  it('allows merge updates by the owner with updatedAt set by the server', async () => {
    await seed('alice');
    const ref = doc(db('alice'), 'users', 'alice');
    await assertSucceeds(setDoc(ref, { displayName: 'Keyleth of the Air Ashari', updatedAt: serverTimestamp() }, { merge: true }));
    await assertSucceeds(setDoc(ref, { email: 'new@example.com', emailVerified: false, updatedAt: serverTimestamp() }, { merge: true }));
  });

  it('refuses updates by others, without a server updatedAt, or touching id, createdAt or the plan', async () => {
    await seed('alice');
    await assertFails(setDoc(doc(db('bob'), 'users', 'alice'), { displayName: 'Hacked', updatedAt: serverTimestamp() }, { merge: true }));
    const ref = doc(db('alice'), 'users', 'alice');
    await assertFails(setDoc(ref, { displayName: 'No timestamp' }, { merge: true }));
    await assertFails(setDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }, { merge: true }));
    await assertFails(setDoc(ref, { id: 'bob', updatedAt: serverTimestamp() }, { merge: true }));
    await assertFails(setDoc(ref, { subscriptionStatus: 'pro', updatedAt: serverTimestamp() }, { merge: true }));
  });

  it('lets only the owner delete a profile', async () => {
    await seed('alice');
    await assertFails(deleteDoc(doc(db('bob'), 'users', 'alice')));
    await assertSucceeds(deleteDoc(doc(db('alice'), 'users', 'alice')));
  });
});

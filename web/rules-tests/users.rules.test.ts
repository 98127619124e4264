// firestore.rules, `users` block, under the Firestore emulator in a project
// of its own; skipped with the reason where no emulator runs.
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, deleteDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreHost, hostAndPort, RULES, skipReason, suiteProjectId } from './emulators';

const skip = skipReason({ auth: false });
let env: RulesTestEnvironment;

if (!skip) {
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: suiteProjectId('rules-users'),
      firestore: { rules: RULES, ...hostAndPort(firestoreHost!) },
    });
  });

  afterAll(async () => {
    await env?.clearFirestore();
    await env?.cleanup();
  });

  beforeEach(async () => {
    await env.clearFirestore();
  });
}

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

/** A client signed in as uid; `claims` adds token claims such as email_verified. */
const db = (uid: string | null, claims: Record<string, unknown> = {}): Firestore =>
  (uid ? env.authenticatedContext(uid, claims) : env.unauthenticatedContext()).firestore() as unknown as Firestore;

async function seed(uid: string, overrides: Record<string, unknown> = {}) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore() as unknown as Firestore, 'users', uid), {
      ...profile(uid),
      createdAt: Timestamp.fromDate(new Date('2026-01-01')),
      updatedAt: Timestamp.fromDate(new Date('2026-01-01')),
      ...overrides,
    });
  });
}

/** A merge update as the app writes it: the changes and the server's time. */
const patch = (changes: Record<string, unknown>) => ({ ...changes, updatedAt: serverTimestamp() });

(skip ? describe.skip : describe)(skip ? `users/{uid} (skipped: ${skip})` : 'users/{uid}', () => {
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

  it('refuses emailVerified true unless the account token says the e-mail is verified', async () => {
    await assertFails(setDoc(doc(db('alice'), 'users', 'alice'), profile('alice', { emailVerified: true })));
    await assertFails(setDoc(doc(db('alice', { email_verified: false }), 'users', 'alice'), profile('alice', { emailVerified: true })));
    await assertSucceeds(setDoc(doc(db('alice', { email_verified: true }), 'users', 'alice'), profile('alice', { emailVerified: true })));
    await seed('bob');
    await assertFails(setDoc(doc(db('bob'), 'users', 'bob'), patch({ emailVerified: true }), { merge: true }));
    await assertFails(setDoc(doc(db('bob'), 'users', 'bob'), patch({ emailVerified: 'yes' }), { merge: true }));
    await assertSucceeds(setDoc(doc(db('bob', { email_verified: true }), 'users', 'bob'), patch({ emailVerified: true }), { merge: true }));
  });

  it('keeps a stored emailVerified true through other edits, and always allows recording false', async () => {
    await seed('alice', { emailVerified: true });
    const ref = doc(db('alice'), 'users', 'alice');
    await assertSucceeds(setDoc(ref, patch({ displayName: 'Still verified' }), { merge: true }));
    await assertSucceeds(setDoc(ref, patch({ email: 'new@example.com', emailVerified: false }), { merge: true }));
    await assertFails(setDoc(ref, patch({ emailVerified: true }), { merge: true }));
  });

  it('accepts a personal dictionary of up to 5,000 entries of up to 100 characters, multi-word names included', async () => {
    await seed('alice');
    const ref = doc(db('alice'), 'users', 'alice');
    await assertSucceeds(setDoc(ref, patch({ personalDictionary: ["Drizzt Do'Urden", 'Baldur’s Gate', 'x'.repeat(100)] }), { merge: true }));
    const full = Array.from({ length: 5000 }, (_, i) => `${'w'.repeat(95)}${i}`);
    await assertSucceeds(setDoc(ref, patch({ personalDictionary: full }), { merge: true }));
    await assertSucceeds(setDoc(ref, patch({ personalDictionary: [] }), { merge: true }));
  });

  it.each([
    ['5,001 entries', Array.from({ length: 5001 }, (_, i) => `word${i}`)],
    ['a 101-character entry', ['fine', 'x'.repeat(101)]],
    ['an empty entry', ['fine', '']],
    ['an entry that is not a string', ['fine', 42]],
    ['an entry that is a map', [{ word: 'Vecna' }]],
    ['a long entry hidden behind newlines', [`${'a'.repeat(80)}\n${'b'.repeat(80)}`]],
    ['a dictionary that is not a list', 'Vecna'],
  ])('refuses a personal dictionary with %s', async (_name, personalDictionary) => {
    await seed('alice');
    await assertFails(setDoc(doc(db('alice'), 'users', 'alice'), patch({ personalDictionary }), { merge: true }));
  });

  it.each([
    ['grammarCheckEnabled that is not a bool', { grammarCheckEnabled: 'yes' }],
    ['styleSuggestionsEnabled that is not a bool', { styleSuggestionsEnabled: 1 }],
    ['realtimeSuggestionsEnabled that is not a bool', { realtimeSuggestionsEnabled: null }],
    ['a suggestionFrequency that is not a short string', { suggestionFrequency: 3 }],
    ['notifications with an unknown channel', { notifications: { email: true, sms: true } }],
    ['a notification flag that is not a bool', { notifications: { email: 'often' } }],
    ['an autosave interval that is not a whole number', { autoSaveInterval: 7.5 }],
    ['an unknown preference', { fontSize: 14 }],
  ])('refuses preferences with %s', async (_name, preferences) => {
    await seed('alice');
    await assertFails(setDoc(doc(db('alice'), 'users', 'alice'), patch({ preferences }), { merge: true }));
  });

  it('accepts every typed preference', async () => {
    await seed('alice');
    await assertSucceeds(
      setDoc(
        doc(db('alice'), 'users', 'alice'),
        patch({
          preferences: {
            theme: 'dark',
            suggestionFrequency: 'high',
            grammarCheckEnabled: false,
            styleSuggestionsEnabled: false,
            realtimeSuggestionsEnabled: true,
            notifications: { email: false, inApp: true, weekly: false },
            autoSaveInterval: 60,
            defaultPrivacy: 'shared',
          },
        }),
        { merge: true },
      ),
    );
  });

  it('keeps a plan the server set: the user still edits their profile, but cannot change the plan', async () => {
    await seed('alice', { subscriptionStatus: 'pro' });
    const ref = doc(db('alice'), 'users', 'alice');
    await assertSucceeds(setDoc(ref, patch({ displayName: 'Upgraded and still editing' }), { merge: true }));
    await assertSucceeds(getDoc(ref));
    await assertFails(setDoc(ref, patch({ subscriptionStatus: 'free' }), { merge: true }));
    await assertFails(setDoc(ref, patch({ subscriptionStatus: 'enterprise' }), { merge: true }));
    // A whole-profile write as a fresh client would send it must keep the stored plan too.
    await assertFails(setDoc(ref, { ...profile('alice'), createdAt: Timestamp.fromDate(new Date('2026-01-01')) }));
  });

  it('lets only the owner delete a profile', async () => {
    await seed('alice');
    await assertFails(deleteDoc(doc(db('bob'), 'users', 'alice')));
    await assertSucceeds(deleteDoc(doc(db('alice'), 'users', 'alice')));
  });
});

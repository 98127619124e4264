// @vitest-environment node
/**
 * firestore.rules, `documents` block: every allow and every deny. Runs under
 * the Firestore emulator (`firebase emulators:exec --only firestore`, which
 * sets FIRESTORE_EMULATOR_HOST); where the emulator cannot start, the suite
 * is reported as skipped with the reason.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const SKIP_REASON = 'FIRESTORE_EMULATOR_HOST is not set: the Firestore emulator needs Java 21 and cannot start on this machine';
const RULES_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../../firestore.rules');

const describeRules = emulatorHost ? describe : describe.skip;

/** A complete, valid document as the app writes it on create. */
function newDocument(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'The Sunless Citadel',
    content: '<p>Deep below.</p>',
    userId,
    type: 'campaign',
    privacy: 'private',
    status: 'draft',
    description: 'A ruined fortress.',
    tags: ['dungeon'],
    stats: { wordCount: 2, characterCount: 11, characterCountNoSpaces: 10, paragraphCount: 1, sentenceCount: 1, readingTime: 1, lastEditedAt: serverTimestamp() },
    suggestions: { grammarIssues: 0 },
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    lastAccessedAt: serverTimestamp(),
    sharedWith: [],
    collaborators: [],
    version: 1,
    isAutoSaveEnabled: true,
    ...overrides,
  };
}

/** The fields an update writes besides the changes themselves. */
const bump = (version: number) => ({ version, updatedAt: serverTimestamp(), lastAccessedAt: serverTimestamp() });

describeRules(emulatorHost ? 'documents rules' : `documents rules (skipped: ${SKIP_REASON})`, () => {
  let env: RulesTestEnvironment;
  let alice: Firestore;
  let bob: Firestore;
  let carol: Firestore;
  let anonymous: Firestore;

  beforeAll(async () => {
    const [host, port] = emulatorHost!.split(':');
    env = await initializeTestEnvironment({
      projectId: 'demo-lorewright',
      firestore: { rules: readFileSync(RULES_PATH, 'utf8'), host, port: Number(port) },
    });
    alice = env.authenticatedContext('alice').firestore() as unknown as Firestore;
    bob = env.authenticatedContext('bob').firestore() as unknown as Firestore;
    carol = env.authenticatedContext('carol').firestore() as unknown as Firestore;
    anonymous = env.unauthenticatedContext().firestore() as unknown as Firestore;
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  // alice owns "plans" (version 1) and lists carol as a collaborator.
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      const created = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));
      await setDoc(doc(db, 'documents/plans'), {
        ...newDocument('alice', { collaborators: ['carol'] }),
        createdAt: created,
        updatedAt: created,
        lastAccessedAt: created,
        stats: { wordCount: 0, paragraphCount: 1 },
      });
    });
  });

  describe('read', () => {
    it('allows the owner', async () => {
      await assertSucceeds(getDoc(doc(alice, 'documents/plans')));
    });
    it('allows a collaborator', async () => {
      await assertSucceeds(getDoc(doc(carol, 'documents/plans')));
    });
    it('allows asking for a missing document (it returns nothing)', async () => {
      await assertSucceeds(getDoc(doc(bob, 'documents/nothing-here')));
    });
    it("denies another user's read", async () => {
      await assertFails(getDoc(doc(bob, 'documents/plans')));
    });
    it('denies a visitor who is not signed in', async () => {
      await assertFails(getDoc(doc(anonymous, 'documents/plans')));
    });
    it("allows listing one's own documents", async () => {
      await assertSucceeds(getDocs(query(collection(alice, 'documents'), where('userId', '==', 'alice'))));
    });
    it("denies listing another user's documents or the whole collection", async () => {
      await assertFails(getDocs(query(collection(bob, 'documents'), where('userId', '==', 'alice'))));
      await assertFails(getDocs(collection(bob, 'documents')));
    });
  });

  describe('create', () => {
    it('allows a valid document of the caller', async () => {
      await assertSucceeds(setDoc(doc(bob, 'documents/new'), newDocument('bob')));
    });
    it('allows the limits themselves (title 2 and 100, description 500, 10 tags)', async () => {
      await assertSucceeds(setDoc(doc(bob, 'documents/a'), newDocument('bob', { title: 'ab' })));
      await assertSucceeds(
        setDoc(doc(bob, 'documents/b'), newDocument('bob', { title: 't'.repeat(100), description: 'd'.repeat(500), tags: Array.from({ length: 10 }, (_, i) => `t${i}`) })),
      );
    });
    it('denies a forged userId', async () => {
      await assertFails(setDoc(doc(bob, 'documents/forged'), newDocument('alice')));
    });
    it('denies a visitor who is not signed in', async () => {
      await assertFails(setDoc(doc(anonymous, 'documents/anon'), newDocument('anon')));
    });
    it('denies a first version other than 1', async () => {
      await assertFails(setDoc(doc(bob, 'documents/v2'), newDocument('bob', { version: 2 })));
    });
    it.each([
      ['a one-character title', { title: 'x' }],
      ['a 101-character title', { title: 'x'.repeat(101) }],
      ['a missing title', { title: null }],
      ['a 501-character description', { description: 'd'.repeat(501) }],
      ['11 tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }],
      ['an unknown type', { type: 'spellbook' }],
      ['an unknown status', { status: 'archived' }],
      ['an unexpected field', { isAdmin: true }],
      ['a client-chosen creation time', { createdAt: Timestamp.fromDate(new Date('2020-01-01')) }],
    ])('denies %s', async (_name, overrides) => {
      await assertFails(setDoc(doc(bob, 'documents/bad'), newDocument('bob', overrides)));
    });
  });

  describe('update', () => {
    it('allows the owner with version + 1', async () => {
      await assertSucceeds(updateDoc(doc(alice, 'documents/plans'), { content: '<p>more</p>', ...bump(2) }));
    });
    it('allows a collaborator with version + 1', async () => {
      await assertSucceeds(updateDoc(doc(carol, 'documents/plans'), { content: '<p>carol</p>', ...bump(2) }));
    });
    it("denies another user's update", async () => {
      await assertFails(updateDoc(doc(bob, 'documents/plans'), { title: 'Mine now', ...bump(2) }));
    });
    it('denies a version that does not grow by exactly one', async () => {
      await assertFails(updateDoc(doc(alice, 'documents/plans'), { content: 'same', ...bump(1) }));
      await assertFails(updateDoc(doc(alice, 'documents/plans'), { content: 'skip', ...bump(3) }));
      await assertFails(updateDoc(doc(alice, 'documents/plans'), { content: 'none', updatedAt: serverTimestamp() }));
    });
    it('denies changing the owner or the creation time', async () => {
      await assertFails(updateDoc(doc(alice, 'documents/plans'), { userId: 'bob', ...bump(2) }));
      await assertFails(updateDoc(doc(alice, 'documents/plans'), { createdAt: serverTimestamp(), ...bump(2) }));
    });
    it('denies oversized fields', async () => {
      await assertFails(updateDoc(doc(alice, 'documents/plans'), { title: 't'.repeat(101), ...bump(2) }));
      await assertFails(updateDoc(doc(alice, 'documents/plans'), { description: 'd'.repeat(501), ...bump(2) }));
      await assertFails(updateDoc(doc(alice, 'documents/plans'), { tags: Array.from({ length: 11 }, (_, i) => `t${i}`), ...bump(2) }));
    });
    it('denies a client-chosen update time', async () => {
      await assertFails(updateDoc(doc(alice, 'documents/plans'), { content: 'x', version: 2, updatedAt: Timestamp.fromDate(new Date('2020-01-01')) }));
    });
    it('denies a collaborator changing who may see the document', async () => {
      await assertFails(updateDoc(doc(carol, 'documents/plans'), { collaborators: ['carol', 'bob'], ...bump(2) }));
      await assertFails(updateDoc(doc(carol, 'documents/plans'), { privacy: 'public', ...bump(2) }));
    });
  });

  describe('delete', () => {
    it('allows the owner', async () => {
      await assertSucceeds(deleteDoc(doc(alice, 'documents/plans')));
    });
    it("denies another user's delete", async () => {
      await assertFails(deleteDoc(doc(bob, 'documents/plans')));
    });
    it('denies a collaborator', async () => {
      await assertFails(deleteDoc(doc(carol, 'documents/plans')));
    });
  });
});

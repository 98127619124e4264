// @vitest-environment node
/**
 * firestore.rules, `documents` block: every allow and every deny. Runs under
 * the Firestore emulator (scripts/firestore-emulator.sh sets
 * FIRESTORE_EMULATOR_HOST), in a project of its own; where no emulator
 * runs, the suite is reported as skipped with the reason.
 */
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
  orderBy,
  where,
  type Firestore,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firestoreHost, hostAndPort, RULES, skipReason, suiteProjectId } from './emulators';

const skip = skipReason({ auth: false });
const describeRules = skip ? describe.skip : describe;

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

describeRules(skip ? `documents rules (skipped: ${skip})` : 'documents rules', () => {
  let env: RulesTestEnvironment;
  let alice: Firestore;
  let bob: Firestore;
  let carol: Firestore;
  let anonymous: Firestore;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: suiteProjectId('rules-documents'),
      firestore: { rules: RULES, ...hostAndPort(firestoreHost!) },
    });
    alice = env.authenticatedContext('alice').firestore() as unknown as Firestore;
    bob = env.authenticatedContext('bob').firestore() as unknown as Firestore;
    carol = env.authenticatedContext('carol').firestore() as unknown as Firestore;
    anonymous = env.unauthenticatedContext().firestore() as unknown as Firestore;
  });

  afterAll(async () => {
    await env?.clearFirestore();
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
    it('lets a collaborator list the documents shared with them (array-contains, newest first)', async () => {
      const shared = await assertSucceeds(
        getDocs(query(collection(carol, 'documents'), where('collaborators', 'array-contains', 'carol'), orderBy('updatedAt', 'desc'))),
      );
      expect(shared.docs.map((d) => d.id)).toEqual(['plans']);
    });
    it('has the composite index that query needs in production (firestore.indexes.json)', () => {
      const { indexes } = JSON.parse(readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../firestore.indexes.json'), 'utf8')) as {
        indexes: Array<{ collectionGroup: string; fields: Array<Record<string, string>> }>;
      };
      expect(indexes).toContainEqual(
        expect.objectContaining({
          collectionGroup: 'documents',
          fields: [
            { fieldPath: 'collaborators', arrayConfig: 'CONTAINS' },
            { fieldPath: 'updatedAt', order: 'DESCENDING' },
          ],
        }),
      );
    });
    it("denies listing the documents shared with someone else", async () => {
      await assertFails(getDocs(query(collection(bob, 'documents'), where('collaborators', 'array-contains', 'carol'))));
      await assertFails(getDocs(query(collection(anonymous, 'documents'), where('collaborators', 'array-contains', 'carol'))));
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
      ['a client-chosen last-access time', { lastAccessedAt: Timestamp.fromDate(new Date('2030-01-01')) }],
      ['no last-access time', { lastAccessedAt: undefined }],
      ['a negative word count', { stats: { wordCount: -1, paragraphCount: 1 } }],
      ['a word count that is not a number', { stats: { wordCount: 'many' } }],
      ['an unknown statistic', { stats: { wordCount: 1, mana: 3 } }],
      ['stats that are not a map', { stats: 12 }],
      ['a negative grammar issue count', { suggestions: { grammarIssues: -2 } }],
      ['a grammar issue count that is not a number', { suggestions: { grammarIssues: 'lots' } }],
      ['suggestions with unknown fields', { suggestions: { grammarIssues: 0, text: '<script>' } }],
      ['a 51-character tag', { tags: ['t'.repeat(51)] }],
      ['an empty tag', { tags: ['ok', ''] }],
      ['a tag that is not a string', { tags: ['ok', 42] }],
      ['a long tag hidden behind newlines', { tags: [`${'a'.repeat(40)}\n${'b'.repeat(40)}`] }],
      ['51 collaborators', { collaborators: Array.from({ length: 51 }, (_, i) => `user${i}`) }],
      ['a collaborator that is not a user id string', { collaborators: [42] }],
      ['a collaborator id of 129 characters', { collaborators: ['u'.repeat(129)] }],
      ['a collaborator id with a slash', { collaborators: ['users/bob'] }],
      ['51 sharedWith entries', { sharedWith: Array.from({ length: 51 }, (_, i) => `user${i}`) }],
      ['a sharedWith entry that is not a string', { sharedWith: [{ uid: 'bob' }] }],
      ['isAutoSaveEnabled that is not a bool', { isAutoSaveEnabled: 'yes' }],
      ['content that is not a string', { content: 42 }],
      ['content over 900,000 characters', { content: 'x'.repeat(900_001) }],
      // 300,001 characters, but 900,003 bytes in UTF-8 (the euro sign takes three).
      ['content of fewer characters but over 900,000 UTF-8 bytes', { content: '€'.repeat(300_001) }],
    ])('denies %s', async (_name, overrides) => {
      const data = newDocument('bob', overrides);
      for (const [key, value] of Object.entries(data)) if (value === undefined) delete (data as Record<string, unknown>)[key];
      await assertFails(setDoc(doc(bob, 'documents/bad'), data));
    });
    it('allows the new limits themselves (50-character tags, 50 user ids, 900,000 bytes of content)', async () => {
      await assertSucceeds(
        setDoc(
          doc(bob, 'documents/edges'),
          newDocument('bob', {
            tags: ['t'.repeat(50), 'lost mine', 'a'],
            collaborators: Array.from({ length: 50 }, (_, i) => `${'u'.repeat(120)}${i}`),
            sharedWith: Array.from({ length: 50 }, (_, i) => `user-${i}`),
            // 900,000 bytes exactly: 299,999 three-byte euro signs and 3 ASCII letters.
            content: `${'€'.repeat(299_999)}abc`,
            isAutoSaveEnabled: false,
            stats: { wordCount: 0, characterCount: 0, characterCountNoSpaces: 0, paragraphCount: 1, sentenceCount: 0, readingTime: 0, lastEditedAt: serverTimestamp() },
            suggestions: { grammarIssues: 3 },
          }),
        ),
      );
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
    it('denies an update that does not set the last-access time to the request time', async () => {
      await assertFails(updateDoc(doc(alice, 'documents/plans'), { content: 'x', version: 2, updatedAt: serverTimestamp() }));
      await assertFails(
        updateDoc(doc(alice, 'documents/plans'), { content: 'x', ...bump(2), lastAccessedAt: Timestamp.fromDate(new Date('2030-01-01')) }),
      );
    });
    it('denies ill-typed or unbounded fields in an update', async () => {
      const plans = doc(alice, 'documents/plans');
      await assertFails(updateDoc(plans, { 'stats.wordCount': -5, ...bump(2) }));
      await assertFails(updateDoc(plans, { suggestions: { grammarIssues: -1 }, ...bump(2) }));
      await assertFails(updateDoc(plans, { tags: ['t'.repeat(51)], ...bump(2) }));
      await assertFails(updateDoc(plans, { collaborators: Array.from({ length: 51 }, (_, i) => `u${i}`), ...bump(2) }));
      await assertFails(updateDoc(plans, { sharedWith: [7], ...bump(2) }));
      await assertFails(updateDoc(plans, { isAutoSaveEnabled: 1, ...bump(2) }));
      await assertFails(updateDoc(plans, { content: 'x'.repeat(900_001), ...bump(2) }));
      await assertSucceeds(updateDoc(plans, { content: 'x'.repeat(900_000), 'stats.wordCount': 1, ...bump(2) }));
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

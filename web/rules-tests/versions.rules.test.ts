// @vitest-environment node
/**
 * firestore.rules, `documents/{documentId}/versions` block (version history):
 * owner only, create-only, typed and bounded fields, the document's content
 * limit, and pruning by the owner in a batched write. Runs under the
 * Firestore emulator, in a project of its own; where none runs, the suite is
 * reported as skipped with the reason.
 */
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreHost, hostAndPort, RULES, skipReason, suiteProjectId } from './emulators';

const skip = skipReason({ auth: false });
const describeRules = skip ? describe.skip : describe;

/** A complete, valid version as the app writes it. */
function newVersion(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    userId,
    kind: 'auto',
    reason: 'before Accept All',
    content: '<p>The goblins wait at the ford.</p>',
    wordCount: 6,
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

const stored = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));

describeRules(skip ? `versions rules (skipped: ${skip})` : 'versions rules', () => {
  let env: RulesTestEnvironment;
  let alice: Firestore;
  let bob: Firestore;
  let carol: Firestore;
  let anonymous: Firestore;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: suiteProjectId('rules-versions'),
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

  // alice owns "plans" (carol collaborates) with one stored version "v1"; bob owns "his".
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, 'documents/plans'), { title: 'Plans', userId: 'alice', collaborators: ['carol'], version: 1 });
      await setDoc(doc(db, 'documents/his'), { title: 'His', userId: 'bob', collaborators: [], version: 1 });
      await setDoc(doc(db, 'documents/plans/versions/v1'), { ...newVersion('alice'), createdAt: stored });
    });
  });

  describe('read: the document owner only', () => {
    it('allows the owner to read one version and to list them newest first', async () => {
      await assertSucceeds(getDoc(doc(alice, 'documents/plans/versions/v1')));
      await assertSucceeds(getDocs(query(collection(alice, 'documents/plans/versions'), orderBy('createdAt', 'desc'))));
    });
    it('denies another user, a collaborator and a visitor', async () => {
      for (const db of [bob, carol, anonymous]) {
        await assertFails(getDoc(doc(db, 'documents/plans/versions/v1')));
        await assertFails(getDocs(collection(db, 'documents/plans/versions')));
      }
    });
    it('denies reading the history of a document that does not exist', async () => {
      await assertFails(getDocs(collection(alice, 'documents/nothing/versions')));
    });
  });

  describe('create: the owner, typed and bounded', () => {
    it('allows a valid automatic or named version', async () => {
      await assertSucceeds(setDoc(doc(alice, 'documents/plans/versions/a'), newVersion('alice')));
      await assertSucceeds(setDoc(doc(alice, 'documents/plans/versions/b'), newVersion('alice', { kind: 'named', reason: 'before session 3' })));
    });
    it('allows the limits themselves (a 100-character reason, 900,000 bytes of content)', async () => {
      await assertSucceeds(
        setDoc(doc(alice, 'documents/plans/versions/edge'), newVersion('alice', { reason: 'r'.repeat(100), content: `${'€'.repeat(299_999)}abc`, wordCount: 0 })),
      );
    });
    it('denies another user, even writing as themselves, a collaborator and a visitor', async () => {
      await assertFails(setDoc(doc(bob, 'documents/plans/versions/x'), newVersion('bob')));
      await assertFails(setDoc(doc(bob, 'documents/plans/versions/x'), newVersion('alice')));
      await assertFails(setDoc(doc(carol, 'documents/plans/versions/x'), newVersion('carol')));
      await assertFails(setDoc(doc(anonymous, 'documents/plans/versions/x'), newVersion('alice')));
    });
    it('denies the owner writing under another name, or into a missing document', async () => {
      await assertFails(setDoc(doc(alice, 'documents/plans/versions/x'), newVersion('bob')));
      await assertFails(setDoc(doc(alice, 'documents/nothing/versions/x'), newVersion('alice')));
    });
    it.each([
      ['an unknown kind', { kind: 'manual' }],
      ['a kind that is not a string', { kind: 1 }],
      ['an empty reason', { reason: '' }],
      ['a 101-character reason', { reason: 'r'.repeat(101) }],
      ['a reason that is not a string', { reason: ['before'] }],
      ['content that is not a string', { content: 42 }],
      ['content over 900,000 characters', { content: 'x'.repeat(900_001) }],
      // 300,001 characters, 900,003 bytes in UTF-8.
      ['content of fewer characters but over 900,000 UTF-8 bytes', { content: '€'.repeat(300_001) }],
      ['a negative word count', { wordCount: -1 }],
      ['a fractional word count', { wordCount: 2.5 }],
      ['a word count that is not a number', { wordCount: 'six' }],
      ['a client-chosen creation time', { createdAt: Timestamp.fromDate(new Date('2020-01-01')) }],
      ['an unexpected field', { title: 'Plans' }],
      ['a missing reason', { reason: undefined }],
      ['a missing word count', { wordCount: undefined }],
      ['a missing creation time', { createdAt: undefined }],
    ])('denies %s', async (_name, overrides) => {
      const data: Record<string, unknown> = newVersion('alice', overrides);
      for (const [key, value] of Object.entries(data)) if (value === undefined) delete data[key];
      await assertFails(setDoc(doc(alice, 'documents/plans/versions/bad'), data));
    });
  });

  describe('update: never', () => {
    it('denies the owner changing a version, even to the same values', async () => {
      await assertFails(updateDoc(doc(alice, 'documents/plans/versions/v1'), { reason: 'rewritten' }));
      await assertFails(setDoc(doc(alice, 'documents/plans/versions/v1'), newVersion('alice')));
      await assertFails(updateDoc(doc(alice, 'documents/plans/versions/v1'), { content: '<p>The goblins wait at the ford.</p>' }));
    });
  });

  describe('delete: the owner (pruning in a batched write)', () => {
    it('allows the owner', async () => {
      await assertSucceeds(deleteDoc(doc(alice, 'documents/plans/versions/v1')));
    });
    it('denies another user, a collaborator and a visitor', async () => {
      for (const db of [bob, carol, anonymous]) await assertFails(deleteDoc(doc(db, 'documents/plans/versions/v1')));
    });
    it('allows a new automatic version and the pruning of the oldest in one batch', async () => {
      const batch = writeBatch(alice);
      batch.set(doc(alice, 'documents/plans/versions/v2'), newVersion('alice'));
      batch.delete(doc(alice, 'documents/plans/versions/v1'));
      await assertSucceeds(batch.commit());
    });
    it('denies a batch that prunes someone else’s history', async () => {
      const batch = writeBatch(bob);
      batch.set(doc(bob, 'documents/his/versions/v2'), newVersion('bob'));
      batch.delete(doc(bob, 'documents/plans/versions/v1'));
      await assertFails(batch.commit());
    });
    it('lets the owner remove the history together with the document', async () => {
      const batch = writeBatch(alice);
      batch.delete(doc(alice, 'documents/plans/versions/v1'));
      batch.delete(doc(alice, 'documents/plans'));
      await assertSucceeds(batch.commit());
    });
    it('lets the owner find and delete the automatic versions by kind, oldest first', async () => {
      await assertSucceeds(getDocs(query(collection(alice, 'documents/plans/versions'), where('kind', '==', 'auto'), orderBy('createdAt', 'asc'))));
    });
  });
});

// @vitest-environment node
/**
 * firestore.rules, `shares` block (read-only links, issue 24): anyone reads
 * a shared copy while its document exists; only the document's owner writes
 * it, with typed and bounded fields; stopping sharing (deleting the copy)
 * removes access at once; a shared copy never opens the document itself to
 * anyone else. Runs under the Firestore emulator in a project of its own.
 */
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firestoreHost, hostAndPort, RULES, skipReason, suiteProjectId } from './emulators';

const skip = skipReason({ auth: false });
const describeRules = skip ? describe.skip : describe;

/** The shared copy as the app writes it (lib/documents/shares.ts). */
function shareOf(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    userId,
    title: 'The Sunless Citadel',
    content: '<p>Deep below, the citadel waits.</p>',
    type: 'campaign',
    description: 'A ruined fortress.',
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

describeRules(skip ? `shares rules (skipped: ${skip})` : 'shares rules', () => {
  let env: RulesTestEnvironment;
  let alice: Firestore;
  let bob: Firestore;
  let anonymous: Firestore;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: suiteProjectId('rules-shares'),
      firestore: { rules: RULES, ...hostAndPort(firestoreHost!) },
    });
    alice = env.authenticatedContext('alice').firestore() as unknown as Firestore;
    bob = env.authenticatedContext('bob').firestore() as unknown as Firestore;
    anonymous = env.unauthenticatedContext().firestore() as unknown as Firestore;
  });

  afterAll(async () => {
    await env?.clearFirestore();
    await env?.cleanup();
  });

  // alice owns "citadel" (shared) and "notes" (not shared).
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      const at = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));
      for (const id of ['citadel', 'notes']) {
        await setDoc(doc(db, `documents/${id}`), {
          title: id === 'citadel' ? 'The Sunless Citadel' : 'Private notes',
          content: '<p>Deep below, the citadel waits.</p>',
          userId: 'alice',
          type: 'campaign',
          version: 1,
          collaborators: [],
          sharedWith: [],
          createdAt: at,
          updatedAt: at,
          lastAccessedAt: at,
        });
      }
      await setDoc(doc(db, 'shares/citadel'), shareOf('alice', { updatedAt: at }));
    });
  });

  describe('read', () => {
    it('lets anyone with the link read a shared document, signed in or not', async () => {
      const visitor = await assertSucceeds(getDoc(doc(anonymous, 'shares/citadel')));
      expect(visitor.data()?.content).toBe('<p>Deep below, the citadel waits.</p>');
      await assertSucceeds(getDoc(doc(bob, 'shares/citadel')));
    });
    it('reads nothing for a document that is not shared', async () => {
      const missing = await assertSucceeds(getDoc(doc(anonymous, 'shares/notes')));
      expect(missing.exists()).toBe(false);
    });
    it('never opens the document itself to another account or a visitor, shared or not', async () => {
      await assertFails(getDoc(doc(bob, 'documents/citadel')));
      await assertFails(getDoc(doc(bob, 'documents/notes')));
      await assertFails(getDoc(doc(anonymous, 'documents/citadel')));
    });
    it('never lists the shared documents', async () => {
      await assertFails(getDocs(collection(anonymous, 'shares')));
      await assertFails(getDocs(collection(alice, 'shares')));
    });
    it('refuses a shared copy whose document was deleted', async () => {
      await env.withSecurityRulesDisabled(async (context) => {
        await deleteDoc(doc(context.firestore() as unknown as Firestore, 'documents/citadel'));
      });
      await assertFails(getDoc(doc(anonymous, 'shares/citadel')));
    });
  });

  describe('write', () => {
    it('lets the owner share a document and refresh its copy', async () => {
      await assertSucceeds(setDoc(doc(alice, 'shares/notes'), shareOf('alice', { title: 'Private notes' })));
      await assertSucceeds(setDoc(doc(alice, 'shares/citadel'), shareOf('alice', { content: '<p>Saved again.</p>' })));
    });
    it("denies another account writing a shared document's copy", async () => {
      await assertFails(setDoc(doc(bob, 'shares/citadel'), shareOf('bob')));
      await assertFails(setDoc(doc(bob, 'shares/citadel'), shareOf('alice')));
      await assertFails(updateDoc(doc(bob, 'shares/citadel'), { content: '<p>Defaced.</p>', updatedAt: serverTimestamp() }));
    });
    it('denies sharing a document one does not own, or one that does not exist', async () => {
      await assertFails(setDoc(doc(bob, 'shares/notes'), shareOf('bob')));
      await assertFails(setDoc(doc(alice, 'shares/no-such-document'), shareOf('alice')));
      await assertFails(setDoc(doc(anonymous, 'shares/notes'), shareOf('alice')));
    });
    it('keeps the copy typed and bounded: only its fields, valid title, type, description, content, server time', async () => {
      for (const bad of [
        { extra: 'field' },
        { title: 'x' },
        { title: 'x'.repeat(101) },
        { type: 'novel' },
        { description: 'x'.repeat(501) },
        { content: 42 },
        { content: 'x'.repeat(900_001) },
        { updatedAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) },
        { userId: 'bob' },
      ]) {
        await assertFails(setDoc(doc(alice, 'shares/citadel'), shareOf('alice', bad)));
      }
      const { description: _description, ...withoutDescription } = shareOf('alice');
      await assertSucceeds(setDoc(doc(alice, 'shares/citadel'), withoutDescription));
      const { content: _content, ...withoutContent } = shareOf('alice');
      await assertFails(setDoc(doc(alice, 'shares/citadel'), withoutContent));
    });
  });

  describe('stop sharing', () => {
    it('lets the owner delete the copy, after which the link reads nothing at once', async () => {
      await assertSucceeds(deleteDoc(doc(alice, 'shares/citadel')));
      const after = await assertSucceeds(getDoc(doc(anonymous, 'shares/citadel')));
      expect(after.exists()).toBe(false);
    });
    it('denies anyone else stopping it', async () => {
      await assertFails(deleteDoc(doc(bob, 'shares/citadel')));
      await assertFails(deleteDoc(doc(anonymous, 'shares/citadel')));
    });
    it('allows stopping a share that does not exist (nothing happens)', async () => {
      await assertSucceeds(deleteDoc(doc(alice, 'shares/notes')));
    });
  });
});

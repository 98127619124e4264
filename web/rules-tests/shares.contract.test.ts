// @vitest-environment jsdom
/**
 * Share links through the app's own code against the Firestore emulator and
 * the real rules: the owner shares with lib/documents/shares.ts, each save
 * through FirestoreDocumentRepository rewrites the shared copy in the same
 * transaction, a signed-out reader (a Firebase app with no sign-in) reads it,
 * stopping or deleting the document ends it, and another account can neither
 * read the document nor change its copy.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, setDoc, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FirestoreDocumentRepository } from '../src/lib/documents/firestore';
import { readSharedDocument, shareDocument, shareRecord, stopSharing } from '../src/lib/documents/shares';
import { clearProject, firestoreHost, hostAndPort, loadRules, signInAs, skipReason, suiteProjectId } from './emulators';

const skip = skipReason({ auth: true });
const describeShares = skip ? describe.skip : describe;
const projectId = suiteProjectId('shares');
const apps: FirebaseApp[] = [];

function firestoreFor(name: string): { app: FirebaseApp; db: Firestore } {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key', authDomain: 'localhost' }, `shares-${name}`);
  apps.push(app);
  const db = getFirestore(app);
  const { host, port } = hostAndPort(firestoreHost!);
  connectFirestoreEmulator(db, host, port);
  return { app, db };
}

describeShares(skip ? `share links (skipped: ${skip})` : 'share links (emulator, signed in through the Auth emulator)', () => {
  let owner: { db: Firestore; repository: FirestoreDocumentRepository };
  let other: { db: Firestore; repository: FirestoreDocumentRepository };
  let reader: Firestore;

  beforeAll(async () => {
    setLogLevel('error');
    await loadRules(projectId);
    const ownerApp = firestoreFor('owner');
    const ownerAccount = await signInAs(ownerApp.app, 'shares-contract-owner');
    owner = { db: ownerApp.db, repository: new FirestoreDocumentRepository(ownerApp.db, ownerAccount.uid) };
    const otherApp = firestoreFor('other');
    const otherAccount = await signInAs(otherApp.app, 'shares-contract-other');
    other = { db: otherApp.db, repository: new FirestoreDocumentRepository(otherApp.db, otherAccount.uid) };
    reader = firestoreFor('reader').db;
  });

  beforeEach(() => clearProject(projectId));

  afterAll(async () => {
    await clearProject(projectId);
    await Promise.all(apps.map((app) => deleteApp(app)));
  });

  it('shares, follows every save, and ends at once', async () => {
    const created = await owner.repository.create({ title: 'Princes of the Apocalypse', content: '<p>The elemental cults stir.</p>', type: 'campaign', description: 'Four cults, one eye.' });
    expect(await readSharedDocument(reader, created.id)).toBeNull();

    await shareDocument(owner.db, created);
    expect(await readSharedDocument(reader, created.id)).toMatchObject({
      id: created.id,
      title: 'Princes of the Apocalypse',
      type: 'campaign',
      description: 'Four cults, one eye.',
      content: '<p>The elemental cults stir.</p>',
    });

    // A save rewrites the copy in the same transaction.
    await owner.repository.update(created.id, { content: '<p>The Elder Elemental Eye opens.</p>', title: 'Princes of the Apocalypse, Revised' });
    expect(await readSharedDocument(reader, created.id)).toMatchObject({ title: 'Princes of the Apocalypse, Revised', content: '<p>The Elder Elemental Eye opens.</p>' });

    await stopSharing(owner.db, created.id);
    expect(await readSharedDocument(reader, created.id)).toBeNull();
    // Saving after that shares nothing again.
    await owner.repository.update(created.id, { content: '<p>Quiet again.</p>' });
    expect(await readSharedDocument(reader, created.id)).toBeNull();
  });

  it('takes the copy away when the document is deleted', async () => {
    const created = await owner.repository.create({ title: 'Storm King’s Thunder', content: '<p>Giants walk.</p>' });
    await shareDocument(owner.db, created);
    await owner.repository.delete(created.id);
    expect(await readSharedDocument(reader, created.id)).toBeNull();
  });

  it('gives another account the copy only: not the document, and no way to change the copy', async () => {
    const created = await owner.repository.create({ title: 'Out of the Abyss', content: '<p>The Underdark.</p>' });
    await shareDocument(owner.db, created);
    expect(await other.repository.get(created.id)).toBeNull();
    expect((await readSharedDocument(other.db, created.id))?.content).toBe('<p>The Underdark.</p>');
    await expect(setDoc(doc(other.db, 'shares', created.id), shareRecord({ ...created, content: '<p>Defaced.</p>' }))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(stopSharing(other.db, created.id)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await readSharedDocument(reader, created.id))?.content).toBe('<p>The Underdark.</p>');
  });
});

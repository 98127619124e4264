// @vitest-environment jsdom
/**
 * The DocumentRepository contract against the Firestore emulator, through the
 * real FirestoreDocumentRepository and the real security rules: alice, bob
 * and carol each sign in through the Auth emulator in their own Firebase app.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreDocumentRepository } from '../src/lib/documents/firestore';
import { describeDocumentRepositoryContract, type UserLabel } from '../src/lib/documents/repository.contract';
import { clearProject, firestoreHost, hostAndPort, loadRules, signInAs, skipReason, suiteProjectId } from './emulators';

const skip = skipReason({ auth: true });
const projectId = suiteProjectId('documents');
const apps: FirebaseApp[] = [];
const repositories = new Map<UserLabel, Promise<FirestoreDocumentRepository>>();

/** One Firebase app per user, signed in to the Auth emulator as that user. */
async function signedInRepository(user: UserLabel): Promise<FirestoreDocumentRepository> {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key', authDomain: 'localhost' }, `documents-${user}`);
  apps.push(app);
  const account = await signInAs(app, `documents-contract-${user}`);
  const db = getFirestore(app);
  const { host, port } = hostAndPort(firestoreHost!);
  connectFirestoreEmulator(db, host, port);
  return new FirestoreDocumentRepository(db, account.uid);
}

function repositoryFor(user: UserLabel): Promise<FirestoreDocumentRepository> {
  let repository = repositories.get(user);
  if (!repository) {
    repository = signedInRepository(user);
    repositories.set(user, repository);
  }
  return repository;
}

beforeAll(async () => {
  // Reads the rules refuse are part of the contract; the SDK would log each as a warning.
  setLogLevel('error');
  if (!skip) await loadRules(projectId);
});

describeDocumentRepositoryContract(
  'FirestoreDocumentRepository (emulator, signed in through the Auth emulator)',
  {
    reset: () => clearProject(projectId),
    repositoryFor,
  },
  { skip },
);

// Firestore keeps a subcollection when its parent goes: deleting a document
// must delete its history itself, or the versions would outlive it.
(skip ? describe.skip : describe)('FirestoreDocumentRepository history on delete', () => {
  it('leaves no version behind in the emulator', async () => {
    await clearProject(projectId);
    const alice = await repositoryFor('alice');
    const doc = await alice.create({ title: 'Gone with its history' });
    for (const reason of ['one', 'two', 'three']) await alice.createVersion(doc.id, { kind: 'named', reason, content: `<p>${reason}</p>` });
    const versionsUrl = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/documents/${doc.id}/versions`;
    const count = async () => (((await (await fetch(versionsUrl, { headers: { Authorization: 'Bearer owner' } })).json()) as { documents?: unknown[] }).documents ?? []).length;
    expect(await count()).toBe(3);
    await alice.delete(doc.id);
    expect(await count()).toBe(0);
  });
});

afterAll(async () => {
  if (!skip) await clearProject(projectId);
  await Promise.all(apps.map((app) => deleteApp(app)));
});

// The ProfileRepository contract against the Firestore emulator, through the
// real FirestoreProfileRepository and the real security rules: each user id
// gets its own client authenticated as that user (emulator mock tokens).
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import * as lite from 'firebase/firestore/lite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { FirestoreProfileRepository } from '../src/lib/profiles/firestore';
import { profileRepositoryContract } from '../src/lib/profiles/repository.contract';
import type { ProfileRepository } from '../src/lib/profiles/types';

const PROJECT = 'demo-lorewright';
let env: RulesTestEnvironment;
const apps: FirebaseApp[] = [];
const repos = new Map<string, FirestoreProfileRepository>();

function emulatorHost(): [string, number] {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return [host, Number(port)];
}

/** A repository whose calls for a uid run as that signed-in user. */
function repoFor(uid: string): FirestoreProfileRepository {
  let repo = repos.get(uid);
  if (!repo) {
    const app = initializeApp({ projectId: PROJECT, apiKey: 'demo-api-key' }, `user-${uid}`);
    apps.push(app);
    const db = lite.getFirestore(app);
    const [host, port] = emulatorHost();
    lite.connectFirestoreEmulator(db, host, port, { mockUserToken: { user_id: uid } });
    repo = new FirestoreProfileRepository(db, lite);
    repos.set(uid, repo);
  }
  return repo;
}

const perUserRepository: ProfileRepository = {
  get: (uid) => repoFor(uid).get(uid),
  createIfMissing: (profile) => repoFor(profile.id).createIfMissing(profile),
  update: (uid, patch) => repoFor(uid).update(uid, patch),
};

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    firestore: { rules: readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8') },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await env?.cleanup();
});

profileRepositoryContract('Firestore (emulator, with security rules)', () => perUserRepository);

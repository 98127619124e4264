/**
 * The ProfileRepository contract against the Firestore emulator, through the
 * real FirestoreProfileRepository and the real security rules: each user id
 * the contract uses is an account in the Auth emulator, signed in in its own
 * Firebase app.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import * as lite from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { FirestoreProfileRepository } from '../src/lib/profiles/firestore';
import { profileRepositoryContract } from '../src/lib/profiles/repository.contract';
import type { ProfileRepository } from '../src/lib/profiles/types';
import { clearProject, firestoreHost, hostAndPort, loadRules, signInAs, skipReason, suiteProjectId } from './emulators';

const skip = skipReason({ auth: true });
const projectId = suiteProjectId('profiles');
const apps: FirebaseApp[] = [];
const repositories = new Map<string, Promise<FirestoreProfileRepository>>();

/** A repository whose calls for a uid run as that signed-in user. */
function repositoryFor(uid: string): Promise<FirestoreProfileRepository> {
  let repository = repositories.get(uid);
  if (!repository) {
    repository = (async () => {
      const app = initializeApp({ projectId, apiKey: 'demo-api-key', authDomain: 'localhost' }, `profiles-${uid}`);
      apps.push(app);
      await signInAs(app, uid);
      const db = lite.getFirestore(app);
      const { host, port } = hostAndPort(firestoreHost!);
      lite.connectFirestoreEmulator(db, host, port);
      return new FirestoreProfileRepository(db, lite);
    })();
    repositories.set(uid, repository);
  }
  return repository;
}

const perUserRepository: ProfileRepository = {
  get: async (uid) => (await repositoryFor(uid)).get(uid),
  createIfMissing: async (profile) => (await repositoryFor(profile.id)).createIfMissing(profile),
  update: async (uid, patch) => (await repositoryFor(uid)).update(uid, patch),
};

if (skip) {
  describe.skip(`ProfileRepository contract: Firestore (skipped: ${skip})`, () => {
    it('needs the Firestore and Auth emulators', () => {});
  });
} else {
  beforeAll(async () => {
    // The race test's losing transaction is retried by the SDK, which logs
    // the expected "aborted" commit as a warning; only errors matter here.
    lite.setLogLevel('error');
    await loadRules(projectId);
  });

  beforeEach(async () => {
    await clearProject(projectId);
  });

  afterAll(async () => {
    await clearProject(projectId);
    await Promise.all(apps.map((app) => deleteApp(app)));
  });

  profileRepositoryContract('Firestore (emulator, signed in through the Auth emulator, with security rules)', () => perUserRepository);
}

/**
 * The repository contract against the Firestore emulator, security rules
 * included. Runs only where an emulator answers (FIRESTORE_EMULATOR_HOST and
 * FIREBASE_AUTH_EMULATOR_HOST, as `firebase emulators:exec` sets them);
 * elsewhere the suite is reported as skipped with the reason.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { afterAll, beforeEach, vi } from 'vitest';
import { FirestoreDocumentRepository } from './firestore';
import { describeDocumentRepositoryContract, type UserLabel } from './repository.contract';

const PROJECT_ID = 'demo-lorewright';
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const skip =
  firestoreHost && authHost
    ? undefined
    : 'no Firestore emulator (FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST unset); it needs Java 21 and cannot start on this machine';

// The shared test setup makes every fetch fail; this suite talks to the emulators on purpose.
beforeEach(() => {
  vi.unstubAllGlobals();
});

const apps = new Map<UserLabel, Promise<FirestoreDocumentRepository>>();

/** One Firebase app per user, each signed in to the Auth emulator as that user. */
async function signedInRepository(user: UserLabel): Promise<FirestoreDocumentRepository> {
  const app: FirebaseApp = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-key', authDomain: 'localhost' }, `contract-${user}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const email = `${user}@contract.test`;
  const password = 'Contract-test-1';
  const credential = await signInWithEmailAndPassword(auth, email, password).catch(() =>
    createUserWithEmailAndPassword(auth, email, password),
  );
  const db = getFirestore(app);
  const [host, port] = firestoreHost!.split(':');
  connectFirestoreEmulator(db, host, Number(port));
  return new FirestoreDocumentRepository(db, credential.user.uid);
}

describeDocumentRepositoryContract(
  'FirestoreDocumentRepository (emulator)',
  {
    async reset() {
      const response = await fetch(
        `http://${firestoreHost}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
        { method: 'DELETE' },
      );
      if (!response.ok) throw new Error(`Clearing the Firestore emulator failed: ${response.status}`);
    },
    repositoryFor(user) {
      let repository = apps.get(user);
      if (!repository) {
        repository = signedInRepository(user);
        apps.set(user, repository);
      }
      return repository;
    },
  },
  { skip },
);

afterAll(async () => {
  const { getApps } = await import('firebase/app');
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

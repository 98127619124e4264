import { detectStorageBackend, getDb, type StorageBackend } from '../firebase';
import { DeviceCopyProfileRepository } from './deviceCopy';
import { createFirestoreProfileRepository } from './firestore';
import type { ProfileRepository } from './types';

const repositories = new Map<StorageBackend, Promise<ProfileRepository>>();

/** The profile store for a backend; each is created once and loaded on demand. */
export function profileRepositoryFor(backend: StorageBackend): Promise<ProfileRepository> {
  let repository = repositories.get(backend);
  if (!repository) {
    repository =
      backend === 'firestore'
        ? // Kept on this device too, so the session starts signed in without the network.
          // (The repository class is small; Firestore's SDK itself loads on first use.)
          import('../documents/firestore').then(async ({ isNetworkFailure }) => new DeviceCopyProfileRepository(await createFirestoreProfileRepository(getDb), isNetworkFailure))
        : import('./browser').then((mod) => new mod.BrowserProfileRepository());
    repositories.set(backend, repository);
  }
  return repository;
}

/** The profile store signed-in users of this page load use. */
export async function activeProfileRepository(): Promise<ProfileRepository> {
  return profileRepositoryFor(await detectStorageBackend());
}

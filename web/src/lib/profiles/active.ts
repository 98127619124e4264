import { detectStorageBackend, getDb, type StorageBackend } from '../firebase';
import type { ProfileRepository } from './types';

const repositories = new Map<StorageBackend, Promise<ProfileRepository>>();

/** The profile store for a backend; each is created once and loaded on demand. */
export function profileRepositoryFor(backend: StorageBackend): Promise<ProfileRepository> {
  let repository = repositories.get(backend);
  if (!repository) {
    repository =
      backend === 'firestore'
        ? import('./firestore').then((mod) => mod.createFirestoreProfileRepository(getDb))
        : import('./browser').then((mod) => new mod.BrowserProfileRepository());
    repositories.set(backend, repository);
  }
  return repository;
}

/** The profile store signed-in users of this page load use. */
export async function activeProfileRepository(): Promise<ProfileRepository> {
  return profileRepositoryFor(await detectStorageBackend());
}

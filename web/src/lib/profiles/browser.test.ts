// @vitest-environment node
import { BrowserProfileRepository } from './browser';
import { profileRepositoryContract } from './repository.contract';

let n = 0;
// A fresh database per test (fake-indexeddb, see src/test/setup.ts).
profileRepositoryContract('browser (IndexedDB)', () => new BrowserProfileRepository({ dbName: `profiles-test-${++n}` }));

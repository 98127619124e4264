import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The Firestore suites: security rules (*.rules.test.ts) and the profile and
// document repository contracts (*.contract.test.ts), against the Firestore
// and Auth emulators. Run them through web/scripts/rules-tests.sh (or make
// test), which starts the Firestore emulator or says why it cannot.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['**/*.rules.test.ts', '**/*.contract.test.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    // Each suite has a Firestore project of its own (suiteProjectId) and its
    // own accounts, so two run side by side: the emulator's round trips, not
    // the CPU, are what a suite waits on.
    maxWorkers: 2,
  },
});

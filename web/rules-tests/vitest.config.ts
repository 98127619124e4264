import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Security-rules tests talk to the Firestore emulator; run them through
// scripts/rules-tests.sh, which starts it (or reports why it cannot).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['**/*.rules.test.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    fileParallelism: false,
  },
});

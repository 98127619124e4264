import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// End-to-end tests drive Debian's Chromium against the app exactly as
// `make run` serves it: the Go server with the built SPA (web/dist, built
// with `npx vite build --mode emulator`), the Firebase Auth emulator and,
// when it runs (scripts/firestore-emulator.sh; make test starts it), the
// Firestore emulator, where signed-in accounts then keep their profiles and
// documents. Tests tagged @firestore are the signed-in journeys.
// Build first: `npx vite build --mode emulator` (in web/) and
// `go build -o bin/lorewright-server ./functions/cmd/server` (repo root).
const WEB_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT_DIR = path.resolve(WEB_DIR, '..');
// 8181 by default; E2E_PORT lets parallel runs on one machine use their own.
const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const AUTH_EMULATOR = '127.0.0.1:9099';
// The same app with a model configured: API servers whose model is the
// scriptable fake OpenAI-compatible server (functions/cmd/fakemodel). Each
// worker has its own pair (ports E2E_AI_PORT and E2E_FAKE_MODEL_PORT plus
// E2E_PORT_STRIDE, default 10, times the worker's parallel index), so one
// spec's scripted replies never answer another's. Specs for the "with a
// model" and "model failing" conditions reach their pair through
// e2e/fakeModel.ts.
const AI_PORT = Number(process.env.E2E_AI_PORT ?? 8185);
const FAKE_MODEL_PORT = Number(process.env.E2E_FAKE_MODEL_PORT ?? 8184);
const PORT_STRIDE = Number(process.env.E2E_PORT_STRIDE ?? 10);
// Three workers by default, on two cores: a worker spends part of each test
// waiting (on the emulators, a model writing slowly, the app's own delays),
// so two left the cores partly idle. Measured on this two-core machine while
// others used it too: the whole suite in 518 s with three workers against
// 594 s with two, and a mixed set of 31 tests in 145 and 165 s against 163
// and 173 s (run alternately), every test passing first time in each run.
// Measured again without the @screens specs (91 tests), with two other
// engineers' runs loading the machine (load average 17-25): 569 and 599 s
// with three workers, 628 s with two, 607 s with four.
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);
process.env.E2E_AI_PORT = String(AI_PORT);
process.env.E2E_FAKE_MODEL_PORT = String(FAKE_MODEL_PORT);
process.env.E2E_PORT_STRIDE = String(PORT_STRIDE);

// Every spec is the same guest (127.0.0.1): with the default 6 AI actions a
// minute, specs running side by side use up each other's allowance. Quotas
// have their own Go tests.
const UNLIMITED_QUOTAS = {
  QUOTA_USER_PER_MINUTE: '10000',
  QUOTA_USER_PER_DAY: '1000000',
  QUOTA_USER_TOKENS_PER_DAY: '0',
  QUOTA_GUEST_PER_MINUTE: '10000',
  QUOTA_GUEST_PER_DAY: '1000000',
  QUOTA_GUEST_TOKENS_PER_DAY: '0',
  QUOTA_BACKGROUND_USER_PER_MINUTE: '10000',
  QUOTA_BACKGROUND_USER_PER_DAY: '1000000',
  QUOTA_BACKGROUND_GUEST_PER_MINUTE: '10000',
  QUOTA_BACKGROUND_GUEST_PER_DAY: '1000000',
};

const modelServers = Array.from({ length: WORKERS }, (_, worker) => {
  const aiPort = AI_PORT + PORT_STRIDE * worker;
  const fakePort = FAKE_MODEL_PORT + PORT_STRIDE * worker;
  return [
    {
      command: `${path.join(ROOT_DIR, 'bin/fakemodel')} -addr 127.0.0.1:${fakePort}`,
      cwd: ROOT_DIR,
      url: `http://127.0.0.1:${fakePort}/_calls`,
      reuseExistingServer: true,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    {
      command: path.join(ROOT_DIR, 'bin/lorewright-server'),
      cwd: ROOT_DIR,
      url: `http://127.0.0.1:${aiPort}/api/healthz`,
      reuseExistingServer: true,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
      env: {
        PORT: String(aiPort),
        WEB_DIR: path.join(WEB_DIR, 'dist'),
        FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR,
        OPEN5E_BASE_URL: 'off',
        OPENAI_API_KEY: 'sk-e2e-fake',
        OPENAI_BASE_URL: `http://127.0.0.1:${fakePort}/v1`,
        OPENAI_MODEL: 'fake-model',
        // Fail fast in the "model failing" specs (the client retries twice).
        LLM_TIMEOUT: '20s',
        ...UNLIMITED_QUOTAS,
      },
      stdout: 'ignore' as const,
      stderr: 'ignore' as const,
    },
  ];
}).flat();

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // E2E_OUTPUT_DIR keeps parallel runs from wiping each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Tests tagged @screens only take pictures for a person to look at (every
  // step of a tool, both themes): `make screenshots` runs them
  // (E2E_SCREENSHOTS=1), make test does not. What they assert on the way is
  // asserted in the functional specs too (see each spec's header).
  grepInvert: process.env.E2E_SCREENSHOTS === '1' ? undefined : /@screens\b/,
  // Files run side by side; the tests in one file keep their order.
  fullyParallel: false,
  workers: WORKERS,
  // One retry: a test that fails once and then passes is reported as flaky,
  // by name, in make test's summary (scripts/failed-tests.mjs), not hidden.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A trace is recorded when a test is retried (after its first failure),
    // so every failure still comes with one. Recording every test's trace
    // in case it fails cost about a third of the browser's CPU time.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The built app registers a service worker that precaches every chunk
    // (3.4 MB); in every fresh test context that is work no test but the
    // offline-reload spec needs, so only that spec allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // Run from the repo root so firebase.json (emulator ports) is found.
      command: `${path.join(WEB_DIR, 'node_modules/.bin/firebase')} emulators:start --only auth --project demo-lorewright`,
      cwd: ROOT_DIR,
      url: `http://${AUTH_EMULATOR}`,
      reuseExistingServer: true,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: path.join(ROOT_DIR, 'bin/lorewright-server'),
      cwd: ROOT_DIR,
      url: `http://127.0.0.1:${E2E_PORT}/api/healthz`,
      reuseExistingServer: true,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        PORT: String(E2E_PORT),
        WEB_DIR: path.join(WEB_DIR, 'dist'),
        FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR,
        OPEN5E_BASE_URL: 'off',
        ...UNLIMITED_QUOTAS,
      },
      stdout: 'ignore',
      // Request logs are noise here; a failed start still shows as a timeout.
      stderr: 'ignore',
    },
    ...modelServers,
  ],
});

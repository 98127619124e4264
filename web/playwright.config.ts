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
// The same app with a model configured: a second API server whose model is
// the scriptable fake OpenAI-compatible server (functions/cmd/fakemodel).
// Specs for the "with a model" and "model failing" conditions use
// AI_BASE_URL and script the fake through e2e/fakeModel.ts.
const AI_PORT = Number(process.env.E2E_AI_PORT ?? 8185);
const FAKE_MODEL_PORT = Number(process.env.E2E_FAKE_MODEL_PORT ?? 8184);
process.env.E2E_AI_BASE_URL = `http://127.0.0.1:${AI_PORT}`;
process.env.E2E_FAKE_MODEL_URL = `http://127.0.0.1:${FAKE_MODEL_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // E2E_OUTPUT_DIR keeps parallel runs from wiping each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
      },
      stdout: 'ignore',
      // Request logs are noise here; a failed start still shows as a timeout.
      stderr: 'ignore',
    },
    {
      command: `${path.join(ROOT_DIR, 'bin/fakemodel')} -addr 127.0.0.1:${FAKE_MODEL_PORT}`,
      cwd: ROOT_DIR,
      url: `http://127.0.0.1:${FAKE_MODEL_PORT}/_calls`,
      reuseExistingServer: true,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: path.join(ROOT_DIR, 'bin/lorewright-server'),
      cwd: ROOT_DIR,
      url: `http://127.0.0.1:${AI_PORT}/api/healthz`,
      reuseExistingServer: true,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        PORT: String(AI_PORT),
        WEB_DIR: path.join(WEB_DIR, 'dist'),
        FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR,
        OPEN5E_BASE_URL: 'off',
        OPENAI_API_KEY: 'sk-e2e-fake',
        OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_MODEL_PORT}/v1`,
        OPENAI_MODEL: 'fake-model',
        // Fail fast in the "model failing" specs (the client retries twice).
        LLM_TIMEOUT: '20s',
        // Every spec is the same guest (127.0.0.1): with the default 6 AI
        // actions a minute, specs that run close together used up each
        // other's allowance. Quotas have their own Go tests.
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
      },
      stdout: 'ignore',
      stderr: 'ignore',
    },
  ],
});

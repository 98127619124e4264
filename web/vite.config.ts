/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { creditsPlugin } from './scripts/credits.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The app shell works offline: a Workbox service worker (sw.js, registered in
// main.tsx, production builds only) precaches index.html and every script and
// stylesheet, so a reload without the network still starts the app, which
// then opens documents from this device (the journal and the device copies).
// Pages are always asked of the network first (no stale app while online);
// the precached index.html answers only when the network fails. Nothing else
// is routed: /api, Firebase and the emulators go to the network untouched.
const offlineShell = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html}'],
    // The editor's and the exports' chunks are large but are exactly what must open offline.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: null,
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/__/'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
      {
        // Fonts (hashed, many subsets) are kept as they are first used.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && /\.(woff2?|ttf)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'lorewright-fonts', expiration: { maxEntries: 60 } },
      },
    ],
  },
});

// Unit test files share their workers' module cache (isolate: false): each
// file then costs its tests, not a fresh jsdom plus msw, Testing Library and
// React loaded again (that was two thirds of the run). The setup file still
// runs for every file and resets what tests touch (src/test/setup.ts). A
// file that replaces modules (vi.mock, vi.doMock, vi.resetModules) needs
// its own module graph, so those files are found here and run isolated.
const UNIT_TESTS = 'src/**/*.test.{ts,tsx}';
const SRC_DIR = fileURLToPath(new URL('src/', import.meta.url));
const moduleMockingTests = readdirSync(SRC_DIR, { recursive: true, encoding: 'utf8' })
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(SRC_DIR + file, 'utf8')))
  .map((file) => `src/${file}`);

// The landing route must stay small (at most 120 KB gzipped): pages are lazy
// route modules, and the editor, jsPDF and Firestore are only reached through
// dynamic import(), so Rolldown puts them in their own chunks.
export default defineConfig({
  // creditsPlugin: the credits page's notices and licence lists (scripts/credits.mjs).
  plugins: [react(), tailwindcss(), offlineShell, creditsPlugin({ repoRoot: fileURLToPath(new URL('..', import.meta.url)) })],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
    },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 700,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    projects: [
      { extends: true, test: { name: 'unit', isolate: false, include: [UNIT_TESTS], exclude: moduleMockingTests } },
      // Benchmarks (vitest bench) run once, in the first project.
      { extends: true, test: { name: 'unit (module mocks)', include: moduleMockingTests, benchmark: { include: [] } } },
    ],
    css: false,
    // Vitest's default is one worker fewer than the cores: one on a
    // two-core machine, so every file would queue behind the last. Two
    // workers use both cores (the main process mostly waits on them).
    maxWorkers: 2,
    // Two shared cores: give component tests room before calling them hung.
    testTimeout: 15000,
    hookTimeout: 15000,
    restoreMocks: true,
    // Public demo values so modules that read the environment work in tests.
    env: {
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo-lorewright.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'demo-lorewright',
      VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
    },
  },
});

/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The landing route must stay small (at most 120 KB gzipped): pages are lazy
// route modules, and the editor, jsPDF and Firestore are only reached through
// dynamic import(), so Rolldown puts them in their own chunks.
export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
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

import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { server } from './server';

// jsdom has no matchMedia; the theme provider asks it about the OS theme.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// The network is msw's: a request no test set an answer for fails (msw's
// 'error' strategy), and the test that made it fails too (below), instead of
// hanging or passing by luck.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  if (unhandled.length > 0) {
    const requests = unhandled.splice(0);
    throw new Error(`Unhandled network request(s) in this test: ${requests.join(', ')}`);
  }
  // Server state never carries over from one test to the next.
  queryClient.clear();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.classList.remove('dark');
});

import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { server } from './server';

// findBy* and waitFor give up after 5 s rather than 1: on a busy two-core
// machine the first load of a lazily loaded dialog (its module transformed on
// demand) can take longer than a second. A passing wait ends as soon as its
// condition holds, so this only changes how long a real failure takes.
configure({ asyncUtilTimeout: 5000 });

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

// jsdom lays nothing out and its ranges have no rectangles; ProseMirror asks
// for them when it scrolls the selection into view (a focus the editor
// finishes a frame later, say). Empty rectangles, as for a hidden element.
if (typeof Range !== 'undefined' && typeof Range.prototype.getClientRects !== 'function') {
  Range.prototype.getClientRects = function getClientRects() {
    return Object.assign([], { item: () => null }) as unknown as DOMRectList;
  };
  Range.prototype.getBoundingClientRect = function getBoundingClientRect() {
    return new DOMRect();
  };
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

// Files share their worker's document (vite.config.ts: isolate: false), so
// each file starts from a blank one, as it would in a fresh jsdom: no node,
// attribute or inline style another file left behind (a dialog library's
// `pointer-events: none` on <body>, a scroll lock, a theme class).
beforeAll(() => {
  if (typeof document === 'undefined') return;
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
});

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
  // Pure-logic files run without a DOM (`// @vitest-environment node`).
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.classList.remove('dark');
});

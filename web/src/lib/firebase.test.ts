// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { detectStorageBackend, isFirestoreEmulator } from './firebase';

const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('isFirestoreEmulator', () => {
  it('recognises the emulator by its REST answers', async () => {
    expect(await isFirestoreEmulator('127.0.0.1:8080', 'demo-lorewright', answer({ error: { code: 404, status: 'NOT_FOUND' } }, 404))).toBe(true);
    expect(await isFirestoreEmulator('127.0.0.1:8080', 'demo-lorewright', answer({ error: { code: 403, status: 'PERMISSION_DENIED' } }, 403))).toBe(true);
  });

  it('is not fooled by another server on the port, or by no server', async () => {
    // The Go server's error envelope, and its SPA fallback page.
    expect(await isFirestoreEmulator('127.0.0.1:8080', 'p', answer({ error: { code: 'not_found', message: 'no' } }, 404))).toBe(false);
    expect(await isFirestoreEmulator('127.0.0.1:8080', 'p', answer('<!doctype html><html></html>'))).toBe(false);
    const refused = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await isFirestoreEmulator('127.0.0.1:8080', 'p', refused)).toBe(false);
  });
});

describe('detectStorageBackend', () => {
  it('uses the browser store in a test build without a Firestore emulator', async () => {
    expect(await detectStorageBackend()).toBe('browser');
  });
});

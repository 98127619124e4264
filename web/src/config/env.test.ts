// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const complete = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-lorewright.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-lorewright',
  VITE_FIREBASE_APP_ID: '1:0:web:0',
};

describe('parseEnv', () => {
  it('parses a complete local-mode configuration', () => {
    const env = parseEnv({ ...complete, VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', PROD: true });
    expect(env.firebase.projectId).toBe('demo-lorewright');
    expect(env.authEmulatorHost).toBe('127.0.0.1:9099');
    expect(env.firestoreEmulatorHost).toBeUndefined();
    // An emulator build is not production even when minified.
    expect(env.isProduction).toBe(false);
  });

  it('treats a production build without emulators as production', () => {
    expect(parseEnv({ ...complete, PROD: true }).isProduction).toBe(true);
    expect(parseEnv({ ...complete, PROD: false }).isProduction).toBe(false);
  });

  it('lists every missing key at once, blank values included', () => {
    let caught: unknown;
    try {
      parseEnv({ VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_PROJECT_ID: '   ' });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const error = caught as EnvError;
    expect(error.problems.sort()).toEqual([
      'VITE_FIREBASE_APP_ID is missing',
      'VITE_FIREBASE_AUTH_DOMAIN is missing',
      'VITE_FIREBASE_PROJECT_ID is missing',
    ]);
    expect(error.message).toContain('- VITE_FIREBASE_AUTH_DOMAIN is missing');
    expect(error.message).toContain('web/.env.emulator');
  });

  it('rejects a malformed emulator host with its reason', () => {
    expect(() => parseEnv({ ...complete, VITE_AUTH_EMULATOR_HOST: 'localhost' })).toThrow(/VITE_AUTH_EMULATOR_HOST must look like host:port/);
  });
});

describe('VITE_API_URL', () => {
  it('is optional: streams go to the same origin', () => {
    expect(parseEnv(complete).apiUrl).toBe('');
  });

  it('takes the API origin, without a trailing slash', () => {
    expect(parseEnv({ ...complete, VITE_API_URL: 'https://api-abc123-uc.a.run.app/' }).apiUrl).toBe('https://api-abc123-uc.a.run.app');
    expect(parseEnv({ ...complete, VITE_API_URL: 'http://127.0.0.1:8080' }).apiUrl).toBe('http://127.0.0.1:8080');
  });

  it('refuses a value that is not an origin', () => {
    expect(() => parseEnv({ ...complete, VITE_API_URL: 'api.example.com' })).toThrow(/VITE_API_URL must be an http\(s\) origin/);
    expect(() => parseEnv({ ...complete, VITE_API_URL: 'https://api.example.com/api' })).toThrow(/VITE_API_URL/);
  });
});

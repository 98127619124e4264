// @vitest-environment node
// web/.env.emulator (local mode) and firebase.json must agree on where the
// Firestore emulator listens: the build bakes the address in, and
// scripts/firestore-emulator.sh starts the emulator at firebase.json's port.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('web/.env.emulator', () => {
  it('points the local build at the Firestore emulator port firebase.json records', () => {
    const web = resolve(__dirname, '../..');
    const envFile = readFileSync(resolve(web, '.env.emulator'), 'utf8');
    const firebase = JSON.parse(readFileSync(resolve(web, '../firebase.json'), 'utf8')) as { emulators: { firestore: { port: number } } };
    const port = firebase.emulators.firestore.port;
    expect(port).not.toBe(8080); // the API's port
    expect(envFile).toMatch(new RegExp(`^VITE_FIRESTORE_EMULATOR_HOST=127\\.0\\.0\\.1:${port}$`, 'm'));
  });
});

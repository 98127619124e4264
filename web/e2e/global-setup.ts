import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Says which store this run's signed-in accounts use, the way the app
 * decides it on each page load (lib/firebase.ts): Firestore when the
 * emulator at firebase.json's port answers, else the browser store. Tests
 * read E2E_FIRESTORE_HOST (and E2E_FIRESTORE_REASON) through helpers.ts.
 */
export default async function globalSetup() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const port = (JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as { emulators: { firestore: { port: number } } })
    .emulators.firestore.port;
  const host = `127.0.0.1:${port}`;
  try {
    const response = await fetch(`http://${host}/v1/projects/demo-lorewright/databases/(default)/documents/lorewright-probe/probe`, {
      signal: AbortSignal.timeout(3000),
    });
    const body = (await response.json()) as { name?: unknown; error?: { status?: unknown } };
    if (typeof body.name === 'string' || typeof body.error?.status === 'string') {
      process.env.E2E_FIRESTORE_HOST = host;
      return;
    }
    process.env.E2E_FIRESTORE_REASON = `the server on ${host} is not a Firestore emulator`;
  } catch {
    process.env.E2E_FIRESTORE_REASON = `no Firestore emulator answers on ${host} (scripts/firestore-emulator.sh starts one; make test does)`;
  }
  delete process.env.E2E_FIRESTORE_HOST;
}

// Firebase is initialised once, here. Features never import firebase/* for
// setup; they call getFirebaseAuth() / getDb() from this module.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth, type Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import { getEnv } from '../config/env';
import { markFirebaseAuthReady } from './auth-ready';

export type StorageBackend = 'browser' | 'firestore';

let app: FirebaseApp | undefined;
let auth: Auth | undefined;
let db: Promise<Firestore> | undefined;
let backend: Promise<StorageBackend> | undefined;

export function getFirebaseApp(): FirebaseApp {
  app ??= initializeApp(getEnv().firebase);
  return app;
}

export function getFirebaseAuth(): Auth {
  if (!auth) {
    // Local-storage persistence (not IndexedDB) so the session can tell
    // synchronously whether a signed-in account exists (see auth-ready.ts).
    // No popup resolver here: OAuth passes one when it is used.
    auth = initializeAuth(getFirebaseApp(), { persistence: browserLocalPersistence });
    const host = getEnv().authEmulatorHost;
    if (host) connectAuthEmulator(auth, `http://${host}`, { disableWarnings: true });
    markFirebaseAuthReady();
  }
  return auth;
}

/**
 * Firestore Lite, loaded on first use so the landing route never pays for it.
 * Connects to VITE_FIRESTORE_EMULATOR_HOST when set (local builds always
 * set it; detectStorageBackend decides whether it is used).
 */
export function getDb(): Promise<Firestore> {
  db ??= import('firebase/firestore/lite').then(({ getFirestore, connectFirestoreEmulator }) => {
    const firestore = getFirestore(getFirebaseApp());
    const host = getEnv().firestoreEmulatorHost;
    if (host) {
      const [hostname, port] = splitHostPort(host);
      connectFirestoreEmulator(firestore, hostname, port);
    }
    return firestore;
  });
  return db;
}

function splitHostPort(hostPort: string): [string, number] {
  const at = hostPort.lastIndexOf(':');
  return [hostPort.slice(0, at), Number(hostPort.slice(at + 1))];
}

/**
 * Where documents and profiles of signed-in users live: Firestore in
 * production or when a Firestore emulator answers, otherwise the browser
 * store (IndexedDB). Decided once per page load.
 */
export function detectStorageBackend(): Promise<StorageBackend> {
  backend ??= probeBackend();
  return backend;
}

/** The last answer of the emulator probe, for a page loaded without the network. */
export const PROBED_BACKEND_KEY = 'lorewright.probedStorageBackend';

async function probeBackend(): Promise<StorageBackend> {
  const env = getEnv();
  if (env.isProduction) return 'firestore';
  if (!env.firestoreEmulatorHost) return 'browser';
  // Offline, the probe cannot tell "no emulator" from "no network": the last
  // answer stands, so signed-in work never moves to another store.
  if (navigator.onLine === false) return rememberedBackend();
  const backend = (await isFirestoreEmulator(env.firestoreEmulatorHost, env.firebase.projectId)) ? 'firestore' : 'browser';
  try {
    localStorage.setItem(PROBED_BACKEND_KEY, backend);
  } catch {
    // Not remembered: an offline load then uses the browser store.
  }
  return backend;
}

function rememberedBackend(): StorageBackend {
  try {
    return localStorage.getItem(PROBED_BACKEND_KEY) === 'firestore' ? 'firestore' : 'browser';
  } catch {
    return 'browser';
  }
}

const PROBE_TIMEOUT_MS = 10_000;

/**
 * True when a Firestore emulator answers at host. It asks for a document
 * through the REST API (which the emulator serves with CORS) and checks the
 * answer's shape, so another server on the same port is not mistaken for it.
 * With no emulator the connection is refused at once; a running one may take
 * seconds to answer its first request on a busy machine (the JVM warms up),
 * and a probe given up too early would put a signed-in user's work in the
 * browser store for that page load, so the wait is generous.
 */
export async function isFirestoreEmulator(host: string, projectId: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchImpl(`http://${host}/v1/projects/${projectId}/databases/(default)/documents/lorewright-probe/probe`, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    const body: unknown = await res.json();
    if (!body || typeof body !== 'object') return false;
    if ('name' in body && typeof body.name === 'string') return true;
    return 'error' in body && !!body.error && typeof body.error === 'object' && 'status' in body.error && typeof body.error.status === 'string';
  } catch {
    return false;
  }
}

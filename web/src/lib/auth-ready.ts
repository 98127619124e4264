// Firebase Auth (about 30 KB gzipped) is only loaded when it is needed: when
// this browser holds a signed-in account, or when a page such as login first
// calls getFirebaseAuth(). A first visit to the landing page never fetches it.
// This module is tiny and dependency-free so the session can consult it
// without loading Firebase.

type Listener = () => void;

let ready = false;
const listeners = new Set<Listener>();

/** Called by firebase.ts once Auth is initialised. */
export function markFirebaseAuthReady(): void {
  if (ready) return;
  ready = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Runs the listener once Auth is initialised (at once if it already is). */
export function onFirebaseAuthReady(listener: Listener): () => void {
  if (ready) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Firebase's local persistence keeps a signed-in user under this key prefix. */
export const PERSISTED_USER_PREFIX = 'firebase:authUser:';

export function hasPersistedAccount(local: Storage = localStorage): boolean {
  try {
    for (let i = 0; i < local.length; i++) {
      if (local.key(i)?.startsWith(PERSISTED_USER_PREFIX)) return true;
    }
  } catch {
    // No storage: nothing persisted.
  }
  return false;
}

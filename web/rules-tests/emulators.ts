/**
 * What the Firestore suites share: where the emulators are, a Firestore
 * project of their own, the rules, and real sign-ins through the Auth
 * emulator.
 *
 * scripts/test.sh (and web/scripts/rules-tests.sh) start the Firestore
 * emulator with scripts/firestore-emulator.sh and set
 * FIRESTORE_EMULATOR_HOST; FIREBASE_AUTH_EMULATOR_HOST points at the Auth
 * emulator. Without them each suite is skipped with the reason, and the
 * scripts count that skip as a failure wherever an emulator can run.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type User } from 'firebase/auth';

export const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
export const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

/** The project the Auth emulator signs tokens for (firebase.json, .firebaserc). */
export const AUTH_PROJECT = 'demo-lorewright';

/** Why a suite cannot run here, or undefined when it can. */
export function skipReason({ auth }: { auth: boolean }): string | undefined {
  if (!firestoreHost) return 'FIRESTORE_EMULATOR_HOST is unset: start one with scripts/firestore-emulator.sh (make test does)';
  if (auth && !authHost) return 'FIREBASE_AUTH_EMULATOR_HOST is unset: these tests sign in through the Auth emulator';
  return undefined;
}

/**
 * A Firestore project for one suite in one run. The emulator keeps projects
 * apart, so suites that clear their data never touch `make run`'s
 * demo-lorewright data or another run sharing the emulator. Tokens from the
 * Auth emulator (issued for demo-lorewright) are accepted in any project.
 */
export function suiteProjectId(suite: string): string {
  return `demo-lorewright-${suite}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

export function hostAndPort(hostPort: string): { host: string; port: number } {
  const at = hostPort.lastIndexOf(':');
  return { host: hostPort.slice(0, at), port: Number(hostPort.slice(at + 1)) };
}

export const RULES = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../firestore.rules'), 'utf8');

const PASSWORD = 'Contract-test-1';

/**
 * Signs `app` in through the Auth emulator as the account with this uid,
 * creating it first (with the emulator's admin access) when it does not
 * exist. The account's e-mail counts as verified, so its profile may record
 * either value of emailVerified.
 */
export async function signInAs(app: FirebaseApp, uid: string): Promise<User> {
  const email = `${uid.toLowerCase()}.firestore-suite@lorewright.test`;
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${AUTH_PROJECT}/accounts`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ localId: uid, email, password: PASSWORD, emailVerified: true }),
  });
  if (!response.ok) {
    const text = await response.text();
    // Created by an earlier run: sign in to it.
    if (!/DUPLICATE_LOCAL_ID|EMAIL_EXISTS/.test(text)) throw new Error(`Auth emulator refused account ${uid}: ${text}`);
  }
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const credential = await signInWithEmailAndPassword(auth, email, PASSWORD);
  if (credential.user.uid !== uid) throw new Error(`Signed in as ${credential.user.uid}, wanted ${uid}`);
  return credential.user;
}

/** Deletes every document of a suite's project (the emulator's REST API). */
export async function clearProject(projectId: string): Promise<void> {
  const response = await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!response.ok) throw new Error(`Clearing the Firestore emulator failed: ${response.status}`);
}

/** Gives a suite's project this checkout's firestore.rules. */
export async function loadRules(projectId: string): Promise<void> {
  const response = await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: RULES }] } }),
  });
  if (!response.ok) throw new Error(`The Firestore emulator refused the rules: ${await response.text()}`);
}

import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** An address no earlier run has used (the Auth emulator keeps accounts while it runs). */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.lorewright.test`;
}

export const PASSWORD = 'Dragon123';

/** Signs up through the UI and waits for the dashboard. */
export async function signUp(page: Page, { email, password = PASSWORD, displayName }: { email: string; password?: string; displayName?: string }) {
  await page.goto('/signup');
  if (displayName) await page.getByLabel('Display Name').fill(displayName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const AUTH_EMULATOR = 'http://127.0.0.1:9099';
// The web app's Firebase API key in emulator mode (web/.env.emulator), which
// names the key Firebase Auth keeps its session under.
const EMULATOR_API_KEY = 'demo-api-key';

/**
 * A new account, signed in on this page, without the sign-up screens: for the
 * journeys that need an account but are not about signing up (those use
 * signUp). The account is made through the Auth emulator's REST API and its
 * session written where Firebase Auth keeps it (localStorage, the app's
 * browserLocalPersistence) before the app starts; the app then makes the
 * account's profile on its first load, as after any sign-in. Ends on the
 * dashboard, like signUp (about half a second sooner on a busy machine).
 */
export async function signInNewAccount(page: Page, { email, password = PASSWORD, displayName }: { email: string; password?: string; displayName?: string }) {
  const response = await page.request.post(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${EMULATOR_API_KEY}`, {
    data: { email, password, displayName, returnSecureToken: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const account = (await response.json()) as { localId: string; idToken: string; refreshToken: string; expiresIn: string };
  const now = Date.now();
  const session = {
    uid: account.localId,
    email,
    emailVerified: false,
    displayName: displayName ?? null,
    isAnonymous: false,
    providerData: [{ providerId: 'password', uid: email, displayName: displayName ?? null, email, phoneNumber: null, photoURL: null }],
    stsTokenManager: { refreshToken: account.refreshToken, accessToken: account.idToken, expirationTime: now + Number(account.expiresIn) * 1000 },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: EMULATOR_API_KEY,
    appName: '[DEFAULT]',
  };
  // A page of the app's origin that does not start the app, to write the session into.
  await page.goto('/favicon.svg');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`firebase:authUser:${EMULATOR_API_KEY}:[DEFAULT]`, JSON.stringify(session)]);
  await page.goto('/dashboard');
  await expect(page.getByTestId('header-display-name')).toHaveText(displayName ?? email.split('@')[0]);
}

/** Signs in through the UI (does not wait for the outcome). */
export async function fillSignIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The Firestore emulator this run's app uses, or undefined when signed-in
 * accounts use the browser store. global-setup.ts asks the emulator once
 * (the app asks it the same way on every page load).
 */
export function firestoreHost(): string | undefined {
  return process.env.E2E_FIRESTORE_HOST || undefined;
}

/** Why the Firestore journeys cannot run here (undefined when they can). */
export function firestoreSkipReason(): string | undefined {
  return firestoreHost() ? undefined : (process.env.E2E_FIRESTORE_REASON ?? 'no Firestore emulator answers');
}

const FIRESTORE_PROJECT = 'demo-lorewright';

/**
 * One document of the emulator, read through its REST API with the
 * emulator's admin token (rules do not apply), or null when it does not
 * exist. Values are the REST API's typed values ({ stringValue: ... }).
 */
export async function firestoreDoc(request: APIRequestContext, path: string): Promise<Record<string, Record<string, unknown>> | null> {
  const response = await request.get(`http://${firestoreHost()}/v1/projects/${FIRESTORE_PROJECT}/databases/(default)/documents/${path}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (response.status() === 404) return null;
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { fields: Record<string, Record<string, unknown>> }).fields;
}

/** Ids of the documents in a collection whose `field` equals `value` (REST runQuery, admin). */
export async function firestoreQuery(request: APIRequestContext, collectionId: string, field: string, value: string): Promise<string[]> {
  const response = await request.post(`http://${firestoreHost()}/v1/projects/${FIRESTORE_PROJECT}/databases/(default)/documents:runQuery`, {
    headers: { Authorization: 'Bearer owner' },
    data: {
      structuredQuery: {
        from: [{ collectionId }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const rows = (await response.json()) as Array<{ document?: { name: string } }>;
  return rows.flatMap((row) => (row.document ? [row.document.name.split('/').pop()!] : []));
}

/** Every stored profile in the browser store (IndexedDB) of this page's origin. */
export function browserProfiles(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open('lorewright-profiles');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('profiles').objectStore('profiles').getAll();
          all.onsuccess = () => resolve(all.result as Record<string, unknown>[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** Reads a REST value ({ stringValue }, { booleanValue }, ...) as plain JSON. */
export function restValue(value: Record<string, unknown> | undefined): unknown {
  if (!value) return undefined;
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return value.timestampValue;
  if ('arrayValue' in value) return ((value.arrayValue as { values?: Record<string, unknown>[] }).values ?? []).map(restValue);
  if ('mapValue' in value) {
    const fields = (value.mapValue as { fields?: Record<string, Record<string, unknown>> }).fields ?? {};
    return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, restValue(v)]));
  }
  return value;
}

/**
 * The profiles stored for these e-mail addresses, from whichever store holds
 * signed-in accounts in this run: Firestore `users` when its emulator is up,
 * else this browser's IndexedDB.
 */
export async function storedProfiles(page: Page, request: APIRequestContext, emails: string[]): Promise<Record<string, unknown>[]> {
  if (!firestoreHost()) return (await browserProfiles(page)).filter((p) => emails.includes(p.email as string));
  const profiles: Record<string, unknown>[] = [];
  for (const email of emails) {
    for (const id of await firestoreQuery(request, 'users', 'email', email)) {
      const fields = await firestoreDoc(request, `users/${id}`);
      if (fields) profiles.push(restValue({ mapValue: { fields } }) as Record<string, unknown>);
    }
  }
  return profiles;
}

/**
 * Whether this run keeps pictures for a person to look at (screenshots,
 * PDF pages as PNG): `make screenshots` sets E2E_SCREENSHOTS=1. make test
 * leaves it unset: a capture asserts nothing, and the captures cost about a
 * sixth of the browser tests' time. Specs that exist only to capture are
 * tagged @screens and run only then (playwright.config.ts); functional
 * specs that also keep a picture are tagged @captures and take it only then.
 */
export const CAPTURING = process.env.E2E_SCREENSHOTS === '1';

/** Runs `capture` only when this run keeps pictures (see CAPTURING). */
export async function forPeople(capture: () => Promise<unknown>): Promise<void> {
  if (CAPTURING) await capture();
}

export type Theme = 'light' | 'dark';

/**
 * Switches the colour theme in place, as the theme setting does (the themes
 * differ only in colour tokens under `.dark`), with transitions off so the
 * colours are final at once. Lets one journey be checked or captured in both
 * themes instead of being run twice.
 */
export async function showTheme(page: Page, theme: Theme) {
  await page.evaluate((dark) => {
    if (!document.getElementById('lw-test-no-transitions')) {
      const style = document.createElement('style');
      style.id = 'lw-test-no-transitions';
      style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    }
    document.documentElement.classList.toggle('dark', dark);
  }, theme === 'dark');
}

/** Runs `capture` in the light theme, then in the dark one, and leaves the light theme on. */
export async function inBothThemes(page: Page, capture: (theme: Theme) => Promise<unknown>) {
  try {
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(page, theme);
      await capture(theme);
    }
  } finally {
    await showTheme(page, 'light');
  }
}

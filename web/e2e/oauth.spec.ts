import { expect, test, type Page } from '@playwright/test';
import { firestoreHost, storedProfiles, uniqueEmail } from './helpers';

// Local mode: the OAuth buttons sign in with the Auth emulator's test
// accounts through our own dialog, offline (no popup, no apis.google.com).

async function chooseNewTestAccount(page: Page, provider: string, email: string, displayName: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  const dialog = page.getByRole('dialog', { name: `Sign in with ${provider} (local test account)` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel(/Display name/).fill(displayName);
  await dialog.getByRole('button', { name: 'Sign in with this account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
}

test('Google and GitHub buttons sign in with emulator test accounts, offline', { tag: '@firestore' }, async ({ page, baseURL, request }) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));

  // Google: a new test account, greeted by its name.
  const vex = uniqueEmail('oauth-google');
  await chooseNewTestAccount(page, 'Google', vex, 'Vex Vessar');
  await expect(page.getByRole('heading', { name: 'Welcome back, Vex!' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Vex Vessar')).toBeVisible();
  await signOut(page);

  // GitHub, the same way, with another account.
  const percy = uniqueEmail('oauth-github');
  await chooseNewTestAccount(page, 'GitHub', percy, 'Percy de Rolo');
  await expect(page.getByRole('heading', { name: 'Welcome back, Percy!' })).toBeVisible();
  await signOut(page);

  // Google remembers its account in this browser (and only its own); picking
  // it brings back the same emulator user.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google (local test account)' });
  const remembered = dialog.getByRole('region', { name: 'Used in this browser' });
  await expect(remembered.getByRole('button')).toHaveCount(1);
  await remembered.getByRole('button', { name: /Vex Vessar/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Vex!' })).toBeVisible();

  // One profile per account, though Vex signed in twice.
  const profileEmails = (await storedProfiles(page, request, [vex, percy])).map((p) => p.email);
  expect(profileEmails.filter((e) => e === vex)).toHaveLength(1);
  expect(profileEmails).toContain(percy);

  // Nothing but the app, the Auth emulator and (when it runs) the Firestore emulator was contacted.
  const local = [new URL(baseURL!).origin, 'http://127.0.0.1:9099', ...(firestoreHost() ? [`http://${firestoreHost()}`] : [])];
  expect([...origins].sort()).toEqual(local.sort());
});

test('cancelling the test account dialog signs nobody in and shows no error', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Microsoft (local test account)' });
  await dialog.getByRole('button', { name: 'Sign in with this account' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

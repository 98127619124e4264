import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inBothThemes, signInNewAccount, uniqueEmail } from './helpers';

// Full-page captures of the public and account screens in both themes, for
// a person to look at: web/test-results/screenshots/<page>-<theme>.png.
// Tagged @screens: `make screenshots` runs it, make test does not. Its
// checks on the way are made in make test by a11y.spec.ts (every one of
// these pages, both themes), guest.spec.ts and account.spec.ts (the
// dashboard's welcome, settings).
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'screenshots');

test.describe('screenshots (light and dark)', { tag: '@screens' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.addInitScript(() => localStorage.setItem('lorewright.theme', 'light'));
  });

  async function shoot(page: Page, name: string) {
    // Let lazy chunks and fonts settle.
    await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
    await inBothThemes(page, (theme) => page.screenshot({ path: path.join(OUT, `${name}-${theme}.png`), fullPage: true }));
  }

  test('public pages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, 'landing');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await shoot(page, 'login');
    await page.goto('/signup');
    await page.getByLabel('Password', { exact: true }).fill('dragon');
    await shoot(page, 'signup');
  });

  test('account pages', { tag: '@firestore' }, async ({ page }) => {
    await signInNewAccount(page, { email: uniqueEmail('shots'), displayName: 'Scanlan Shorthalt' });
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    await shoot(page, 'dashboard');
    // The header alone, for its storage badge (Firestore emulator or this browser).
    await inBothThemes(page, (theme) => page.getByRole('banner').screenshot({ path: path.join(OUT, `header-${theme}.png`) }));
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await shoot(page, 'settings');
  });
});

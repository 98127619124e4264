import { expect, test } from '@playwright/test';

test('a guest goes from the landing page to the dashboard and cannot open settings', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Forge legendary campaigns/ })).toBeVisible();
  for (const badge of ['AI-Powered Writing', 'Privacy First', 'DM Community']) {
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Start Writing' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(page.getByText('Guest Mode', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('the same guest comes back after a reload', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  const guestId = await page.evaluate(() => localStorage.getItem('lorewright.guestId'));
  expect(guestId).toMatch(/^guest_\d+_/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lorewright.guestId'))).toBe(guestId);
});

test('an unknown path goes to /', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: /Forge legendary campaigns/ })).toBeVisible();
});

import { expect, type Page } from '@playwright/test';

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

/** Signs in through the UI (does not wait for the outcome). */
export async function fillSignIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

import { expect, type Locator, type Page } from '@playwright/test';

// Steps the Monsters tab specs share (monsters.spec.ts, ai-monsters.spec.ts).

/** A new document of a guest, open in the editor. */
export async function openNewDocument(page: Page, title: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Writing' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'New Document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Document' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create Document' }).click();
  await page.waitForURL(/\/editor\/[^/]+$/);
  await expect(page.getByTestId('editor-content')).toBeVisible();
}

/** Opens the Monsters tab and returns it. */
export async function openMonstersTab(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Monsters' }).click();
  const tab = page.getByTestId('monsters-tab');
  await expect(tab.getByRole('heading', { name: 'Monster Re-skinning' })).toBeVisible();
  return tab;
}

export async function selectGoblin(tab: Locator) {
  await tab.getByRole('searchbox', { name: 'Search monsters' }).fill('goblin');
  await tab.getByRole('searchbox', { name: 'Search monsters' }).press('Enter');
  await expect(tab.getByTestId('monster-count')).toHaveText('Found 2 monsters');
  await tab.getByRole('button', { name: 'Select Goblin', exact: true }).click();
  await expect(tab.getByRole('region', { name: 'Selected monster' })).toContainText('Challenge1/4 (50 XP)');
}

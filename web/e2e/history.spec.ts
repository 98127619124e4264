import { expect, test, type Page } from '@playwright/test';
import { openAssistantTab, openNewDocument } from './editorDocument';

// Version history as a guest (versions in this browser's IndexedDB): three
// edits, a named version, Accept All, then Restore the named version. The
// text is the named one again, the text Restore replaced is kept as "before
// restore", and the comparison marks what Accept All changed.

const saveStatus = (page: Page) => page.getByTestId('save-status').locator('[data-status]');

async function saveNow(page: Page) {
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');
}

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history).toBeVisible();
  return history;
}

test('three edits, a named version, Accept All, then Restore the named version', async ({ page }) => {
  const editor = await openNewDocument(page, 'The Ford at Dusk', 'campaign');
  await editor.click();

  // Three edits, each saved.
  await page.keyboard.insertText('The party found alot of gold in the crypt.');
  await saveNow(page);
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('The players must open the the door.');
  await saveNow(page);
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('A goblin watches from the reeds.');
  await saveNow(page);

  // A named version of the text as it is now.
  let history = await openHistory(page);
  await history.getByLabel('Name this version').fill('before session 3');
  await history.getByRole('button', { name: 'Save Version' }).click();
  await expect(history.getByText('Saved the version “before session 3”.')).toBeVisible();
  await expect(history.getByTestId('version-reason').first()).toHaveText('named: before session 3');
  await page.keyboard.press('Escape');

  // Accept All rewrites the text (a bulk change: History keeps what it replaced).
  const errors = await openAssistantTab(page, 'Errors');
  await expect(errors.getByTestId('grammar-headline')).toHaveText('3 issues detected', { timeout: 15_000 });
  await errors.getByRole('button', { name: 'Accept All' }).click();
  await expect(errors.getByTestId('grammar-notice')).toHaveText('Applied 3 fixes.');
  await expect(editor).toContainText('The party found a lot of gold in the crypt.');
  await expect(editor).toContainText('The players can open the door.');
  await saveNow(page);

  history = await openHistory(page);
  const reasons = history.getByTestId('version-reason');
  await expect(reasons.first()).toHaveText('before Accept All');
  await expect(reasons).toContainText(['before Accept All', 'named: before session 3']);

  // Compare the named version with the current text: Accept All's changes are marked.
  await history.getByTestId('version-item').filter({ hasText: 'named: before session 3' }).click();
  await history.getByRole('button', { name: 'Compare with current text' }).click();
  const comparison = history.getByRole('region', { name: 'Comparison' });
  await expect(comparison.locator('del.lw-diff-removed').first()).toBeVisible();
  await expect(comparison.locator('del.lw-diff-removed')).toContainText(['alot']);
  await expect(comparison.locator('ins.lw-diff-added')).toContainText(['a lot']);
  await expect(history.getByTestId('diff-added-count')).toContainText('added since this version');

  // Restore it: the text is the named one again.
  await history.getByRole('button', { name: 'Restore This Version' }).click();
  await expect(history).toBeHidden();
  await expect(editor).toContainText('The party found alot of gold in the crypt.');
  await expect(editor).toContainText('The players must open the the door.');
  await expect(page.getByText(/The text before it is in History as “before restore”/)).toBeVisible();
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');

  // ...and a new version "before restore" holds the text it replaced.
  history = await openHistory(page);
  await expect(history.getByTestId('version-reason').first()).toHaveText('before restore');
  await history.getByTestId('version-item').first().click();
  await expect(history.getByTestId('version-preview')).toContainText('The party found a lot of gold in the crypt.');

  // The restored text survives a reload.
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('editor-content')).toContainText('The party found alot of gold in the crypt.');
});

import { expect, test } from '@playwright/test';
import { openAssistantTab, openNewDocument } from './editorDocument';

// The Names tab with no model configured: built-in names that sound like
// their race, inserted into the document and learned by the checker, so the
// Errors tab never flags them while a made-up word still is.
// (With a model and with it failing: ai-names-backgrounds.spec.ts.)

test('built-in names: generate, insert, and the checker learns the name', async ({ page }) => {
  const editor = await openNewDocument(page, 'The Brass Flagon', 'campaign');
  const tab = await openAssistantTab(page, 'Names');
  await tab.getByLabel('Race').selectOption('Dwarf');
  await tab.getByLabel('Profession').selectOption('Blacksmith');
  await tab.getByLabel('Number of Names').selectOption('3');
  await tab.getByRole('button', { name: 'Generate Names' }).click();

  await expect(tab.getByRole('heading', { name: 'Generated Names (3)' })).toBeVisible();
  await expect(tab.getByTestId('built-in-content')).toHaveAttribute('data-reason', 'not_configured');
  const rows = tab.getByTestId('name-row');
  await expect(rows).toHaveCount(3);
  const names = await tab.getByTestId('name-row-name').allInnerTexts();
  expect(new Set(names).size).toBe(3);
  for (const name of names) expect(name).not.toMatch(/Name\d|Dwarf/);
  await expect(rows.first()).toContainText('Dwarf');
  await expect(rows.first()).toContainText('Blacksmith');

  const chosen = names[0];
  await tab.getByRole('button', { name: `Insert ${chosen}` }).click();
  await expect(tab.getByTestId('names-notice')).toContainText('added to your dictionary');
  await expect(editor).toContainText(chosen);

  // The checker is sent the name in the personal dictionary with every check,
  // and does not flag it.
  const check = page.waitForRequest((r) => r.url().endsWith('/api/grammar/check') && (r.postDataJSON() as { dictionary?: string[] }).dictionary?.includes(chosen) === true);
  await page.getByRole('tablist', { name: 'Assistant tools' }).getByRole('tab', { name: /^Errors/ }).click();
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`The smith ${chosen} sharpens alot of blades.`);
  await check;
  await expect(editor.locator('.lw-highlight--spelling')).toHaveText(['alot'], { timeout: 15_000 });

  // Clear Results empties the list.
  await page.getByRole('tablist', { name: 'Assistant tools' }).getByRole('tab', { name: /^Names/ }).click();
  await tab.getByRole('button', { name: 'Clear Results' }).click();
  await expect(tab.getByTestId('name-row')).toHaveCount(0);
});

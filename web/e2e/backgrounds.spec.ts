import { expect, test } from '@playwright/test';
import { openAssistantTab, openNewDocument } from './editorDocument';

// The Backgrounds tab with no model configured: the wizard's steps, the
// required-fields message, a built-in background made from the answers,
// result tabs only for what was asked, Insert per section and Insert Full
// Background into the document, Generate New.
// (With a model and with it failing: ai-names-backgrounds.spec.ts.)

test('the wizard, a built-in background from the answers, inserted into the document', async ({ page }) => {
  const editor = await openNewDocument(page, 'Heroes of the Marsh', 'backgrounds');
  const tab = await openAssistantTab(page, 'Backgrounds');
  await expect(tab.getByRole('navigation', { name: 'Steps' })).toBeVisible();

  // Setup: a required field left empty says so and holds Next.
  await tab.getByLabel('Class').selectOption('');
  await expect(tab.getByText('Please complete all required fields.')).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Next: Options' })).toBeDisabled();
  await tab.getByLabel('Race').selectOption('Halfling');
  await tab.getByLabel('Class').selectOption('Rogue');
  await tab.getByLabel('Character Level').selectOption('5');
  await tab.getByRole('button', { name: 'Next: Options' }).click();

  // Options: leave out secrets and relationships; Back keeps the answers.
  await expect(tab.getByRole('heading', { name: 'Options' })).toBeVisible();
  await tab.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(tab.getByLabel('Class')).toHaveValue('Rogue');
  await tab.getByRole('button', { name: 'Next: Options' }).click();
  await tab.getByLabel('Include character secrets').uncheck();
  await tab.getByLabel('Include NPC relationships').uncheck();
  await tab.getByRole('button', { name: 'Next: Review' }).click();
  await tab.getByRole('button', { name: 'Generate Background' }).click();

  await expect(tab.getByRole('heading', { name: 'Results', exact: true })).toBeVisible();
  await expect(tab.getByTestId('built-in-content')).toHaveAttribute('data-reason', 'not_configured');
  await expect(tab).toContainText('Level 5 Halfling Rogue');
  await expect(tab.getByRole('tab', { name: 'Plot Hooks' })).toBeVisible();
  await expect(tab.getByRole('tab', { name: 'Secrets' })).toHaveCount(0);
  await expect(tab.getByRole('tab', { name: 'Relationships' })).toHaveCount(0);

  // Insert one section, then the whole background.
  await tab.getByRole('button', { name: /^Insert Character Concept/ }).click();
  await expect(tab.getByTestId('backgrounds-notice')).toContainText('“Character Concept” was inserted into your document.');
  await expect(editor.getByRole('heading', { name: 'Character Concept' })).toBeVisible();
  await tab.getByRole('button', { name: 'Insert Full Background' }).click();
  await expect(tab.getByTestId('backgrounds-notice')).toContainText('The full background was inserted into your document.');
  await expect(editor.getByRole('heading', { name: 'Plot Hooks' })).toBeVisible();
  await expect(editor).toContainText('Halfling');

  // Generate New: back to Setup with the answers kept.
  await tab.getByRole('button', { name: 'Generate New' }).click();
  await expect(tab.getByRole('heading', { name: 'Setup' })).toBeVisible();
  await expect(tab.getByLabel('Race')).toHaveValue('Halfling');
});

import { expect, test, type Page } from '@playwright/test';
import { aiBaseURL, fakeModel } from './fakeModel';

// The Errors tab against the API server that has a model configured (the
// scriptable fake): the model's findings are merged with the built-in
// engine's; when the model fails, the built-in engine's stand alone and the
// panel says so. (Without a model: grammar.spec.ts.)

test.use({ baseURL: aiBaseURL });

const MODEL_ISSUE = [
  'ISSUE_START',
  'Type: grammar',
  'Message: The subject is singular, so the verb takes an s.',
  'OriginalFragment: knight ride',
  'SuggestedCorrection: knight rides',
  'Explanation: Subject-verb agreement.',
  'Confidence: 0.9',
  'ISSUE_END',
].join('\n');

async function openNewDocument(page: Page, title: string) {
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

test.beforeEach(async ({ request }) => {
  await fakeModel(request).reset();
});

test('with a model, its findings join the built-in engine\'s', async ({ page, request }) => {
  const model = fakeModel(request);
  await model.add({ match: 'knight ride', reply: MODEL_ISSUE });
  await openNewDocument(page, 'The Knight Road');
  await page.getByTestId('editor-content').click();
  await page.keyboard.type('The knight ride north with alot of gold.');

  const tab = page.getByTestId('errors-tab');
  await expect(tab.getByTestId('grammar-status')).toContainText('Checked by AI and the built-in engine');
  await expect(tab.getByTestId('grammar-headline')).toHaveText('2 issues detected');
  await expect(tab.getByRole('article', { name: 'Grammar error: knight ride' })).toContainText('knight rides');
  await expect(tab.getByRole('article', { name: 'Spelling error: alot' })).toBeVisible();
  expect((await model.calls()).some((c) => c.user.includes('knight ride'))).toBe(true);
});

test('when the model fails, the built-in engine answers alone and says so', async ({ page, request }) => {
  await fakeModel(request).add({ status: 500 });
  await openNewDocument(page, 'The Broken Oracle');
  await page.getByTestId('editor-content').click();
  await page.keyboard.type('The knight ride north with alot of gold.');

  const tab = page.getByTestId('errors-tab');
  await expect(tab.getByTestId('grammar-status')).toContainText('Checked by the built-in engine (no AI)', { timeout: 20_000 });
  await expect(tab.getByRole('article', { name: 'Spelling error: alot' })).toBeVisible();
  await expect(tab.getByRole('article', { name: 'Grammar error: knight ride' })).toHaveCount(0);
});

import { expect, type Locator, type Page } from '@playwright/test';

// Opening the editor on a new document and one of its assistant tabs, for
// the assistant tools' specs (names, backgrounds).

/** Creates a document from the dashboard (as whoever the page is: a guest by default) and waits for the editor. */
export async function openNewDocument(page: Page, title: string, type = 'campaign'): Promise<Locator> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'New Document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Document' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Type', { exact: true }).selectOption(type);
  await dialog.getByRole('button', { name: 'Create Document' }).click();
  await page.waitForURL(/\/editor\/[^/]+$/);
  const editor = page.getByTestId('editor-content');
  await expect(editor).toBeVisible();
  return editor;
}

/** Opens an assistant tab by its label and returns the tab's panel. */
export async function openAssistantTab(page: Page, label: 'Names' | 'Backgrounds' | 'Errors' | 'Campaign'): Promise<Locator> {
  await page.getByRole('tablist', { name: 'Assistant tools' }).getByRole('tab', { name: new RegExp(`^${label}`) }).click();
  const testId = label === 'Names' ? 'names-tab' : label === 'Backgrounds' ? 'backgrounds-tab' : label === 'Campaign' ? 'campaign-tab' : 'errors-tab';
  const tab = page.getByTestId(testId);
  await expect(tab).toBeVisible();
  return tab;
}

/** Pastes HTML into the editor at the caret, as a paste from another app would. */
export async function pasteHtml(page: Page, html: string): Promise<void> {
  await page.evaluate((content) => {
    const data = new DataTransfer();
    data.setData('text/html', content);
    data.setData('text/plain', '');
    document.querySelector('[data-testid="editor-content"]')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAssistantTab, openNewDocument } from './editorDocument';

// Captures of the Campaign tab at every step, in both themes, for a person
// to look at: web/test-results/screenshots/campaign-<step>-<theme>.png
// (E2E_SCREENSHOT_DIR moves them). Built-in content (the default server).
const OUT = process.env.E2E_SCREENSHOT_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'screenshots');

async function shoot(page: Page, name: string, theme: string) {
  const tool = page.getByTestId('campaign-tab');
  const box = await tool.boundingBox();
  if (!box) throw new Error(`${name}: the tool is not visible`);
  await page.screenshot({ path: path.join(OUT, `${name}-${theme}.png`), fullPage: true, clip: { x: box.x - 16, y: box.y - 16, width: box.width + 32, height: box.height + 32 } });
}

for (const theme of ['light', 'dark'] as const) {
  test(`campaign screens (${theme})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 3200 });
    await page.addInitScript((t) => localStorage.setItem('lorewright.theme', t), theme);
    await openNewDocument(page, 'The Ashen Crown', 'campaign');
    const tab = await openAssistantTab(page, 'Campaign');
    await tab.getByLabel('Theme', { exact: true }).selectOption('custom');
    await shoot(page, 'campaign-1-parameters', theme);
    await tab.getByLabel('Theme', { exact: true }).selectOption('horror');
    await tab.getByRole('button', { name: 'Generate Campaign' }).click();
    await expect(tab.getByTestId('campaign-summary')).toBeVisible();
    await shoot(page, 'campaign-2-review', theme);
    await tab.getByRole('textbox', { name: 'Refinement request' }).fill('Make encounter 1 harder');
    await tab.getByRole('textbox', { name: 'Refinement request' }).press('Enter');
    await expect(tab.getByTestId('what-changed')).toBeVisible();
    await shoot(page, 'campaign-3-chat', theme);
  });
}

import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAssistantTab, openNewDocument } from './editorDocument';
import { aiBaseURL, fakeModel } from './fakeModel';
import { inBothThemes } from './helpers';

// Captures of the Campaign tab at every step, in both themes, for a person
// to look at: web/test-results/screenshots/campaign-<step>-<theme>.png
// (E2E_SCREENSHOT_DIR moves them). Built-in content (the default server);
// the steps caught mid-way (generating, a refinement being written) use the
// fake model, writing slowly. Tagged @screens: `make screenshots` runs it,
// make test does not. Its checks on the way are made in make test by
// campaign.spec.ts (generate, a refinement's What changed), ai-campaign.spec.ts
// (the campaign and a refinement streaming in, Stop), book.spec.ts (the
// campaign's stat blocks) and features/campaign/CampaignView.test.tsx (a
// fight's creatures and rating in the review).
const OUT = process.env.E2E_SCREENSHOT_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'screenshots');

async function shoot(page: Page, name: string) {
  const tool = page.getByTestId('campaign-tab');
  const box = await tool.boundingBox();
  if (!box) throw new Error(`${name}: the tool is not visible`);
  const clip = { x: box.x - 16, y: box.y - 16, width: box.width + 32, height: box.height + 32 };
  await inBothThemes(page, (theme) => page.screenshot({ path: path.join(OUT, `${name}-${theme}.png`), fullPage: true, clip }));
}

test('campaign screens (light and dark)', { tag: '@screens' }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 3200 });
  await page.addInitScript(() => localStorage.setItem('lorewright.theme', 'light'));
  await openNewDocument(page, 'The Ashen Crown', 'campaign');
  const tab = await openAssistantTab(page, 'Campaign');
  await tab.getByLabel('Theme', { exact: true }).selectOption('custom');
  await shoot(page, 'campaign-1-parameters');
  await tab.getByLabel('Theme', { exact: true }).selectOption('horror');
  await tab.getByRole('button', { name: 'Generate Campaign' }).click();
  await expect(tab.getByTestId('campaign-summary')).toBeVisible();
  await shoot(page, 'campaign-2-review');
  // Inside the campaign's scroll area: a fight's creatures and rating, and the stat blocks.
  const fight = tab.getByTestId('campaign-encounter').filter({ has: page.getByTestId('encounter-fight') }).first();
  await fight.scrollIntoViewIfNeeded();
  await inBothThemes(page, (theme) => fight.screenshot({ path: path.join(OUT, `campaign-2-review-fight-${theme}.png`) }));
  const blocks = tab.locator('[data-section="statBlocks"]');
  await blocks.scrollIntoViewIfNeeded();
  await inBothThemes(page, (theme) => blocks.screenshot({ path: path.join(OUT, `campaign-2-review-stat-blocks-${theme}.png`) }));
  await tab.getByRole('textbox', { name: 'Refinement request' }).fill('Make encounter 1 harder');
  await tab.getByRole('textbox', { name: 'Refinement request' }).press('Enter');
  await expect(tab.getByTestId('what-changed')).toBeVisible();
  await shoot(page, 'campaign-3-chat');
});

test.describe('with a model writing slowly', { tag: '@screens' }, () => {
  test.use({ baseURL: aiBaseURL });
  test('campaign screens mid-way (light and dark)', async ({ page, request }) => {
    const model = fakeModel(request);
    await model.reset();
    await page.setViewportSize({ width: 1280, height: 2400 });
    await page.addInitScript(() => localStorage.setItem('lorewright.theme', 'light'));
    const encounters = ['Storm at the Docks', 'The Reef', 'Sahuagin Raid']
      .map((title, i) => `ENCOUNTER ${i + 1}: ${title}\nType: ${i === 2 ? 'Combat' : 'Social'}\nDuration: 30 minutes\nDifficulty: ${4 + i}/10\n${i === 2 ? 'Monsters: 6 Sahuagin\n' : ''}The tide brings back only bones.\n`)
      .join('\n');
    const campaign = `CAMPAIGN TITLE: The Sunken Crown\n\nINTRODUCTION:\nThe fishing town of Gullhaven has lost its crown to the sea.\n\n${encounters}\nCONCLUSION:\nThe crown is returned.\n\nNPCS:\n- **Maren Holt** (Human, harbourmaster): gruff.\n`;
    await model.add({ match: 'adventure designer', reply: campaign, pieces: 40, chunkDelayMs: 150, times: 1 });
    await openNewDocument(page, 'The Sunken Crown', 'campaign');
    const tab = await openAssistantTab(page, 'Campaign');
    await tab.getByRole('button', { name: 'Generate Campaign' }).click();
    await expect(tab.getByTestId('campaign-stream')).toContainText('ENCOUNTER 1: Storm at the Docks');
    await shoot(page, 'campaign-0-generating');
    await expect(tab.getByTestId('campaign-summary')).toBeVisible({ timeout: 20_000 });
    const reply = JSON.stringify({ success: true, changes: ['Renamed the harbourmaster.', 'Made the raid harder.'], updatedCampaign: { title: 'x' } });
    await model.add({ match: 'You revise', reply: reply.slice(0, -2) + ', "encounters": [{"title": "Storm at the Docks"}, {"title": "The Reef"}' + ' '.repeat(300) + ']}}', pieces: 40, chunkDelayMs: 150 });
    await tab.getByRole('textbox', { name: 'Refinement request' }).fill('Make encounter 2 harder');
    await tab.getByRole('textbox', { name: 'Refinement request' }).press('Enter');
    await expect(tab.getByTestId('chat-progress')).toContainText('The Reef');
    await shoot(page, 'campaign-4-refining');
    await tab.getByTestId('chat-refining').getByRole('button', { name: 'Stop' }).click();
  });
});

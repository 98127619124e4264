import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMBERFALL_LINES, LANTERN_ROAD_LINES, openAnalyzeTab, openNewCampaign, typeLines } from './balanceHelpers';
import { inBothThemes } from './helpers';

// Captures of the Analyze Campaign tab before and after an analysis, in both
// themes, for a person to look at: web/test-results/screenshots/analyze-*.png.
// Tagged @screens: `make screenshots` runs it, make test does not. Its checks
// on the way (the results, each part's region by name, the segment tooltip)
// are made in make test by balance.spec.ts, which checks the same two
// adventures' results in detail.
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'screenshots');

test('Analyze Campaign tab screens (light and dark)', { tag: '@screens' }, async ({ page }) => {
  // Tall enough for the whole tab to show without scrolling the panel.
  await page.setViewportSize({ width: 1366, height: 3000 });
  await page.addInitScript(() => localStorage.setItem('lorewright.theme', 'light'));
  const editor = await openNewCampaign(page, 'The Lantern Road');
  await typeLines(page, editor, LANTERN_ROAD_LINES);
  const tab = await openAnalyzeTab(page);
  const panel = page.getByRole('tablist', { name: 'Assistant tools' }).locator('xpath=ancestor::*[contains(@class, "rounded-2xl")][1]');
  const shoot = (name: string, target: Page | typeof panel = panel) =>
    inBothThemes(page, (theme) => target.screenshot({ path: path.join(OUT, `analyze-${name}-${theme}.png`) }));

  await tab.getByRole('button', { name: 'Customize' }).click();
  await tab.getByRole('slider', { name: 'Combat' }).fill('45');
  await shoot('before');

  await tab.getByRole('button', { name: 'Hide' }).click();
  await tab.getByRole('button', { name: 'Analyze Campaign Balance' }).click();
  await expect(tab.getByTestId('analysis-results')).toBeVisible();
  await shoot('after');
  // Each part at full size too.
  const parts = ['Content Breakdown', 'Pacing Analysis', 'Recommendations (1)', 'Encounters (3)', 'How each segment was classified (6)'];
  for (const [i, name] of parts.entries()) {
    await inBothThemes(page, (theme) => tab.getByRole('region', { name }).screenshot({ path: path.join(OUT, `analyze-after-part${i + 1}-${theme}.png`) }));
  }

  await tab.getByRole('button', { name: /^Segment 3:/ }).hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await inBothThemes(page, (theme) => tab.getByRole('region', { name: 'Pacing Analysis' }).screenshot({ path: path.join(OUT, `analyze-timeline-${theme}.png`) }));

  await page.setViewportSize({ width: 1366, height: 860 });
  await tab.getByRole('button', { name: /^Segment 3:/ }).click();
  await shoot('page', page);
});

// The plain-paragraph adventure: fights rated wherever they are, one "if it
// comes to a fight", and the cues that decided each segment.
test('Analyze Campaign tab screens: an adventure in plain paragraphs', { tag: '@screens' }, async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 3400 });
  const editor = await openNewCampaign(page, 'The Road to Emberfall');
  await typeLines(page, editor, EMBERFALL_LINES);
  const tab = await openAnalyzeTab(page);
  await tab.getByRole('button', { name: 'Analyze Campaign Balance' }).click();
  await expect(tab.getByTestId('analysis-results')).toBeVisible();
  for (const [i, name] of ['Content Breakdown', 'Encounters (3)', 'How each segment was classified (8)'].entries()) {
    await tab.getByRole('region', { name }).screenshot({ path: path.join(OUT, `analyze-plain-part${i + 1}.png`) });
  }
});

import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAssistantTab, openNewDocument } from './editorDocument';
import { aiBaseURL, fakeModel } from './fakeModel';
import { inBothThemes } from './helpers';

// Captures of the Names and Backgrounds tabs at every step, in both themes,
// for a person to look at: web/test-results/screenshots/<tool>-<step>-<theme>.png
// (E2E_SCREENSHOT_DIR moves them). Built-in content (the default server),
// except the background being written, which needs a model that streams
// slowly (the fake on the AI server). Tagged @screens: `make screenshots`
// runs it, make test does not. Its checks on the way are made in make test
// by names.spec.ts (five Tiefling names, eight with variations, the insert's
// dictionary notice), backgrounds.spec.ts (the wizard, Insert Full
// Background's notice), a11y.spec.ts (the required-fields message, the
// custom setting, every results tab) and ai-names-backgrounds.spec.ts (a
// background streaming in, then its results).
const OUT = process.env.E2E_SCREENSHOT_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'screenshots');

async function shoot(page: Page, name: string) {
  const tool = page.getByTestId(name.startsWith('names') ? 'names-tab' : 'backgrounds-tab');
  // The tool with a margin of the panel around it.
  const box = await tool.boundingBox();
  if (!box) throw new Error(`${name}: the tool is not visible`);
  const clip = { x: box.x - 16, y: box.y - 16, width: box.width + 32, height: box.height + 32 };
  await inBothThemes(page, (theme) => page.screenshot({ path: path.join(OUT, `${name}-${theme}.png`), fullPage: true, clip }));
}

test.describe('names and backgrounds screens (light and dark)', { tag: '@screens' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 3000 });
    await page.addInitScript(() => localStorage.setItem('lorewright.theme', 'light'));
  });

  test('names', async ({ page }) => {
    await openNewDocument(page, 'Names of the Ashen Vale', 'names');
    const tab = await openAssistantTab(page, 'Names');
    await shoot(page, 'names-1-start');

    await tab.getByLabel('Race').selectOption('Tiefling');
    await tab.getByLabel('Profession').selectOption('Innkeeper');
    await tab.getByRole('button', { name: 'Generate Names' }).click();
    await expect(tab.getByRole('heading', { name: /Generated Names \(5\)/ })).toBeVisible();
    await shoot(page, 'names-2-results');

    const first = tab.getByTestId('name-row').first();
    await first.getByRole('button', { name: /^Variations of / }).click();
    await expect(tab.getByRole('heading', { name: /Generated Names \(8\)/ })).toBeVisible();
    await tab.getByTestId('name-row').last().getByRole('button', { name: /^Insert / }).click();
    await expect(tab.getByTestId('names-notice')).toContainText('added to your dictionary');
    await shoot(page, 'names-3-variations-inserted');
    await inBothThemes(page, (theme) => page.screenshot({ path: path.join(OUT, `names-4-editor-${theme}.png`) }));
  });

  test('backgrounds', async ({ page }) => {
    await openNewDocument(page, 'Heroes of the Downs', 'backgrounds');
    const tab = await openAssistantTab(page, 'Backgrounds');
    await shoot(page, 'backgrounds-1-setup');

    await tab.getByLabel('Class').selectOption('');
    await shoot(page, 'backgrounds-1b-setup-missing');
    await tab.getByLabel('Race').selectOption('Tiefling');
    await tab.getByLabel('Class').selectOption('Warlock');
    await tab.getByLabel('Character Level').selectOption('3');
    await tab.getByLabel('Alignment').selectOption('Chaotic Good');
    await tab.getByRole('button', { name: 'Next: Options' }).click();
    await tab.getByLabel('Setting').selectOption('custom');
    await tab.getByLabel('Custom Setting').fill('A drowned city where the bells still ring at low tide');
    await tab.getByLabel('Additional Requirements').fill('A twin sister who vanished.');
    await shoot(page, 'backgrounds-2-options');

    await tab.getByRole('button', { name: 'Next: Review' }).click();
    await shoot(page, 'backgrounds-3-review');
    await tab.getByRole('button', { name: 'Generate Background' }).click();
    await expect(tab.getByRole('heading', { name: 'Results', exact: true })).toBeVisible();
    for (const name of ['Overview', 'History', 'Personality', 'Goals & Motivations', 'Secrets', 'Plot Hooks', 'Relationships', 'Mechanics']) {
      await tab.getByRole('tab', { name }).click();
      await shoot(page, `backgrounds-4-results-${name.toLowerCase().replace(/\W+/g, '-')}`);
    }
    await tab.getByRole('button', { name: 'Insert Full Background' }).click();
    await expect(tab.getByTestId('backgrounds-notice')).toContainText('The full background was inserted into your document.');
    await inBothThemes(page, (theme) => page.screenshot({ path: path.join(OUT, `backgrounds-5-editor-${theme}.png`) }));
  });

  test.describe('while writing', () => {
    test.use({ baseURL: aiBaseURL });

    test('a background streaming in', async ({ page, request }) => {
      const model = fakeModel(request);
      await model.reset();
      await model.add({ match: 'Race: Dwarf', reply: JSON.stringify(STREAMED), chunkDelayMs: 400, pieces: 40 });
      await openNewDocument(page, 'The Slow Scribe', 'backgrounds');
      const tab = await openAssistantTab(page, 'Backgrounds');
      await tab.getByLabel('Race').selectOption('Dwarf');
      await tab.getByRole('button', { name: 'Next: Options' }).click();
      await tab.getByRole('button', { name: 'Next: Review' }).click();
      await tab.getByRole('button', { name: 'Generate Background' }).click();
      await expect(tab.getByTestId('background-stream')).toContainText('Personal history', { timeout: 20_000 });
      await shoot(page, 'backgrounds-3b-writing');
      await tab.getByRole('button', { name: 'Stop' }).click();
    });
  });
});

const STREAMED = {
  characterConcept: 'A dwarf smith who forged a blade for a tyrant and has spent ten years trying to unmake it.',
  backgroundSummary: 'Raised in the deep halls of Stonehollow, Brenna learned the forge from her mother and the price of pride from a king.',
  personalHistory: {
    earlyLife: 'The youngest of five, she was the only one who loved the heat of the forge.',
    formativeEvents: ['She forged the Kingsbane.', 'She saw it used on her own kin.'],
    recentPast: 'She left the halls with a hammer and a map.',
    howTheyBecameTheirClass: 'A priest of Moradin found her at the forge and taught her to pray with the hammer.',
  },
  personalityTraits: ['Speaks to her tools', 'Never breaks a promise'],
  ideals: ['Craft. A thing well made outlives its maker.'],
  bonds: ['The blade must be unmade.'],
  flaws: ['Cannot admit a mistake aloud'],
  motivations: { primary: 'To unmake the Kingsbane', secondary: ['To be forgiven'] },
  goals: { shortTerm: ['Find the blade'], longTerm: ['Return home'], lifeGoal: 'To make something that heals' },
  mannerisms: ['Taps metal to hear it ring', 'Hums old forge songs'],
  fears: ['Fire that will not go out'],
  possessions: ["Her mother's hammer", 'A map of the deep roads'],
};

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openNewDocument } from './editorDocument';
import { signUp, uniqueEmail } from './helpers';

// Accessibility: axe-core on every screen and every assistant tab, in the
// light and dark themes. No serious or critical violation is allowed; a
// failure lists each rule, its impact and the first offending elements.

async function serious(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`);
  expect(report, report.join('\n')).toEqual([]);
}

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Assistant tools' });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('lorewright.theme', t), theme);
    });

    test('landing, login and sign-up', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('main')).toBeVisible();
      await serious(page, 'landing');
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
      await serious(page, 'login');
      await page.goto('/signup');
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
      await serious(page, 'sign-up');
    });

    test('dashboard and settings, signed in', async ({ page }) => {
      await signUp(page, { email: uniqueEmail(`a11y-${theme}`), displayName: 'Axe Tester' });
      await serious(page, 'dashboard (empty)');
      await page.getByRole('button', { name: 'New Document' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Create New Document' })).toBeVisible();
      await serious(page, 'create-document dialog');
      await page.keyboard.press('Escape');
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
      await serious(page, 'settings');
    });

    test('the editor and every assistant tab', async ({ page }) => {
      const editor = await openNewDocument(page, 'Accessible Campaign', 'campaign');
      await editor.click();
      await page.keyboard.type('The party meets the goblin chief alot of times at the ford.');
      await expect(page.getByTestId('errors-tab').getByTestId('grammar-headline')).toContainText('issue', { timeout: 15_000 });
      await serious(page, 'editor with the Errors tab');

      await tabs(page).getByRole('tab', { name: /^Campaign/ }).click();
      const campaign = page.getByTestId('campaign-tab');
      await serious(page, 'Campaign tab: parameters');
      await campaign.getByRole('button', { name: 'Generate Campaign' }).click();
      await expect(campaign.getByTestId('campaign-summary')).toBeVisible();
      await serious(page, 'Campaign tab: review');
      await campaign.getByRole('button', { name: 'Refine Campaign' }).click();
      await serious(page, 'Campaign tab: chat');

      await tabs(page).getByRole('tab', { name: /^Names/ }).click();
      const names = page.getByTestId('names-tab');
      await names.getByRole('button', { name: 'Generate Names' }).click();
      await expect(names.getByTestId('name-row').first()).toBeVisible();
      await serious(page, 'Names tab with results');

      await tabs(page).getByRole('tab', { name: /^Monsters/ }).click();
      await expect(page.getByRole('tabpanel', { name: /Monsters/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await serious(page, 'Monsters tab');

      await tabs(page).getByRole('tab', { name: /^Backgrounds/ }).click();
      await expect(page.getByTestId('backgrounds-tab')).toBeVisible();
      await serious(page, 'Backgrounds tab');

      await tabs(page).getByRole('tab', { name: /^Analyze Campaign/ }).click();
      await expect(page.getByRole('tabpanel', { name: /Analyze Campaign/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await serious(page, 'Analyze Campaign tab');
    });
  });
}

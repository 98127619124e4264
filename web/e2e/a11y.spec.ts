import axe, { type AxeResults, type RunOptions } from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { LANTERN_ROAD_LINES, openAnalyzeTab, typeLines } from './balanceHelpers';
import { openAssistantTab, openNewDocument } from './editorDocument';
import { firestoreSkipReason, showTheme, signInNewAccount, uniqueEmail } from './helpers';
import { openMonstersTab, selectGoblin } from './monsterHelpers';

// Accessibility: axe-core on every screen, dialog and assistant step, in the
// light and dark themes. No serious or critical violation is allowed; a
// failure lists each rule, its impact and the first offending elements.
//
// Each journey runs once: every screen gets all the rules in the light theme,
// then the dark theme is switched on in place and only the colour rules run
// again (the themes differ only in their colour tokens), then back to light.

const ALL_RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core in the page itself and returns its violations only. Through
 * @axe-core/playwright's AxeBuilder each scan cost twice as much or more:
 * it sends axe's source (half a megabyte) into the page two or three times
 * per scan, and by default finishes the run in a new blank page from a JSON
 * copy of every passing node (15 s against 4 s on the 2,000-element monster
 * list on this machine). The app has no iframes, so one run in the page
 * checks everything.
 */
async function violations(page: Page, runOnly: RunOptions['runOnly']): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: RunOptions = { runOnly, resultTypes: ['violations'] };
  return page.evaluate((opts) => (window as unknown as { axe: typeof axe }).axe.run(document, opts).then((results) => results.violations), options);
}

async function expectNoSerious(page: Page, runOnly: RunOptions['runOnly'], where: string) {
  const bad = (await violations(page, runOnly)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`);
  expect(report, report.join('\n')).toEqual([]);
}

async function serious(page: Page, where: string) {
  await showTheme(page, 'light');
  await expectNoSerious(page, { type: 'tag', values: ALL_RULES }, `${where} (light)`);
  await showTheme(page, 'dark');
  try {
    await expectNoSerious(page, { type: 'rule', values: COLOUR_RULES }, `${where} (dark)`);
  } finally {
    await showTheme(page, 'light');
  }
}

// Each test scans a whole journey (up to a dozen scans, each a few seconds
// of axe on a busy machine), so it gets the time of three ordinary tests.
// The journeys are independent (each its own page, account and document),
// so they spread over the workers rather than queueing in one.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Assistant tools' });

test.describe('accessibility (light and dark)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('lorewright.theme', t), 'light');
  });

  test('landing, login, sign-up and the credits', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await serious(page, 'landing');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
    await serious(page, 'login');
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await serious(page, 'sign-up');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Credits and licences' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Credits and licences' })).toBeVisible();
    // One licence text opened, as a reader would.
    await page.getByRole('list', { name: 'npm packages in the app' }).getByText('react', { exact: true }).click();
    await serious(page, 'credits and licences');
  });

  test('with reduced motion, a spinner or a pulsing dot runs once and stops', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    // The app's own classes for a spinner (Spinner, the editor's loading and
    // saving marks) and a pulse (the saving dot, a progress bar of unknown length).
    const timings = await page.evaluate(() =>
      ['animate-spin', 'animate-pulse'].map((name) => {
        const mark = document.createElement('span');
        mark.className = `inline-block size-4 ${name}`;
        document.body.append(mark);
        const [animation] = mark.getAnimations();
        const timing = animation?.effect?.getComputedTiming();
        mark.remove();
        return { name, iterations: timing?.iterations, duration: timing?.duration };
      }),
    );
    expect(timings).toEqual([
      { name: 'animate-spin', iterations: 1, duration: 0.01 },
      { name: 'animate-pulse', iterations: 1, duration: 0.01 },
    ]);
  });

  test('dashboard and settings, signed in', async ({ page }) => {
    await signInNewAccount(page, { email: uniqueEmail('a11y'), displayName: 'Axe Tester' });
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
    await page.keyboard.insertText('The party meets the goblin chief alot of times at the ford, where the vorthak waits.');
    await expect(page.getByTestId('errors-tab').getByTestId('grammar-headline')).toContainText('issue', { timeout: 15_000 });
    // The new names the check found, offered for the dictionary.
    await expect(page.getByTestId('errors-tab').getByRole('region', { name: 'New names in this document' })).toBeVisible();
    await serious(page, 'editor with the Errors tab and its new names');

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

  test('the editor with a table, the caret in it and outside it', async ({ page }) => {
    const editor = await openNewDocument(page, 'Random Encounters', 'campaign');
    await editor.click();
    await page.keyboard.insertText('Roll a d6 at dusk.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Insert table' }).click();
    for (const cell of ['d6', 'Encounter', '1', 'Goblins at the ford']) {
      await page.keyboard.insertText(cell);
      await page.keyboard.press('Tab');
    }
    await expect(page.getByRole('toolbar', { name: 'Table' }).getByRole('button', { name: 'Delete row' })).toBeEnabled();
    await serious(page, 'editor with the caret in a table');
    await editor.getByText('Roll a d6 at dusk.').click();
    await expect(page.getByRole('toolbar', { name: 'Table' }).getByRole('button', { name: 'Delete row' })).toBeDisabled();
    await serious(page, 'editor with a table, the caret outside it');
  });

  test('the dashboard with document cards, a card menu, the export, settings and delete dialogs, a missing document', async ({ page }) => {
    await openNewDocument(page, 'Curse of the Crimson Keep', 'campaign');
    await openNewDocument(page, 'Elven Names', 'names');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Elven Names' })).toBeVisible();
    await serious(page, 'dashboard with document cards');

    const openMenu = async () => {
      await page.getByRole('button', { name: 'Actions for Curse of the Crimson Keep', exact: true }).click();
      await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    };
    await openMenu();
    await serious(page, "dashboard with a card's menu open");
    await page.getByRole('menuitem', { name: 'Export' }).click();
    await expect(page.getByRole('dialog', { name: 'Export Campaign' })).toBeVisible();
    await serious(page, 'Export Campaign dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Export Campaign' })).toHaveCount(0);
    await openMenu();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await serious(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Curse of the Crimson Keep' }).click();
    await expect(page.getByTestId('editor-content')).toBeVisible();
    await page.getByRole('button', { name: 'Document Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Document Settings' })).toBeVisible();
    await serious(page, 'Document Settings dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Export Campaign' }).click();
    await expect(page.getByRole('dialog', { name: 'Export Campaign' })).toBeVisible();
    await serious(page, 'Export Campaign dialog from the editor');
    await page.keyboard.press('Escape');

    await page.goto('/editor/no-such-document');
    await expect(page.getByRole('heading', { name: 'Document Not Found' })).toBeVisible();
    await serious(page, 'editor: document not found');
  });

  test('Analyze Campaign: preferences and results', async ({ page }) => {
    const editor = await openNewDocument(page, 'The Lantern Road', 'campaign');
    await typeLines(page, editor, LANTERN_ROAD_LINES);
    const tab = await openAnalyzeTab(page);
    await tab.getByRole('button', { name: 'Customize' }).click();
    await expect(tab.getByTestId('preferences-total')).toBeVisible();
    await serious(page, 'Analyze Campaign: preferences open');
    await tab.getByRole('button', { name: 'Analyze Campaign Balance' }).click();
    const results = tab.getByTestId('analysis-results');
    await expect(results.getByRole('article', { name: 'The Ogre Bridge' })).toBeVisible();
    await serious(page, 'Analyze Campaign: results');
    await results.getByTestId('segment-row').first().scrollIntoViewIfNeeded();
    await serious(page, 'Analyze Campaign: results scrolled to the segments');
  });

  test('Monsters: the list, customize, and re-skins with a stat block open', async ({ page }) => {
    await openNewDocument(page, 'Monster Manual Notes', 'monsters');
    const tab = await openMonstersTab(page);
    await tab.getByRole('button', { name: 'Browse All Monsters' }).click();
    await expect(tab.getByTestId('monster-count')).toHaveText('Found 325 monsters');
    await tab.getByRole('button', { name: 'Filters' }).click();
    await serious(page, 'Monsters: every monster, filters open');
    await selectGoblin(tab);
    await tab.getByRole('group', { name: 'Suggested themes' }).getByRole('button', { name: 'Steampunk' }).click();
    await serious(page, 'Monsters: customize the goblin');
    await tab.getByRole('button', { name: 'Generate Re-skins' }).click();
    const card = tab.getByTestId('reskin-card').first();
    await expect(card).toBeVisible();
    await serious(page, 'Monsters: re-skins');
    await card.getByRole('button', { name: 'Show stat block' }).click();
    await card.getByTestId('stat-block').scrollIntoViewIfNeeded();
    await serious(page, 'Monsters: re-skin with its stat block open');
  });

  test('Backgrounds: every step and every results tab', async ({ page }) => {
    await openNewDocument(page, 'Tiefling Warlock', 'backgrounds');
    const tab = await openAssistantTab(page, 'Backgrounds');
    await tab.getByLabel('Class').selectOption('');
    await expect(tab.getByText('Please complete all required fields.')).toBeVisible();
    await serious(page, 'Backgrounds: setup with its required-fields message');
    await tab.getByLabel('Race').selectOption('Tiefling');
    await tab.getByLabel('Class').selectOption('Warlock');
    await tab.getByRole('button', { name: 'Next: Options' }).click();
    await tab.getByLabel('Setting').selectOption('custom');
    await tab.getByLabel('Custom Setting').fill('A drowned city where the bells still ring at low tide');
    await serious(page, 'Backgrounds: options');
    await tab.getByRole('button', { name: 'Next: Review' }).click();
    await expect(tab.getByRole('button', { name: 'Generate Background' })).toBeVisible();
    await serious(page, 'Backgrounds: review');
    await tab.getByRole('button', { name: 'Generate Background' }).click();
    await expect(tab.getByRole('heading', { name: 'Results', exact: true })).toBeVisible();
    for (const name of ['Overview', 'History', 'Personality', 'Goals & Motivations', 'Secrets', 'Plot Hooks', 'Relationships', 'Mechanics']) {
      await tab.getByRole('tab', { name }).click();
      await expect(tab.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await serious(page, `Backgrounds: results, ${name}`);
    }
  });

  test('Campaign: review, and review and chat after a refinement', async ({ page }) => {
    await openNewDocument(page, 'Campaign Night', 'campaign');
    const tab = await openAssistantTab(page, 'Campaign');
    await tab.getByRole('button', { name: 'Generate Campaign' }).click();
    await expect(tab.getByTestId('campaign-summary')).toBeVisible();
    await serious(page, 'Campaign: review');
    const npc = (await tab.locator('[data-section="npcs"] li span.font-semibold').first().innerText()).trim();
    const request = tab.getByRole('textbox', { name: 'Refinement request' });
    await request.fill(`Rename ${npc} to Captain Vell`);
    await request.press('Enter');
    await expect(tab.getByTestId('what-changed')).toContainText('Captain Vell');
    await serious(page, 'Campaign: chat after a refinement');
    await request.fill('Make encounter 2 harder');
    await request.press('Enter');
    await expect(tab.getByTestId('chat-assistant')).toHaveCount(3);
    await serious(page, 'Campaign: chat after two refinements');
    await tab.getByRole('button', { name: 'Back to Review' }).click();
    await expect(tab.getByRole('button', { name: 'Use Refined Campaign' })).toBeVisible();
    await serious(page, 'Campaign: review after refinements');
  });

  test('the book view of a campaign with stat blocks, pages and phone, and its editor node', async ({ page }) => {
    await openNewDocument(page, 'The Sunless Citadel', 'campaign');
    const tab = await openAssistantTab(page, 'Campaign');
    await tab.getByRole('button', { name: 'Generate Campaign' }).click();
    await expect(tab.getByTestId('campaign-summary')).toBeVisible();
    await tab.getByRole('button', { name: 'Use This Campaign' }).click();
    const node = page.getByTestId('editor-content').getByTestId('stat-block-node').first();
    await node.scrollIntoViewIfNeeded();
    await node.hover();
    await serious(page, 'editor with stat-block nodes');
    await page.keyboard.press('Control+s');
    await expect(page.getByTestId('save-status').locator('[data-status]')).toHaveAttribute('data-status', 'saved');
    await page.getByRole('button', { name: 'Book view' }).click();
    await expect(page.getByTestId('book')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await serious(page, 'book view (pages)');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('book')).toHaveClass(/lw-book--flow/);
    await expect(page.getByTestId('book')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await serious(page, 'book view (phone)');
  });

  test('the share view, and Share in Document Settings', { tag: '@firestore' }, async ({ page, browser }) => {
    const reason = firestoreSkipReason();
    test.skip(reason !== undefined, `Firestore journeys not run: ${reason}`);
    test.slow();
    await signInNewAccount(page, { email: uniqueEmail('a11y-share'), displayName: 'Axe Sharer' });
    const editor = await openNewDocument(page, 'Shared Notes', 'campaign');
    await editor.click();
    await page.keyboard.insertText('The party meets the goblin chief at the ford.');
    await page.keyboard.press('Control+s');
    await expect(page.getByTestId('save-status').locator('[data-status]')).toHaveAttribute('data-status', 'saved');
    await page.getByRole('button', { name: 'Document Settings' }).click();
    const share = page.getByRole('dialog', { name: 'Document Settings' }).getByTestId('share-section');
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(share.getByTestId('share-status')).toBeVisible();
    await serious(page, 'Document Settings with a shared link');
    const link = await share.getByLabel('Share link').inputValue();
    const reader = await browser.newContext();
    try {
      const view = await reader.newPage();
      await view.addInitScript((t) => localStorage.setItem('lorewright.theme', t), 'light');
      await view.goto(link);
      await expect(view.getByTestId('book')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
      await serious(view, 'share view');
      await view.goto('/share/no-such-document');
      await expect(view.getByRole('heading', { name: 'Document Not Found' })).toBeVisible();
      await serious(view, 'share view: not found');
    } finally {
      await reader.close();
    }
  });

  test('History (versions, compare), recovered changes, Export All and Import', async ({ page }) => {
    const editor = await openNewDocument(page, 'The Ford at Dusk', 'campaign');
    await editor.click();
    await page.keyboard.insertText('The goblins wait at the ford.');
    await page.keyboard.press('Control+s');
    await expect(page.getByTestId('save-status').locator('[data-status]')).toHaveAttribute('data-status', 'saved');
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.reload();
    await page.getByTestId('editor-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText(' Captain Vell arrives.');
    await page.keyboard.press('Control+s');
    await expect(page.getByTestId('save-status').locator('[data-status]')).toHaveAttribute('data-status', 'saved');
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    await expect(history.getByTestId('version-item')).toHaveCount(1);
    await serious(page, 'History: a version and its preview');
    await history.getByRole('button', { name: 'Compare with current text' }).click();
    await expect(history.getByTestId('version-compare')).toBeVisible();
    await serious(page, 'History: comparison with the current text');
    await page.keyboard.press('Escape');

    // Text kept on this device is offered back on the next load.
    await page.evaluate(
      ({ documentId }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('lorewright-journal');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('entries', 'readwrite');
            tx.objectStore('entries').put({
              userId: localStorage.getItem('lorewright.guestId'),
              documentId,
              content: '<p>The goblins wait at the ford. Captain Vell arrives with a lantern.</p>',
              baseVersion: 1,
              writtenAt: new Date(),
            });
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
      { documentId: id },
    );
    await page.reload();
    const offer = page.getByRole('alertdialog', { name: /were recovered$/ });
    await expect(offer).toBeVisible();
    await serious(page, 'recovered changes offer');
    await offer.getByRole('button', { name: 'Show Differences' }).click();
    await expect(offer.getByTestId('version-compare')).toBeVisible();
    await serious(page, 'recovered changes offer with its differences');
    await offer.getByRole('button', { name: 'Discard Them' }).click();

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Export All' }).click();
    await expect(page.getByRole('dialog', { name: 'Export All Documents' })).toBeVisible();
    await serious(page, 'Export All dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import Documents' });
    await expect(importDialog.getByLabel('Files to import')).toBeAttached();
    await serious(page, 'Import dialog');
    await importDialog.getByLabel('Files to import').setInputFiles([
      { name: 'The Ford at Dusk.md', mimeType: 'text/markdown', buffer: Buffer.from('# The Ford at Dusk\n\n{{note\nA newer draft.\n}}') },
      { name: 'Other Notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Notes.') },
    ]);
    await expect(importDialog.getByRole('combobox', { name: 'What to do with “The Ford at Dusk”' })).toBeVisible();
    await serious(page, 'Import: review with a document that already exists');
    await importDialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await importDialog.getByLabel('Files to import').setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from('PK broken') });
    await expect(importDialog.getByText('Nothing was imported')).toBeVisible();
    await serious(page, 'Import: problems');
  });

  test('Names: results and variations', async ({ page }) => {
    await openNewDocument(page, 'Names for the Table', 'names');
    const tab = await openAssistantTab(page, 'Names');
    await tab.getByLabel('Race').selectOption('Tiefling');
    await tab.getByLabel('Profession').selectOption('Innkeeper');
    await tab.getByRole('button', { name: 'Generate Names' }).click();
    await expect(tab.getByRole('heading', { name: /Generated Names \(5\)/ })).toBeVisible();
    await serious(page, 'Names: results');
    await tab.getByTestId('name-row').first().getByRole('button', { name: /^Variations of / }).click();
    await expect(tab.getByRole('heading', { name: /Generated Names \(8\)/ })).toBeVisible();
    await serious(page, 'Names: results with variations');
  });
});

import { expect, test, type Page } from '@playwright/test';

// The Errors tab end to end, as a guest: the Go server's local grammar
// engine checks what is typed, the issues are underlined in the editor and
// listed as cards, and fixes (one by one and Accept All) change the text.

const PARAGRAPH = 'We had alot of fun at the tavern. The players must choose a path, and then the the goblins attack.';
const FIXED = 'We had a lot of fun at the tavern. The players can choose a path, and then the goblins attack.';

async function createDocument(page: Page, title: string): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'New Document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Document' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Type', { exact: true }).selectOption('campaign');
  await dialog.getByRole('button', { name: 'Create Document' }).click();
  await page.waitForURL(/\/editor\/[^/]+$/);
  await expect(page.getByTestId('editor-content')).toBeVisible();
}

const errorsTab = (page: Page) => page.getByTestId('errors-tab');
const issueCard = (page: Page, name: string) => errorsTab(page).getByRole('article', { name });

test('typed mistakes are underlined and listed; Apply and Accept All fix them and the counts follow', async ({ page }) => {
  await createDocument(page, 'The Goblin Road');
  const editor = page.getByTestId('editor-content');
  await editor.click();
  await page.keyboard.type(PARAGRAPH);

  // The check runs a moment after typing stops.
  const headline = errorsTab(page).getByTestId('grammar-headline');
  await expect(headline).toHaveText('3 issues detected');
  await expect(errorsTab(page).getByTestId('grammar-status')).toContainText('built-in engine');
  await expect(errorsTab(page).getByTestId('quality-score')).toHaveText(/^\d+\/100$/);
  await expect(errorsTab(page).getByTestId('count-spelling')).toHaveText('1');
  await expect(errorsTab(page).getByTestId('count-style')).toHaveText('1');
  await expect(errorsTab(page).getByTestId('count-grammar')).toHaveText('1');
  await expect(page.getByRole('tab', { name: /Errors/ })).toContainText('3');

  // Underlines in the editor, one per issue, by kind.
  await expect(editor.locator('.lw-highlight--spelling')).toHaveText('alot');
  await expect(editor.locator('.lw-highlight--style')).toHaveText('The players must');
  await expect(editor.locator('.lw-highlight--grammar')).toHaveText('the the');

  // The cards.
  const spelling = issueCard(page, 'Spelling error: alot');
  await expect(spelling).toContainText('Incorrect spelling. Use "a lot" as two words.');
  await expect(spelling.getByTestId('issue-change')).toHaveText('Change alot to a lot');
  const style = issueCard(page, 'Style suggestion: The players must');
  await expect(style).toContainText('Consider more flexible language to preserve player agency');
  await expect(style.getByTestId('issue-change')).toHaveText('Change The players must to The players can');

  // Clicking an underline brings its card forward.
  await editor.locator('.lw-highlight--grammar').click();
  const grammar = issueCard(page, 'Grammar error: the the');
  await expect(grammar).toHaveAttribute('data-focused', 'true');
  await expect(grammar).toBeFocused();

  // Apply one fix.
  await spelling.getByRole('button', { name: 'Apply' }).click();
  await expect(editor).toContainText('We had a lot of fun');
  await expect(spelling).toHaveCount(0);
  await expect(headline).toHaveText('2 issues detected');
  await expect(errorsTab(page).getByTestId('count-spelling')).toHaveText('0');
  await expect(editor.locator('.lw-highlight--spelling')).toHaveCount(0);

  // Accept All applies the rest and reports it.
  await errorsTab(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(errorsTab(page).getByTestId('grammar-notice')).toHaveText('Applied 2 fixes.');
  await expect(editor).toHaveText(FIXED);
  await expect(headline).toHaveText('No issues found');
  await expect(editor.locator('.lw-highlight')).toHaveCount(0);

  // The re-check of the fixed text agrees.
  await errorsTab(page).getByRole('button', { name: 'Check now' }).click();
  await expect(errorsTab(page).getByTestId('quality-score')).toHaveText('100/100');
  await expect(headline).toHaveText('No issues found');
  for (const kind of ['grammar', 'spelling', 'style']) await expect(errorsTab(page).getByTestId(`count-${kind}`)).toHaveText('0');
});

test('fixes land on the right words through headings, bold and lists, keeping the formatting', async ({ page }) => {
  await createDocument(page, 'The Drowned Crypt');
  const editor = page.getByTestId('editor-content');
  const toolbarButton = (name: string) => page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });
  await editor.click();
  await toolbarButton('H1: Heading 1').click();
  await page.keyboard.type('Act One');
  await page.keyboard.press('Enter');
  await page.keyboard.type('The party found ');
  await toolbarButton('Bold').click();
  await page.keyboard.type('alot of gold');
  await toolbarButton('Bold').click();
  await page.keyboard.type(' in the crypt.');
  await page.keyboard.press('Enter');
  await toolbarButton('Bullet list').click();
  await page.keyboard.type('The players must open the the door.');

  const tab = errorsTab(page);
  await expect(tab.getByTestId('grammar-headline')).toHaveText('3 issues detected');
  await expect(editor.locator('strong .lw-highlight--spelling, .lw-highlight--spelling strong')).toHaveCount(1);
  await expect(editor.locator('li .lw-highlight--style')).toHaveText('The players must');

  await tab.getByRole('button', { name: 'Accept All' }).click();
  await expect(tab.getByTestId('grammar-notice')).toHaveText('Applied 3 fixes.');
  await expect(editor.locator('h1')).toHaveText('Act One');
  await expect(editor.locator('strong')).toHaveText('a lot of gold');
  await expect(editor.locator('p').first()).toHaveText('The party found a lot of gold in the crypt.');
  await expect(editor.locator('li')).toHaveText('The players can open the door.');
});

test('"Add to dictionary" keeps a made-up word from being flagged again', async ({ page }) => {
  await createDocument(page, 'The Dawn Tavern');
  const editor = page.getByTestId('editor-content');
  await editor.click();
  await page.keyboard.type('The heroes drink grakkle at dawn and rest at the inn.');

  const tab = errorsTab(page);
  const card = issueCard(page, 'Spelling error: grakkle');
  await expect(card).toBeVisible();
  await expect(editor.locator('.lw-highlight--spelling')).toHaveText('grakkle');
  await card.getByRole('button', { name: 'Add to dictionary' }).click();
  await expect(tab.getByTestId('grammar-notice')).toHaveText('"grakkle" was added to your dictionary.');
  await expect(card).toHaveCount(0);

  // The same word typed again is not flagged: the check now sends the dictionary.
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' More grakkle at dusk.');
  await expect(editor).toContainText('More grakkle at dusk.');
  const checked = page.waitForResponse((response) => response.url().endsWith('/api/grammar/check') && response.request().method() === 'POST');
  await tab.getByRole('button', { name: 'Check now' }).click();
  const response = await checked;
  expect(response.request().postDataJSON()).toEqual({
    text: 'The heroes drink grakkle at dawn and rest at the inn. More grakkle at dusk.',
    dictionary: ['grakkle'],
  });
  expect((await response.json()).errors).toEqual([]);
  await expect(tab.getByTestId('grammar-headline')).toHaveText('No issues found');
  await expect(editor.locator('.lw-highlight')).toHaveCount(0);
});

// Issue 20: an invented creature is a new name, not a misspelling; the one
// real mistake of the paragraph is the only issue. The "affect" half is the
// grammar engine's affect/effect rule; the new-name half is the speller's.
const VORTHAK =
  'The vorthak rises from the bog at dusk. When the druid finishes her chant, the spell will effect every creature within thirty feet, ' +
  'and the vorthak howls. Only the oldest vorthak stands its ground.';

test('an invented creature named three times is offered for the dictionary, never flagged; the one real mistake is the only issue', async ({ page }) => {
  await createDocument(page, 'The Bog of Vorthaks');
  const editor = page.getByTestId('editor-content');
  await editor.click();
  await page.keyboard.type(VORTHAK);

  const tab = errorsTab(page);
  const offer = tab.getByRole('region', { name: 'New names in this document' });
  await test.step('the creature is a new name, not an issue', async () => {
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('listitem')).toHaveCount(1);
    await expect(offer.getByRole('listitem')).toContainText('vorthak');
    await expect(offer.getByLabel('used 3 times')).toBeVisible();
    await expect(editor.locator('.lw-highlight', { hasText: 'vorthak' })).toHaveCount(0);
    await expect(tab.getByRole('article', { name: /vorthak/ })).toHaveCount(0);
  });

  await test.step('exactly one issue: "effect" with "affect" first', async () => {
    await expect(tab.getByTestId('grammar-headline')).toHaveText('1 issue detected');
    const card = tab.getByRole('article', { name: /^Grammar error: .*effect/ });
    await expect(card.getByTestId('issue-change')).toHaveText(/^Change (will )?effect to (will )?affect$/);
    await expect(editor.locator('.lw-highlight')).toHaveCount(1);
    await expect(editor.locator('.lw-highlight--grammar')).toContainText('effect');
  });

  await test.step('"Add" puts the name in the dictionary and the offer goes', async () => {
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/grammar/check') && r.request().postDataJSON()?.dictionary?.includes('vorthak'));
    await offer.getByRole('button', { name: 'Add "vorthak" to dictionary' }).click();
    await expect(tab.getByTestId('grammar-notice')).toHaveText('"vorthak" was added to your dictionary.');
    expect((await (await checked).json()).newWords).toEqual([]);
    await expect(offer).toHaveCount(0);
  });
});

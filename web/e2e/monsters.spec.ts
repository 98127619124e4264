import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openMonstersTab, openNewDocument, selectGoblin } from './monsterHelpers';
import { forPeople, inBothThemes } from './helpers';

// The Monsters tab end to end against the default server: no model (re-skins
// are built-in and say so) and the built-in SRD catalogue (the e2e servers
// run with OPEN5E_BASE_URL=off, so nothing leaves the machine). With a model
// and with the model failing: ai-monsters.spec.ts.

const editor = (page: Page) => page.getByTestId('editor-content');

test('a search finds any SRD creature offline, and Browse All lists all 325', async ({ page }) => {
  await openNewDocument(page, 'The Owlbear Den');
  const tab = await openMonstersTab(page);
  const search = tab.getByRole('button', { name: 'Search', exact: true });
  await expect(search).toBeDisabled();
  // Not one of the spec's five sample monsters (goblin, orc, wolf, skeleton, giant spider).
  await tab.getByRole('searchbox', { name: 'Search monsters' }).fill('owlbear');
  await expect(search).toBeEnabled();
  await search.click();
  await expect(tab.getByTestId('monster-count')).toHaveText('Found 1 monster');
  const row = tab.getByRole('list', { name: 'Monsters' }).getByRole('listitem');
  await expect(row).toContainText('Owlbear');
  await expect(row).toContainText('Large monstrosity · CR 3 (700 XP)');
  await expect(tab.getByTestId('monster-source')).toHaveText('From the built-in SRD catalogue (325 creatures).');
  await expect(tab.getByTestId('monster-notice')).toHaveCount(0);

  await tab.getByRole('button', { name: 'Browse All Monsters' }).click();
  await expect(tab.getByTestId('monster-count')).toHaveText('Found 325 monsters');
  await expect(tab.getByRole('button', { name: 'Select Aboleth' })).toBeVisible();

  // Filters narrow the list on show.
  await tab.getByRole('button', { name: 'Filters' }).click();
  await tab.getByLabel('Type').selectOption('dragon');
  await tab.getByLabel('Lowest CR').selectOption('20');
  await expect(tab.getByTestId('monster-count')).toHaveText(/Found \d+ monsters?/);
  await expect(tab.getByRole('button', { name: 'Select Ancient Red Dragon' })).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Select Aboleth' })).toHaveCount(0);
  await expect(tab.getByRole('button', { name: 'Select Young Red Dragon' })).toHaveCount(0);
});

test('select a goblin, generate built-in re-skins, insert one: the document gets the new name with the goblin\'s own numbers', async ({ page }) => {
  await openNewDocument(page, 'Goblins of the Gearworks');
  const tab = await openMonstersTab(page);
  await selectGoblin(tab);

  await expect(tab.getByRole('region', { name: 'Selected monster' })).toContainText('Small humanoid (goblinoid), neutral evil');
  await expect(tab.getByLabel('Tone')).toHaveValue('mysterious');
  await tab.getByRole('group', { name: 'Suggested themes' }).getByRole('button', { name: 'Steampunk' }).click();
  await expect(tab.getByLabel(/^Theme/)).toHaveValue('Steampunk');
  await tab.getByRole('group', { name: 'Suggested environments' }).getByRole('button', { name: 'Urban' }).click();
  await tab.getByLabel('Tone').selectOption('dark');
  await tab.getByRole('button', { name: 'Generate Re-skins' }).click();

  await expect(tab.getByRole('heading', { name: 'Re-skins of the Goblin' })).toBeVisible();
  const notice = tab.getByTestId('built-in-content');
  await expect(notice).toContainText('No AI model is configured');
  await expect(notice).toHaveAttribute('data-reason', 'not_configured');
  const cards = tab.getByTestId('reskin-card');
  await expect(cards).toHaveCount(3);
  const card = cards.nth(1);
  const newName = (await card.getByRole('heading').textContent())!.trim();
  expect(newName).not.toBe('');
  expect(newName.toLowerCase()).not.toBe('goblin');
  await expect(card).toContainText('Steampunk');
  await expect(card).toContainText('Urban');

  await card.getByRole('button', { name: 'Show stat block' }).click();
  const block = card.getByRole('region', { name: `${newName} stat block` });
  await expect(block).toContainText('Armor Class 15');
  await expect(block).toContainText('Hit Points 7 (2d6)');
  await expect(block).toContainText('Challenge 1/4 (50 XP)');

  await card.getByRole('button', { name: 'Insert into Campaign' }).click();

  // The panel closes back to the Errors tab and the tool starts over.
  await expect(page.getByRole('tab', { name: /Errors/ })).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toBeHidden();
  await page.getByRole('tab', { name: 'Monsters' }).click();
  await expect(tab.getByRole('searchbox', { name: 'Search monsters' })).toHaveValue('');
  await expect(tab.getByTestId('monster-count')).toHaveCount(0);

  // The story, then the stat block as one framed node laid out as the books do.
  const doc = editor(page);
  await expect(doc.getByRole('heading', { level: 2, name: newName })).toBeVisible();
  await expect(doc).toContainText(`A dark re-skin of the Goblin, theme Steampunk, environment Urban.`);
  await expect(doc).toContainText('Appearance.');
  const node = doc.getByTestId('stat-block-node');
  await expect(node).toHaveCount(1);
  const statBlock = node.getByRole('region', { name: `${newName} stat block` });
  await expect(statBlock.getByRole('heading', { name: newName })).toBeVisible();
  await expect(statBlock.getByRole('heading', { name: 'Actions' })).toBeVisible();
  await expect(statBlock).toContainText('Small humanoid (goblinoid), neutral evil');
  await expect(statBlock).toContainText('Armor Class 15');
  await expect(statBlock).toContainText('Hit Points 7 (2d6)');
  await expect(statBlock).toContainText('Speed 30 ft.');
  await expect(statBlock.getByRole('columnheader')).toHaveText(['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA']);
  await expect(statBlock.getByRole('cell')).toHaveText(['8 (-1)', '14 (+2)', '10 (+0)', '10 (+0)', '8 (-1)', '8 (-1)']);
  await expect(statBlock).toContainText('Skills Stealth +6');
  await expect(statBlock).toContainText('Challenge 1/4 (50 XP)');
  await expect(statBlock.locator('strong', { hasText: 'Armor Class' })).toHaveCount(1);
  await expect(statBlock.locator('p', { hasText: 'Scimitar.' })).toContainText('Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6 + 2) slashing damage.');
  await expect(statBlock.locator('em', { hasText: 'Melee Weapon Attack:' })).toHaveCount(1);

  // One piece: a single undo takes the whole insertion back.
  await doc.click();
  await page.keyboard.press('Control+z');
  await expect(node).toHaveCount(0);
  await expect(doc.getByRole('heading', { level: 2, name: newName })).toHaveCount(0);
});

test('the close button of every step returns to the Errors tab', async ({ page }) => {
  await openNewDocument(page, 'Closing Time');
  let tab = await openMonstersTab(page);
  const close = tab.getByRole('button', { name: 'Close Monster Re-skinning' });
  await close.click();
  await expect(page.getByRole('tab', { name: /Errors/ })).toHaveAttribute('aria-selected', 'true');

  tab = await openMonstersTab(page);
  await selectGoblin(tab);
  await close.click();
  await expect(page.getByRole('tab', { name: /Errors/ })).toHaveAttribute('aria-selected', 'true');

  tab = await openMonstersTab(page);
  await expect(tab.getByRole('searchbox', { name: 'Search monsters' })).toHaveValue('');
  await selectGoblin(tab);
  await tab.getByLabel('Re-skins').selectOption('1');
  await tab.getByRole('button', { name: 'Generate Re-skins' }).click();
  await expect(tab.getByTestId('reskin-card')).toHaveCount(1);
  await tab.getByRole('button', { name: 'Try Different Settings' }).click();
  await expect(tab.getByLabel('Re-skins')).toHaveValue('1');
  await tab.getByRole('button', { name: 'Back' }).click();
  await expect(tab.getByTestId('monster-count')).toHaveText('Found 2 monsters');
  await close.click();
  await expect(page.getByRole('tab', { name: /Errors/ })).toHaveAttribute('aria-selected', 'true');
  await expect(editor(page).locator('h2')).toHaveCount(0);
});

// Under `make screenshots` (tag @captures) each step is also captured in both
// themes for a person to look at: web/test-results/screenshots/monsters-<step>-<theme>.png.
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'screenshots');
test('the Type filter finds the goblin; Mixed tone gives one re-skin in each tone; the stat block goes in', { tag: '@captures' }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.addInitScript(() => localStorage.setItem('lorewright.theme', 'light'));
  await openNewDocument(page, 'Bestiary of the Gearworks');
  const panel = page.getByTestId('assistant-panel');
  const tab = await openMonstersTab(page);
  await forPeople(() => inBothThemes(page, (theme) => panel.screenshot({ path: path.join(OUT, `monsters-start-${theme}.png`) })));
  await tab.getByRole('button', { name: 'Browse All Monsters' }).click();
  await expect(tab.getByTestId('monster-count')).toHaveText('Found 325 monsters');
  await tab.getByRole('button', { name: 'Filters' }).click();
  await tab.getByLabel('Type').selectOption('humanoid');
  await expect(tab.getByRole('button', { name: 'Select Goblin', exact: true })).toBeVisible();
  await forPeople(() => inBothThemes(page, (theme) => panel.screenshot({ path: path.join(OUT, `monsters-search-${theme}.png`) })));
  await tab.getByRole('button', { name: 'Select Goblin', exact: true }).click();
  await expect(tab.getByRole('region', { name: 'Selected monster' })).toContainText('Challenge1/4 (50 XP)');
  await tab.getByRole('group', { name: 'Suggested themes' }).getByRole('button', { name: 'Steampunk' }).click();
  // Mixed: the server's mix of tones, one card in each.
  await tab.getByLabel('Tone').selectOption('mixed');
  await forPeople(() => inBothThemes(page, (theme) => panel.screenshot({ path: path.join(OUT, `monsters-customize-${theme}.png`) })));
  await tab.getByLabel('Tone').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await forPeople(() => inBothThemes(page, (theme) => panel.screenshot({ path: path.join(OUT, `monsters-customize-tone-${theme}.png`) })));
  await tab.getByRole('button', { name: 'Generate Re-skins' }).click();
  await expect(tab.getByTestId('reskin-card')).toHaveCount(3);
  for (const [i, tone] of ['Mysterious', 'Whimsical', 'Heroic'].entries()) {
    await expect(tab.getByTestId('reskin-card').nth(i)).toContainText(tone);
  }
  await forPeople(() => inBothThemes(page, (theme) => panel.screenshot({ path: path.join(OUT, `monsters-results-${theme}.png`) })));
  await tab.getByTestId('reskin-card').first().getByRole('button', { name: 'Show stat block' }).click();
  await tab.getByTestId('reskin-card').first().getByTestId('stat-block').scrollIntoViewIfNeeded();
  await forPeople(() => inBothThemes(page, (theme) => panel.screenshot({ path: path.join(OUT, `monsters-statblock-${theme}.png`) })));
  await tab.getByTestId('reskin-card').first().getByRole('button', { name: 'Insert into Campaign' }).click();
  await expect(editor(page).locator('h2')).toHaveCount(1);
  // The stat block in the document: from its name, then from its actions.
  const statBlock = editor(page).getByTestId('stat-block-node');
  for (const [part, shot] of [['.lw-stat-block__name', 'document-statblock'], ['.lw-stat-block__section', 'document-actions']] as const) {
    await statBlock.locator(part).first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await forPeople(() => inBothThemes(page, (theme) => page.screenshot({ path: path.join(OUT, `monsters-${shot}-${theme}.png`) })));
  }
});

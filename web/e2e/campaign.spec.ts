import { expect, test, type Locator } from '@playwright/test';
import { openAssistantTab, openNewDocument } from './editorDocument';

// The Campaign tab with no model configured (the default server): a
// built-in campaign from the form, refined twice in the chat (a rename,
// a harder encounter), the difference shown, undone once, then used: the
// document holds the campaign. (With a model: ai-campaign.spec.ts.)

const difficultyOf = async (encounter: Locator) => Number((await encounter.getByText(/^Difficulty \d+\/10$/).innerText()).match(/\d+/)![0]);

test('generate, refine twice, undo once, use it', async ({ page }) => {
  const editor = await openNewDocument(page, 'The Drowned Vault', 'campaign');
  const tab = await openAssistantTab(page, 'Campaign');
  await expect(tab.getByRole('heading', { name: 'Campaign Generator' })).toBeVisible();
  await expect(tab.getByText('Create a complete D&D campaign in minutes with AI assistance.')).toBeVisible();

  // The spec's defaults.
  await expect(tab.getByLabel('Session Length')).toHaveValue('2');
  await expect(tab.getByLabel('Players')).toHaveValue('4');
  await expect(tab.getByLabel('Character Level')).toHaveValue('3');
  await expect(tab.getByLabel('Setting', { exact: true })).toHaveValue('mixed');
  await expect(tab.getByLabel('Theme', { exact: true })).toHaveValue('adventure');
  await expect(tab.getByLabel('Tone')).toHaveValue('heroic');

  // A custom setting needs its description, said on the field.
  await tab.getByLabel('Setting', { exact: true }).selectOption('custom');
  await tab.getByRole('button', { name: 'Generate Campaign' }).click();
  await expect(tab.getByText('Describe your custom setting.')).toBeVisible();
  await tab.getByLabel('Setting', { exact: true }).selectOption('dungeon');
  await tab.getByLabel('Tone').selectOption('dark');
  await tab.getByLabel('Session Length').selectOption('3');
  await tab.getByRole('button', { name: 'Generate Campaign' }).click();

  // Review: the summary card and the built-in notice.
  const summary = tab.getByTestId('campaign-summary');
  await expect(summary.getByText('Generated', { exact: true })).toBeVisible();
  await expect(summary).toContainText('3 hours · 4 players · Level 3');
  await expect(summary).toContainText(/\d encounters · \d NPCs/);
  await expect(tab.getByTestId('built-in-content')).toHaveAttribute('data-reason', 'not_configured');
  await expect(tab.getByTestId('campaign-welcome')).toContainText('is ready');
  const title = await summary.getByRole('heading').innerText();

  // First refinement, from the review's box: rename the first NPC.
  const npc = (await tab.locator('[data-section="npcs"] li span.font-semibold').first().innerText()).trim();
  await tab.getByRole('textbox', { name: 'Refinement request' }).fill(`Rename ${npc} to Captain Vell`);
  await tab.getByRole('textbox', { name: 'Refinement request' }).press('Enter');
  await expect(tab.getByRole('heading', { name: 'Refine Your Campaign' })).toBeVisible();
  const changed = tab.getByTestId('what-changed');
  await expect(changed).toContainText(`renamed from “${npc}” to “Captain Vell”`);
  const content = tab.getByTestId('campaign-content');
  await expect(content).toContainText('Captain Vell');
  await expect(content.locator('[data-changed]').first()).toBeVisible();
  await expect(tab.getByTestId('chat-user')).toHaveText(new RegExp(`Rename ${npc} to Captain Vell`));

  // Second: a harder encounter 2, sent with Enter from the chat.
  const second = content.getByTestId('campaign-encounter').nth(1);
  const before = await difficultyOf(second);
  const input = tab.getByRole('textbox', { name: 'Refinement request' });
  await expect(tab.getByRole('button', { name: 'Send' })).toBeDisabled();
  await input.fill('Make encounter 2 harder');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(changed).toContainText('Encounter');
  await expect(changed).toContainText('changed');
  await expect(second).toHaveAttribute('data-changed', 'true');
  expect(await difficultyOf(second)).toBeGreaterThan(before);
  await expect(tab.getByTestId('chat-assistant')).toHaveCount(3);

  // Undo: encounter 2 as it was, the rename still there and still listed.
  await changed.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => difficultyOf(second)).toBe(before);
  await expect(changed).toContainText('Captain Vell');
  await expect(content).toContainText('Captain Vell');

  // Use it: the document holds the refined campaign; the tool starts over.
  await tab.getByRole('button', { name: 'Use Refined Campaign' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(editor).toContainText('Captain Vell');
  await expect(editor.getByRole('heading', { name: 'Encounters' })).toBeVisible();
  await expect(editor).toContainText(/Encounter 1: .+/);
  // Every fight's creatures and rating, and the stat blocks at the end.
  await expect(editor).toContainText(/· CR [\d/]+ · [\d,]+ XP/);
  await expect(editor).toContainText(/(Trivial|Easy|Medium|Hard|Deadly) for 4 level-3 characters: [\d,]+ adjusted XP/);
  await expect(editor.getByRole('heading', { name: 'Stat Blocks' })).toBeVisible();
  await expect(editor).toContainText(/AC \d+ · HP \d+ \(\d+d\d+/);
  await expect(editor).not.toContainText(npc);
  await expect(tab.getByRole('button', { name: 'Generate Campaign' })).toBeVisible();
  await expect(tab.getByText(`“${title}” was inserted into your document.`)).toBeVisible();
  // The form keeps the choices made; the campaign and chat are gone.
  await expect(tab.getByLabel('Tone')).toHaveValue('dark');
  await expect(tab.getByTestId('campaign-content')).toHaveCount(0);
});

test('asking again gives a different campaign; close returns to the Errors tab', async ({ page }) => {
  await openNewDocument(page, 'Two Campaigns', 'campaign');
  const tab = await openAssistantTab(page, 'Campaign');
  await tab.getByRole('button', { name: 'Generate Campaign' }).click();
  const summary = tab.getByTestId('campaign-summary');
  await expect(summary).toBeVisible();
  // Two campaigns may share a title by chance, not their whole text.
  const first = await tab.getByTestId('campaign-content').innerText();
  await tab.getByRole('button', { name: 'Use This Campaign' }).click();
  await tab.getByRole('button', { name: 'Generate Campaign' }).click();
  await expect(summary).toBeVisible();
  expect(await tab.getByTestId('campaign-content').innerText()).not.toBe(first);

  await tab.getByRole('button', { name: 'Close Campaign Generator' }).click();
  await expect(page.getByTestId('errors-tab')).toBeVisible();
});

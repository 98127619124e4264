import { expect, test, type Page } from '@playwright/test';
import { openAssistantTab, openNewDocument } from './editorDocument';
import { aiBaseURL, fakeModel } from './fakeModel';

// The Campaign tab against the API server that has a model configured (the
// scriptable fake): the model's campaign streams onto the screen before the
// generation ends; when the model fails, the built-in campaign and the
// built-in refinement stand in and the tab says why. (No model: campaign.spec.ts.)

test.use({ baseURL: aiBaseURL });

const GENERATION = 'expert Dungeons & Dragons 5th edition adventure designer';
const REFINEMENT = 'You revise a Dungeons & Dragons 5th edition campaign';

const MODEL_CAMPAIGN = `CAMPAIGN TITLE: The Sunken Crown

INTRODUCTION:
The fishing town of Gullhaven has lost its crown to the sea, and the tide brings back only bones.

PLOT HOOKS:
- The harbourmaster offers 200 gp for the crown.
- A drowned priest walks the beach at low tide.

ENCOUNTER 1: Storm at the Docks
Type: Social
Duration: 20 minutes
Difficulty: 3/10
The harbourmaster pleads for help while the storm batters the piers.

ENCOUNTER 2: The Reef
Type: Exploration
Duration: 30 minutes
Difficulty: 5/10
Navigating the reef by lantern light.

ENCOUNTER 3: Sahuagin Raid
Type: Combat
Duration: 40 minutes
Difficulty: 7/10
Monsters: 6 Sahuagin
The raiders burst from the surf.

CONCLUSION:
The crown is returned and the town celebrates.

NPCS:
- **Maren Holt** (Human, harbourmaster): gruff. Motivation: save the town.

LOCATIONS:
- **Gullhaven** (fishing town): grey roofs and gulls.
`;

/** The campaign of a generation's result event, read from its server-sent events once the stream ends. */
async function generatedCampaign(page: Page): Promise<Record<string, unknown>> {
  const response = await page.waitForResponse((r) => r.url().endsWith('/api/campaign/generate') && r.request().method() === 'POST');
  const body = await response.text();
  const result = body.split('\n\n').find((block) => block.startsWith('event: result'));
  if (!result) throw new Error(`no result event in ${body.slice(0, 200)}`);
  return (JSON.parse(result.slice(result.indexOf('data: ') + 6)) as { campaign: Record<string, unknown> }).campaign;
}

test.beforeEach(async ({ request }) => {
  await fakeModel(request).reset();
});

test("with a model, its words are on screen before the campaign is done, and the campaign is the model's", async ({ page, request }) => {
  const model = fakeModel(request);
  // About 4 s of writing: 40 pieces, 100 ms apart.
  await model.add({ match: GENERATION, reply: MODEL_CAMPAIGN, pieces: 40, chunkDelayMs: 100 });
  await openNewDocument(page, 'The Sunken Crown (model)', 'campaign');
  const tab = await openAssistantTab(page, 'Campaign');
  await tab.getByRole('button', { name: 'Generate Campaign' }).click();

  const stream = tab.getByTestId('campaign-stream');
  await expect(stream).toContainText('CAMPAIGN TITLE: The Sunken Crown');
  // Still generating: the spinner's title and Stop are there.
  await expect(tab.getByRole('heading', { name: 'Creating Your Campaign' })).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Generating Campaign...' })).toBeDisabled();

  const summary = tab.getByTestId('campaign-summary');
  await expect(summary.getByRole('heading', { name: 'The Sunken Crown' })).toBeVisible({ timeout: 20_000 });
  await expect(tab.getByTestId('built-in-content')).toHaveCount(0);
  const content = tab.getByTestId('campaign-content');
  await expect(content).toContainText('Maren Holt');
  // The SRD fight is rated for the default party: 6 sahuagin at level 3.
  const raid = content.getByTestId('campaign-encounter').nth(2);
  await expect(raid).toContainText('6 × Sahuagin · CR 1/2 · 100 XP each (600)');
  await expect(raid.getByTestId('fight-rating')).toContainText(/^hard\s*for 4 level-3 characters/);
  await expect(raid.getByTestId('fight-rating')).toContainText('1,200 adjusted XP (600 XP of monsters × 2 for 6 monsters). Thresholds: easy 300 · medium 600 · hard 900 · deadly 1,600.');
  // Its stat block, from the monster catalogue.
  await expect(content.getByTestId('campaign-stat-block').filter({ hasText: 'Sahuagin' })).toContainText('AC 12 · HP 22 (4d8 + 4) · Speed 30 ft., swim 40 ft.');

  // The model was asked for the form's campaign.
  const call = (await model.calls()).find((c) => c.system.includes(GENERATION));
  expect(call?.stream).toBe(true);
  expect(call?.user).toContain('Write a 2-hour adventure (120 minutes at the table) for 4 players of character level 3.');
});

test('Stop ends the generation and the model call', async ({ page, request }) => {
  const model = fakeModel(request);
  await model.add({ match: GENERATION, reply: MODEL_CAMPAIGN, pieces: 40, chunkDelayMs: 300 });
  await openNewDocument(page, 'Stopped campaign', 'campaign');
  const tab = await openAssistantTab(page, 'Campaign');
  await tab.getByRole('button', { name: 'Generate Campaign' }).click();
  await expect(tab.getByTestId('campaign-stream')).toContainText('CAMPAIGN TITLE');
  await tab.getByRole('button', { name: 'Stop' }).click();
  await expect(tab.getByText(/Generation stopped/)).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Generate Campaign' })).toBeEnabled();
  await expect.poll(async () => (await model.calls()).find((c) => c.system.includes(GENERATION))?.canceled).toBe(true);
});

test('when the model fails, the built-in campaign and refinement stand in and the tab says why', async ({ page, request }) => {
  const model = fakeModel(request);
  await model.add({ match: GENERATION, status: 500 });
  await model.add({ match: REFINEMENT, status: 500 });
  const editor = await openNewDocument(page, 'The Model Is Down', 'campaign');
  const tab = await openAssistantTab(page, 'Campaign');
  await tab.getByRole('button', { name: 'Generate Campaign' }).click();

  const summary = tab.getByTestId('campaign-summary');
  await expect(summary).toBeVisible({ timeout: 20_000 });
  await expect(tab.getByTestId('built-in-content')).toHaveAttribute('data-reason', 'model_failed');
  await expect(tab.getByTestId('built-in-content')).toContainText('The AI model could not answer this time');

  const npc = (await tab.locator('[data-section="npcs"] li span.font-semibold').first().innerText()).trim();
  await tab.getByRole('textbox', { name: 'Refinement request' }).fill(`Rename ${npc} to Captain Vell`);
  await tab.getByRole('textbox', { name: 'Refinement request' }).press('Enter');
  await expect(tab.getByTestId('what-changed')).toContainText('Captain Vell', { timeout: 20_000 });
  await expect(tab.getByTestId('built-in-content')).toHaveAttribute('data-reason', 'model_failed');

  await tab.getByRole('button', { name: 'Use Refined Campaign' }).click();
  await expect(editor).toContainText('Captain Vell');
});

test("a refinement streams into the chat as the model writes it, in words, and ends with the model's campaign", async ({ page, request }) => {
  const model = fakeModel(request);
  await model.add({ match: GENERATION, reply: MODEL_CAMPAIGN });
  await openNewDocument(page, 'The Sunken Crown (refined)', 'campaign');
  const tab = await openAssistantTab(page, 'Campaign');
  const generated = generatedCampaign(page);
  await tab.getByRole('button', { name: 'Generate Campaign' }).click();
  const campaign = await generated;
  await expect(tab.getByTestId('campaign-summary')).toBeVisible();

  // The model's refinement: the spec's JSON, the changes first, about 6 s of writing.
  const npcs = (campaign.npcs as Array<Record<string, unknown>>).map((n) => (n.name === 'Maren Holt' ? { ...n, name: 'Captain Vell' } : n));
  const reply = JSON.stringify({
    success: true,
    changes: ['Renamed Maren Holt to Captain Vell everywhere.'],
    suggestions: ['Give Captain Vell a secret'],
    updatedCampaign: { ...campaign, npcs },
  });
  await model.add({ match: REFINEMENT, reply, pieces: 60, chunkDelayMs: 100 });
  await tab.getByRole('textbox', { name: 'Refinement request' }).fill('Rename Maren Holt to Captain Vell');
  await tab.getByRole('textbox', { name: 'Refinement request' }).press('Enter');

  // While it writes: the change in words, then which part is being written; no JSON on screen.
  const progress = tab.getByTestId('chat-progress');
  await expect(progress).toContainText('Renamed Maren Holt to Captain Vell everywhere.');
  await expect(progress).toContainText(/Writing the updated campaign, the (encounters|NPCs|locations|introduction|title|plot hooks)/);
  await expect(tab.getByTestId('chat-refining')).toContainText('Refining...');
  expect(await tab.getByTestId('chat-messages').innerText()).not.toMatch(/[{}]|"success"/);
  await expect(tab.getByTestId('what-changed')).toHaveCount(0);

  // The end: the parsed campaign, the difference, the model's own words.
  await expect(tab.getByTestId('what-changed')).toContainText('NPC renamed from “Maren Holt” to “Captain Vell”', { timeout: 20_000 });
  await expect(tab.getByTestId('chat-refining')).toHaveCount(0);
  await expect(tab.getByTestId('chat-assistant').last()).toContainText('Give Captain Vell a secret');
  await expect(tab.getByTestId('built-in-content')).toHaveCount(0);
  const call = (await model.calls()).find((c) => c.system.includes(REFINEMENT));
  expect(call?.stream).toBe(true);
});

test('Stop ends a refinement and its model call; the campaign stays as it was', async ({ page, request }) => {
  const model = fakeModel(request);
  await model.add({ match: GENERATION, reply: MODEL_CAMPAIGN });
  await model.add({ match: REFINEMENT, reply: JSON.stringify({ success: true, changes: ['Made the raid harder.'], updatedCampaign: { id: 'x' } }) + ' '.repeat(400), pieces: 40, chunkDelayMs: 300 });
  await openNewDocument(page, 'Stopped refinement', 'campaign');
  const tab = await openAssistantTab(page, 'Campaign');
  await tab.getByRole('button', { name: 'Generate Campaign' }).click();
  await expect(tab.getByTestId('campaign-summary')).toBeVisible();
  await tab.getByRole('textbox', { name: 'Refinement request' }).fill('Make encounter 3 harder');
  await tab.getByRole('textbox', { name: 'Refinement request' }).press('Enter');
  await expect(tab.getByTestId('chat-progress')).toContainText('Made the raid harder.');
  await tab.getByTestId('chat-refining').getByRole('button', { name: 'Stop' }).click();
  await expect(tab.getByTestId('chat-assistant').last()).toContainText('Stopped. Nothing was changed');
  await expect(tab.getByTestId('what-changed')).toHaveCount(0);
  await expect(tab.getByRole('textbox', { name: 'Refinement request' })).toBeEnabled();
  await expect.poll(async () => (await model.calls()).find((c) => c.system.includes(REFINEMENT))?.canceled).toBe(true);
});

import { expect, test } from '@playwright/test';
import { LANTERN_ROAD_LINES, encounter, openAnalyzeTab, openNewCampaign, typeLines } from './balanceHelpers';
import { aiBaseURL, fakeModel } from './fakeModel';

// The Analyze Campaign tab against the API server that has a model
// configured (the scriptable fake): the model classifies the segments and
// the tab shows its classification; when the model fails, the keyword
// classification stands and the tab says why. (No model: balance.spec.ts.)

test.use({ baseURL: aiBaseURL });

// The model's labels for the campaign's six segments. The keywords read the
// opening paragraph as exploration (86); the model calls it a transition.
const MODEL_LABELS = JSON.stringify([
  { index: 0, type: 'transition', confidence: 71 },
  { index: 1, type: 'combat', confidence: 97 },
  { index: 2, type: 'roleplay', confidence: 95 },
  { index: 3, type: 'combat', confidence: 90 },
  { index: 4, type: 'puzzle', confidence: 88 },
  { index: 5, type: 'combat', confidence: 99 },
]);

test.beforeEach(async ({ request }) => {
  await fakeModel(request).reset();
});

test('with a model, its classification shows and no built-in notice', async ({ page, request }) => {
  const model = fakeModel(request);
  // A phrase of the classification prompt only (the grammar check asks the model too).
  await model.add({ match: 'confidence your certainty', reply: MODEL_LABELS });
  const editor = await openNewCampaign(page, 'The Lantern Road (model)');
  await typeLines(page, editor, LANTERN_ROAD_LINES);
  const tab = await openAnalyzeTab(page);
  await tab.getByRole('button', { name: 'Analyze Campaign Balance' }).click();

  const results = tab.getByTestId('analysis-results');
  await expect(results.getByTestId('analysis-source')).toContainText('Segments classified by the AI model');
  await expect(results.getByRole('note', { name: 'Built-in content' })).toHaveCount(0);
  const strip = results.getByRole('list', { name: 'Pacing timeline' });
  await expect(strip.getByRole('button', { name: 'Segment 1: transition, 2 min, confidence 71' })).toBeVisible();
  await expect(strip.getByRole('button', { name: 'Segment 2: combat, 5 min, confidence 97' })).toBeVisible();
  await expect(results.getByTestId('segment-row').first()).toContainText('1. Transition · confidence 71% · 2 min');
  await expect(results.getByTestId('segment-row').first()).toContainText('AI model');
  // The fights are rated by Lorewright whatever classified them.
  await expect(encounter(results, 'Encounter 3: The Troll\'s Lair (Combat)').getByTestId('difficulty')).toHaveText('Deadly');

  // The model saw the campaign's segments as data.
  const call = (await model.calls()).find((c) => c.system.includes('confidence your certainty'));
  expect(call?.user).toContain('Wolves on the Road');
});

test('when the model fails, the keyword classification stands and the tab says why', async ({ page, request }) => {
  await fakeModel(request).add({ match: 'confidence your certainty', status: 500 });
  const editor = await openNewCampaign(page, 'The Lantern Road (model down)');
  await typeLines(page, editor, LANTERN_ROAD_LINES);
  const tab = await openAnalyzeTab(page);
  await tab.getByRole('button', { name: 'Analyze Campaign Balance' }).click();

  const results = tab.getByTestId('analysis-results');
  // The client retries the model twice before giving up.
  await expect(results.getByRole('note', { name: 'Built-in content' })).toContainText('The AI model could not answer', { timeout: 30_000 });
  await expect(results.getByTestId('analysis-source')).toContainText("Lorewright's keyword analysis");
  const strip = results.getByRole('list', { name: 'Pacing timeline' });
  await expect(strip.getByRole('button', { name: 'Segment 1: exploration, 4 min, confidence 64' })).toBeVisible();
  await expect(encounter(results, 'Encounter 1: Wolves on the Road (Combat)').getByTestId('difficulty')).toHaveText('Easy');
  await expect(encounter(results, 'Encounter 2: The Ogre Bridge (Combat)').getByTestId('difficulty')).toHaveText('Hard');
  await expect(encounter(results, "Encounter 3: The Troll's Lair (Combat)").getByTestId('difficulty')).toHaveText('Deadly');
});

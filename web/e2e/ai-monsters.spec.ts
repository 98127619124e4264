import { expect, test } from '@playwright/test';
import { aiBaseURL, fakeModel } from './fakeModel';
import { openMonstersTab, openNewDocument, selectGoblin } from './monsterHelpers';

// The Monsters tab against the API server that has a model configured (the
// scriptable fake): the model's re-skin shows with no built-in notice; when
// the model fails, built-in re-skins stand in and say why. (Without a model:
// monsters.spec.ts.)

test.use({ baseURL: aiBaseURL });

const MODEL_CARD = JSON.stringify({
  newName: 'Cinder Knave',
  visualDescription: 'A soot-black goblin in a coat of riveted copper, its eyes glowing like banked coals.',
  behavioralChanges: 'It strikes from chimney smoke with its scimitar, then slips away as goblins do.',
  loreAdaptation: 'The foundry guild pays Cinder Knaves in coal. Hook: one wants out, and knows where the guild hides its ledgers.',
});

test.beforeEach(async ({ request }) => {
  await fakeModel(request).reset();
});

test('with a model, its re-skin shows with the goblin\'s own statistics and no built-in notice', async ({ page, request }) => {
  const model = fakeModel(request);
  await model.add({ match: 'Goblin', reply: 'Here is your re-skin:\n```json\n' + MODEL_CARD + '\n```' });
  await openNewDocument(page, 'The Foundry Raid');
  const tab = await openMonstersTab(page);
  await selectGoblin(tab);
  await tab.getByLabel('Re-skins').selectOption('1');
  await tab.getByLabel('Tone').selectOption('heroic');
  await tab.getByRole('button', { name: 'Generate Re-skins' }).click();

  const card = tab.getByTestId('reskin-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Cinder Knave' })).toBeVisible();
  await expect(card).toContainText('riveted copper');
  await expect(card).toContainText('Heroic');
  await expect(tab.getByTestId('built-in-content')).toHaveCount(0);
  const calls = await model.calls();
  expect(calls.some((c) => c.user.includes('Goblin') && c.user.includes('heroic'))).toBe(true);

  await card.getByRole('button', { name: 'Show stat block' }).click();
  await expect(card.getByRole('region', { name: 'Cinder Knave stat block' })).toContainText('Hit Points 7 (2d6)');
  await card.getByRole('button', { name: 'Insert into Campaign' }).click();

  await expect(page.getByRole('tab', { name: /Errors/ })).toHaveAttribute('aria-selected', 'true');
  const doc = page.getByTestId('editor-content');
  await expect(doc.getByRole('heading', { level: 2, name: 'Cinder Knave' })).toBeVisible();
  await expect(doc).toContainText('Appearance. A soot-black goblin in a coat of riveted copper');
  await expect(doc).toContainText('Armor Class 15');
  await expect(doc).toContainText('Hit Points 7 (2d6)');
  await expect(doc).toContainText('Challenge 1/4 (50 XP)');
});

test('when the model fails, built-in re-skins stand in and the notice says the model could not answer', async ({ page, request }) => {
  await fakeModel(request).add({ status: 500 });
  await openNewDocument(page, 'The Broken Forge');
  const tab = await openMonstersTab(page);
  await selectGoblin(tab);
  await tab.getByLabel('Re-skins').selectOption('2');
  await tab.getByRole('button', { name: 'Generate Re-skins' }).click();
  await expect(tab.getByRole('button', { name: 'Generating...' })).toBeVisible();

  await expect(tab.getByTestId('reskin-card')).toHaveCount(2, { timeout: 30_000 });
  const notice = tab.getByTestId('built-in-content');
  await expect(notice).toContainText('The AI model could not answer this time');
  await expect(notice).toHaveAttribute('data-reason', 'model_failed');
  const names = await tab.getByTestId('reskin-card').getByRole('heading').allTextContents();
  expect(new Set(names).size).toBe(2);
  expect(names).not.toContain('Cinder Knave');
});

import { expect, test } from '@playwright/test';
import { openAssistantTab, openNewDocument } from './editorDocument';
import { aiBaseURL, fakeModel } from './fakeModel';

// The Names and Backgrounds tabs against the API server that has a model
// configured (the scriptable fake): the model's names and background are
// shown as the model wrote them; when the model fails, built-in content
// stands in and the tab says why. (No model: names.spec.ts, backgrounds.spec.ts.)

test.use({ baseURL: aiBaseURL });

const NAMES = 'Invent names that fit the race';
const VARIATIONS = 'Give variations of a name';

const MODEL_NAMES = JSON.stringify([
  { name: 'Thrynna Emberforge', meaning: 'Dwarvish for "spark-keeper"; the Emberforge clan tends the deep furnaces.' },
  { name: 'Bardin Coalbeard', meaning: 'Dwarvish for "bold guard"; the Coalbeards mine the black seams.' },
  { name: 'Helga Stonebrow', meaning: 'Dwarvish for "holy shield"; the Stonebrows carve the hall gates.' },
]);

const MODEL_BACKGROUND = {
  characterConcept: 'A gnome tinker who built a clockwork heart for a dying friend and now hunts the thief who stole it.',
  backgroundSummary: 'Pip Quillfeather grew up among gears in the burrow-town of Tickwell and left it the night the heart was stolen.',
  personalHistory: {
    earlyLife: 'Pip took apart every clock in Tickwell before the age of ten.',
    formativeEvents: ['Built the clockwork heart.', 'Watched it stolen from the workshop.'],
    recentPast: 'Followed the thief to the city of Brasswater.',
    howTheyBecameTheirClass: 'An artificer guild took Pip in after the theft.',
  },
  personalityTraits: ['Fidgets with gears', 'Names every tool'],
  ideals: ['Invention. Every problem has a mechanism.'],
  bonds: ['The clockwork heart must be recovered.'],
  flaws: ['Trusts machines more than people'],
  motivations: { primary: 'To recover the heart', secondary: ['To prove the design works'] },
  goals: { shortTerm: ['Find the thief'], longTerm: ['Open a workshop'], lifeGoal: 'To build a heart that never stops' },
  mannerisms: ['Ticks tongue like a clock'],
  fears: ['Rust'],
  possessions: ['A tinker’s kit', 'Blueprints of the heart'],
};

test.beforeEach(async ({ request }) => {
  await fakeModel(request).reset();
});

test("names: the model's names are shown, and its variations appended", async ({ page, request }) => {
  const model = fakeModel(request);
  await model.add({ match: NAMES, reply: MODEL_NAMES });
  await model.add({ match: VARIATIONS, reply: JSON.stringify(['Thrynna Emberhand', 'Thryn Emberforge', 'Thrynna the Bright']) });
  await openNewDocument(page, 'Model names', 'campaign');
  const tab = await openAssistantTab(page, 'Names');
  await tab.getByLabel('Race').selectOption('Dwarf');
  await tab.getByLabel('Number of Names').selectOption('3');
  await tab.getByRole('button', { name: 'Generate Names' }).click();

  await expect(tab.getByTestId('name-row-name')).toHaveText(['Thrynna Emberforge', 'Bardin Coalbeard', 'Helga Stonebrow']);
  await expect(tab.getByTestId('name-row').first()).toContainText('spark-keeper');
  await expect(tab.getByTestId('built-in-content')).toHaveCount(0);

  await tab.getByRole('button', { name: 'Variations of Thrynna Emberforge' }).click();
  await expect(tab.getByRole('heading', { name: 'Generated Names (6)' })).toBeVisible();
  await expect(tab.getByTestId('name-row-name').last()).toHaveText('Thrynna the Bright');
  const call = (await model.calls()).find((c) => c.system.includes(NAMES));
  expect(call?.user).toContain('Generate 3 Dwarf names.');
});

test('names: when the model fails, built-in names stand in and the tab says why', async ({ page, request }) => {
  await fakeModel(request).add({ match: NAMES, status: 500 });
  await openNewDocument(page, 'Model down names', 'campaign');
  const tab = await openAssistantTab(page, 'Names');
  await tab.getByLabel('Race').selectOption('Elf');
  await tab.getByRole('button', { name: 'Generate Names' }).click();
  await expect(tab.getByRole('heading', { name: 'Generated Names (5)' })).toBeVisible({ timeout: 20_000 });
  await expect(tab.getByTestId('built-in-content')).toHaveAttribute('data-reason', 'model_failed');
  await expect(tab.getByTestId('name-row').first()).toContainText('Elf');
});

test("backgrounds: the model's background, streamed, then inserted", async ({ page, request }) => {
  const model = fakeModel(request);
  await model.add({ match: 'Race: Gnome', reply: JSON.stringify(MODEL_BACKGROUND), pieces: 30, chunkDelayMs: 100 });
  const editor = await openNewDocument(page, 'Model background', 'backgrounds');
  const tab = await openAssistantTab(page, 'Backgrounds');
  await tab.getByLabel('Race').selectOption('Gnome');
  await tab.getByRole('button', { name: 'Next: Options' }).click();
  await tab.getByRole('button', { name: 'Next: Review' }).click();
  await tab.getByRole('button', { name: 'Generate Background' }).click();
  // Text on screen while the model is still writing.
  await expect(tab.getByTestId('background-stream')).toBeVisible({ timeout: 20_000 });
  await expect(tab.getByRole('button', { name: 'Stop' })).toBeVisible();

  await expect(tab.getByRole('heading', { name: 'Results', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(tab).toContainText('clockwork heart for a dying friend');
  await expect(tab.getByTestId('built-in-content')).toHaveCount(0);
  await tab.getByRole('button', { name: 'Insert Full Background' }).click();
  await expect(editor).toContainText('Pip Quillfeather grew up among gears');
});

test('backgrounds: when the model fails, a built-in background stands in and the tab says why', async ({ page, request }) => {
  await fakeModel(request).add({ match: 'Race: Tiefling', status: 500 });
  await openNewDocument(page, 'Model down background', 'backgrounds');
  const tab = await openAssistantTab(page, 'Backgrounds');
  await tab.getByLabel('Race').selectOption('Tiefling');
  await tab.getByRole('button', { name: 'Next: Options' }).click();
  await tab.getByRole('button', { name: 'Next: Review' }).click();
  await tab.getByRole('button', { name: 'Generate Background' }).click();
  await expect(tab.getByRole('heading', { name: 'Results', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(tab.getByTestId('built-in-content')).toHaveAttribute('data-reason', 'model_failed');
  await expect(tab).toContainText('Tiefling');
});

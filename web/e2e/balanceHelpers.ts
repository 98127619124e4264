import { expect, type Locator, type Page } from '@playwright/test';

// The Analyze Campaign specs' campaign and steps. For the default party (4
// characters of level 3: Easy 300, Medium 600, Hard 900, Deadly 1,600 XP)
// its three fights are, by the Dungeon Master's Guide:
//   Wolves on the Road: 3 wolves x 50 XP = 150, x2 for 3 monsters = 300: easy
//   The Ogre Bridge: 2 ogres x 450 XP = 900, x1.5 for 2 = 1,350: hard
//   The Troll's Lair: a troll (1,800) + 4 orcs (4 x 100) = 2,200, x2 for 5 = 4,400: deadly
// (checked against the Go server: POST /api/balance/analyze answers these).
export const LANTERN_ROAD_LINES = [
  'The Lantern Road',
  'The heroes travel from the city of Greyhaven towards the ruined keep of Duskmoor, where a troll has gathered a warband.',
  'Encounter 1: Wolves on the Road (Combat)',
  'Three wolves attack the party from the tree line at dusk. Roll initiative as they lunge at the horses.',
  'The Village of Millbrook (Roleplay)',
  'Mayor Edda greets the party and asks them to speak with the frightened miller. "The bridge is cursed," she says. Negotiate a fair reward with her.',
  'Encounter 2: The Ogre Bridge (Combat)',
  'Two ogres guard the old stone bridge and demand a toll. They attack anyone who refuses to pay.',
  'The Sunken Library (Puzzle)',
  'A riddle is carved above the sealed door, and the floor tiles form a pressure plate trap. The players must solve the riddle to open the lock.',
  "Encounter 3: The Troll's Lair (Combat)",
  'A troll and four orcs wait in the great hall of the keep. The troll fights to the death while the orcs attack with spears.',
];

export const TOO_SHORT = 'Content too short for analysis (minimum 100 characters required)';

/** Creates a campaign document from the dashboard (as a guest) and waits for the editor. */
export async function openNewCampaign(page: Page, title: string): Promise<Locator> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'New Document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Document' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Type', { exact: true }).selectOption('campaign');
  await dialog.getByRole('button', { name: 'Create Document' }).click();
  await page.waitForURL(/\/editor\/[^/]+$/);
  const editor = page.getByTestId('editor-content');
  await expect(editor).toBeVisible();
  return editor;
}

/** Types lines into the editor, one paragraph each. */
export async function typeLines(page: Page, editor: Locator, lines: readonly string[]): Promise<void> {
  await editor.click();
  for (const [i, line] of lines.entries()) {
    await page.keyboard.insertText(line);
    if (i < lines.length - 1) await page.keyboard.press('Enter');
  }
}

/** Opens the Analyze Campaign tab and returns its panel. */
export async function openAnalyzeTab(page: Page): Promise<Locator> {
  await page.getByRole('tablist', { name: 'Assistant tools' }).getByRole('tab', { name: 'Analyze Campaign' }).click();
  const tab = page.getByTestId('analyze-tab');
  await expect(tab).toBeVisible();
  return tab;
}

/** The fights listed in the results, by title. */
export function encounter(tab: Locator, title: string): Locator {
  return tab.getByRole('article', { name: title });
}

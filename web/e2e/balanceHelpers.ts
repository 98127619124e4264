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

// An adventure typed as a game master writes one, in plain paragraphs: no
// "(Combat)" labels (issue 21; the same text is the Go test's
// testdata/emberfall.txt). For 4 characters of level 3: the toll bridge's
// ogre 450 XP x1 = 450, easy, if it comes to a fight (the party can talk
// its way past); three ghouls 600 XP x2 = 1,200, hard; a young red dragon
// 5,900 XP, deadly.
export const EMBERFALL_LINES = [
  "The Road to Emberfall",
  "The river town of Ashford sits where the old trade road crosses the Silverrun. The party arrives on a grey afternoon, as the ferrymen haul their boats ashore and the lamplighters begin their rounds.",
  "Mayor Tilda Marsh meets the heroes at the ferry landing and begs them for help. Caravans bound for the mountains have vanished on the road to Emberfall, and she can pay three hundred gold pieces to anyone who finds out why. \"Nobody comes back,\" she says, \"not the drivers, not the mules, not the cargo.\"",
  "The Drowned Lantern is the only tavern in town, and every traveller passes through it. The party can question the locals over a hot meal: a nervous fisherman saw lights moving on the ridge, a peddler swears that the toll keeper at the old bridge has grown rich, and the innkeeper remembers the map that the last caravan master left behind. Every conversation reveals part of the map.",
  "Encounter 1: The Toll Bridge. Half a day out of town, a single ogre demands a toll of one gold piece a head before anyone may cross the old stone bridge. Clever talk can avoid the fight: the ogre is slow-witted and always hungry, and a good meal or a fair bargain sends him back under the bridge.",
  "The road climbs through pine woods for two days. The party must find the old waymarkers under the snow, and a DC 12 Wisdom (Survival) check keeps them on the road when the fog comes down.",
  "Encounter 2: The Chapel of Lanterns. A ruined chapel stands beside the road, its graveyard half buried in snow. Three ghouls crouch among the headstones, gnawing on old bones, and they attack as soon as the heroes step through the gate.",
  "Encounter 3: The Spirit Door. Beyond the chapel, a stone door seals the mountain pass. Four spirits are carved into it, each holding a lantern, and a riddle is cut above them: \"The first lights the way, the second guards it, the third forgets it, the fourth ends it.\" To open the door, the heroes must turn the carved spirits until their lanterns face the right way and solve the riddle: dawn, noon, dusk and night.",
  "Encounter 4: The Dragon's Hoard. In the cave beyond the pass, a young red dragon sleeps on the stolen goods of the lost caravans, and the heroes must decide whether to bargain or strike. The dragon is vain and greedy: flattery and a share of the treasure may buy the drivers' freedom, but if it wakes angry, it fights to the death.",
  "With the drivers free and the road open again, the party returns to Ashford. Mayor Marsh pays the promised gold, and that night the lamplighters light every lantern on the road in the heroes' honour.",
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

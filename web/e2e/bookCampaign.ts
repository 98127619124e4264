// A short adventure as a game master writes one, for the book tests: a
// title, chapters and their sections, read-aloud text (quoted, and as a
// "Read aloud:" paragraph), a DM note, a sidebar, lists, and stat blocks of
// SRD creatures in the wrapper the Monsters tool writes (one of them
// legendary, which the book sets across both columns).
import type { Page } from '@playwright/test';
import type { Monster } from '../src/lib/api-types/srd';
import { statBlockHtml } from '../src/features/monsters/statBlock';

export const BOOK_CAMPAIGN_TITLE = 'The Bell Beneath Greywater';

/** The creatures, in the order the adventure meets them (GET /api/monsters/{slug}). */
export const BOOK_CAMPAIGN_MONSTERS = ['bandit-captain', 'veteran', 'ghoul', 'wight', 'sahuagin', 'giant-octopus', 'adult-black-dragon'] as const;
type Slug = (typeof BOOK_CAMPAIGN_MONSTERS)[number];

/** The creatures' stat blocks from the app's API (the SRD, as the Monsters tool gets them). */
export async function fetchMonsters(page: Page): Promise<Record<Slug, Monster>> {
  const entries = await Promise.all(
    BOOK_CAMPAIGN_MONSTERS.map(async (slug) => {
      const response = await page.request.get(`/api/monsters/${slug}`);
      if (!response.ok()) throw new Error(`GET /api/monsters/${slug}: ${response.status()}`);
      return [slug, ((await response.json()) as { monster: Monster }).monster] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Slug, Monster>;
}

/** The adventure as editor HTML. */
export function bookCampaignHtml(monsters: Record<Slug, Monster>): string {
  const block = (slug: Slug) => statBlockHtml(monsters[slug]);
  return [
    `<h1>${BOOK_CAMPAIGN_TITLE}</h1>`,
    '<p><em>An adventure for four to five characters of 5th to 7th level, about three sessions.</em></p>',

    '<h2>Introduction</h2>',
    '<p>For three nights the drowned bell of Greywater has rung beneath the harbour, and each morning another fisher is missing from the village. The bell hung in the chapel of Saint Orla until a storm sixty years ago tore the chapel from the cliff and dragged it into the sea. Nobody has heard it since, until now.</p>',
    '<p>The truth is older and colder than the villagers fear. A black dragon named Vethrixa has made her lair in the flooded crypts beneath the fallen chapel, and the sahuagin who serve her ring the bell to call the drowned dead up from the seabed. The ghouls they raise carry the fishers down to her, one boat at a time.</p>',
    '<p>Read aloud: Rain needles the slate roofs of Greywater as your cart rolls down the cliff road. Below, the harbour is a grey bowl of restless water, and somewhere under it, faint and slow, a bell is tolling. The villagers on the quay do not look up as you pass. They are watching the sea.</p>',
    '<h3>Adventure Hooks</h3>',
    '<ul><li><p>Reeve Amsel Tarn has posted a bounty of 200 gp for anyone who can silence the bell and bring the missing fishers home.</p></li><li><p>A scholar of the Silver Quill wants a rubbing of the bell\'s inscription, which names a saint the Church has struck from its records.</p></li><li><p>One of the characters has a cousin, Maddy Fell, among the missing. Her last letter spoke of lights under the water.</p></li></ul>',
    '<p><strong>DM Note:</strong> The bell rings only between midnight and the turn of the tide. If the characters arrive by day, let them hear the villagers\' stories first; the first ringing should be a scene of its own.</p>',

    '<h2>Chapter 1: The Village of Greywater</h2>',
    '<p>Greywater is a village of about two hundred souls clinging to a notch in the cliffs. Its people fish, mend nets, and distrust outsiders, though a purse of silver and a willingness to listen go a long way. Three places matter to the adventure: the Drowned Lantern inn, the reeve\'s hall, and the smugglers\' cave under the lighthouse.</p>',
    '<blockquote><p>The Drowned Lantern leans over the harbour on tarred pilings. Inside, a fire spits in a hearth built from ship\'s ballast, and a dozen fishers fall silent as the door opens. A woman with a hook for a left hand sets down the tankard she was polishing. "You\'re here about the bell," she says. It is not a question.</p></blockquote>',
    '<h3>The Drowned Lantern</h3>',
    '<p>The innkeeper, Hessa Coldwater, lost her hand to a shark and her husband to the sea. She rents rooms at 5 sp a night and knows every rumour in the village. If the characters buy a round for the house, she tells them what the fishers will not: that the missing boats were all found drifting with their lanterns still lit.</p>',
    '<p>A table of smugglers in the corner watches the characters closely. Their leader, a scarred half-elf called Corwin Vane, has been paid by the sahuagin to keep strangers away from the lighthouse. He tries charm first, then a bribe of 50 gp, and then a knife in an alley.</p>',
    block('bandit-captain'),
    '<h3>Rumours on the Quay</h3>',
    '<ul><li><p>The chapel bell was blessed to ring only for the dead, and it never rang for a living soul.</p></li><li><p>Old Jory swears he saw a woman walking on the water at low tide, dressed in black scales.</p></li><li><p>The lighthouse keeper has not lit his lamp in a week, and nobody has seen him buy bread.</p></li></ul>',
    '<blockquote><h3>Running the Smugglers</h3><p>Corwin\'s crew are not villains at heart. They took sahuagin pearls without asking what the pearls were for, and they are frightened. A character who shows them the bodies on the seabed, or who wins a hard Charisma (Persuasion) check, can turn them into allies with a boat, a map of the sea caves, and the password the sahuagin use.</p></blockquote>',
    '<p>Reeve Tarn is an anxious, decent man who has written twice to the duke for help and received no answer. He can offer the characters the village\'s only good boat and the key to the lighthouse, and his sergeant, a retired soldier named Brannoc, offers to go with them.</p>',
    block('veteran'),

    '<h2>Chapter 2: The Lighthouse Causeway</h2>',
    '<p>The lighthouse stands on a rock a quarter of a mile offshore, reached at low tide by a causeway of slick black stone. At high tide the causeway is under six feet of water. The characters have about two hours to cross, search the lighthouse and return before the sea closes behind them.</p>',
    '<p>Read or paraphrase the following: The causeway is wet and glistening, strewn with kelp that pops under your boots. Halfway across you notice the gulls have gone quiet. Then you see the footprints, bare and clawed, coming up out of the sea and leading toward the lighthouse door.</p>',
    '<h3>Area 1: The Keeper\'s Room</h3>',
    '<p>The lighthouse keeper, Ostric, died here a week ago. Two ghouls that came up the stair from the sea cave now crouch over what remains of him. They fight until destroyed and try to drag one character toward the trapdoor in the floor.</p>',
    block('ghoul'),
    '<h3>Area 2: The Lamp Gallery</h3>',
    '<p>At the top of the tower the great lamp is cold. Its lens has been turned to face the sea instead of the rocks, and a message is scratched into the brass in Aquan: "When the bell calls, the sea gives back what it took." A character who relights the lamp and turns it toward the harbour can see, for one minute, the shapes of drowned boats moving under the water toward the fallen chapel.</p>',
    '<p><strong>Sidebar: Tides and Time</strong> Track the tide in ten-minute turns. A character who studies the water and succeeds on a DC 12 Wisdom (Survival) check knows how many turns remain. When the sea covers the causeway, anyone still on it must swim against a strong current.</p>',
    '<h3>Area 3: The Sea Cave</h3>',
    '<p>A spiral stair beneath the trapdoor descends to a sea cave where the smugglers once landed their cargo. The cave floods at high tide. Its master is a wight, once the chapel\'s bell-ringer, who serves the dragon in return for the promise that the bell will one day ring for him.</p>',
    block('wight'),

    '<h2>Chapter 3: The Flooded Chapel</h2>',
    '<p>The chapel of Saint Orla lies sixty feet down on a shelf of rock at the harbour\'s mouth. The characters need water breathing, a diving bell borrowed from the smugglers, or a plan of their own to reach it. The sahuagin have cleared a path through the rubble and keep a watch on the chapel door.</p>',
    '<blockquote><p>Green light filters through the broken windows of the nave. Pews float against the ceiling, tethered by rotten ropes, and the saint\'s statue lies face down in the silt. Far above, in the belfry, a great bronze bell hangs motionless, and beneath it a shape with a fish\'s head and a spear waits with its eyes fixed on the door.</p></blockquote>',
    '<h3>Area 4: The Nave</h3>',
    '<p>Four sahuagin guard the nave. One of them carries a conch; if it is blown, every creature in the chapel knows the characters have come, and the octopus in the crypt stair wakes. The sahuagin fight in the water with great skill and retreat toward the belfry if half of them fall.</p>',
    block('sahuagin'),
    '<h3>Area 5: The Crypt Stair</h3>',
    '<p>A giant octopus has made its den in the collapsed stair to the crypts. It has been fed on fish and the occasional smuggler, and it attacks anything that enters its ink-dark nest. The missing fishers\' belongings lie in a heap behind it: nets, a child\'s carved whale, and Maddy Fell\'s silver locket.</p>',
    block('giant-octopus'),
    '<p><strong>Note:</strong> If the characters silence the bell before they face the dragon, her ghouls stop rising and the sahuagin lose heart. The wight, if it still exists, turns on its mistress in despair.</p>',

    '<h2>Chapter 4: The Lair of Vethrixa</h2>',
    '<p>The crypts beneath the chapel open into a drowned cavern where Vethrixa has heaped the treasure of a dozen wrecks. The water here is black and still, and the air pocket at the cavern\'s roof stinks of acid. The missing fishers who still live are chained to a rock at the water\'s edge, kept alive as a larder.</p>',
    '<p>Vethrixa is cunning and proud. She speaks before she fights, offering the characters a share of her treasure if they leave the village to her, and she remembers every insult. If she is reduced to half her hit points, she dives into the flooded tunnel that leads to the open sea and returns another night to take her revenge.</p>',
    block('adult-black-dragon'),
    '<h3>Treasure</h3>',
    '<p>The dragon\'s hoard holds 4,200 gp in mixed coins, a golden chalice set with pearls worth 750 gp, a trident of fish command, and the bell\'s lost clapper, without which the bell can never ring again.</p>',

    '<h2>Conclusion</h2>',
    '<p>If the characters silence the bell and drive off or slay Vethrixa, the fishers who survived are brought home to a village that does not know whether to weep or celebrate. Reeve Tarn pays the bounty, Hessa Coldwater never charges the characters for a room again, and the Silver Quill\'s scholar is eager to know what the bell\'s inscription really says. That is another adventure.</p>',
  ].join('');
}

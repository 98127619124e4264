package balance

// readyScene is a ready-to-run beat a recommendation inserts: a title and its
// body in simple markdown.
type readyScene struct {
	title, body string
}

// scenes are the built-in beats per category (combat is built for the
// party instead, see combatScene). Each is complete at the table: named
// characters, checks with DCs, and for puzzles the solution.
var scenes = map[Category][]readyScene{
	Roleplay: {
		{"The Toll-Keeper's Bargain", `Brannoc Vell, a broad half-orc with ink-stained fingers, keeps the toll at the only bridge for a day's ride. He asks 5 silver pieces a head and counts every coin twice, calling each traveler "friend".

**What he wants:** his daughter Mira writes to him from the city, but the couriers stopped coming. He waives the toll for anyone who promises to carry a letter to her.

**What he knows:** two nights ago a covered cart crossed after dark, escorted by riders who paid in old imperial coin and asked about the road north.

**Checks:** Persuasion DC 13 halves the toll; Insight DC 12 shows he is frightened, not greedy; Intimidation DC 15 gets him to talk, but he sends word ahead that armed strangers are coming.`},
		{"A Guest at the Campfire", `As the fire burns low, a hooded figure asks to share its warmth: Sister Ilsabet Marrow, a priest of the dawn, traveling alone and clutching a sealed reliquary. She speaks softly and quotes scripture when she is nervous, which is often.

**What she wants:** an escort to the next town, where her order can shelter the relic. She offers a potion of healing and the dawn's blessing in return.

**What she hides:** a cult has hunted her for a week. Insight DC 12 reveals she is terrified rather than hostile; Persuasion DC 14 (or a kept promise) earns the cult's password, "Ashes remember", which opens doors later in the adventure.

**Roleplay notes:** she never looks at the reliquary while she talks, and she asks each character what they pray to.`},
		{"The Fence in the Back Room", `Behind a candle shop that smells of tallow and smoke, Quill Tallowmere, a gnome fence with spectacles on a chain, buys what honest merchants will not. He never uses names and taps his nose when he agrees to something.

**What he offers:** 60 percent of value for anything the party has looted, no questions asked, and a rumor for every sale.

**What he wants:** a ledger stolen by a rival fence, now hidden under the floor of the Gilded Eel tavern. Bring it back and he reveals a secret way into the villain's stronghold.

**Checks:** Deception DC 14 passes off paste jewels; Insight DC 13 notices he fears the rival more than he admits; Persuasion DC 15 raises his price to 75 percent.`},
	},
	Exploration: {
		{"The Drowned Shrine", `Off the path, reeds hide a shrine half sunk in black water. A moss-green statue of a forgotten river goddess stands knee-deep, one hand held out, palm up. Frogs fall silent when the party wades in.

**Perception DC 13:** a glint of coins beneath the water at the statue's feet: an offering bowl, long forgotten.

**Survival DC 12:** tide marks on the stones show the water rises at nightfall; the party has about an hour.

**Investigation DC 14:** a loose stone behind the statue hides a waxed scroll case holding a map fragment of the next location.

**Reward:** a coin placed in the goddess's hand grants the giver advantage on their next saving throw before the next long rest.`},
		{"The Old Survey Cairn", `On a windy ridge above the road stands a cairn of stacked stones, taller than a man, topped with a brass plate green with age. Scratched into the brass are arrows, distances and a surveyor's mark.

**Athletics DC 12:** climbing the cairn to read the plate; on a failure the climber slides down in a rattle of stones, and anything nearby hears it.

**Investigation DC 13:** the plate shows a shortcut through the ravine to the east that saves half a day. **Survival DC 14** to follow it; on a failure the party arrives at dusk instead of midday.

**Cache:** beneath the bottom stone, a surveyor's oilskin bundle: 50 feet of silk rope, three days of rations and a spyglass with a cracked lens.`},
		{"The Collapsed Stair", `A spiral stair climbs into darkness, but halfway up the steps end in broken stone: a 15-foot gap over a drop full of rubble, with the next landing just visible above.

**Crossing:** Acrobatics DC 13 to jump the gap, or Athletics DC 12 to climb the wall with a rope; a failure means a fall and 1d6 bludgeoning damage.

**The landing:** an alcove painted with faded murals of the builders at work. Investigation DC 13 reads the murals as a plan of the lower halls, including a hidden door behind the third pillar.

**Treasure:** among owl feathers and old bones lies a silver locket (25 gp) with a portrait of someone an NPC will recognize.`},
	},
	Puzzle: {
		{"The Three Braziers", `A sealed stone door stands behind three cold braziers. The first is carved with a rooster, the second with a broken sword, the third with a lantern. Above the door:

> *First the one who wakes the day, then the one who ends the fray, last the one who lights the way.*

**Solution:** light the rooster, then the broken sword, then the lantern. The door grinds open.

**Wrong order:** all three flames die and a chill deals 1d4 cold damage to whoever lit the last brazier.

**Hints:** History or Religion DC 12 recalls that the rooster greets the dawn and a broken sword marks a battle's end; a character who examines the lantern finds its glass still warm.`},
		{"The Weighted Scales", `Before a lowered portcullis hangs a great bronze scale. The left pan holds a heart carved from stone; four brass weights, marked 1, 2, 4 and 8, sit on a shelf. A plaque reads:

> *I am the number that sailors fear and builders skip. Weigh my heart with exactly that.*

**Solution:** the unlucky number is 13: put the 8, the 4 and the 1 on the right pan. The pans level and the portcullis rises.

**Wrong answer:** the portcullis drops another inch and the pans reset. After the third failure, darts fire from the walls (Dexterity DC 12 saving throw, 1d4 piercing damage).

**Hints:** Investigation DC 13 finds tally marks scratched by a former prisoner: thirteen, crossed out.`},
		{"The Silent Bell", `In a pitch-dark chamber, a bronze bell with no clapper hangs above a locked iron chest. Words are carved around its rim:

> *I fill the room but take no space. Bring me in and I will ring.*

**Solution:** light. A torch, a lantern or a light spell held beneath the bell makes it ring, for its inside is polished like a mirror, and the chest unlocks. Speaking the answer aloud works too.

**Wrong answers:** each one makes the bell hum lower; after three, the chest's lock seals until the next dawn.

**Hints:** Perception DC 12 notices the bell's mirrored inside when any light is near; Arcana DC 13 recognizes a sound-and-light glyph.`},
	},
	Transition: {
		{"On the Road", `The road unspools through hedgerows and sleepy hamlets. Read or paraphrase: *Two days pass in dust and birdsong. The nights grow colder, and on the second evening smoke rises from the hills ahead.*

**At the table:** ask each player one question and let the answers set the mood: "What does your character do while the others sleep?" and "What did you buy, or steal, before leaving town?"

**The choice:** at a fork, a weathered sign points to the quick road past the burned village, or the longer river path where the current is said to carry voices.`},
		{"A Night's Rest", `The party finds shelter in a shepherd's hut, dry and hidden from the road. Read or paraphrase: *Rain drums on the turf roof. Somewhere outside, a sheep bell clinks and falls silent.*

**The rest:** the party may take a long rest. During the second watch, the character on guard sees a lantern moving on the far hillside; it goes out when they look at it directly.

**The dream:** one character dreams of the place the adventure is heading, seen from above, with one detail that turns out to be true.`},
		{"Word Arrives", `A mud-spattered courier, Tamsin Reed, catches up with the party, her horse blowing hard. She carries a sealed letter from their patron.

**The letter:** the stakes have risen: the enemy has moved sooner than expected, and the party has three days, not seven. It names one new ally who can be trusted.

**Tamsin:** she wants to ride on at once, but will share one piece of road gossip for a hot meal and tells the party which crossing is watched.`},
	},
}

// foe is a creature a built-in fight can use, scaled to the party.
type foe struct {
	// name is the SRD creature's (its challenge rating and XP come from
	// the catalogue).
	name, plural string
	// solo foes fight alone (the text speaks of one); the others in groups
	// of two or more.
	solo           bool
	setup, tactics string
}

// foes are SRD creatures for parties of level 1 to 20, weakest first.
var foes = []foe{
	{"kobold", "kobolds", false, "Kobolds skitter out of the mine tunnels, dragging a net weighted with stones.",
		"They use Pack Tactics, drop the net on whoever leads, and flee into tunnels too small for anyone bigger than a halfling."},
	{"bandit", "bandits", false, "Bandits step onto the road from behind a felled tree and demand a toll \"for the road's upkeep\".",
		"They want coin, not corpses: they surrender or scatter once two of them fall."},
	{"wolf", "wolves", false, "A pack circles out of the tall grass, hackles raised, herding the party towards a thorn thicket.",
		"The wolves use Pack Tactics: two on one target, trying to knock it prone. They flee when half the pack has fallen."},
	{"goblin", "goblins", false, "Goblins wait on a rocky ledge above the path, shortbows drawn, a rope bridge cut behind them.",
		"They shoot, then Disengage and Hide behind the rocks. They surrender if their boldest falls, offering to sell out whoever hired them."},
	{"orc", "orcs", false, "A war party of orcs crashes out of the trees, howling, greataxes raised.",
		"They charge the nearest target and use Aggressive to close the distance. They fight to the death while any of them still stands."},
	{"gnoll", "gnolls", false, "Hyena laughter rings from the ruins as gnolls lope towards the party, spears leveled.",
		"They surround a lone character and use Rampage to chase down the wounded. A gnoll reduced to a few hit points howls and flees."},
	{"bugbear", "bugbears", false, "Bugbears drop from the rafters of the ruined barn, morningstars swinging.",
		"They open with Surprise Attack on whoever stands apart and retreat into the dark when two of them fall."},
	{"ghoul", "ghouls", false, "Ghouls claw their way up from the churchyard soil, grave dirt falling from their jaws.",
		"They try to paralyze with their claws and drag a paralyzed victim away. They never flee."},
	{"ogre", "ogres", false, "Ogres block the pass, lounging among broken wagons and picking their teeth with a spear.",
		"They hurl javelins, then wade in with greatclubs at the smallest target. Clever words can turn them: they are always hungry."},
	{"owlbear", "owlbears", true, "A screech splits the forest and an owlbear bursts from the undergrowth, defending its nest.",
		"It grapples one target and fights until badly wounded. Moving away from the nest ends the fight."},
	{"troll", "trolls", false, "Trolls wade out of the swamp, moss hanging from their shoulders, sniffing the air.",
		"They regenerate unless burned, and they know it: they keep fighting until fire or acid hurts them, then retreat into the water."},
	{"hill giant", "hill giants", false, "Hill giants tear boulders from the slope above the road, bellowing at each other about who gets to eat first.",
		"They throw rocks from the slope, then close in with greatclubs. They argue when hurt, and a bribe of food splits them."},
	{"stone giant", "stone giants", false, "Stone giants step out of the cliff face as if from the rock itself, silent and gray.",
		"They throw rocks from range and catch those thrown back. They withdraw if the party shows respect for their mountain."},
	{"frost giant", "frost giants", false, "Frost giants stride across the frozen lake, greataxes on their shoulders, the ice booming under their feet.",
		"They fight in the open, breaking the ice to strand their foes. They respect strength and parley with whoever wounds them most."},
	{"fire giant", "fire giants", false, "Fire giants stand guard at the forge-gate, their greatswords glowing from the coals.",
		"They hold the gate shoulder to shoulder and throw rocks at spellcasters. They fight to the last for their lord."},
	{"young red dragon", "young red dragons", true, "A young red dragon lands on the ruined tower above the party, heat rolling from its scales.",
		"It opens with its fire breath, takes to the air, and breathes again as soon as it can. It flees when badly hurt, swearing revenge."},
	{"adult blue dragon", "adult blue dragons", true, "Sand hisses and an adult blue dragon erupts from the dunes, lightning crackling between its teeth.",
		"It uses its lightning breath on clustered foes, legendary actions to stay out of reach, and burrows away when the fight turns."},
	{"adult red dragon", "adult red dragons", true, "An adult red dragon coils on its hoard, watching the party with amusement before it rises.",
		"It uses Frightful Presence first, then its fire breath, and lair actions to split the party. It never leaves its hoard."},
	{"ancient red dragon", "ancient red dragons", true, "The mountain itself seems to breathe: an ancient red dragon uncoils from the lava-lit cavern.",
		"It fights with every legendary and lair action, targets healers first, and bargains only when it has already won."},
}

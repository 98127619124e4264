package monsters

// setting is what an environment brings: name words, places for the lore,
// sentences for look, habits (with {move}) and lore (with {place}), and
// power, how a breath weapon looks there (see motif).
type setting struct {
	names, places, looks, habits, lore []string
	power                              string
}

// Environments are the suggested environments (spec section 9).
var Environments = []string{"Underwater", "Desert", "Arctic", "Urban", "Jungle", "Mountain", "Swamp", "Underground", "Volcanic", "Cosmic/Space"}

var settings = map[string]setting{
	"underwater": {
		names:  []string{"Reef", "Tidal", "Brine", "Drowned", "Coral", "Abyssal"},
		places: []string{"the drowned reefs", "the sunken city", "the kelp forests"},
		looks:  []string{"Barnacles and trailing kelp cling to its {covering}, and a pale glow follows it through dark water.", "Its body is slick and streamlined, with gill-slits that flutter as it breathes the sea."},
		habits: []string{"It {move} up from the depths to drag prey below, where the water fights on its side.", "It hides among wrecks and weed, and strikes when the current carries the scent of blood."},
		lore:   []string{"Fishers of {place} tell of lights beneath the waves in the hour before the {name} rises.", "The merfolk of {place} pay the {name} tribute in pearls to keep it from their nurseries."},
		power:  "the {stuff} boils out in a rush of bubbles",
	},
	"desert": {
		names:  []string{"Dune", "Sandscour", "Sunbleached", "Mirage", "Sirocco", "Saltborn"},
		places: []string{"the Glass Dunes", "the sunken oasis", "the salt flats"},
		looks:  []string{"Its {covering} {is} sun-bleached and cracked like old leather, and sand pours from it with every movement.", "It shimmers like a mirage in the heat, the color of sand at noon."},
		habits: []string{"It {move} beneath the sand by day and hunts at dusk, when travelers stop to make camp.", "It waits by the last waterhole on the road, patient as the desert itself."},
		lore:   []string{"Caravan guides crossing {place} leave water at a certain cairn so that the {name} lets them pass.", "The {name} guards a lost city under {place} whose treasure no one has lived to spend."},
		power:  "the {stuff} comes wrapped in a swirl of scouring sand",
	},
	"arctic": {
		names:  []string{"Rime", "Frostbitten", "Glacier", "Snowveil", "Hoarfrost", "Winter"},
		places: []string{"the Frostmarch", "the ice shelf", "the frozen pass"},
		looks:  []string{"Frost rimes its {covering}, and its breath hangs in the air like smoke.", "It is white as fresh snow, broken only by its pale blue {core}."},
		habits: []string{"It {move} through blizzards that blind its prey, and waits for the cold to weaken them.", "It drives intruders onto thin ice and lets the lake do the rest."},
		lore:   []string{"Trappers of {place} say the {name} wakes only in the longest nights of winter.", "The {name} is bound to a glacier in {place}; when the ice retreats, it comes south."},
		power:  "the {stuff} comes out a pale, glacial blue-white, and freezing mist hangs where it passed",
	},
	"urban": {
		names:  []string{"Alley", "Gutter", "Chimney", "Cobblestone", "Lamplight", "Sewer"},
		places: []string{"the Old Quarter", "the sewers beneath the city", "the docks"},
		looks:  []string{"It wears the grime of the streets, soot in its {covering} and a tattered cloak over its back.", "It has learned to hide in plain sight, disguised by rags and shadow."},
		habits: []string{"It {move} across rooftops and through sewers, striking where the watch never patrols.", "It knows the city's bells and curfews, and hunts in the gap between the lamplighters' rounds."},
		lore:   []string{"The thieves' guild of {place} keeps the {name} fed in exchange for its silence about their tunnels.", "Disappearances in {place} cluster around the new moon, and the watch has stopped looking into them."},
		power:  "the {stuff} belches out in a sooty cloud, like smoke from a foundry chimney",
	},
	"jungle": {
		names:  []string{"Vinecloak", "Canopy", "Orchid", "Jade", "Mossback", "Emerald"},
		places: []string{"the Emerald Canopy", "the ruined jungle temple", "the river delta"},
		looks:  []string{"Vines and bright orchids grow from its {covering}, mottled green and gold like dappled sunlight.", "Its {covering} {is} patterned like the jungle floor, and insects buzz in a cloud around it."},
		habits: []string{"It {move} through the canopy above its prey and drops without a sound.", "It marks its territory with poisoned thorns and ambushes anyone who steps past them."},
		lore:   []string{"The tribes of {place} paint the {name}'s likeness on their shields for courage.", "A shrine deep in {place} is said to be the {name}'s birthplace, and its last priests its keepers."},
		power:  "the {stuff} rolls out in a humid, green-tinged haze",
	},
	"mountain": {
		names:  []string{"Crag", "Stonepeak", "Highland", "Eyrie", "Granite", "Avalanche"},
		places: []string{"the high passes", "the Spine of the World", "the abandoned dwarven hold"},
		looks:  []string{"Its {covering} {is} weathered like granite, and lichen grows in its cracks.", "It is gray as the mountainside, streaked with snow and scarred by falling rock."},
		habits: []string{"It {move} among cliffs and ledges, forcing foes to fight on the edge of a fall.", "It starts rockslides to split a party before it attacks."},
		lore:   []string{"Goatherds in {place} set offerings on the high stones to keep the {name} sated.", "The dwarves of {place} record the {name} in their oldest ledgers as a debt still owed."},
		power:  "the {stuff} roars down on its targets like an avalanche",
	},
	"swamp": {
		names:  []string{"Bog", "Mire", "Fen", "Mossy", "Sludge", "Marsh"},
		places: []string{"the Sunken Fen", "the drowned village", "the mangrove maze"},
		looks:  []string{"Mud and rotting reeds drip from its {covering}, and its {core} glow like marsh lights.", "It is draped in moss and leeches, and it smells of stagnant water."},
		habits: []string{"It {move} beneath the black water and waits for prey to wade in.", "It lures travelers off the causeway with lights that look like lanterns."},
		lore:   []string{"Ferrymen in {place} refuse to work after dark for fear of the {name}.", "The {name} once guarded {place}, before the waters rose and swallowed its charge."},
		power:  "the {stuff} rolls out with the reek of marsh gas",
	},
	"underground": {
		names:  []string{"Deep", "Cavern", "Gloom", "Lightless", "Stalactite", "Tunnel"},
		places: []string{"the Underdark", "the old mines", "the sunless sea"},
		looks:  []string{"Its {covering} {is} bleached pale by a life without sunlight, and its {core} are wide and glassy.", "Glowing fungus grows on its {covering}, the only light it has ever known."},
		habits: []string{"It {move} through cramped tunnels it knows by touch, and snuffs out light before it strikes.", "It hunts by sound and tremor, and goes still whenever a torch comes near."},
		lore:   []string{"Miners who break into a new seam in {place} listen first for the {name}'s scratching.", "The drow of {place} use the {name} as a living trap at the borders of their realm."},
		power:  "the {stuff} glows with the pale light of cave fungus",
	},
	"volcanic": {
		names:  []string{"Cinder", "Magma", "Obsidian", "Ember", "Slag", "Ashfall"},
		places: []string{"the Ashfall Caldera", "the obsidian fields", "the lava tubes"},
		looks:  []string{"Cracks of molten light glow through its {covering}, and ash falls from it like snow.", "Its {covering} {is} black as obsidian, and the ground stays warm long after it has gone."},
		habits: []string{"It {move} through ash clouds and lava tubes, and fights where the heat exhausts its foes.", "It guards the vents where the ground is hottest and drives intruders toward the lava."},
		lore:   []string{"Smiths near {place} say metal quenched in the {name}'s lair never breaks.", "The {name} wakes whenever the volcano rumbles, and the villages around {place} measure eruptions by its cries."},
		power:  "the {stuff} is laced with molten cinders",
	},
	"cosmic": {
		names:  []string{"Star", "Void", "Nebula", "Comet", "Astral", "Moonlit"},
		places: []string{"the Astral Sea", "the broken moon", "the observatory at the edge of the world"},
		looks:  []string{"Starlight glitters in its {covering}, and it leaves a faint trail like a comet's tail.", "It floats as though gravity were a suggestion, and its {core} reflect distant galaxies."},
		habits: []string{"It {move} through the void unseen and attacks from angles that should not exist.", "It drifts between stars for centuries and wakes hungry whenever a ship passes."},
		lore:   []string{"Astronomers at {place} charted the {name}'s orbit long before anyone saw it up close.", "The {name} fell from {place} in a shower of meteors, and its crater is still warm."},
		power:  "the {stuff} trails glittering stardust",
	},
	// custom serves an environment the writer does not know; {env} is its text.
	"custom": {
		places: []string{"the {env}"},
		looks:  []string{"Its {covering} {has} adapted to the {env}, and it carries the colors and scars of that place.", "Everything about its look says the {env}: it would pass unnoticed there until it moved."},
		habits: []string{"It {move} through the {env} as if born there, and uses the land against intruders.", "It knows every hiding place in the {env}, and chooses where each fight happens."},
		lore:   []string{"People who live near {place} know the {name} by its signs long before they see it.", "Every guide in {place} has a story about the {name}, and a route that avoids it."},
		power:  "the {stuff} takes on the colors of the {env}",
	},
}

// environmentKeys maps environment names (lower case) to their setting.
var environmentKeys = map[string]string{
	"underwater": "underwater", "ocean": "underwater", "sea": "underwater", "aquatic": "underwater", "coastal": "underwater",
	"desert": "desert", "dunes": "desert", "badlands": "desert",
	"arctic": "arctic", "tundra": "arctic", "ice": "arctic", "snow": "arctic", "frozen": "arctic",
	"urban": "urban", "city": "urban", "town": "urban", "sewers": "urban",
	"jungle": "jungle", "rainforest": "jungle", "tropical": "jungle",
	"mountain": "mountain", "mountains": "mountain", "alpine": "mountain", "hills": "mountain",
	"swamp": "swamp", "marsh": "swamp", "bog": "swamp", "wetlands": "swamp",
	"underground": "underground", "underdark": "underground", "caves": "underground", "cavern": "underground", "caverns": "underground", "dungeon": "underground",
	"volcanic": "volcanic", "volcano": "volcanic", "lava": "volcanic",
	"cosmic/space": "cosmic", "cosmic": "cosmic", "space": "cosmic", "astral": "cosmic", "outer space": "cosmic", "cosmic space": "cosmic",
}

// mood is what a tone brings: name words, look and habit clauses (when no
// theme leads), look and habit sentences, lore and plot hooks. guide
// describes the tone to the model. shades replace the sentences and hooks
// under a theme whose register the plain ones would contradict: a heroic
// horror is a grim guardian, not a knight who spares the fleeing.
type mood struct {
	guide                               string
	names, looks, lookSentences, habits []string
	habitSentences, lore, hooks         []string
	shades                              map[register]shade
}

// shade is a tone's look and habit sentences and hooks for one register.
type shade struct {
	lookSentences, habitSentences, hooks []string
}

// sentences returns the tone's look and habit sentences and hooks for a
// theme of register r.
func (m mood) sentences(r register) shade {
	if s, ok := m.shades[r]; ok {
		return s
	}
	return shade{m.lookSentences, m.habitSentences, m.hooks}
}

var moods = map[Tone]mood{
	ToneDark: {
		guide:          "grim and menacing, with weight and consequence",
		names:          []string{"Grim", "Blackened", "Gloom", "Shade", "Dusk", "Hollow"},
		looks:          []string{"its {covering} {is} marked by old scars and older stains", "it moves with a weary, deliberate menace"},
		lookSentences:  []string{"Old scars and older stains mark it as something that has survived far worse than the party.", "Its shadow seems darker than the light allows."},
		habits:         []string{"it is patient and cruel, and always goes for the weakest first", "it fights to the death when cornered and remembers every foe that escapes"},
		habitSentences: []string{"It is patient and cruel, and it always goes for the weakest first.", "It fights to the death when cornered, and it remembers every foe that escapes."},
		lore:           []string{"The {name} has no legend, only a list of the dead it has left behind.", "Even other monsters give the {name} a wide berth."},
		hooks: []string{"A village has been feeding the {name} its outcasts to stay safe; the party arrives the night the bargain breaks.",
			"A grieving parent offers everything they own for the {name}'s head, and lies about why.",
			"The {name} carries a signet ring from a noble house that swears it has lost no one."},
		shades: map[register]shade{bright: {
			lookSentences: []string{"Beneath the beauty, something cold and unforgiving watches from its {core}.",
				"Its splendor is faded and stained, like a tapestry left hanging in a ruined hall."},
			habitSentences: []string{"It keeps its rules without mercy, and a promise broken to it is paid for in blood.",
				"It is patient and unforgiving, and it remembers every slight for a hundred years."},
			hooks: []string{"The {name} once protected the valley, but the valley broke faith with it, and the party arrives as the debt comes due.",
				"A family's fortune comes from an old bargain with the {name}, and this year the price is their youngest child.",
				"The {name} has begun to punish the innocent along with the guilty, and no one knows what changed."},
		}},
	},
	ToneWhimsical: {
		guide:          "playful, odd and light-hearted, while still a real threat",
		names:          []string{"Giggling", "Bumbling", "Puddlejump", "Teacup", "Fizzwhisker", "Tumbledown"},
		looks:          []string{"it wears a ridiculous feathered hat at a jaunty angle", "its {covering} {is} patterned in bright, clashing colors"},
		lookSentences:  []string{"Somehow it always looks faintly pleased with itself.", "It hums a tune no one quite recognizes, slightly off-key."},
		habits:         []string{"it would rather trick, tease or bargain than fight", "it steals shiny things mid-fight and is easily distracted by a good joke"},
		habitSentences: []string{"It would rather trick, tease or bargain than kill, and it retreats in a huff when outwitted.", "It steals shiny things mid-fight and is easily distracted by a good joke."},
		lore:           []string{"Children leave sweets on the windowsill for the {name}, and it has never once harmed them.", "The {name} collects spoons, and nobody knows why."},
		hooks: []string{"The {name} has stolen the mayor's hat and demands a riddle contest for its return.",
			"The {name} wants to join the party and will not take no for an answer.",
			"A baker swears the {name} ate every pie in town, and it left a polite thank-you note."},
		shades: map[register]shade{grim: {
			lookSentences: []string{"It grins as if at a joke only it understands, and the joke is never a kind one.",
				"It hums a nursery rhyme, slightly off-key, the whole time it hunts."},
			habitSentences: []string{"It plays with its prey like a cat with a mouse, and it finds their panic very funny.",
				"It leaves riddles scratched on doors, and the answers are always the names of its next victims."},
			hooks: []string{"The {name} sends the party a hand-written invitation to a game of hide-and-seek, with the rules on the back and a dark stain on the corner.",
				"A puppet show about the {name} draws crowds in every village, and each performance ends with one fewer member of the audience.",
				"The {name} has taken a toy from every house in the village, one a night, and tonight it returned one, with a bow on it."},
		}},
	},
	ToneHorror: {
		guide:          "unsettling and frightening, built on dread and the uncanny",
		names:          []string{"Flayed", "Weeping", "Skinless", "Whispering", "Pale", "Grinning"},
		looks:          []string{"its skin looks stretched, as if something larger is trying to get out", "its mouth opens far wider than it should"},
		lookSentences:  []string{"Look at it too long and its outline seems to shift, as if something else is wearing it.", "Animals fall silent when it is near, and dogs will not stay under the same roof."},
		habits:         []string{"it stalks rather than charges, letting fear do half its work", "it lets one victim escape each time, so the story spreads"},
		habitSentences: []string{"It stalks rather than charges, letting fear do half its work.", "It lets one victim escape each time, so that the story spreads."},
		lore:           []string{"Those who survive the {name} wake screaming for months, and their dreams all end in the same room.", "The {name} was first seen the night the old well was unsealed."},
		hooks: []string{"The party finds the survivors of the {name}'s last visit, and none of them can remember their own names.",
			"Every mirror in the inn shows the {name} standing just behind the party.",
			"A child draws pictures of the {name} before each attack, and her newest drawing shows the party's camp."},
		shades: map[register]shade{bright: {
			lookSentences: []string{"Its beauty is wrong in a way that is hard to name, and looking at it too long makes the eyes water.",
				"It smiles constantly, and the smile never reaches its {core}."},
			habitSentences: []string{"It is unfailingly polite, and that politeness is the most frightening thing about it.",
				"It takes those who break its rules, and they are found later, smiling, unable to speak."},
			hooks: []string{"Everyone the {name} has blessed now sleepwalks to the same hill each night.",
				"The {name} has invited the party to a feast, and the other guests have not moved in days.",
				"A child says the {name} is her friend, and every adult who doubted her has gone missing."},
		}},
	},
	ToneHeroic: {
		guide:          "noble and awe-inspiring, a worthy foe or ally for heroes",
		names:          []string{"Valiant", "Oathbound", "Dawnguard", "Bright", "Warden", "Noble"},
		looks:          []string{"it carries itself with a fierce, unmistakable dignity", "old battle scars cross its {covering} like medals"},
		lookSentences:  []string{"It carries itself with a fierce, unmistakable dignity.", "Its {core} shine with a clear, steady light."},
		habits:         []string{"it fights to protect its charge, not out of hunger or spite", "it warns intruders before it attacks and never strikes a fleeing foe"},
		habitSentences: []string{"It fights to protect its lair or its charge, and it can be reasoned with by those who show courage.", "It warns intruders before it attacks, and it never strikes a fleeing foe."},
		lore:           []string{"Bards sing of the {name} as the last defender of a fallen kingdom.", "Knights once swore their oaths before the {name}, and some still do."},
		hooks: []string{"The {name} guards something precious, and the party can decide whether it is a monster or the last loyal sentinel.",
			"Poachers have wounded the {name}, and it needs the party's help to reach safety.",
			"A rival company has been hired to slay the {name}, and the party has heard only one side of the story."},
		shades: map[register]shade{grim: {
			lookSentences: []string{"For all its horror, it carries itself like a sentinel at its post.",
				"Old wounds cross its {covering}, each one taken standing between something worse and the world."},
			habitSentences: []string{"It is terrible, but it keeps an ancient duty: it fights only those who cross the boundary it guards.",
				"It meets any champion who challenges it openly, and it honors those who stand their ground."},
			hooks: []string{"The {name} is the only thing holding back something far worse, and killing it would set that free.",
				"A paladin sworn to slay the {name} has learned what it guards, and begs the party to help her break her oath.",
				"The {name} has left one survivor alive after every battle for a century, and each of them went on to become a hero."},
		}},
	},
	ToneMysterious: {
		guide:          "enigmatic and eerie, full of unanswered questions",
		names:          []string{"Veiled", "Whispering", "Umbral", "Silent", "Nameless", "Twilight"},
		looks:          []string{"its {core} reflect a light that is not in the room", "a faint mist clings to its {covering} and never quite clears"},
		lookSentences:  []string{"Its {core} reflect a light that is not in the room.", "Its tracks start and stop without reason, as if it walked out of the air."},
		habits:         []string{"its goals are unclear, and it may watch intruders for hours before acting", "it seems to know the party's names, and it uses them"},
		habitSentences: []string{"Its goals are unclear; it may watch intruders for hours before acting, or leave without a fight.", "It seems to know the party's names, and it uses them."},
		lore:           []string{"No two accounts of the {name} agree, except that it always appears before a great change.", "The {name} has been sighted in the same place once a generation for three hundred years."},
		hooks: []string{"A scholar pays well for proof that the {name} is more than a story, and for the strange sigil it leaves behind.",
			"The {name} has begun leaving gifts at the party's door, each one older than the last.",
			"Witnesses in three different towns describe the {name} attacking at the same hour."},
	},
}

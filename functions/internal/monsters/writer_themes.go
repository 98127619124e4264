package monsters

// motif is what a theme brings to a re-skin: words for the new name,
// clauses for its look and its habits (they follow "but"), lore sentences,
// its register (grim, bright or neither: which shade of a tone fits it)
// and power, a clause for how a breath weapon looks in this skin ({stuff}
// is "fire", "frost"...). Texts may use {name}, {orig}, {covering}, {core}
// and {theme}.
type motif struct {
	names, looks, habits, lore []string
	register                   register
	power                      string
}

// register is the emotional color of a theme: a tone's sentences that
// would contradict it ("never strikes a fleeing foe" in a horror skin, a
// pie-eating prank in a plague skin) are swapped for the tone's shade for
// that register.
type register int

const (
	neutral register = iota
	grim
	bright
)

// themeMotifs are the theme families the writer knows.
var themeMotifs = map[string]motif{
	"horror": {
		names:    []string{"Dread", "Hollow", "Weeping", "Gloam", "Rotting", "Carrion"},
		looks:    []string{"something else seems to be wearing its {covering} like a costume", "its {core} never blink, and its shadow moves a heartbeat late"},
		habits:   []string{"it strikes only when its prey is alone, and leaves the bodies posed", "it mimics the voices of its last victims to lure the next"},
		lore:     []string{"No one who saw the first {name} up close describes it the same way twice.", "The {name} was once an ordinary {orig}, until it fed on something that should have stayed buried."},
		register: grim,
		power:    "the {stuff} pours out thick and slow, and seems to whisper as it spreads",
	},
	"steampunk": {
		names:  []string{"Cogwork", "Brass", "Pistonheart", "Gearbound", "Steamforged", "Clockwork"},
		looks:  []string{"brass rivets stud its {covering} and a soot-black boiler hisses where its heart should be", "copper pipes run along its body, venting steam in rhythm with its breathing"},
		habits: []string{"every blow is driven by pistons and announced by a shriek of steam", "it must vent pressure after each burst of violence, a pause clever foes can exploit"},
		lore:   []string{"An artificers' guild built the first {name} to guard its foundries; the later ones assembled themselves.", "The {name} began as a failed war engine, rebuilt around a captured {orig} by a foundry that has since gone silent."},
		power:  "the {stuff} bursts from brass vents in its throat with a shriek of steam",
	},
	"fairytale": {
		names:    []string{"Thornbriar", "Moonlit", "Silverbell", "Gingerbread", "Whistledown", "Briar"},
		looks:    []string{"ribbons, bells and briar roses are woven through its {covering}, and it smells faintly of baking bread", "its {core} glitter like polished buttons and its voice rhymes when it speaks"},
		habits:   []string{"it honors bargains, riddles and the rule of three, and cannot refuse a polite request", "it offers travelers a choice before it attacks, and spares those who choose kindly"},
		lore:     []string{"Grandmothers tell of the {name} who guards the crossroads and asks every traveler a single question.", "The {name} was cursed into this shape, and the curse breaks only when someone shares a meal with it willingly."},
		register: bright,
		power:    "the {stuff} glitters with sparks like spilled fairy dust",
	},
	"postapoc": {
		names:    []string{"Rustscar", "Scrap", "Ashwalker", "Wasteborn", "Fallout", "Junkyard"},
		looks:    []string{"scavenged plates of rusted metal are bolted to its {covering}, and its {core} have a sickly green sheen", "it wears the ruins of the old world: chains, broken glass and a cracked gas mask"},
		habits:   []string{"it hoards clean water and fights hardest near its cache", "it hunts in the dust storms, when the survivors' lookouts are blind"},
		lore:     []string{"The {name} is what the cataclysm made of the {orig}: tougher, hungrier and drawn to the last working machines.", "Scavenger clans trade in {name} parts and tell of a nest beneath the dead city's broken tower."},
		register: grim,
		power:    "the {stuff} sputters out green-tinged and reeking of fuel",
	},
	"celestial": {
		names:    []string{"Radiant", "Haloed", "Dawnwing", "Gilded", "Seraphic", "Starborn"},
		looks:    []string{"golden light leaks through cracks in its {covering}, and a faint choir hums whenever it moves", "a halo of pale fire hangs above it and its {core} shine like polished silver"},
		habits:   []string{"it will not strike first at anyone who kneels or prays, and it fights with a terrible, serene patience", "it judges each foe before it fights, and turns its full fury on those who have shed innocent blood"},
		lore:     []string{"The {name} was set on the mortal world by a forgotten god to guard a relic whose purpose no one remembers.", "Temples disagree on whether the {name} is an angel's servant or its punishment, and both want it found."},
		register: bright,
		power:    "the {stuff} is shot through with threads of golden light",
	},
	"cosmic": {
		names:    []string{"Starless", "Voidborn", "Farspawn", "Aetheric", "Eldritch", "Unseen"},
		looks:    []string{"its {covering} ripples like oil on water, and constellations that match no known sky drift across it", "too many angles meet in its body, and its {core} seem to look out from somewhere else entirely"},
		habits:   []string{"it speaks into the minds of those nearby, whispering truths that are worse than lies", "it moves between heartbeats, so that it is never quite where the eye last saw it"},
		lore:     []string{"The {name} slipped through a thin place between the stars during a conjunction astronomers still argue about.", "Cultists believe the {name} is a herald; scholars fear it is only a scout."},
		register: grim,
		power:    "the {stuff} is full of tiny drifting stars that wink out one by one",
	},
	"primal": {
		names:  []string{"Ironhide", "Elder", "Bloodfang", "Wildheart", "Ancient", "Great"},
		looks:  []string{"it is larger and older than any {orig} has a right to be, its {covering} marked with ritual scars", "moss, bone and old spearheads have grown into its {covering}"},
		habits: []string{"it fights like the wild itself, ignoring pain until its territory is safe", "it leads lesser beasts, and the land around its den falls silent when it hunts"},
		lore:   []string{"Druids speak of the {name} as the first of its kind, the one every {orig} still dreams of.", "Hunters once took the {name} as a rite of passage; none of the recent ones came back."},
		power:  "the {stuff} comes with a roar that shakes the ground",
	},
	"infernal": {
		names:    []string{"Hellbound", "Brimstone", "Pactsworn", "Cinderhorn", "Sulfurous", "Chainbound"},
		looks:    []string{"infernal runes are branded into its {covering}, and the air around it reeks of brimstone", "black chains trail from its body, each link inscribed with the name of a broken promise"},
		habits:   []string{"it offers a bargain before every fight and keeps the letter of its word, never the spirit", "it fights to collect a debt and ignores anyone who owes its master nothing"},
		lore:     []string{"The {name} is a debt collector for a devil of middling rank, bound into the shape of {aorig}.", "A cult summoned the {name} and lost control of it; now it hunts the cult, one name at a time."},
		register: grim,
		power:    "the {stuff} reeks of brimstone, and burning runes hang in the air where it passed",
	},
	"blight": {
		names:    []string{"Blightborn", "Sporecap", "Plague", "Mouldering", "Rotbloom", "Pallid"},
		looks:    []string{"pale fungus sprouts in rings from its {covering}, and every breath releases a puff of spores", "its {covering} {is} blotched with sickly growths that pulse slowly, like a second heartbeat"},
		habits:   []string{"it drags fallen foes back to its lair to seed new growths", "it spreads rot wherever it walks and lingers near the sick and the dying"},
		lore:     []string{"The {name} appeared after a blight swept the valley, and the blight has followed it ever since.", "Healers say the {name} is not one creature but a colony wearing the shape of {aorig}."},
		register: grim,
		power:    "the {stuff} carries a choking haze of spores",
	},
	"gothic": {
		names:    []string{"Grave", "Candlewick", "Ravenwood", "Nightveil", "Ashen", "Mourning"},
		looks:    []string{"it wears tattered finery from another century, and its {covering} {is} pale as candle wax", "crows follow it everywhere, and its {core} glint red in candlelight"},
		habits:   []string{"it keeps old courtesies and invites its victims to dine before it feeds", "it cannot cross running water or an unbroken line of salt, and it hates anyone who knows it"},
		lore:     []string{"The {name} was the last heir of a ruined house and still haunts the family crypt, waiting for a guest.", "Every village in the valley keeps a shrine to the {name}, and none will say what the offerings are for."},
		register: grim,
		power:    "the {stuff} is black as mourning crepe",
	},
	"crystal": {
		names:  []string{"Crystalline", "Prism", "Geode", "Quartz", "Shardback", "Glimmering"},
		looks:  []string{"crystals grow from its {covering} in jagged clusters, scattering light into rainbows", "half its body is living stone and half translucent crystal, with its {core} glowing at the center"},
		habits: []string{"it refracts light to dazzle foes before it closes in", "it hums at a pitch that cracks glass, and the hum rises just before it strikes"},
		lore:   []string{"Miners prize the shards the {name} sheds, and so the {name} hunts miners.", "The {name} formed in a geode the size of a cathedral, around the bones of an ordinary {orig}."},
		power:  "the {stuff} shatters into glittering shards of light",
	},
	"storm": {
		names:  []string{"Thunderborn", "Tempest", "Stormcaller", "Galewing", "Skyrender", "Squall"},
		looks:  []string{"static crackles across its {covering}, and the air around it smells of rain and ozone", "storm clouds gather wherever it goes, and lightning flickers in its {core}"},
		habits: []string{"it attacks at the height of a storm, using thunder to cover its approach", "it fights in lightning-fast bursts, then withdraws into the rain"},
		lore:   []string{"Sailors say a {name} is born in the eye of every great storm and dies when the storm breaks.", "A storm giant's fallen herald, the {name} still searches the skies for its lost master."},
		power:  "the {stuff} crackles with static and smells of ozone",
	},
	"court": {
		names:    []string{"Courtly", "Gossamer", "Velvet", "Moonpetal", "Masked", "Gilded"},
		looks:    []string{"it wears a porcelain mask and finery that changes color with its mood", "fey glamour shimmers over its {covering}, and it trails the scent of flowers out of season"},
		habits:   []string{"it follows the etiquette of a court no mortal understands and takes offense at the smallest slight", "it prefers duels, bargains and humiliations to honest fighting, and it never forgives an insult"},
		lore:     []string{"The {name} is a courtier out of favor, sent to the mortal world to earn its way back with something precious.", "The {name} serves a queen of the fey courts, and every mortal it meets is a piece in her game."},
		register: bright,
		power:    "the {stuff} unfurls in a swirl of petals",
	},
	"arcane": {
		names:  []string{"Runebound", "Arcane", "Spellscarred", "Glyphed", "Warded", "Ley-Touched"},
		looks:  []string{"glowing runes crawl across its {covering}, rearranging themselves as it moves", "its {covering} {is} stitched with silver wire and etched with sigils, and it hums with stored magic"},
		habits: []string{"it flinches from counterspells and dead-magic zones, and grows bolder near ley lines", "it studies its foes before it fights, as if recording the results of an experiment"},
		lore:   []string{"The {name} escaped a wizard's laboratory, the most successful of many experiments on a captured {orig}.", "Arcanists hunt the {name} for the runes on its body, which they believe spell out a lost formula."},
		power:  "the {stuff} is traced with shifting runes",
	},
	// custom serves a theme the writer knows no word of (see
	// customMotif); {theme} is its text and {atheme} the text with "a" or
	// "an". The theme is the world the creature now belongs to.
	"custom": {
		looks: []string{"it has been remade for {atheme} world, and the colors, materials and emblems of {theme} now cover its {covering}",
			"anyone raised on {theme} stories would know its silhouette at once, and what it means"},
		habits: []string{"it fights by the rules of {atheme} world, and foes who know those rules can turn them against it",
			"its tactics are the ones {theme} stories give their villains: it gloats, it sets traps, and it always keeps a way out"},
		lore: []string{"In {atheme} world, the {name} takes the place the {orig} holds elsewhere: the same strength, a different story.",
			"Every {theme} story needs a monster to fear, and in the tales told around this table, the {name} is that monster."},
		power: "the {stuff} takes on the colors and trappings of {theme}",
	},
}

// themeFamilies maps theme names (lower case) to their motif.
var themeFamilies = map[string]string{
	"horror": "horror", "dark horror": "horror", "body horror": "horror",
	"steampunk": "steampunk", "clockwork": "steampunk", "gaslamp": "steampunk",
	"fairy tale": "fairytale", "fairytale": "fairytale", "fairy-tale": "fairytale", "folklore": "fairytale",
	"post-apocalyptic": "postapoc", "post apocalyptic": "postapoc", "postapocalyptic": "postapoc", "apocalyptic": "postapoc", "wasteland": "postapoc",
	"celestial": "celestial", "divine": "celestial", "holy": "celestial", "angelic": "celestial",
	"cosmic horror": "cosmic", "cosmic": "cosmic", "far realm": "cosmic", "psionic": "cosmic", "eldritch": "cosmic",
	"primal": "primal", "spirit animal": "primal", "feral": "primal", "primeval": "primal",
	"infernal": "infernal", "fallen": "infernal", "cult": "infernal", "demonic": "infernal", "hellish": "infernal",
	"plague": "blight", "fungal": "blight", "blight": "blight", "blighted": "blight", "toxic": "blight",
	"gothic": "gothic", "spectral": "gothic", "haunted": "gothic", "vampiric": "gothic",
	"crystal": "crystal", "crystalline": "crystal", "gemstone": "crystal",
	"storm": "storm", "tempest": "storm", "thunder": "storm",
	"seelie court": "court", "unseelie court": "court", "noble court": "court", "fey court": "court", "court": "court",
	"runic": "arcane", "arcane": "arcane", "arcane experiment": "arcane", "alchemical": "arcane", "magitech": "arcane",
}

// typeThemes are the suggested themes for each creature type, after the
// general ones (spec section 9: "plus type-specific ones").
var typeThemes = map[string][]string{
	"aberration":  {"Cosmic Horror", "Psionic"},
	"beast":       {"Primal", "Plague"},
	"celestial":   {"Fallen", "Storm"},
	"construct":   {"Clockwork", "Runic"},
	"dragon":      {"Storm", "Crystal"},
	"elemental":   {"Storm", "Crystal"},
	"fey":         {"Seelie Court", "Unseelie Court"},
	"fiend":       {"Infernal", "Gothic"},
	"giant":       {"Primal", "Storm"},
	"humanoid":    {"Cult", "Noble Court"},
	"monstrosity": {"Arcane Experiment", "Primal"},
	"ooze":        {"Alchemical", "Fungal"},
	"plant":       {"Fungal", "Primal"},
	"undead":      {"Gothic", "Plague"},
}

// anatomy is what the writer calls a creature's body and eyes, by type.
// The eyes are always plural; pluralCoverings take "are" and "have".
var anatomy = map[string][2]string{
	"aberration":  {"slick, rubbery hide", "unblinking eyes"},
	"beast":       {"hide", "eyes"},
	"celestial":   {"luminous skin", "eyes"},
	"construct":   {"plated shell", "eye-slits"},
	"dragon":      {"scales", "slitted eyes"},
	"elemental":   {"shifting form", "glowing eyes"},
	"fey":         {"skin", "bright eyes"},
	"fiend":       {"scarred hide", "ember eyes"},
	"giant":       {"weathered skin", "deep-set eyes"},
	"humanoid":    {"skin and gear", "eyes"},
	"monstrosity": {"hide", "eyes"},
	"ooze":        {"quivering surface", "glowing motes"},
	"plant":       {"bark and leaves", "knots of amber sap"},
	"undead":      {"grave-worn flesh", "hollow eye sockets"},
}

var pluralCoverings = map[string]bool{"scales": true, "skin and gear": true, "bark and leaves": true}

// sizePhrases open the look, by size.
var sizePhrases = map[string]string{
	"Tiny": "Small enough to fit in a satchel,", "Small": "Small and quick,", "Medium": "Roughly the size of a person,",
	"Large": "Big as a draft horse,", "Huge": "Towering as a house,", "Gargantuan": "Vast as a castle keep,",
}

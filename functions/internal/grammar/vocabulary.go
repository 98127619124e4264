package grammar

// gameVocabulary is the everyday table-top vocabulary that general English
// word lists lack: equipment, rules jargon and table talk. Official proper
// terms (races, spells, places...) live in the glossary package instead.
var gameVocabulary = []string{
	"cantrip", "cantrips", "homebrew", "homebrewed", "metagame", "metagaming",
	"worldbuilding", "playtest", "playtesting", "multiclass", "multiclassing",
	"subclass", "subclasses", "spellcaster", "spellcasters", "spellcasting",
	"spellbook", "spellbooks", "darkvision", "truesight", "blindsight",
	"tremorsense", "longsword", "longswords", "shortsword", "shortswords",
	"greatsword", "greatswords", "greataxe", "greataxes", "handaxe", "handaxes",
	"longbow", "longbows", "shortbow", "shortbows", "warhammer", "warhammers",
	"glaive", "glaives", "quarterstaff", "quarterstaves", "warpick", "maul",
	"greatclub", "hitpoints", "npc", "npcs", "tpk", "dungeoncrawl", "statblock",
	"statblocks", "spellslot", "spellslots", "wildshape", "ki", "eldritch",
	"phylactery", "phylacteries", "lichdom", "undead", "dragonfire",
	"warband", "warbands", "warlord", "warlords", "sellsword", "sellswords",
	"stormcloud", "greatsword", "shapeshifter", "shapeshifters",
	"shapechange", "shapechanger", "runestone", "runestones", "spellfire",
	"skyship", "airship", "airships", "netherworld", "underworld",
	// Units and abbreviations written in lower case: 250 gp, 30 ft.
	"gp", "sp", "cp", "ep", "pp", "hp", "xp", "ac", "dc", "cr", "ft", "lb", "lbs",
	"psion", "psionic", "psionics",
	// American dictionaries give both spellings; the word lists only one.
	"worshipped", "worshipping", "worshipper", "worshippers",
	// Monsters too common in play to flag, beyond the glossary's list.
	"wight", "wights", "hag", "hags", "treant", "treants", "mephit", "mephits",
	"quasit", "quasits", "balor", "balors", "marilith", "efreet", "efreeti", "djinni",
	"dryad", "dryads", "naga", "nagas", "imp", "imps", "revenant", "revenants",
	"gnolls", "ghasts", "grick", "gricks", "stirge", "stirges", "darkmantle",
	"archfey", "archdevil", "archdevils", "archdemon", "archdemons", "archlich",
	// Monster Manual creatures written in lower case in running text.
	"modron", "modrons", "slaad", "slaadi", "chuul", "chuuls", "cloaker", "cloakers",
	"grell", "grells", "gauth", "yugoloth", "yugoloths", "cambion", "cambions",
	"erinyes", "lemure", "lemures", "dretch", "dretches", "vrock", "vrocks", "hezrou",
	"glabrezu", "nalfeshnee", "chasme", "barlgura", "bullywug", "bullywugs", "grung",
	"grungs", "xorn", "xorns", "bodak", "bodaks", "nightwalker",
	"ankheg", "ankhegs", "umberhulk", "roper", "ropers", "piercer", "piercers",
	"darkling", "darklings", "deva", "devas", "planetar", "planetars", "couatl",
	"couatls", "ki-rin", "lamia", "lamias", "mezzoloth", "nycaloth", "ultroloth",
	"arcanaloth", "oni", "peryton", "perytons", "remorhaz", "roc", "rocs", "sphinx",
	"thri-kreen", "troglodyte", "troglodytes", "tlincalli", "vargouille", "yeti",
	"yetis",
	"firbolgs",
	"shifters",
	"beholders", "owlbears", "otyughs", "myconids", "quaggoths", "driders",
	"merrow", "merfolk", "flumphs", "nothics", "gibbering", "mouther",
	"shambling", "shrieker", "shriekers", "violet", "stirge", "worg", "worgs",
	"wyvern", "wyverns", "ettercap", "ettercaps", "hellhound", "hellhounds",
	"nightmare", "succubus", "succubi", "incubus", "incubi", "imp", "spined",
	"zombies", "ghouls", "mummies", "liches", "vampires", "wraiths", "specters",
	"spectres", "poltergeist", "revenant", "dracolich", "demilich", "banshees",
	// Spells written in lower case: "casts moonbeam".
	"moonbeam", "sunbeam", "firebolt", "thunderclap", "thornwhip", "eldritch",
	"counterspell", "thunderwave", "fireball", "revivify", "druidcraft",
	"prestidigitation", "thaumaturgy", "spellfire", "faerie",
	// Gear, places, people and creatures of fantasy prose that the word
	// lists lack, or hold only as variants or rare words one letter from a
	// common word (axe beside "are", shaper beside "shape"), or only as a
	// name (Fletcher); testdata/gm-vocabulary.txt is the list checked.
	"axe", "waraxe", "waraxes", "sabre", "sabres", "spatha", "ranseur", "spetum",
	"kama", "sai", "tonfa", "tanto", "chakram", "chakrams",
	"gorget", "gorgets", "targe", "targes", "sallet", "sallets", "barbute", "armet", "aketon",
	"shawm", "shawms", "draught", "draughts", "motte", "crenellation", "crenellations",
	"crenellated", "merlon", "merlons", "steading", "steadings", "ley", "jarl", "jarls",
	"fletcher", "fletchers", "shaper", "shapers", "pegasi", "dao", "marid", "marids", "fae",
	"giantish",
	// An eagle's or griffon's nest: "eyrie" is a standard American variant
	// of "aerie", not a typo for "eerie".
	"eyrie", "eyries", "aerie", "aeries",
	// A thorny bush: American dictionaries give "briar" beside "brier".
	"briar", "briars",
	// A genre a game master names as a theme ("a noir city").
	"noir",
	// The sound of rats, bats and insects (the SRD's raven mimics it).
	"chitter", "chitters", "chittered", "chittering",
}

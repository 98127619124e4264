package names

import "strings"

// trade is how a profession shows in names, whichever custom a race keeps.
type trade struct {
	// titles follow "the": "Thorgrim Ironfist the Smith".
	titles []string
	// epithets are nicknames and bynames: "Anvilhand".
	epithets []string
	// words start trade family names: "Anvil" in "Anvilwright".
	words []string
	// sounds are what a kenku of the trade imitates ("Anvil Ring").
	sounds []string
	// nouns go into tabaxi phrase names ("Seven Anvils").
	nouns  []string
	plural string // "blacksmiths"
	reason string // "as befits a blacksmith"
}

// tradeTable: profession, titles, epithets, family words, kenku sounds,
// tabaxi nouns and the plural, each list separated by commas.
var tradeTable = [][7]string{
	{"Innkeeper", "Host,Alewife", "Alepour,Hearthwarm", "Ale,Barrel,Hearth", "Mug Clink,Cork Pop", "Ale,Hearth", "innkeepers"},
	{"Guard", "Watchful,Gatekeeper", "Gatewatch,Shieldwall", "Gate,Watch", "Gate Creak,Boot Stamp", "Gate,Watchfire", "guards"},
	{"Noble", "Highborn,Gracious", "Goldring,Highseat", "Crown,Gold", "Silk Rustle,Coin Chime", "Crown,Silk", "nobles"},
	{"Merchant", "Trader,Fair-Dealer", "Coincount,Fairscale", "Coin,Market", "Scale Tap,Purse Jingle", "Coin,Market", "merchants"},
	{"Blacksmith", "Smith,Ironwright", "Anvilhand,Sparkfist", "Anvil,Hammer,Forge", "Anvil Ring,Bellows Huff", "Anvil,Ember", "smiths"},
	{"Priest", "Devout,Lightbearer", "Candlebearer,Prayerbound", "Candle,Bell", "Temple Bell,Censer Chime", "Candle,Bell", "priests"},
	{"Scholar", "Learned,Sage", "Lampwick,Bookworm", "Lamp,Book", "Page Turn,Chalk Squeak", "Lamp,Scroll", "scholars"},
	{"Farmer", "Sower,Plowman", "Furrowfoot,Seedsower", "Barley,Plow", "Cart Rattle,Hoe Thud", "Barley,Furrow", "farmers"},
	{"Hunter", "Tracker,Far-Eyed", "Keeneye,Trackfinder", "Arrow,Hart", "Bowstring Twang,Twig Snap", "Arrow,Antler", "hunters"},
	{"Sailor", "Seafarer,Helmsman", "Saltbeard,Wavecaller", "Tide,Sail", "Rigging Creak,Oar Splash", "Tide,Sail", "sailors"},
	{"Soldier", "Spear,Steadfast", "Spearshaft,Ironstep", "Spear,Banner", "Shield Knock,Drum Beat", "Spear,Banner", "soldiers"},
	{"Thief", "Nimble,Light-Fingered", "Quickfingers,Locksnap", "Lock,Quick", "Lock Click,Latch Lift", "Lock,Shadow", "thieves"},
	{"Bard", "Singer,Silver-Voiced", "Sweetsong,Lutestring", "Lute,Song", "Lute Pluck,Drum Tap", "Lute,Song", "bards"},
	{"Wizard", "Wise,Spellwright", "Runeweaver,Starreader", "Rune,Star", "Spark Crackle,Tome Thump", "Rune,Star", "wizards"},
	{"Healer", "Mender,Kindhand", "Herbhand,Balmgiver", "Herb,Balm", "Mortar Grind,Kettle Whistle", "Herb,Willow", "healers"},
	{"Cook", "Hearthkeeper,Cook", "Stewstirrer,Saltspoon", "Kettle,Pot,Salt", "Pot Bubble,Knife Chop", "Kettle,Salt", "cooks"},
	{"Tailor", "Needle,Fine-Stitched", "Needlenose,Threadtwister", "Thread,Needle", "Shears Snip,Thread Snap", "Thread,Needle", "tailors"},
	{"Mason", "Builder,Stonewright", "Stonesetter,Chiselhand", "Stone,Chisel", "Chisel Tap,Stone Grate", "Stone,Chisel", "masons"},
	{"Miner", "Delver,Deep-Digger", "Deepdelver,Orefinder", "Pick,Ore", "Pick Clank,Cart Rumble", "Ore,Lantern", "miners"},
	{"Scribe", "Scrivener,Fair-Hand", "Inkfingers,Quillscratch", "Ink,Quill", "Quill Scratch,Ink Drip", "Ink,Quill", "scribes"},
	{"Librarian", "Lorekeeper,Archivist", "Dustshelf,Pagekeeper", "Page,Shelf", "Book Thump,Shelf Creak", "Page,Shelf", "librarians"},
	{"Diplomat", "Peacemaker,Envoy", "Silvertongue,Oathweaver", "Accord,Word", "Seal Press,Cup Clink", "Accord,Ribbon", "envoys"},
	{"Spy", "Quiet,Unseen", "Shadowear,Veilwalker", "Whisper,Veil", "Door Hush,Floorboard Creak", "Whisper,Veil", "spies"},
	{"Assassin", "Silent,Unmourned", "Nightknife,Stillblade", "Knife,Still", "Blade Whisper,Curtain Rustle", "Knife,Night", "assassins"},
	{"Bandit", "Roadwolf,Outlaw", "Pursecutter,Crowfeather", "Road,Crow", "Hoof Clatter,Coin Spill", "Road,Crow", "bandits"},
}

var trades = func() map[Profession]trade {
	m := make(map[Profession]trade, len(tradeTable))
	for _, row := range tradeTable {
		p := Profession(row[0])
		m[p] = trade{
			titles: strings.Split(row[1], ","), epithets: strings.Split(row[2], ","),
			words: strings.Split(row[3], ","), sounds: strings.Split(row[4], ","),
			nouns: strings.Split(row[5], ","), plural: row[6],
			reason: "as befits " + withArticle(strings.ToLower(string(p))),
		}
	}
	return m
}()

// withArticle puts "a" or "an" before a word.
func withArticle(w string) string {
	if w != "" && strings.ContainsRune("aeiou", rune(w[0])) {
		return "an " + w
	}
	return "a " + w
}

package names

import (
	"strings"

	"github.com/lorewright/lorewright/functions/internal/english"
)

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
	{"Innkeeper", "Host,Alewife", "Alepour,Hearthwarm", "Ale,Barrel,Hearth", "Mug Clink,Cork Pop,Tap Drip,Stool Scrape", "Ale,Hearth,Barrel,Tankard", "innkeepers"},
	{"Guard", "Watchful,Gatekeeper", "Gatewatch,Shieldwall", "Gate,Watch", "Gate Creak,Boot Stamp,Key Jangle,Halberd Knock", "Gate,Watchfire,Tower,Shield", "guards"},
	{"Noble", "Highborn,Gracious", "Goldring,Highseat", "Crown,Gold", "Silk Rustle,Coin Chime,Fan Snap,Goblet Ring", "Crown,Silk,Velvet,Jewel", "nobles"},
	{"Merchant", "Trader,Fair-Dealer", "Coincount,Fairscale", "Coin,Market", "Scale Tap,Purse Jingle,Abacus Click,Crate Thud", "Coin,Market,Scale,Caravan", "merchants"},
	{"Blacksmith", "Smith,Ironwright", "Anvilhand,Sparkfist", "Anvil,Hammer,Forge", "Anvil Ring,Bellows Huff,Hammer Clang,Quench Hiss", "Anvil,Ember,Hammer,Spark", "smiths"},
	{"Priest", "Devout,Lightbearer", "Candlebearer,Prayerbound", "Candle,Bell", "Temple Bell,Censer Chime,Chant Hum,Page Rustle", "Candle,Bell,Incense,Prayer", "priests"},
	{"Scholar", "Learned,Sage", "Lampwick,Bookworm", "Lamp,Book", "Page Turn,Chalk Squeak,Lamp Hiss,Globe Creak", "Lamp,Scroll,Ink,Riddle", "scholars"},
	{"Farmer", "Sower,Plowman", "Furrowfoot,Seedsower", "Barley,Plow", "Cart Rattle,Hoe Thud,Scythe Swish,Hen Cluck", "Barley,Furrow,Harvest,Orchard", "farmers"},
	{"Hunter", "Tracker,Far-Eyed", "Keeneye,Trackfinder", "Arrow,Hart", "Bowstring Twang,Twig Snap,Horn Call,Arrow Whistle", "Arrow,Antler,Track,Fox", "hunters"},
	{"Sailor", "Seafarer,Helmsman", "Saltbeard,Wavecaller", "Tide,Sail", "Rigging Creak,Oar Splash,Sail Snap,Hull Groan", "Tide,Sail,Anchor,Gull", "sailors"},
	{"Soldier", "Spear,Steadfast", "Spearshaft,Ironstep", "Spear,Banner", "Shield Knock,Drum Beat,Sword Ring,Mail Jingle", "Spear,Banner,Shield,Drum", "soldiers"},
	{"Thief", "Nimble,Light-Fingered", "Quickfingers,Locksnap", "Lock,Quick", "Lock Click,Latch Lift,Pick Tick,Window Squeak", "Lock,Shadow,Key,Rooftop", "thieves"},
	{"Bard", "Singer,Silver-Voiced", "Sweetsong,Lutestring", "Lute,Song", "Lute Pluck,Drum Tap,Flute Trill,Crowd Cheer", "Lute,Song,Ballad,Drum", "bards"},
	{"Wizard", "Wise,Spellwright", "Runeweaver,Starreader", "Rune,Star", "Spark Crackle,Tome Thump,Wand Whistle,Cauldron Bubble", "Rune,Star,Spell,Comet", "wizards"},
	{"Healer", "Mender,Kindhand", "Herbhand,Balmgiver", "Herb,Balm", "Mortar Grind,Kettle Whistle,Bandage Rip,Vial Clink", "Herb,Willow,Honey,Balm", "healers"},
	{"Cook", "Hearthkeeper,Cook", "Stewstirrer,Saltspoon", "Kettle,Pot,Salt", "Pot Bubble,Knife Chop,Pan Sizzle,Ladle Clank", "Kettle,Salt,Pepper,Ladle", "cooks"},
	{"Tailor", "Needle,Fine-Stitched", "Needlenose,Threadtwister", "Thread,Needle", "Shears Snip,Thread Snap,Loom Clack,Button Click", "Thread,Needle,Button,Ribbon", "tailors"},
	{"Mason", "Builder,Stonewright", "Stonesetter,Chiselhand", "Stone,Chisel", "Chisel Tap,Stone Grate,Trowel Scrape,Block Thud", "Stone,Chisel,Arch,Mortar", "masons"},
	{"Miner", "Delver,Deep-Digger", "Deepdelver,Orefinder", "Pick,Ore", "Pick Clank,Cart Rumble,Rock Crack,Shovel Scrape", "Ore,Lantern,Crystal,Tunnel", "miners"},
	{"Scribe", "Scrivener,Fair-Hand", "Inkfingers,Quillscratch", "Ink,Quill", "Quill Scratch,Ink Drip,Seal Stamp,Blotter Pat", "Ink,Quill,Parchment,Seal", "scribes"},
	{"Librarian", "Lorekeeper,Archivist", "Dustshelf,Pagekeeper", "Page,Shelf", "Book Thump,Shelf Creak,Ladder Squeak,Page Flutter", "Page,Shelf,Book,Index", "librarians"},
	{"Diplomat", "Peacemaker,Envoy", "Silvertongue,Oathweaver", "Accord,Word", "Seal Press,Cup Clink,Gavel Knock,Scroll Rustle", "Accord,Ribbon,Treaty,Dove", "envoys"},
	{"Spy", "Quiet,Unseen", "Shadowear,Veilwalker", "Whisper,Veil", "Door Hush,Floorboard Creak,Cloak Swish,Keyhole Click", "Whisper,Veil,Mask,Cipher", "spies"},
	{"Assassin", "Silent,Unmourned", "Nightknife,Stillblade", "Knife,Still", "Blade Whisper,Curtain Rustle,Dart Hiss,Roof Tap", "Knife,Night,Poison,Silence", "assassins"},
	{"Bandit", "Roadwolf,Outlaw", "Pursecutter,Crowfeather", "Road,Crow", "Hoof Clatter,Coin Spill,Bridle Jingle,Ambush Whistle", "Road,Crow,Ambush,Saddle", "bandits"},
}

var trades = func() map[Profession]trade {
	m := make(map[Profession]trade, len(tradeTable))
	for _, row := range tradeTable {
		p := Profession(row[0])
		m[p] = trade{
			titles: strings.Split(row[1], ","), epithets: strings.Split(row[2], ","),
			words: strings.Split(row[3], ","), sounds: strings.Split(row[4], ","),
			nouns: strings.Split(row[5], ","), plural: row[6],
			reason: "as befits " + english.WithArticle(strings.ToLower(string(p))),
		}
	}
	return m
}()

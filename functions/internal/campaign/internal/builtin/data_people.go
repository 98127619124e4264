package builtin

import (
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
)

// people are the names and looks of one of the SRD's playable peoples.
type people struct {
	First, Last []string
	Looks       []string // "with ..." phrases
}

var peoples = map[string]people{
	"human": {
		First: []string{"Aldric", "Bryony", "Cedric", "Dagny", "Edmund", "Fenna", "Garrick", "Helena", "Isolde", "Jory",
			"Kestrel", "Lucan", "Maren", "Osric", "Perrin", "Rosalind", "Tobias", "Wren"},
		Last: []string{"Ashford", "Blackwood", "Crane", "Dunmore", "Fairweather", "Greaves", "Holloway", "Marsh",
			"Pennington", "Thorne", "Vance", "Whitlock"},
		Looks: []string{"with sun-creased eyes and a farmer's calloused hands", "with a shaved head and a scholar's squint"},
	},
	"elf": {
		First: []string{"Aelar", "Caelynn", "Elaith", "Faelar", "Ilyana", "Laucian", "Naivara", "Quelenna", "Sariel",
			"Thamior", "Vaeril", "Yaeldrin"},
		Last:  []string{"Amakiir", "Galanodel", "Holimion", "Liadon", "Meliamne", "Nailo", "Siannodel", "Xiloscient"},
		Looks: []string{"with silver-streaked hair and an unhurried, watchful calm", "with leaf-green eyes and a traveler's faded cloak"},
	},
	"dwarf": {
		First: []string{"Adrik", "Baern", "Dagnal", "Eberk", "Gunnloda", "Helja", "Kildrak", "Morgran", "Orsik",
			"Riswynn", "Thoradin", "Vistra"},
		Last: []string{"Balderk", "Dankil", "Fireforge", "Gorunn", "Holderhek", "Ironfist", "Loderr", "Rumnaheim",
			"Strakeln", "Torunn"},
		Looks: []string{"with a braided beard threaded with copper rings", "with soot-dark forearms and a voice like a rockslide"},
	},
	"halfling": {
		First: []string{"Andry", "Bree", "Callie", "Cade", "Eldon", "Garret", "Kithri", "Lavinia", "Milo", "Nedda",
			"Seraphina", "Wellby"},
		Last:  []string{"Brushgather", "Goodbarrel", "Greenbottle", "Hilltopple", "Leagallow", "Tealeaf", "Thorngage", "Underbough"},
		Looks: []string{"with curly auburn hair and flour on every sleeve", "with bare, leathery feet and a pipe that is never lit"},
	},
	"gnome": {
		First: []string{"Alston", "Bimpnottin", "Boddynock", "Carlin", "Ellyjobell", "Fonkin", "Nissa", "Orryn",
			"Roywyn", "Tana", "Zook"},
		Last:  []string{"Beren", "Daergel", "Folkor", "Nackle", "Murnig", "Ningel", "Raulnor", "Scheppen", "Turen"},
		Looks: []string{"with enormous spectacles and ink-stained fingers", "with a shock of white hair and pockets full of tiny tools"},
	},
	"half-elf": {
		First: []string{"Aerin", "Corwin", "Elara", "Liriel", "Sorin", "Talia", "Valen", "Ysolde"},
		Last:  []string{"Ashford", "Brightwater", "Duskmeadow", "Greaves", "Silverfrond", "Thorne"},
		Looks: []string{"with a musician's long fingers and a knowing half-smile", "with mismatched eyes, one gray and one green"},
	},
	"half-orc": {
		First: []string{"Dench", "Emen", "Feng", "Holg", "Kansif", "Mhurren", "Ront", "Shautha", "Sutha", "Thokk",
			"Vola", "Yevelda"},
		Last:  []string{"Gorsk", "Hruul", "Kragh", "Morn", "Tuskwood", "Vrak"},
		Looks: []string{"with a chipped tusk and a surprisingly gentle voice", "with ritual scars on both arms and a blacksmith's shoulders"},
	},
	"tiefling": {
		First: []string{"Akmenos", "Damaia", "Kallista", "Leucis", "Mordai", "Orianna", "Rieta", "Skamos", "Hope",
			"Sorrow", "Temperance", "Torment"},
		Last:  []string{"Ashgrave", "Cinderhall", "Emberly", "Nightbloom", "Vex"},
		Looks: []string{"with curling ram's horns capped in silver", "with ember-red skin and a tail that twitches when they lie"},
	},
	"dragonborn": {
		First: []string{"Arjhan", "Balasar", "Daar", "Harann", "Kava", "Kriv", "Medrash", "Nala", "Perra", "Sora",
			"Thava", "Uadjit"},
		Last: []string{"Clethtinthiallor", "Daardendrian", "Delmirev", "Kerrhylon", "Kimbatuul", "Myastan", "Nemmonis",
			"Yarjerit"},
		Looks: []string{"with bronze scales and a clan tattoo across the snout", "with pale blue scales and a crackle of static about them"},
	},
}

// commonLooks suit any of the peoples above.
var commonLooks = []string{
	"with close-cropped gray hair and a soldier's posture",
	"in a patched coat with far too many pockets",
	"with a nervous habit of checking the nearest exit",
	"wearing a fine hat that has seen better days",
	"with a broken nose, badly set, and a ready grin",
	"with a quiet voice that makes people lean in to listen",
	"with rings on every finger and dirt under every nail",
	"with a limp from an old wound and a cane carved like a heron",
	"with a scholar's satchel stuffed with letters",
	"with a tattoo of a compass rose on the back of one hand",
}

// quirks give any NPC something to play at the table.
var quirks = []string{
	"hums old hymns when nervous",
	"never sits with their back to a door",
	"collects buttons from everyone they meet",
	"speaks about themself in the third person when angry",
	"cannot resist correcting other people's grammar",
	"always has a snack and always offers to share it",
	"counts things under their breath",
	"quotes proverbs that do not quite fit the situation",
	"keeps a tiny notebook and writes down every name they hear",
	"laughs at their own jokes before the punchline",
	"is terrified of cats",
	"haggles over everything, even gifts",
	"sighs dramatically before answering any question",
	"tells everyone about their grandmother's remedies",
}

// villainKind is an antagonist: who they are, what they want, and which
// stat block they fight with at each level (Ladder) with whose help (Kinds:
// the creature types of their followers).
type villainKind struct {
	Role string
	// Race is fixed for monstrous villains (empty: one of the setting's
	// peoples); Names are theirs when set.
	Race   string
	Names  []string
	Ladder []rung
	Kinds  []string
	// Minions, when set, are the only creatures that follow the villain.
	Minions  []string
	Themes   []types.Theme
	Settings []types.Setting // empty: any setting
	Wants    []string        // "to ..." clauses
	Look     string
}

// rung is the stat block a villain uses from a character level up.
type rung struct {
	From int
	Stat string
}

// statsFor are the stat blocks the villain may use at a level, strongest
// first (a small party may need a weaker one); none when the villain is
// too strong for a party of that level.
func (v villainKind) statsFor(level int) []string {
	var out []string
	for i := len(v.Ladder) - 1; i >= 0; i-- {
		if v.Ladder[i].From <= level {
			out = append(out, v.Ladder[i].Stat)
		}
	}
	return out
}

// villains are the built-in antagonists. A ladder gives the stat block the
// villain uses at a character level (too strong below its first rung).
var villains = []villainKind{
	{Role: "bandit chief", Ladder: []rung{{1, "Bandit"}, {1, "Thug"}, {2, "Bandit Captain"}, {4, "Veteran"}, {6, "Gladiator"}},
		Kinds: []string{"humanoid", "beast"}, Themes: []types.Theme{types.ThemeAdventure, types.ThemeCombat, types.ThemeExploration},
		Settings: []types.Setting{types.SettingUrban, types.SettingWilderness},
		Wants:    []string{"to ransom {macguffin} to whoever pays most", "to make every road into {hub} pay a toll to their band"},
		Look:     "Wears a patchwork of stolen finery and a smile that never reaches the eyes."},
	{Role: "cult leader", Ladder: []rung{{1, "Acolyte"}, {2, "Cult Fanatic"}, {6, "Mage"}},
		Kinds: []string{"humanoid", "undead", "fiend"}, Themes: []types.Theme{types.ThemeHorror, types.ThemeMystery, types.ThemeAdventure, types.ThemeSocial},
		Wants: []string{"to open a door for the thing the cult worships", "to trade the people of {hub} to a patron from below for eternal life"},
		Look:  "Robed in gray, with ash-smeared hands and a soft voice; never seems to blink."},
	{Role: "necromancer", Ladder: []rung{{1, "Acolyte"}, {3, "Priest"}, {6, "Mage"}},
		Kinds: []string{"undead"}, Themes: []types.Theme{types.ThemeHorror, types.ThemeAdventure, types.ThemeCombat},
		Wants: []string{"to raise an army of the dead from the old battlefields of {region}", "to bring back someone they lost, whatever it costs the living"},
		Look:  "Gaunt, with ink-stained fingers and a ring of yellowed bone on each hand."},
	{Role: "warlord", Ladder: []rung{{1, "Tribal Warrior"}, {1, "Thug"}, {3, "Veteran"}, {5, "Gladiator"}},
		Kinds: []string{"humanoid", "giant", "beast", "fiend"}, Themes: []types.Theme{types.ThemeCombat, types.ThemeAdventure, types.ThemePolitical},
		Settings: []types.Setting{types.SettingUrban, types.SettingWilderness, types.SettingDungeon, types.SettingPlanar},
		Wants:    []string{"to unite the war bands of {region} under one banner", "to take {hub} and rule it by the sword"},
		Look:     "Scarred and broad as a door, with the helms of defeated rivals hanging from a chain."},
	{Role: "usurping noble", Ladder: []rung{{1, "Noble"}}, Kinds: []string{"humanoid"},
		Themes: []types.Theme{types.ThemePolitical, types.ThemeSocial, types.ThemeMystery}, Settings: []types.Setting{types.SettingUrban, types.SettingWilderness, types.SettingPlanar},
		Wants: []string{"to seize power in {hub} before the rightful heir comes of age", "to frame a rival for a crime and inherit everything"},
		Look:  "Impeccably dressed and perfumed, with a signet ring they turn whenever they lie."},
	{Role: "merchant prince", Ladder: []rung{{1, "Noble"}}, Kinds: []string{"humanoid"},
		Themes: []types.Theme{types.ThemeSocial, types.ThemePolitical}, Settings: []types.Setting{types.SettingUrban, types.SettingWilderness, types.SettingPlanar},
		Wants: []string{"to buy up {hub} building by building with debts nobody can repay", "to corner the market and make {hub} pay through the nose"},
		Look:  "Fur-trimmed coat, a ring on every finger and a laugh a beat too loud."},
	{Role: "spymaster", Ladder: []rung{{1, "Spy"}, {8, "Assassin"}}, Kinds: []string{"humanoid"},
		Themes: []types.Theme{types.ThemeMystery, types.ThemePolitical, types.ThemeSocial},
		Wants:  []string{"to sell the secrets of {hub} to the highest bidder", "to control every council vote in {hub} through blackmail"},
		Look:   "Forgettable on purpose: plain clothes, a plain face and a different name in every district."},
	{Role: "impostor wearing a trusted face", Race: "doppelganger", Ladder: []rung{{3, "Doppelganger"}},
		Kinds: []string{"humanoid", "monstrosity"}, Themes: []types.Theme{types.ThemeMystery, types.ThemePolitical, types.ThemeSocial},
		Wants: []string{"to replace {patron} and everyone close to them, one by one", "to empty the vaults of {hub} wearing the faces of the people who guard them"},
		Look:  "Looks exactly like the respectable citizen it replaced; in its true form, gray and featureless."},
	{Role: "crime boss of the sewers", Race: "human (wererat)", Ladder: []rung{{2, "Wererat"}},
		Kinds: []string{"beast", "humanoid"}, Themes: []types.Theme{types.ThemeMystery, types.ThemeHorror}, Settings: []types.Setting{types.SettingUrban},
		Wants: []string{"to spread the curse of lycanthropy through the poor quarters and rule them", "to run every smuggling ring in {hub} from below the streets"},
		Look:  "Twitchy and sharp-toothed, always eating, and smells faintly of wet fur."},
	{Role: "hag of the deep woods", Race: "green hag", Names: []string{"Granny Nettlewick", "Mother Bramblejaw", "Auntie Moss", "Old Maud of the Mire"},
		Ladder: []rung{{3, "Green Hag"}}, Kinds: []string{"plant", "beast", "fey"},
		Themes: []types.Theme{types.ThemeHorror, types.ThemeMystery, types.ThemeAdventure}, Settings: []types.Setting{types.SettingWilderness},
		Wants: []string{"to trade the children of {hub} for another century of youth", "to collect a debt {patron}'s family has owed her for three generations"},
		Look:  "Appears as a kindly old herbwife; her true face is green, warty and mostly teeth."},
	{Role: "vengeful spirit", Race: "ghost", Names: []string{"Lady Isolde Varrow", "the Weeping Abbess", "Captain Josiah Marsh", "Little Tamsin Greaves"},
		Ladder: []rung{{4, "Ghost"}}, Kinds: []string{"undead"}, Themes: []types.Theme{types.ThemeHorror, types.ThemeMystery},
		Settings: []types.Setting{types.SettingUrban, types.SettingDungeon, types.SettingWilderness},
		Wants:    []string{"to punish the descendants of those who murdered them", "to finish the wedding death interrupted, with a living bride or groom"},
		Look:     "A translucent figure in old-fashioned clothes, dripping water that never reaches the floor."},
	{Role: "vampire's heir", Race: "vampire spawn", Ladder: []rung{{5, "Vampire Spawn"}},
		Kinds: []string{"undead", "beast"}, Themes: []types.Theme{types.ThemeHorror, types.ThemePolitical, types.ThemeMystery},
		Settings: []types.Setting{types.SettingUrban, types.SettingDungeon},
		Wants:    []string{"to make {hub} a feeding ground for their master's return", "to win freedom from their master by delivering {macguffin}"},
		Look:     "Pale, beautiful and cold to the touch; never seen before sunset."},
	{Role: "hoard-hungry tyrant", Race: "dragon", Names: []string{"Vorthrax the Unburied", "Ysilvane", "Kethendrix", "Morrigax the Hoarder"},
		Ladder: []rung{{4, "Red Dragon Wyrmling"}, {6, "Young White Dragon"}, {7, "Young Black Dragon"}, {8, "Young Green Dragon"}, {10, "Young Red Dragon"}},
		Kinds:  []string{"humanoid"}, Minions: []string{"Kobold", "Lizardfolk", "Orc", "Hobgoblin", "Bugbear", "Berserker", "Duergar"},
		Themes: []types.Theme{types.ThemeAdventure, types.ThemeCombat, types.ThemeExploration}, Settings: []types.Setting{types.SettingWilderness, types.SettingDungeon},
		Wants: []string{"to add {macguffin} to their hoard and {hub} to their hunting grounds", "to burn {hub} as a warning to every town in {region}"},
		Look:  "Vain, clever and younger than they pretend; their lair smells of smoke and old coins."},
	{Role: "cursed drow noble", Race: "drider", Names: []string{"Ilphara Vel'Zyn", "Quave Duskweaver", "Sabrae of House Auvryn"},
		Ladder: []rung{{6, "Drider"}}, Kinds: []string{"humanoid", "beast"},
		Themes: []types.Theme{types.ThemePolitical, types.ThemeHorror, types.ThemeAdventure}, Settings: []types.Setting{types.SettingDungeon},
		Wants: []string{"to win back the favor of the drow house that cursed them", "to web the tunnels below {hub} into a hunting ground"},
		Look:  "An elf above and a giant spider below, wearing the tattered silks of a fallen noble house."},
	{Role: "infernal contract-broker", Race: "devil", Names: []string{"Mister Quillion", "Sable Ashgrave", "Varrowin of the Ninth Ledger"},
		Ladder: []rung{{1, "Imp"}, {3, "Bearded Devil"}, {5, "Barbed Devil"}, {8, "Chain Devil"}},
		Kinds:  []string{"fiend", "humanoid"}, Themes: []types.Theme{types.ThemePolitical, types.ThemeSocial, types.ThemeMystery, types.ThemeHorror},
		Settings: []types.Setting{types.SettingPlanar, types.SettingUrban},
		Wants:    []string{"to collect on the contracts half of {hub} has signed", "to win {macguffin} in a bargain nobody read closely enough"},
		Look:     "A well-tailored figure with a cane, a ledger and a smell of struck matches."},
	{Role: "renegade wizard", Ladder: []rung{{1, "Acolyte"}, {3, "Priest"}, {6, "Mage"}},
		Kinds: []string{"construct", "elemental", "monstrosity"}, Themes: []types.Theme{types.ThemeExploration, types.ThemeMystery, types.ThemeAdventure},
		Wants: []string{"to unlock the secret of {macguffin} and become more than mortal", "to prove their banned experiments right, whatever it costs {hub}"},
		Look:  "Singed robes, one eyebrow missing and pockets full of chalk and failed formulas."},
	{Role: "exiled gorgon-queen", Race: "medusa", Names: []string{"Sethrine", "Lady Veyla", "Queen Ismara"},
		Ladder: []rung{{6, "Medusa"}}, Kinds: []string{"humanoid", "monstrosity"},
		Themes: []types.Theme{types.ThemeExploration, types.ThemeHorror, types.ThemeAdventure}, Settings: []types.Setting{types.SettingDungeon, types.SettingWilderness},
		Wants: []string{"to be left alone, and to punish anyone who stares", "to lure treasure-seekers into a gallery of stone"},
		Look:  "Veiled and graceful, with a hood of serpents that hiss when she is angry."},
	{Role: "rival explorer", Ladder: []rung{{1, "Guard"}, {1, "Scout"}, {3, "Veteran"}, {6, "Mage"}},
		Kinds: []string{"humanoid", "beast"}, Themes: []types.Theme{types.ThemeExploration, types.ThemeAdventure},
		Wants: []string{"to claim {macguffin} first and sell it to a foreign collector", "to reach {lair} first and write the party out of the story"},
		Look:  "Sun-browned, a map case on one hip, with a habit of naming things after themself."},
	{Role: "mummified priest-king", Race: "mummy", Names: []string{"the Hollow King", "High Priestess Nefrekka", "Ankhotep the Unsleeping"},
		Ladder: []rung{{3, "Mummy"}}, Kinds: []string{"undead", "beast"}, Themes: []types.Theme{types.ThemeHorror, types.ThemeExploration},
		Settings: []types.Setting{types.SettingDungeon},
		Wants:    []string{"to wake the court that was buried with them", "to curse everyone who carried treasure out of the tomb"},
		Look:     "Wrapped in gold-threaded linen, crowned, and surrounded by the smell of old spices."},
	{Role: "enchantress of the dunes", Race: "lamia", Names: []string{"Zerephine", "the Lady of Mirrors", "Ashavel"},
		Ladder: []rung{{4, "Lamia"}}, Kinds: []string{"humanoid", "beast"}, Themes: []types.Theme{types.ThemeSocial, types.ThemeHorror, types.ThemeMystery},
		Settings: []types.Setting{types.SettingWilderness},
		Wants:    []string{"to enthrall travelers into a court of willing servants", "to ruin the happiest couple in {hub} for sport"},
		Look:     "Half woman, half lion, wrapped in illusions of beauty and silk."},
	{Role: "fiend in a courtier's guise", Race: "fiend", Ladder: []rung{{4, "Succubus/Incubus"}},
		Kinds: []string{"humanoid", "fiend"}, Themes: []types.Theme{types.ThemeSocial, types.ThemePolitical, types.ThemeMystery},
		Settings: []types.Setting{types.SettingUrban, types.SettingPlanar},
		Wants:    []string{"to corrupt the most virtuous leader in {hub}", "to steer the council to war and feast on what follows"},
		Look:     "Charming, flawlessly dressed and remembered fondly by everyone they meet."},
}

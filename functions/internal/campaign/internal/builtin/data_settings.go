package builtin

import (
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
)

// settings hold what each setting brings to a built-in campaign. Mixed draws
// on the urban, wilderness and dungeon tables (settingFor); custom uses
// places that fit anywhere and names the user's own setting as the region.
var settings = map[types.Setting]settingData{
	types.SettingUrban: {
		Regions: []string{"the free city of Vellmarch", "the river city of Corvane", "the walled city of Saltgate", "the trade city of Amberlight"},
		Frame:   "The adventure unfolds in {region}: its markets, its back alleys and the old places beneath its streets.",
		Hubs: []place{
			{"The Lantern Quarter", "district", "A maze of market stalls and paper lanterns in {region}, where every merchant knows a rumor and sells most of them."},
			{"Highgate", "noble district", "The walled upper district of {region}: gardens, carriages and old families who remember every slight."},
			{"Tanner's Row", "craft district", "Workshops, dye vats and cramped taverns around Harrow Square, with its fountain of a drowned saint and a gallows nobody has used in a decade."},
			{"The Salt Docks", "harbor district", "Warehouses, fish markets and sailors' chapels, where the tide brings in cargo and trouble in equal measure."},
		},
		Sites: []place{
			{"The Old Mint", "abandoned building", "A shuttered coin-house whose vaults still hold the city's oldest secrets and a few of its newest smugglers."},
			{"The Temple of the Dawnfather", "temple", "A white-stone temple whose bells ring the hours; its archive crypt is off limits to all but the high priest."},
			{"The Undercroft", "sewers", "Brick tunnels older than the city above, where the watch does not patrol and echoes carry a long way."},
			{"The Counting House", "guild hall", "The moneylenders' guild hall, all mahogany and ledgers, guarded by clerks who can swing a cudgel."},
			{"The Rookery", "slum", "Leaning tenements joined by rope bridges, home to the city's poor, its pickpockets and its best informants."},
			{"The Lord Mayor's Manor", "manor", "A grand house on the hill with a hedge maze, a ballroom and servants who hear everything."},
		},
		Lairs: []place{
			{"The Drowned Chapel", "flooded crypt", "A chapel that sank into the clay beneath the city a century ago; its nave is knee-deep in black water."},
			{"The Clocktower", "tower", "The city's great clock, its gears the size of cartwheels, ticking above a hidden room no one was meant to find."},
			{"The Catacombs of Saint Orlen", "catacombs", "Bone-lined galleries beneath the old cemetery, sealed since the plague years."},
			{"The Ninth Warehouse", "warehouse", "A warehouse on the waterfront that appears on no harbor ledger and is guarded day and night."},
		},
		Patrons: []string{"captain of the city watch", "guildmaster of the Lamplighters", "owner of a respectable inn", "high priest's secretary"},
		Allies:  []string{"street urchin with sharp eyes", "disgraced watch sergeant", "sewer guide who charges by the hour", "gossiping laundress"},
		Rivals:  []string{"ambitious city councilor", "leader of a rival adventuring company", "information broker", "broadsheet printer hungry for a scandal"},
		Sights: []string{"the smell of fresh bread fights the stink of the tanneries", "the lamplighters are at work though it is barely dusk",
			"the watch patrols in pairs where it once walked alone", "broadsheet criers shout the latest scandal from every corner",
			"gulls wheel over the slate rooftops"},
		Races: []string{"human", "human", "human", "human", "half-elf", "halfling", "halfling", "dwarf", "gnome", "tiefling", "half-orc", "elf", "dragonborn"},
		Side: []beat{
			{Title: "Pickpocket Chase", Type: types.EncounterExploration,
				Desc:  "A nimble thief lifts a purse in {hub} and bolts across the rooftops. Catching them takes three successful DC {dc} Strength (Athletics) or Dexterity (Acrobatics) checks before three failures.",
				Notes: "The thief knows where {villain}'s people meet and trades it for freedom."},
			{Title: "Tavern Brawl", Type: types.EncounterCombat, Kinds: []string{"humanoid"},
				Desc:  "A brawl breaks out around the party's table: {foes} pick a fight, egged on by someone paid to cause trouble.",
				Notes: "Improvised weapons and flying tankards; nobody has to die, and the watch arrives after five rounds."},
			{Title: "The Broadsheet Scandal", Type: types.EncounterSocial,
				Desc: "A broadsheet prints lies about the party. The nervous, ink-stained printer will name who paid for the story if persuaded (DC {dc} Charisma (Persuasion)) or frightened (DC {dc} Charisma (Intimidation))."},
			{Title: "Rooftop Ambush", Type: types.EncounterCombat, Followers: true,
				Desc: "{Foes} wait on the rooftops along the party's route, sent by {villain} to end the party's meddling."},
		},
	},
	types.SettingWilderness: {
		Regions: []string{"the Thornwild", "the Grayfen Marshes", "the Ashfall Hills", "the Hollowpine Forest"},
		Frame:   "The adventure ranges across {region}, far from any city, where help is days away and the land itself can be an enemy.",
		Hubs: []place{
			{"Millbrook", "village", "A farming village of thatched cottages around a watermill, where everyone knows everyone and strangers are news."},
			{"Fort Graywatch", "frontier fort", "A timber palisade fort on the edge of {region}, manned by a tired garrison and a few hopeful traders."},
			{"Oakhaven", "market town", "A market town where four roads meet, its inn full of drovers, pilgrims and tall tales."},
			{"Fernhollow", "woodland hamlet", "Cottages built among the roots of giant oaks, home to people wary of the deep woods of {region}."},
		},
		Sites: []place{
			{"The Standing Stones", "ancient ruin", "A ring of lichen-covered stones on a bare hilltop; compasses spin and birds will not land there."},
			{"Hangman's Ford", "river crossing", "A shallow ford under a lightning-split oak, the only crossing of the river for a day's ride."},
			{"The Old Watchtower", "ruined tower", "A crumbling border tower on a crag, abandoned since the last war and not quite empty."},
			{"Wolfsong Wood", "forest", "Dense pine forest where the wind in the branches sounds like howling, and sometimes is."},
			{"The Hermit's Glade", "clearing", "A sunlit clearing with a moss-roofed hut, herb gardens and a hermit who knows more than she says."},
			{"The Sunken Road", "marsh causeway", "An old causeway half swallowed by the marsh, marked by posts carved with warnings in a forgotten script."},
		},
		Lairs: []place{
			{"The Hollow Hill", "barrow", "A grass-covered burial mound with a stone door that was sealed from the inside."},
			{"Thornheart Grove", "corrupted grove", "A grove at the heart of {region} where the trees grow thorns as long as daggers and the air tastes of iron."},
			{"The Shattered Keep", "ruined castle", "A hilltop fortress split by an old earthquake, its halls open to the sky and claimed by new masters."},
			{"The Dragonback Caves", "cave system", "Caves in a jagged ridge that locals say looks like a sleeping dragon; lately the ridge has been smoking."},
		},
		Patrons: []string{"village elder", "commander of the frontier fort", "traveling priest of the harvest god", "retired ranger"},
		Allies:  []string{"half-wild trapper", "druid's apprentice", "shepherd who saw too much", "wounded scout"},
		Rivals:  []string{"bounty hunter", "greedy land agent", "proud local hunter", "treasure-seeker with a forged map"},
		Sights: []string{"mist clings to the hedgerows long after dawn", "the birds have gone quiet in the woods",
			"the river runs higher and colder than anyone remembers", "fresh claw marks scar the milestone by the road",
			"woodsmoke hangs low over the fields"},
		Races: []string{"human", "human", "human", "human", "halfling", "halfling", "elf", "elf", "half-elf", "half-orc", "gnome", "dwarf"},
		Side: []beat{
			{Title: "Wandering Beasts", Type: types.EncounterCombat, Kinds: []string{"beast", "monstrosity"},
				Desc: "On the trail between {hub} and {site1}, {foes} catch the party's scent and close in."},
			{Title: "The Swollen River", Type: types.EncounterExploration,
				Desc: "Rain has washed out the bridge. Crossing the torrent needs a plan: a rope line, a felled tree, or a DC {dc} Strength (Athletics) check to swim, with a failure sweeping a character fifty feet downstream."},
			{Title: "The Lost Pilgrims", Type: types.EncounterSocial,
				Desc: "A band of lost pilgrims begs for an escort. They are slow and quarrelsome, but their elder knows an old path to {lair}."},
			{Title: "The Snare Line", Type: types.EncounterTrap,
				Desc: "Poachers have strung snares and pit traps across the game trail. A DC {dc} Wisdom (Perception) check spots them; a character who falls into a pit takes {damage} bludgeoning damage."},
		},
	},
	types.SettingDungeon: {
		Regions: []string{"the Underhold beneath the Iron Peaks", "the Sunken Reaches", "the old dwarf-roads of Khaz Varun", "the Deepdelve"},
		Frame:   "The adventure descends into {region}, where the old mine tunnels go deeper than any map and the dark has its own rules.",
		Hubs: []place{
			{"Delver's Rest", "mining camp", "A ramshackle camp of tents and sluice boxes at the mouth of the old mine, run by prospectors who stayed too long."},
			{"The Lamplit Stair", "underground outpost", "A dwarven waystation carved into a cavern wall, lit by lamps that have not gone out in three hundred years."},
			{"Cragmoor", "mountain village", "A stone-walled village clinging to the mountainside above the entrance to {region}."},
			{"Deepgate", "fortified town", "A walled town built over the great shaft into {region}; its taverns are full of delvers going down, and fewer coming back."},
		},
		Sites: []place{
			{"The Hall of Pillars", "dwarven hall", "A vast hall of carved pillars, each the statue of a forgotten king, fading into darkness beyond the torchlight."},
			{"The Fungal Gardens", "cavern", "A humid cavern lit by glowing mushrooms taller than a man, where spores drift like snow."},
			{"The Chasm Bridge", "chasm", "A narrow stone bridge over a chasm nobody has seen the bottom of; the wind from below smells of sulphur."},
			{"The Flooded Gallery", "flooded tunnels", "Tunnels where an underground river broke through, leaving chest-deep pools and drowned mine carts."},
			{"The Forge of Embers", "ancient forge", "A dwarven forge whose furnaces still glow, fed by a vein of magma and tended by no living hand."},
			{"The Sealed Archive", "vault", "Shelves of stone tablets behind a door of runes, recording the delvers' last days."},
		},
		Lairs: []place{
			{"The Sunken Vault", "vault", "A treasury that sank into an underground lake, its doors now reached by a stair of drowned statues."},
			{"The Throne of Deepstone", "throne room", "A cavern palace where a throne of black stone faces a lake of still water."},
			{"The Wyrm's Hollow", "cavern", "A vast cavern strewn with bones and melted coins, its ceiling scorched black."},
			{"The Obsidian Sanctum", "temple", "A temple of volcanic glass at the deepest point of {region}, humming with a power that should have stayed buried."},
		},
		Patrons: []string{"mine foreman", "sage who studies the old dwarven tunnels", "prospectors' guild agent", "last heir of the old clan"},
		Allies:  []string{"lost miner", "lamp-keeper of the outpost", "cartographer with a half-finished map", "escaped prisoner from below"},
		Rivals:  []string{"boss of a rival delving crew", "treasure-hunting noble", "relic collector", "mercenary captain"},
		Sights: []string{"the lamps gutter in a draught from somewhere far below", "the mountain rumbles now and then like a sleeper turning over",
			"miners' picks lie abandoned by the tunnel mouth", "strange carvings have appeared on the cavern walls overnight",
			"water drips with a rhythm that almost sounds like speech"},
		Races: []string{"dwarf", "dwarf", "dwarf", "dwarf", "gnome", "gnome", "human", "human", "half-orc", "halfling"},
		Side: []beat{
			{Title: "The Riddle Door", Type: types.EncounterPuzzle,
				Desc:  "A stone door carved with a face asks a riddle: \"The more you take, the more you leave behind.\" Three wrong answers and the face breathes fire ({damage} fire damage, DC {dc} Dexterity saving throw for half).",
				Notes: "The answer is footsteps; a DC {dcHard} Intelligence check earns a hint."},
			{Title: "The Collapsing Tunnel", Type: types.EncounterTrap,
				Desc: "A rotten support beam gives way as the party passes. Each character makes a DC {dc} Dexterity saving throw or takes {damage} bludgeoning damage and is restrained under rubble."},
			{Title: "Things in the Dark", Type: types.EncounterCombat,
				Desc: "{Foes} lair in a side passage and stalk the party's light."},
			{Title: "The Lost Delver", Type: types.EncounterSocial,
				Desc: "A half-starved miner has hidden in a side tunnel for days. Terrified and paranoid, they know a shortcut to {lair}, if the party can win their trust (DC {dc} Charisma (Persuasion))."},
		},
	},
	types.SettingPlanar: {
		Regions: []string{"the Outlands", "the borderlands of the Feywild", "the Astral Sea", "the ash plains of the Elemental Chaos"},
		Frame:   "The adventure crosses {region}, where the laws of the Material Plane bend, and every bargain matters.",
		Hubs: []place{
			{"Crossway", "portal town", "A town built around a ring of standing doorways, each opening onto a different plane on a different day."},
			{"The Brass Bazaar", "planar market", "A market on the back of a colossal turtle shell, where traders from a hundred worlds haggle in a hundred tongues."},
			{"Lanternfall", "drifting city", "A city of paper lanterns and rope bridges that drifts between planes, under whatever sky is outside this week."},
			{"Haven's Edge", "astral harbor", "Silver piers jutting into {region}, where astral ships dock and pilots trade maps of the void."},
		},
		Sites: []place{
			{"The Garden of Glass", "fey garden", "A garden where flowers chime, paths rearrange themselves and every bargain is binding."},
			{"The Ember Steps", "elemental stair", "A stairway of floating basalt slabs over a sea of fire, each step hotter than the last."},
			{"The Hall of Echoes", "shadowed ruin", "A gray palace where every sound repeats a heartbeat later, and sometimes answers back."},
			{"The Clockwork Court", "citadel of law", "Brass corridors where tireless clockwork clerks stamp every traveler's papers in triplicate."},
			{"The Drifting Isle", "astral island", "A chunk of earth adrift in the silver void, holding the ruins of a forgotten god's shrine."},
			{"The Ashen Ferry", "river of souls", "A ferry across a gray river whose waters steal the memories of anyone who touches them."},
		},
		Lairs: []place{
			{"The Sundered Spire", "fortress", "A tower split between two planes, half in blazing light and half in endless dusk."},
			{"The Infernal Exchange", "devils' counting house", "A counting house of red iron where contracts are signed in blood and debts are collected in souls."},
			{"The Heart of the Maelstrom", "elemental vortex", "A storm of fire, water, earth and air spinning around a calm eye, where something waits."},
			{"The Thorned Throne", "fey court", "A throne room of living briars where an exiled fey lord holds court under a sky of endless twilight."},
		},
		Patrons: []string{"planar cartographer", "envoy of a celestial court", "doorwarden of the portal town", "exiled fey noble"},
		Allies:  []string{"translator of a hundred tongues", "lost traveler from the Material Plane", "portal-running courier", "bored ferryman"},
		Rivals:  []string{"rival planeswalker", "collector of curiosities", "bounty hunter from the Clockwork Court", "celestial inquisitor"},
		Sights: []string{"the sky overhead changes color every hour", "gravity pulls a little sideways near the doorways",
			"music with no musicians drifts from the alleys", "the doorways hum a chord that sets teeth on edge",
			"travelers' shadows move a heartbeat out of step with their owners"},
		Races: []string{"tiefling", "tiefling", "tiefling", "human", "elf", "elf", "half-elf", "dragonborn", "dragonborn", "gnome"},
		Side: []beat{
			{Title: "The Gravity Shift", Type: types.EncounterExploration,
				Desc: "The plane's laws twist and down becomes sideways for ten minutes. Moving safely takes DC {dc} Dexterity (Acrobatics) checks; a clever use of the shift earns advantage on the next encounter."},
			{Title: "The Whispering Contract", Type: types.EncounterSocial,
				Desc: "A smiling stranger offers the party exactly what they need, for a small favor to be named later. A DC {dcHard} Wisdom (Insight) check reveals the catch."},
			{Title: "Planar Predators", Type: types.EncounterCombat,
				Desc: "{Foes} ride the planar currents and fall on the party at a crossing."},
			{Title: "The Mirror Maze", Type: types.EncounterPuzzle,
				Desc: "A maze of mirrors shows each character a different path, and only one reflection tells the truth. Each wrong turn costs ten minutes and a DC {dc} Wisdom saving throw against a frightening vision."},
		},
	},
	types.SettingCustom: {
		Frame: "The adventure is set in {region}.",
		Hubs: []place{
			{"The Landing", "gathering place", "The busiest place in {region}: where travelers arrive, news spreads and every job is first posted."},
			{"The Commons", "town", "The town at the heart of {region}, where every traveler passes through sooner or later."},
			{"The Old Market", "market", "The oldest market in {region}, where anything can be bought and most things can be learned."},
		},
		Sites: []place{
			{"The Old Quarter", "ruins", "The oldest part of {region}, half abandoned and full of things left behind."},
			{"The Outer Reach", "frontier", "The edge of {region}, where the maps grow vague and help is far away."},
			{"The Archive", "library", "Where {region} keeps its records; some of them have been altered."},
			{"The Crossing", "passage", "The only safe way through this part of {region}, and everyone knows it."},
		},
		Lairs: []place{
			{"The Hidden Heart", "stronghold", "The secret center of the trouble in {region}, hidden where few would think to look."},
			{"The Deep Place", "depths", "Beneath the familiar places of {region} lies somewhere older, and it is awake."},
		},
		Patrons: []string{"local magistrate", "keeper of records", "head of a respected family", "veteran guide"},
		Allies:  []string{"young local who knows every shortcut", "retired soldier", "traveling healer", "talkative merchant"},
		Rivals:  []string{"rival adventurer", "ambitious official", "smooth-talking fixer", "treasure-seeker"},
		Sights: []string{"news travels faster than any rider", "everyone seems to be waiting for something to happen",
			"the locals trade worried looks whenever strangers ask questions"},
		Races: []string{"human", "human", "human", "elf", "dwarf", "halfling", "gnome", "half-elf", "half-orc", "tiefling", "dragonborn"},
		Side: []beat{
			{Title: "Trouble on the Road", Type: types.EncounterCombat, Desc: "{Foes} block the way to {site1}, with no interest in talking."},
			{Title: "A Stranger's Favor", Type: types.EncounterSocial,
				Desc: "A stranger asks the party for help with a small problem; solving it (DC {dc} check of the players' choosing) earns a friend who knows the way to {lair}."},
			{Title: "Locked and Warded", Type: types.EncounterPuzzle,
				Desc: "A sealed door bars a shortcut to {site2}. Its lock is a puzzle of symbols found elsewhere in {region}; a DC {dc} Intelligence (Investigation) check works it out."},
		},
	},
}

// settingFor returns a setting's tables; mixed combines the urban,
// wilderness and dungeon ones.
func settingFor(s types.Setting) settingData {
	if s != types.SettingMixed {
		return settings[s]
	}
	return mixedSetting
}

var mixedSetting = func() settingData {
	u, w, d := settings[types.SettingUrban], settings[types.SettingWilderness], settings[types.SettingDungeon]
	join := func(lists ...[]string) []string {
		var out []string
		for _, l := range lists {
			out = append(out, l...)
		}
		return out
	}
	joinPlaces := func(lists ...[]place) []place {
		var out []place
		for _, l := range lists {
			out = append(out, l...)
		}
		return out
	}
	return settingData{
		Regions: join(u.Regions, w.Regions),
		Frame:   "The adventure begins in {hub} and leads out across {region}, from the streets to the wild places and down into the dark beneath.",
		Hubs:    joinPlaces(u.Hubs, w.Hubs),
		Sites:   joinPlaces(u.Sites, w.Sites, d.Sites),
		Lairs:   joinPlaces(w.Lairs, d.Lairs),
		Patrons: join(u.Patrons, w.Patrons),
		Allies:  join(u.Allies, w.Allies, d.Allies),
		Rivals:  join(u.Rivals, w.Rivals, d.Rivals),
		Sights:  join(u.Sights, w.Sights),
		Races:   join(u.Races, w.Races, d.Races),
		Side:    append(append(append([]beat(nil), u.Side...), w.Side...), d.Side...),
	}
}()

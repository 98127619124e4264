package builtin

import (
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
)

var explorationTheme = themeData{
	Titles: []string{"In Search of {macguffin}", "{Macguffin}", "Beyond {hub}", "A Journey of {epithet}"},
	Premises: []string{
		"{Macguffin}, {macguffinWhy}, waits somewhere beyond {hub}. {Patron}, the {patronRole}, has the first clues and needs an expedition to follow them through {site1} and {site2} to {lair}. {Villain}, the {villainRole}, is on the same trail and plans {villainWant}.",
		"For a generation {macguffin} was a bedtime story in {hub}: {macguffinWhy}. Then {ally} came back from the wilds with proof. Now {villain}, the {villainRole}, races the party to {lair} and plans {villainWant}.",
	},
	Macguffins: []macguffin{
		{"the Lost Observatory", "a legendary tower said to show the way to any place in the world"},
		{"the Source of the Silverrun", "the spring of a river that has begun to run dry"},
		{"the Sunken Library", "a library of a drowned age whose books hold spells no one remembers"},
		{"the Edge of the Map", "the blank space on every map of {region}, from which no surveyor has returned"},
	},
	Hooks: []string{
		"{Patron}, the {patronRole}, funds an expedition: {reward} gp and first pick of any discovery.",
		"{Ally}, the {allyRole}, has a half-burned map and needs people who can keep them alive.",
		"{Rival}, the {rivalRole}, has already set out; if the party want the glory, they had better hurry.",
		"A character inherits a journal describing {macguffin}, with the last pages torn out.",
		"Strange goods from {lair} have been turning up in the markets of {hub}, and someone wants to know where they come from.",
	},
	Opening: []beat{
		{Title: "Outfitting the Expedition", Type: types.EncounterSocial,
			Desc: "In {hub}, the party gather gear, guides and rumors. {Patron} supplies a letter of credit; {ally} offers to guide for a share. A DC {dc} Charisma (Persuasion) check gets a discount; a DC {dc} Intelligence (History) check recalls the old tales about {site1}."},
		{Title: "The First Leg", Type: types.EncounterExploration,
			Desc: "The way from {hub} to {site1} is longer than the map admits. The party choose a navigator (DC {dc} Wisdom (Survival)) and a forager; on a failure they arrive a day late and one character gains a level of exhaustion."},
		{Title: "Raiders at the Camp", Type: types.EncounterCombat, Kinds: []string{"beast", "monstrosity", "humanoid"},
			Desc: "The party's first camp is raided by {foes}, after food and gear more than blood: a raid that turns costly is soon abandoned."},
	},
	Middle: []beat{
		{Title: "The Crossing", Type: types.EncounterExploration,
			Desc: "Between {site1} and {site2} lies a barrier: a chasm, a torrent or a wall of thorns. Crossing takes a plan and a DC {dc} Strength (Athletics) or Dexterity (Acrobatics) check per character; a failure costs a piece of equipment or a fall ({damage} bludgeoning damage)."},
		{Title: "The Ancient Mechanism", Type: types.EncounterPuzzle,
			Desc: "At {site1}, an old mechanism controls the way on: gears, levers and a mural that explains them to anyone patient. A DC {dc} Intelligence (Investigation) check reads the mural; three wrong pulls flood or collapse the chamber."},
		{Title: "Territorial Beasts", Type: types.EncounterCombat, Kinds: []string{"beast", "monstrosity", "plant", "dragon", "elemental"},
			Desc: "{Site2} is the hunting ground of {foes}. Sneaking through takes a DC {dc} Dexterity (Stealth) group check; otherwise it comes to a fight over the territory."},
		{Title: "The Locals", Type: types.EncounterSocial,
			Desc: "The people who live near {site2} know the way to {lair}, but they do not trust outsiders. Trading, helping with a problem or a DC {dc} Charisma (Persuasion) check earns a guide; an insult earns a false one."},
		{Title: "The Old Defenses", Type: types.EncounterTrap,
			Desc: "The builders of {lair} left defenses at {site2}: a pressure plate drops a portcullis and floods the room (DC {dc} Dexterity saving throw to get clear, or {damage} bludgeoning damage from the rushing water)."},
		{Title: "Rival Camp", Type: types.EncounterCombat, Kinds: []string{"humanoid"},
			Desc: "{Rival}'s expedition has reached {site2} first, guarded by {foes}. The party can fight, sneak past or strike a deal to share the way."},
	},
	ClimaxFight: []beat{
		{Title: "Race to the Prize", Type: types.EncounterCombat,
			Desc:  "The party reach {lair} at the same moment as {villain}, who fights with {foes} to claim {macguffin}. The place itself is dangerous: each round, roll a d6, and on a 1 part of {lair} collapses or shifts (DC {dc} Dexterity saving throw or {damage} damage).",
			Notes: "{Villain} uses the {villainStat} stat block."},
	},
	ClimaxTalk: []beat{
		{Title: "The Guardian's Question", Type: types.EncounterSocial,
			Desc:  "A guardian bound to {lair} for centuries asks the party why they came. An honest and worthy answer (DC {dcHard} Charisma check, with advantage if they helped the locals) opens the way; {villain} arrives with {foes} and tries to force it.",
			Notes: "{Villain} uses the {villainStat} stat block."},
	},
	Conclusions: []string{
		"{Macguffin} is found, mapped and, for now, protected. The expedition returns to {hub} to a hero's welcome; {patron} pays {reward} gp, and the party's names go on the map.",
		"The party reach {macguffin} and learn why it was lost: it was hidden on purpose. They return to {hub} with {reward} gp, a choice about what to tell the world, and {villain}'s maps of places even stranger.",
	},
	PatronWants: []string{"Wants {macguffin} found and recorded for the ages.", "Wants to prove the old stories true after years of ridicule."},
	AllyWants:   []string{"Wants to see what lies at the edge of the map.", "Wants to finish the journey a lost friend began."},
	RivalWants:  []string{"Wants to be first, and the credit that comes with it.", "Wants the treasure and cares nothing for history."},
}

var combatTheme = themeData{
	Titles: []string{"{Macguffin}", "Blood and {epithet}", "The Battle for {hub}", "{Lair} Must Fall"},
	Premises: []string{
		"{Macguffin}: {macguffinWhy}. {Villain}, the {villainRole}, is behind it and plans {villainWant}. {Patron}, the {patronRole}, has too few fighters and too little time, so the party's best hope is to strike first, from {site1} to {lair}.",
		"{Hub} is preparing for war. {Villain}, the {villainRole}, is behind {macguffin}, {macguffinWhy}, and plans {villainWant}. The party are the best chance {hub} has: hit the enemy where it is weak before it strikes.",
	},
	Macguffins: []macguffin{
		{"the Warband", "a raiding host that has burned three villages and is heading for {hub}"},
		{"the Broken Pass", "the only pass that keeps invaders from reaching {hub}, now in enemy hands"},
		{"the Champion's Challenge", "a challenge to prove who is strongest, with {hub} as the prize"},
		{"the Last Beacon", "a chain of beacon towers whose final light guards {hub}"},
	},
	Hooks: []string{
		"{Patron}, the {patronRole}, offers {reward} gp and a commission to anyone who will fight.",
		"{Villain}'s raiders burned the farm of someone one of the characters loves.",
		"{Ally}, the {allyRole}, has scouted the enemy camp and knows where it is weak.",
		"{Rival}, the {rivalRole}, wants to lead the defense; the party can follow them or outshine them.",
		"The party are in {hub} when the war horns sound, and leaving is no longer an option.",
	},
	Opening: []beat{
		{Title: "First Blood", Type: types.EncounterCombat, Followers: true,
			Desc: "{Villain}'s vanguard, {foes}, strikes {hub} without warning. Help is four rounds away; the party choose where to hold the line (a gate, a bridge or the square) until it arrives."},
		{Title: "The War Council", Type: types.EncounterSocial,
			Desc: "{Patron} gathers the defenders of {hub}. The party argue for a plan: raid, fortify or parley. A DC {dc} Charisma (Persuasion) check wins the council over; {rival} argues for the opposite."},
		{Title: "Scouting the Enemy", Type: types.EncounterExploration,
			Desc: "The party scout {villain}'s forces near {site1}. Each DC {dc} Dexterity (Stealth) success learns something useful (numbers, supplies, a weak point); two failures mean they are spotted and chased back."},
	},
	Middle: []beat{
		{Title: "The Raid", Type: types.EncounterCombat, Followers: true,
			Desc: "The party strike {villain}'s supply camp at {site1}, guarded by {foes}. Burning the supplies gives {villain}'s forces disadvantage on the next assault."},
		{Title: "Hold the Line", Type: types.EncounterCombat, Followers: true,
			Desc: "At {site2}, {foes} try to break through. The terrain helps: barricades give half cover, and a weakened bridge can be brought down on the assault with a DC {dc} Strength check."},
		{Title: "Rallying the Defenders", Type: types.EncounterSocial,
			Desc: "{Ally}, the {allyRole}, can raise the people of {hub}, if someone gives them a reason to fight. A rousing speech (DC {dc} Charisma (Performance or Persuasion)) gives the party inspiration for the final battle."},
		{Title: "Preparing the Ground", Type: types.EncounterTrap,
			Desc: "The party rig {site2} before the enemy arrives: pits, deadfalls and oil. Each successful DC {dc} Wisdom (Survival) check, or one with thieves' tools, sets a trap that deals {damage} damage to attackers in the final battle."},
		{Title: "The Back Way", Type: types.EncounterExploration,
			Desc: "{Ally} knows a back way into {lair}: a collapsed tunnel or an unguarded cliff. Climbing it takes DC {dc} Strength (Athletics) checks; getting in unseen lets the party strike {villain} directly."},
		{Title: "The Enemy's Orders", Type: types.EncounterPuzzle,
			Desc: "Captured orders are written in a battle cipher. Cracking it (a DC {dc} Intelligence check, or a clever guess using {villain}'s banner as the key) reveals when and where {villain} will attack."},
	},
	ClimaxFight: []beat{
		{Title: "Showdown at {lair}", Type: types.EncounterCombat,
			Desc:  "The decisive fight: {villain} makes a stand at {lair} with {foes}. Every advantage the party earned (supplies burned, defenders rallied, traps set) weakens the enemy; if {villain} falls, whoever is left surrenders.",
			Notes: "{Villain} uses the {villainStat} stat block."},
	},
	ClimaxTalk: []beat{
		{Title: "Single Combat", Type: types.EncounterSocial,
			Desc:  "{Villain} offers single combat in {lair}: champion against champion, winner takes all, watched by {foes}. A DC {dcHard} Charisma (Intimidation) check might make {villain} yield before blood is drawn; refusing, or cheating, means fighting everyone present.",
			Notes: "{Villain} uses the {villainStat} stat block."},
	},
	Conclusions: []string{
		"{Villain} is defeated and {macguffin} is broken. {Hub} honors the party with a feast, {reward} gp and a banner of their own, and the survivors will tell the story for years.",
		"The battle is won, at a cost: {hub} lost good people, and {patron} does not hide the grief. The party receive {reward} gp, the thanks of a town and a new enemy: whoever sent {villain}.",
	},
	PatronWants: []string{"Wants {hub} defended at any cost.", "Wants the war over with as few deaths as possible."},
	AllyWants:   []string{"Wants to protect the family they have left.", "Wants to prove they are more than a farmhand with a spear."},
	RivalWants:  []string{"Wants command and the glory that comes with it.", "Wants to win the war their own way, even if it is the wrong way."},
}

var socialTheme = themeData{
	Titles: []string{"{Macguffin}", "Masks and {epithet}", "An Evening in {hub}"},
	Premises: []string{
		"All of {hub} is talking about {macguffin}, {macguffinWhy}. {Patron}, the {patronRole}, needs it to go well. {Villain}, the {villainRole}, plans {villainWant}, and means to use {macguffin} to do it.",
		"{Macguffin} brings everyone who matters to {hub}: {macguffinWhy}. Under the smiles, {villain}, the {villainRole}, plans {villainWant}. The party have an invitation, a task and a great many people to charm.",
	},
	Macguffins: []macguffin{
		{"the Midsummer Masquerade", "the grandest party of the year, where alliances and marriages are made"},
		{"the Betrothal", "a marriage that will join two feuding families"},
		{"the Harvest Fair", "a festival that decides which guild holds the market charter for a year"},
		{"the Grand Tournament", "a contest of skill to which every great house sends a champion"},
	},
	Hooks: []string{
		"{Patron}, the {patronRole}, needs the party to attend {macguffin} as guests and keep their eyes open.",
		"{Ally}, the {allyRole}, needs help with a delicate matter of the heart before {macguffin} begins.",
		"{Rival}, the {rivalRole}, challenges a character to a public contest at {macguffin}.",
		"A character receives an invitation to {macguffin} they never asked for, from someone they do not know.",
		"{Hub} needs extra hands for {macguffin}; the pay is {reward} gp and all the gossip you can eat.",
	},
	Opening: []beat{
		{Title: "Arrivals", Type: types.EncounterSocial,
			Desc: "The party arrive in {hub} for {macguffin} and meet its most important guests. {Patron} briefs them quietly; {rival} makes a scene; {ally} is charming and clearly hiding something. A DC {dc} Wisdom (Insight) check reads the room."},
		{Title: "Preparations", Type: types.EncounterExploration,
			Desc: "Before {macguffin}, the party help get {hub} ready: finding a missing musician, fixing the stage, tasting the wine. Each task done (a DC {dc} check of the player's choosing) earns a favor to spend later."},
		{Title: "Uninvited Guests", Type: types.EncounterCombat,
			Desc: "On the way to {hub}, {foes} attack the party's coach: more nuisance than threat, but someone wanted the party to arrive late and bloodied."},
	},
	Middle: []beat{
		{Title: "The Gossip Exchange", Type: types.EncounterSocial,
			Desc: "Gossip is currency at {site1}. The party trade secrets with the guests; each DC {dc} Charisma (Deception or Persuasion) check learns a truth, and one of them is about {villain}."},
		{Title: "A Delicate Negotiation", Type: types.EncounterSocial,
			Desc: "{Rival}, the {rivalRole}, and {ally}, the {allyRole}, are about to ruin everything over an old quarrel. The party broker a truce (DC {dc} Charisma (Persuasion)) or pick a side."},
		{Title: "The Riddle Game", Type: types.EncounterPuzzle,
			Desc: "A parlor game at {site2}: a riddle contest with a prize everyone wants. The party answer three riddles (or make a DC {dc} Intelligence check for each); winning earns the attention of an influential guest."},
		{Title: "Behind the Curtains", Type: types.EncounterExploration,
			Desc: "The servants' passages of {site2} connect every room. Sneaking through them (DC {dc} Dexterity (Stealth)) lets the party overhear {villain} making a deal."},
		{Title: "A Duel of Honor", Type: types.EncounterCombat, Kinds: []string{"humanoid"},
			Desc: "An insult at {site2} leads to a duel, and the party's opponents have brought help: {foes}. It is meant to be to first blood; not everyone is playing by the rules."},
		{Title: "The Spiked Punch", Type: types.EncounterTrap,
			Desc: "Someone has spiked the punch at {site1} with a truth draught: a drinker makes a DC {dc} Constitution saving throw or can speak only the truth for an hour. {Villain} means to use it on {patron}."},
	},
	ClimaxFight: []beat{
		{Title: "The Masks Come Off", Type: types.EncounterCombat,
			Desc:  "{Villain}'s plan fails in public, so {villain} turns to force: {foes} burst into {lair} while {villain} goes for {patron}. The guests panic; protecting the innocent matters as much as winning.",
			Notes: "{Villain} uses the {villainStat} stat block."},
	},
	ClimaxTalk: []beat{
		{Title: "The Toast", Type: types.EncounterSocial,
			Desc:  "At the height of {macguffin}, in {lair}, {villain} makes their move: a public accusation, a forged letter, a ruinous toast. The party counter it with what they have learned; each secret, favor and ally adds +2 to the final DC {dcHard} Charisma (Persuasion or Performance) check. If it fails, {villain} signals {foes}.",
			Notes: "{Villain} uses the {villainStat} stat block."},
	},
	Conclusions: []string{
		"{Macguffin} ends in triumph rather than ruin. {Villain} leaves {hub} in disgrace, {patron} pays {reward} gp, and the party leave with invitations to every party of the season.",
		"{Villain}'s scheme is exposed over dessert, and {hub} will gossip about it for years. {Patron} rewards the party with {reward} gp and a favor; {ally} and {rival} might even be friends now.",
	},
	PatronWants: []string{"Wants {macguffin} remembered for the right reasons.", "Wants the families reconciled, for the good of {hub}."},
	AllyWants:   []string{"Wants to win someone's heart without help, which they badly need.", "Wants to keep a secret from spoiling the evening."},
	RivalWants:  []string{"Wants to be the talk of {macguffin}.", "Wants to humiliate {patron} in front of everyone."},
}

// customTheme tells the user's own story on the adventure's skeleton.
func customTheme(adventure themeData) themeData {
	custom := adventure
	custom.Titles = []string{"{CustomTheme}", "{CustomTheme}: A Tale of {epithet}", "{CustomTheme} in {hub}"}
	custom.Premises = []string{
		"This is a story of {customTheme}. In {hub}, {patron}, the {patronRole}, is caught up in it, and {villain}, the {villainRole}, plans {villainWant}. Everything turns on {macguffin}, {macguffinWhy}.",
		"{CustomTheme}: that is what {hub} will remember about this season. {Villain}, the {villainRole}, plans {villainWant}, and only the party stand in the way. Everything turns on {macguffin}: {macguffinWhy}.",
	}
	custom.Macguffins = []macguffin{
		{"the Prize", "what everyone caught up in {customTheme} is after"},
		{"the Secret", "the hidden truth at the heart of {customTheme}"},
	}
	custom.Hooks = append([]string{"A stranger in {hub} offers the party a part in {customTheme}, for {reward} gp."}, custom.Hooks...)
	return custom
}

// themeFor returns a theme's tables.
func themeFor(t types.Theme) themeData { return themes[t] }

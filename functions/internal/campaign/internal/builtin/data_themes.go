package builtin

import (
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
)

// themes hold each theme's story: premise, hooks, encounter beats and
// endings. Slots: {hub} {site1} {site2} {lair} {region} (and capitalised
// forms), {patron} {ally} {rival} {villain} with their {...Role}, {villainWant},
// {villainStat}, {macguffin}, {macguffinWhy}, {reward}, {epithet}; in beats
// also {foes}, {dc}, {dcHard} and {damage}.
var themes = map[types.Theme]themeData{
	types.ThemeAdventure:   adventureTheme,
	types.ThemeMystery:     mysteryTheme,
	types.ThemeHorror:      horrorTheme,
	types.ThemePolitical:   politicalTheme,
	types.ThemeExploration: explorationTheme,
	types.ThemeCombat:      combatTheme,
	types.ThemeSocial:      socialTheme,
	types.ThemeCustom:      customTheme(adventureTheme),
}

var adventureTheme = themeData{
	Titles: []string{"The Quest for {macguffin}", "{Macguffin}", "{Lair}: A Tale of {epithet}", "Into {lair}"},
	Premises: []string{
		"{Villain}, the {villainRole}, has taken {macguffin}, {macguffinWhy}, and carried it to {lair}. {Patron} knows that if it is not recovered soon, {villain} will be free {villainWant}.",
		"Everyone in {hub} has heard of {macguffin}, {macguffinWhy}. Now it is gone, taken by {villain}, the {villainRole}, who plans {villainWant}. The trail leads through {site1} and {site2} to {lair}.",
	},
	Macguffins: []macguffin{
		{"the Emberheart Crown", "a relic whose flame has kept the old wards burning for a hundred years"},
		{"the Star-Iron Key", "the only key to a vault no one has opened since the founding of {hub}"},
		{"the Map of the Last Road", "a map to a treasure older than any kingdom"},
		{"the Sunstone Chalice", "a chalice that can cure any sickness once a year"},
	},
	Hooks: []string{
		"{Patron}, the {patronRole}, offers {reward} gp for the return of {macguffin}, half paid up front.",
		"{Ally}, the {allyRole}, saw {villain}'s people carry something heavy into {site1} and begs the party to look.",
		"A dying courier staggers into {hub} with a map to {lair} sewn into their coat.",
		"{Rival}, the {rivalRole}, boasts all over {hub} that they will find {macguffin} first; the wager is on.",
		"One of the characters dreams of {lair} the night {macguffin} vanishes, and wakes with its name on their lips.",
	},
	Opening: []beat{
		{Title: "The Patron's Plea", Type: types.EncounterSocial,
			Desc:  "{Patron}, the {patronRole}, meets the party in {hub} and lays out the trouble: {macguffin} is gone, and {villain} has it. {Patron} offers {reward} gp and a name: {ally}, who was there when it was taken. The party can haggle, ask what {patron} is not saying, or set out at once for {site1}.",
			Notes: "A DC {dc} Wisdom (Insight) check shows {patron} fears something more than the loss; pressing reveals that {villain} was once a friend."},
		{Title: "Ambush on the Road", Type: types.EncounterCombat, Followers: true,
			Desc: "Barely out of {hub}, {foes} sent by {villain} try to stop the party before the hunt begins. A prisoner, or a search of the fallen, yields a note with {villain}'s seal and directions to {site1}."},
		{Title: "A Cold Trail", Type: types.EncounterExploration,
			Desc: "The thieves left a trail out of {hub}: scuffed tracks, a dropped glove, a smear of strange mud. Following it takes three successful DC {dc} Wisdom (Survival) or Intelligence (Investigation) checks before three failures; each failure costs an hour and warns {villain}'s lookouts at {site1}."},
	},
	Middle: []beat{
		{Title: "Guardians of the Way", Type: types.EncounterCombat, Followers: true,
			Desc: "{Site1} is held by {foes} who answer to {villain}. Getting past means a fight, a distraction or a very good disguise, and whoever holds {site1} holds the key to the way on to {site2}."},
		{Title: "An Unlikely Ally", Type: types.EncounterSocial,
			Desc: "{Ally}, the {allyRole}, is hiding in {site1} with a price on their head. They know a secret way into {lair} and will trade it for an escort to safety, or for help settling an old score with {rival} (DC {dc} Charisma (Persuasion) to get it for less)."},
		{Title: "The Hidden Path", Type: types.EncounterExploration,
			Desc: "The direct way to {site2} is watched, but there are others, and the party choose: a flooded passage, a goat track or a forgotten drain. A DC {dc} Wisdom (Survival) group check gets them there unseen; on a failure they arrive late and {villain} knows they are coming."},
		{Title: "The Warded Door", Type: types.EncounterPuzzle,
			Desc: "A door of four rotating stone rings seals {site2}. Carvings in {site1} show the right order (DC {dc} Intelligence (Investigation) to spot the pattern); forcing the door (DC {dcHard} Strength) works too, but the noise brings {villain}'s guards."},
		{Title: "The Thieves' Precautions", Type: types.EncounterTrap,
			Desc: "{Villain}'s people trapped the approach to {site2}: a tripwire looses a volley of darts (DC {dc} Dexterity saving throw or {damage} piercing damage). A DC {dc} Wisdom (Perception) check spots the wire in time."},
		{Title: "The Rival's Gambit", Type: types.EncounterCombat, Kinds: []string{"humanoid"},
			Desc: "{Rival} catches up with the party at {site2} with {foes} in tow, meaning to take the trail for themself. {Rival} lets the hired muscle fight and watches, ready to call off the attack for a share of the prize."},
	},
	ClimaxFight: []beat{
		{Title: "{Villain}'s Last Stand", Type: types.EncounterCombat,
			Desc:  "In the depths of {lair}, {villain} is ready to use {macguffin}, and fights alongside {foes}. If {villain} falls, whoever is left breaks and runs. Seizing {macguffin} mid-fight (a contested Strength (Athletics) check or a clever trick) ends the plan at once.",
			Notes: "{Villain} uses the {villainStat} stat block."},
	},
	ClimaxTalk: []beat{
		{Title: "The Bargain in the Dark", Type: types.EncounterSocial,
			Desc:  "{Villain} meets the party in {lair} with {macguffin} in hand and offers a deal: walk away rich, or fight for it. A DC {dcHard} Charisma (Persuasion or Intimidation) check, or a truth about {villain}'s past learned from {patron}, can end it without bloodshed. If talks fail, {villain} attacks with {foes}.",
			Notes: "{Villain} uses the {villainStat} stat block."},
	},
	Conclusions: []string{
		"With {macguffin} back in {patron}'s hands, {hub} celebrates and the promised {reward} gp is paid. If {villain} escaped, they will be back, and they will remember the party's faces.",
		"{Macguffin} is safe, though not unchanged: something woke in it in {lair}, and {patron} asks the party to keep it close until the sages can study it. The {reward} gp reward is paid, and {ally} now owes the party a favor.",
	},
	PatronWants: []string{"Needs {macguffin} back before {villain} can use it.", "Wants {macguffin} returned and {villain} brought to justice, in that order."},
	AllyWants:   []string{"Wants {villain} gone so they can go home.", "Hopes that helping the party will clear their name."},
	RivalWants:  []string{"Wants the glory of finding {macguffin} first.", "Wants to sell {macguffin} to a collector for a fortune."},
}

var mysteryTheme = themeData{
	Titles: []string{"{Macguffin}", "The Truth Beneath {lair}", "A Question of {epithet}"},
	Premises: []string{
		"{Hub} is gripped by {macguffin}: {macguffinWhy}. The watch has no answers. The truth is that {villain}, the {villainRole}, is behind it and plans {villainWant}; but {villain} hides well, and the obvious suspect is {rival}.",
		"Nobody in {hub} will speak openly about {macguffin}: {macguffinWhy}. {Patron}, the {patronRole}, believes the culprit is still among them. It is {villain}, the {villainRole}, who plans {villainWant} and has laid a false trail to {rival}.",
	},
	Macguffins: []macguffin{
		{"the Vanishing", "six people gone in six nights, each leaving an unlocked door and a cold hearth"},
		{"the Poisoned Feast", "a banquet where three guests died and the poison was never found"},
		{"the Stolen Charter", "the founding charter of {hub}, stolen from a locked room with no other way in"},
		{"the Silent Bell", "a temple bell that stopped ringing the night its keeper was found dead"},
	},
	Hooks: []string{
		"{Patron}, the {patronRole}, hires the party to find the truth behind {macguffin}, quietly, for {reward} gp.",
		"A character receives an unsigned letter: \"Ask {rival} where they were that night.\"",
		"{Rival}, the {rivalRole}, is accused of the crime and, too proud to beg, sends a go-between to hire the party to clear their name.",
		"An old friend of one of the characters is caught up in {macguffin}, and the watch has stopped looking.",
		"A poster in {hub} offers {reward} gp for information, and someone tears it down as soon as it goes up.",
	},
	Opening: []beat{
		{Title: "Questions and Answers", Type: types.EncounterSocial,
			Desc: "{Patron} lays out what is known: who was there, what was found, what the watch missed. Witnesses in {hub} each hold a piece of the truth; a DC {dc} Charisma (Persuasion) or Wisdom (Insight) check gets each to talk, and one of them lies to protect {rival}."},
		{Title: "The Scene of the Crime", Type: types.EncounterExploration,
			Desc: "The party examine where it happened. A DC {dc} Intelligence (Investigation) check finds a muddy print leading towards {site1}; a DC {dcHard} check also finds a thread of expensive cloth that does not belong to {rival}."},
		{Title: "Silencing the Witness", Type: types.EncounterCombat, Followers: true,
			Desc: "The party reach a key witness just as {foes} arrive to make sure nobody talks. Keeping the witness alive earns a name: whoever sent the attack works for {villain}."},
	},
	Middle: []beat{
		{Title: "The Obvious Suspect", Type: types.EncounterSocial,
			Desc: "{Rival}, the {rivalRole}, has a motive and no alibi, and {hub} already believes the worst. A DC {dc} Wisdom (Insight) check shows {rival} is hiding something, but it is an affair, not a crime; cleared, {rival} points the party to {site1}."},
		{Title: "Following the Money", Type: types.EncounterExploration,
			Desc: "Ledgers, receipts and bribes lead to {site1}. Each successful DC {dc} Intelligence (Investigation) check turns up a clue, and the third clue names {villain}."},
		{Title: "The Cipher", Type: types.EncounterPuzzle,
			Desc: "A coded letter found in {site1} uses a substitution cipher keyed to a word the party already know: the name of {macguffin}. Solving it, or a DC {dcHard} Intelligence check, reveals a meeting at {site2}."},
		{Title: "Cornered in the Dark", Type: types.EncounterCombat, Followers: true,
			Desc: "At {site2}, {foes} are waiting: someone warned {villain}. The ambush is itself a clue, since only a handful of people knew the party's plans."},
		{Title: "A Trap for Snoops", Type: types.EncounterTrap,
			Desc: "{Villain} expected investigators: the strongbox at {site2} hides a poison needle (DC {dc} Constitution saving throw or {damage} poison damage and poisoned for an hour). A DC {dc} check with thieves' tools disarms it."},
		{Title: "The Ally's Confession", Type: types.EncounterSocial,
			Desc: "{Ally}, the {allyRole}, finally admits what they saw and why they kept quiet: they are afraid of {villain}. They will testify, if the party can keep them safe until the end (DC {dc} Charisma (Persuasion))."},
	},
	ClimaxFight: []beat{
		{Title: "The Culprit Unmasked", Type: types.EncounterCombat,
			Desc:  "The party confront {villain} in {lair}. Cornered, {villain} drops the mask and fights with {foes}. If the party lay out the evidence first, or {ally} testifies, {villain}'s side hesitates for the first round.",
			Notes: "{Villain} uses the {villainStat} stat block."},
	},
	ClimaxTalk: []beat{
		{Title: "The Accusation", Type: types.EncounterSocial,
			Desc:  "In {lair}, before witnesses, the party lay out the case against {villain}. Each piece of real evidence gives advantage on, or +2 to, the final DC {dcHard} Charisma (Persuasion) check to turn the room; on a failure {villain} flees, or attacks with {foes}.",
			Notes: "{Villain} uses the {villainStat} stat block."},
	},
	Conclusions: []string{
		"With {villain} exposed, {macguffin} is finally explained, and {hub} can grieve and rebuild. {Patron} pays {reward} gp, and {rival}, cleared, has to admit in public that the party were right.",
		"The truth about {macguffin} comes out, but not all of it: a letter in {lair} shows {villain} answered to someone else. {Patron} pays {reward} gp and asks the party to keep digging.",
	},
	PatronWants: []string{"Wants the truth, even if it embarrasses powerful people.", "Needs the culprit found before the panic in {hub} turns into a riot."},
	AllyWants:   []string{"Wants to stop being afraid of {villain}.", "Wants the truth out, even if it costs them their place in {hub}."},
	RivalWants:  []string{"Wants to keep a private scandal hidden, which makes them look guilty.", "Wants the party to fail so their own theory wins."},
}

var horrorTheme = themeData{
	Titles: []string{"{Macguffin}", "The Horror of {lair}", "Night Falls on {hub}", "A Season of {epithet}"},
	Premises: []string{
		"Something is wrong in {hub}. For weeks its people have lived with {macguffin}: {macguffinWhy}. Those who could leave already have. At the root of it is {villain}, the {villainRole}, who plans {villainWant} and has made {lair} the heart of the corruption.",
		"{Patron}, the {patronRole}, has buried too many neighbors. {Macguffin}, {macguffinWhy}, began when {villain} came to {lair}; now {villain} plans {villainWant}, and the nights in {hub} grow longer.",
	},
	Macguffins: []macguffin{
		{"the Weeping Bell", "a bell that tolls by itself at midnight, and each time someone falls into a sleep they never wake from"},
		{"the Blight", "a rot that turns crops black and livestock savage"},
		{"the Hollow Curse", "a curse that leaves its victims' shadows behind when they walk away"},
		{"the Drowned Hymn", "a song heard from the water that lures listeners into the dark"},
	},
	Hooks: []string{
		"{Patron}, the {patronRole}, writes to the party: \"Come quickly. Do not travel after dark.\"",
		"A relative of one of the characters lives in {hub} and has stopped answering letters.",
		"{Ally}, the {allyRole}, survived a night at {site1} and will not say what they saw, only that it knew their name.",
		"The party shelter in {hub} from a storm, and the storm does not end.",
		"{Rival}, the {rivalRole}, sells charms against {macguffin} that do nothing, and someone is about to die believing in them.",
	},
	Opening: []beat{
		{Title: "A Town Holding Its Breath", Type: types.EncounterSocial,
			Desc: "{Hub} greets the party with barred doors and frightened eyes. {Patron} explains {macguffin} and asks for help; the locals whisper about {site1}. A DC {dc} Wisdom (Insight) check shows that someone is relieved the party came, and someone else is not."},
		{Title: "The First Victim", Type: types.EncounterExploration,
			Desc: "The party examine the latest victim of {macguffin}. A DC {dc} Wisdom (Medicine) check shows the cause is not natural; a DC {dcHard} Intelligence (Religion or Arcana) check ties it to {lair}."},
		{Title: "Things in the Night", Type: types.EncounterCombat, Kinds: []string{"undead", "fiend", "aberration", "monstrosity", "beast"},
			Desc: "On the party's first night in {hub}, {foes} come out of the dark, drawn to light and noise. The first crow of dawn drives off whatever is still standing."},
	},
	Middle: []beat{
		{Title: "The Haunted Way", Type: types.EncounterExploration,
			Desc: "The road to {site1} is wrong: the same tree passed three times, whispers at the edge of hearing. Each character makes a DC {dc} Wisdom saving throw or is frightened until they leave the area, and one of them sees the face of someone they lost."},
		{Title: "The Survivor", Type: types.EncounterSocial,
			Desc: "{Ally}, the {allyRole}, hides in {site1}, half mad with fear. Calming them (DC {dc} Wisdom (Medicine) or Charisma (Persuasion)) earns the truth: {villain} is behind {macguffin}, and {villain} fears one thing."},
		{Title: "The Restless Dead", Type: types.EncounterCombat, Kinds: []string{"undead"},
			Desc: "{Site2} is full of the dead, and they do not rest: {foes} rise as the party cross the threshold."},
		{Title: "The Ritual Circle", Type: types.EncounterPuzzle,
			Desc: "In {site2} lies the ritual circle that feeds {macguffin}: six symbols, two of them false. Breaking the right ones (DC {dc} Intelligence (Arcana)) weakens {villain} for the final fight; breaking a false one draws {villain}'s attention."},
		{Title: "The Hungry House", Type: types.EncounterTrap,
			Desc: "The building at {site2} tries to keep its visitors: doors slam, floors tilt, and a stair collapses into a pit (DC {dc} Dexterity saving throw or {damage} bludgeoning damage)."},
		{Title: "The Touched", Type: types.EncounterCombat,
			Desc: "At {site1}, {macguffin} has touched the living, and what it touched attacks: {foes}, twisted out of all natural shape. Afterwards a DC {dc} Wisdom (Medicine) check shows how the corruption spreads."},
	},
	ClimaxFight: []beat{
		{Title: "The Heart of the Horror", Type: types.EncounterCombat,
			Desc:  "In {lair}, {villain} waits at the center of {macguffin} and fights with {foes}. Destroying the focus of the curse (AC 15, 30 hit points) ends {macguffin} and gives {villain} disadvantage on attacks.",
			Notes: "{Villain} uses the {villainStat} stat block."},
	},
	ClimaxTalk: []beat{
		{Title: "A Deal with the Dark", Type: types.EncounterSocial,
			Desc:  "{Villain} offers a bargain in {lair}: leave, and {hub} is spared for a generation. A DC {dcHard} Charisma check could talk it down or trick it; refusing means fighting {villain} and {foes}.",
			Notes: "{Villain} uses the {villainStat} stat block."},
	},
	Conclusions: []string{
		"With {villain} destroyed, {macguffin} fades, and dawn comes to {hub} like a held breath let go. {Patron} pays {reward} gp, but the survivors will never quite trust the dark again.",
		"{Macguffin} ends, but not cleanly: one character carries a mark from {lair} that aches in moonlight. {Hub} pays {reward} gp and builds a shrine where {villain} fell.",
	},
	PatronWants: []string{"Wants {hub} safe, and will spend every coin the town has on it.", "Wants the truth about what happened to their family."},
	AllyWants:   []string{"Wants the nightmares to stop.", "Wants revenge for the friends {villain} took."},
	RivalWants:  []string{"Wants to profit from the town's fear.", "Wants to prove the danger is exaggerated and keep their business open."},
}

var politicalTheme = themeData{
	Titles: []string{"{Macguffin}", "The Game of {epithet}", "Whispers in {hub}"},
	Premises: []string{
		"{Hub} stands at a turning point: {macguffin}, {macguffinWhy}. {Patron}, the {patronRole}, wants a fair outcome. {Villain}, the {villainRole}, wants power and plans {villainWant}, with {rival} as a willing or unwitting pawn.",
		"Every faction in {hub} is manoeuvring over {macguffin}, {macguffinWhy}. Behind the courtesies, {villain}, the {villainRole}, plans {villainWant}. The party are outsiders, which makes them useful to everyone, and expendable.",
	},
	Macguffins: []macguffin{
		{"the Succession", "the question of who will rule {hub} now that its old ruler lies dying"},
		{"the Trade Treaty", "a treaty that will decide whether {hub} prospers or starves"},
		{"the Council Vote", "a vote that will hand command of the militia to one faction"},
		{"the Ruling Seal", "the seal that makes any decree law, missing from its case"},
	},
	Hooks: []string{
		"{Patron}, the {patronRole}, needs trustworthy outsiders to carry a message no one in {hub} can be seen carrying.",
		"The party are hired as bodyguards for {ally}, the {allyRole}, during the negotiations.",
		"{Rival}, the {rivalRole}, offers the party {reward} gp to dig up dirt on {patron}.",
		"A character is named in a forged letter that makes them a suspect in a plot against {hub}.",
		"Riots break out in {hub} as the party arrive, and someone started them on purpose.",
	},
	Opening: []beat{
		{Title: "An Audience", Type: types.EncounterSocial,
			Desc: "{Patron} receives the party in {hub} and explains {macguffin}. Every faction will court them; {patron} asks them to find out who is buying votes. A DC {dc} Wisdom (Perception) check notices {rival}'s agent listening at the door."},
		{Title: "The Reception", Type: types.EncounterSocial,
			Desc: "A glittering reception in {hub} where every guest has an agenda. Each DC {dc} Charisma (Persuasion or Deception) success learns one faction's price; one failure insults the wrong person."},
		{Title: "Riot in the Streets", Type: types.EncounterCombat, Kinds: []string{"humanoid"},
			Desc: "A riot, bought and paid for, erupts as the party arrive in {hub}, and {foes} use it as cover to strike at {patron}. Protecting {patron} earns a friend for life; any attacker taken alive carries {villain}'s coin."},
	},
	Middle: []beat{
		{Title: "The Price of a Vote", Type: types.EncounterSocial,
			Desc: "{Rival}, the {rivalRole}, will back {patron} for a price: a favor, a secret or a public apology. The party negotiate (DC {dc} Charisma (Persuasion)) or find leverage in {site1}."},
		{Title: "Papers in the Archive", Type: types.EncounterExploration,
			Desc: "Proof of {villain}'s scheme lies in {site1} among ten thousand documents. A DC {dc} Intelligence (Investigation) check finds it in an hour; each failure adds an hour, and the doors close at dusk."},
		{Title: "The Assassins", Type: types.EncounterCombat, Kinds: []string{"humanoid"},
			Desc: "At {site2}, {foes} wait for {patron}, or for the party. {Villain} cannot be seen with hired killers, which makes a prisoner the best evidence in {hub}."},
		{Title: "The Seating Plan", Type: types.EncounterPuzzle,
			Desc: "The council dinner at {site2} is a puzzle: seat the factions so no two enemies sit side by side and the undecided sit near {patron}. A DC {dc} Intelligence (History) check reveals old feuds; each good choice gives advantage on the final vote."},
		{Title: "Poison at the Table", Type: types.EncounterTrap,
			Desc: "Someone has poisoned the wine meant for {patron} at {site2}. A DC {dc} Wisdom (Perception) check notices a servant's nerves; anyone who drinks makes a DC {dc} Constitution saving throw or takes {damage} poison damage."},
		{Title: "The Ally Wavers", Type: types.EncounterSocial,
			Desc: "{Ally}, the {allyRole}, has been threatened by {villain} and is about to switch sides. The party reassure them (DC {dc} Charisma (Persuasion)), protect their family, or find a better offer."},
	},
	ClimaxFight: []beat{
		{Title: "The Coup", Type: types.EncounterCombat,
			Desc:  "{Villain} gives up on persuasion and seizes {lair} with {foes}, taking hostages. The coup succeeds unless the party break it before the doors are barred; every round the hostages stay captive, {villain}'s claim grows stronger.",
			Notes: "{Villain} uses the {villainStat} stat block."},
	},
	ClimaxTalk: []beat{
		{Title: "The Council Chamber", Type: types.EncounterSocial,
			Desc:  "In {lair}, the matter is decided. The party present what they have learned; each piece of evidence, ally and favor gives +2 on the final DC {dcHard} Charisma (Persuasion) check. If {villain} loses the vote, they call in {foes} as a last resort.",
			Notes: "{Villain} uses the {villainStat} stat block."},
	},
	Conclusions: []string{
		"{Macguffin} is settled, and not in {villain}'s favor. {Patron} rewards the party with {reward} gp and a standing invitation to the halls of power in {hub}, which is both an honor and a warning.",
		"{Villain} falls from grace in public, and {hub} breathes again. {Rival} becomes the party's reluctant ally, {patron} pays {reward} gp, and every faction now knows the party's names.",
	},
	PatronWants: []string{"Wants {macguffin} settled fairly and without bloodshed.", "Wants to keep power out of {villain}'s hands, whatever it costs them personally."},
	AllyWants:   []string{"Wants to protect their family from {villain}'s threats.", "Wants a seat at the table for the people who never get one."},
	RivalWants:  []string{"Wants power for their own faction, but has lines they will not cross.", "Wants revenge on {patron} for an old humiliation."},
}

package grammar

import (
	"context"
	"testing"
)

// Each family: sentences a game master might write with the slip, and
// near misses (the right word in the same frame, names, quotations) that
// must not fire.

func TestPossessivesBySentenceStructure(t *testing.T) {
	runRuleCases(t, []ruleCase{
		// its / it's
		{"Its been three days since the caravan left.", []string{"Its|grammar|its-its"}},
		{"The gate is sealed, and now its starting to rust.", []string{"its|grammar|its-its"}},
		{"Its said that the Feywild changes those who linger.", []string{"Its|grammar|its-its"}},
		{"The wyrm lifts it's head from the hoard.", []string{"it's|grammar|its-its"}},
		{"The golem fights at it's best in the dark.", []string{"it's|grammar|its-its"}},
		{"What are it's weaknesses?", []string{"it's|grammar|its-its"}},
		{"It's claws gleam in the torchlight.", []string{"It's|grammar|its-its"}},
		{"The hag wears out it's welcome.", []string{"it's|grammar|its-its"}},
		{"The statue is famous for it's jeweled eyes.", []string{"it's|grammar|its-its"}},
		{"The owlbear guards its young; its den reeks, and its howling echoes.", nil},
		{"I think it's goblins all the way down, and it's the only way out.", nil},
		{"At its best the potion heals; at its worst it burns.", nil},
		{"It's raining, it's late, and it's time to camp.", nil},
		{"The ghost drifts through the hall; its chains rattle as it passes.", nil},
		{"Because it's cursed, nobody touches the blade or its hilt.", nil},
		// your / you're
		{"If your reading this, the seal is broken.", []string{"your|grammar|your-youre"}},
		{"Your safe here until dawn.", []string{"Your|grammar|your-youre"}},
		{"Well, your a long way from home.", []string{"your|grammar|your-youre"}},
		{"Roll your initiative; your turn comes after the ogre's.", nil},
		{"You're safe here, and your horses are rested.", nil},
		{"On your own, you will not survive. Do your best.", nil},
		// whose / who's
		{"The knight whose sword you carry is dead.", nil},
		{"Find the mage who's tower burned last winter.", []string{"who's|grammar|whose-whos"}},
		{"Who's there? Who's been eating the rations?", nil},
		{"Whose is this dagger?", nil},
		{"Whose going to pay for the damage?", []string{"Whose|grammar|whose-whos"}},
		// their / there / they're
		{"The goblins hid there loot in the well.", []string{"there|grammar|their-there-theyre"}},
		{"Their is a trapdoor under the rug.", []string{"Their|grammar|their-there-theyre"}},
		{"The bandits say their coming back at dusk.", []string{"their|grammar|their-there-theyre"}},
		{"I left the map over they're by the fire.", []string{"they're|grammar|their-there-theyre"}},
		{"Nobody knows if they're house still stands.", []string{"they're|grammar|their-there-theyre"}},
		{"Put the chest over there by the door; their camp is near.", nil},
		{"The villagers there own little, and out there wolves howl.", nil},
		{"Their training in the old ways was harsh.", nil},
		{"They're hiding in the cellar with their prisoners.", nil},
	})
}

func TestNounVerbConfusions(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The curse will effect every creature in the room.", []string{"effect|grammar|confused-words"}},
		{"The ritual had no affect on the lich.", []string{"affect|grammar|confused-words"}},
		{"Villagers were badly effected by the plague.", []string{"effected|grammar|confused-words"}},
		{"The new law takes affect at midnight.", []string{"affect|grammar|confused-words"}},
		{"The sage will advice you to turn back.", []string{"advice|grammar|confused-words"}},
		{"Any advise from the oracle is welcome.", []string{"advise|grammar|confused-words"}},
		{"No advise is needed, and the party rides on.", []string{"advise|grammar|confused-words"}},
		{"Strange affects are seen near the tower.", []string{"affects|grammar|confused-words"}},
		{"The best piece of advise that the sage gave was to wait.", []string{"advise|grammar|confused-words"}},
		{"The spell is a kind of affect that lingers.", []string{"affect|grammar|confused-words"}},
		{"Do not hold your breathe that the duke will pay.", []string{"breathe|grammar|confused-words"}},
		{"Every breathe is a struggle in the thin air.", []string{"breathe|grammar|confused-words"}},
		{"Underwater, the heroes cannot breath.", []string{"breath|grammar|confused-words"}},
		{"The troll holds its breathe and waits.", []string{"breathe|grammar|confused-words"}},
		{"The knight is loathe to break his oath.", []string{"loathe|grammar|confused-words"}},
		// Near misses.
		{"The spell's effect lasts an hour, and it will affect every creature.", nil},
		{"Side effects include nausea; the priest hopes to effect a cure.", nil},
		{"The sage's advice is to wait; she would advise caution.", nil},
		{"Take a deep breath before you breathe the fumes.", nil},
		{"The knight loathes the baron and is loath to serve him.", nil},
		{"The curse affects everyone who touches the idol.", nil},
		{"No advice was given; the sage advises patience, and the effect is plain.", nil},
		{"Cold affects them; fear affects everyone who hears it.", nil},
		{"The sage is full of advice that helps, and the kind of effect that lingers.", nil},
		{"They hold their breath that long, and the effects are lasting.", nil},
	})
}

func TestOtherConfusions(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"If you fail the save you loose your concentration.", []string{"loose|grammar|confused-words"}},
		{"The amulet looses its power at dawn.", []string{"looses|grammar|confused-words"}},
		{"The rebels have nothing to loose.", []string{"loose|grammar|confused-words"}},
		{"It would be a shame to loose", []string{"loose|grammar|confused-words"}},
		{"A lose stone falls from the ceiling.", []string{"lose|grammar|confused-words"}},
		{"The captain has lead the patrol for years.", []string{"lead|grammar|confused-words"}},
		{"It was the map that lead them to the ruins.", []string{"lead|grammar|confused-words"}},
		{"Three days have past since the battle.", []string{"past|grammar|confused-words"}},
		{"The party walked passed the guards.", []string{"passed|grammar|confused-words"}},
		{"In the passed, the keep was a temple.", []string{"passed|grammar|confused-words"}},
		{"The vizier's principle goal is the throne.", []string{"principle|grammar|confused-words"}},
		{"In principal, the plan could work.", []string{"principal|grammar|confused-words"}},
		{"The paladin never betrays his principals.", []string{"principals|grammar|confused-words"}},
		{"I wander if the bridge will hold.", []string{"wander|grammar|confused-words"}},
		{"They wondered through the forest for hours.", []string{"wondered|grammar|confused-words"}},
		// Near misses.
		{"The archer looses an arrow, and the hounds break loose.", nil},
		{"The archers made ready to loose. Nock your arrows and prepare to loose!", nil},
		{"You lose 5 hit points; the loose stones clatter.", nil},
		{"The scouts lead the way, and the walls are lined with lead.", nil},
		{"The patrol led them north; past the bridge lies the keep.", nil},
		{"In the past, the days passed slowly.", nil},
		{"The principal of the academy holds to her principles.", nil},
		{"Ms Ortega is our new school principle.", []string{"principle|grammar|confused-words"}},
		{"The vice principle locked the gates at dusk.", []string{"principle|grammar|confused-words"}},
		{"She was the principle of the academy for ten years.", []string{"principle|grammar|confused-words"}},
		{"After the war, Anna Vell became the principle of the mage school.", []string{"principle|grammar|confused-words"}},
		// Near misses: a rule or belief, whoever holds it.
		{"Honesty is the principle we live by.", nil},
		{"It is our guiding principle.", nil},
		{"The king is a man of principle.", nil},
		{"Mercy is her first principle.", nil},
		{"Every novice learns a school principle that forbids necromancy.", nil},
		{"She holds to the principle of fair trade.", nil},
		{"They wander the streets and wonder why the bells ring.", nil},
	})
}

func TestToTooAndThenThan(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The bridge is to narrow to cross.", []string{"to|grammar|to-too"}},
		{"The cellar was to dark, so we left.", []string{"to|grammar|to-too"}},
		{"The heroes want too rest.", []string{"too|grammar|to-too"}},
		{"Give the key too the guard.", []string{"too|grammar|to-too"}},
		{"The price rose from 10 too 15 gold.", []string{"too|grammar|to-too"}},
		{"Than the dragon woke.", []string{"Than|grammar|then-than"}},
		{"The bard sang too all the guests at the feast.", []string{"too|grammar|to-too"}},
		{"Too thirty-two villagers the baron gave a silver coin.", []string{"Too|grammar|to-too"}},
		{"Wait until than, and then strike.", []string{"than|grammar|then-than"}},
		// Near misses.
		{"It went from bad to worse, and from cold to hot.", nil},
		{"The path leads to dark caves and to distant lands.", nil},
		{"The ogre is too strong, and the wizard is too.", nil},
		{"It was all too easy; the road is too long-winded and too well-guarded.", nil},
		{"The heroes want to rest; it is too late to march.", nil},
		{"The ogre is stronger than the knight, and then it roars.", nil},
	})
}

func TestAgreementOverNounPhrasesAndQuestions(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The goblins in the cave was asleep.", []string{"was|grammar|subject-verb-agreement"}},
		{"The scouts from the keep was late.", []string{"was|grammar|subject-verb-agreement"}},
		{"Does your companions know the way?", []string{"Does|grammar|subject-verb-agreement"}},
		{"Where was the guards when the alarm rang?", []string{"was|grammar|subject-verb-agreement"}},
		{"Has you seen the map?", []string{"Has|grammar|subject-verb-agreement"}},
		{"Each of the guards have a key.", []string{"have|grammar|subject-verb-agreement"}},
		{"There is many doors in the hall.", []string{"There is|grammar|subject-verb-agreement"}},
		{"There's three ogres by the bridge.", []string{"There's|grammar|subject-verb-agreement"}},
		{"The cleric doesn't knows the prayer.", []string{"knows|grammar|verb-form"}},
		{"Did the bandits went north?", []string{"went|grammar|verb-form"}},
		{"She always take the long road.", []string{"take|grammar|subject-verb-agreement"}},
		{"The captain, whose men are loyal, stand firm.", []string{"stand|grammar|subject-verb-agreement"}},
		{"What remain of the army is camped by the ford.", []string{"remain|grammar|subject-verb-agreement"}},
		{"Nobody knows what dwell beneath the lake.", []string{"dwell|grammar|subject-verb-agreement"}},
		{"What come next will test the party.", []string{"come|grammar|subject-verb-agreement"}},
		// Near misses: "what" before its noun, auxiliaries and modals, the old inversion, past forms.
		{"What dwarves love most is gold.", nil},
		{"What do the elders want from us?", nil},
		{"What can happen in a single night?", nil},
		{"What say you, knight?", nil},
		{"What think you of the duke?", nil},
		{"What happened at the mill stays at the mill.", nil},
		{"What remains of the army is camped by the ford.", nil},
		{"What dare they attempt in the dark?", nil},
		{"The merchants sell what they find.", nil},
		{"What lie did the herald tell?", nil},
		{"What fear grips the village is plain to see.", nil},
		{"What help can we offer the refugees?", nil},
		{"What joy remains in the old keep?", nil},
		{"What help arrived came too late.", nil},
		{"What use is a sword against a ghost?", nil},
		{"Nobody knows what lie the herald told.", nil},
		{"The hounds, hungry and restless, howls at night.", []string{"howls|grammar|subject-verb-agreement"}},
		{"If at least one creature in the link have proficiency, it adds the bonus.", []string{"have|grammar|subject-verb-agreement"}},
		{"At most one guard at the gates are awake.", []string{"are|grammar|subject-verb-agreement"}},
		{"The scouts says that the bridge is out.", []string{"says|grammar|subject-verb-agreement"}},
		{"The elders believes that the well is cursed.", []string{"believes|grammar|subject-verb-agreement"}},
		// Near misses: collective nouns, names, plurals that are the same
		// word, a verb's object, coordinated subjects, the subjunctive.
		{"The party are divided, and the council meets at dawn.", nil},
		{"The Harpers send word; the sahuagin attack at night.", nil},
		{"Each of the guards has a key, and one of them sleeps.", nil},
		{"The leader of the goblins is clever; most of the goblins are not.", nil},
		{"The elf and the dwarf argue while the ranger waits.", nil},
		{"If the king were wise, he would flee; it floats as though gravity were a suggestion.", nil},
		{"Do the goblins know? Does the captain know?", nil},
		{"There are many doors, and there is a pair of boots by the fire.", nil},
		{"Ten gold pieces is a fair price.", nil},
		{"The villagers insist that he go at once.", nil},
		{"The wizard cast a spell, and the ogre hit the wall.", nil},
		// "at least" and "at most" before a number: the agreement is the
		// number's; after a verb the phrase is still its object.
		{"At least two creatures in the link have proficiency; at least one of them has a shield.", nil},
		{"If at least one creature in the link has proficiency, it adds the bonus.", nil},
		{"The spell strikes at least one creature in the area, and the others are spared.", nil},
		{"At least the goblins have fled.", nil},
		// A verb after the complementizer "that" is the next clause's; a
		// relative "that" leaves the noun reading of an -s word.
		{"The scout says that the bridge is out, and the elders believe that the well is cursed.", nil},
		{"The claims that the duke made are false.", nil},
		{"The tales that the bard spreads are lies.", nil},
		// A relative clause whose verb reads as a noun: its object is not the
		// subject of the main verb.
		{"The goblin camps that line the river are empty.", nil},
		// Plural without an -s: "people", "police", "cattle"; "a people" is
		// a nation.
		{"Some people thinks that the tower is cursed.", []string{"thinks|grammar|subject-verb-agreement"}},
		{"The police was called to the docks.", []string{"was|grammar|subject-verb-agreement"}},
		{"The people of the valley are angry, and the police know the thief.", nil},
		{"A people that has lost its home wanders; the people's champion is here.", nil},
		{"Folk music is popular in the valley.", nil},
		// "there" after a prepositional phrase that opens the sentence is
		// existential, though the tagger reads it as an adverb; a plural it
		// reads as an adjective is still plural.
		{"For more than a week there was rumors of war.", []string{"there was|grammar|subject-verb-agreement"}},
		{"After the storm there was reports of looting daily.", []string{"there was|grammar|subject-verb-agreement"}},
		{"For years there was peace. Over the years there was talk of war.", nil},
		{"The coins there was gold. The hall there is empty. In the hall there was gold and gems.", nil},
		{"In the cellar there is various junk, and for a time there was news daily.", nil},
		// A plural noun after its adjectives, or "these" and a number, is
		// rarely a modifier: an -s word after it is the verb, by tag or by
		// the word list, when an object or the end follows.
		{"The hungry wolves stalks the deer at dusk.", []string{"stalks|grammar|subject-verb-agreement"}},
		{"The young knights trains daily.", []string{"trains|grammar|subject-verb-agreement"}},
		{"These two holds the keys to the vault.", []string{"holds|grammar|subject-verb-agreement"}},
		{"Those three guards watches the gate.", []string{"watches|grammar|subject-verb-agreement"}},
		{"Check that these two contains enough rations.", []string{"contains|grammar|subject-verb-agreement"}},
		{"The old veteran orders arrests, and the black dogs' barks echo.", nil},
		{"The veteran orders arrests, not killings; the elder orders silence.", nil},
		{"These two contain the poison; those three guards watch the gate.", nil},
		{"The hungry wolves stalk the deer, and the young knights train daily.", nil},
	})
}

// After "do" the verb takes its base form, in a question opened by a
// question word too, and a regular past after "did" or a past the tagger
// read as a base is no base.
func TestBaseFormAfterDo(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"What do you thinks about the plan?", []string{"thinks|grammar|verb-form"}},
		{"Why does the wizard needs the key?", []string{"needs|grammar|verb-form"}},
		{"Where did the bandits went?", []string{"went|grammar|verb-form"}},
		{"He didn't knew the password.", []string{"knew|grammar|verb-form"}},
		{"They did not wanted to fight.", []string{"wanted|grammar|verb-form"}},
		{"Did the scouts tried the north road?", []string{"tried|grammar|verb-form"}},
		// Near misses: a question word that is the subject of a statement,
		// a participle before the subject's noun, a past that is also a
		// base ("bore"), verbs ending in -ed that are bases, "did" as the
		// main verb, and an adjective used as a plural noun.
		{"What does the trick is patience.", nil},
		{"Do armed guards patrol the gate? Why do hunted deer run?", nil},
		{"Don't bore the king with details; they don't bore easily.", nil},
		{"The elves did not feed the horses, and they did not need the gold.", nil},
		{"Did the bandits shred the map? Did it shed its skin?", nil},
		{"They did wicked things. What did the scared villagers see?", nil},
		{"What do the wounded need? Do the dead rise at night? Where do the poor sleep?", nil},
		{"Which did you choose? Can you breathe? Would you advise it?", nil},
	})
}

// TestTheIssuesParagraph is the issue's example: one slip in a paragraph
// about an invented creature, with the right word first.
func TestEffectInAParagraphOffersAffectFirst(t *testing.T) {
	c := newTestChecker(t)
	res := c.Check(context.Background(), "When the vorthak screams, the spell will effect every creature within 30 feet.", CheckOptions{})
	var grammar []Issue
	for _, is := range res.Errors {
		if is.Type == Grammar {
			grammar = append(grammar, is)
		}
	}
	if len(grammar) != 1 || grammar[0].Suggestions[0] != "affect" {
		t.Fatalf("want one grammar issue with affect first, got %+v", res.Errors)
	}
}

// TestGameMasterSentences: a second set of slips and clean near misses, written
// apart from the rules above.
func TestGameMasterSentences(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"Its far too late to warn the village now.", []string{"Its|grammar|its-its"}},
		{"The innkeeper says its the worst storm in years.", []string{"its|grammar|its-its"}},
		{"Every blade has it's own story.", []string{"it's|grammar|its-its"}},
		{"The wolf bared it's teeth at the scout.", []string{"it's|grammar|its-its"}},
		{"The tower and it's guardians fell in one night.", []string{"it's|grammar|its-its"}},
		{"When your ready, roll for initiative.", []string{"your|grammar|your-youre"}},
		{"I know your tired, but the gate must hold.", []string{"your|grammar|your-youre"}},
		{"Sharpen you're sword before dawn.", []string{"you're|grammar|your-youre"}},
		{"The cultists believe their safe behind the wards.", []string{"their|grammar|their-there-theyre"}},
		{"Their waiting for us at the bridge.", []string{"Their|grammar|their-there-theyre"}},
		{"The dwarves guard there halls jealously.", []string{"there|grammar|their-there-theyre"}},
		{"The twins lost there father to the plague.", []string{"there|grammar|their-there-theyre"}},
		{"The orcs sharpened they're axes all night.", []string{"they're|grammar|their-there-theyre"}},
		{"The girl who's brother vanished asks for help.", []string{"who's|grammar|whose-whos"}},
		{"Whose the captain of this ship?", []string{"Whose|grammar|whose-whos"}},
		{"Cold iron doesn't effect the fey in this realm.", []string{"effect|grammar|confused-words"}},
		{"The poison's affect lasts until the next long rest.", []string{"affect|grammar|confused-words"}},
		{"The storm's affects linger for days.", []string{"affects|grammar|confused-words"}},
		{"The old hermit gives good advise to travelers.", []string{"advise|grammar|confused-words"}},
		{"I would advice against entering the crypt.", []string{"advice|grammar|confused-words"}},
		{"The swimmers could not breath under the ice.", []string{"breath|grammar|confused-words"}},
		{"The dragon takes a deep breathe before the roar.", []string{"breathe|grammar|confused-words"}},
		{"Don't loose the map, whatever happens.", []string{"loose|grammar|confused-words"}},
		{"The thief will loose his hand if caught.", []string{"loose|grammar|confused-words"}},
		{"Tie the lose rope to the mast.", []string{"lose|grammar|confused-words"}},
		{"The ranger has lead many parties through the marsh.", []string{"lead|grammar|confused-words"}},
		{"Many years have past since the war.", []string{"past|grammar|confused-words"}},
		{"The caravan drove passed the ruins without stopping.", []string{"passed|grammar|confused-words"}},
		{"The door is to heavy to lift alone.", []string{"to|grammar|to-too"}},
		{"The soup was to hot, so the dwarf waited.", []string{"to|grammar|to-too"}},
		{"The prince sent a letter too the duke.", []string{"too|grammar|to-too"}},
		{"We need too leave before nightfall.", []string{"too|grammar|to-too"}},
		{"The giant is much larger then the troll.", []string{"then|grammar|then-than"}},
		{"First we rest, and than we march.", []string{"than|grammar|then-than"}},
		{"The temple's principle export is incense.", []string{"principle|grammar|confused-words"}},
		{"The doors of the vault was sealed with lead.", []string{"was|grammar|subject-verb-agreement"}},
		{"The bandits hiding in the woods is dangerous.", []string{"is|grammar|subject-verb-agreement"}},
		{"The knights of the order has sworn an oath.", []string{"has|grammar|subject-verb-agreement"}},
		{"The leader of the raiders have a scar.", []string{"have|grammar|subject-verb-agreement"}},
		{"Does the goblins know we are here?", []string{"Does|grammar|subject-verb-agreement"}},
		{"Is the dwarves ready to march?", []string{"Is|grammar|subject-verb-agreement"}},
		{"Why are the gate closed?", []string{"are|grammar|subject-verb-agreement"}},
		{"They goes to the market every morning.", []string{"goes|grammar|subject-verb-agreement"}},
		{"He don't know the way.", []string{"don't|grammar|subject-verb-agreement"}},
		{"There were a single guard at the door.", []string{"There were|grammar|subject-verb-agreement"}},
		{"There was dozens of rats in the cellar.", []string{"There was|grammar|subject-verb-agreement"}},
		{"The children walks to the shrine at dusk.", []string{"walks|grammar|subject-verb-agreement"}},
		{"Did you went to the tower alone?", []string{"went|grammar|verb-form"}},
		{"Each of the wizards has their own tower.", nil},
		{"The dragon spreads its wings, and it's clear the fight is over.", nil},
		{"Your companions wait by the fire; you're the last to arrive.", nil},
		{"They're late, and their horses are lame, so they rest there.", nil},
		{"The knight whose sword broke asks who's willing to lend one.", nil},
		{"The effect of the spell is strong; it will affect everyone nearby.", nil},
		{"Take my advice: advise the duke to flee.", nil},
		{"Hold your breath and breathe only when you surface.", nil},
		{"If you lose the key, a loose brick hides the spare.", nil},
		{"The guide led us through the lead mines; now she will lead us home.", nil},
		{"We walked past the gate, and the hours passed slowly.", nil},
		{"It is too dark to read, so we went to bed too.", nil},
		{"The giant is larger than the troll, and then it sits down.", nil},
		{"The principal goal of the guild is profit, not principle.", nil},
		{"The doors of the vault were sealed, and the vault itself is empty.", nil},
		{"The bandits hiding in the woods are dangerous.", nil},
		{"The leader of the raiders has a scar; the raiders have none.", nil},
		{"Do the goblins know we are here? Are the dwarves ready?", nil},
		{"There was a single guard, and there were dozens of rats.", nil},
		{"Each of the wizards has a tower, and all of them have apprentices.", nil},
		{"The party are arguing again, as the council meets in secret.", nil},
		{"The Harpers watch the roads while the Zhentarim sell weapons.", nil},
		{"Let him go; make it stop; watch them run.", nil},
		{"If I were you, I would leave the crown where it lies.", nil},
		{"The scouts report that the pass is clear and the river has frozen.", nil},
		{"Neither the cleric nor the paladin knows the answer.", nil},
		{"Fifty gold pieces is the price of passage.", nil},
		{"The news from the capital is grim.", nil},
		{"Her sword, which she had named Dawn, gleams in the light.", nil},
		{"The ogre's clubs lie in a heap by the door.", nil},
		{"Goblins, kobolds and a single ogre guard the cave.", nil},
	})
}

func TestHomophonesBySlot(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"I can here the drums from the valley.", []string{"here|grammar|confused-words"}},
		{"The council will except your offer.", []string{"except|grammar|confused-words"}},
		{"She went to the market to by bread.", []string{"by|grammar|confused-words"}},
		{"The ogre dose not care.", []string{"dose|grammar|confused-words"}},
		{"Come hear, little one.", []string{"hear|grammar|confused-words"}},
		{"The knight rode threw the gate.", []string{"threw|grammar|confused-words"}},
		{"The cave was quiet a long way off, quiet often flooded.", []string{"quiet|grammar|confused-words"}},
		{"When the bard stopped, the hall fell quite.", []string{"quite|grammar|confused-words"}},
		{"The scouts must decide weather to cross tonight.", []string{"weather|grammar|confused-words"}},
		{"Lets go before the guards wake.", []string{"Lets|grammar|confused-words"}},
		{"There are less goblins than we feared.", []string{"less|grammar|confused-words"}},
		{"The courier was suppose to arrive at dawn.", []string{"suppose|grammar|confused-words"}},
		// Near misses.
		{"I can hear the drums; come here and listen.", nil},
		{"Everyone except the cleric will accept the offer.", nil},
		{"Stand by the door; the tower was built by giants.", nil},
		{"A dose of antitoxin does nothing here.", nil},
		{"The hall is quiet, and the bard is quite good.", nil},
		{"Nobody knows whether the weather will hold.", nil},
		{"The warden lets nobody pass.", nil},
		{"There is less gold and fewer guards than we feared.", nil},
		{"I suppose the map is wrong.", nil},
	})
}

func TestParticiplesAndComparatives(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The caravan has went north.", []string{"went|grammar|verb-form"}},
		{"By dawn the thieves had took everything.", []string{"took|grammar|verb-form"}},
		{"The relic was stole from the temple.", []string{"stole|grammar|verb-form"}},
		{"This blade is more better than that one.", []string{"more better|grammar|double-comparative"}},
		{"It is the most easiest path.", []string{"most easiest|grammar|double-comparative"}},
		// Near misses.
		{"The caravan has gone north; the thieves had taken everything.", nil},
		{"The relic was stolen, and the guard was broken-hearted.", nil},
		{"The hour was late and the bells rang; she had a broken arm.", nil},
		{"This blade is better, and that one is the most ornate.", nil},
		{"She has more power and the most gold.", nil},
	})
}

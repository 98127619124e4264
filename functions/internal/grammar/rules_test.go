package grammar

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
)

// flagged checks text and describes each issue as "fragment|type|rule",
// reading the fragment back through the UTF-16 positions.
func flagged(t *testing.T, c *Checker, text string) []string {
	t.Helper()
	res := c.Check(context.Background(), text, CheckOptions{})
	units := utf16.Encode([]rune(text))
	var out []string
	for _, is := range res.Errors {
		frag := string(utf16.Decode(units[is.Position.Start:is.Position.End]))
		out = append(out, fmt.Sprintf("%s|%s|%s", frag, is.Type, is.Rule.ID))
	}
	return out
}

type ruleCase struct {
	text string
	want []string // "fragment|type|rule"; empty means the text must be clean
}

func runRuleCases(t *testing.T, cases []ruleCase) {
	t.Helper()
	c := newTestChecker(t)
	for _, tc := range cases {
		t.Run(tc.text, func(t *testing.T) {
			got := flagged(t, c, tc.text)
			if !slices.Equal(got, tc.want) {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
		})
	}
}

func TestModalOf(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The sentry could of raised the alarm.", []string{"could of|grammar|modal-of"}},
		{"You should of seen the dragon.", []string{"should of|grammar|modal-of"}},
		{"Would of helped, honestly.", []string{"Would of|grammar|modal-of"}},
		{"The bard must of lied.", []string{"must of|grammar|modal-of"}},
		// A past the tagger reads as a base after "of" is still a past.
		{"The scouts may of taken the north road.", []string{"may of|grammar|modal-of"}},
		{"I may of made a wrong turn at the ford.", []string{"may of|grammar|modal-of"}},
		{"In the month of may of last year the river flooded.", nil},
		// Near misses.
		{"The captain would, of course, refuse the bribe.", nil},
		{"The lich would of course refuse.", nil},
		{"The cost of the ritual could be high.", nil},
		// "might" the noun.
		{"The might of the gods is nothing to the lich.", nil},
		{"Celestial for \u201cjust might of the light\u201d.", nil},
		{"Might of heaven, hear me!", nil},
		{"They felt the full might of Waterdeep.", nil},
		{"The rogue might of been wrong.", []string{"might of|grammar|modal-of"}},
		{"Might of helped, I suppose.", []string{"Might of|grammar|modal-of"}},
	})
}

func TestArticles(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"A orc war chief blocks the pass.", []string{"A orc|grammar|article-a-an"}},
		{"The elf draws an bow.", []string{"an bow|grammar|article-a-an"}},
		{"The party finds an unicorn in the glade.", []string{"an unicorn|grammar|article-a-an"}},
		{"The innkeeper offers a honest deal.", []string{"a honest|grammar|article-a-an"}},
		{"They wait a hour.", []string{"a hour|grammar|article-a-an"}},
		{"He was an DM for years.", []string{"an DM|grammar|article-a-an"}},
		{"The ogre eats a apple.", []string{"a apple|grammar|article-a-an"}},
		// Near misses: sounds, not letters, decide.
		{"They rest for an hour.", nil},
		{"A unicorn grazes by a university.", nil},
		{"A one-shot needs a European setting and a once-proud city.", nil},
		{"An NPC hands an MP a letter and an HP potion to a DM.", nil},
		{"An heir and an honest knight meet a useful ally.", nil},
		{"An 8th-level wizard casts an 11th spell at a 1st-level rogue.", nil},
		{"Plan A is to hide; plan B is to run.", nil},
		{"An unusual orb and an ugly ogre.", nil},
		{"An historic battle was fought here.", nil},
		{"A Halfling and an Elf share a drink.", nil},
	})
}

func TestAgreement(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The bandits was waiting at the crossroads.", []string{"was|grammar|subject-verb-agreement"}},
		{"They was hiding in the cellar.", []string{"was|grammar|subject-verb-agreement"}},
		{"She have a map.", []string{"have|grammar|subject-verb-agreement"}},
		{"We was ambushed.", []string{"was|grammar|subject-verb-agreement"}},
		{"He are the last of his line.", []string{"are|grammar|subject-verb-agreement"}},
		{"I is the king.", []string{"is|grammar|subject-verb-agreement"}},
		{"The guards is asleep.", []string{"is|grammar|subject-verb-agreement"}},
		{"A goblin are hiding in the barrel.", []string{"are|grammar|subject-verb-agreement"}},
		{"The dragon were asleep when the party arrived.", []string{"were|grammar|subject-verb-agreement"}},
		{"The wizard are casting a spell.", []string{"are|grammar|subject-verb-agreement"}},
		{"The adventurers arrives at the gate.", []string{"arrives|grammar|subject-verb-agreement"}},
		{"Some goblins carries torches.", []string{"carries|grammar|subject-verb-agreement"}},
		// Near misses.
		{"If he were king, the realm would burn.", nil},
		{"Does she have the key?", nil},
		{"Let it have its prize.", nil},
		{"The news is grim and the crossroads is quiet.", nil},
		{"In the caves was a sleeping dragon.", nil},
		{"The boss is angry; the glass is empty.", nil},
		{"A few are brave; a lot were lost.", nil},
		{"The heroes were tired and the goblins are gone.", nil},
		{"She has a plan and they have a map.", nil},
		{"The species is rare.", nil},
		{"The heroes arrive as the guards watch.", nil},
		{"The party are divided and the undead are restless.", nil},
		{"The brave are rewarded; the fallen are remembered; the wealthy are nervous.", nil},
		{"The elf and the dwarf are arguing.", nil},
		{"The Githyanki are coming and the drow were warned.", nil},
		{"If the king were wise, he would flee. As though the dragon were asleep.", nil},
		{"The goblins' leader arrives.", nil},
		{"The Waterdeep Watch patrols the docks.", nil},
		{"The villagers Jonas and Mira wait.", nil},
		{"Their arms dealer sells swords; the sports fans cheer.", nil},
		// A noun phrase after a verb is its object; the verb that follows
		// agrees with the whole clause.
		{"Burning the supplies gives the raiders disadvantage.", nil},
		{"Whoever hired the attackers works for the baron.", nil},
		{"Defeating the goblins earns a reward.", nil},
		{"Whoever stopped the thieves deserves a medal.", nil},
		{"Whoever carried the torches knows the way.", nil},
		{"Whoever fought the bandits was brave.", nil},
		{"Nothing the guards says matters.", []string{"says|grammar|subject-verb-agreement"}},
		{"During the raids the guards was asleep.", []string{"was|grammar|subject-verb-agreement"}},
		// Nouns whose plural is the same word.
		{"The xorn are hungry, and the sahuagin were waiting; the deer are gone.", nil},
		{"A xorn are hiding in the wall.", []string{"are|grammar|subject-verb-agreement"}},
		// A glossary creature whose name ends in s is not a plural.
		{"The rhinoceros holds the ford and the Erinyes has a rope.", nil},
		{"The Kobolds holds the ford.", []string{"holds|grammar|subject-verb-agreement"}},
		// SRD rules text: a number as the subject, "it" as an object.
		{"While the two are bonded, the master can sense what the quasit senses.", nil},
		{"Attack rolls against it have advantage until the start of its next turn.", nil},
		{"It have a map.", []string{"have|grammar|subject-verb-agreement"}},
	})
}

// TestAgreementSuggestsTheBaseVerb: the -s form loses only its -s unless
// the stem ends in a sibilant or an o ("breathes" is not "breath").
func TestAgreementSuggestsTheBaseVerb(t *testing.T) {
	c := newTestChecker(t)
	for text, want := range map[string]string{
		"The villagers breathes again.": "breathe",
		"The adventurers uses rope.":    "use",
		"The knights raises a toast.":   "raise",
		"The goblins watches the road.": "watch",
		"The guards passes by.":         "pass",
		"The scouts wishes for rain.":   "wish",
		"The wolves carries a scent.":   "carry",
	} {
		res := c.Check(context.Background(), text, CheckOptions{})
		if len(res.Errors) != 1 || res.Errors[0].Suggestions[0] != want {
			t.Errorf("%q: want one issue suggesting %q, got %+v", text, want, res.Errors)
		}
	}
}

// TestPersonalNamesTakeEitherNumber: a capitalised name in the user's
// personal dictionary is a name, not a plural or singular noun: "the
// Commons is", "the Brotherhood are".
func TestPersonalNamesTakeEitherNumber(t *testing.T) {
	c := newTestChecker(t)
	text := "Trouble came, and the Commons is quiet. Then the Commons stands firm. Now the Brotherhood are ready."
	got, _ := issuesIn(t, c, text)
	if !slices.Equal(got, []string{"is|grammar|agreement", "stands|grammar|agreement", "are|grammar|agreement"}) {
		t.Fatalf("without the names in the dictionary: %q", got)
	}
	if got, _ := issuesIn(t, c, text, "The Commons", "the Brotherhood"); len(got) > 0 {
		t.Errorf("names from the personal dictionary flagged: %q", got)
	}
	// Lower-case words of a name are still ordinary words, singular or
	// plural as the dictionary has them.
	if got, _ := issuesIn(t, c, "Later the commons is quiet.", "The Commons"); len(got) != 1 {
		t.Errorf("the common noun: %q", got)
	}
	if got, _ := issuesIn(t, c, "It takes the place the rhinoceros holds elsewhere.", "Clockwork Rhinoceros"); len(got) > 0 {
		t.Errorf("a singular word of a name: %q", got)
	}
}

func TestThereTheirTheyre(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"Their are three ways into the fortress.", []string{"Their|grammar|their-there-theyre"}},
		{"Their is no way back.", []string{"Their|grammar|their-there-theyre"}},
		{"The treasure is there, but their guarded by a Beholder.", []string{"their|grammar|their-there-theyre"}},
		{"Their going to regret this.", []string{"Their|grammar|their-there-theyre"}},
		{"The dwarves forge there own weapons.", []string{"there|grammar|their-there-theyre"}},
		{"Leave the loot over their.", []string{"their|grammar|their-there-theyre"}},
		// Near misses.
		{"Their will is strong.", nil},
		{"There are three ways in and their leader guards one.", nil},
		{"They're going to regret this, and there is no way back.", nil},
		{"Their own swords betray them.", nil},
	})
}

func TestItsIts(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"Its too dangerous to travel alone.", []string{"Its|grammar|its-its"}},
		{"Its a trap!", []string{"Its|grammar|its-its"}},
		{"Its dangerous to go alone.", []string{"Its|grammar|its-its"}},
		{"The cave is dark, and its cold in here.", []string{"its|grammar|its-its"}},
		{"The dragon spreads it's wings.", []string{"it's|grammar|its-its"}},
		{"The golem guards it's own heart.", []string{"it's|grammar|its-its"}},
		{"The cult fears the lich because of it's power.", []string{"it's|grammar|its-its"}},
		// Near misses.
		{"The dragon spreads its wings; its time has come.", nil},
		{"It's too late, and it's a trap.", nil},
		{"Flee, for it's the only way out.", nil},
		{"The sword glows and its blade hums.", nil},
		{"I think it's goblins all the way down.", nil},
		{"Its cold breath chills the room; its dangerous claws flex.", nil},
		{"The blade is famous for its sharp edge and its hopeless wielders.", nil},
		{"By its very nature the curse is cruel.", nil},
		// Two adjectives before a noun: "its" owns the noun.
		{"The aboleth keeps its slick, rubbery hide; its ancient, moss-covered walls loom.", nil},
		{"Its cold, dark and wet in here.", []string{"Its|grammar|its-its"}},
		// "better" and "worse" are comparatives too.
		{"Its worse than we feared, and its better to wait.", []string{"Its|grammar|its-its", "its|grammar|its-its"}},
		{"The sword lost its better edge; the keep has seen better days, for better or worse.", nil},
		{"Its dangerous, so stay back.", []string{"Its|grammar|its-its"}},
		// A noun with an adjective's ending: the glaive, the archive.
		{"The only equipment that is transformed is its glaive, which shrinks.", nil},
		{"Its expensive, so pay up.", []string{"Its|grammar|its-its"}},
	})
}

func TestThenThan(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The fighter is taller then the troll.", []string{"then|grammar|then-than"}},
		{"The monster is bigger then any creature.", []string{"then|grammar|then-than"}},
		{"The lich is more powerful then the army.", []string{"then|grammar|then-than"}},
		{"She would rather die then yield.", []string{"then|grammar|then-than"}},
		{"The party searches the room and than rests.", []string{"than|grammar|then-than"}},
		// Near misses.
		{"The party rests and then moves on.", nil},
		{"The fighter attacks, then the ranger fires.", nil},
		{"The hunter then draws his bow.", nil},
		{"The ranger then fires twice.", nil},
		{"The troll is taller than the fighter.", nil},
		{"Once more, then, the heroes ride.", nil},
	})
}

func TestYourYoure(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"Your going to regret this, mortal.", []string{"Your|grammar|your-youre"}},
		{"If your a wizard, prove it.", []string{"your|grammar|your-youre"}},
		{"Thanks for the help. Your welcome.", []string{"Your|grammar|your-youre"}},
		// Near misses.
		{"Your welcome party awaits, and your sword is ready.", nil},
		{"Your very own castle; your right hand; your late father.", nil},
		{"You're going to regret this.", nil},
	})
}

func TestToToo(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The heroes arrive to late to save the village.", []string{"to|grammar|to-too"}},
		{"There are to many goblins to count.", []string{"to|grammar|to-too"}},
		{"The bridge is far to dangerous.", []string{"to|grammar|to-too"}},
		// Near misses.
		{"They spoke to many people in town.", nil},
		{"The shop is open from early to late.", nil},
		{"The path leads to far places and to dark caves.", nil},
		{"It is too late to save them.", nil},
	})
}

func TestRepeatedWords(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The door opens to reveal the the treasure room.", []string{"the the|grammar|repeated-word"}},
		{"The paladin raises his his shield.", []string{"his his|grammar|repeated-word"}},
		// Near misses.
		{"He had had enough of the lich.", nil},
		{"She knew that that door was trapped.", nil},
		{"The chant grows: the, the... the end.", nil},
		{"Roll 6 6 on the dice.", nil},
		{"Go, go now!", nil},
	})
}

func TestMissingApostrophes(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"She dont want to return.", []string{"dont|grammar|missing-apostrophe"}},
		{"The wizard doesnt trust the merchant.", []string{"doesnt|grammar|missing-apostrophe"}},
		{"The goblins cant see in the dark.", []string{"cant|grammar|missing-apostrophe"}},
		{"I wont go back.", []string{"wont|grammar|missing-apostrophe"}},
		{"Theyre late and youre early.", []string{"Theyre|grammar|missing-apostrophe", "youre|grammar|missing-apostrophe"}},
		{"Thats the last key.", []string{"Thats|grammar|missing-apostrophe"}},
		// Near misses.
		{"The rogues speak in thieves' cant.", nil},
		{"As was his wont, the bard sang.", nil},
		{"The elves are wont to wander.", nil},
		{"Don't, won't and can't are fine.", nil},
	})
}

func TestDontSuggestsDoesntAfterHeSheIt(t *testing.T) {
	c := newTestChecker(t)
	res := c.Check(context.Background(), "She dont want to go.", CheckOptions{})
	if len(res.Errors) != 1 || res.Errors[0].Suggestions[0] != "doesn't" {
		t.Fatalf("got %+v", res.Errors)
	}
}

func TestCommonMisspellings(t *testing.T) {
	c := newTestChecker(t)
	res := c.Check(context.Background(), "The heroes spend alot of gold.", CheckOptions{})
	if len(res.Errors) != 1 {
		t.Fatalf("got %+v", res.Errors)
	}
	is := res.Errors[0]
	if is.Message != `Incorrect spelling. Use "a lot" as two words.` || is.Confidence != 0.95 ||
		!slices.Equal(is.Suggestions, []string{"a lot"}) || is.Type != Spelling || is.ShortMessage != "Spelling error" {
		t.Errorf("alot issue %+v", is)
	}
	runRuleCases(t, []ruleCase{
		{"The priest recieved a vision.", []string{"recieved|spelling|common-misspelling"}},
		{"Teh cultists chant.", []string{"Teh|spelling|common-misspelling"}},
		{"It was definately wierd.", []string{"definately|spelling|common-misspelling", "wierd|spelling|common-misspelling"}},
	})
}

func TestStyleRules(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The castle is very unique.", []string{"very unique|style|redundant-intensifier"}},
		{"The sword is completely unique.", []string{"completely unique|style|redundant-intensifier"}},
		{"The knight was basically a coward.", []string{"basically|style|filler-word"}},
		{"The castle is actually cozy.", []string{"actually|style|filler-word"}},
		{"In order to enter, knock.", []string{"In order to|style|wordy-phrase"}},
		{"Due to the fact that it rained, we left.", []string{"Due to the fact that|style|wordy-phrase"}},
		{"We stop at this point in time.", []string{"at this point in time|style|wordy-phrase"}},
		{"The players must defeat the lich.", []string{"The players must|style|player-agency"}},
		{"Then the players have to choose.", []string{"the players have to|style|player-agency"}},
		{"The party must cross the bridge.", []string{"The party must|style|player-agency"}},
		// Near misses.
		{"The castle is unique and very old.", nil},
		{"The players can choose a path.", nil},
		{"The order of the Gauntlet keeps its vows.", nil},
		{"Due to the storm, the ship is late.", nil},
		{"The characters must be at least 5th level.", nil},
	})
}

func TestPlayerAgencyIssueMatchesSpec(t *testing.T) {
	c := newTestChecker(t)
	res := c.Check(context.Background(), "The players must defeat the lich before dawn.", CheckOptions{})
	if len(res.Errors) != 1 {
		t.Fatalf("got %+v", res.Errors)
	}
	is := res.Errors[0]
	want := []string{"The players can", "Players might", "The characters could"}
	if is.Message != "Consider more flexible language to preserve player agency" || is.Confidence != 0.75 ||
		!slices.Equal(is.Suggestions, want) || is.Severity != "suggestion" || is.ShortMessage != "Style suggestion" {
		t.Errorf("issue %+v", is)
	}
}

func TestCleanGameMasterProse(t *testing.T) {
	c := newTestChecker(t)
	text := strings.Join([]string{
		"The Halfling rogue sneaks past the Hobgoblin captain with a Stealth check.",
		"The Paladin's Divine Smite leaves the vampire stunned and restrained.",
		"A Githzerai monk meditates in Limbo while the Kobold scouts bicker.",
	}, " ")
	if got := flagged(t, c, text); len(got) != 0 {
		t.Errorf("clean text flagged: %q", got)
	}
}

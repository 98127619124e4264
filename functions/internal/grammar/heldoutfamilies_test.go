package grammar

import "testing"

// Families found by scoring example sentences of public rule sets that the
// development set does not hold: each with game-master sentences that show
// the slip and near misses that must stay clean.

// A phrase fronted by a question word is the object when an auxiliary and
// a subject follow it; the auxiliary agrees with that subject.
func TestFrontedQuestionPhrases(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"How many arrows does the ranger carry?", nil},
		{"What color are the dragon's scales?", nil},
		{"Which tunnels does the kobold guard at night?", nil},
		{"How much gold do the bandits want?", nil},
		{"Whose horses is the stable boy feeding?", nil},
		// No subject after the auxiliary: the phrase is the subject.
		{"How many goblins is in the cave?", []string{"is|grammar|subject-verb-agreement"}},
		{"Which doors is open?", []string{"is|grammar|subject-verb-agreement"}},
		{"The goblins in the cave was asleep.", []string{"was|grammar|subject-verb-agreement"}},
	})
}

// "Than" needs a comparison before it; opening a clause or an aside, or
// after a time preposition or a question word, it is "then".
func TestThanWithNothingToCompare(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"If the gate holds, than we wait for dawn.", []string{"than|grammar|then-than"}},
		{"Since than the tower has stood empty.", []string{"than|grammar|then-than"}},
		{"From than on the knight never smiled.", []string{"than|grammar|then-than"}},
		{"Who than will guard the pass?", []string{"than|grammar|then-than"}},
		{"The real question, than, is the price.", []string{"than|grammar|then-than"}},
		// Near misses: a comparison before it, "then" before a comma.
		{"The ogre was taller, than the elf, and stronger.", nil},
		{"Rather than fight, the party fled.", nil},
		{"The troll is no bigger, in truth, than a horse.", nil},
		{"It costs more, by far, than the duke can pay.", nil},
		{"The duergar fought each other then, and the party slipped past.", nil},
		{"The ogre is stronger than the knight, and then it roars.", nil},
	})
}

// "Too" before a time phrase means "also", unless "from" opened a range.
func TestTooBeforeATimePhrase(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The ghost returned, and the wind howled too this evening.", nil},
		{"The vigil lasts from dawn too this evening.", []string{"too|grammar|to-too"}},
		{"Give the key too the guard.", []string{"too|grammar|to-too"}},
	})
}

// A possessive before "one" after an adjective owns it; an -ing noun after
// a possessive with an adverb and a verb after it is a subject.
func TestPossessiveBeforeOneAndGerundSubjects(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"Do not mourn your loved one too long.", nil},
		{"Its chosen one rarely survives the trial.", nil},
		{"Your timing really stinks.", nil},
		{"If your reading this, the seal is broken.", []string{"your|grammar|your-youre"}},
		{"Your safe here until dawn.", []string{"Your|grammar|your-youre"}},
	})
}

// After be, a contraction with a noun phrase is a possessive, except where
// a noun that a clause completes comes first; a comparative after the
// phrase is no verb.
func TestContractionAfterBe(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The trouble is it's dragon country now.", nil},
		{"The truth is they're old friends.", nil},
		{"It's many times harder to climb than it looks.", nil},
		{"These are they're spare blades.", []string{"they're|grammar|their-there-theyre"}},
		{"What are it's weaknesses?", []string{"it's|grammar|its-its"}},
		{"It's claws gleam in the torchlight.", []string{"It's|grammar|its-its"}},
	})
}

// "Her" after a verb that takes a bare verb is its object: "had her
// breathe".
func TestHerBeforeABareVerb(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The healer had her breathe on the glass.", nil},
		{"The priest let her breathe again.", nil},
		{"She holds her breathe as the dragon passes.", []string{"breathe|grammar|confused-words"}},
	})
}

// "Had" ending a relative clause without "that" is that clause's verb: the
// be after it is the sentence's verb, not a participle's slot.
func TestHadEndingARelativeClause(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The map the scout had was torn.", nil},
		{"The effect your spell had was dramatic.", nil},
		{"The ogre had went home.", []string{"went|grammar|verb-form"}},
		{"He had was there.", []string{"was|grammar|verb-form"}},
	})
}

// "There" before a preposition is the place, not a possessive.
func TestThereBeforeAPreposition(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"We meet there after dusk, by the old well.", nil},
		{"The scouts wait there until nightfall.", nil},
		{"The twins lost there father to the plague.", []string{"there|grammar|their-there-theyre"}},
	})
}

// Two capitals are read as letters; "One" in camel case keeps its w sound.
func TestArticlesBeforeCapitals(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The envoy holds an MA from the academy.", nil},
		{"A US envoy waits at the gate.", nil},
		{"The sage holds a MA in history.", []string{"a MA|grammar|article-a-an"}},
		{"It is an NPC, not a PC.", nil},
	})
}

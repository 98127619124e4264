package grammar

import (
	"context"
	"testing"
	"unicode/utf16"
)

// TestCorrectionsRanked: the first correction of a misspelling comes from
// the slip (keys that touch, letters that sound alike, a silent e, a
// doubled letter), the word's frequency, and the words around it.
func TestCorrectionsRanked(t *testing.T) {
	c := newTestChecker(t)
	cases := []struct{ signal, text, typo, want string }{
		{"a neighbouring key", "The guards wait by the gatw.", "gatw", "gate"},
		{"a neighbouring key", "She drew her swprd and ran.", "swprd", "sword"},
		{"the sound", "The cleric gave the choise to the party.", "choise", "choice"},
		{"the sound", "They are now ready to reduse the cost.", "reduse", "reduce"},
		{"the sound", "The knight fritened the goblins away.", "fritened", "frightened"},
		{"a silent e", "The wizard will provid a scroll.", "provid", "provide"},
		{"an e before a final s", "If the target failes the save, it falls.", "failes", "fails"},
		{"a doubled letter", "The spell is definately over untill dawn.", "untill", "until"},
		{"sound over letters", "Thay are coming for us.", "Thay", "They"},
		{"frequency", "He said teh words.", "teh", "the"},
		{"the words around it", "The effect lasts once pere turn.", "pere", "per"},
		{"the words around it", "The cleric can use this trait once per long rest or a shrot rest.", "shrot", "short"},
		{"the words around it", "Make a Wisdom saving thorw against the spell.", "thorw", "throw"},
		{"a swapped pair", "The ogre swung its clbu at the door.", "clbu", "club"},
		{"a doubled letter", "The wizzard raised his staff.", "wizzard", "wizard"},
		{"a spelling of the sound (ight)", "The nite was cold and still.", "nite", "night"},
		{"a spelling of the sound (ing)", "The old man was lookin at the map.", "lookin", "looking"},
		// One slip, two words a swap or a letter away: the neighbours
		// decide.
		{"the words around it", "The thief had stoen the gem.", "stoen", "stolen"},
		{"the words around it", "He threw a stoen at the window.", "stoen", "stone"},
	}
	for _, tc := range cases {
		expectFirstSuggestion(t, c, tc.signal+": ", tc.text, tc.typo, tc.want)
	}
}

// TestContextDecidesBetweenSlips: one misspelling, two words a slip away;
// the sentence decides, whichever is the more common word: "could" is far
// more common than "cloud" and comes first unless the sentence is about
// smoke; "steal" and "steel", "hurt" and "heart", "went" and "when",
// "sword" and "sort", "mail" and "meal" likewise.
func TestContextDecidesBetweenSlips(t *testing.T) {
	c := newTestChecker(t)
	for _, tc := range []struct{ text, typo, want string }{
		{"He coud not see the path.", "coud", "could"},
		{"A coud of smoke drifted over the hills.", "coud", "cloud"},
		{"The arrow hert him badly.", "hert", "hurt"},
		{"The tree grows in the hert of the forest.", "hert", "heart"},
		{"The thief tried to stael the crown.", "stael", "steal"},
		{"She drew a blade of cold stael.", "stael", "steel"},
		{"He whent home after the battle.", "whent", "went"},
		{"Draw your sword whent the bell rings.", "whent", "when"},
		{"He drew his sord and charged.", "sord", "sword"},
		{"It is some sord of magic.", "sord", "sort"},
		{"The rogue wears chain mael under her coat.", "mael", "mail"},
		{"The innkeeper serves a hot mael.", "mael", "meal"},
		{"Wheer did the goblins go?", "Wheer", "Where"},
		{"The troll smashed the brige.", "brige", "bridge"},
	} {
		expectFirstSuggestion(t, c, "", tc.text, tc.typo, tc.want)
	}
}

// TestNamesInLowerCase: a name written in lower case is corrected to the
// name, unless a common word is a likelier slip ("handel" for handle); a
// lower-case word is not offered a name it would need letters changed for.
func TestNamesInLowerCase(t *testing.T) {
	c := newTestChecker(t)
	for text, want := range map[string]string{
		"They sailed to paris.":               "Paris",
		"Grab the handel and pull.":           "handle",
		"The ship sailed the carribean seas.": "Caribbean",
		"The erina diet is strange.":          "",
	} {
		res := c.Check(context.Background(), text, CheckOptions{})
		switch {
		case want == "" && len(res.Errors) != 0:
			t.Errorf("%q: flagged %+v", text, res.Errors)
		case want != "" && (len(res.Errors) != 1 || len(res.Errors[0].Suggestions) == 0 || res.Errors[0].Suggestions[0] != want):
			t.Errorf("%q: got %+v, want %q first", text, res.Errors, want)
		}
	}
}

// TestSoundSpellingSwaps: writing one spelling of a sound for another is
// one cheap slip when ranking corrections, not two or three letter edits;
// the letters-only cost (which decides whether a word is a slip at all)
// does not count it.
func TestSoundSpellingSwaps(t *testing.T) {
	for _, tc := range []struct{ typo, word string }{
		{"fone", "phone"}, {"tuff", "tough"}, {"bak", "back"}, {"skool", "school"},
		{"juge", "judge"}, {"ajust", "adjust"}, {"sience", "science"}, {"spashal", "spatial"},
		{"mashine", "machine"}, {"wisper", "whisper"}, {"rist", "wrist"}, {"nock", "knock"},
		{"lam", "lamb"}, {"eksist", "exist"}, {"kwestion", "question"}, {"kichen", "kitchen"},
		{"thru", "through"}, {"nite", "night"}, {"lookin", "looking"},
	} {
		if got := spellingCost(tc.typo, tc.word, 100); got != costSpelling {
			t.Errorf("spellingCost(%q, %q) = %d, want %d (one swap)", tc.typo, tc.word, got, costSpelling)
		}
	}
	// Near misses: a dropped g inside a word is a plain missing letter
	// (only a final -ing is said -in); letters alone never swap spellings.
	for _, tc := range []struct {
		typo, word string
		want       int
	}{
		{"sinle", "single", costEdit},
		{"lenth", "length", costEdit},
	} {
		if got := spellingCost(tc.typo, tc.word, 100); got != tc.want {
			t.Errorf("spellingCost(%q, %q) = %d, want %d", tc.typo, tc.word, got, tc.want)
		}
	}
	// Among words that sound alike, the one a swap reaches comes first:
	// "juge" is judge (dge), not jug (a silent e dropped); "wich" is which,
	// not wish.
	for typo, want := range map[string]string{
		"juge": "judge", "nite": "night", "skool": "school", "nuckle": "knuckle", "wich": "which", "enuff": "enough",
	} {
		if got := testDictionary(t).Suggest(typo, 3); len(got) == 0 || got[0].word != want {
			t.Errorf("Suggest(%q) = %v, want %q first", typo, got, want)
		}
	}
	if got := editCost("fone", "phone", 100); got <= costSpelling {
		t.Errorf("editCost(fone, phone) = %d: letters alone should not see the ph", got)
	}
	// A swap can only make a slip cheaper.
	for _, pair := range [][2]string{{"recieve", "receive"}, {"chater", "chapter"}, {"phisics", "physics"}, {"cought", "caught"}, {"anser", "answer"}} {
		if s, e := spellingCost(pair[0], pair[1], 100), editCost(pair[0], pair[1], 100); s > e {
			t.Errorf("%q -> %q: spellingCost %d above editCost %d", pair[0], pair[1], s, e)
		}
	}
}

// TestFrequentWordFirst: of two words at the same cost, the more common one
// is offered first (no context to tell them apart).
func TestFrequentWordFirst(t *testing.T) {
	d := testDictionary(t)
	for typo, want := range map[string]string{"frim": "from", "raod": "road"} {
		got := d.Suggest(typo, 3)
		if len(got) < 2 || got[0].word != want {
			t.Fatalf("Suggest(%q) = %v, want %q first", typo, got, want)
		}
		if got[0].cost != got[1].cost {
			t.Errorf("Suggest(%q) = %v: the first two should cost the same", typo, got)
		}
	}
}

// expectFirstSuggestion checks text and fails unless typo is flagged with
// want as its first suggestion; label says which case failed.
func expectFirstSuggestion(t *testing.T, c *Checker, label, text, typo, want string) {
	t.Helper()
	res := c.Check(context.Background(), text, CheckOptions{})
	units := utf16.Encode([]rune(text))
	found := false
	for _, is := range res.Errors {
		if string(utf16.Decode(units[is.Position.Start:is.Position.End])) != typo {
			continue
		}
		found = true
		if len(is.Suggestions) == 0 || is.Suggestions[0] != want {
			t.Errorf("%s%q: suggestions %q, want %q first", label, text, is.Suggestions, want)
		}
	}
	if !found {
		t.Errorf("%s%q: %q not flagged (%+v)", label, text, typo, res.Errors)
	}
}

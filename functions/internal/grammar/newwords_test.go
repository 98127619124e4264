package grammar

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
)

// coinedWords reads testdata/coined-words.txt: words a game master coins.
func coinedWords(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile("testdata/coined-words.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(line, "#") {
			out = append(out, strings.Fields(line)...)
		}
	}
	if len(out) < 60 {
		t.Fatalf("only %d coined words read", len(out))
	}
	return out
}

func newWordNames(res Result) []string {
	var out []string
	for _, w := range res.NewWords {
		out = append(out, fmt.Sprintf("%s %d", strings.ToLower(w.Word), w.Count))
	}
	return out
}

// TestCoinedWordsAreNewWords: a word a writer coins and uses through a
// paragraph is never flagged, and is listed among the new words with how
// often it is used; used once, it passes too unless an English word is a
// plausible slip away ("sleth" once may be "sloth").
func TestCoinedWordsAreNewWords(t *testing.T) {
	c := newTestChecker(t)
	d := testDictionary(t)
	var onceFlagged []string
	words := coinedWords(t)
	for _, w := range words {
		text := fmt.Sprintf("The %s came out of the fen at dusk. Nobody had seen the %s so close to the village. By morning the %s was gone.", w, w, w)
		res := c.Check(context.Background(), text, CheckOptions{})
		if len(res.Errors) != 0 {
			t.Errorf("%q used three times: flagged %+v", w, res.Errors)
		}
		if !strings.Contains(w, "-") && !d.Known(w) && !slices.Contains(newWordNames(res), w+" 3") {
			t.Errorf("%q used three times: new words %q", w, newWordNames(res))
		}
		once := c.Check(context.Background(), "The hunters tracked the "+w+" through the fen.", CheckOptions{})
		if len(once.Errors) > 0 {
			onceFlagged = append(onceFlagged, w)
		}
	}
	t.Logf("used once, %d of %d flagged: %q", len(onceFlagged), len(words), onceFlagged)
	if len(onceFlagged)*10 > len(words) {
		t.Errorf("used once, %d of %d coined words flagged", len(onceFlagged), len(words))
	}
	for _, w := range []string{"vorthak", "glimmerkin", "darrowmaw", "quillfen"} {
		if slices.Contains(onceFlagged, w) {
			t.Errorf("%q flagged when used once: no English word is a slip away", w)
		}
	}
}

// TestSlipsStayErrorsWhenRepeated: a misspelling of a real word is flagged
// with the right word first, however often the writer repeats it.
func TestSlipsStayErrorsWhenRepeated(t *testing.T) {
	c := newTestChecker(t)
	for typo, want := range map[string]string{
		"recieve": "receive", "definately": "definitely", "wierd": "weird", "seperate": "separate", "untill": "until",
		"arguement": "argument", "tommorow": "tomorrow", "beleive": "believe", "wepons": "weapons",
	} {
		for _, text := range []string{
			"It was " + typo + " the plan.",
			"It was " + typo + " the plan. Then it was " + typo + " over. They said " + typo + " so.",
		} {
			res := c.Check(context.Background(), text, CheckOptions{})
			units := utf16.Encode([]rune(text))
			var got []string
			for _, is := range res.Errors {
				if is.Type == Spelling && len(is.Suggestions) > 0 {
					got = append(got, string(utf16.Decode(units[is.Position.Start:is.Position.End]))+">"+is.Suggestions[0])
				}
			}
			n := strings.Count(text, typo)
			if len(got) != n || got[0] != typo+">"+want {
				t.Errorf("%q: got %q, want %d times %s>%s", text, got, n, typo, want)
			}
			if slices.ContainsFunc(res.NewWords, func(w NewWord) bool { return w.Word == typo }) {
				t.Errorf("%q listed as a new word", typo)
			}
		}
	}
}

// TestNewWordsAndTheirNearMisses: names and coined words are listed apart;
// real slips in the same frame are flagged; quotations change nothing.
func TestNewWordsAndTheirNearMisses(t *testing.T) {
	c := newTestChecker(t)
	cases := []struct {
		name, text string
		issues     []string // fragment|type|category
		newWords   []string // lower-case word and count
	}{
		{"a coined creature, once", "Beyond the ridge the vorthak sleeps.", nil, []string{"vorthak 1"}},
		{"a coined creature in its plural", "The vorthak hunts alone, but three vorthaks hunted the ford last winter.", nil, []string{"vorthak 2"}},
		{"in a quotation", "\u201cVorthak!\u201d she cried, and the vorthak turned.", nil, []string{"vorthak 2"}},
		{"a possessive", "The vorthak's den lies under the ridge; the vorthak sleeps there.", nil, []string{"vorthak 2"}},
		{"a slip of a real word in the same frame", "Beyond the ridge the dragom sleeps.", []string{"dragom|spelling|misspelling"}, nil},
		{"a name, and a slip beside it", "Kaelith Vorne waits at the gate. Kaelith Vorne smiles at the gaurd.",
			[]string{"gaurd|spelling|misspelling"}, []string{"kaelith vorne 2"}},
		{"a name of two new words is one name, its first word alone included",
			"Kaelith Vorne rides north. Later Kaelith rests, and Kaelith Vorne's horse grazes.", nil, []string{"kaelith vorne 2"}},
		{"a known name is no new word", "Mira waits at the gate. Later Mira smiles.", nil, nil},
		{"a coinage one cheap slip from a common word is flagged", "The feyling sings. The feyling dances.",
			[]string{"feyling|spelling|misspelling", "feyling|spelling|misspelling"}, nil},
		{"a coined compound", "The stormcaller raises her staff; the stormcaller is feared.", nil, []string{"stormcaller 2"}},
		{"two words run together are no name", "They are now imbuedwith power.", nil, nil},
		{"a regular form of a word the lists lack", "You fight with hafted weapons.", nil, nil},
		{"a slip that looks like a form of a word", "The party stoped at the gate.", []string{"stoped|spelling|misspelling"}, nil},
		{"a word the user added is no new word", "The vorthak sleeps.", nil, nil},
		{"a word the user added covers its plural", "Two vorthaks sleep.", nil, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var dict []string
			if strings.Contains(tc.name, "user added") {
				dict = []string{"Vorthak"}
			}
			got, res := issuesIn(t, c, tc.text, dict...)
			if !slices.Equal(got, tc.issues) {
				t.Errorf("issues %q, want %q", got, tc.issues)
			}
			if words := newWordNames(res); !slices.Equal(words, tc.newWords) {
				t.Errorf("new words %q, want %q", words, tc.newWords)
			}
		})
	}
}

// TestGameNotationIsNeverFlagged: dice, challenge ratings, ordinals, money
// and units, written the many ways game masters write them.
func TestGameNotationIsNeverFlagged(t *testing.T) {
	c := newTestChecker(t)
	for _, text := range []string{
		"Roll 2d8 + 3 and a d6; on a 19-20 the 5th-level wizard deals 8d6 (roll 2d20, keep the highest).",
		"A CR 1/2 goblin, a CR 1/8 rat, a CR \u00bd kobold and a CR 3/4 wolf; a 1/4 chance.",
		"The 3rd, 21st, 2nd and 102nd floors; the 11th-hour plan; a 1st-level spell slot.",
		"It costs 1,000 gp, 3d6x10 sp or 2.5 lb of silver; it has 4d4+4 hp, AC 15 and DC 13; 1d100 or d%.",
		"The trap covers 20 sq ft, fills in 3 mins and 10 secs, moves 30 yds at 12 mph, holds 5 cu ft, 4 lbs, 2 pts, 7 cm and 2 ml.",
		"The wyvern flies 80 ft. and carries 300 lb.; it spans 12 yd, travels 5 mi an hour (8 km) and weighs 40 kg.",
	} {
		if got, res := issuesIn(t, c, text); len(got) != 0 || len(res.NewWords) != 0 {
			t.Errorf("%q: issues %q, new words %v", text, got, res.NewWords)
		}
	}
	// A real word after a number is still checked.
	runRuleCases(t, []ruleCase{
		{"The 3 wepons lie here.", []string{"wepons|spelling|dictionary-spelling"}},
		{"Stay within 5 fet of the door.", []string{"fet|spelling|dictionary-spelling"}},
	})
}

// TestNewWordsAreOrderedAndCounted: in order of first use, each once, with
// its count across plural and possessive forms.
func TestNewWordsAreOrderedAndCounted(t *testing.T) {
	c := newTestChecker(t)
	text := "Kaelith rides with two glimmerkins. The glimmerkin's song wakes Kaelith. Later a vorthak follows Kaelith."
	res := c.Check(context.Background(), text, CheckOptions{})
	if got, want := newWordNames(res), []string{"kaelith 3", "glimmerkin 2", "vorthak 1"}; !slices.Equal(got, want) {
		t.Errorf("new words %q, want %q", got, want)
	}
	if res.NewWords == nil || len(c.Check(context.Background(), "The dragon sleeps.", CheckOptions{}).NewWords) != 0 {
		t.Error("a text without new words has an empty list, not nil")
	}
}

// FuzzSpellCheck: any text, in any script, is checked without a panic; every
// issue lies inside the text and every new word is a word of it, counted at
// least once, listed once.
func FuzzSpellCheck(f *testing.F) {
	for _, s := range []string{
		"The vorthak sleeps. Two vorthaks wake.", "Thay are coming; wer you there?", "Roll 2d8 + 3 at CR 1/2.",
		"\u201cVorthak!\u201d she cried.", "Kaelith's glimmerkins' songs", "Mira Vel and Mira Vell, Mira Vell, Mira Vell, Mira Vell.",
		"Zerthimon-Ag\u2019s d\u00fbn-maeth", "a-b-c --- x'y'z", "\u0645\u0631\u062d\u0628\u0627 vorthak \U0001F409",
	} {
		f.Add(s)
	}
	c := newTestChecker(f)
	f.Fuzz(func(t *testing.T, text string) {
		res := c.Check(context.Background(), text, CheckOptions{Dictionary: []string{"Mira"}})
		units := len(utf16.Encode([]rune(text)))
		for _, is := range res.Errors {
			if is.Position.Start < 0 || is.Position.End > units || is.Position.Start >= is.Position.End {
				t.Fatalf("issue outside the text: %+v in %q", is.Position, text)
			}
		}
		seen := map[string]bool{}
		lower := strings.ToLower(text)
		for _, w := range res.NewWords {
			key := strings.ToLower(w.Word)
			if w.Count < 1 || w.Word == "" || seen[key] || !strings.Contains(lower, key) {
				t.Fatalf("new word %+v of %q", w, text)
			}
			seen[key] = true
		}
	})
}

// TestSlipsThatSplitIntoWords: a misspelling that happens to split into two
// words is still a misspelling when a known word is a cheap slip away
// ("accessable" is access+able, "likelyhood" likely+hood); two common words
// run together get the space as their first fix; coined compounds stay new
// words.
func TestSlipsThatSplitIntoWords(t *testing.T) {
	c := newTestChecker(t)
	for typo, want := range map[string]string{
		"accessable": "accessible", "likelyhood": "likelihood", "breakthough": "breakthrough", "campain": "campaign",
		// A cheap slip of one common word beats a space between two.
		"comand": "command", "wether": "whether",
	} {
		res := c.Check(context.Background(), "The map said "+typo+" plainly.", CheckOptions{})
		if len(res.Errors) != 1 || res.Errors[0].Suggestions[0] != want {
			t.Errorf("%q: want one issue with %q first, got %+v", typo, want, res.Errors)
		}
	}
	// Two common words run together: the space comes first where the
	// sentence reads with both words (the words around a slip rank its
	// corrections, so each stands in a sentence of its own).
	for _, tc := range []struct{ text, typo, want string }{
		{"When they grab a creature, theyuse their next action to bite it.", "theyuse", "they use"},
		{"Magic works the sameway on every plane.", "sameway", "same way"},
		{"The guards keep a close eye onthem at night.", "onthem", "on them"},
		{"The rogue slips intothe shadows.", "intothe", "into the"},
		{"The king ofthe dwarves waits in his hall.", "ofthe", "of the"},
	} {
		res := c.Check(context.Background(), tc.text, CheckOptions{})
		if len(res.Errors) != 1 || res.Errors[0].Suggestions[0] != tc.want {
			t.Errorf("%q: want one issue with %q first, got %+v", tc.text, tc.want, res.Errors)
		}
	}
	// Closed compounds with a common part whose parts seldom stand side by
	// side are words, not a missing space.
	for _, coined := range []string{"stormcaller", "trapmaker", "glimmerkin", "sunblade", "overthink", "wayfinder", "moonwell"} {
		res := c.Check(context.Background(), "The "+coined+" waits by the gate.", CheckOptions{})
		if len(res.Errors) != 0 {
			t.Errorf("%q flagged: %+v", coined, res.Errors)
		}
	}
}

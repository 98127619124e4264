package names

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/grammar"
	"github.com/lorewright/lorewright/functions/internal/sweep"
)

// Our own checker must accept what the Names tab inserts: the name line
// ("Name (Race, Profession): meaning", web/src/features/names/format.ts) and
// the name used in the game master's next sentence, with the name in the
// personal dictionary as the tab adds it.

// insertedText is the tab's insert text for n, then a sentence using it.
func insertedText(n Name, sentence string) string {
	bearer := string(n.Race)
	if n.Profession != "" {
		bearer += ", " + string(n.Profession)
	}
	line := n.Name + " (" + bearer + ")"
	if n.Meaning != "" {
		line += ": " + n.Meaning
	}
	return line + "\n\n" + fmt.Sprintf(sentence, n.Name)
}

var sentencesWithAName = []string{
	"That evening %s walked into the tavern and ordered a drink.",
	"The party finds %s waiting at the crossroads with a lantern.",
	"Nobody in the village trusts %s after the fire.",
}

func newGrammarChecker(t *testing.T) *grammar.Checker {
	t.Helper()
	c, err := grammar.NewDefaultChecker(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// checkInserted reports what the checker flags in n's inserted text, and
// whether its meaning repeats a word ("sky sky", "will-will").
func checkInserted(c *grammar.Checker, n Name, sentence string) []string {
	text := insertedText(n, sentence)
	res := c.Check(context.Background(), text, grammar.CheckOptions{Dictionary: []string{n.Name}})
	var out []string
	for _, is := range res.Errors {
		units := []rune(text) // positions are UTF-16; names and meanings are in the BMP
		out = append(out, fmt.Sprintf("%q (%s: %s)", string(units[is.Position.Start:is.Position.End]), is.Rule.ID, is.Message))
	}
	if repeatsAWord(n.Meaning) {
		out = append(out, "the meaning repeats a word")
	}
	return out
}

// TestInsertedNamesAreClean: for every race, style and profession (Any
// Profession included), ten built-in names and three variations of one of
// them, each inserted as the tab inserts it and used in a sentence: the
// checker flags nothing. `go test` checks a sample of the combinations,
// `make test-long` all of them.
func TestInsertedNamesAreClean(t *testing.T) {
	type combination struct {
		race  Race
		style Style
		prof  Profession
	}
	var all []combination
	for _, race := range Races {
		for _, style := range Styles {
			for _, prof := range append([]Profession{""}, Professions...) {
				all = append(all, combination{race, style, prof})
			}
		}
	}
	combinations := sweep.Sample(t, all, 60)
	c := newGrammarChecker(t)
	s := NewService(nil, nil, Options{Seed: 14})
	ctx := context.Background()
	checked, flagged := 0, 0
	i := 0
	for _, k := range combinations {
		race, style, prof := k.race, k.style, k.prof
		res, err := s.Generate(ctx, "gm", Request{Race: race, Style: style, Profession: prof, Count: 10})
		if err != nil {
			t.Fatal(err)
		}
		vs, err := s.Variations(ctx, "gm", VariationsRequest{Name: res.Names[0].Name, Race: race, Profession: prof, Style: style})
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range append(res.Names, vs.Variations...) {
			i++
			checked++
			if problems := checkInserted(c, n, sentencesWithAName[i%len(sentencesWithAName)]); len(problems) > 0 {
				flagged++
				if flagged <= 30 {
					t.Errorf("%s %s %q: %s\n%s", race, style, prof, strings.Join(problems, "; "), insertedText(n, sentencesWithAName[i%len(sentencesWithAName)]))
				}
			}
		}
	}
	if flagged > 0 {
		t.Errorf("%d of %d inserted names flagged", flagged, checked)
	}
	if want := len(combinations) * 10; checked < want {
		t.Errorf("only %d names checked, want at least %d", checked, want)
	}
}

// TestEveryTableWordIsEnglish: every meaning a table can put into a name's
// meaning (each part of a name, family, epithet, trade and phrase word) reads
// as correct en-US English, so no combination the sampling above missed can
// bring a flagged word.
func TestEveryTableWordIsEnglish(t *testing.T) {
	c := newGrammarChecker(t)
	check := func(where, gloss string) {
		t.Helper()
		gloss = strings.ReplaceAll(gloss, "%s", "river")
		text := fmt.Sprintf("The name means \u201c%s\u201d in the old tongue.", gloss)
		if res := c.Check(context.Background(), text, grammar.CheckOptions{}); len(res.Errors) > 0 {
			t.Errorf("%s: %q flagged: %s", where, gloss, res.Errors[0].Message)
		}
	}
	glosses := func(where string, ms []morph) {
		for _, m := range ms {
			check(where+" "+m.text, m.gloss)
		}
	}
	for _, race := range Races {
		cu := cultures[race]
		for name, table := range map[string][]morph{"onset": cu.onsets, "middle": cu.middles, "ending": cu.endings,
			"rare": cu.rare, "short": cu.short, "diminutive": cu.diminutives, "byname": cu.bynames} {
			glosses(fmt.Sprintf("%s %s", race, name), table)
		}
		if f := cu.family; f != nil {
			glosses(string(race)+" family prefix", f.prefixes)
			glosses(string(race)+" family suffix", f.suffixes)
		}
	}
	glosses("epithet", generalEpithets)
	for p, tr := range trades {
		for _, w := range tr.titles {
			check(string(p)+" title", "the "+w)
		}
		check(string(p)+" plural", tr.plural)
		check(string(p)+" reason", tr.reason)
		for _, w := range append(append(append([]string{}, tr.sounds...), tr.nouns...), tr.words...) {
			check(string(p)+" word", strings.ToLower(w))
		}
	}
	// kenkuShort is left out: those sounds are the whole name ("Tik"), in
	// the personal dictionary once inserted.
	for _, list := range [][]string{kenkuSources, kenkuGerunds, kenkuDistance, tabaxiNumbers, tabaxiAdjs,
		tabaxiNouns, tabaxiAgents, tabaxiPlaces, tabaxiPlurals, tabaxiClanAdjs, tabaxiClanNoun} {
		for _, w := range list {
			check("phrase word", strings.ToLower(w))
		}
	}
}

// TestMeaningsNeverRepeatAWord: parts that mean the same are never put side
// by side ("Aia", sky, with "-ial", sky, would read "sky sky"), in any
// style, with or without a profession, nor in variations.
func TestMeaningsNeverRepeatAWord(t *testing.T) {
	for _, tc := range []struct {
		meaning string
		want    bool
	}{
		{"Auran for \u201csky sky\u201d.", true},
		{"Goblin for \u201ctireless tireless-fist\u201d.", true},
		{"Gith for \u201cwill-will\u201d.", true},
		{"Halfling for \u201clittle little zest\u201d.", true},
		{"Elvish for \u201cdaughter of the star\u201d.", false},
		{"The same sound, twice over.", false},
	} {
		if got := repeatsAWord(tc.meaning); got != tc.want {
			t.Errorf("repeatsAWord(%q) = %v", tc.meaning, got)
		}
	}
	r := newRand(14)
	for _, race := range Races {
		for _, style := range Styles {
			for _, prof := range append([]Profession{""}, Professions...) {
				for range 40 {
					if b := invent(r, race, style, prof); repeatsAWord(b.meaning) {
						t.Fatalf("%s %s %s: %q means %q", race, style, prof, b.full, b.meaning)
					}
				}
				v := inventVariations(r, VariationsRequest{Name: invent(r, race, style, prof).full, Race: race, Profession: prof}, map[string]bool{})
				for _, n := range v {
					if repeatsAWord(n.Meaning) {
						t.Fatalf("variation %q means %q", n.Name, n.Meaning)
					}
				}
			}
		}
	}
}

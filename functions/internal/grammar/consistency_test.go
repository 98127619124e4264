package grammar

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
)

// sentences about a name, so a test can use a name n times in varied prose.
var nameSentences = []string{
	"%s waits at the crossroads with a lantern.",
	"The innkeeper says that %s paid in old silver.",
	"Nobody in the village trusts %s after the fire.",
	"At dusk, %s rides north along the river road.",
	"The guards salute when %s passes the gate.",
	"A letter signed by %s lies on the table.",
	"The party finds %s kneeling in the chapel.",
	"Rumours claim that %s once served the duke.",
}

// aboutName writes n sentences that each use name once.
func aboutName(name string, n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, nameSentences[i%len(nameSentences)]+" ", name)
	}
	return b.String()
}

// issuesIn describes the issues of a check as "fragment|type|category".
func issuesIn(t *testing.T, c *Checker, text string, dictionary ...string) ([]string, Result) {
	t.Helper()
	res := c.Check(context.Background(), text, CheckOptions{Dictionary: dictionary})
	units := utf16.Encode([]rune(text))
	var out []string
	for _, is := range res.Errors {
		out = append(out, fmt.Sprintf("%s|%s|%s", string(utf16.Decode(units[is.Position.Start:is.Position.End])), is.Type, is.Category))
	}
	return out, res
}

func TestNameConsistencyFlagsTheRareSpelling(t *testing.T) {
	c := newTestChecker(t)
	cases := []struct {
		name, text string
		want       []string
		suggestion string
		message    string
	}{
		{"two-word name, one letter dropped",
			aboutName("Kael Dunmore", 6) + "Later, Kael Dunmor returns with a sealed box.",
			[]string{"Kael Dunmor|style|consistency"}, "Kael Dunmore", `Elsewhere this is spelled "Kael Dunmore" (6 times).`},
		{"one word, one letter changed",
			aboutName("Brannoc", 4) + "The smith hands Brannok a new blade.",
			[]string{"Brannok|style|consistency"}, "Brannoc", `Elsewhere this is spelled "Brannoc" (4 times).`},
		{"neighbouring letters swapped in a long name",
			aboutName("Seraphine", 3) + "The herald announces Serpahine at the feast.",
			[]string{"Serpahine|style|consistency"}, "Seraphine", `Elsewhere this is spelled "Seraphine" (3 times).`},
		{"two edits in a name of eight letters or more",
			aboutName("Vaelthorn", 5) + "A crow lands beside Valthorne and caws.",
			[]string{"Valthorne|style|consistency"}, "Vaelthorn", `Elsewhere this is spelled "Vaelthorn" (5 times).`},
		{"possessive variant",
			aboutName("Kael Dunmore", 6) + "The guards search Kael Dunmor's wagon.",
			[]string{"Kael Dunmor|style|consistency"}, "Kael Dunmore", `Elsewhere this is spelled "Kael Dunmore" (6 times).`},
		{"variant opening a sentence",
			aboutName("Brannoc", 4) + "Brannok nods slowly.",
			[]string{"Brannok|style|consistency"}, "Brannoc", `Elsewhere this is spelled "Brannoc" (4 times).`},
		{"one word of a name the corrected whole of which never appears",
			aboutName("Ysolde", 5) + "Queen Ysolda smiles.",
			[]string{"Ysolda|style|consistency"}, "Ysolde", `Elsewhere this is spelled "Ysolde" (5 times).`},
		{"a hyphenated name, a slip in its short part",
			aboutName("Zerthimon-Ag", 4) + "The monks bow to Zerthimon-Ak in silence.",
			[]string{"Zerthimon-Ak|style|consistency"}, "Zerthimon-Ag", `Elsewhere this is spelled "Zerthimon-Ag" (4 times).`},
		{"a hyphenated name, a slip in its long part",
			aboutName("Zerthimon-Ag", 4) + "The monks bow to Zerthimom-Ag in silence.",
			[]string{"Zerthimom-Ag|style|consistency"}, "Zerthimon-Ag", `Elsewhere this is spelled "Zerthimon-Ag" (4 times).`},
		{"an apostrophe name",
			aboutName("Ka'lindra", 4) + "A raven lands beside Ka'lendra.",
			[]string{"Ka'lendra|style|consistency"}, "Ka'lindra", `Elsewhere this is spelled "Ka'lindra" (4 times).`},
		{"a curly apostrophe name, possessive",
			aboutName("Ka\u2019lindra", 4) + "The guards search Ka\u2019lendra\u2019s wagon.",
			[]string{"Ka\u2019lendra|style|consistency"}, "Ka\u2019lindra", "Elsewhere this is spelled \"Ka\u2019lindra\" (4 times)."},
		{"a dropped final s is not a plural",
			aboutName("Ghaelrios", 4) + "The ferryman waves to Ghaelrio.",
			[]string{"Ghaelrio|style|consistency"}, "Ghaelrios", `Elsewhere this is spelled "Ghaelrios" (4 times).`},
		{"a short name: one letter dropped from a two-word name",
			aboutName("Mira Vell", 4) + "At dawn Mira Vel rides out alone.",
			[]string{"Mira Vel|style|consistency"}, "Mira Vell", `Elsewhere this is spelled "Mira Vell" (4 times).`},
		{"a three-letter name, one letter changed",
			aboutName("Orn", 4) + "The smith hands Orm a new blade.",
			[]string{"Orm|style|consistency"}, "Orn", `Elsewhere this is spelled "Orn" (4 times).`},
		{"a two-letter name, one letter added",
			aboutName("Ul", 5) + "The smith hands Ulk a new blade.",
			[]string{"Ulk|style|consistency"}, "Ul", `Elsewhere this is spelled "Ul" (5 times).`},
		{"an added final s is not a plural",
			aboutName("Vantor", 4) + "The ferryman waves to Vantors.",
			[]string{"Vantors|style|consistency"}, "Vantor", `Elsewhere this is spelled "Vantor" (4 times).`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, res := issuesIn(t, c, tc.text)
			if !slices.Equal(got, tc.want) {
				t.Fatalf("got  %q\nwant %q", got, tc.want)
			}
			is := res.Errors[0]
			if len(is.Suggestions) != 1 || is.Suggestions[0] != tc.suggestion || is.Message != tc.message ||
				is.Rule.ID != "name-consistency" || is.Severity != "suggestion" || is.Confidence < 0.8 {
				t.Errorf("issue %+v", is)
			}
		})
	}
}

func TestNameConsistencyFlagsEveryRareUse(t *testing.T) {
	c := newTestChecker(t)
	text := aboutName("Kael Dunmore", 7) + "Kael Dunmor laughs. The ferryman knows Kael Dunmor well."
	got, _ := issuesIn(t, c, text)
	want := []string{"Kael Dunmor|style|consistency", "Kael Dunmor|style|consistency"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestNameConsistencyNearMisses are documents where a reader sees two names
// (or a name and a word), not a slip: nothing may be flagged.
func TestNameConsistencyNearMisses(t *testing.T) {
	c := newTestChecker(t)
	cases := []struct{ name, text string }{
		{"two look-alike names both used often", aboutName("Aldric", 4) + aboutName("Aldrin", 3)},
		{"variant not rare enough beside the usual spelling", aboutName("Dunmore", 3) + aboutName("Dunmor", 2)},
		{"usual spelling used only twice", aboutName("Dunmore", 2) + "Dunmor laughs."},
		{"a different first letter", aboutName("Elara", 5) + "Her sister Clara sings."},
		{"a short variant that is a known name", aboutName("Tam", 5) + "The boy called Tom waves."},
		{"two short names each used often", aboutName("Vell", 4) + aboutName("Vel", 4)},
		{"two short look-alike names each used often", aboutName("Bren", 3) + aboutName("Bran", 3)},
		{"too far apart for a name of seven letters", aboutName("Dunmore", 6) + "The baron of Dunmark frowns."},
		{"the plural of the name", aboutName("Vantor", 4) + "The Vantors meet at dawn."},
		{"the plural used often, the singular once", "The Harpers watch the road. Two Harpers guard the gate. The Harpers are patient. " +
			"All Harpers swear the oath. A Harper waits at the inn."},
		{"the plural before a plural verb", aboutName("Vantor", 4) + "Both Vantors are here, and Vantors were always proud."},
		{"another circle of the same name", aboutName("Zerthimon-Ag", 4) + "Zerthimon-Ath answers."},
		{"a hyphenated name beside its bare part", aboutName("Zerthimon", 4) + "Zerthimon-Ag answers."},
		{"two hyphenated parts differ", aboutName("Vlaak-Ruun", 4) + "Vlaek-Ruan answers."},
		{"an apostrophe is not a hyphen", aboutName("Ka'lindra", 4) + "Ka-lindra answers."},
		{"an ordinary hyphenated word opening a sentence", aboutName("Well-knowns", 4) + "Well-known songs fill the hall."},
		{"hyphenated glossary terms", aboutName("Half-Elf", 4) + "The Half-Elves watch."},
		{"an ordinary word beside a name", aboutName("Lordo", 5) + "The envoy of Lord Aldric scowls."},
		{"two known words", aboutName("Mage", 4) + "The Magi arrive."},
		{"between two usual spellings", aboutName("Kaelan", 4) + aboutName("Kaelen", 4) + "Kaelin waves."},
		{"a glossary term", aboutName("Drew", 5) + "The Drow watch from the dark."},
		{"lower case is not a name", aboutName("Dunmore", 6) + "They say dunmore is a cursed name."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := issuesIn(t, c, tc.text)
			for _, g := range got {
				if strings.HasSuffix(g, "|consistency") {
					t.Errorf("flagged %q in %q", g, tc.text)
				}
			}
		})
	}
}

// TestNameConsistencyNotAMisspelling: the rare spelling would be a spelling
// error on its own; beside the usual spelling it is one inconsistency.
func TestNameConsistencyNotAMisspelling(t *testing.T) {
	c := newTestChecker(t)
	alone, _ := issuesIn(t, c, "The party meets Silvar at noon.")
	if !slices.Equal(alone, []string{"Silvar|spelling|misspelling"}) {
		t.Fatalf("alone: %q", alone)
	}
	got, _ := issuesIn(t, c, aboutName("Silvara", 4)+"The party meets Silvar at noon.")
	if !slices.Equal(got, []string{"Silvar|style|consistency"}) {
		t.Errorf("got %q", got)
	}
}

// TestUserNamesAreNeverFlagged: names a user inserted or added to their
// dictionary pass every check, whatever the document around them.
func TestUserNamesAreNeverFlagged(t *testing.T) {
	c := newTestChecker(t)
	for _, tc := range []struct{ name, text string }{
		{"the rare spelling is the user's", aboutName("Kael Dunmore", 6) + "Her cousin Vaela Dunmor visits."},
		{"alone in a document", "Vaela Dunmor opens the gate. Dunmor's hound barks at Vaela."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := issuesIn(t, c, tc.text, "Vaela Dunmor")
			if len(got) != 0 {
				t.Errorf("flagged %q", got)
			}
		})
	}
}

func TestModelFindingsKeepUserNames(t *testing.T) {
	text := "Vaela Dunmor were late. The knight ride north. Dunmor's hound barks."
	model := &fakeModel{reply: block("grammar", "Agreement", "Vaela Dunmor were", "Vaela Dunmor was", "0.9") +
		block("spelling", "Unknown word", "Dunmor", "Dunmore", "0.9") +
		block("grammar", "Agreement", "knight ride", "knight rides", "0.9")}
	c := aiChecker(t, model)
	res := c.Check(context.Background(), text, CheckOptions{Dictionary: []string{"Vaela Dunmor"}})
	var got []string
	for _, is := range res.Errors {
		got = append(got, text[is.Position.Start:is.Position.End])
	}
	if !slices.Equal(got, []string{"Vaela Dunmor were", "knight ride"}) {
		t.Errorf("got %q: the model may fix grammar around a user's name but not the name", got)
	}
}

func BenchmarkNameConsistency(b *testing.B) {
	c := newTestChecker(b)
	doc := benchDocument(b) + aboutName("Kael Dunmore", 6) + "Kael Dunmor returns."
	d := c.parseDocument(doc)
	b.ReportAllocs()
	for b.Loop() {
		c.checkNameConsistency(d)
	}
}

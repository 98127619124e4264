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
	}
	for _, tc := range cases {
		res := c.Check(context.Background(), tc.text, CheckOptions{})
		units := utf16.Encode([]rune(tc.text))
		found := false
		for _, is := range res.Errors {
			if string(utf16.Decode(units[is.Position.Start:is.Position.End])) != tc.typo {
				continue
			}
			found = true
			if len(is.Suggestions) == 0 || is.Suggestions[0] != tc.want {
				t.Errorf("%s: %q: suggestions %q, want %q first", tc.signal, tc.text, is.Suggestions, tc.want)
			}
		}
		if !found {
			t.Errorf("%s: %q: %q not flagged (%+v)", tc.signal, tc.text, tc.typo, res.Errors)
		}
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

package grammar

import (
	"context"
	"testing"
	"unicode/utf16"
)

// FuzzCheck runs the whole local engine (the text layer, the tagger, every
// rule and the speller) on arbitrary text: no panic, and every issue's
// position lies inside the text in UTF-16 units, as the editor reads them.
func FuzzCheck(f *testing.F) {
	for _, s := range []string{
		"Its been three days; the goblins in the cave was asleep. Does your companions know?",
		"There's three ogres. Each of the guards have a key, and they're house burned.",
		"“It’s claws gleam,” she said… The curse will effect every creature!",
		"\xff\xfe broken \x80 bytes, 2d8 + 3, 1/2 CR, 6th level",
		"😀 𝔉𝔯𝔞𝔨𝔱𝔲𝔯 their. there, they're; its it's whose who's to too then than",
		"Than. The. , ; : too the to 10 too 15 lets go; quiet a; the quiet",
	} {
		f.Add(s)
	}
	c := newTestChecker(f)
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 4000 {
			return
		}
		res := c.Check(context.Background(), text, CheckOptions{LocalOnly: true})
		n := len(utf16.Encode([]rune(text)))
		for _, is := range res.Errors {
			if is.Position.Start < 0 || is.Position.End > n || is.Position.Start >= is.Position.End {
				t.Fatalf("issue %+v outside the text (%d UTF-16 units)", is.Position, n)
			}
			if is.Suggestions == nil {
				t.Fatalf("issue %s has nil suggestions", is.ID)
			}
		}
	})
}

package nlp

import (
	"slices"
	"testing"
)

// TestParseAfterRelease: a document parsed into a released one's tokens is
// the document parsed afresh, whichever was longer, tags and all.
func TestParseAfterRelease(t *testing.T) {
	texts := []string{
		"The goblins' camp lies north. \"Help!\" he cried, and the Half-Elf ran.",
		"A short one.",
		"Strahd von Zarovich watches the party from the balcony of Castle Ravenloft; the wolves don't howl tonight.",
		"",
	}
	tagger := NewTagger(4)
	for _, first := range texts {
		for _, second := range texts {
			d := tagger.Parse(first)
			d.Tag()
			d.Release()
			if d.Tokens != nil || d.Sentences != nil {
				t.Fatalf("a released document keeps its tokens")
			}
			got := tagger.Parse(second)
			if len(second)%2 == 0 {
				got.Tag()
			}
			want := Parse(second)
			if len(second)%2 == 0 {
				want.Tag()
			}
			if !slices.Equal(got.Tokens, want.Tokens) || !slices.Equal(got.Sentences, want.Sentences) {
				t.Errorf("%q after %q:\n got %+v\nwant %+v", second, first, got.Tokens, want.Tokens)
			}
			got.Release()
		}
	}
}

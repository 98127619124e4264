package nlp

import (
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// FuzzParse: on any text, tokens lie inside it, in order and without
// overlap, each is the text at its offsets, only whitespace lies between
// them, sentences cover the tokens, tagging never panics and tags every
// word, and UTF-16 offsets are what JavaScript would count.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"The goblin's blade. Mr. Vell's “Lantern”… it’s 2d8 + 3!",
		"orc--wounded 1.5 gp, 1,000 gp; e.g. Tiefling\n\nA ghoul",
		"\xff\xfe broken \x80 bytes ' - ... ?! “",
		"😀 emoji 𝔉𝔯𝔞𝔨𝔱𝔲𝔯 and ÄÖÜ",
		"'s n't cannot 'twas o'clock goblins'",
		"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		d := Parse(text)
		prev := 0
		for i, tok := range d.Tokens {
			if tok.Start < prev || tok.End <= tok.Start || tok.End > len(text) {
				t.Fatalf("token %d %+v out of order or bounds (prev end %d, len %d)", i, tok, prev, len(text))
			}
			if tok.Text != text[tok.Start:tok.End] {
				t.Fatalf("token %d text %q, text at offsets %q", i, tok.Text, text[tok.Start:tok.End])
			}
			if strings.TrimSpace(text[prev:tok.Start]) != "" {
				t.Fatalf("non-space %q dropped before token %d", text[prev:tok.Start], i)
			}
			if (tok.Start > prev) != tok.Space && i > 0 {
				t.Fatalf("token %d Space=%v with gap %q", i, tok.Space, text[prev:tok.Start])
			}
			prev = tok.End
		}
		if strings.TrimSpace(text[prev:]) != "" {
			t.Fatalf("non-space %q dropped at the end", text[prev:])
		}
		next := 0
		for s, sent := range d.Sentences {
			if sent.First != next || sent.Last < sent.First || sent.Last >= len(d.Tokens) {
				t.Fatalf("sentence %d %+v does not follow token %d", s, sent, next)
			}
			for k := sent.First; k <= sent.Last; k++ {
				if d.Tokens[k].Sentence != s {
					t.Fatalf("token %d says sentence %d, is in %d", k, d.Tokens[k].Sentence, s)
				}
			}
			next = sent.Last + 1
		}
		if next != len(d.Tokens) {
			t.Fatalf("sentences end at token %d of %d", next, len(d.Tokens))
		}
		d.Tag()
		for _, tok := range d.Tokens {
			if tok.Tag == "" {
				t.Fatalf("token %+v has no tag", tok)
			}
		}
		if utf8.ValidString(text) {
			idx := NewUTF16Index(text)
			for _, tok := range d.Tokens {
				for _, off := range []int{tok.Start, tok.End} {
					if want := len(utf16.Encode([]rune(text[:off]))); idx.At(off) != want {
						t.Fatalf("UTF-16 offset of byte %d = %d, want %d", off, idx.At(off), want)
					}
				}
			}
		}
	})
}

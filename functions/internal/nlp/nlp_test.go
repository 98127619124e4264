package nlp

import (
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// show renders tokens as text/kind, a sentence break as "|".
func show(d *Doc) string {
	var parts []string
	for i, t := range d.Tokens {
		if i > 0 && t.Sentence != d.Tokens[i-1].Sentence {
			parts = append(parts, "|")
		}
		parts = append(parts, t.Text)
	}
	return strings.Join(parts, " ")
}

func TestTokens(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"The goblin's blade.", "The goblin's blade ."},
		{"Don't touch the Will-o'-Wisp!", "Don't touch the Will-o'-Wisp !"},
		{"The Tieflings' camp", "The Tieflings' camp"},
		{"orc--wounded", "orc -- wounded"},
		{"Roll 2d8 + 3 (DC 15)...", "Roll 2d8 + 3 ( DC 15 ) ..."},
		{"“It’s here,” she said…", "“ It’s here , ” she said …"},
		{"a 30-foot line, 1/2 CR", "a 30-foot line , 1 / 2 CR"},
		{"'quoted' words", "' quoted ' words"},
		{"Faerûn’s 6th-level wizard", "Faerûn’s 6th-level wizard"},
		{"", ""},
		{"   ", ""},
	} {
		if got := show(Parse(tc.text)); got != tc.want {
			t.Errorf("Parse(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

func TestTokenFields(t *testing.T) {
	d := Parse("Mira’s  Lantern\nglows.")
	want := []Token{
		{Start: 0, End: 8, Kind: Word, Text: "Mira’s", Lower: "mira's"},
		{Start: 10, End: 17, Kind: Word, Text: "Lantern", Lower: "lantern", Space: true},
		{Start: 18, End: 23, Kind: Word, Text: "glows", Lower: "glows", Space: true, Newline: true, Sentence: 1},
		{Start: 23, End: 24, Kind: Punct, Text: ".", Lower: ".", Sentence: 1},
	}
	if len(d.Tokens) != len(want) {
		t.Fatalf("got %d tokens, want %d: %+v", len(d.Tokens), len(want), d.Tokens)
	}
	for i := range want {
		if d.Tokens[i] != want[i] {
			t.Errorf("token %d = %+v, want %+v", i, d.Tokens[i], want[i])
		}
	}
	if got := d.Words(); len(got) != 3 || got[2] != 2 {
		t.Errorf("Words() = %v", got)
	}
}

func TestSentences(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"The door opens. A ghoul waits! Who goes there? Nobody.", "The door opens . | A ghoul waits ! | Who goes there ? | Nobody ."},
		{"Mr. Vell met Dr. Osk at St. Cuthbert's.", "Mr . Vell met Dr . Osk at St . Cuthbert's ."},
		{"J. R. Tolkien wrote it. Then he slept.", "J . R . Tolkien wrote it . | Then he slept ."},
		{"\"Help!\" he cried. \"Run!\" She ran.", "\" Help ! \" he cried . | \" Run ! \" | She ran ."},
		{"See p. 12 for details. It was no. Then he left.", "See p . 12 for details . | It was no . | Then he left ."},
		{"Choose a race, e.g. Tiefling or Elf. Then roll.", "Choose a race , e . g . Tiefling or Elf . | Then roll ."},
		{"Title line\nThe party arrives.\n\nA ghoul waits", "Title line | The party arrives . | A ghoul waits"},
		{"It costs 1.5 gp. Buy it.", "It costs 1.5 gp . | Buy it ."},
		{"He waited... and waited. The end.", "He waited ... and waited . | The end ."},
		{"The wyvern (CR 6.) attacks.", "The wyvern ( CR 6 . ) attacks ."},
	} {
		d := Parse(tc.text)
		if got := show(d); got != tc.want {
			t.Errorf("Parse(%q) = %q, want %q", tc.text, got, tc.want)
		}
		for s, sent := range d.Sentences {
			if sent.Start != d.Tokens[sent.First].Start || sent.End != d.Tokens[sent.Last].End {
				t.Errorf("%q: sentence %d spans %d-%d, tokens %d-%d", tc.text, s, sent.Start, sent.End, sent.First, sent.Last)
			}
		}
	}
}

func TestTagsOnContractionsAndQuotes(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"It's the goblins' camp, and they don't care.", "It's/PRP+VBZ the/DT goblins'/NNS+POS camp/NN ,/, and/CC they/PRP don't/VBP+RB care/VB ./."},
		{"The vorthak lunges at the party.", "The/DT vorthak/NN lunges/VBZ at/IN the/DT party/NN ./."},
		{"“Run,” she said.", "“/`` Run/NN ,/, ”/'' she/PRP said/VBD ./."},
		{"You cannot pass.", "You/PRP cannot/MD+RB pass/VB ./."},
	} {
		d := Parse(tc.text)
		d.Tag()
		var parts []string
		for _, t := range d.Tokens {
			s := t.Text + "/" + t.Tag
			if t.Clitic != "" {
				s += "+" + t.Clitic
			}
			parts = append(parts, s)
		}
		if got := strings.Join(parts, " "); got != tc.want {
			t.Errorf("tags of %q:\n got %s\nwant %s", tc.text, got, tc.want)
		}
	}
}

func TestTagSentenceIsLazyAndIdempotent(t *testing.T) {
	d := Parse("The ogre roars. The party flees.")
	d.TagSentence(1)
	if d.Tokens[0].Tag != "" || d.Tokens[4].Tag != "DT" {
		t.Fatalf("TagSentence(1) tagged %+v", d.Tokens)
	}
	d.Tokens[4].Tag = "XX"
	d.TagSentence(1)
	if d.Tokens[4].Tag != "XX" {
		t.Error("a second TagSentence re-tagged the sentence")
	}
}

func TestTaggerRemembersSentences(t *testing.T) {
	tagger := NewTagger(16)
	first := tagger.Parse("The ogre roars. The party flees.")
	first.Tag()
	if tagger.cache.Len() != 2 {
		t.Fatalf("cache holds %d sentences, want 2", tagger.cache.Len())
	}
	// The same sentence in another document (and another place) gets the
	// same tags from the cache.
	second := tagger.Parse("A bard sings.\nThe party flees.")
	second.Tag()
	plain := Parse("A bard sings.\nThe party flees.")
	plain.Tag()
	for i := range plain.Tokens {
		if second.Tokens[i].Tag != plain.Tokens[i].Tag || second.Tokens[i].Clitic != plain.Tokens[i].Clitic {
			t.Errorf("token %d %q: cached %s, fresh %s", i, plain.Tokens[i].Text, second.Tokens[i].Tag, plain.Tokens[i].Tag)
		}
	}
	if tagger.cache.Len() != 3 {
		t.Errorf("cache holds %d sentences, want 3", tagger.cache.Len())
	}
}

// TestIsIntegerAsAtoi: the tagger's year test reads numbers as strconv.Atoi
// does (prose's), without its error value.
func TestIsIntegerAsAtoi(t *testing.T) {
	for _, s := range []string{"", "1", "1492", "-123", "+123", "+", "-", "12a4", "1,000", "1.5", "१२३४", "0x1F", "1_000", " 123", "--12", "Year"} {
		_, err := strconv.Atoi(s)
		if got := isInteger(s); got != (err == nil) {
			t.Errorf("isInteger(%q) = %v, Atoi error %v", s, got, err)
		}
	}
}

// TestIsWordRuneASCII: the ASCII table agrees with the Unicode tables.
func TestIsWordRuneASCII(t *testing.T) {
	for r := rune(-1); r < 0x300; r++ {
		if got, want := IsWordRune(r), unicode.IsLetter(r) || unicode.IsDigit(r); got != want {
			t.Errorf("IsWordRune(%q) = %v, want %v", r, got, want)
		}
	}
}

// TestSplitCliticAnyCase: contractions split the same in any case, and
// words that only look like them do not.
func TestSplitCliticAnyCase(t *testing.T) {
	for w, want := range map[string]string{
		"don't": "do|n't", "DON'T": "DO|N'T", "Can't": "Ca|n't", "it's": "it|'s", "IT'S": "IT|'S", "We'Re": "We|'Re",
		"they'VE": "they|'VE", "I'LL": "I|'LL", "she'd": "she|'d", "I'm": "I|'m", "goblins'": "goblins|'", "Cannot": "Can|not",
		"CANNOT": "CAN|NOT", "n't": "n't|", "'s": "'s|", "s'": "s'|", "cannots": "cannots|", "Kelvin": "Kelvin|", "İ'S": "İ|'S", "nt": "nt|",
	} {
		head, clitic := splitClitic(w)
		if got := head + "|" + clitic; got != want {
			t.Errorf("splitClitic(%q) = %q, want %q", w, got, want)
		}
	}
}

package nlp

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// parsedWordTags are the tags of text's words the long way: Parse, Tag.
func parsedWordTags(text string) []string {
	d := Parse(text)
	d.Tag()
	var tags []string
	for _, i := range d.Words() {
		tags = append(tags, d.Tokens[i].Tag)
	}
	return tags
}

// wordTagTexts are sentences with contractions, curly and straight quotes,
// abbreviations, several sentences at once, and the test prose line by line.
func wordTagTexts(t *testing.T) []string {
	texts := []string{
		"The goblin's blade. Mr. Vell's “Lantern”… it’s 2d8 + 3!",
		"orc--wounded 1.5 gp, 1,000 gp; e.g. Tiefling\n\nA ghoul",
		"'s n't cannot 'twas o'clock goblins'",
		`"Help!" he cried. "They come every full moon," he says. Nobody can't say.`,
		"A kobold inventor waits. The wolf burst from the reeds, and the boss shouts",
		"😀 emoji 𝔉𝔯𝔞𝔨𝔱𝔲𝔯 and ÄÖÜ",
		"",
	}
	data, err := os.ReadFile("testdata/prose.txt")
	if err != nil {
		t.Fatal(err)
	}
	texts = append(texts, string(data))
	for line := range strings.SplitSeq(string(data), "\n") {
		texts = append(texts, line)
		// A sentence cut short, as the balance analysis tags one.
		if f := strings.Fields(line); len(f) > 4 {
			texts = append(texts, strings.Join(f[:len(f)/2], " "))
		}
	}
	return texts
}

func TestAppendWordTagsAsParse(t *testing.T) {
	for _, text := range wordTagTexts(t) {
		if got, want := AppendWordTags(nil, text), parsedWordTags(text); !slices.Equal(got, want) {
			t.Errorf("AppendWordTags(%q)\n= %q\nParse and Tag give %q", text, got, want)
		}
	}
	// It appends.
	if got, want := AppendWordTags([]string{"X"}, "Goblins attack."), append([]string{"X"}, parsedWordTags("Goblins attack.")...); len(got) != 3 || !slices.Equal(got, want) {
		t.Errorf("%q, want %q", got, want)
	}
}

func FuzzAppendWordTags(f *testing.F) {
	f.Add("The goblin's blade. Mr. Vell's “Lantern”… it’s 2d8 + 3!")
	f.Add("'s n't cannot 'twas o'clock goblins' \xff\xfe “")
	f.Fuzz(func(t *testing.T, text string) {
		if got, want := AppendWordTags(nil, text), parsedWordTags(text); !slices.Equal(got, want) {
			t.Errorf("AppendWordTags(%q) = %q, Parse and Tag give %q", text, got, want)
		}
	})
}

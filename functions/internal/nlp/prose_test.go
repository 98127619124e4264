package nlp

import (
	"os"
	"strings"
	"testing"

	"github.com/jdkato/prose/v2"
)

// TestTagsAreProses runs prose's own pipeline (its tokenizer and tagger) on
// real sentences and our tagger on prose's tokens: the compact model and the
// feature code must give prose's tags.
func TestTagsAreProses(t *testing.T) {
	if testing.Short() {
		t.Skip("loads prose's model (about 2 s)")
	}
	data, err := os.ReadFile("testdata/prose.txt")
	if err != nil {
		t.Fatal(err)
	}
	model := prose.ModelFromData("nlp-test")
	tagger := loadTagger()
	var tokens, differ int
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		doc, err := prose.NewDocument(line, prose.UsingModel(model), prose.WithExtraction(false), prose.WithSegmentation(false))
		if err != nil {
			t.Fatal(err)
		}
		var words, want []string
		for _, tok := range doc.Tokens() {
			words = append(words, tok.Text)
			want = append(want, tok.Tag)
		}
		got := tagger.tagWords(words)
		// prose's tokenizer can hand out one *Token for repeated words
		// (it caches them by the chunk they came from), so a repeated
		// word's stored tag may be another occurrence's: compare the
		// words that occur once.
		seen := map[string]int{}
		for _, w := range words {
			seen[w]++
		}
		for i := range want {
			if seen[words[i]] > 1 {
				continue
			}
			tokens++
			if got[i] != want[i] {
				differ++
				if differ <= 10 {
					t.Errorf("%q in %q: got %s, prose %s", words[i], line, got[i], want[i])
				}
			}
		}
	}
	if tokens < 3500 {
		t.Fatalf("only %d tokens compared", tokens)
	}
	t.Logf("%d tokens, %d tagged differently", tokens, differ)
}

package grammar

import (
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/nlp"
)

// isWordRune's ASCII shortcut must say what the text layer says of every rune.
func TestIsWordRuneAgreesWithTheTextLayer(t *testing.T) {
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if isWordRune(r) != nlp.IsWordRune(r) {
			t.Fatalf("isWordRune(%q) = %v, the text layer says %v", r, isWordRune(r), nlp.IsWordRune(r))
		}
	}
}

// The facts kept on dictionary entries answer as working them out does,
// the first time and after, from many checks at once (run with -race).
func TestWordFactsKeptOnEntriesAnswerAsWorkedOut(t *testing.T) {
	dict := testDictionary(t)
	d := &document{dict: dict}
	words := []string{
		"prefers", "glides", "speaks", "guards", "goblins", "rhinoceros", "kindness", "arrives", "boss", "dwarves",
		"brave", "fallen", "dangerous", "hopeless", "relic", "agent", "pedal", "magical", "cold", "pretty", "wooden",
		"tall", "hidden", "glaive", "archive", "vorthaks", "glimmerkin", "zzzq", "s", "es", "runes", "a",
	}
	type answers struct{ verbS, adjective, adjectiveLike bool }
	want := map[string]answers{}
	for _, w := range words {
		want[w] = answers{d.workOutMayBeVerbS(w), d.workOutCanBeAdjective(w), workOutAdjectiveLike(w, dict)}
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 3 {
				for _, w := range words {
					got := answers{d.mayBeVerbS(w), d.canBeAdjective(w), isAdjectiveLike(w, dict)}
					if got != want[w] {
						t.Errorf("%q: kept facts %+v, worked out %+v", w, got, want[w])
					}
				}
			}
		})
	}
	wg.Wait()
}

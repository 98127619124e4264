package monsters

import (
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/glossary"
	"github.com/lorewright/lorewright/functions/internal/grammar"
	"github.com/lorewright/lorewright/functions/internal/nlp"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// TestCheckerKnowsEveryCreatureName proves the grammar checker never flags
// an SRD creature's name: every word of it is either inside a glossary
// match (which the checker treats as known) or a common word of the
// speller's dictionary (which it never flags).
func TestCheckerKnowsEveryCreatureName(t *testing.T) {
	dict, err := grammar.LoadDictionary()
	if err != nil {
		t.Fatal(err)
	}
	terms := glossary.Default()
	for _, m := range srd.SRD().All() {
		for _, name := range strings.Split(srd.BaseName(m.Name), "/") {
			texts := []string{"The party meets the " + name + " at dawn."}
			// Plurals of the glossary's names must match it too; the
			// dictionary holds the plurals of its everyday words.
			if _, ok := terms.Lookup(name); ok {
				texts = append(texts, "Two "+srd.Plural(name)+" wait.")
			}
			for _, text := range texts {
				covered := make([]bool, len(text))
				for _, match := range terms.Find(text) {
					for i := match.Start; i < match.End; i++ {
						covered[i] = true
					}
				}
				for start, end := range nlp.Words(text) {
					word := text[start:end]
					if covered[start] || dict.Known(word) && !dict.IsRare(word) {
						continue
					}
					t.Errorf("%s: %q in %q is neither a glossary term nor a common word", m.Name, word, text)
				}
			}
		}
	}
}

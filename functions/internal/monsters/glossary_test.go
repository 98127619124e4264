package monsters

import (
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/glossary"
	"github.com/lorewright/lorewright/functions/internal/grammar"
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
	for _, m := range SRD().All() {
		for _, name := range strings.Split(baseName(m.Name), "/") {
			texts := []string{"The party meets the " + name + " at dawn."}
			// Plurals of the glossary's names must match it too; the
			// dictionary holds the plurals of its everyday words.
			if _, ok := terms.Lookup(name); ok {
				texts = append(texts, "Two "+pluralOf(name)+" wait.")
			}
			for _, text := range texts {
				covered := make([]bool, len(text))
				for _, match := range terms.Find(text) {
					for i := match.Start; i < match.End; i++ {
						covered[i] = true
					}
				}
				for start, end := range glossary.Words(text) {
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

// pluralOf makes a regular plural of a name's last word, as a writer would.
func pluralOf(name string) string {
	switch {
	case strings.HasSuffix(name, "s"), strings.HasSuffix(name, "folk"), strings.HasSuffix(name, "Deer"):
		return name
	case strings.HasSuffix(name, "wolf"), strings.HasSuffix(name, "Wolf"):
		return name[:len(name)-1] + "ves"
	case strings.HasSuffix(name, "y") && !strings.HasSuffix(name, "ey"):
		return name[:len(name)-1] + "ies"
	case strings.HasSuffix(name, "ch"), strings.HasSuffix(name, "sh"), strings.HasSuffix(name, "x"):
		return name + "es"
	}
	return name + "s"
}

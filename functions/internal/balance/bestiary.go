package balance

import "github.com/lorewright/lorewright/functions/internal/srd"

// mention is a creature named in the text.
type mention struct {
	creature *srd.Creature
	plural   bool
	// first and last are the word indexes of the name.
	first, last int
	count       mentionCount
	// staged: the creatures are there (stages).
	staged bool
}

// mentions finds every creature of the index named in the words, longest
// name first, left to right, with the count written before or after it.
func mentions(idx *srd.Index, w *words) []mention {
	if idx == nil {
		return nil
	}
	found := idx.FindWords(w)
	out := make([]mention, len(found))
	for i, f := range found {
		m := mention{creature: f.Creature, plural: f.Plural, first: f.First, last: f.Last}
		m.count = countOf(w, m.first, m.last, m.plural)
		out[i] = m
	}
	return out
}

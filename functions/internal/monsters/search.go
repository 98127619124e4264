package monsters

import (
	"slices"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

// searcher searches a catalogue, with its names in lower case ready.
type searcher struct {
	c          *srd.Catalogue
	lowerNames []string
}

func newSearcher(c *srd.Catalogue) *searcher {
	s := &searcher{c: c, lowerNames: make([]string, c.Len())}
	for i, row := range c.Summaries() {
		s.lowerNames[i] = strings.ToLower(row.Name)
	}
	return s
}

// search returns the catalogue's rows that match q, best name matches
// first (the exact name, then names starting with the text, then a word
// starting with it, then names containing it), alphabetical within each. A
// query with a plural or irregular name ("wolves") that matches nothing by
// text finds the creature by Lookup. An empty query returns every row.
func (x *searcher) search(q Query) []srd.Summary {
	c := x.c
	q = q.normalised()
	if q == (Query{}) {
		return c.Summaries()
	}
	name := strings.ToLower(q.Name)
	var ranked [4][]srd.Summary
	for i, s := range c.Summaries() {
		if !q.matchesFilters(s) {
			continue
		}
		rank := 0
		if name != "" {
			if rank = nameRank(x.lowerNames[i], name); rank < 0 {
				continue
			}
		}
		ranked[rank] = append(ranked[rank], s)
	}
	out := slices.Concat(ranked[:]...)
	if len(out) == 0 && name != "" {
		if m, ok := c.Lookup(q.Name); ok && q.matchesFilters(m.Summary()) {
			out = []srd.Summary{m.Summary()}
		}
	}
	if out == nil {
		out = []srd.Summary{}
	}
	return out
}

// nameRank says how well a lower-case name matches lower-case text:
// 0 exact, 1 prefix, 2 a word starts with it, 3 contains it, -1 not at all.
func nameRank(name, text string) int {
	i := strings.Index(name, text)
	switch {
	case i < 0:
		return -1
	case name == text:
		return 0
	case i == 0:
		return 1
	}
	for ; i >= 0; i = nextIndex(name, text, i) {
		if prev := name[i-1]; prev == ' ' || prev == '-' || prev == '(' || prev == '/' {
			return 2
		}
	}
	return 3
}

func nextIndex(s, sub string, after int) int {
	j := strings.Index(s[after+1:], sub)
	if j < 0 {
		return -1
	}
	return after + 1 + j
}

// random returns n different monsters of the catalogue picked by intn
// (which returns a number in [0, k)), or all of them when n is larger.
func random(c *srd.Catalogue, n int, intn func(k int) int) []srd.Monster {
	all := c.All()
	n = min(max(n, 0), len(all))
	order := make([]int, len(all))
	for i := range order {
		order[i] = i
	}
	out := make([]srd.Monster, n)
	for i := range n {
		j := i + intn(len(order)-i)
		order[i], order[j] = order[j], order[i]
		out[i] = all[order[i]]
	}
	return out
}

// Package glossary holds the official D&D 5e terms (races, classes, spells,
// creatures, locations and planes, conditions, abilities and skills) and finds
// them in text, case-insensitively and through aliases, plurals and
// possessives, so proofreading can respect them. Text is read through the
// text layer (nlp), and the SRD's creatures through the one creature index
// (srd), which knows their plurals and other names.
package glossary

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/nlp"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// Category is the kind of a term, as the spec names them.
type Category string

const (
	Race      Category = "race"
	Class     Category = "class"
	Spell     Category = "spell"
	Creature  Category = "creature"
	Location  Category = "location"
	Plane     Category = "plane"
	Condition Category = "condition"
	Ability   Category = "ability"
)

// Term is one official term.
type Term struct {
	Term        string   `json:"term"`
	Category    Category `json:"category"`
	Description string   `json:"description,omitempty"`
	Aliases     []string `json:"aliases,omitempty"`
}

// Match is one occurrence of a term in a text; Start and End are byte offsets.
type Match struct {
	Term  Term
	Start int
	End   int
	// Text is the matched text as written.
	Text string
}

// Glossary finds terms in text. It is immutable and safe for concurrent use.
type Glossary struct {
	terms []Term
	// index maps a normalised phrase to a term: every term and alias except
	// the names of SRD creatures, which the creature index finds.
	index    map[string]int
	maxWords int
	// prefixes holds the first words of every multi-word key ("nine" and
	// "nine hells" of "nine hells of baator"): a phrase is looked up only
	// while its words so far open a key, so most words take one lookup.
	prefixes map[string]bool
	// creatures is the SRD's creature index; creatureTerm maps a creature
	// of it to the creature term of its name.
	creatures    *srd.Index
	creatureTerm map[*srd.Creature]int
}

// Default returns the built-in glossary: the curated terms and the SRD 5.1
// creature and spell names (srd.go). It is built once and shared.
func Default() *Glossary { return defaultGlossary() }

// New builds a glossary from terms; each term and alias becomes a key. A
// creature term named as an SRD creature is found as the creature index
// finds that creature, in the plural and by its other names too.
func New(terms []Term) *Glossary {
	g := &Glossary{terms: terms, index: make(map[string]int, len(terms)*2), prefixes: map[string]bool{},
		creatures: srd.SRD().Index(), creatureTerm: map[*srd.Creature]int{}}
	for i, t := range terms {
		names := t.Aliases
		if c, ok := g.srdCreature(t); ok {
			if _, taken := g.creatureTerm[c]; !taken {
				g.creatureTerm[c] = i
			}
		} else {
			names = append([]string{t.Term}, names...)
		}
		for _, name := range names {
			words := phraseWords(name)
			if len(words) == 0 {
				continue
			}
			g.index[strings.Join(words, " ")] = i
			g.maxWords = max(g.maxWords, len(words))
			for k := 1; k < len(words); k++ {
				g.prefixes[strings.Join(words[:k], " ")] = true
			}
		}
	}
	return g
}

// srdCreature returns the SRD creature a creature term names by its own
// name (not a plural or another name of it).
func (g *Glossary) srdCreature(t Term) (*srd.Creature, bool) {
	if t.Category != Creature {
		return nil, false
	}
	c, ok := g.creatures.Lookup(t.Term)
	if !ok || strings.Join(phraseWords(srd.BaseName(c.Name)), " ") != strings.Join(phraseWords(t.Term), " ") {
		return nil, false
	}
	return c, true
}

// Terms returns every term (shared slice: do not modify).
func (g *Glossary) Terms() []Term { return g.terms }

// Lookup reports the term a phrase names, ignoring case, spacing, curly
// apostrophes, a regular plural and a possessive.
func (g *Glossary) Lookup(phrase string) (Term, bool) {
	words := phraseWords(phrase)
	if len(words) == 0 {
		return Term{}, false
	}
	if i, ok := g.lookupWords(words); ok {
		return g.terms[i], true
	}
	if c, ok := g.creatures.Lookup(phrase); ok {
		if i, ok := g.creatureTerm[c]; ok {
			return g.terms[i], true
		}
	}
	return Term{}, false
}

func (g *Glossary) lookupWords(words []string) (int, bool) {
	key := words[0]
	if len(words) > 1 {
		key = strings.Join(words, " ")
	}
	if i, ok := g.index[key]; ok {
		return i, true
	}
	last := words[len(words)-1]
	head := key[:len(key)-len(last)]
	for _, form := range baseForms(last) {
		if i, ok := g.index[head+form]; ok {
			return i, true
		}
	}
	return 0, false
}

// baseForms undoes a possessive and then a regular plural: "Tieflings'" ->
// "tiefling", "liches" -> "lich", "harpies" -> "harpy".
func baseForms(w string) []string {
	var forms []string
	switch {
	case strings.HasSuffix(w, "'s"):
		w = strings.TrimSuffix(w, "'s")
		forms = append(forms, w)
	case strings.HasSuffix(w, "s'"):
		w = strings.TrimSuffix(w, "'")
		forms = append(forms, w)
	}
	if strings.HasSuffix(w, "ies") && len(w) > 4 {
		forms = append(forms, w[:len(w)-3]+"y")
	}
	if strings.HasSuffix(w, "es") && len(w) > 3 {
		forms = append(forms, w[:len(w)-2])
	}
	if strings.HasSuffix(w, "s") && len(w) > 2 {
		forms = append(forms, w[:len(w)-1])
	}
	return forms
}

// Find returns every term in text, longest match first, left to right and
// without overlaps. Words of a multi-word term may be separated by any run of
// spaces (not by punctuation).
func (g *Glossary) Find(text string) []Match { return g.find(readWords(text)) }

// FindIn is Find over a text the text layer has already read (nlp.Parse):
// the same matches, without reading its words a second time.
func (g *Glossary) FindIn(doc *nlp.Doc) []Match {
	ws, _ := spareWords.Get().(*words)
	if ws == nil {
		ws = &words{}
	}
	ws.text, ws.spans, ws.norms = doc.Text, slices.Grow(ws.spans[:0], len(doc.Tokens)), slices.Grow(ws.norms[:0], len(doc.Tokens))
	for i := range doc.Tokens {
		if t := &doc.Tokens[i]; t.Kind == nlp.Word {
			ws.spans = append(ws.spans, [2]int{t.Start, t.End})
			ws.norms = append(ws.norms, normalise(t.Lower))
		}
	}
	matches := g.find(ws)
	clear(ws.norms) // (the text's words: not kept past the call)
	*ws = words{spans: ws.spans[:0], norms: ws.norms[:0]}
	spareWords.Put(ws)
	return matches
}

// spareWords keeps FindIn's word lists between calls (a match keeps none
// of them): a 1,000-word text's are 30 KB.
var spareWords sync.Pool // *words

func (g *Glossary) find(ws *words) []Match {
	text := ws.text
	var out []Match
	for i := 0; i < len(ws.spans); {
		matched, termIdx := g.matchAt(ws, i)
		if c, ok := g.creatures.FindWordsAt(ws, i); ok && c.Last-i+1 > matched {
			if t, listed := g.creatureTerm[c.Creature]; listed {
				matched, termIdx = c.Last-i+1, t
			}
		}
		if matched == 0 {
			i++
			continue
		}
		start, end := ws.spans[i][0], ws.spans[i+matched-1][1]
		out = append(out, Match{Term: g.terms[termIdx], Start: start, End: end, Text: text[start:end]})
		i += matched
	}
	return out
}

// words are a text's words (nlp.Words) and their normal forms.
type words struct {
	text  string
	spans [][2]int
	norms []string
}

func readWords(text string) *words {
	ws := &words{text: text, spans: make([][2]int, 0, len(text)/5+1)}
	for start, end := range nlp.Words(text) {
		ws.spans = append(ws.spans, [2]int{start, end})
		ws.norms = append(ws.norms, normalise(nlp.Lower(text[start:end])))
	}
	return ws
}

// spaced reports whether words i-1 and i are separated by spaces only.
func (ws *words) spaced(i int) bool {
	return strings.TrimFunc(ws.text[ws.spans[i-1][1]:ws.spans[i][0]], unicode.IsSpace) == ""
}

// Len, Key and Joined read the words for the creature index (srd.Words).
func (ws *words) Len() int          { return len(ws.spans) }
func (ws *words) Key(i int) string  { return srd.KeyOf(ws.norms[i]) }
func (ws *words) MayStart(int) bool { return true }
func (ws *words) Joined(i int) bool {
	return i > 0 && ws.spaced(i) && !strings.Contains(ws.text[ws.spans[i-1][1]:ws.spans[i][0]], "\n")
}

// matchAt returns the longest term of the index starting at word i: how
// many words it spans and the term.
func (g *Glossary) matchAt(ws *words, i int) (n, term int) {
	// The most words a key could span from i: each word after the first
	// must follow spaces only, and the words before it must open a key
	// (the last word may be a plural or possessive of the key's).
	limit := 1
	for prefix, k := ws.norms[i], i+1; k < len(ws.spans) && k-i < g.maxWords && g.prefixes[prefix] && ws.spaced(k); k++ {
		limit = k - i + 1
		prefix += " " + ws.norms[k]
	}
	for n := limit; n >= 1; n-- {
		if idx, ok := g.lookupWords(ws.norms[i : i+n]); ok {
			return n, idx
		}
	}
	return 0, 0
}

// phraseWords normalises a phrase into lower-case words.
func phraseWords(s string) []string { return readWords(s).norms }

// normalise drops the accents that English writers often leave out
// (Faerûn, Faerun) from a lower-case word.
func normalise(w string) string {
	plain := true
	for i := 0; i < len(w); i++ {
		if w[i] >= utf8.RuneSelf {
			plain = false
			break
		}
	}
	if plain {
		return w
	}
	var b strings.Builder
	b.Grow(len(w))
	for _, r := range w {
		switch r {
		case 'û':
			r = 'u'
		case 'é', 'è', 'ê':
			r = 'e'
		case 'â', 'à', 'á':
			r = 'a'
		case 'ô', 'ö':
			r = 'o'
		case 'î', 'ï', 'í':
			r = 'i'
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// Package glossary holds the official D&D 5e terms (races, classes, spells,
// creatures, locations and planes, conditions, abilities and skills) and finds
// them in text, case-insensitively and through aliases, plurals and
// possessives, so proofreading can respect them.
package glossary

import (
	"iter"
	"strings"
	"unicode"
	"unicode/utf8"
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
	terms    []Term
	index    map[string]int // normalised phrase -> index into terms
	maxWords int
	// firsts holds the first word of every multi-word key, so most words
	// are dismissed with one lookup.
	firsts map[string]bool
}

// Default returns the built-in glossary: the curated terms and the SRD 5.1
// creature and spell names (srd.go). It is built once and shared.
func Default() *Glossary { return defaultGlossary() }

// New builds a glossary from terms; each term and alias becomes a key.
func New(terms []Term) *Glossary {
	g := &Glossary{terms: terms, index: make(map[string]int, len(terms)*2), firsts: map[string]bool{}}
	for i, t := range terms {
		for _, name := range append([]string{t.Term}, t.Aliases...) {
			words := phraseWords(name)
			if len(words) == 0 {
				continue
			}
			g.index[strings.Join(words, " ")] = i
			g.maxWords = max(g.maxWords, len(words))
			if len(words) > 1 {
				g.firsts[words[0]] = true
			}
		}
	}
	return g
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
	i, ok := g.lookupWords(words)
	if !ok {
		return Term{}, false
	}
	return g.terms[i], true
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
func (g *Glossary) Find(text string) []Match {
	toks := tokenize(text)
	var out []Match
	for i := 0; i < len(toks); {
		matched := 0
		var termIdx int
		limit := min(g.maxWords, len(toks)-i)
		if !g.firsts[toks[i].norm] {
			limit = min(limit, 1)
		}
		for n := limit; n >= 1; n-- {
			if !spacedRun(text, toks[i:i+n]) {
				continue
			}
			words := make([]string, n)
			for k := range n {
				words[k] = toks[i+k].norm
			}
			if idx, ok := g.lookupWords(words); ok {
				matched, termIdx = n, idx
				break
			}
		}
		if matched == 0 {
			i++
			continue
		}
		start, end := toks[i].start, toks[i+matched-1].end
		out = append(out, Match{Term: g.terms[termIdx], Start: start, End: end, Text: text[start:end]})
		i += matched
	}
	return out
}

type token struct {
	start, end int
	norm       string
}

// spacedRun reports whether consecutive tokens are separated by spaces only.
func spacedRun(text string, toks []token) bool {
	for k := 1; k < len(toks); k++ {
		gap := text[toks[k-1].end:toks[k].start]
		if strings.TrimFunc(gap, unicode.IsSpace) != "" {
			return false
		}
	}
	return true
}

// Words yields the byte span of each word of text: runs of letters and
// digits joined by inner apostrophes (straight or curly) and single hyphens
// ("don't", "Half-Elf", "Will-o'-Wisp"); a plural possessive keeps its
// apostrophe ("the Tieflings' camp"). The grammar engine splits text the same
// way, so glossary matches line up with its words.
func Words(text string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		i := 0
		for i < len(text) {
			r, size := utf8.DecodeRuneInString(text[i:])
			if !isWordRune(r) {
				i += size
				continue
			}
			start := i
			i += size
			for i < len(text) {
				r, size = utf8.DecodeRuneInString(text[i:])
				if isWordRune(r) {
					i += size
					continue
				}
				if isJoiner(r) {
					// Joiners inside a word ("Half-Elf", "don't", "Will-o'-Wisp").
					// A dash made of two hyphens ("orc--wounded") separates words.
					j, hyphens := i+size, 0
					if r == '-' {
						hyphens++
					}
					for j < len(text) {
						jr, jsize := utf8.DecodeRuneInString(text[j:])
						if !isJoiner(jr) {
							break
						}
						if jr == '-' {
							hyphens++
						}
						j += jsize
					}
					if hyphens > 1 {
						break
					}
					if next, _ := utf8.DecodeRuneInString(text[j:]); j < len(text) && isWordRune(next) {
						i = j
						continue
					}
					// A plural possessive: "Tieflings' camp".
					if isApostrophe(r) && text[i-1] == 's' {
						i += size
					}
				}
				break
			}
			if !yield(start, i) {
				return
			}
		}
	}
}

// tokenize splits text into normalised words.
func tokenize(text string) []token {
	toks := make([]token, 0, len(text)/5+1)
	for start, end := range Words(text) {
		toks = append(toks, token{start: start, end: end, norm: normalise(text[start:end])})
	}
	return toks
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func isApostrophe(r rune) bool { return r == '\'' || r == '\u2019' }

func isJoiner(r rune) bool { return isApostrophe(r) || r == '-' }

// phraseWords normalises a phrase into lower-case words.
func phraseWords(s string) []string {
	toks := tokenize(s)
	words := make([]string, len(toks))
	for i, t := range toks {
		words[i] = t.norm
	}
	return words
}

// normalise lower-cases a word, straightens curly apostrophes and drops
// accents that English writers often leave out (Faerûn, Faerun).
func normalise(w string) string {
	plain := true
	for i := 0; i < len(w); i++ {
		if c := w[i]; c >= utf8.RuneSelf || c >= 'A' && c <= 'Z' {
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
		case '\u2019':
			r = '\''
		case 'û', 'Û':
			r = 'u'
		case 'é', 'É', 'è', 'ê':
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

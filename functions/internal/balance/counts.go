package balance

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/glossary"
	"github.com/lorewright/lorewright/functions/internal/nlp"
)

// countKind is how a mention of a creature says how many there are.
type countKind uint8

const (
	// countBare: no number ("goblins attack", "Goblin").
	countBare countKind = iota
	// countArticle: "a goblin", "an ogre", "a lone troll": one.
	countArticle
	// countNumber: a number is written ("six goblins", "6 goblins",
	// "goblins (6)", "goblin x6", "a dozen goblins", "a pair of ogres").
	countNumber
	// countMore: more of them arrive ("two more goblins", "another goblin").
	countMore
	// countReference: the ones already named ("the goblins", "these orcs").
	countReference
	// countOrdinal: one of a number ("a fourth ghoul", "the third goblin").
	countOrdinal
)

// introduces reports whether a count stages creatures in the scene ("six
// goblins", "an ogre", "a fourth ghoul", "two more orcs"), as a bare name
// or a reference ("goblins", "the ogre") does not.
func introduces(c mentionCount) bool {
	k := c.kind
	return k == countNumber || k == countArticle || k == countOrdinal || k == countMore || c.collective
}

// mentionCount is the number a mention gives.
type mentionCount struct {
	kind countKind
	n    int
	// assumed: the number is vague or random ("several", "a few", "2d4").
	assumed bool
	// definite: the number follows "the" or "these" ("the six goblins"):
	// it refers back to creatures already counted.
	definite bool
	// dice is the number as rolled ("2d4", "3-12"), when it is.
	dice string
	// people: an article and a people's name ("a halfling priest").
	people bool
	// collective: a group without a number ("a pack of wolves").
	collective bool
	// dead: the creatures are dead ("the dead bodies of several goblins",
	// "two slain orcs"): they fight no one.
	dead bool
	// hypothetical: the creatures are a measure of something, not there
	// ("too heavy for goblins to set off", "wide enough for an ogre to
	// pass").
	hypothetical bool
	// start and end are the byte span of the phrase, count included.
	start, end int
}

// maxCount bounds a written number; armies are not encounters.
const maxCount = 999

var numberWords = map[string]int{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
	"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
	"seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
	"sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
}

// groupWords give a number in "a pair of", "a trio of", "a score of".
var groupWords = map[string]int{"pair": 2, "couple": 2, "brace": 2, "trio": 3, "quartet": 4, "dozen": 12, "score": 20}

// vagueGroups are collective nouns without a size: "a pack of wolves".
var vagueGroups = map[string]bool{
	"pack": true, "band": true, "group": true, "gang": true, "horde": true, "troop": true, "squad": true,
	"flock": true, "nest": true, "clutch": true, "host": true, "company": true, "warband": true,
	"patrol": true, "mob": true, "crowd": true, "party": true, "tribe": true, "clan": true, "coven": true,
	"swarm": true, "herd": true, "bunch": true, "cluster": true, "unit": true, "squadron": true, "family": true,
	"colony": true, "brood": true, "litter": true, "den": true,
}

var (
	articles   = map[string]bool{"a": true, "an": true, "single": true, "lone": true, "solitary": true}
	references = map[string]bool{"the": true, "these": true, "those": true, "this": true, "that": true,
		"its": true, "his": true, "her": true, "their": true, "our": true, "your": true, "my": true}
	moreWords = map[string]bool{"more": true, "additional": true, "extra": true}
	// stopWords end the search for a count: what precedes them belongs to
	// another phrase.
	stopWords = map[string]bool{"and": true, "or": true, "but": true, "nor": true, "with": true, "by": true,
		"to": true, "from": true, "at": true, "in": true, "on": true, "for": true, "as": true, "than": true,
		"into": true, "onto": true, "against": true, "while": true, "when": true, "who": true, "which": true,
		"whose": true, "is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "has": true,
		"have": true, "had": true, "not": true, "no": true, "all": true, "each": true, "every": true,
		"both": true, "any": true, "some": true, "them": true, "they": true, "you": true, "we": true,
		"it": true, "if": true, "then": true, "of": true, "many": true, "most": true}
)

// countOf reads the count of the creature named by w.toks[first..last]:
// before the name ("six hungry goblins", "two more orcs", "a pack of
// wolves") or, as stat-block lists write it, after ("Goblins (6)",
// "goblin x4").
func countOf(w *words, first, last int, plural bool) mentionCount {
	back := countBefore(w, first, plural)
	back.dead = deadBefore(w, first)
	back.hypothetical = measuredBy(w, first, last)
	back.end = w.toks[last].end
	if back.kind == countNumber || back.kind == countMore {
		return back
	}
	if n, end, ok := countAfter(w.text, w.toks[last].end); ok {
		return mentionCount{kind: countNumber, n: n, start: w.toks[first].start, end: end}
	}
	return back
}

// countBefore looks back from the name for a number, an article or a
// reference, over at most two modifiers ("six hungry goblins").
func countBefore(w *words, first int, plural bool) mentionCount {
	bare := mentionCount{kind: countBare, start: w.toks[first].start}
	skipped := 0
	for j := first - 1; j >= 0; j-- {
		if !countGap(w.text[w.toks[j].end:w.toks[j+1].start]) {
			return bare
		}
		word := w.norm(j)
		if n, assumed, from, ok := numberEndingAt(w, j); ok {
			c := mentionCount{kind: countNumber, n: n, assumed: assumed, start: w.toks[from].start, definite: refersBack(w, from)}
			if _, isDice := dice(word); isDice {
				c.dice = word
			} else if _, isRange := numberRange(word); isRange {
				c.dice = word
			}
			return c
		}
		if n, ok := ordinal(word); ok {
			return mentionCount{kind: countOrdinal, n: n, start: w.toks[j].start}
		}
		switch {
		case word == "another":
			return mentionCount{kind: countMore, n: 1, start: w.toks[j].start}
		case moreWords[word]:
			if j > 0 && countGap(w.text[w.toks[j-1].end:w.toks[j].start]) {
				if n, assumed, from, ok := numberEndingAt(w, j-1); ok {
					return mentionCount{kind: countMore, n: n, assumed: assumed, start: w.toks[from].start}
				}
			}
			// "more goblins": how many is not said (n 0: the caller assumes).
			return mentionCount{kind: countMore, assumed: true, start: w.toks[j].start}
		case word == "x":
			// "4 x goblin": the number is the previous word.
		case articles[word]:
			return mentionCount{kind: countArticle, n: 1, start: w.toks[j].start, people: skipped > 0 && isPeople(w.norm(first-1))}
		case references[word]:
			return mentionCount{kind: countReference, start: w.toks[j].start}
		case word == "of":
			return groupCount(w, j, bare, plural)
		case measureWords[word]:
			// "an 8 foot tall skeleton": the number measures it.
			return bare
		case skipped < 2 && isModifier(word):
			skipped++
		default:
			return bare
		}
	}
	return bare
}

// groupCount reads "a pair of", "a dozen of", "a pack of" ending at the
// "of" at w.toks[of], and a number of single creatures counted by a word
// of their own ("2 suits of animated armor": two; but "three packs of
// wolves" says no number of wolves).
func groupCount(w *words, of int, bare mentionCount, plural bool) mentionCount {
	j := of - 1
	if j < 0 || !countGap(w.text[w.toks[j].end:w.toks[of].start]) {
		return bare
	}
	word := w.norm(j)
	start := w.toks[j].start
	if j > 0 && countGap(w.text[w.toks[j-1].end:w.toks[j].start]) && (articles[w.norm(j-1)] || references[w.norm(j-1)]) {
		start = w.toks[j-1].start
	}
	switch {
	case word == "handful" || word == "few":
		return mentionCount{kind: countNumber, n: 3, assumed: true, start: start}
	case word == "dozens":
		return mentionCount{kind: countNumber, n: 24, assumed: true, start: start}
	case groupWords[word] > 0:
		if n, _, from, ok := numberEndingAt(w, j); ok {
			return mentionCount{kind: countNumber, n: n, start: w.toks[from].start}
		}
		return mentionCount{kind: countNumber, n: groupWords[word], start: start}
	case vagueGroups[word]:
		return mentionCount{kind: countBare, collective: true, start: start}
	case !plural && j > 0 && isUnitWord(word) && countGap(w.text[w.toks[j-1].end:w.toks[j].start]):
		if n, assumed, from, ok := numberEndingAt(w, j-1); ok && n > 1 {
			return mentionCount{kind: countNumber, n: n, assumed: assumed, start: w.toks[from].start, definite: refersBack(w, from)}
		}
	}
	return bare
}

// deadWords mark creatures that are dead: "dead", "slain", and "the
// bodies of", "the remains of".
var deadWords = map[string]bool{"dead": true, "slain": true, "killed": true, "lifeless": true, "bodies": true, "corpses": true,
	"remains": true, "carcasses": true, "carcass": true, "corpse": true, "body": true}

// deadBefore reports a dead word among the few words before word first, in
// the same phrase ("the dead bodies of several goblins").
func deadBefore(w *words, first int) bool {
	for j := first - 1; j >= max(0, first-4); j-- {
		if !countGap(w.text[w.toks[j].end:w.toks[j+1].start]) {
			return false
		}
		if deadWords[w.norm(j)] {
			return true
		}
	}
	return false
}

// degreeWords set a measure that a "for ... to" clause completes: "too
// heavy for goblins to set off", "wide enough for an ogre to pass".
var degreeWords = map[string]bool{"too": true, "enough": true, "sufficient": true, "sufficiently": true}

// measuredBy reports whether the creature named by words first..last is
// the subject of a "for ... to" clause that completes a degree ("too ...
// for", "enough ... for"): what it could do, not who is there. The clause
// may list other creatures ("for goblins and kobolds to").
func measuredBy(w *words, first, last int) bool {
	const reach = 6
	forAt := -1
	for j := first - 1; j >= max(0, first-reach); j-- {
		if !countGap(w.text[w.toks[j].end:w.toks[j+1].start]) && !listGap(w.text[w.toks[j].end:w.toks[j+1].start]) {
			return false
		}
		if w.norm(j) == "for" {
			forAt = j
			break
		}
	}
	if forAt < 0 {
		return false
	}
	degree := false
	for j := forAt - 1; j >= max(0, forAt-3) && !degree; j-- {
		if !countGap(w.text[w.toks[j].end:w.toks[j+1].start]) {
			break
		}
		degree = degreeWords[w.norm(j)]
	}
	if !degree {
		return false
	}
	for j := last + 1; j < min(len(w.toks), last+1+reach); j++ {
		gap := w.text[w.toks[j-1].end:w.toks[j].start]
		if !countGap(gap) && !listGap(gap) {
			return false
		}
		if w.norm(j) == "to" {
			return j+1 < len(w.toks) && countGap(w.text[w.toks[j].end:w.toks[j+1].start])
		}
	}
	return false
}

// listGap is a comma between the items of a list.
func listGap(gap string) bool { return strings.TrimSpace(gap) == "," }

// isUnitWord reports whether w may count single creatures ("suits" in "2
// suits of animated armor"): a plural word of letters, no function word.
func isUnitWord(w string) bool {
	if len(w) < 4 || !strings.HasSuffix(w, "s") || stopWords[w] || references[w] || groupWords[w] > 0 {
		return false
	}
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// refersBack reports whether the word before word i refers back ("the",
// "these", "their").
func refersBack(w *words, i int) bool {
	return i > 0 && countGap(w.text[w.toks[i-1].end:w.toks[i].start]) && references[w.norm(i-1)]
}

// ordinals are the ordinal numbers a count may use.
var ordinals = map[string]int{"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
	"ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12}

// ordinal reads "fourth" or "4th".
func ordinal(w string) (int, bool) {
	if n, ok := ordinals[w]; ok {
		return n, true
	}
	for _, suffix := range []string{"st", "nd", "rd", "th"} {
		if d, ok := strings.CutSuffix(w, suffix); ok {
			if n, ok := digits(d); ok && n > 1 {
				return n, true
			}
		}
	}
	return 0, false
}

// isPeople reports whether w names a people ("halfling", "elven", "human").
func isPeople(w string) bool { return peoples()[w] || peoples()[strings.TrimSuffix(w, "s")] }

// peoples are the glossary's races, one-word names and aliases in lower
// case.
var peoples = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, t := range glossary.Default().Terms() {
		if t.Category != glossary.Race {
			continue
		}
		for _, name := range append([]string{t.Term}, t.Aliases...) {
			if !strings.Contains(name, " ") {
				m[nlp.Lower(name)] = true
			}
		}
	}
	return m
})

// numberEndingAt reads a number whose last word is w.toks[j]: digits ("6",
// "6x"), a number word ("six", "twenty-one"), dice ("2d4", their average),
// "a dozen", "half a dozen", "two dozen", "several", "a few". It returns
// the number, whether it is vague, and the index of its first word.
func numberEndingAt(w *words, j int) (n int, assumed bool, from int, ok bool) {
	word := w.norm(j)
	prev := func(k int) string {
		if k < 0 || !countGap(w.text[w.toks[k].end:w.toks[k+1].start]) {
			return ""
		}
		return w.norm(k)
	}
	switch {
	case word == "dozen":
		switch p := prev(j - 1); {
		case (p == "a" || p == "an") && prev(j-2) == "half":
			return 6, false, j - 2, true
		case p == "a" || p == "one":
			return 12, false, j - 1, true
		case numberWords[p] > 0 && numberWords[p] < 100:
			return min(maxCount, 12*numberWords[p]), false, j - 1, true
		}
		return 12, false, j, true
	case word == "several":
		return 3, true, j, true
	case word == "few":
		if p := prev(j - 1); p == "a" {
			return 3, true, j - 1, true
		}
		return 0, false, 0, false
	case word == "couple":
		if p := prev(j - 1); p == "a" {
			return 2, false, j - 1, true
		}
		return 2, false, j, true
	}
	if v, ok := numberWords[word]; ok {
		return v, false, j, true
	}
	if tens, units, ok := strings.Cut(word, "-"); ok && numberWords[tens] >= 20 && numberWords[tens] < 100 &&
		numberWords[tens]%10 == 0 && numberWords[units] > 0 && numberWords[units] < 10 {
		return numberWords[tens] + numberWords[units], false, j, true
	}
	if v, ok := dice(word); ok {
		return v, true, j, true
	}
	if v, ok := numberRange(word); ok {
		return v, true, j, true
	}
	if v, ok := digits(strings.TrimSuffix(word, "x")); ok {
		return v, false, j, true
	}
	return 0, false, 0, false
}

// digits reads a plain positive number ("6", "12"), capped at maxCount.
func digits(w string) (int, bool) {
	if w == "" || len(w) > 4 {
		return 0, false
	}
	v := 0
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return 0, false
		}
		v = 10*v + int(w[i]-'0')
	}
	return min(v, maxCount), v > 0
}

// numberRange reads "3-12" as the middle of the range, rounded down, as a
// table of wandering monsters rolls it.
func numberRange(w string) (int, bool) {
	lo, hi, ok := strings.Cut(w, "-")
	a, ok1 := digits(lo)
	b, ok2 := digits(hi)
	if !ok || !ok1 || !ok2 || b <= a {
		return 0, false
	}
	return (a + b) / 2, true
}

// dice reads "NdM" as its average rounded down, as stat blocks do.
func dice(w string) (int, bool) {
	ns, ms, ok := strings.Cut(w, "d")
	if !ok {
		return 0, false
	}
	n, ok1 := digits(ns)
	m, ok2 := digits(ms)
	if !ok1 || !ok2 || n > 20 || m > 100 {
		return 0, false
	}
	return max(1, n*(m+1)/2), true
}

// countAfter reads a count written after a name: "(6)", "(x6)", "x6",
// "× 6". It returns the number and where the count ends.
func countAfter(text string, at int) (n, end int, ok bool) {
	i := skipSpaces(text, at)
	paren := i < len(text) && text[i] == '('
	if paren {
		i = skipSpaces(text, i+1)
	}
	times := false
	if strings.HasPrefix(text[i:], "x") || strings.HasPrefix(text[i:], "X") {
		i, times = i+1, true
	} else if strings.HasPrefix(text[i:], "×") {
		i, times = i+len("×"), true
	}
	if !paren && !times {
		return 0, 0, false
	}
	if times {
		i = skipSpaces(text, i)
	}
	j := i
	for j < len(text) && j-i < 4 && text[j] >= '0' && text[j] <= '9' {
		j++
	}
	v, isNumber := digits(text[i:j])
	if !isNumber {
		return 0, 0, false
	}
	if paren {
		if j = skipSpaces(text, j); j >= len(text) || text[j] != ')' {
			return 0, 0, false
		}
		return v, j + 1, true
	}
	if r, _ := utf8.DecodeRuneInString(text[j:]); j < len(text) && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
		return 0, 0, false
	}
	return v, j, true
}

func skipSpaces(text string, i int) int {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	return i
}

// countGap reports whether the text between a count and what it counts
// keeps them in one phrase: spaces, or a multiplication sign ("4 × goblin").
func countGap(gap string) bool {
	for _, r := range gap {
		if r != '×' && !unicode.IsSpace(r) || r == '\n' {
			return false
		}
	}
	return true
}

// isModifier reports whether w may stand between a number and a creature
// ("six hungry goblins"): a word of letters that is not a function word
// and does not look like another plural noun ("six spears goblins").
func isModifier(w string) bool {
	if len(w) < 3 || stopWords[w] || references[w] || articles[w] {
		return false
	}
	for _, r := range w {
		if !unicode.IsLetter(r) && r != '-' {
			return false
		}
	}
	return !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "ous")
}

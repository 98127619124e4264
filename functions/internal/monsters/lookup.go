package monsters

import (
	"strings"
	"unicode"
)

// Mention is a monster named in a text; Start and End are byte offsets.
type Mention struct {
	Monster Summary
	Start   int
	End     int
	// Text is the mention as written ("three Giant Spiders" gives "Giant Spiders").
	Text string
}

// aliases are other names for a few SRD creatures, by slug.
var aliases = map[string][]string{
	"tyrannosaurus-rex":   {"tyrannosaurus", "t rex", "t-rex"},
	"gray-ooze":           {"grey ooze"},
	"animated-armor":      {"animated armour"},
	"saber-toothed-tiger": {"sabre-toothed tiger", "sabertooth tiger", "sabretooth tiger"},
	"succubusincubus":     {"succubus", "incubus"},
}

// irregularSingulars undoes plurals that the suffix rules cannot.
var irregularSingulars = map[string]string{
	"djinn": "djinni", "efreet": "efreeti", "succubi": "succubus", "incubi": "incubus",
	"octopi": "octopus", "men": "man", "mice": "mouse", "geese": "goose", "oxen": "ox",
}

// indexNames fills the lookup keys: every full name, then names without
// their parenthesis, then alternatives, parenthesised names and aliases, so
// "giant rat" is the Giant Rat and not the Giant Rat (Diseased).
func (c *Catalogue) indexNames() {
	c.keys, c.firsts = map[string]int{}, map[string]bool{}
	add := func(phrase string, i int) {
		words := lookupWords(phrase)
		if len(words) == 0 {
			return
		}
		key := strings.Join(words, " ")
		if _, taken := c.keys[key]; !taken {
			c.keys[key] = i
			c.maxWords = max(c.maxWords, len(words))
			if len(words) > 1 {
				c.firsts[words[0]] = true
			}
		}
	}
	for i, m := range c.monsters {
		add(m.Name, i)
	}
	for i, m := range c.monsters {
		base := baseName(m.Name)
		add(base, i)
		for _, alt := range strings.Split(base, "/") {
			add(alt, i)
		}
		if _, inParens, ok := strings.Cut(m.Name, " ("); ok {
			add(strings.TrimSuffix(inParens, ")"), i)
		}
		for _, a := range aliases[m.Slug] {
			add(a, i)
		}
	}
}

// lookupWords normalises a phrase to lower-case words: apostrophes go
// ("Will-o'-Wisp" is will o wisp, "goblin's" is goblins) and any other
// character that is not a letter or digit separates words.
func lookupWords(s string) []string {
	s = strings.Map(func(r rune) rune {
		if r == '\'' || r == '\u2019' {
			return -1
		}
		return unicode.ToLower(r)
	}, s)
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// Lookup finds a monster by name in any case, singular or plural, with or
// without an article: "goblins", "Giant Spiders", "the young red dragon",
// "swarms of rats", "wolves", "succubi".
func (c *Catalogue) Lookup(name string) (Monster, bool) {
	words := lookupWords(name)
	if len(words) > 1 && (words[0] == "a" || words[0] == "an" || words[0] == "the") {
		words = words[1:]
	}
	if i, ok := c.lookupKey(words); ok {
		return c.monsters[i], true
	}
	return Monster{}, false
}

// lookupKey matches words as written, then with the last word made
// singular, then (for "swarms of bats") with the first.
func (c *Catalogue) lookupKey(words []string) (int, bool) {
	if len(words) == 0 || len(words) > c.maxWords {
		return 0, false
	}
	key := strings.Join(words, " ")
	if i, ok := c.keys[key]; ok {
		return i, true
	}
	last := words[len(words)-1]
	head := key[:len(key)-len(last)]
	for _, s := range singulars(last) {
		if i, ok := c.keys[head+s]; ok {
			return i, true
		}
	}
	if len(words) > 2 && words[1] == "of" {
		tail := key[len(words[0]):]
		for _, s := range singulars(words[0]) {
			if i, ok := c.keys[s+tail]; ok {
				return i, true
			}
		}
	}
	return 0, false
}

// singulars are the forms a plural word may come from: wolves -> wolf,
// wolfe; harpies -> harpy; liches -> lich; succubi -> succubus.
func singulars(w string) []string {
	var out []string
	if s, ok := irregularSingulars[w]; ok {
		out = append(out, s)
	}
	n := len(w)
	if strings.HasSuffix(w, "ies") && n > 4 {
		out = append(out, w[:n-3]+"y")
	}
	if strings.HasSuffix(w, "ves") && n > 4 {
		out = append(out, w[:n-3]+"f", w[:n-3]+"fe")
	}
	if strings.HasSuffix(w, "es") && n > 3 {
		out = append(out, w[:n-2])
	}
	if strings.HasSuffix(w, "s") && n > 2 {
		out = append(out, w[:n-1])
	}
	if strings.HasSuffix(w, "i") && n > 3 {
		out = append(out, w[:n-1]+"us")
	}
	return out
}

type lookupToken struct {
	start, end int
	word       string
}

// Find returns every monster named in text, left to right and longest
// first ("Giant Spider" rather than "Spider"), in any case and in plural.
// Words of a name may be separated by spaces or a hyphen, not by other
// punctuation. Everyday words that are also creatures ("the guard", "a
// cat") are found too: the caller decides what counts.
func (c *Catalogue) Find(text string) []Mention {
	toks := findTokens(text)
	var out []Mention
	for i := 0; i < len(toks); {
		matched, idx := 0, 0
		limit := 1
		if c.startsName(toks[i].word) {
			limit = min(c.maxWords, len(toks)-i)
		}
		for n := limit; n >= 1; n-- {
			if !joinedRun(text, toks[i:i+n]) {
				continue
			}
			words := make([]string, n)
			for k := range n {
				words[k] = toks[i+k].word
			}
			if j, ok := c.lookupKey(words); ok {
				matched, idx = n, j
				break
			}
		}
		if matched == 0 {
			i++
			continue
		}
		start, end := toks[i].start, toks[i+matched-1].end
		out = append(out, Mention{Monster: c.summaries[idx], Start: start, End: end, Text: text[start:end]})
		i += matched
	}
	return out
}

// startsName reports whether a word, or its singular, begins a name of
// more than one word, so most words are matched alone.
func (c *Catalogue) startsName(word string) bool {
	if c.firsts[word] {
		return true
	}
	for _, s := range singulars(word) {
		if c.firsts[s] {
			return true
		}
	}
	return false
}

// findTokens splits text into words as lookupWords does, keeping offsets.
func findTokens(text string) []lookupToken {
	var toks []lookupToken
	start := -1
	var word strings.Builder
	flush := func(end int) {
		if start >= 0 {
			toks = append(toks, lookupToken{start: start, end: end, word: word.String()})
			start = -1
			word.Reset()
		}
	}
	for i, r := range text {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if start < 0 {
				start = i
			}
			word.WriteRune(unicode.ToLower(r))
		case (r == '\'' || r == '\u2019') && start >= 0:
			// inside or closing a word: "goblin's", "goblins'", "o'" in Will-o'-Wisp
		default:
			flush(i)
		}
	}
	flush(len(text))
	return toks
}

// joinedRun reports whether consecutive tokens are separated only by
// spaces, one hyphen and apostrophes ("Will-o'-Wisp").
func joinedRun(text string, toks []lookupToken) bool {
	for k := 1; k < len(toks); k++ {
		gap := text[toks[k-1].end:toks[k].start]
		if strings.Count(gap, "-") > 1 || strings.TrimFunc(gap, func(r rune) bool {
			return unicode.IsSpace(r) || r == '-' || r == '\'' || r == '\u2019'
		}) != "" {
			return false
		}
	}
	return true
}

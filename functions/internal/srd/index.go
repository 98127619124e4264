package srd

import (
	"regexp"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/nlp"
)

// Creature is what the index knows of one creature.
type Creature struct {
	// Name as on its stat block ("Young Red Dragon", "Succubus/Incubus").
	Name string
	// Slug is the catalogue's (empty for creatures from elsewhere).
	Slug string
	// ChallengeRating is the text ("1/4", "10"); XP one creature's worth.
	ChallengeRating string
	XP              int
	// Plural is the name's plural in lower case ("goblins", "swarms of
	// rats"), set by NewIndex.
	Plural string
	// Everyday says whether the name is also an everyday word (set by
	// NewIndex from everydayNames).
	Everyday Everyday
}

// Mention is a creature named in a text.
type Mention struct {
	Creature *Creature
	// First and Last are the indexes of the name's first and last tokens;
	// Start and End its byte span.
	First, Last int
	Start, End  int
	// Plural: the name is written in the plural ("goblins").
	Plural bool
}

// Index finds creatures by name: singular and plural, alternative names
// ("Succubus/Incubus", "Deep Gnome (Svirfneblin)"), aliases ("t-rex",
// "grey ooze") and names written without their hyphens ("will o wisp").
// It is immutable and safe for concurrent use.
type Index struct {
	creatures []Creature
	root      map[string]*node
}

// node is a word of a name in the index's trie.
type node struct {
	next map[string]*node
	// creature is the index of the creature a name ending here names, -1
	// when none does; plural says the name is a plural form.
	creature int32
	plural   bool
}

// NewIndex indexes creatures. When two creatures share a name, the one
// listed first keeps it; a creature's full name wins over another's
// shortened or alternative name ("giant rat" is the Giant Rat, not the
// Giant Rat (Diseased)).
func NewIndex(cs []Creature) *Index {
	x := &Index{creatures: make([]Creature, len(cs)), root: map[string]*node{}}
	copy(x.creatures, cs)
	names := make([][]string, len(cs))
	for i := range x.creatures {
		c := &x.creatures[i]
		names[i] = alternatives(c.Name)
		c.Plural = strings.ToLower(Plural(names[i][0]))
		c.Everyday = NotEveryday
		for _, alt := range names[i] {
			if e := everydayNames[strings.ToLower(alt)]; e != NotEveryday {
				c.Everyday = e
			}
		}
	}
	// Full names first, then shortened and alternative names, then the
	// variants writers use.
	for i, c := range x.creatures {
		x.addName(nameWords(c.Name), i)
	}
	for i := range x.creatures {
		for _, alt := range names[i] {
			x.addName(nameWords(alt), i)
		}
	}
	for i := range x.creatures {
		for _, alt := range names[i] {
			for _, v := range variants(alt) {
				x.addName(nameWords(v), i)
			}
		}
	}
	return x
}

// Creatures lists the indexed creatures (shared: do not modify).
func (x *Index) Creatures() []Creature { return x.creatures }

// addName adds a name's words and its plural forms: the head noun, the last
// word or the one before "of", takes the plural ("mummy lords", "swarms of
// bats").
func (x *Index) addName(words []string, creature int) {
	if len(words) == 0 {
		return
	}
	x.add(words, creature, false)
	head := len(words) - 1
	for i := 1; i < len(words); i++ {
		if words[i] == "of" {
			head = i - 1
			break
		}
	}
	for _, p := range pluralForms(words[head]) {
		form := append([]string(nil), words...)
		form[head] = p
		x.add(form, creature, true)
	}
}

// add maps words to a creature unless another creature has the name.
func (x *Index) add(words []string, creature int, plural bool) {
	level := x.root
	var n *node
	for i, w := range words {
		if i > 0 {
			if n.next == nil {
				n.next = map[string]*node{}
			}
			level = n.next
		}
		n = level[w]
		if n == nil {
			n = &node{creature: -1}
			level[w] = n
		}
	}
	if n.creature < 0 {
		n.creature, n.plural = int32(creature), plural
	}
}

// Words is a text's words as the index reads them, for callers that keep
// their own list of a text's words (the balance analysis); Find reads nlp
// tokens through it.
type Words interface {
	// Len is the number of words.
	Len() int
	// Key is word i's form in the index (KeyOf its lower-case form); empty
	// for a token that is no word.
	Key(i int) string
	// Joined reports whether word i follows word i-1 with only spaces
	// between them, on the same line: the words of a name do.
	Joined(i int) bool
	// MayStart reports whether word i may start a name (false lets Find
	// pass it by without a look-up: see FirstWords).
	MayStart(i int) bool
}

// FirstWords lists the keys that start a name.
func (x *Index) FirstWords() []string {
	out := make([]string, 0, len(x.root))
	for w := range x.root {
		out = append(out, w)
	}
	return out
}

// Find returns every creature named in toks (a text's tokens from
// nlp.Parse), left to right, the longest name first ("Giant Spider" rather
// than "Spider"). The words of a name follow each other with only spaces
// between them. Everyday names ("the guard", "a cat") are found too: the
// caller decides what counts (Creature.Everyday).
func (x *Index) Find(toks []nlp.Token) []Mention {
	out := x.FindWords(tokenWords(toks))
	for i := range out {
		out[i].Start, out[i].End = toks[out[i].First].Start, toks[out[i].Last].End
	}
	return out
}

// FindText is Find over a text of its own.
func (x *Index) FindText(text string) []Mention { return x.Find(nlp.Parse(text).Tokens) }

// FindWords is Find over words of the caller's: First and Last are word
// indexes, and Start and End are left to the caller.
func (x *Index) FindWords(ws Words) []Mention {
	var out []Mention
	for i, n := 0, ws.Len(); i < n; {
		if !ws.MayStart(i) {
			i++
			continue
		}
		m, ok := x.FindWordsAt(ws, i)
		if !ok {
			i++
			continue
		}
		out = append(out, m)
		i = m.Last + 1
	}
	return out
}

// FindWordsAt returns the longest creature name that starts at word i.
func (x *Index) FindWordsAt(ws Words, i int) (Mention, bool) {
	key := ws.Key(i)
	if key == "" {
		return Mention{}, false
	}
	n := x.root[key]
	var m Mention
	found := false
	for k, limit := i, ws.Len(); n != nil; {
		if n.creature >= 0 {
			m = Mention{Creature: &x.creatures[n.creature], First: i, Last: k, Plural: n.plural}
			found = true
		}
		k++
		if n.next == nil || k >= limit || !ws.Joined(k) {
			break
		}
		n = n.next[ws.Key(k)]
	}
	return m, found
}

// tokenWords reads nlp tokens as Words: a punctuation token has no key and
// joins nothing.
type tokenWords []nlp.Token

func (t tokenWords) Len() int { return len(t) }

func (t tokenWords) Key(i int) string {
	if t[i].Kind != nlp.Word {
		return ""
	}
	return KeyOf(t[i].Lower)
}

func (t tokenWords) MayStart(i int) bool { return t[i].Kind == nlp.Word }

func (t tokenWords) Joined(i int) bool {
	return i > 0 && t[i].Kind == nlp.Word && t[i-1].Kind == nlp.Word && !t[i].Newline
}

// Lookup finds the creature a name names, in any case, singular or plural,
// with or without an article: "goblins", "the Young Red Dragon", "swarms of
// rats", "wolves", "succubi", "Giant Rat (Diseased)".
func (x *Index) Lookup(name string) (*Creature, bool) {
	words := nameWords(name)
	if len(words) > 1 && (words[0] == "a" || words[0] == "an" || words[0] == "the") {
		words = words[1:]
	}
	if len(words) == 0 {
		return nil, false
	}
	n := x.root[words[0]]
	for _, w := range words[1:] {
		if n == nil {
			break
		}
		n = n.next[w]
	}
	if n == nil || n.creature < 0 {
		return nil, false
	}
	return &x.creatures[n.creature], true
}

// KeyOf is a word's form in the index, from its lower-case form with
// straight apostrophes (nlp.Lower): a possessive dropped ("goblin's",
// "orcs'") and inner apostrophes too ("will-o'-wisp" is will-o-wisp).
func KeyOf(w string) string {
	if strings.HasSuffix(w, "'s") {
		w = w[:len(w)-2]
	} else {
		w = strings.TrimSuffix(w, "'")
	}
	if strings.IndexByte(w, '\'') >= 0 {
		w = strings.ReplaceAll(w, "'", "")
	}
	return w
}

// nameWords is a name's words as keys, punctuation left out.
func nameWords(name string) []string {
	doc := nlp.Parse(name)
	var out []string
	for i := range doc.Tokens {
		if doc.Tokens[i].Kind == nlp.Word {
			out = append(out, KeyOf(doc.Tokens[i].Lower))
		}
	}
	return out
}

// parenthetical is "(Wasps)" in "Swarm of Insects (Wasps)".
var parenthetical = regexp.MustCompile(`\s*\([^)]*\)`)

// alternatives are the names a creature is known by, the first its name
// without a parenthesis: "Succubus/Incubus" by either; "Deep Gnome
// (Svirfneblin)" also by the word in brackets, but "Giant Rat (Diseased)"
// not by an adjective.
func alternatives(name string) []string {
	alts := strings.Split(strings.TrimSpace(parenthetical.ReplaceAllString(name, "")), "/")
	if m := parenthetical.FindString(name); m != "" {
		inner := strings.Trim(m, " ()")
		if inner != "" && !strings.Contains(inner, " ") && !strings.HasSuffix(strings.ToLower(inner), "ed") {
			alts = append(alts, inner)
		}
	}
	return alts
}

// variants are other ways writers put a name: its aliases, its hyphenated
// words as separate words ("will o wisp", "yuan ti") and a swarm by its
// creature ("bat swarm" for Swarm of Bats).
func variants(name string) []string {
	lower := strings.ToLower(name)
	out := append([]string(nil), aliases[lower]...)
	if strings.Contains(lower, "-") {
		out = append(out, strings.ReplaceAll(lower, "-", " "))
	}
	if rest, ok := strings.CutPrefix(lower, "swarm of "); ok && strings.HasSuffix(rest, "s") {
		out = append(out, strings.TrimSuffix(rest, "s")+" swarm")
	}
	return out
}

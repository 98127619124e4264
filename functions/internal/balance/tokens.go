package balance

import (
	"maps"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/nlp"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// token is the byte span of one word of the text. It holds no pointer, so
// the list of a long text costs the garbage collector nothing to scan.
type token struct {
	start, end int
	// cut is how many bytes of the word its normal form in words.lower
	// leaves out (a possessive: 0 to 2); oddForm for a word whose normal
	// form is in words.odd.
	cut uint8
	// facts say what the cues look for in the word (wordFacts), and
	// keyword is the node of the keyword trie the word leads to (plus one;
	// 0: no word-list phrase starts with it): both looked up once, in one
	// look-up (markFacts).
	facts   fact
	keyword uint32
}

// oddForm is token.cut of a word whose normal form is in words.odd.
const oddForm = 255

// fact is a kind of word a cue looks for.
type fact uint8

const (
	factCue         fact = 1 << iota // a word sentenceCues reads
	factGroupNumber                  // a number word of a group ("three", "several")
	factNameStart                    // the first word of a creature's name
)

// wordInfo is what the analysis looks up of a word: its facts and the
// keyword trie's node it leads to (token.keyword).
type wordInfo struct {
	facts   fact
	keyword uint32
}

// wordFacts are the facts of the words that have some, and the first words
// of the word lists' phrases.
var wordFacts = sync.OnceValue(func() map[string]wordInfo {
	m := map[string]wordInfo{}
	set := func(w string, f fact) {
		info := m[w]
		info.facts |= f
		m[w] = info
	}
	for w := range cueWords() {
		set(w, factCue)
	}
	for w, ok := range groupNumberWords() {
		if ok {
			set(w, factGroupNumber)
		}
	}
	for w, node := range keywords().trie.root {
		info := m[w]
		info.keyword = node + 1
		m[w] = info
	}
	return m
})

// words is a text split into words by the text layer (nlp.Words), with
// their normal forms for look-ups. The analysis keeps its own compact list
// (spans, no pointers) rather than nlp.Parse's tokens: a 50,000-word
// campaign is read in a few milliseconds; sentences and tags are read from
// nlp.Parse paragraph by paragraph where a cue needs them.
type words struct {
	text string
	// lower is text with its ASCII letters lower-cased, byte for byte: the
	// normal form of most words is a substring of it.
	lower string
	toks  []token
	// odd holds the normal forms of the few words with other letters or
	// curly apostrophes, by index.
	odd map[int]string
}

func tokenize(text string) *words {
	w := &words{text: text, lower: asciiLower(text), toks: make([]token, 0, len(text)/5+16)}
	ascii := isASCII(text) // then every word is
	for start, end := range nlp.Words(text) {
		t := token{start: start, end: end, cut: oddForm}
		if s := w.lower[start:end]; ascii || isASCII(s) {
			t.cut = uint8(len(s) - len(dropPossessive(s)))
		} else {
			if w.odd == nil {
				w.odd = map[int]string{}
			}
			w.odd[len(w.toks)] = dropPossessive(nlp.Lower(text[start:end]))
		}
		w.toks = append(w.toks, t)
	}
	return w
}

// markFacts looks up the facts and keyword node of each word, once.
func (w *words) markFacts(facts map[string]wordInfo) {
	for i := range w.toks {
		norm := w.norm(i)
		info := facts[norm]
		t := &w.toks[i]
		t.facts, t.keyword = info.facts, info.keyword
		if strings.IndexByte(norm, '\'') >= 0 {
			t.facts |= factNameStart // "will-o'-wisp": looked up as written
		}
	}
}

// factsWith are wordFacts and the first words of the creatures' names.
func factsWith(creatures *srd.Index) map[string]wordInfo {
	m := maps.Clone(wordFacts())
	if creatures != nil {
		for _, w := range creatures.FirstWords() {
			info := m[w]
			info.facts |= factNameStart
			m[w] = info
		}
	}
	return m
}

// norm is the normal form of word i (lower case, straight apostrophes,
// possessive dropped: "Goblin's" -> "goblin").
func (w *words) norm(i int) string {
	if t := w.toks[i]; t.cut != oddForm {
		return w.lower[t.start : t.end-int(t.cut)]
	}
	return w.odd[i]
}

// sentences numbers the sentence of each word: a line break or a full
// stop, question or exclamation mark followed by a space ends one.
func (w *words) sentences() []int32 {
	out := make([]int32, len(w.toks))
	n := int32(0)
	for i := 1; i < len(w.toks); i++ {
		if gap := w.text[w.toks[i-1].end:w.toks[i].start]; gap != " " && (strings.IndexByte(gap, '\n') >= 0 || sentenceEnds(gap)) {
			n++
		}
		out[i] = n
	}
	return out
}

// Len, Key and Joined read the words for the creature index (srd.Words).
func (w *words) Len() int            { return len(w.toks) }
func (w *words) MayStart(i int) bool { return w.toks[i].facts&factNameStart != 0 }
func (w *words) Key(i int) string    { return srd.KeyOf(w.norm(i)) }
func (w *words) Joined(i int) bool {
	return i > 0 && spacedOnLine(w.text, w.toks[i-1], w.toks[i])
}

// asciiLower lower-cases the ASCII letters of s, byte for byte, so offsets
// are kept; s itself when it has no upper-case ASCII letter.
func asciiLower(s string) string {
	i := 0
	for i < len(s) && (s[i] < 'A' || s[i] > 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	// Runs without capitals are copied whole, into the string's own bytes.
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	for i < len(s) {
		j := i
		for j < len(s) && (s[j] < 'A' || s[j] > 'Z') {
			j++
		}
		b.WriteString(s[i:j])
		for j < len(s) && s[j] >= 'A' && s[j] <= 'Z' {
			b.WriteByte(s[j] + 'a' - 'A')
			j++
		}
		i = j
	}
	return b.String()
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// dropPossessive drops "'s" or a final "'" from a lower-case word.
func dropPossessive(w string) string {
	if strings.HasSuffix(w, "'s") {
		return w[:len(w)-2]
	}
	return strings.TrimSuffix(w, "'")
}

// singleSpaced is strings.Join(strings.Fields(s), " "): s itself when its
// words are already apart by single spaces.
func singleSpaced(s string) string {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf || asciiSpace[c] && (c != ' ' || i == 0 || i == len(s)-1 || s[i+1] == ' ') {
			return strings.Join(strings.Fields(s), " ")
		}
	}
	return s
}

// phraseWords normalises a phrase of a word list or a creature name into words.
func phraseWords(s string) []string {
	w := tokenize(s)
	out := make([]string, len(w.toks))
	for i := range w.toks {
		out[i] = w.norm(i)
	}
	return out
}

// spaced reports whether tokens a and b (a before b) are separated by
// whitespace only, so they can be words of one phrase.
func spaced(text string, a, b token) bool {
	for _, r := range text[a.end:b.start] {
		if !unicode.IsSpace(r) {
			return false
		}
	}
	return true
}

// spacedOnLine is spaced without a line break.
func spacedOnLine(text string, a, b token) bool {
	return spaced(text, a, b) && strings.IndexByte(text[a.end:b.start], '\n') < 0
}

// trie finds phrases of one or more words, longest first. Each phrase maps
// to a value index chosen by the caller. Its nodes are numbered so that a
// word can name the node it leads to without a pointer (token.keyword: the
// one trie, of the word lists, read by words marked by markFacts).
type trie struct {
	root  map[string]uint32
	nodes []trieNode
}

type trieNode struct {
	next  map[string]uint32
	value int // -1: no phrase ends here
}

func newTrie() *trie { return &trie{root: map[string]uint32{}} }

// add maps the phrase words to value, unless the phrase already has one;
// it reports whether it did.
func (t *trie) add(words []string, value int) bool {
	if len(words) == 0 {
		return false
	}
	level := t.root
	var n uint32
	for i, w := range words {
		if i > 0 {
			if t.nodes[n].next == nil {
				t.nodes[n].next = map[string]uint32{}
			}
			level = t.nodes[n].next
		}
		next, ok := level[w]
		if !ok {
			next = uint32(len(t.nodes))
			t.nodes = append(t.nodes, trieNode{value: -1})
			level[w] = next
		}
		n = next
	}
	if t.nodes[n].value >= 0 {
		return false
	}
	t.nodes[n].value = value
	return true
}

// match returns the longest phrase starting at word i and ending before
// word limit: how many words it spans and its value; 0 words when none
// starts there. The first word's node is the one markFacts noted.
func (t *trie) match(w *words, i, limit int) (n, value int) {
	node := w.toks[i].keyword
	for k := i; node != 0; {
		if v := t.nodes[node-1].value; v >= 0 {
			n, value = k-i+1, v
		}
		k++
		if k >= limit || !spaced(w.text, w.toks[k-1], w.toks[k]) {
			break
		}
		next, ok := t.nodes[node-1].next[w.norm(k)]
		if !ok {
			break
		}
		node = next + 1
	}
	return n, value
}

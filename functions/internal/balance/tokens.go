package balance

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/glossary"
)

// token is one word of the text: its byte span and its normal form (lower
// case, straight apostrophes, possessive dropped: "Goblin's" -> "goblin").
type token struct {
	start, end int
	norm       string
}

// tokenize splits text into words the way the rest of the product does
// (glossary.Words), normalised for look-ups.
func tokenize(text string) []token {
	return appendTokens(make([]token, 0, len(text)/5+16), text)
}

// appendTokens appends the words of text to toks.
func appendTokens(toks []token, text string) []token {
	// An ASCII-lower-cased copy of the text gives most words their normal
	// form as a substring, without an allocation per word.
	lower := asciiLower(text)
	for start, end := range glossary.Words(text) {
		var norm string
		if w := lower[start:end]; isASCII(w) {
			norm = dropPossessive(w)
		} else {
			norm = normWord(text[start:end])
		}
		toks = append(toks, token{start: start, end: end, norm: norm})
	}
	return toks
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
	b := []byte(s)
	for ; i < len(b); i++ {
		if c := b[i]; c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
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

// tokenBuffers recycles the token lists of analyses: a 50,000-word text has
// a list of over a megabyte, which would otherwise be garbage after every
// analysis. Nothing of a list outlives the analysis that filled it.
var tokenBuffers = sync.Pool{New: func() any { return new([]token) }}

// normWord lower-cases w, straightens curly apostrophes and drops a
// possessive ending ("orcs'" -> "orcs", "dragon's" -> "dragon"). Plain
// lower-case ASCII words are returned without allocating.
func normWord(w string) string {
	plain := true
	for i := 0; i < len(w); i++ {
		if c := w[i]; c >= utf8.RuneSelf || c >= 'A' && c <= 'Z' {
			plain = false
			break
		}
	}
	if !plain {
		var b strings.Builder
		b.Grow(len(w))
		for _, r := range w {
			if r == '\u2019' {
				r = '\''
			}
			b.WriteRune(unicode.ToLower(r))
		}
		w = b.String()
	}
	return dropPossessive(w)
}

// phraseWords normalises a phrase of a word list or a creature name into words.
func phraseWords(s string) []string {
	toks := tokenize(s)
	words := make([]string, len(toks))
	for i, t := range toks {
		words[i] = t.norm
	}
	return words
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

// trie finds phrases of one or more words, longest first. Each phrase maps
// to a value index chosen by the caller.
type trie struct {
	root map[string]*trieNode
}

type trieNode struct {
	next  map[string]*trieNode
	value int // -1: no phrase ends here
}

func newTrie() *trie { return &trie{root: map[string]*trieNode{}} }

// add maps the phrase words to value, unless the phrase already has one;
// it reports whether it did.
func (t *trie) add(words []string, value int) bool {
	if len(words) == 0 {
		return false
	}
	level := t.root
	var n *trieNode
	for i, w := range words {
		if i > 0 {
			if n.next == nil {
				n.next = map[string]*trieNode{}
			}
			level = n.next
		}
		n = level[w]
		if n == nil {
			n = &trieNode{value: -1}
			level[w] = n
		}
	}
	if n.value >= 0 {
		return false
	}
	n.value = value
	return true
}

// match returns the longest phrase starting at toks[i]: how many tokens it
// spans and its value; 0 tokens when none starts there.
func (t *trie) match(text string, toks []token, i int) (n, value int) {
	node := t.root[toks[i].norm]
	for k := i; node != nil; {
		if node.value >= 0 {
			n, value = k-i+1, node.value
		}
		k++
		if k >= len(toks) || !spaced(text, toks[k-1], toks[k]) {
			break
		}
		node = node.next[toks[k].norm]
	}
	return n, value
}

package nlp

import (
	"strings"

	lru "github.com/hashicorp/golang-lru/v2"
)

// Tagger tags sentences and remembers the tags of recent ones: an editor
// sends the whole document for checking every few seconds as its writer
// types, and most of its sentences have not changed since the last time.
// A sentence's tags depend only on its text. It is safe for concurrent use.
type Tagger struct {
	cache *lru.Cache[string, []tokenTags]
}

type tokenTags struct{ tag, clitic string }

// NewTagger returns a tagger that remembers up to size sentences.
func NewTagger(size int) *Tagger {
	cache, err := lru.New[string, []tokenTags](max(1, size))
	if err != nil {
		panic("nlp: " + err.Error()) // only for a size below 1
	}
	return &Tagger{cache: cache}
}

// Parse splits text as Parse does; its sentences are tagged through t.
func (t *Tagger) Parse(text string) *Doc {
	d := Parse(text)
	d.tagger = t
	return d
}

// Tag tags every word of the document with its part of speech.
func (d *Doc) Tag() {
	for s := range d.Sentences {
		d.TagSentence(s)
	}
}

// TagSentence tags the words of sentence s (once; later calls do nothing).
func (d *Doc) TagSentence(s int) {
	if d.tagged[s] {
		return
	}
	d.tagged[s] = true
	sent := d.Sentences[s]
	key := d.Text[sent.Start:sent.End]
	if d.tagger != nil {
		if cached, ok := d.tagger.cache.Get(key); ok && len(cached) == sent.Last-sent.First+1 {
			for k, tt := range cached {
				d.Tokens[sent.First+k].Tag, d.Tokens[sent.First+k].Clitic = tt.tag, tt.clitic
			}
			return
		}
	}
	type part struct {
		tok    int
		clitic bool
	}
	n := sent.Last - sent.First + 1
	words := make([]string, 0, n+n/4)
	parts := make([]part, 0, n+n/4)
	for i := sent.First; i <= sent.Last; i++ {
		t := &d.Tokens[i]
		if t.Kind == Punct {
			words = append(words, treebankPunct(d.Tokens, i, sent))
			parts = append(parts, part{i, false})
			continue
		}
		head, clitic := splitClitic(strings.ReplaceAll(t.Text, "\u2019", "'"))
		words = append(words, head)
		parts = append(parts, part{i, false})
		if clitic != "" {
			words = append(words, clitic)
			parts = append(parts, part{i, true})
		}
	}
	tags := loadTagger().tagWords(words)
	for k, p := range parts {
		if p.clitic {
			d.Tokens[p.tok].Clitic = tags[k]
		} else {
			d.Tokens[p.tok].Tag = tags[k]
		}
	}
	if d.tagger != nil {
		cached := make([]tokenTags, sent.Last-sent.First+1)
		for k := range cached {
			tok := d.Tokens[sent.First+k]
			cached[k] = tokenTags{tok.Tag, tok.Clitic}
		}
		d.tagger.cache.Add(key, cached)
	}
}

// splitClitic splits a contraction the way the Penn Treebank does: "don't"
// is do + n't, "can't" ca + n't, "it's" it + 's, "goblins'" goblins + ',
// "cannot" can + not.
//
// The endings are compared in ASCII without case: no other letter
// lower-cases to one of theirs, so this is strings.ToLower's answer
// without its copy.
func splitClitic(w string) (head, clitic string) {
	if len(w) > 3 && hasSuffixFold(w, "n't") {
		return w[:len(w)-3], w[len(w)-3:]
	}
	for _, c := range [...]string{"'s", "'d", "'m", "'re", "'ve", "'ll"} {
		if len(w) > len(c) && hasSuffixFold(w, c) {
			return w[:len(w)-len(c)], w[len(w)-len(c):]
		}
	}
	if len(w) > 2 && strings.HasSuffix(w, "'") {
		return w[:len(w)-1], "'"
	}
	if len(w) == len("cannot") && hasSuffixFold(w, "cannot") {
		return w[:3], w[3:]
	}
	return w, ""
}

// hasSuffixFold reports whether s ends with suffix (lower-case ASCII),
// ASCII letters compared without case.
func hasSuffixFold(s, suffix string) bool {
	if len(s) < len(suffix) {
		return false
	}
	s = s[len(s)-len(suffix):]
	for i := 0; i < len(suffix); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != suffix[i] {
			return false
		}
	}
	return true
}

// treebankPunct writes punctuation as the Treebank does: quotes as “ and
// ” by whether they open or close, an ellipsis as three dots.
func treebankPunct(toks []Token, i int, sent Sentence) string {
	t := toks[i]
	switch t.Text {
	case "\u201c", "\u00ab":
		return "``"
	case "\u201d", "\u00bb":
		return "''"
	case "\u2018":
		return "`"
	case "\u2019":
		return "'"
	case "\u2026":
		return "..."
	case "\"":
		// Opening when it starts the sentence or follows a space and the
		// next token is attached to it.
		opening := i == sent.First || t.Space
		if i+1 <= sent.Last && toks[i+1].Space {
			opening = false
		}
		if opening {
			return "``"
		}
		return "''"
	}
	return t.Text
}

// IsNoun reports whether tag is a noun's (NN, NNS, NNP, NNPS).
func IsNoun(tag string) bool { return strings.HasPrefix(tag, "NN") }

// IsVerb reports whether tag is a verb's (VB, VBD, VBG, VBN, VBP, VBZ).
func IsVerb(tag string) bool { return strings.HasPrefix(tag, "VB") }

// IsAdjective reports whether tag is an adjective's (JJ, JJR, JJS).
func IsAdjective(tag string) bool { return strings.HasPrefix(tag, "JJ") }

// IsAdverb reports whether tag is an adverb's (RB, RBR, RBS).
func IsAdverb(tag string) bool { return strings.HasPrefix(tag, "RB") }

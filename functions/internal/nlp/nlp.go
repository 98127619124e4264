// Package nlp is the product's one text layer: it splits text into tokens
// with byte offsets (words the way every feature counts them, and
// punctuation), groups them into sentences, and tags each word with its part
// of speech (Penn Treebank tags, from the model of github.com/jdkato/prose/v2).
// The grammar checker, the glossary, the creature index and the balance
// analysis all read text through it, so a word is the same word everywhere.
package nlp

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind is what a token is.
type Kind uint8

const (
	// Word: letters and digits, joined by inner apostrophes and single
	// hyphens ("don't", "Half-Elf", "2d8", "Will-o'-Wisp").
	Word Kind = iota + 1
	// Punct: one punctuation or symbol character, or a run of dots or
	// hyphens ("...", "--").
	Punct
)

// Token is one token of a text.
type Token struct {
	// Start and End are byte offsets into the text, end exclusive.
	Start, End int
	Kind       Kind
	// Text is the token as written (a substring of the text).
	Text string
	// Lower is Text in lower case with curly apostrophes straightened.
	Lower string
	// Space: whitespace comes right before the token; Newline: a line break
	// does (the editor's plain text puts each paragraph on its own line).
	Space, Newline bool
	// Sentence is the index of the token's sentence.
	Sentence int
	// Tag is the part of speech of a word (of its first part for a
	// contraction: "do" in "don't"), set by Doc.Tag; Clitic is the tag of
	// a contraction's second part ("n't" RB, "'s" VBZ or POS, "'re" VBP),
	// empty for other words.
	Tag, Clitic string
}

// Sentence is a run of tokens [First, Last] spanning bytes [Start, End).
type Sentence struct {
	Start, End  int
	First, Last int
}

// Doc is a text split into tokens and sentences. It is not safe for
// concurrent use (tagging fills in the tokens).
type Doc struct {
	Text      string
	Tokens    []Token
	Sentences []Sentence
	tagged    []bool
	tagger    *Tagger
}

// Parse splits text into tokens and sentences. Tags are filled in by Tag.
func Parse(text string) *Doc {
	d := &Doc{Text: text, Tokens: tokenize(text)}
	d.Sentences = segment(text, d.Tokens)
	d.tagged = make([]bool, len(d.Sentences))
	return d
}

// Words returns the indexes of the word tokens, in order.
func (d *Doc) Words() []int {
	out := make([]int, 0, len(d.Tokens))
	for i := range d.Tokens {
		if d.Tokens[i].Kind == Word {
			out = append(out, i)
		}
	}
	return out
}

// Lower lower-cases a word and straightens curly apostrophes. Plain
// lower-case ASCII is returned as it is, without allocating.
func Lower(s string) string {
	plain := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			plain = false
			break
		}
	}
	if plain {
		return s
	}
	s = strings.ReplaceAll(s, "\u2019", "'")
	return strings.ToLower(s)
}

// IsWordRune reports whether r belongs in a word: a letter or a digit.
func IsWordRune(r rune) bool {
	if uint32(r) < utf8.RuneSelf {
		return asciiWord[r]
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// asciiWord marks the ASCII letters and digits, the word runes of most
// text, read without a Unicode table.
var asciiWord = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = unicode.IsLetter(rune(c)) || unicode.IsDigit(rune(c))
	}
	return t
}()

// IsApostrophe reports whether r is a straight or curly apostrophe.
func IsApostrophe(r rune) bool { return r == '\'' || r == '\u2019' }

func isJoiner(r rune) bool { return IsApostrophe(r) || r == '-' }

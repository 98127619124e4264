package grammar

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/english"

	"github.com/lorewright/lorewright/functions/internal/nlp"
)

// word is one word of the text; Start and End are byte offsets.
type word struct {
	start, end int
	// tok is the word's index in the text layer's tokens (its tag, its
	// sentence).
	tok  int
	text string
	// lower is the lower-case form with curly apostrophes straightened.
	lower string
	// sentenceStart: the word opens a sentence (or a quotation).
	sentenceStart bool
	// known: covered by the glossary or the personal dictionary.
	known bool
	// personal: in the user's personal dictionary (their campaign's names).
	personal bool
	// glossary: inside a glossary match; asWritten: that match is the
	// term (or an alias) as listed, not a plural of it ("Rhinoceros", not
	// "Kobolds").
	glossary, asWritten bool
}

// appendWords appends to words (empty; its array is reused) the words of a
// parsed text: runs of letters and digits, joined by inner apostrophes and
// single hyphens ("don't", "Half-Elf", "Will-o'-Wisp"); a plural
// possessive keeps its apostrophe ("the goblins' camp").
func appendWords(words []word, doc *nlp.Doc) []word {
	words = slices.Grow(words, len(doc.Tokens))
	prevEnd := 0
	for i, t := range doc.Tokens {
		if t.Kind != nlp.Word {
			continue
		}
		w := word{start: t.Start, end: t.End, tok: i, text: t.Text, lower: t.Lower}
		w.sentenceStart = len(words) == 0 || opensSentence(doc.Text[prevEnd:t.Start])
		words = append(words, w)
		prevEnd = t.End
	}
	return words
}

// opensSentence reports whether the gap before a word ends a sentence or
// opens a quotation.
func opensSentence(gap string) bool {
	if gap == " " { // the gap between most words
		return false
	}
	trimmed := strings.TrimRightFunc(gap, unicode.IsSpace)
	if strings.ContainsAny(gap, ".!?\n\u2026") {
		return true
	}
	if strings.HasSuffix(trimmed, "\u201c") || strings.HasSuffix(gap, "\"") {
		return true
	}
	return false
}

func isWordRune(r rune) bool {
	if r < utf8.RuneSelf { // ASCII, most of any text: no table lookup
		return 'a' <= r|0x20 && r|0x20 <= 'z' || '0' <= r && r <= '9'
	}
	return nlp.IsWordRune(r)
}

func isApostrophe(r rune) bool { return nlp.IsApostrophe(r) }

func lowerWord(s string) string { return nlp.Lower(s) }

// spaceOnly reports whether s is non-empty plain horizontal space: two words
// separated by it are in the same clause, with no punctuation between.
func spaceOnly(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r != ' ' && r != '\t' && r != '\u00a0' {
			return false
		}
	}
	return true
}

// matchCase gives replacement the capitalisation of original.
func matchCase(original, replacement string) string {
	r, _ := utf8.DecodeRuneInString(original)
	if unicode.IsUpper(r) {
		if len(original) > 1 && strings.ToUpper(original) == original && utf8.RuneCountInString(original) > 1 {
			return strings.ToUpper(replacement)
		}
		return english.Capitalise(replacement)
	}
	return replacement
}

package grammar

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/glossary"
)

// word is one word of the text; Start and End are byte offsets.
type word struct {
	start, end int
	text       string
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

// tokenize splits text into words: runs of letters and digits, joined by
// inner apostrophes and single hyphens ("don't", "Half-Elf", "Will-o'-Wisp");
// a plural possessive keeps its apostrophe ("the goblins' camp").
func tokenize(text string) []word {
	words := make([]word, 0, len(text)/5+1) // English averages over five bytes a word
	prevEnd := 0
	for start, end := range glossary.Words(text) {
		w := word{start: start, end: end, text: text[start:end]}
		w.lower = lowerWord(w.text)
		w.sentenceStart = len(words) == 0 || opensSentence(text[prevEnd:start])
		words = append(words, w)
		prevEnd = end
	}
	return words
}

// opensSentence reports whether the gap before a word ends a sentence or
// opens a quotation.
func opensSentence(gap string) bool {
	trimmed := strings.TrimRightFunc(gap, unicode.IsSpace)
	if strings.ContainsAny(gap, ".!?\n\u2026") {
		return true
	}
	if strings.HasSuffix(trimmed, "\u201c") || strings.HasSuffix(gap, "\"") {
		return true
	}
	return false
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func isApostrophe(r rune) bool { return r == '\'' || r == '\u2019' }

func lowerWord(s string) string {
	s = strings.ReplaceAll(s, "\u2019", "'")
	return strings.ToLower(s)
}

// gap returns the text between words i-1 and i (or the start of the text).
func gap(text string, words []word, i int) string {
	if i == 0 {
		return text[:words[0].start]
	}
	return text[words[i-1].end:words[i].start]
}

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

// utf16Index maps byte offsets of text to offsets in UTF-16 code units, the
// way JavaScript strings count. For ASCII text (nil index) they are equal.
type utf16Index []int32

func newUTF16Index(text string) utf16Index {
	if isASCII(text) {
		return nil
	}
	idx := make(utf16Index, len(text)+1)
	n := int32(0)
	for i, r := range text {
		idx[i] = n
		size := utf8.RuneLen(r)
		if r == utf8.RuneError {
			size = 1
		}
		for k := 1; k < size && i+k < len(text); k++ {
			idx[i+k] = n
		}
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
	}
	idx[len(text)] = n
	return idx
}

func (x utf16Index) at(byteOffset int) int {
	if x == nil {
		return byteOffset
	}
	return int(x[byteOffset])
}

// capitalise upper-cases the first letter of s.
func capitalise(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if size == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

// matchCase gives replacement the capitalisation of original.
func matchCase(original, replacement string) string {
	r, _ := utf8.DecodeRuneInString(original)
	if unicode.IsUpper(r) {
		if len(original) > 1 && strings.ToUpper(original) == original && utf8.RuneCountInString(original) > 1 {
			return strings.ToUpper(replacement)
		}
		return capitalise(replacement)
	}
	return replacement
}

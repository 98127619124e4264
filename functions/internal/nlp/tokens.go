package nlp

import (
	"iter"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Words yields the byte span of each word of text: runs of letters and
// digits joined by inner apostrophes (straight or curly) and single hyphens
// ("don't", "Half-Elf", "Will-o'-Wisp"); a plural possessive keeps its
// apostrophe ("the Tieflings' camp"); a dash of two hyphens ("orc--wounded")
// separates words.
func Words(text string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		i := 0
		for i < len(text) {
			if c := text[i]; c < utf8.RuneSelf {
				// ASCII, most of a text, without decoding.
				if !asciiWord[c] {
					i++
					continue
				}
				start := i
				i = wordEnd(text, i+1)
				if !yield(start, i) {
					return
				}
				continue
			}
			r, size := utf8.DecodeRuneInString(text[i:])
			if !IsWordRune(r) {
				i += size
				continue
			}
			start := i
			i = wordEnd(text, i+size)
			if !yield(start, i) {
				return
			}
		}
	}
}

// wordEnd returns where the word that continues at i ends.
func wordEnd(text string, i int) int {
	for i < len(text) {
		var r rune
		var size int
		if c := text[i]; c < utf8.RuneSelf {
			if asciiWord[c] {
				i++
				continue
			}
			r, size = rune(c), 1
		} else {
			r, size = utf8.DecodeRuneInString(text[i:])
			if IsWordRune(r) {
				i += size
				continue
			}
		}
		// A decimal point or a thousands comma inside a number: "1.5", "1,000".
		if (r == '.' || r == ',') && i > 0 && isDigit(text[i-1]) && i+1 < len(text) && isDigit(text[i+1]) {
			i += size
			continue
		}
		if !isJoiner(r) {
			return i
		}
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
			return i
		}
		if next, _ := utf8.DecodeRuneInString(text[j:]); j < len(text) && IsWordRune(next) {
			i = j
			continue
		}
		// A plural possessive: "Tieflings' camp".
		if IsApostrophe(r) && text[i-1] == 's' {
			return i + size
		}
		return i
	}
	return i
}

// tokenize splits text into word and punctuation tokens; whitespace only
// separates them.
func tokenize(text string) []Token {
	toks := tokenBuffer(len(text)/4 + 1)
	space, newline := false, false
	for i := 0; i < len(text); {
		var r rune
		size := 1
		if c := text[i]; c < utf8.RuneSelf {
			r = rune(c)
			if asciiSpace[c] {
				space = true
				newline = newline || c == '\n' || c == '\r'
				i++
				continue
			}
		} else {
			r, size = utf8.DecodeRuneInString(text[i:])
		}
		if unicode.IsSpace(r) {
			space = true
			newline = newline || r == '\n' || r == '\r' || r == '\u2028' || r == '\u2029'
			i += size
			continue
		}
		start := i
		kind := Punct
		switch {
		case IsWordRune(r):
			kind = Word
			i = wordEnd(text, i+size)
		case r == '.' || r == '-':
			// "..." and "--" are one token.
			i += size
			for i < len(text) && rune(text[i]) == r {
				i++
			}
		default:
			i += size
		}
		t := Token{Start: start, End: i, Kind: kind, Text: text[start:i], Space: space, Newline: newline}
		t.Lower = t.Text
		if kind == Word {
			t.Lower = Lower(t.Text)
		}
		toks = append(toks, t)
		space, newline = false, false
	}
	return toks
}

// asciiSpace marks the ASCII bytes unicode.IsSpace accepts.
var asciiSpace = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = unicode.IsSpace(rune(c))
	}
	return t
}()

func isDigit(b byte) bool { return '0' <= b && b <= '9' }

// releasedTokens holds the token arrays of released documents (Release) for
// later texts: a 1,000-word text's tokens are about 125 KB, the largest
// allocation of a grammar check. A reused array may keep the strings of
// its last text until it is reused or the pool is emptied by a collection.
var releasedTokens sync.Pool // *[]Token, length 0

// tokenBuffer returns an empty token slice with room for n tokens.
func tokenBuffer(n int) []Token {
	if p, ok := releasedTokens.Get().(*[]Token); ok && cap(*p) >= n {
		return (*p)[:0]
	}
	return make([]Token, 0, n)
}

// Release gives the document's token array to later calls of Parse. The
// document and its tokens must not be used afterwards; a caller that keeps
// neither past a function's end may release it there.
func (d *Doc) Release() {
	if cap(d.Tokens) == 0 {
		return
	}
	toks := d.Tokens[:0]
	d.Tokens, d.Sentences, d.tagged = nil, nil, nil
	releasedTokens.Put(&toks)
}

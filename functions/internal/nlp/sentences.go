package nlp

import (
	"unicode"
	"unicode/utf8"
)

// abbreviations end with a dot that does not end a sentence ("Mr. Vell",
// "e.g. a goblin"), lower case, without the dot.
var abbreviations = map[string]bool{
	"mr": true, "mrs": true, "ms": true, "dr": true, "st": true, "mt": true, "jr": true, "sr": true,
	"prof": true, "capt": true, "gen": true, "lt": true, "sgt": true, "col": true, "rev": true, "fr": true,
	"vs": true, "cf": true, "approx": true,
}

// numberAbbreviations end with a dot only before a number ("No. 5", "p. 12").
var numberAbbreviations = map[string]bool{"no": true, "nos": true, "vol": true, "ch": true, "fig": true, "p": true, "pp": true}

// segment groups tokens into sentences: a line break always starts one; so
// does a capital, a digit or an opening quote after final punctuation (with
// any closing quotes or brackets), unless the dot ends an abbreviation or an
// initial ("J. R. Tolkien"). "'Help!' he cried" stays one sentence.
func segment(text string, toks []Token) []Sentence {
	if len(toks) == 0 {
		return nil
	}
	var out []Sentence
	first := 0
	closeAt := func(last int) {
		for k := first; k <= last; k++ {
			toks[k].Sentence = len(out)
		}
		out = append(out, Sentence{Start: toks[first].Start, End: toks[last].End, First: first, Last: last})
		first = last + 1
	}
	for i := 1; i < len(toks); i++ {
		if toks[i].Newline || endsSentence(toks, first, i) {
			closeAt(i - 1)
		}
	}
	closeAt(len(toks) - 1)
	return out
}

// endsSentence reports whether a sentence that began at token first ends
// right before token i.
func endsSentence(toks []Token, first, i int) bool {
	if !toks[i].Space {
		return false
	}
	// Step back over closing quotes and brackets to the final punctuation.
	k := i - 1
	for k > first && isCloser(toks[k].Text) {
		k--
	}
	final := toks[k].Text
	switch final {
	case ".", "!", "?", "\u2026", "...", "?!", "!?":
	default:
		return false
	}
	next, _ := utf8.DecodeRuneInString(toks[i].Text)
	opens := unicode.IsUpper(next) || unicode.IsDigit(next) || isOpener(toks[i].Text)
	if !opens {
		return false
	}
	if final == "." && k > first && toks[k-1].Kind == Word && toks[k-1].End == toks[k].Start {
		w := toks[k-1].Lower
		if abbreviations[w] || numberAbbreviations[w] && unicode.IsDigit(next) {
			return false
		}
		// A dotted abbreviation: "e.g. Tiamat", "i.e. A".
		if len(w) == 1 && k-2 > first && toks[k-2].Text == "." && toks[k-2].End == toks[k-1].Start {
			return false
		}
		// An initial: "J. R. Tolkien", but not "... in World War I. Then".
		if r, size := utf8.DecodeRuneInString(toks[k-1].Text); size == len(toks[k-1].Text) && unicode.IsUpper(r) && r != 'I' {
			return false
		}
	}
	return true
}

func isCloser(s string) bool {
	switch s {
	case "\"", "\u201d", "\u2019", "'", ")", "]", "}", "\u00bb":
		return true
	}
	return false
}

func isOpener(s string) bool {
	switch s {
	case "\"", "\u201c", "\u2018", "'", "(", "[", "\u00ab":
		return true
	}
	return false
}

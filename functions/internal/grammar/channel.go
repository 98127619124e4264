package grammar

import (
	"math/bits"
	"slices"
)

// The error model that ranks corrections (rankInContext): how likely a
// writer who meant a word is to have written the misspelling. Which words
// are candidates at all, and whether a word is a slip, is judged by
// editCost and spellingCost; this model only orders the few candidates
// found, so it can afford to tell more kinds of slip apart:
//
//   - a letter of the word left out is a likelier slip than a letter
//     added: "staion" is station before stain;
//   - a doubled letter written once, or a single one doubled, is cheap only
//     when the other copy is there: "thess" drops a whole "ss" and is two
//     plain slips from "the", not two doublings;
//   - a silent e is cheap only after the word's last consonant: "provid"
//     for provide, not "onece" for one;
//   - a double written on the letter after ("chosse" for choose) is one
//     slip, a little dearer than a doubling;
//   - two letters swapped across the one between them ("aminal"), or a
//     letter moved over two ("serect", "tyhe"), is one slip, dearer than a
//     swapped pair;
//   - a vowel pair spelled with a silent e at the word's end, or the other
//     way round ("gane" for gain, "bote" for boat, "maik" for make), is one
//     spelling swap;
//   - a vowel sound or an unstressed ending spelled another way ("shreak",
//     "lieing", "figer") is one slip, like the consonant spellings of
//     soundSpellings (rankingSpellings).
//
// A letter added next to a key it touches was tried as a cheaper slip (8
// against 10) and left out: no better on half 0 of the dev misspellings,
// two corrections worse on the Wikipedia set.
type errorModel struct {
	omit, extra, doubled, shiftedDouble, silentE, transpose, farSwap, near, edit, spelling, firstLetter int
}

// rankingErrors are the weights, in tenths of an edit. omit was set on
// half 0 of the dev misspellings together with costPerBit and
// rankingSoundFactor (6 to 10 tried); firstLetter 0 to 5 and silentE 4
// or 5 ranked the same there; farSwap and shiftedDouble sit between the
// slips they combine and two edits; the others are editCost's.
var rankingErrors = errorModel{
	omit:          7,
	extra:         costEdit,
	doubled:       costDoubled,
	shiftedDouble: costDoubled + 2,
	silentE:       costSilentE,
	transpose:     costTranspose,
	farSwap:       12,
	near:          costNearLetter,
	edit:          costEdit,
	spelling:      costSpelling,
	firstLetter:   3,
}

// cost prices writing a (the misspelling) for b (the word), both lower
// case and at most maxWordLen letters, in tenths of an edit.
func (m *errorModel) cost(a, b string) int {
	la, lb := len(a), len(b)
	if la > maxWordLen || lb > maxWordLen {
		return 10 * m.edit
	}
	var endsA, endsB [maxWordLen + 1]uint64
	rankingSpellings.ends(a, endsA[:])
	rankingSpellings.ends(b, endsB[:])
	var d [maxWordLen + 1][maxWordLen + 1]int
	for j := 1; j <= lb; j++ {
		d[0][j] = d[0][j-1] + m.omitted(a, b, 0, j)
	}
	for i := 1; i <= la; i++ {
		d[i][0] = d[i-1][0] + m.added(a, b, i, 0)
		for j := 1; j <= lb; j++ {
			ca, cb := a[i-1], b[j-1]
			best := d[i-1][j-1]
			if ca != cb {
				best += m.substitute(ca, cb)
			}
			best = min(best, d[i-1][j]+m.added(a, b, i, j), d[i][j-1]+m.omitted(a, b, i, j))
			if i > 1 && j > 1 && ca == b[j-2] && a[i-2] == cb {
				best = min(best, d[i-2][j-2]+m.transpose)
			}
			if i > 2 && j > 2 && ca == b[j-3] && a[i-3] == cb && a[i-2] == b[j-2] && ca != cb {
				best = min(best, d[i-3][j-3]+m.farSwap)
			}
			if i > 2 && j > 2 && movedLetter(a[i-3:i], b[j-3:j]) {
				best = min(best, d[i-3][j-3]+m.farSwap)
			}
			if i > 2 && j > 2 && shiftedDouble(a[i-3:i], b[j-3:j]) {
				best = min(best, d[i-3][j-3]+m.shiftedDouble)
			}
			if i == la && j == lb && i > 2 && j > 2 && (splitVowel(a[i-3:], b[j-3:]) || splitVowel(b[j-3:], a[i-3:])) {
				best = min(best, d[i-3][j-3]+m.spelling)
			}
			for x := endsA[i]; x != 0; x &= x - 1 {
				k := bits.TrailingZeros64(x)
				for y := endsB[j] & rankingSpellings.partners[k]; y != 0; y &= y - 1 {
					n := bits.TrailingZeros64(y)
					lx, ly := len(rankingSpellings.text[k]), len(rankingSpellings.text[n])
					if lx > 1 || ly > 1 {
						best = min(best, d[i-lx][j-ly]+m.spelling)
					}
				}
			}
			d[i][j] = best
		}
	}
	c := d[la][lb]
	if la > 0 && lb > 0 && a[0] != b[0] {
		c += m.firstLetter
	}
	return c
}

// movedLetter reports whether x is y with a letter moved over the two
// after or before it: "serect" for secret ("rec" for "cre").
func movedLetter(x, y string) bool {
	return x != y && (x[0] == y[1] && x[1] == y[2] && x[2] == y[0] || x[0] == y[2] && x[1] == y[0] && x[2] == y[1])
}

// shiftedDouble reports whether x doubles the letter after the one y
// doubles: "chosse" for choose ("oss" for "oos"), "untilll" aside.
func shiftedDouble(x, y string) bool {
	return x[0] == y[0] && x[1] == x[2] && y[0] == y[1] && x[2] == y[2] && x[0] != x[1]
}

// splitVowel reports whether x, the end of one word, spells with a vowel,
// a consonant and a silent e the vowel pair and consonant that end y:
// "gane" and "gain", "lode" and "load", "mede" and "meed".
func splitVowel(x, y string) bool {
	return len(x) == 3 && len(y) == 3 && isVowel(x[0]) && x[0] != 'y' && !isVowel(x[1]) && x[2] == 'e' &&
		x[0] == y[0] && isVowel(y[1]) && y[1] != 'y' && y[2] == x[1]
}

// added prices a[i-1], a letter of the misspelling with no letter of the
// word, after b[:j]: a doubling when both have the letter beside, a silent
// e, or any other letter.
func (m *errorModel) added(a, b string, i, j int) int {
	c := a[i-1]
	if (i >= 2 && a[i-2] == c || i < len(a) && a[i] == c) && (j > 0 && b[j-1] == c || j < len(b) && b[j] == c) {
		return m.doubled
	}
	// A silent e after the word's last consonant: "provide" for "provid",
	// not "onece" for "one".
	if c == 'e' && j > 0 && !isVowel(b[j-1]) && i >= 2 && a[i-2] == b[j-1] &&
		(i == len(a) && j == len(b) || i == len(a)-1 && a[i] == 's' && j == len(b)-1 && b[j] == 's') {
		return m.silentE
	}
	return m.extra
}

// omitted prices b[j-1], a letter of the word left out of the misspelling
// after a[:i]: a doubled letter written once when the misspelling has it
// beside, a silent e, or any other letter.
func (m *errorModel) omitted(a, b string, i, j int) int {
	c := b[j-1]
	if (j >= 2 && b[j-2] == c || j < len(b) && b[j] == c) && (i > 0 && a[i-1] == c || i < len(a) && a[i] == c) {
		return m.doubled
	}
	if c == 'e' && j >= 2 && !isVowel(b[j-2]) && i > 0 && a[i-1] == b[j-2] &&
		(j == len(b) && i == len(a) || j == len(b)-1 && b[j] == 's' && i == len(a)-1 && a[i] == 's') {
		return m.silentE
	}
	return m.omit
}

func (m *errorModel) substitute(a, b byte) int {
	if substituteCost(a, b) < costEdit {
		return m.near
	}
	return m.edit
}

// rankingSpellings are soundSpellings and the spellings of vowel sounds
// and of an unstressed ending, which only rank corrections: as slips they
// are too loose to tell a misspelling from a coined word ("shreak" for
// shriek, "lieing" for lying, "thear" for there, "figer" for figure). The
// table holds 64 strings at most; "ai", "ay" and "igh" were tried and
// moved no correction on either set.
var rankingSpellings = newSpellingTable(append(slices.Clone(soundSpellings),
	[]string{"ee", "ea", "ie", "ei"},
	[]string{"ie", "y"},
	[]string{"ere$", "ear$", "eir$"},
	[]string{"er$", "ure$", "or$", "ar$", "our$"},
))

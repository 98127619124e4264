package grammar

import "bytes"

// doubleMetaphone returns the two Double Metaphone keys of a word (Lawrence
// Philips, C/C++ Users Journal, June 2000): how it sounds, as consonant
// classes, with vowels kept only at the start ("A"); the second key is the
// alternative pronunciation where one exists (Germanic, Slavic, Italian,
// Spanish readings), else the same as the first. Keys are not cut to four
// letters: a misspelling is compared with whole words. Only ASCII letters
// are read; anything else is skipped.
//
// Written from the published rules and checked against the MIT-licensed
// npm package double-metaphone on testdata/metaphone.tsv.
func doubleMetaphone(word string) (string, string) {
	var m metaphoner
	// Upper-case letters, padded so look-ahead past the end reads spaces.
	n := 0
	for i := 0; i < len(word) && n < maxMetaphoneLetters; i++ {
		c := word[i]
		switch {
		case c >= 'a' && c <= 'z':
			m.letters[n] = c - 'a' + 'A'
			n++
		case c >= 'A' && c <= 'Z':
			m.letters[n] = c
			n++
		}
	}
	if n == 0 {
		return "", ""
	}
	for i := n; i < len(m.letters); i++ {
		m.letters[i] = ' '
	}
	m.length, m.last = n, n-1
	m.value = m.letters[:n+metaphonePadding]
	m.slavoGermanic = bytes.ContainsAny(m.value, "WK") || bytes.Contains(m.value, []byte("CZ"))
	m.run()
	p, a := m.primary.String(), m.secondary.String()
	if p == a {
		return p, p
	}
	return p, a
}

// maxMetaphoneLetters is the longest word read (the speller looks up words
// of at most maxWordLen letters); metaphonePadding, the spaces after it.
const (
	maxMetaphoneLetters = 64
	metaphonePadding    = 6
)

type metaphoner struct {
	letters            [maxMetaphoneLetters + metaphonePadding]byte
	value              []byte
	length, last       int
	slavoGermanic      bool
	primary, secondary metaphoneKey
}

// metaphoneKey is a key being built, in place (no allocation per letter).
type metaphoneKey struct {
	b [2 * maxMetaphoneLetters]byte
	n int
}

func (k *metaphoneKey) add(s string) { k.n += copy(k.b[k.n:], s) }

func (k *metaphoneKey) String() string { return string(k.b[:k.n]) }

func (m *metaphoner) add(main string, alt ...string) {
	m.primary.add(main)
	if len(alt) > 0 {
		m.secondary.add(alt[0])
	} else {
		m.secondary.add(main)
	}
}

func (m *metaphoner) at(i int) byte {
	if i < 0 || i >= len(m.value) {
		return ' '
	}
	return m.value[i]
}

// is reports whether one of options starts at i.
func (m *metaphoner) is(i int, options ...string) bool {
	if i < 0 {
		return false
	}
	for _, o := range options {
		if i+len(o) <= len(m.value) && string(m.value[i:i+len(o)]) == o {
			return true
		}
	}
	return false
}

func (m *metaphoner) vowel(i int) bool {
	switch m.at(i) {
	case 'A', 'E', 'I', 'O', 'U', 'Y':
		return i >= 0
	}
	return false
}

func (m *metaphoner) run() {
	cur := 0
	// Silent first letters: gnome, knight, pneumatic, wrist, psalm.
	if m.is(0, "GN", "KN", "PN", "WR", "PS") {
		cur++
	}
	if m.at(0) == 'X' { // Xavier
		m.add("S")
		cur++
	}
	for cur < m.length {
		switch m.at(cur) {
		case 'A', 'E', 'I', 'O', 'U', 'Y':
			if cur == 0 {
				m.add("A")
			}
			cur++
		case 'B':
			m.add("P")
			cur += m.skipDouble(cur, 'B')
		case 'C':
			cur = m.c(cur)
		case 'D':
			switch {
			case m.is(cur, "DG"):
				if m.is(cur+2, "I", "E", "Y") { // edge
					m.add("J")
					cur += 3
				} else { // edgar
					m.add("TK")
					cur += 2
				}
			case m.is(cur, "DT", "DD"):
				m.add("T")
				cur += 2
			default:
				m.add("T")
				cur++
			}
		case 'F':
			m.add("F")
			cur += m.skipDouble(cur, 'F')
		case 'G':
			cur = m.g(cur)
		case 'H':
			// Kept only first or between vowels.
			if (cur == 0 || m.vowel(cur-1)) && m.vowel(cur+1) {
				m.add("H")
				cur += 2
			} else {
				cur++
			}
		case 'J':
			cur = m.j(cur)
		case 'K':
			m.add("K")
			cur += m.skipDouble(cur, 'K')
		case 'L':
			if m.at(cur+1) == 'L' {
				// Spanish: cabrillo, gallegos.
				if (cur == m.length-3 && m.is(cur-1, "ILLO", "ILLA", "ALLE")) ||
					((m.is(m.last-1, "AS", "OS") || m.is(m.last, "A", "O")) && m.is(cur-1, "ALLE")) {
					m.add("L", "")
					cur += 2
					continue
				}
				cur += 2
			} else {
				cur++
			}
			m.add("L")
		case 'M':
			// Silent b: dumb, thumb, plumber.
			if (m.is(cur-1, "UMB") && (cur+1 == m.last || m.is(cur+2, "ER"))) || m.at(cur+1) == 'M' {
				cur += 2
			} else {
				cur++
			}
			m.add("M")
		case 'N':
			m.add("N")
			cur += m.skipDouble(cur, 'N')
		case 'P':
			if m.at(cur+1) == 'H' {
				m.add("F")
				cur += 2
				continue
			}
			if m.is(cur+1, "P", "B") { // campbell, raspberry
				cur += 2
			} else {
				cur++
			}
			m.add("P")
		case 'Q':
			m.add("K")
			cur += m.skipDouble(cur, 'Q')
		case 'R':
			// French: rogier, but not hochmeier.
			if cur == m.last && !m.slavoGermanic && m.is(cur-2, "IE") && !m.is(cur-4, "ME", "MA") {
				m.add("", "R")
			} else {
				m.add("R")
			}
			cur += m.skipDouble(cur, 'R')
		case 'S':
			cur = m.s(cur)
		case 'T':
			cur = m.t(cur)
		case 'V':
			m.add("F")
			cur += m.skipDouble(cur, 'V')
		case 'W':
			cur = m.w(cur)
		case 'X':
			// French: breaux.
			if !(cur == m.last && (m.is(cur-3, "IAU", "EAU") || m.is(cur-2, "AU", "OU"))) {
				m.add("KS")
			}
			if m.is(cur+1, "C", "X") {
				cur += 2
			} else {
				cur++
			}
		case 'Z':
			if m.at(cur+1) == 'H' { // zhao
				m.add("J")
				cur += 2
				continue
			}
			if m.is(cur+1, "ZO", "ZI", "ZA") || (m.slavoGermanic && cur > 0 && m.at(cur-1) != 'T') {
				m.add("S", "TS")
			} else {
				m.add("S")
			}
			cur += m.skipDouble(cur, 'Z')
		default:
			cur++
		}
	}
}

func (m *metaphoner) skipDouble(cur int, c byte) int {
	if m.at(cur+1) == c {
		return 2
	}
	return 1
}

func (m *metaphoner) c(cur int) int {
	switch {
	// Germanic: bacher, macher (not the -ache- of English words).
	case cur > 1 && !m.vowel(cur-2) && m.is(cur-1, "ACH") && m.at(cur+2) != 'I' &&
		(m.at(cur+2) != 'E' || m.is(cur-2, "BACHER", "MACHER")):
		m.add("K")
		return cur + 2
	case cur == 0 && m.is(cur, "CAESAR"):
		m.add("S")
		return cur + 2
	case m.is(cur, "CHIA"): // chianti
		m.add("K")
		return cur + 2
	case m.is(cur, "CH"):
		switch {
		case cur > 0 && m.is(cur, "CHAE"): // michael
			m.add("K", "X")
		case cur == 0 && (m.is(cur+1, "HARAC", "HARIS") || m.is(cur+1, "HOR", "HYM", "HIA", "HEM")) && !m.is(0, "CHORE"):
			m.add("K") // Greek roots: chemistry, chorus
		case m.is(0, "VAN ", "VON ") || m.is(0, "SCH") || m.is(cur-2, "ORCHES", "ARCHIT", "ORCHID") ||
			m.is(cur+2, "T", "S") ||
			((m.is(cur-1, "A", "O", "U", "E") || cur == 0) && m.is(cur+2, "L", "R", "N", "M", "B", "H", "F", "V", "W", " ")):
			m.add("K") // a kh sound: wechsler, orchestra
		case cur > 0 && m.is(0, "MC"):
			m.add("K")
		case cur > 0:
			m.add("X", "K")
		default:
			m.add("X")
		}
		return cur + 2
	case m.is(cur, "CZ") && !m.is(cur-2, "WICZ"): // czerny
		m.add("S", "X")
		return cur + 2
	case m.is(cur+1, "CIA"): // focaccia
		m.add("X")
		return cur + 3
	case m.is(cur, "CC") && !(cur == 1 && m.at(0) == 'M'):
		if m.is(cur+2, "I", "E", "H") && !m.is(cur+2, "HU") {
			if (cur == 1 && m.at(cur-1) == 'A') || m.is(cur-1, "UCCEE", "UCCES") {
				m.add("KS") // accident, succeed
			} else {
				m.add("X") // bacci
			}
			return cur + 3
		}
		m.add("K") // bacchus
		return cur + 2
	case m.is(cur, "CK", "CG", "CQ"):
		m.add("K")
		return cur + 2
	case m.is(cur, "CI", "CE", "CY"):
		if m.is(cur, "CIO", "CIE", "CIA") {
			m.add("S", "X")
		} else {
			m.add("S")
		}
		return cur + 2
	}
	m.add("K")
	switch {
	case m.is(cur+1, " C", " Q", " G"): // mac caffrey
		return cur + 3
	case m.is(cur+1, "C", "K", "Q") && !m.is(cur+1, "CE", "CI"):
		return cur + 2
	}
	return cur + 1
}

func (m *metaphoner) g(cur int) int {
	next := m.at(cur + 1)
	if next == 'H' {
		if cur > 0 && !m.vowel(cur-1) {
			m.add("K")
			return cur + 2
		}
		if cur == 0 { // ghislane, ghiradelli
			if m.at(cur+2) == 'I' {
				m.add("J")
			} else {
				m.add("K")
			}
			return cur + 2
		}
		// Parker's rule: hugh, bough, broughton.
		if (cur > 1 && m.is(cur-2, "B", "H", "D")) || (cur > 2 && m.is(cur-3, "B", "H", "D")) || (cur > 3 && m.is(cur-4, "B", "H")) {
			return cur + 2
		}
		if cur > 2 && m.at(cur-1) == 'U' && m.is(cur-3, "C", "G", "L", "R", "T") {
			m.add("F") // laugh, cough, tough
		} else if cur > 0 && m.at(cur-1) != 'I' {
			m.add("K")
		}
		return cur + 2
	}
	if next == 'N' {
		switch {
		case cur == 1 && m.vowel(0) && !m.slavoGermanic:
			m.add("KN", "N")
		case !m.is(cur+2, "EY") && !m.slavoGermanic: // not cagney
			m.add("N", "KN")
		default:
			m.add("KN")
		}
		return cur + 2
	}
	if m.is(cur+1, "LI") && !m.slavoGermanic { // tagliaro
		m.add("KL", "L")
		return cur + 2
	}
	// -ges-, -gep-, -gel-, -gie- at the start.
	if cur == 0 && (next == 'Y' || m.is(cur+1, "ES", "EP", "EB", "EL", "EY", "IB", "IL", "IN", "IE", "EI", "ER")) {
		m.add("K", "J")
		return cur + 2
	}
	// -ger-, -gy-
	if (m.is(cur+1, "ER") || next == 'Y') && !m.is(0, "DANGER", "RANGER", "MANGER") && !m.is(cur-1, "E", "I") && !m.is(cur-1, "RGY", "OGY") {
		m.add("K", "J")
		return cur + 2
	}
	// Italian: biaggi.
	if m.is(cur+1, "E", "I", "Y") || m.is(cur-1, "AGGI", "OGGI") {
		switch {
		case m.is(0, "VAN ", "VON ") || m.is(0, "SCH") || m.is(cur+1, "ET"):
			m.add("K")
		case m.is(cur+1, "IER "):
			m.add("J")
		default:
			m.add("J", "K")
		}
		return cur + 2
	}
	m.add("K")
	return cur + m.skipDouble(cur, 'G')
}

func (m *metaphoner) j(cur int) int {
	if m.is(cur, "JOSE") || m.is(0, "SAN ") { // Spanish: jose, san jacinto
		if (cur == 0 && m.at(cur+4) == ' ') || m.is(0, "SAN ") {
			m.add("H")
		} else {
			m.add("J", "H")
		}
		return cur + 1
	}
	switch {
	case cur == 0:
		m.add("J", "A") // Yankelovich, Jankelowicz
	case m.vowel(cur-1) && !m.slavoGermanic && (m.at(cur+1) == 'A' || m.at(cur+1) == 'O'):
		m.add("J", "H") // bajador
	case cur == m.last:
		m.add("J", "")
	case !m.is(cur+1, "L", "T", "K", "S", "N", "M", "B", "Z") && !m.is(cur-1, "S", "K", "L"):
		m.add("J")
	}
	return cur + m.skipDouble(cur, 'J')
}

func (m *metaphoner) s(cur int) int {
	switch {
	case m.is(cur-1, "ISL", "YSL"): // island, carlisle
		return cur + 1
	case cur == 0 && m.is(cur, "SUGAR"):
		m.add("X", "S")
		return cur + 1
	case m.is(cur, "SH"):
		if m.is(cur+1, "HEIM", "HOEK", "HOLM", "HOLZ") {
			m.add("S")
		} else {
			m.add("X")
		}
		return cur + 2
	case m.is(cur, "SIO", "SIA") || m.is(cur, "SIAN"): // Italian, Armenian
		if m.slavoGermanic {
			m.add("S")
		} else {
			m.add("S", "X")
		}
		return cur + 3
	case (cur == 0 && m.is(cur+1, "M", "N", "L", "W")) || m.is(cur+1, "Z"):
		// smith for schmidt, snider for schneider; Slavic -sz-.
		m.add("S", "X")
		if m.is(cur+1, "Z") {
			return cur + 2
		}
		return cur + 1
	case m.is(cur, "SC"):
		if m.at(cur+2) == 'H' {
			if m.is(cur+3, "OO", "ER", "EN", "UY", "ED", "EM") { // school, schooner
				if m.is(cur+3, "ER", "EN") {
					m.add("X", "SK")
				} else {
					m.add("SK")
				}
				return cur + 3
			}
			if cur == 0 && !m.vowel(3) && m.at(3) != 'W' {
				m.add("X", "S")
			} else {
				m.add("X")
			}
			return cur + 3
		}
		if m.is(cur+2, "I", "E", "Y") {
			m.add("S")
		} else {
			m.add("SK")
		}
		return cur + 3
	}
	if cur == m.last && m.is(cur-2, "AI", "OI") { // resnais, artois
		m.add("", "S")
	} else {
		m.add("S")
	}
	if m.is(cur+1, "S", "Z") {
		return cur + 2
	}
	return cur + 1
}

func (m *metaphoner) t(cur int) int {
	switch {
	case m.is(cur, "TION"):
		m.add("X")
		return cur + 3
	case m.is(cur, "TIA", "TCH"):
		m.add("X")
		return cur + 3
	case m.is(cur, "TH") || m.is(cur, "TTH"):
		if m.is(cur+2, "OM", "AM") || m.is(0, "VAN ", "VON ") || m.is(0, "SCH") { // thomas, thames
			m.add("T")
		} else {
			m.add("0", "T")
		}
		return cur + 2
	}
	m.add("T")
	if m.is(cur+1, "T", "D") {
		return cur + 2
	}
	return cur + 1
}

func (m *metaphoner) w(cur int) int {
	if m.is(cur, "WR") {
		m.add("R")
		return cur + 2
	}
	if cur == 0 && (m.vowel(cur+1) || m.is(cur, "WH")) {
		if m.vowel(cur + 1) { // Wasserman, Vasserman
			m.add("A", "F")
		} else {
			m.add("A")
		}
	}
	// Arnow and Arnoff.
	if (cur == m.last && m.vowel(cur-1)) || m.is(cur-1, "EWSKI", "EWSKY", "OWSKI", "OWSKY") || m.is(0, "SCH") {
		m.add("", "F")
		return cur + 1
	}
	if m.is(cur, "WICZ", "WITZ") { // filipowicz
		m.add("TS", "FX")
		return cur + 4
	}
	return cur + 1
}

package balance

import (
	"sort"
	"unicode/utf8"
)

// positions converts byte offsets of the text to UTF-16 offsets (what the
// browser selects by) and back. ASCII text needs no table.
type positions struct {
	// units[i] is the UTF-16 offset of byte i; nil when the text is ASCII.
	units []int32
	n     int
}

func newPositions(text string) *positions {
	ascii := true
	for i := 0; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return &positions{n: len(text)}
	}
	units := make([]int32, len(text)+1)
	n := int32(0)
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		for k := range size {
			units[i+k] = n
		}
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
		i += size
	}
	units[len(text)] = n
	return &positions{units: units, n: int(n)}
}

// utf16 is the UTF-16 offset of byte offset b.
func (p *positions) utf16(b int) int {
	if p.units == nil {
		return b
	}
	return int(p.units[b])
}

// total is the text's length in UTF-16 units.
func (p *positions) total() int { return p.n }

// byteAt is the first byte offset whose UTF-16 offset is at least u.
func (p *positions) byteAt(u int) int {
	if p.units == nil {
		return min(u, p.n)
	}
	return sort.Search(len(p.units), func(i int) bool { return int(p.units[i]) >= u })
}

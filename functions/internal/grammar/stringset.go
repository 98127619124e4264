package grammar

import (
	"hash/maphash"
	"strings"
)

// stringSet numbers distinct strings in the order they are added. The
// strings are kept end to end in one text and found through an
// open-addressing table of offsets, so a set of 300,000 words is a few
// pointer-free arrays: nothing a garbage collection has to mark or scan,
// where a map[string]T holds a pointer per key and an object per string.
type stringSet struct {
	text string
	buf  strings.Builder // text as it grows; text stays valid as buf grows
	// string i is text[off[i]:end[i]] (other text may lie between strings,
	// appendText).
	off, end []uint32
	// slots hold the high 32 bits of a string's hash and its number plus
	// one (0: empty), probed linearly from the low bits of the hash.
	slots []uint64
	seed  maphash.Seed
}

func newStringSet(capacity int) *stringSet {
	s := &stringSet{off: make([]uint32, 0, capacity), end: make([]uint32, 0, capacity), seed: maphash.MakeSeed()}
	s.slots = make([]uint64, max(16, tableSize(capacity)))
	return s
}

// tableSize is a power of two at least twice n: linear probing stays short
// below half full.
func tableSize(n int) int {
	size := 1
	for size < 2*n {
		size *= 2
	}
	return size
}

func (s *stringSet) len() int { return len(s.off) }

// str is string i (sharing the set's text: no allocation).
func (s *stringSet) str(i uint32) string { return s.text[s.off[i]:s.end[i]] }

// find returns w's number.
func (s *stringSet) find(w string) (uint32, bool) {
	h := maphash.String(s.seed, w)
	mask := uint64(len(s.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		v := s.slots[i]
		if v == 0 {
			return 0, false
		}
		if v>>32 == h>>32 {
			if id := uint32(v) - 1; s.text[s.off[id]:s.end[id]] == w {
				return id, true
			}
		}
	}
}

// add returns w's number, adding w if it is new.
func (s *stringSet) add(w string) (id uint32, added bool) {
	if id, ok := s.find(w); ok {
		return id, false
	}
	if 2*(s.len()+1) > len(s.slots) {
		s.grow()
	}
	id = uint32(s.len())
	s.off = append(s.off, s.appendText(w))
	s.end = append(s.end, uint32(len(s.text)))
	s.place(maphash.String(s.seed, w), id)
	return id, true
}

// appendText adds w to the text without numbering it (a spelling kept
// beside the set's strings) and returns its offset.
func (s *stringSet) appendText(w string) uint32 {
	off := uint32(s.buf.Len())
	s.buf.WriteString(w)
	s.text = s.buf.String()
	return off
}

func (s *stringSet) place(h uint64, id uint32) {
	mask := uint64(len(s.slots) - 1)
	i := h & mask
	for s.slots[i] != 0 {
		i = (i + 1) & mask
	}
	s.slots[i] = h>>32<<32 | uint64(id+1)
}

func (s *stringSet) grow() {
	s.slots = make([]uint64, 2*len(s.slots))
	for id := range uint32(s.len()) {
		s.place(maphash.String(s.seed, s.str(id)), id)
	}
}

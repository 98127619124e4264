package nlp

import "unicode/utf8"

// UTF16Index maps byte offsets of text to offsets in UTF-16 code units, the
// way JavaScript strings count. For ASCII text (nil index) they are equal.
type UTF16Index []int32

// NewUTF16Index indexes text. An invalid byte counts as one unit, as the
// JSON encoder writes it (one U+FFFD).
func NewUTF16Index(text string) UTF16Index {
	if isASCII(text) {
		return nil
	}
	idx := make(UTF16Index, len(text)+1)
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

// At is the UTF-16 offset of a byte offset of the text.
func (x UTF16Index) At(byteOffset int) int {
	if x == nil {
		return byteOffset
	}
	return int(x[byteOffset])
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

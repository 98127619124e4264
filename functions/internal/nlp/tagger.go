package nlp

import (
	_ "embed"
	"encoding/binary"
	"fmt"
	"io"
	"strings"
	"sync"
)

// taggerGz is prose's averaged-perceptron model in compact form, written by
// gentagger (see there for the format and why).
//
//go:generate go run ./gentagger -out data/tagger.bin.gz
//go:embed data/tagger.bin.gz
var taggerGz []byte

// perceptron is the tagging model: a tag dictionary for frequent
// unambiguous words, and per feature the weights of the tags it votes for.
type perceptron struct {
	classes []string
	dict    map[string]uint8
	// features maps a feature's hash to its entries: start<<8 | count.
	features featureTable
	entries  []weight
	// history holds, for each pair of previous tags, the summed weights of
	// the features that depend on those tags alone (bias, i-1 tag, i-2 tag,
	// both): four look-ups made once. Indexed by historyIndex.
	history   [][]int64
	histNames []string // the tag names history is indexed by
	histIndex map[string]int
}

type weight struct {
	class uint8
	milli int32
}

var loadTagger = sync.OnceValue(func() *perceptron {
	p, err := readPerceptron(taggerGz)
	if err != nil {
		panic("nlp: embedded tagger model: " + err.Error())
	}
	return p
})

func readPerceptron(gz []byte) (*perceptron, error) {
	r, err := OpenModelFile(gz, "LWTAG1")
	if err != nil {
		return nil, err
	}
	readString := func() (string, error) {
		n, err := binary.ReadUvarint(r)
		if err != nil {
			return "", err
		}
		b := make([]byte, n)
		_, err = io.ReadFull(r, b)
		return string(b), err
	}
	p := &perceptron{}
	n, err := binary.ReadUvarint(r)
	if err != nil || n > 255 {
		return nil, fmt.Errorf("class count: %v", err)
	}
	for range n {
		c, err := readString()
		if err != nil {
			return nil, err
		}
		p.classes = append(p.classes, c)
	}
	if n, err = binary.ReadUvarint(r); err != nil {
		return nil, err
	}
	p.dict = make(map[string]uint8, n)
	for range n {
		w, err := readString()
		if err != nil {
			return nil, err
		}
		c, err := binary.ReadUvarint(r)
		if err != nil || c >= uint64(len(p.classes)) {
			return nil, fmt.Errorf("tag dictionary: bad class for %q", w)
		}
		p.dict[w] = uint8(c)
	}
	if n, err = binary.ReadUvarint(r); err != nil {
		return nil, err
	}
	p.features = newFeatureTable(int(n))
	p.entries = make([]weight, 0, 4*n)
	var hb [8]byte
	for range n {
		if _, err := io.ReadFull(r, hb[:]); err != nil {
			return nil, err
		}
		count, err := binary.ReadUvarint(r)
		if err != nil || count == 0 || count > 255 {
			return nil, fmt.Errorf("feature entries: %v", err)
		}
		p.features.set(binary.LittleEndian.Uint64(hb[:]), uint32(len(p.entries))<<8|uint32(count))
		for range count {
			c, err := binary.ReadUvarint(r)
			if err != nil || c >= uint64(len(p.classes)) {
				return nil, fmt.Errorf("feature entry: bad class")
			}
			w, err := binary.ReadVarint(r)
			if err != nil {
				return nil, err
			}
			p.entries = append(p.entries, weight{uint8(c), int32(w)})
		}
	}
	p.buildHistory()
	return p, nil
}

// buildHistory sums the weights of the tag-only features for every pair of
// previous tags (the classes and the sentence-start markers).
func (p *perceptron) buildHistory() {
	p.histNames = append(append([]string{}, p.classes...), "-START-", "-START2-", "-")
	p.histIndex = make(map[string]int, len(p.histNames))
	for i, n := range p.histNames {
		p.histIndex[n] = i
	}
	n := len(p.histNames)
	p.history = make([][]int64, n*n)
	for i1, p1 := range p.histNames {
		for i2, p2 := range p.histNames {
			v := make([]int64, len(p.classes))
			for _, f := range [...]uint64{biasFeature, feature("i-1 tag", p1), feature("i-2 tag", p2), feature("i tag+i-2 tag", p1, p2)} {
				p.addWeights(v, f)
			}
			p.history[i1*n+i2] = v
		}
	}
}

func (p *perceptron) addWeights(scores []int64, f uint64) {
	ref, ok := p.features.get(f)
	if !ok {
		return
	}
	start, count := ref>>8, ref&0xff
	for _, e := range p.entries[start : start+count] {
		scores[e.class] += int64(e.milli)
	}
}

// FNV-1a, 64 bits, fed piece by piece so feature keys are never built.
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func fnvAdd(h uint64, s string) uint64 {
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= fnvPrime
	}
	return h
}

// feature hashes the key prose builds by joining name and parts with spaces.
func feature(name string, parts ...string) uint64 {
	h := fnvAdd(fnvOffset, name)
	for _, p := range parts {
		h = fnvAdd(fnvAdd(h, " "), p)
	}
	return h
}

var biasFeature = feature("bias")

// featureName is a feature's name hashed once: with(parts...) is
// feature(name, parts...) without hashing the name for every word.
type featureName uint64

func nameOf(name string) featureName { return featureName(fnvAdd(fnvOffset, name)) }

func (n featureName) with(parts ...string) uint64 {
	h := uint64(n)
	for _, p := range parts {
		h = fnvAdd(fnvAdd(h, " "), p)
	}
	return h
}

// The names of the word features predict reads.
var (
	iSuffix, iPref1, iWord = nameOf("i suffix"), nameOf("i pref1"), nameOf("i word")
	prevTagWord            = nameOf("i-1 tag+i word")
	prevWord, prevSuffix   = nameOf("i-1 word"), nameOf("i-1 suffix")
	prev2Word              = nameOf("i-2 word")
	nextWord, nextSuffix   = nameOf("i+1 word"), nameOf("i+1 suffix")
	next2Word              = nameOf("i+2 word")
)

// normalizeForContext is prose's normalize: hyphenated words, years and
// numbers become classes, other words lower case.
func normalizeForContext(w string) string {
	if w == "" {
		return w
	}
	if strings.Contains(w, "-") && w[0] != '-' {
		return "!HYPHEN"
	}
	if len(w) == 4 && isInteger(w) {
		return "!YEAR"
	}
	if w[0] >= '0' && w[0] <= '9' {
		return "!DIGITS"
	}
	return strings.ToLower(w)
}

// isInteger reports whether strconv.Atoi accepts s (an optional sign, then
// decimal digits), without the error value Atoi allocates for a word.
func isInteger(s string) bool {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

func lastBytes(s string, n int) string { return s[len(s)-min(len(s), n):] }

// tagWords tags a sentence given as Penn Treebank tokens, exactly as prose's
// perceptronTagger.tag does.
func (p *perceptron) tagWords(words []string) []string {
	ctx := make([]string, len(words)+4)
	ctx[0], ctx[1] = "-START-", "-START2-"
	for i, w := range words {
		ctx[i+2] = normalizeForContext(w)
	}
	ctx[len(ctx)-2], ctx[len(ctx)-1] = "-END-", "-END2-"
	tags := make([]string, len(words))
	p1, p2 := "-START-", "-START2-"
	var scores [256]int64
	for i, w := range words {
		tag, special := specialTag(w)
		if !special {
			if c, ok := p.dict[w]; ok {
				tag = p.classes[c]
			} else {
				tag = p.predict(&scores, i, ctx, w, p1, p2)
			}
		}
		tags[i] = tag
		p2, p1 = p1, tag
	}
	return tags
}

func (p *perceptron) predict(scores *[256]int64, i int, ctx []string, w, p1, p2 string) string {
	if w == "" {
		return p.classes[0]
	}
	n := len(p.classes)
	c := min(len(ctx)-2, i+2)
	i1, ok1 := p.histIndex[p1]
	i2, ok2 := p.histIndex[p2]
	if ok1 && ok2 {
		copy(scores[:n], p.history[i1*len(p.histNames)+i2])
	} else {
		clear(scores[:n])
		for _, f := range [...]uint64{biasFeature, feature("i-1 tag", p1), feature("i-2 tag", p2), feature("i tag+i-2 tag", p1, p2)} {
			p.addWeights(scores[:n], f)
		}
	}
	feats := [...]uint64{
		iSuffix.with(lastBytes(w, 3)),
		iPref1.with(string(rune(w[0]))), // prose converts the byte as a rune
		iWord.with(ctx[c]),
		prevTagWord.with(p1, ctx[c]),
		prevWord.with(ctx[c-1]),
		prevSuffix.with(lastBytes(ctx[c-1], 3)),
		prev2Word.with(ctx[c-2]),
		nextWord.with(ctx[c+1]),
		nextSuffix.with(lastBytes(ctx[c+1], 3)),
		next2Word.with(ctx[c+2]),
	}
	for _, f := range feats {
		p.addWeights(scores[:n], f)
	}
	best := 0
	for k := 1; k < n; k++ {
		if scores[k] > scores[best] {
			best = k
		}
	}
	// A word no feature knows scores 0 everywhere; prose then picks among
	// equal scores at random, here the first class.
	return p.classes[best]
}

// specialTag covers the tokens prose tags before consulting the model.
func specialTag(w string) (string, bool) {
	switch {
	case w == "-":
		return "-", true
	case w == "0" || w == "*" || isTraceToken(w):
		return "-NONE-", true
	case len(w) == 5 && w[0] == '-' && w[4] == '-' && isUpperASCII(w[1:4]):
		return w, true // -LRB- and the like
	case strings.HasPrefix(w, "@") || strings.Contains(w, "://") || strings.HasPrefix(w, "www."):
		return "NN", true
	case strings.Contains(w, "@") && strings.Contains(w[strings.Index(w, "@"):], "."):
		return "NN", true
	}
	return "", false
}

// isTraceToken matches the Treebank's empty elements (*T*-1, *-2, *?*).
func isTraceToken(w string) bool {
	if len(w) < 2 || w[0] != '*' {
		return false
	}
	if len(w) == 3 && w[2] == '*' {
		return true
	}
	rest := w[1:]
	if strings.HasPrefix(rest, "-") {
		return isDigits(rest[1:]) && len(rest) <= 4
	}
	if end := strings.Index(rest, "*-"); end > 0 {
		return isUpperASCII(rest[:end]) && isDigits(rest[end+2:]) && len(rest[end+2:]) <= 3
	}
	return false
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func isUpperASCII(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return true
}

// featureTable is a hash table from feature hashes to entry references,
// open addressing with linear probing: the tagger looks up ten features a
// word, most of them absent, and a probe reads one slot of a flat array
// (the hashes are FNV-1a: mixed again for the slot).
type featureTable struct {
	slots []featureSlot
	shift uint
}

type featureSlot struct {
	hash uint64
	ref  uint32 // 0: empty (a reference always counts at least one entry)
}

func newFeatureTable(n int) featureTable {
	size, shift := 1, uint(64)
	for size < 2*n+1 {
		size *= 2
		shift--
	}
	return featureTable{slots: make([]featureSlot, size), shift: shift}
}

func (t *featureTable) slot(hash uint64) uint64 { return (hash * 0x9e3779b97f4a7c15) >> t.shift }

// set stores ref (not 0) for hash, in place of an earlier one (as a map
// would: the last listing wins).
func (t *featureTable) set(hash uint64, ref uint32) {
	mask := uint64(len(t.slots) - 1)
	for i := t.slot(hash); ; i = (i + 1) & mask {
		if s := &t.slots[i]; s.ref == 0 || s.hash == hash {
			s.hash, s.ref = hash, ref
			return
		}
	}
}

func (t *featureTable) get(hash uint64) (uint32, bool) {
	mask := uint64(len(t.slots) - 1)
	for i := t.slot(hash); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.ref == 0 {
			return 0, false
		}
		if s.hash == hash {
			return s.ref, true
		}
	}
}

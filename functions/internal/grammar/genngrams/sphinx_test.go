package main

import (
	"bytes"
	"encoding/binary"
	"math"
	"testing"
)

// sphinxFile builds a trie model of order 3 with three words ("a", "b",
// "</s>"), one bigram (a b) and one trigram (b a b): the layout
// sphinxbase writes.
func sphinxFile() []byte {
	var f bytes.Buffer
	le := func(v any) { binary.Write(&f, binary.LittleEndian, v) }
	f.WriteString(sphinxMagic)
	f.WriteByte(3)
	le([]uint32{3, 1, 1})
	le(uint32(0))
	tables := make([]float32, 3<<16)
	tables[5] = -1000       // bigram probability code 5
	tables[1<<16+7] = -2000 // bigram backoff code 7
	tables[2<<16+9] = -3000 // trigram probability code 9
	le(tables)
	// Unigrams: probability, backoff, first bigram; b owns bigram 0.
	le([]float32{-10000, -500})
	le(uint32(0))
	le([]float32{-20000, -600})
	le(uint32(0))
	le([]float32{-30000, 0})
	le(uint32(1))
	le([]float32{0, 0}) // the sentinel
	le(uint32(1))
	// Bigrams: word (2 bits), backoff code, probability code (16 each),
	// first trigram (1 bit); two entries, the second only for its pointer.
	bi := make([]byte, (2*35+7)/8+8)
	put := func(off, n uint, v uint64) {
		for i := range n {
			if v>>i&1 == 1 {
				bi[(off+i)/8] |= 1 << ((off + i) % 8)
			}
		}
	}
	put(0, 2, 0)
	put(2, 16, 7)
	put(18, 16, 5)
	put(34, 1, 0)
	put(35+34, 1, 1)
	f.Write(bi)
	// Trigrams: word (2 bits), probability code (16).
	tri := make([]byte, (2*18+7)/8+8)
	binary.LittleEndian.PutUint32(tri, 1|9<<2)
	f.Write(tri)
	words := "a\x00b\x00</s>\x00"
	le(uint32(len(words)))
	f.WriteString(words)
	return f.Bytes()
}

func TestReadSphinxTrie(t *testing.T) {
	tr, err := readSphinxTrie(sphinxFile())
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.words) != 3 || tr.words[2] != "</s>" {
		t.Fatalf("words %q", tr.words)
	}
	near := func(got, sphinx float64) bool { return math.Abs(got-sphinx*sphinxLog2) < 1e-6 }
	k, ok := tr.findBigram(0, 1)
	if !ok || !near(tr.biProb(k), -1000) || !near(tr.biBo(k), -2000) {
		t.Fatalf("bigram (a b): %v %v", ok, k)
	}
	if from, to := tr.biTrigrams(k); from != 0 || to != 1 || tr.triWord(0) != 1 || !near(tr.triProb(0), -3000) {
		t.Errorf("trigram (b a b): %d-%d word %d prob %v", from, to, tr.triWord(0), tr.triProb(0))
	}
	if _, ok := tr.findBigram(1, 1); ok {
		t.Error("bigram (b b) found")
	}
	if !near(tr.uniP(1), -20000) || !near(tr.uniB(1), -600) {
		t.Errorf("unigram b: %v %v", tr.uniP(1), tr.uniB(1))
	}
	good := sphinxFile()
	for name, data := range map[string][]byte{
		"another format": append([]byte("Darpa Trigram LM"), good[16:]...),
		"truncated":      good[:len(good)-40],
		"order 2":        append(append(append([]byte{}, good[:len(sphinxMagic)]...), 2), good[len(sphinxMagic)+1:]...),
	} {
		if _, err := readSphinxTrie(data); err == nil {
			t.Errorf("%s: read", name)
		}
	}
}

func TestQuantisation(t *testing.T) {
	for _, lp := range []float64{0, -0.1, -7.3, -24.5, -63.75} {
		if got := -float64(probByte(lp)) / 4; math.Abs(got-lp) > 0.125 {
			t.Errorf("probability %v comes back %v", lp, got)
		}
	}
	if probByte(-300) != 255 {
		t.Error("a probability below the scale is not the scale's end")
	}
	for _, lb := range []float64{-6, -0.4, 0, 3.8} {
		if got := float64(int8(backoffByte(lb))) / 16; math.Abs(got-lb) > 1.0/32 {
			t.Errorf("backoff %v comes back %v", lb, got)
		}
	}
}

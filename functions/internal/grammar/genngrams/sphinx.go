package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
)

// sphinxTrie is a CMU Sphinx trigram language model in its binary trie
// format ("Trie Language Model", sphinxbase's lm_trie.c and
// ngram_model_trie.c, BSD-2): after the header, the order and the n-gram
// counts, 16-bit quantisation tables (bigram probabilities and backoffs,
// trigram probabilities), the unigrams (probability, backoff, index of
// their first bigram), the bit-packed bigrams and trigrams, and the words.
// The trie is keyed by the predicted word first: a unigram's bigrams are
// the words before it, a bigram's trigrams the word before those.
// Probabilities and backoffs are logarithms to base 1.0001.
type sphinxTrie struct {
	words            []string
	uniProb, uniBo   []float32
	uniNext          []uint32 // bigrams of word i: uniNext[i] to uniNext[i+1]
	biProbs, biBos   []float32
	triProbs         []float32
	bi, tri          []byte
	nBi, nTri        uint32
	wordBits         uint
	nextBits, biBits uint
	triBits          uint
}

const sphinxMagic = "Trie Language Model"

// sphinxLog2 turns a Sphinx logarithm (base 1.0001) into log2.
var sphinxLog2 = math.Log2(1.0001)

func readSphinxTrie(data []byte) (*sphinxTrie, error) {
	if !bytes.HasPrefix(data, []byte(sphinxMagic)) || len(data) < len(sphinxMagic)+16 {
		return nil, fmt.Errorf("not a Sphinx trie language model")
	}
	p := len(sphinxMagic)
	if order := data[p]; order != 3 {
		return nil, fmt.Errorf("a model of order %d, not 3", order)
	}
	p++
	u32 := func() uint32 {
		v := binary.LittleEndian.Uint32(data[p:])
		p += 4
		return v
	}
	need := func(n int) error {
		if p+n > len(data) {
			return fmt.Errorf("truncated at byte %d", p)
		}
		return nil
	}
	nUni, nBi, nTri := u32(), u32(), u32()
	t := &sphinxTrie{nBi: nBi, nTri: nTri}
	p += 4 // the quantiser's type, unused
	floats := func(n int) []float32 {
		out := make([]float32, n)
		for i := range out {
			out[i] = math.Float32frombits(u32())
		}
		return out
	}
	if err := need(3 * 4 << 16); err != nil {
		return nil, err
	}
	t.biProbs, t.biBos, t.triProbs = floats(1<<16), floats(1<<16), floats(1<<16)
	if err := need(12 * int(nUni+1)); err != nil {
		return nil, err
	}
	t.uniProb, t.uniBo, t.uniNext = make([]float32, nUni+1), make([]float32, nUni+1), make([]uint32, nUni+1)
	for i := range nUni + 1 {
		t.uniProb[i] = math.Float32frombits(u32())
		t.uniBo[i] = math.Float32frombits(u32())
		t.uniNext[i] = u32()
	}
	t.wordBits, t.nextBits = bitsFor(nUni), bitsFor(nTri)
	t.biBits = t.wordBits + 32 + t.nextBits // word, backoff and probability codes, first trigram
	t.triBits = t.wordBits + 16             // word, probability code
	packed := func(n uint32, bits uint) ([]byte, error) {
		size := int((uint64(n+1)*uint64(bits)+7)/8 + 8)
		if err := need(size); err != nil {
			return nil, err
		}
		b := data[p : p+size]
		p += size
		return b, nil
	}
	var err error
	if t.bi, err = packed(nBi, t.biBits); err != nil {
		return nil, err
	}
	if t.tri, err = packed(nTri, t.triBits); err != nil {
		return nil, err
	}
	if err := need(4); err != nil {
		return nil, err
	}
	size := int(u32())
	if p+size != len(data) || size == 0 || data[len(data)-1] != 0 {
		return nil, fmt.Errorf("word list: %d bytes at %d of %d", size, p, len(data))
	}
	for _, w := range bytes.Split(data[p:len(data)-1], []byte{0}) {
		t.words = append(t.words, string(w))
	}
	if len(t.words) != int(nUni) {
		return nil, fmt.Errorf("%d words for %d unigrams", len(t.words), nUni)
	}
	// The header's counts may exceed the n-grams stored (sphinxbase counts
	// the filler n-grams it plans for before building the trie).
	if t.uniNext[nUni] > nBi {
		return nil, fmt.Errorf("unigrams end at bigram %d of %d", t.uniNext[nUni], nBi)
	}
	if _, end := t.biTrigrams(t.uniNext[nUni] - 1); end > nTri {
		return nil, fmt.Errorf("bigrams end at trigram %d of %d", end, nTri)
	}
	return t, nil
}

func bitsFor(max uint32) uint {
	n := uint(0)
	for ; max > 0; max >>= 1 {
		n++
	}
	return n
}

// bits reads n bits at bit offset off (little-endian, as sphinxbase's
// bitarr.c writes them on x86).
func bits(b []byte, off uint64, n uint) uint32 {
	var v uint64
	for i, k := off>>3, uint64(0); k < 8 && i+k < uint64(len(b)); k++ {
		v |= uint64(b[i+k]) << (8 * k)
	}
	return uint32(v >> (off & 7) & (1<<n - 1))
}

// bigram i: the word before (history), its probability and backoff as log2.
func (t *sphinxTrie) biWord(i uint32) uint32 {
	return bits(t.bi, uint64(i)*uint64(t.biBits), t.wordBits)
}
func (t *sphinxTrie) biBo(i uint32) float64 {
	return float64(t.biBos[bits(t.bi, uint64(i)*uint64(t.biBits)+uint64(t.wordBits), 16)]) * sphinxLog2
}
func (t *sphinxTrie) biProb(i uint32) float64 {
	return float64(t.biProbs[bits(t.bi, uint64(i)*uint64(t.biBits)+uint64(t.wordBits)+16, 16)]) * sphinxLog2
}

// biTrigrams is the range of bigram i's trigrams.
func (t *sphinxTrie) biTrigrams(i uint32) (uint32, uint32) {
	at := func(i uint32) uint32 {
		return bits(t.bi, uint64(i)*uint64(t.biBits)+uint64(t.wordBits)+32, t.nextBits)
	}
	return at(i), at(i + 1)
}

func (t *sphinxTrie) triWord(j uint32) uint32 {
	return bits(t.tri, uint64(j)*uint64(t.triBits), t.wordBits)
}
func (t *sphinxTrie) triProb(j uint32) float64 {
	return float64(t.triProbs[bits(t.tri, uint64(j)*uint64(t.triBits)+uint64(t.wordBits), 16)]) * sphinxLog2
}

func (t *sphinxTrie) uniP(w uint32) float64 { return float64(t.uniProb[w]) * sphinxLog2 }
func (t *sphinxTrie) uniB(w uint32) float64 { return float64(t.uniBo[w]) * sphinxLog2 }

// findBigram is the index of bigram (h1, w), if the model has it.
func (t *sphinxTrie) findBigram(h1, w uint32) (uint32, bool) {
	lo, hi := t.uniNext[w], t.uniNext[w+1]
	for lo < hi {
		m := lo + (hi-lo)/2
		switch x := t.biWord(m); {
		case x == h1:
			return m, true
		case x < h1:
			lo = m + 1
		default:
			hi = m
		}
	}
	return 0, false
}

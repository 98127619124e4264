// Command genngrams builds the speller's general-English language model
// (data/ngrams.bin.gz), which ranks the corrections of a misspelling by the
// words around it together with the game's own word pairs (genbigrams). It
// reads the US English trigram model of CMU Sphinx (Debian package
// pocketsphinx-en-us, BSD-2 licence, en-us.lm.bin: 72,547 words, 2.05
// million bigrams, 1.67 million trigrams with Katz backoff, in Sphinx's
// binary trie format; scripts/gen-ngrams.sh fetches it), keeps the words
// written in lower-case letters (with inner apostrophes: "don't"), "<s>" and
// "</s>", and leaves out the n-grams that add least to the model (below):
//
//   - a bigram or trigram is kept when it moves its word's log probability
//     away from what backing off would give, weighted by how often the
//     n-gram occurs: P(h, w) * |log2 P(w | h) - log2 P_backoff(w | h)| >=
//     -prune (a relative-entropy pruning in the manner of Stolcke's). The
//     default keeps 555,000 bigrams and 398,000 trigrams, a 3.4 MB file
//     (the whole model makes 11.3 MB); it ranks corrections within one or
//     two of the whole model on both misspelling sets (as do 2e-7 and
//     5e-7; at 1e-6 the game-master prose's perplexity rises by 0.2 bits a
//     word);
//   - a bigram that heads a kept trigram is kept (its backoff weight is the
//     trigram's context).
//
// Output (gzip): "LWNGRAM1\n"; uvarint V, uvarint B and uvarint T (the
// numbers of words, bigrams and trigrams), then V words in byte order
// (uvarint length, the word, the unigram's probability byte and backoff
// byte); then for every word w in that order, its bigrams (h1 w) ordered by
// h1: uvarint n, then n times uvarint h1 (the first as is, the others as the
// difference from the one before), the probability byte, the backoff byte,
// uvarint m and m trigrams (h2 h1 w) ordered by h2: uvarint h2 (delta
// coded likewise), the probability byte. A probability byte is
// round(-4 log2 P), at most 255 (a quarter of a bit is finer than any
// ranking needs); a backoff byte is round(16 log2 B) as a signed byte. The
// output is deterministic.
//
// Usage: go run ./functions/internal/grammar/genngrams -lm en-us.lm.bin -out FILE [-prune 3e-7]
package main

import (
	"bufio"
	"compress/gzip"
	"encoding/binary"
	"flag"
	"fmt"
	"math"
	"os"
	"regexp"
	"slices"
)

func main() {
	lmPath := flag.String("lm", "", "the Sphinx trie model (en-us.lm.bin)")
	out := flag.String("out", "", "output .bin.gz")
	prune := flag.Float64("prune", 3e-7, "leave out n-grams whose weighted log2 deviation from backoff is below this")
	flag.Parse()
	if *lmPath == "" || *out == "" {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(*lmPath, *out, *prune); err != nil {
		fmt.Fprintln(os.Stderr, "genngrams:", err)
		os.Exit(1)
	}
}

// wordPattern is a word the checker's tokens can match: lower-case
// letters, inner apostrophes; and the sentence markers.
var wordPattern = regexp.MustCompile(`^([a-z]+('[a-z]+)*|<s>|</s>)$`)

type trigram struct {
	h2 uint32 // new ids from here on
	p  float64
}

type bigram struct {
	h1   uint32
	p, b float64
	tri  []trigram
}

func run(lmPath, out string, prune float64) error {
	data, err := os.ReadFile(lmPath)
	if err != nil {
		return err
	}
	t, err := readSphinxTrie(data)
	if err != nil {
		return err
	}
	// The kept words, in byte order, with their new ids.
	var old []uint32
	for i, w := range t.words {
		if wordPattern.MatchString(w) {
			old = append(old, uint32(i))
		}
	}
	slices.SortFunc(old, func(a, b uint32) int {
		if t.words[a] < t.words[b] {
			return -1
		}
		if t.words[a] > t.words[b] {
			return 1
		}
		return 0
	})
	id := make(map[uint32]uint32, len(old))
	for n, o := range old {
		id[o] = uint32(n)
	}
	grams := make([][]bigram, len(old))
	nBi, nTri := 0, 0
	for n, w := range old {
		for i := t.uniNext[w]; i < t.uniNext[w+1]; i++ {
			h1o := t.biWord(i)
			h1, ok := id[h1o]
			if !ok {
				continue
			}
			bg := bigram{h1: h1, p: t.biProb(i), b: t.biBo(i)}
			from, to := t.biTrigrams(i)
			for j := from; j < to; j++ {
				h2o := t.triWord(j)
				h2, ok := id[h2o]
				if !ok {
					continue
				}
				p := t.triProb(j)
				// Backing off: the backoff of (h2 h1), then P(w | h1).
				bo, ph := 0.0, t.uniP(h2o)+t.uniB(h2o)+t.uniP(h1o)
				if k, ok := t.findBigram(h2o, h1o); ok {
					bo, ph = t.biBo(k), t.uniP(h2o)+t.biProb(k)
				}
				if math.Exp2(ph+p)*math.Abs(p-(bo+bg.p)) >= prune {
					bg.tri = append(bg.tri, trigram{h2, p})
				}
			}
			slices.SortFunc(bg.tri, func(a, b trigram) int { return int(a.h2) - int(b.h2) })
			dev := math.Exp2(t.uniP(h1o)+bg.p) * math.Abs(bg.p-(t.uniB(h1o)+t.uniP(w)))
			if dev >= prune || len(bg.tri) > 0 {
				grams[n] = append(grams[n], bg)
				nBi++
				nTri += len(bg.tri)
			}
		}
		slices.SortFunc(grams[n], func(a, b bigram) int { return int(a.h1) - int(b.h1) })
	}
	if err := write(out, t, old, grams, nBi, nTri); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "genngrams: %d of %d words, %d of %d bigrams, %d of %d trigrams, written to %s\n",
		len(old), len(t.words), nBi, t.nBi, nTri, t.nTri, out)
	return nil
}

// probByte and backoffByte quantise log2 values (see the format above).
func probByte(lp float64) byte { return byte(min(255, max(0, math.Round(-4*lp)))) }
func backoffByte(lb float64) byte {
	return byte(int8(min(127, max(-128, math.Round(16*lb)))))
}

func write(path string, t *sphinxTrie, old []uint32, grams [][]bigram, nBi, nTri int) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	zw, err := gzip.NewWriterLevel(f, gzip.BestCompression)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(zw)
	var buf [binary.MaxVarintLen64]byte
	uvarint := func(x uint64) { w.Write(buf[:binary.PutUvarint(buf[:], x)]) }
	w.WriteString("LWNGRAM1\n")
	uvarint(uint64(len(old)))
	uvarint(uint64(nBi))
	uvarint(uint64(nTri))
	for _, o := range old {
		uvarint(uint64(len(t.words[o])))
		w.WriteString(t.words[o])
		w.WriteByte(probByte(t.uniP(o)))
		w.WriteByte(backoffByte(t.uniB(o)))
	}
	for _, list := range grams {
		uvarint(uint64(len(list)))
		prev := uint32(0)
		for _, bg := range list {
			uvarint(uint64(bg.h1 - prev))
			prev = bg.h1
			w.WriteByte(probByte(bg.p))
			w.WriteByte(backoffByte(bg.b))
			uvarint(uint64(len(bg.tri)))
			prev2 := uint32(0)
			for _, tg := range bg.tri {
				uvarint(uint64(tg.h2 - prev2))
				prev2 = tg.h2
				w.WriteByte(probByte(tg.p))
			}
		}
	}
	if err := w.Flush(); err != nil {
		return err
	}
	return zw.Close()
}

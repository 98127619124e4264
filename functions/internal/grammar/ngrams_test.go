package grammar

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

// writeNgrams encodes a model in the format genngrams writes, for tests:
// words in order with unigram probability and backoff (log2), bigrams of
// each word by the word before, trigrams of each bigram by the word two
// before.
func writeNgrams(t *testing.T, words []string, uni [][2]float64, bi map[[2]string][2]float64, tri map[[3]string]float64) []byte {
	t.Helper()
	var raw bytes.Buffer
	raw.WriteString("LWNGRAM1\n")
	var buf [binary.MaxVarintLen64]byte
	uvarint := func(x int) { raw.Write(buf[:binary.PutUvarint(buf[:], uint64(x))]) }
	prob := func(lp float64) byte { return byte(math.Round(-4 * lp)) }
	backoff := func(lb float64) byte { return byte(int8(math.Round(16 * lb))) }
	uvarint(len(words))
	uvarint(len(bi))
	uvarint(len(tri))
	for i, w := range words {
		uvarint(len(w))
		raw.WriteString(w)
		raw.WriteByte(prob(uni[i][0]))
		raw.WriteByte(backoff(uni[i][1]))
	}
	for _, w := range words {
		var prevs []int
		for h1 := range words {
			if _, ok := bi[[2]string{words[h1], w}]; ok {
				prevs = append(prevs, h1)
			}
		}
		uvarint(len(prevs))
		last := 0
		for _, h1 := range prevs {
			v := bi[[2]string{words[h1], w}]
			uvarint(h1 - last)
			last = h1
			raw.WriteByte(prob(v[0]))
			raw.WriteByte(backoff(v[1]))
			var twos []int
			for h2 := range words {
				if _, ok := tri[[3]string{words[h2], words[h1], w}]; ok {
					twos = append(twos, h2)
				}
			}
			uvarint(len(twos))
			last2 := 0
			for _, h2 := range twos {
				uvarint(h2 - last2)
				last2 = h2
				raw.WriteByte(prob(tri[[3]string{words[h2], words[h1], w}]))
			}
		}
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(raw.Bytes())
	zw.Close()
	return gz.Bytes()
}

// TestNgramBackoff: a trigram the model has is used as it is; otherwise
// the bigram, weighted by the backoff of the two words before; otherwise
// the unigram, weighted by the backoffs of the one and the two words
// before; a word the model lacks is rarer than any it has.
func TestNgramBackoff(t *testing.T) {
	words := []string{"a", "b", "c", "d"}
	uni := [][2]float64{{-2, -1}, {-3, -0.5}, {-4, -0.25}, {-5, 0}}
	bi := map[[2]string][2]float64{{"a", "b"}: {-1, -2}, {"b", "c"}: {-1.5, -0.75}, {"a", "c"}: {-2.5, 0}}
	tri := map[[3]string]float64{{"a", "b", "c"}: -0.5}
	m, err := readNgrams(writeNgrams(t, words, uni, bi, tri))
	if err != nil {
		t.Fatal(err)
	}
	id := m.id
	for _, tc := range []struct {
		w, h1, h2 string
		want      float64
	}{
		{"c", "b", "a", -0.5},           // the trigram
		{"c", "b", "d", -1.5},           // the bigram; (d b) is no bigram: no backoff
		{"c", "a", "", -2.5},            // the bigram alone
		{"d", "b", "a", -5 + -0.5 + -2}, // unigram, backoff of b, backoff of (a b)
		{"d", "c", "", -5 + -0.25},      // unigram, backoff of c
		{"b", "", "a", -3},              // no word before: the unigram
		{"x", "b", "a", -5 - 0.5 - 2},   // as rare as the rarest word, d
	} {
		if got := m.logProb(id(tc.w), id(tc.h1), id(tc.h2)); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("log2 P(%s | %s %s) = %v, want %v", tc.w, tc.h2, tc.h1, got, tc.want)
		}
	}
	if _, err := readNgrams(writeNgrams(t, []string{"b", "a"}, uni[:2], nil, nil)); err == nil {
		t.Error("words out of order were read")
	}
}

// TestEmbeddedNgrams: the general-English model knows common phrases.
func TestEmbeddedNgrams(t *testing.T) {
	m := loadNgrams()
	if m.words.len() < 50_000 {
		t.Fatalf("%d words", m.words.len())
	}
	lp := func(w, h1, h2 string) float64 { return m.logProb(m.id(w), m.id(h1), m.id(h2)) }
	for _, tc := range [][2][3]string{
		// more likely, less likely
		{{"the", "of", ""}, {"of", "the", ""}},
		{{"through", "falls", "it"}, {"throat", "falls", "it"}},
		{{"first", "the", "and"}, {"fort", "the", "and"}},
		{{"carrying", "weight", ""}, {"carrying", "wait", ""}},
	} {
		a, b := tc[0], tc[1]
		if lp(a[0], a[1], a[2]) <= lp(b[0], b[1], b[2]) {
			t.Errorf("P(%s | %s %s) = %.1f not above P(%s | %s %s) = %.1f", a[0], a[2], a[1], lp(a[0], a[1], a[2]), b[0], b[2], b[1], lp(b[0], b[1], b[2]))
		}
	}
}

// TestContextModelFits: the mixture knows the game's phrasing and general
// English, and a word the words around it say nothing of (unknown
// neighbours) fits by how common it is.
func TestContextModelFits(t *testing.T) {
	m := newContextModel()
	for _, tc := range []struct {
		ctx           sentenceContext
		better, worse string
	}{
		{sentenceContext{left2: "dexterity", left: "saving", right: "against"}, "throw", "threw"},
		{sentenceContext{left2: "a", left: "spell", right: "of"}, "slot", "slit"},
		{sentenceContext{left2: "the", left: "at", right: "</s>"}, "night", "note"},
		{sentenceContext{left: "<s>", right: "are", right2: "coming"}, "they", "that"},
		{sentenceContext{left2: "the", left: "thief", right: "the", right2: "gem"}, "stole", "stale"},
		{sentenceContext{left2: "out", left: "of", right: "</s>"}, "sight", "site"},
		{sentenceContext{}, "the", "thee"},
	} {
		if b, w := m.fitOf(tc.better, tc.ctx), m.fitOf(tc.worse, tc.ctx); b <= w {
			t.Errorf("%+v: %q (%.1f) should fit better than %q (%.1f)", tc.ctx, tc.better, b, tc.worse, w)
		}
	}
	// Two words weigh as the sentence with both: "into the" after "walks".
	ctx := sentenceContext{left2: "she", left: "walks", right: "cave", right2: "</s>"}
	if b, w := m.fitOf("into the", ctx), m.fitOf("intone", ctx); b <= w {
		t.Errorf("%+v: \"into the\" (%.1f) should fit better than \"intone\" (%.1f)", ctx, b, w)
	}
}

// TestContextModelPerplexity: the game's share of the context model and
// its smoothing are where the model best predicts game-master prose
// (testdata/gm-prose.txt, written for these tests): within a hundredth of
// a bit a word of the best of a grid around them.
func TestContextModelPerplexity(t *testing.T) {
	data, err := os.ReadFile("testdata/gm-prose.txt")
	if err != nil {
		t.Fatal(err)
	}
	c := newTestChecker(t)
	type event struct{ w, h1, h2 string }
	var events []event
	for _, line := range strings.Split(string(data), "\n") {
		d := c.parseDocument(line)
		for i := range d.words {
			w := stripPossessive(d.words[i].lower)
			if !d.dict.Known(w) || hasDigit(w) {
				continue
			}
			ctx := d.context(i)
			events = append(events, event{w, ctx.left, ctx.left2})
		}
	}
	bits := func(share, pairs, words float64) float64 {
		m := contextModel{loadNgrams(), loadUsage(), share, pairs, words}
		s := 0.0
		for _, e := range events {
			s -= math.Log2(m.wordProb(e.w, e.h1, e.h2))
		}
		return s / float64(len(events))
	}
	chosen := bits(gameShare, gamePairSmoothing, gameWordSmoothing)
	best, at := chosen, ""
	for _, share := range []float64{0.4, 0.5, 0.6, 0.7, 0.8} {
		for _, pairs := range []float64{30, 100, 300, 1000} {
			for _, words := range []float64{1000, 10_000, 100_000} {
				if b := bits(share, pairs, words); b < best {
					best, at = b, fmtParams(share, pairs, words)
				}
			}
		}
	}
	t.Logf("%d words: %.3f bits a word with the chosen constants, best %.3f %s", len(events), chosen, best, at)
	if chosen > best+0.01 {
		t.Errorf("the context model's constants give %.3f bits a word; %s gives %.3f", chosen, at, best)
	}
}

func fmtParams(share, pairs, words float64) string {
	return fmt.Sprintf("(share %g, pair smoothing %g, word smoothing %g)", share, pairs, words)
}

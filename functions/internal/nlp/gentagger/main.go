// Command gentagger turns the part-of-speech model that ships inside
// github.com/jdkato/prose/v2 (an averaged perceptron trained on the Penn
// Treebank, a port of TextBlob's tagger, MIT) into the compact form the nlp
// package embeds (data/tagger.bin.gz). prose decodes its model with gob on
// every start (about 0.8 s) and tags through maps of strings (about 1 ms a
// sentence); the compact form loads in a few milliseconds and is read by the
// same features, so the tags are prose's own (nlp's tests compare them).
//
// Format (gzip): "LWTAG1\n"; uvarint class count, then each class as
// uvarint length + bytes; uvarint tag-dictionary size, then word and class
// index pairs (uvarint length + bytes, uvarint class), sorted by word;
// uvarint feature count, then per feature (sorted by hash): uint64 FNV-1a
// hash of the feature key (little endian), uvarint entry count, and per entry
// a class index (uvarint) and the weight in thousandths (zigzag varint; the
// model's weights are rounded to three decimals).
//
// Usage: go run ./functions/internal/nlp/gentagger -out functions/internal/nlp/data/tagger.bin.gz
package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"encoding/gob"
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"slices"

	"github.com/jdkato/prose/v2"
)

func main() {
	out := flag.String("out", "functions/internal/nlp/data/tagger.bin.gz", "output file")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "gentagger:", err)
		os.Exit(1)
	}
}

func decode(name string, v any) error {
	data, err := prose.Asset("model/AveragedPerceptron/" + name)
	if err != nil {
		return err
	}
	return gob.NewDecoder(bytes.NewReader(data)).Decode(v)
}

func run(out string) error {
	var (
		weights map[string]map[string]float64
		tagMap  map[string]string
		classes []string
	)
	for name, v := range map[string]any{"weights.gob": &weights, "tags.gob": &tagMap, "classes.gob": &classes} {
		if err := decode(name, v); err != nil {
			return fmt.Errorf("decode %s: %w", name, err)
		}
	}
	slices.Sort(classes) // a stable order, whatever the gob held
	classIndex := make(map[string]int, len(classes))
	for i, c := range classes {
		classIndex[c] = i
	}

	var buf bytes.Buffer
	buf.WriteString("LWTAG1\n")
	putUvarint := func(v uint64) { buf.Write(binary.AppendUvarint(nil, v)) }
	putString := func(s string) { putUvarint(uint64(len(s))); buf.WriteString(s) }

	putUvarint(uint64(len(classes)))
	for _, c := range classes {
		putString(c)
	}

	words := make([]string, 0, len(tagMap))
	for w := range tagMap {
		words = append(words, w)
	}
	slices.Sort(words)
	putUvarint(uint64(len(words)))
	for _, w := range words {
		ci, ok := classIndex[tagMap[w]]
		if !ok {
			return fmt.Errorf("tag dictionary: %q has unknown class %q", w, tagMap[w])
		}
		putString(w)
		putUvarint(uint64(ci))
	}

	type feature struct {
		hash uint64
		key  string
	}
	feats := make([]feature, 0, len(weights))
	seen := make(map[uint64]string, len(weights))
	for key, ws := range weights {
		if len(ws) == 0 {
			continue
		}
		h := fnv.New64a()
		h.Write([]byte(key))
		sum := h.Sum64()
		if other, dup := seen[sum]; dup {
			return fmt.Errorf("hash collision: %q and %q", key, other)
		}
		seen[sum] = key
		feats = append(feats, feature{sum, key})
	}
	slices.SortFunc(feats, func(a, b feature) int {
		switch {
		case a.hash < b.hash:
			return -1
		case a.hash > b.hash:
			return 1
		}
		return 0
	})
	putUvarint(uint64(len(feats)))
	for _, f := range feats {
		buf.Write(binary.LittleEndian.AppendUint64(nil, f.hash))
		ws := weights[f.key]
		labels := make([]string, 0, len(ws))
		for c := range ws {
			labels = append(labels, c)
		}
		slices.Sort(labels)
		putUvarint(uint64(len(labels)))
		for _, c := range labels {
			ci, ok := classIndex[c]
			if !ok {
				return fmt.Errorf("feature %q: unknown class %q", f.key, c)
			}
			milli := math.Round(ws[c] * 1000)
			if math.Abs(ws[c]*1000-milli) > 1e-6 {
				return fmt.Errorf("feature %q: weight %v is not in thousandths", f.key, ws[c])
			}
			putUvarint(uint64(ci))
			buf.Write(binary.AppendVarint(nil, int64(milli)))
		}
	}

	file, err := os.Create(out)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(file)
	zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	zw.ModTime = zw.ModTime.UTC() // zero: the output is deterministic
	if _, err := zw.Write(buf.Bytes()); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if err := file.Close(); err != nil {
		return err
	}
	fmt.Printf("gentagger: %d classes, %d tag-dictionary words, %d features -> %s\n", len(classes), len(words), len(feats), out)
	return nil
}

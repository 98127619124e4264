package grammar

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/loadtext"
)

// The checker's answers are pinned in testdata/check-golden.jsonl.gz: the
// JSON of every Result, for the held-out sentences, the real-world and
// grammar development sets beside the repository (line by line and each
// file as one document), the benchmark documents and a few texts with a
// personal dictionary. Work on the checker's speed must leave every answer
// byte for byte as it was; a change meant to alter answers regenerates the
// file with -update-golden (and its diff is then reviewed).

var updateGolden = flag.Bool("update-golden", false, "rewrite testdata/check-golden.jsonl.gz from the current checker")

const goldenPath = "testdata/check-golden.jsonl.gz"

type goldenCase struct {
	Name       string          `json:"name"`
	Dictionary []string        `json:"dictionary,omitempty"`
	Result     json.RawMessage `json:"result"`
	text       string
}

// goldenCases lists the texts checked. Those from the shared corpus are
// present only where it sits beside the repository.
func goldenCases(tb testing.TB) []goldenCase {
	var cases []goldenCase
	addFile := func(name string, texts []string) {
		for i, text := range texts {
			cases = append(cases, goldenCase{Name: name + "#" + itoa(i), text: text})
		}
		cases = append(cases, goldenCase{Name: name + " (whole)", text: strings.Join(texts, "\n")})
	}
	addFile("testdata/heldout.jsonl", jsonlTexts(tb, "testdata/heldout.jsonl"))
	shared := filepath.Join("..", "..", "..", "..", "shared", "corpus")
	for _, name := range []string{"grammar-dev.jsonl", "realworld-dev/fantasy-prose-dev.jsonl", "realworld-dev/grammar-dev.jsonl", "realworld-dev/misspellings-dev.jsonl"} {
		if _, err := os.Stat(filepath.Join(shared, name)); err == nil {
			addFile("shared/"+name, jsonlTexts(tb, filepath.Join(shared, name)))
		}
	}
	gm := loadtext.GMProse(1000)
	bench := benchDocument(tb)
	cases = append(cases,
		goldenCase{Name: "loadtext 1000", text: gm},
		goldenCase{Name: "bench 6000", text: bench},
		goldenCase{Name: "loadtext 1000, dictionary", text: gm, Dictionary: []string{"Millbrook", "alot", "Ashen Vale", "ferryman's"}},
		goldenCase{Name: "bench 6000, dictionary", text: bench, Dictionary: []string{"Zerthimon-Ag", "Lyra Swiftsong", "teh", "Strahd"}},
	)
	return cases
}

func jsonlTexts(tb testing.TB, path string) []string {
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var texts []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var line struct {
			Text string `json:"text"`
		}
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			tb.Fatal(err)
		}
		texts = append(texts, line.Text)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return texts
}

func itoa(i int) string {
	b, _ := json.Marshal(i)
	return string(b)
}

func TestCheckMatchesGolden(t *testing.T) {
	c, err := NewDefaultChecker(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	cases := goldenCases(t)
	results := make([][]byte, len(cases))
	for i, gc := range cases {
		b, err := json.Marshal(c.Check(context.Background(), gc.text, CheckOptions{Dictionary: gc.Dictionary}))
		if err != nil {
			t.Fatal(err)
		}
		results[i] = b
	}
	if *updateGolden {
		var buf bytes.Buffer
		zw := gzip.NewWriter(&buf)
		enc := json.NewEncoder(zw)
		for i, gc := range cases {
			gc.Result = results[i]
			if err := enc.Encode(gc); err != nil {
				t.Fatal(err)
			}
		}
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(goldenPath, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want := readGolden(t)
	compared := 0
	for i, gc := range cases {
		w, ok := want[gc.Name]
		if !ok {
			t.Errorf("%s: not in %s", gc.Name, goldenPath)
			continue
		}
		compared++
		if !bytes.Equal(results[i], w) {
			t.Errorf("%s: the result changed\n got: %s\nwant: %s", gc.Name, results[i], w)
		}
		// Checked again: the tagger's and the speller's caches now hold
		// this text, and the answer must not depend on them.
		again, _ := json.Marshal(c.Check(context.Background(), gc.text, CheckOptions{Dictionary: gc.Dictionary}))
		if !bytes.Equal(again, w) {
			t.Errorf("%s: the result changed on a second check\n got: %s\nwant: %s", gc.Name, again, w)
		}
	}
	if compared < 300 {
		t.Errorf("only %d texts compared", compared)
	}
}

func readGolden(t *testing.T) map[string]json.RawMessage {
	f, err := os.Open(goldenPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]json.RawMessage{}
	dec := json.NewDecoder(zr)
	for dec.More() {
		var gc goldenCase
		if err := dec.Decode(&gc); err != nil {
			t.Fatal(err)
		}
		out[gc.Name] = gc.Result
	}
	return out
}

// TestConcurrentChecksMatchGolden: checks running at once (each on
// documents and tokens another check released) answer as the golden says.
func TestConcurrentChecksMatchGolden(t *testing.T) {
	c, err := NewDefaultChecker(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := readGolden(t)
	cases := goldenCases(t)
	const workers = 4
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for i := w; i < len(cases); i += workers {
				gc := cases[i]
				got, _ := json.Marshal(c.Check(context.Background(), gc.text, CheckOptions{Dictionary: gc.Dictionary}))
				if !bytes.Equal(got, want[gc.Name]) {
					t.Errorf("%s: the result changed when checked beside others", gc.Name)
				}
			}
		})
	}
	wg.Wait()
}

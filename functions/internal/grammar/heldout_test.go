package grammar

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
)

// heldOutLine is one sentence of testdata/heldout.jsonl: game-master prose
// written for these tests (not the shared development corpus), with the
// fragments a checker must flag. Lines without expectations are clean.
type heldOutLine struct {
	ID     string `json:"id"`
	Text   string `json:"text"`
	Expect []struct {
		Fragment string `json:"fragment"`
		Kind     Kind   `json:"kind"`
	} `json:"expect"`
}

// TestHeldOutSentences checks every held-out line exactly: each expected
// fragment is flagged with its kind, and nothing else is flagged.
func TestHeldOutSentences(t *testing.T) {
	f, err := os.Open("testdata/heldout.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	c := newTestChecker(t)
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		var line heldOutLine
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			t.Fatalf("line %d: %v", n+1, err)
		}
		n++
		res := c.Check(context.Background(), line.Text, CheckOptions{})
		units := utf16.Encode([]rune(line.Text))
		var got, want []string
		for _, is := range res.Errors {
			got = append(got, strings.ToLower(string(utf16.Decode(units[is.Position.Start:is.Position.End])))+"|"+string(is.Type))
		}
		for _, e := range line.Expect {
			want = append(want, strings.ToLower(e.Fragment)+"|"+string(e.Kind))
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s %q\n got %q\nwant %q", line.ID, line.Text, got, want)
		}
	}
	if n < 150 {
		t.Fatalf("only %d held-out lines read", n)
	}
}

package api

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/loadtext"
)

var updateBalanceAnswers = flag.Bool("update-balance-answers", false, "rewrite testdata/balance/*.json from the current code")

// balanceCase is one request of TestBalanceAnswersUnchanged.
type balanceCase struct {
	name string
	body []byte
}

// balanceCases are the development set's adventures (also with their
// apostrophes, quotes and dashes swapped between ASCII and curly, so both
// kinds of word and offset are exercised),
// the load test's campaign text, the balance package's sample adventures,
// and one with preferences and a party of its own.
func balanceCases(t *testing.T) []balanceCase {
	t.Helper()
	body := func(req map[string]any) []byte {
		b, err := json.Marshal(req)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	var cases []balanceCase
	f, err := os.Open("testdata/balance/adventures.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	// Straight apostrophes and hyphens become curly ones and dashes, and
	// the other way round.
	swap := strings.NewReplacer("'", "\u2019", "\u2019", "'", `"`, "\u201d", "\u201c", `"`, "\u201d", `"`, " - ", " \u2014 ", "\u2014", "-")
	lines := bufio.NewScanner(f)
	lines.Buffer(nil, 1<<20)
	for lines.Scan() {
		var a struct{ ID, Text string }
		if err := json.Unmarshal(lines.Bytes(), &a); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, balanceCase{"dev-" + a.ID, body(map[string]any{"text": a.Text})})
		if swapped := swap.Replace(a.Text); swapped != a.Text {
			cases = append(cases, balanceCase{"dev-" + a.ID + "-swapped", body(map[string]any{"text": swapped})})
		}
	}
	if err := lines.Err(); err != nil {
		t.Fatal(err)
	}
	if len(cases) < 9 {
		t.Fatalf("%d cases from the adventures, want 9 and more", len(cases))
	}
	for _, n := range []int{1000, 5000} {
		cases = append(cases, balanceCase{"loadtext-" + strconv.Itoa(n), body(map[string]any{"text": loadtext.GMProse(n)})})
	}
	for _, name := range []string{"campaign", "emberfall"} {
		text, err := os.ReadFile("../balance/testdata/" + name + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, balanceCase{"sample-" + name, body(map[string]any{"text": string(text)})})
		if name == "campaign" {
			cases = append(cases, balanceCase{"sample-campaign-own-mix", body(map[string]any{
				"text":        string(text),
				"preferences": map[string]int{"combat": 10, "roleplay": 50, "exploration": 20, "puzzle": 15, "transition": 0},
				"party":       map[string]int{"size": 6, "level": 11},
			})})
		}
	}
	return cases
}

// TestBalanceAnswersUnchanged: the handler answers each case with the same
// bytes as the code the answers were written by (testdata/balance/README.md).
func TestBalanceAnswersUnchanged(t *testing.T) {
	h := NewServer(Deps{Config: testConfig(t, nil)})
	for _, c := range balanceCases(t) {
		w := serve(h, jsonRequest("POST", "/api/balance/analyze", string(c.body)))
		if w.Code != 200 {
			t.Fatalf("%s: status %d %s", c.name, w.Code, w.Body)
		}
		path := filepath.Join("testdata", "balance", c.name+".json")
		if *updateBalanceAnswers {
			if err := os.WriteFile(path, w.Body.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if got := w.Body.Bytes(); !bytes.Equal(got, want) {
			i := 0
			for i < min(len(got), len(want)) && got[i] == want[i] {
				i++
			}
			t.Errorf("%s: the answer differs from byte %d: got %q, want %q", c.name, i,
				got[max(0, i-80):min(len(got), i+80)], want[max(0, i-80):min(len(want), i+80)])
		}
	}
}

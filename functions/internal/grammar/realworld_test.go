//go:build !race

// Scoring the real-world dev set is one goroutine's work: outside the race
// build only (the race detector finds nothing there and makes it five times
// slower); scripts/test.sh runs these tests in its plain pass. The
// checker's concurrent use is raced in channel_test.go.

package grammar

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode/utf16"
)

// The real-world development set (../shared/corpus/realworld-dev, beside
// the repository): real grammar errors from public rule sets, real
// misspellings, and published fantasy prose. scripts/score-realworld.mjs
// scores it over HTTP beside harper.js for make bench; this test scores the
// engine directly, holds it to the issue's budgets, and with -v lists every
// miss and false flag per category.

type realWorldItem struct {
	ID       string `json:"id"`
	Text     string `json:"text"`
	Category string `json:"category"`
	Expect   []struct {
		Fragment     string   `json:"fragment"`
		Kind         string   `json:"kind"`
		Correction   string   `json:"correction"`
		Alternatives []string `json:"alternatives"`
	} `json:"expect"`
}

func realWorldDir(t *testing.T) string {
	dir := filepath.Join("..", "..", "..", "..", "shared", "corpus", "realworld-dev")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("no real-world dev set at %s (it sits beside the repository in CI)", dir)
	}
	return dir
}

func readRealWorld(t *testing.T, name string) []realWorldItem {
	return readItems(t, filepath.Join(realWorldDir(t), name))
}

func readItems(t *testing.T, path string) []realWorldItem {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var items []realWorldItem
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var it realWorldItem
		if err := json.Unmarshal(sc.Bytes(), &it); err != nil {
			t.Fatal(err)
		}
		items = append(items, it)
	}
	return items
}

type categoryScore struct {
	tp, fp, fn, top1 int
	notes            []string
}

func (s *categoryScore) prf() (p, r, f1 float64) {
	p = float64(s.tp) / float64(max(1, s.tp+s.fp))
	r = float64(s.tp) / float64(max(1, s.tp+s.fn))
	if p+r > 0 {
		f1 = 2 * p * r / (p + r)
	}
	return p, r, f1
}

// locateUTF16 finds a fragment's first case-insensitive occurrence, in
// UTF-16 units as the scorer counts.
func locateUTF16(text, frag string) (int, int) {
	i := strings.Index(strings.ToLower(text), strings.ToLower(frag))
	if i < 0 {
		return -1, -1
	}
	s := len(utf16.Encode([]rune(text[:i])))
	return s, s + len(utf16.Encode([]rune(frag)))
}

func sliceUTF16(text string, s, e int) string {
	u := utf16.Encode([]rune(text))
	return string(utf16.Decode(u[s:e]))
}

func normFix(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(strings.ReplaceAll(s, "\u2019", "'")), " "))
}

// scoreRealWorld checks every item and scores flags of kind grammar and
// spelling per category, as scripts/score-realworld.mjs does.
func scoreRealWorld(c *Checker, items []realWorldItem) map[string]*categoryScore {
	cats := map[string]*categoryScore{}
	for _, it := range items {
		cat := it.Category
		if cat == "" {
			cat = "misspelling"
			if len(it.Expect) == 0 {
				cat = "clean"
			}
		}
		s := cats[cat]
		if s == nil {
			s = &categoryScore{}
			cats[cat] = s
		}
		res := c.Check(context.Background(), it.Text, CheckOptions{})
		matched := map[int]bool{}
		for _, is := range res.Errors {
			if is.Type != Grammar && is.Type != Spelling {
				continue
			}
			hit := -1
			for k, e := range it.Expect {
				if s0, e0 := locateUTF16(it.Text, e.Fragment); is.Position.Start < e0 && s0 < is.Position.End {
					hit = k
					break
				}
			}
			if hit < 0 {
				s.fp++
				s.notes = append(s.notes, fmt.Sprintf("FALSE %s: %q -> %q (%s) | %s", it.ID, sliceUTF16(it.Text, is.Position.Start, is.Position.End), is.Suggestions, is.Rule.ID, it.Text))
				continue
			}
			if matched[hit] {
				continue
			}
			matched[hit] = true
			s.tp++
			e := it.Expect[hit]
			if len(is.Suggestions) > 0 {
				s0, e0 := locateUTF16(it.Text, e.Fragment)
				got := normFix(sliceUTF16(it.Text, 0, is.Position.Start) + is.Suggestions[0] + sliceUTF16(it.Text, is.Position.End, len(utf16.Encode([]rune(it.Text)))))
				for _, want := range append([]string{e.Correction}, e.Alternatives...) {
					if normFix(sliceUTF16(it.Text, 0, s0)+want+sliceUTF16(it.Text, e0, len(utf16.Encode([]rune(it.Text))))) == got {
						s.top1++
						break
					}
				}
			}
		}
		for k, e := range it.Expect {
			if !matched[k] {
				s.fn++
				s.notes = append(s.notes, fmt.Sprintf("MISS %s: %q -> %q | %s", it.ID, e.Fragment, e.Correction, it.Text))
			}
		}
	}
	return cats
}

func TestRealWorldGrammar(t *testing.T) {
	items := readRealWorld(t, "grammar-dev.jsonl")
	c := newTestChecker(t)
	cats := scoreRealWorld(c, items)
	names := make([]string, 0, len(cats))
	for n := range cats {
		names = append(names, n)
	}
	sort.Strings(names)
	var all categoryScore
	for _, n := range names {
		s := cats[n]
		p, r, f1 := s.prf()
		t.Logf("%-20s tp=%3d fp=%2d fn=%3d  P=%.3f R=%.3f F1=%.3f top1=%d/%d", n, s.tp, s.fp, s.fn, p, r, f1, s.top1, s.tp)
		for _, note := range s.notes {
			t.Logf("    %s", note)
		}
		all.tp += s.tp
		all.fp += s.fp
		all.fn += s.fn
		all.top1 += s.top1
	}
	p, r, f1 := all.prf()
	t.Logf("ALL tp=%d fp=%d fn=%d P=%.3f R=%.3f F1=%.3f first suggestion right %d/%d", all.tp, all.fp, all.fn, p, r, f1, all.top1, all.tp)
	// The issue's budget: recall >= 0.65 at precision >= 0.95.
	if p < 0.95 || r < 0.65 {
		t.Errorf("real grammar errors: precision %.3f (budget 0.95), recall %.3f (budget 0.65)", p, r)
	}
}

// TestRealWorldProse: published fantasy prose with no known error; every
// grammar or spelling flag on it is a false one. Budget: at most 1.5 per
// 1,000 words.
func TestRealWorldProse(t *testing.T) {
	items := readRealWorld(t, "fantasy-prose-dev.jsonl")
	c := newTestChecker(t)
	words, flags := 0, 0
	byRule := map[string]int{}
	for _, it := range items {
		words += len(strings.Fields(it.Text))
		res := c.Check(context.Background(), it.Text, CheckOptions{})
		for _, is := range res.Errors {
			if is.Type != Grammar && is.Type != Spelling {
				continue
			}
			flags++
			byRule[is.Rule.ID]++
			t.Logf("%s: %q -> %q (%s) | %s", it.ID, sliceUTF16(it.Text, is.Position.Start, is.Position.End), is.Suggestions, is.Rule.ID, is.Context.Text)
		}
	}
	per1000 := float64(flags) * 1000 / float64(words)
	t.Logf("%d flags on %d words: %.2f per 1,000 words; by rule %v", flags, words, per1000, byRule)
	if per1000 > 1.5 {
		t.Errorf("%.2f false flags per 1,000 words of published prose (budget 1.5)", per1000)
	}
}

// misspellingHalf splits the dev misspellings in two by a hash of the right
// word, so that a change tuned on one half can be checked on the other.
func misspellingHalf(word string) int {
	h := fnv.New32a()
	h.Write([]byte(strings.ToLower(word)))
	return int(h.Sum32() % 2)
}

// TestRealWorldMisspellings scores real human misspellings injected into
// published prose, per half of the set (misspellingHalf), and the 100
// unchanged lines. Budgets: F1 >= 0.95, first suggestion right >= 0.95, at
// most 3 flags on the clean lines. With -v it lists every miss, false flag
// and wrong first suggestion with its ranked candidates.
//
// Ranking changes are tuned on half 0 only and checked on half 1: the two
// should agree within a couple of points.
func TestRealWorldMisspellings(t *testing.T) {
	top1 := scoreMisspellings(t, readRealWorld(t, "misspellings-dev.jsonl"))
	// The issue's budget for the first suggestion is 0.95, which the dev
	// set does not reach yet; this floor keeps what has been reached.
	if top1 < misspellingTop1Floor {
		t.Errorf("real misspellings: first suggestion right %.3f, below %.3f (budget 0.95)", top1, misspellingTop1Floor)
	}
}

// TestWikipediaMisspellings scores the second set of real misspellings
// (testdata/misspellings-wikipedia.jsonl: Wikipedia's list of common
// misspellings in sentences of a public-domain novel,
// scripts/gen-misspellings-wikipedia.sh), which nothing is tuned on: other
// misspellings in other prose than the dev set's.
func TestWikipediaMisspellings(t *testing.T) {
	top1 := scoreMisspellings(t, readItems(t, filepath.Join("testdata", "misspellings-wikipedia.jsonl")))
	if top1 < wikipediaTop1Floor {
		t.Errorf("Wikipedia misspellings: first suggestion right %.3f, below %.3f", top1, wikipediaTop1Floor)
	}
}

// scoreMisspellings scores real human misspellings injected into published
// prose, per half of the set (misspellingHalf), and the unchanged lines,
// and returns the share of first suggestions right. Budgets: F1 >= 0.95, at
// most 3 flags on the clean lines. With -v it lists every miss, false flag
// and wrong first suggestion with its ranked candidates.
//
// Ranking changes are tuned on half 0 only and checked on half 1: the two
// should agree within a couple of points.
func scoreMisspellings(t *testing.T, items []realWorldItem) float64 {
	t.Helper()
	c := newTestChecker(t)
	var halves [2][]realWorldItem
	var clean []realWorldItem
	for _, it := range items {
		if len(it.Expect) == 0 {
			clean = append(clean, it)
			continue
		}
		k := misspellingHalf(it.Expect[0].Correction)
		halves[k] = append(halves[k], it)
	}
	var all categoryScore
	for k, half := range halves {
		s := scoreRealWorld(c, half)["misspelling"]
		p, r, f1 := s.prf()
		t.Logf("half %d: %d items tp=%d fp=%d fn=%d P=%.3f R=%.3f F1=%.3f first suggestion right %d/%d = %.3f",
			k, len(half), s.tp, s.fp, s.fn, p, r, f1, s.top1, s.tp, float64(s.top1)/float64(max(1, s.tp)))
		for _, note := range s.notes {
			t.Logf("    %s", note)
		}
		for _, it := range half {
			explainFirstSuggestion(t, c, it)
		}
		all.tp += s.tp
		all.fp += s.fp
		all.fn += s.fn
		all.top1 += s.top1
	}
	cs := scoreRealWorld(c, clean)["clean"]
	if cs == nil {
		cs = &categoryScore{}
	}
	for _, note := range cs.notes {
		t.Logf("    %s", note)
	}
	p, r, f1 := all.prf()
	top1 := float64(all.top1) / float64(max(1, all.tp))
	t.Logf("ALL tp=%d fp=%d fn=%d P=%.3f R=%.3f F1=%.3f first suggestion right %d/%d = %.3f; %d clean lines: %d flags",
		all.tp, all.fp, all.fn, p, r, f1, all.top1, all.tp, top1, len(clean), cs.fp)
	if f1 < 0.95 || cs.fp > 3 {
		t.Errorf("real misspellings: F1 %.3f (budget 0.95), %d flags on clean lines (budget 3)", f1, cs.fp)
	}
	return top1
}

// misspellingTop1Floor and wikipediaTop1Floor are the shares of first
// suggestions right on the two sets as measured (0.934 and 0.983 when
// set, with the ranking error model of channel.go).
const (
	misspellingTop1Floor = 0.93
	wikipediaTop1Floor   = 0.98
)

// explainFirstSuggestion logs, for an item whose first suggestion is wrong,
// the ranked candidates with what each is scored on.
func explainFirstSuggestion(t *testing.T, c *Checker, it realWorldItem) {
	e := it.Expect[0]
	d := c.parseDocument(it.Text)
	for i, w := range d.words {
		if w.text != e.Fragment && !strings.EqualFold(w.text, e.Fragment) {
			continue
		}
		res := c.Check(context.Background(), it.Text, CheckOptions{})
		s0, _ := locateUTF16(it.Text, e.Fragment)
		if !slices.ContainsFunc(res.Errors, func(is Issue) bool {
			return is.Position.Start == s0 && len(is.Suggestions) > 0 && !strings.EqualFold(is.Suggestions[0], e.Correction)
		}) {
			return
		}
		ctx := d.context(i)
		cands := c.dict.rankingCandidates(w.lower, rankingCandidateLimit)
		if x := c.dict.lookup(w.lower); x != nil && !x.lowerListed {
			cands = withName(c.dict, cands, x)
		}
		cands = rankInContext(w.lower, cands, ctx)
		var b strings.Builder
		fmt.Fprintf(&b, "WRONG %s: %q want %q [%s %s _ %s %s]:", it.ID, e.Fragment, e.Correction, ctx.left2, ctx.left, ctx.right, ctx.right2)
		model := newContextModel()
		for j, cand := range cands[:min(len(cands), 6)] {
			fmt.Fprintf(&b, " %d.%s(slip=%d freq=%d snd=%v fit=%.1f)", j+1, cand.word, rankingErrors.cost(w.lower, strings.ToLower(cand.word)), cand.freq, cand.sound, model.fitOf(cand.word, ctx))
		}
		rank := slices.IndexFunc(cands, func(k candidate) bool { return strings.EqualFold(k.word, e.Correction) })
		fmt.Fprintf(&b, " | wanted at %d", rank+1)
		if rank < 0 {
			if x := c.dict.lookup(e.Correction); x != nil {
				fmt.Fprintf(&b, " (slip %d, freq %d)", rankingErrors.cost(w.lower, c.dict.lower(x)), x.freq)
			}
		}
		t.Log(b.String())
		return
	}
}

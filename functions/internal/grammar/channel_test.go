package grammar

import (
	"context"
	"reflect"
	"sync"
	"testing"
)

// TestErrorModelPricesSlips: what rankingErrors charges for each kind of
// slip, with the near misses each rule must not reach.
func TestErrorModelPricesSlips(t *testing.T) {
	m := &rankingErrors
	for _, tc := range []struct {
		kind, typo, word string
		want             int
	}{
		{"a letter left out", "staion", "station", m.omit},
		{"a letter added", "staion", "stain", m.extra},
		{"a letter left out is cheaper than one added", "slowy", "slowly", m.omit},
		{"a doubled letter written once", "stiring", "stirring", m.doubled},
		{"a single letter doubled", "untill", "until", m.doubled},
		// Both letters of a double left out: two plain slips, not two
		// doublings.
		{"a whole double added", "thess", "the", 2 * m.extra},
		{"a double moved to the next letter", "chosse", "choose", m.shiftedDouble},
		// Near miss: with no double in the word it is one letter added.
		{"a single letter doubled", "chosse", "chose", m.doubled},
		{"a vowel pair spelled with a silent e", "gane", "gain", m.spelling},
		{"a vowel pair spelled with a silent e", "bote", "boat", m.spelling},
		{"a silent e spelled as a vowel pair", "maik", "make", m.spelling},
		{"a silent e left out", "provid", "provide", m.silentE},
		{"a silent e added", "hande", "hand", m.silentE},
		// An e after the word's own final e is no silent e.
		{"letters added after a final e", "onece", "one", 2 * m.extra},
		{"a swapped pair", "recieve", "receive", m.transpose},
		{"a pair swapped across a letter", "aminal", "animal", m.farSwap},
		{"a letter moved over two", "serect", "secret", m.farSwap},
		{"a letter moved over two", "tyhe", "they", m.farSwap},
		{"a vowel sound spelled another way", "greef", "grief", m.spelling},
		{"a vowel sound spelled another way", "lieing", "lying", m.spelling},
		{"a vowel sound spelled another way", "thear", "there", m.spelling},
		{"a vowel sound spelled another way", "thear", "their", m.spelling},
		{"an unstressed ending spelled another way", "mixter", "mixture", m.spelling},
		{"an unstressed ending spelled another way", "daggar", "dagger", m.spelling},
		{"a consonant sound spelled another way", "fone", "phone", m.spelling + m.firstLetter},
		{"a vowel for a vowel", "seperate", "separate", m.near},
		{"a key for its neighbour", "gatw", "gate", m.near},
		{"any other letter", "gatz", "gate", m.edit},
	} {
		if got := m.cost(tc.typo, tc.word); got != tc.want {
			t.Errorf("%s: cost(%q, %q) = %d, want %d", tc.kind, tc.typo, tc.word, got, tc.want)
		}
	}
	// Near misses: a swap across a letter is dearer than a swapped pair or
	// a near letter; a spelling swap happens only where the word has the
	// spelling ("grief" has ie, "grass" has no vowel pair).
	if m.farSwap <= m.transpose || m.farSwap <= m.near {
		t.Errorf("a swap across a letter (%d) should cost more than a swapped pair (%d) and a near letter (%d)", m.farSwap, m.transpose, m.near)
	}
	if got := m.cost("greef", "grass"); got <= m.spelling {
		t.Errorf("cost(greef, grass) = %d: no vowel spelling reaches grass", got)
	}
	if got := m.cost("tyhe", "the"); got != m.extra {
		t.Errorf("cost(tyhe, the) = %d, want one letter added (%d)", got, m.extra)
	}
	if got := m.cost("amimal", "animal"); got != m.near {
		t.Errorf("cost(amimal, animal) = %d, want a near key (%d), not a swap", got, m.near)
	}
	// Near misses: the vowel pair must start with the vowel written
	// ("gane" is not "goin"), and only at the word's end ("ganed").
	if got := m.cost("gane", "goin"); got <= m.spelling {
		t.Errorf("cost(gane, goin) = %d: not a vowel pair for the vowel written", got)
	}
	if got := m.cost("ganed", "gained"); got <= m.spelling {
		t.Errorf("cost(ganed, gained) = %d: the silent e spelling is only at the end", got)
	}
	if m.omit >= m.extra {
		t.Errorf("a letter left out (%d) should cost less than one added (%d)", m.omit, m.extra)
	}
}

// TestShortSlipsTwoEditsAway: a short word judged a slip is also offered
// the words two edits away, which do not make a short coined name a slip.
func TestShortSlipsTwoEditsAway(t *testing.T) {
	d := testDictionary(t)
	for typo, want := range map[string]string{"mide": "mind", "hade": "head"} {
		if !has(d.rankingCandidates(typo, rankingCandidateLimit), want) {
			t.Errorf("rankingCandidates(%q) lacks %q", typo, want)
		}
	}
	// Near miss: the candidates that judge whether a short word is a slip
	// stay one edit away (and sound-alikes).
	if has(d.Suggest("mide", 24), "mind") {
		t.Errorf("Suggest(mide) has mind: two edits from a four-letter word should only rank, not judge")
	}
}

// TestRankingConcurrentChecks: checks running at once share the
// suggestion cache; each gets the same corrections (run with -race).
func TestRankingConcurrentChecks(t *testing.T) {
	c := newTestChecker(t)
	text := "The warriors made little progess, and thess scrolls ran out; the mide wandered theyuse."
	want := c.Check(context.Background(), text, CheckOptions{})
	var wg sync.WaitGroup
	results := make([]Result, 8)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = c.Check(context.Background(), text, CheckOptions{})
		}()
	}
	wg.Wait()
	for i, got := range results {
		if !reflect.DeepEqual(got.Errors, want.Errors) {
			t.Errorf("check %d: %+v, want %+v", i, got.Errors, want.Errors)
		}
	}
}

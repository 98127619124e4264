package names

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/sweep"
)

// Race contrast thresholds, measured on 200 distinct traditional personal
// names per race (see TestRacesSoundDifferent's log for the figures).
const (
	contrastSample = 200
	// contrastPairs: how many race pairs make test compares.
	contrastPairs = 24
	// maxSharedShare: names two races both produce.
	maxSharedShare = 0.02
	// minNearestDistance: mean edit distance from a name of one race to the
	// closest name of another.
	minNearestDistance = 2.5
)

// sampleGiven returns n distinct traditional personal names of a race, in
// lower case.
func sampleGiven(t *testing.T, seed uint64, race Race, n int) []string {
	r := newRand(seed)
	seen := map[string]bool{}
	var out []string
	for attempt := 0; len(out) < n; attempt++ {
		if attempt > 100*n {
			t.Fatalf("%s: only %d distinct traditional names", race, len(out))
		}
		g := strings.ToLower(invent(r, race, Traditional, "").given)
		if !seen[g] {
			seen[g] = true
			out = append(out, g)
		}
	}
	return out
}

// editDistance is the Levenshtein distance between two lower-case names,
// or a value above bound once it must exceed bound (personal names are
// short: at most 31 bytes are compared).
func editDistance(a, b string, bound int) int {
	a, b = a[:min(len(a), 31)], b[:min(len(b), 31)]
	if len(a)-len(b) > bound || len(b)-len(a) > bound {
		return bound + 1
	}
	var rows [2][32]int
	prev, cur := &rows[0], &rows[1]
	for j := 0; j <= len(b); j++ {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j-1]+cost, prev[j]+1, cur[j-1]+1)
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > bound {
			return bound + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// nearest is the mean, over the names of a, of the distance to the closest
// name of b.
func nearest(a, b []string) float64 {
	total := 0
	for _, x := range a {
		best := math.MaxInt32
		for _, y := range b {
			best = min(best, editDistance(x, y, best-1))
		}
		total += best
	}
	return float64(total) / float64(len(a))
}

func meanPairwise(a, b []string) float64 {
	total := 0
	for _, x := range a {
		for _, y := range b {
			total += editDistance(x, y, math.MaxInt32)
		}
	}
	return float64(total) / float64(len(a)*len(b))
}

// TestRacesSoundDifferent measures how far apart the races' names are: few
// names shared by two races, and a name of one race several edits from the
// closest name of any other, while a second sample of the same race sits
// much closer to the first (the control that shows the measure works).
func TestRacesSoundDifferent(t *testing.T) {
	samples := map[Race][]string{}
	for i, race := range Races {
		samples[race] = sampleGiven(t, uint64(100+i), race, contrastSample)
	}
	worstShared, worstNearest, worstPairwise := 0.0, math.Inf(1), math.Inf(1)
	var worstSharedPair, worstNearestPair, worstPairwisePair string
	// Every pair of races in make test-long; a seeded sample of them in make
	// test (the distances are all-pairs edit distances, slow under -race).
	var pairs [][2]Race
	for i, a := range Races {
		for _, b := range Races[i+1:] {
			pairs = append(pairs, [2]Race{a, b})
		}
	}
	inB := map[string]bool{}
	sampled := sweep.Sample(t, pairs, contrastPairs)
	for _, p := range sampled {
		a, b := p[0], p[1]
		clear(inB)
		for _, n := range samples[b] {
			inB[n] = true
		}
		shared := 0
		for _, n := range samples[a] {
			if inB[n] {
				shared++
			}
		}
		pair := fmt.Sprintf("%s/%s", a, b)
		share := float64(shared) / contrastSample
		if share >= maxSharedShare {
			t.Errorf("%s share %d of %d names", pair, shared, contrastSample)
		}
		if share > worstShared || worstSharedPair == "" {
			worstShared, worstSharedPair = share, pair
		}
		nn := nearest(samples[a], samples[b])
		if nn < minNearestDistance {
			t.Errorf("%s: a name is %.2f edits from the closest of the other race", pair, nn)
		}
		if nn < worstNearest {
			worstNearest, worstNearestPair = nn, pair
		}
		// Every pair of names: a looser measure, so a quarter of each sample does.
		if pw := meanPairwise(samples[a][:contrastSample/4], samples[b][:contrastSample/4]); pw < worstPairwise {
			worstPairwise, worstPairwisePair = pw, pair
		}
	}
	worstWithin, worstWithinRace := 0.0, Race("")
	for i, race := range Races {
		again := sampleGiven(t, uint64(900+i), race, contrastSample)
		if nn := nearest(again, samples[race]); nn > worstWithin {
			worstWithin, worstWithinRace = nn, race
		}
	}
	if worstWithin >= worstNearest {
		t.Errorf("a race's own second sample (%s, %.2f) is no closer than another race (%.2f)", worstWithinRace, worstWithin, worstNearest)
	}
	t.Logf("%d traditional personal names per race, %d race pairs:", contrastSample, len(sampled))
	t.Logf("  most shared names: %.1f%% (%s)", 100*worstShared, worstSharedPair)
	t.Logf("  smallest mean distance to the closest name of another race: %.2f edits (%s)", worstNearest, worstNearestPair)
	t.Logf("  smallest mean distance between two races' names: %.2f edits (%s)", worstPairwise, worstPairwisePair)
	t.Logf("  control, same race resampled: largest mean distance to the closest name %.2f edits (%s)", worstWithin, worstWithinRace)
}

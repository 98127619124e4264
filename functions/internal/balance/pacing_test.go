package balance

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// Shorthands for sequences of segment types.
const (
	C = Combat
	R = Roleplay
	E = Exploration
	P = Puzzle
	T = Transition
)

func TestBalanceOf(t *testing.T) {
	cases := []struct {
		types []Category
		want  Mix
	}{
		{nil, Mix{}},
		{[]Category{C}, Mix{Combat: 100}},
		// 5+3 = 8 minutes: 62.5 and 37.5; the tie of remainders goes to combat.
		{[]Category{C, R}, Mix{Combat: 63, Roleplay: 37}},
		// 4+3+5+5+3+2 = 22 minutes: 45.45, 27.27, 18.18, 0, 9.09 -> 45,27,18,0,9 (99) +1 combat.
		{[]Category{E, R, C, C, R, T}, Mix{46, 27, 18, 0, 9}},
		// One of each: 5,3,4,8,2 of 22 -> 22.7, 13.6, 18.2, 36.4, 9.1 -> 22,13,18,36,9 (98) +1 combat (.73) +1 roleplay (.64).
		{[]Category{C, R, E, P, T}, Mix{23, 14, 18, 36, 9}},
	}
	for _, tc := range cases {
		if got := balanceOf(tc.types); got != tc.want {
			t.Errorf("balanceOf(%v) = %+v, want %+v", tc.types, got, tc.want)
		}
	}
}

func TestLongestRun(t *testing.T) {
	cases := []struct {
		types                []Category
		category             Category
		first, last, minutes int
	}{
		{[]Category{R}, R, 0, 0, 3},
		// Four roleplay segments (12 min) lose to three combat (15 min).
		{[]Category{R, R, R, R, C, C, C}, C, 4, 6, 15},
		// Equal runs: the earliest wins.
		{[]Category{E, E, R, P, T, P}, E, 0, 1, 8},
		// Two puzzles (16) beat three explorations (12).
		{[]Category{E, E, E, P, P, C}, P, 3, 4, 16},
		// Six combat segments: 30 minutes, over the 25-minute flag.
		{[]Category{R, C, C, C, C, C, C, R}, C, 1, 6, 30},
	}
	for _, tc := range cases {
		r := longestRun(tc.types)
		if r.category != tc.category || r.first != tc.first || r.last != tc.last || r.minutes != tc.minutes {
			t.Errorf("longestRun(%v) = %+v, want %s %d..%d %d min", tc.types, r, tc.category, tc.first, tc.last, tc.minutes)
		}
	}
}

func TestTransitionQuality(t *testing.T) {
	cases := []struct {
		types                  []Category
		quality, changes, good int
	}{
		{nil, 100, 0, 0},
		{[]Category{C, C, C}, 100, 0, 0},
		// The spec's good transitions, each once.
		{[]Category{C, R, E, P, T}, 100, 4, 4},
		// Their reverses are not good, except into a transition.
		{[]Category{P, E, R, C}, 0, 3, 0},
		// E->R bad, R->C bad, C->R good, R->T good: 2 of 4.
		{[]Category{E, R, C, C, R, T}, 50, 4, 2},
		// Anything to a transition is good; out of a transition is not in the list.
		{[]Category{P, T, C, T, R}, 50, 4, 2},
		// 1 of 3 rounds to 33.
		{[]Category{C, R, C, E}, 33, 3, 1},
	}
	for _, tc := range cases {
		q, ch, g := transitionQuality(tc.types)
		if q != tc.quality || ch != tc.changes || g != tc.good {
			t.Errorf("transitionQuality(%v) = %d (%d of %d), want %d (%d of %d)", tc.types, q, g, ch, tc.quality, tc.good, tc.changes)
		}
	}
}

func TestPlacement(t *testing.T) {
	cases := []struct {
		types       []Category
		first, last int
		want        int
	}{
		// Minutes 4,3,5,5,3,2 (22); combat 2..3: (7 + 10/2)/22 = 54.5 -> 55.
		{[]Category{E, R, C, C, R, T}, 2, 3, 55},
		// The last segment of five of 5 minutes each: (20 + 2.5)/25 = 90.
		{[]Category{C, C, C, C, C}, 4, 4, 90},
		// A fight in the middle of equal halves: 50.
		{[]Category{R, C, R}, 1, 1, 50},
		// 3+3+3+5+2 = 16; combat at 3: (9 + 2.5)/16 = 71.9 -> 72.
		{[]Category{R, R, R, C, T}, 3, 3, 72},
	}
	for _, tc := range cases {
		if got := placement(tc.types, tc.first, tc.last); got != tc.want {
			t.Errorf("placement(%v, %d, %d) = %d, want %d", tc.types, tc.first, tc.last, got, tc.want)
		}
	}
}

func TestScoreParts(t *testing.T) {
	for _, tc := range []struct {
		balance, target Mix
		want            float64
	}{
		{Mix{30, 35, 20, 10, 5}, Mix{30, 35, 20, 10, 5}, 100},
		// |46-30| + |27-35| + |18-20| + |0-10| + |9-5| = 16+8+2+10+4 = 40 -> 100 - 20.
		{Mix{46, 27, 18, 0, 9}, Mix{30, 35, 20, 10, 5}, 80},
		{Mix{Combat: 100}, Mix{Roleplay: 100}, 0},
		{Mix{}, Mix{30, 35, 20, 10, 5}, 50},
	} {
		if got := closeness(tc.balance, tc.target); got != tc.want {
			t.Errorf("closeness(%v, %v) = %v, want %v", tc.balance, tc.target, got, tc.want)
		}
	}
	for p, want := range map[int]float64{60: 100, 70: 100, 80: 100, 59: 97.5, 50: 75, 20: 0, 0: 0, 81: 97.5, 90: 75, 100: 50} {
		if got := climaxScore(p); got != want {
			t.Errorf("climaxScore(%d) = %v, want %v", p, got, want)
		}
	}
	for m, want := range map[int]float64{0: 100, 29: 100, 30: 100, 45: 50, 54: 20, 60: 0, 90: 0} {
		if got := runScore(m); got != want {
			t.Errorf("runScore(%d) = %v, want %v", m, got, want)
		}
	}
}

func TestScore(t *testing.T) {
	cases := []struct {
		name                        string
		balance, target             Mix
		transition, climax, longest int
		want                        int
		breakdown                   ScoreBreakdown
	}{
		// Closeness 80; pacing 0.4*50 + 0.3*87.5 + 0.3*100 = 76.25;
		// 0.7*80 + 0.3*76.25 = 78.875 -> 79.
		{"worked example", Mix{46, 27, 18, 0, 9}, DefaultPreferences, 50, 55, 10, 79,
			ScoreBreakdown{BalanceCloseness: 80, Pacing: 76, TransitionScore: 50, ClimaxScore: 88, RunScore: 100}},
		{"perfect", DefaultPreferences, DefaultPreferences, 100, 70, 20, 100,
			ScoreBreakdown{100, 100, 100, 100, 100}},
		// Closeness 0; pacing 0.4*0 + 0.3*0 + 0.3*0 = 0.
		{"worst", Mix{Combat: 100}, Mix{Roleplay: 100}, 0, 10, 90, 0, ScoreBreakdown{}},
		// Closeness 90 (diff 20); pacing 0.4*75 + 0.3*75 (climax 50) + 0.3*50 (45 min) = 67.5;
		// 63 + 20.25 = 83.25 -> 83.
		{"no fight, long run", Mix{40, 25, 20, 10, 5}, DefaultPreferences, 75, DefaultClimaxPlacement, 45, 83,
			ScoreBreakdown{BalanceCloseness: 90, Pacing: 68, TransitionScore: 75, ClimaxScore: 75, RunScore: 50}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, parts := score(tc.balance, tc.target, tc.transition, tc.climax, tc.longest)
			if got != tc.want || parts != tc.breakdown {
				t.Errorf("score = %d %+v, want %d %+v", got, parts, tc.want, tc.breakdown)
			}
		})
	}
}

// plain is filler prose that names no kind of scene, so a section's type
// tag alone decides its segment.
const plain = "The cheese of the high pastures is pale and sharp, and the grey fleece of the sheep is prized above all others. Clouds of that colour gather over the orchards in the autumn of each year. Such matters fill the almanac of the region, page after page."

// tagged builds a document of one section per type, each with one
// paragraph of filler under a type-tagged heading.
func tagged(types ...Category) string {
	var b strings.Builder
	for i, c := range types {
		fmt.Fprintf(&b, "Scene %d: Part of the Tale (%s)\n%s\n", i+1, c, plain)
	}
	return b.String()
}

// TestAnalyzeWorkedExample checks every figure of a whole analysis against
// the hand computation of the worked example above.
func TestAnalyzeWorkedExample(t *testing.T) {
	a, err := NewService(nil, nil, nil).Analyze(context.Background(), AnalyzeRequest{Text: tagged(E, R, C, C, R, T)})
	if err != nil {
		t.Fatal(err)
	}
	var got []Category
	for _, s := range a.Segments {
		got = append(got, s.Type)
		if len(s.Signals) == 0 || s.Signals[0].Kind != SignalHeading {
			t.Errorf("%s: signals %v, want the heading first", s.ID, s.Signals)
		}
	}
	if fmt.Sprint(got) != fmt.Sprint([]Category{E, R, C, C, R, T}) {
		t.Fatalf("types %v", got)
	}
	if a.Balance != (Mix{46, 27, 18, 0, 9}) || a.EstimatedDuration != 22 {
		t.Errorf("balance %+v, duration %d", a.Balance, a.EstimatedDuration)
	}
	p := a.Pacing
	if p.AverageSegmentLength != 3.7 || p.TransitionQuality != 50 || p.ClimaxPlacement != 55 ||
		p.LongestSingleType == nil || p.LongestSingleType.Type != Combat || p.LongestSingleType.Duration != 10 || p.LongestSingleType.TooLong {
		t.Errorf("pacing %+v, longest %+v", p, p.LongestSingleType)
	}
	if a.OverallScore != 79 {
		t.Errorf("score %d (%+v), want 79", a.OverallScore, a.ScoreBreakdown)
	}
	// Roleplay is 8 under (no recommendation), puzzle 10 under (not more
	// than 10: none), combat and the rest are over.
	if len(a.Recommendations) != 0 {
		t.Errorf("recommendations %+v", a.Recommendations)
	}
	if a.Source != "fallback" || a.FallbackReason != "not_configured" {
		t.Errorf("origin %+v", a.Origin)
	}
}

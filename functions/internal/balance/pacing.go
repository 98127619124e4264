package balance

import (
	"math"
	"slices"
)

// Pacing and score constants (spec section 9).
const (
	// idealClimaxFrom and idealClimaxTo bound the ideal climax placement.
	idealClimaxFrom = 60
	idealClimaxTo   = 80
	// climaxPenalty is the points lost per point of placement outside the
	// ideal band.
	climaxPenalty = 2.5
	// runLimit: a longest run under this many minutes scores 100; the score
	// falls linearly to 0 at runZero minutes.
	runLimit = 30
	runZero  = 60
	// Weights of the overall score and of its pacing part.
	balanceWeight    = 0.7
	pacingWeight     = 0.3
	transitionWeight = 0.4
	climaxWeight     = 0.3
	runWeight        = 0.3
)

// minutesOf is the table time of segments of these types.
func minutesOf(types []Category) int {
	total := 0
	for _, c := range types {
		total += c.Minutes()
	}
	return total
}

// balanceOf is each category's share of the table time in whole
// percentages summing to 100 (largest remainder, as Normalize rounds); all
// zero without segments.
func balanceOf(types []Category) Mix {
	var minutes [5]int
	total := 0
	for _, c := range types {
		if i := slices.Index(Categories, c); i >= 0 {
			minutes[i] += c.Minutes()
			total += c.Minutes()
		}
	}
	if total == 0 {
		return Mix{}
	}
	return shares(minutes, total)
}

// run is a stretch of consecutive segments of one category.
type run struct {
	category    Category
	first, last int // segment indices
	minutes     int
}

// longestRun is the run of one category with the most minutes; the
// earliest wins a tie. Zero run without segments.
func longestRun(types []Category) run {
	var best run
	for i := 0; i < len(types); {
		r := run{category: types[i], first: i}
		for r.last = i; r.last < len(types) && types[r.last] == r.category; r.last++ {
			r.minutes += types[r.last].Minutes()
		}
		r.last--
		if r.minutes > best.minutes {
			best = r
		}
		i = r.last + 1
	}
	return best
}

// combatRuns lists the runs of combat.
func combatRuns(types []Category) []run {
	var out []run
	for i := 0; i < len(types); i++ {
		if types[i] != Combat {
			continue
		}
		r := run{category: Combat, first: i}
		for ; i < len(types) && types[i] == Combat; i++ {
			r.minutes += Combat.Minutes()
		}
		r.last = i - 1
		out = append(out, r)
	}
	return out
}

// goodTransition is the spec's list: combat to roleplay, exploration to
// puzzle, roleplay to exploration, or anything to a transition.
func goodTransition(from, to Category) bool {
	switch {
	case to == Transition:
		return true
	case from == Combat:
		return to == Roleplay
	case from == Exploration:
		return to == Puzzle
	case from == Roleplay:
		return to == Exploration
	}
	return false
}

// transitionQuality is the share (0-100, rounded) of changes of category
// between consecutive segments that are good transitions; 100 when the
// category never changes (no transition is a bad one).
func transitionQuality(types []Category) (quality, changes, good int) {
	for i := 1; i < len(types); i++ {
		if types[i] == types[i-1] {
			continue
		}
		changes++
		if goodTransition(types[i-1], types[i]) {
			good++
		}
	}
	if changes == 0 {
		return 100, 0, 0
	}
	return int(math.Round(100 * float64(good) / float64(changes))), changes, good
}

// placement is where segments first..last fall in the table time: the
// minutes before them plus half their own, as a percentage of the total.
func placement(types []Category, first, last int) int {
	total := minutesOf(types)
	if total == 0 {
		return DefaultClimaxPlacement
	}
	before := minutesOf(types[:first])
	own := minutesOf(types[first : last+1])
	return int(math.Round(100 * (float64(before) + float64(own)/2) / float64(total)))
}

// closeness is 100 minus half the summed differences between the balance
// and the target (both summing to 100, so 0-100).
func closeness(balance, target Mix) float64 {
	diff := 0
	for _, c := range Categories {
		d := balance.Get(c) - target.Get(c)
		if d < 0 {
			d = -d
		}
		diff += d
	}
	return math.Max(0, 100-float64(diff)/2)
}

// climaxScore is 100 inside 60-80%, 2.5 points less per point outside.
func climaxScore(p int) float64 {
	var off int
	switch {
	case p < idealClimaxFrom:
		off = idealClimaxFrom - p
	case p > idealClimaxTo:
		off = p - idealClimaxTo
	}
	return math.Max(0, 100-climaxPenalty*float64(off))
}

// runScore is 100 for a longest run under 30 minutes, falling linearly to 0
// at 60 minutes.
func runScore(minutes int) float64 {
	if minutes < runLimit {
		return 100
	}
	return math.Max(0, 100*float64(runZero-minutes)/float64(runZero-runLimit))
}

// score combines the parts: 70% balance closeness, 30% pacing (40%
// transition quality, 30% climax placement, 30% longest run), clamped to
// 0-100 and rounded.
func score(balance, target Mix, transition, climax, longest int) (int, ScoreBreakdown) {
	near := closeness(balance, target)
	cs, rs := climaxScore(climax), runScore(longest)
	pacing := transitionWeight*float64(transition) + climaxWeight*cs + runWeight*rs
	overall := math.Max(0, math.Min(100, balanceWeight*near+pacingWeight*pacing))
	return int(math.Round(overall)), ScoreBreakdown{
		BalanceCloseness: int(math.Round(near)),
		Pacing:           int(math.Round(pacing)),
		TransitionScore:  transition,
		ClimaxScore:      int(math.Round(cs)),
		RunScore:         int(math.Round(rs)),
	}
}

package srd

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// ChallengeRatings lists every challenge rating of the 5e rules, lowest first.
var ChallengeRatings = []float64{0, 0.125, 0.25, 0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
	11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30}

// xpByCR is the experience a creature is worth by challenge rating. CR 0
// is worth 0 or 10 in the SRD's table: see XPFor.
var xpByCR = map[float64]int{
	0: 10, 0.125: 25, 0.25: 50, 0.5: 100, 1: 200, 2: 450, 3: 700, 4: 1100, 5: 1800,
	6: 2300, 7: 2900, 8: 3900, 9: 5000, 10: 5900, 11: 7200, 12: 8400, 13: 10000,
	14: 11500, 15: 13000, 16: 15000, 17: 18000, 18: 20000, 19: 22000, 20: 25000,
	21: 33000, 22: 41000, 23: 50000, 24: 62000, 25: 75000, 26: 90000, 27: 105000,
	28: 120000, 29: 135000, 30: 155000,
}

// XPForCR is the experience a creature of challenge rating cr is worth;
// false when cr is not a challenge rating. A CR 0 creature counts 10 here;
// XPFor knows the ones worth 0.
func XPForCR(cr float64) (int, bool) {
	xp, ok := xpByCR[cr]
	return xp, ok
}

// XPFor is the experience m is worth by its challenge rating, except that a
// CR 0 creature that can do nothing to anyone, with no actions and no
// reactions (the SRD's frog and sea horse), is worth 0 XP, as the SRD's
// stat blocks give it; a CR 0 creature that acts is worth 10 (the rat's
// bite, and the shrieker's shriek, a reaction). False when m's challenge
// rating is not one.
func XPFor(m Monster) (int, bool) {
	xp, ok := XPForCR(m.CR)
	if ok && m.CR == 0 && len(m.Actions) == 0 && len(m.Reactions) == 0 {
		return 0, true
	}
	return xp, ok
}

// CRText writes a challenge rating as a stat block does: 1/8, 1/4, 1/2, 3.
func CRText(cr float64) string {
	switch cr {
	case 0.125:
		return "1/8"
	case 0.25:
		return "1/4"
	case 0.5:
		return "1/2"
	}
	return strconv.FormatFloat(cr, 'f', -1, 64)
}

// ParseCR reads a challenge rating written as a fraction ("1/4") or a
// number ("0.25", "10") and checks that it is one.
func ParseCR(s string) (float64, error) {
	s = strings.TrimSpace(s)
	var cr float64
	if num, den, ok := strings.Cut(s, "/"); ok {
		n, err1 := strconv.Atoi(strings.TrimSpace(num))
		d, err2 := strconv.Atoi(strings.TrimSpace(den))
		if err1 != nil || err2 != nil || d == 0 {
			return 0, fmt.Errorf("%q is not a challenge rating", s)
		}
		cr = float64(n) / float64(d)
	} else {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil || math.IsNaN(v) {
			return 0, fmt.Errorf("%q is not a challenge rating", s)
		}
		cr = v
	}
	if _, ok := xpByCR[cr]; !ok {
		return 0, fmt.Errorf("%q is not a challenge rating", s)
	}
	return cr, nil
}

// ProficiencyBonus is the proficiency bonus of a creature of challenge rating cr.
func ProficiencyBonus(cr float64) int {
	if cr < 5 {
		return 2
	}
	return 2 + int(math.Ceil((cr-4)/4))
}

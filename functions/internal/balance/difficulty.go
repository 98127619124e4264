package balance

import (
	"strconv"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

// rate rates groups of monsters against a party with the DMG arithmetic.
func rate(groups []MonsterGroup, p Party) srd.Rating {
	gs := make([]srd.Group, len(groups))
	for i, g := range groups {
		gs[i] = srd.Group{XP: g.XP, Count: g.Count}
	}
	return srd.Rate(gs, p.Size, p.Level)
}

// Encounter is one fight found in the campaign.
type Encounter struct {
	ID string `json:"id"`
	// Title is the section heading, or the fight's opening words.
	Title      string   `json:"title"`
	SegmentIDs []string `json:"segmentIds"`
	// StartPosition and EndPosition (UTF-16 offsets) span its segments.
	StartPosition int            `json:"startPosition"`
	EndPosition   int            `json:"endPosition"`
	Monsters      []MonsterGroup `json:"monsters"`
	srd.Rating
	// Possible is set when no scene of it is a fight: the creatures talk,
	// bargain, guard or wait, and the rating holds if it comes to a fight.
	Possible bool `json:"possible"`
	// Summary states the arithmetic in one sentence.
	Summary string `json:"summary"`
}

// MonsterGroup is one kind of creature in a fight.
type MonsterGroup struct {
	Name            string `json:"name"`
	ChallengeRating string `json:"challengeRating"`
	// XP is one creature's.
	XP    int `json:"xp"`
	Count int `json:"count"`
	// CountAssumed is set when the text gives no number ("goblins attack"):
	// a plural without a number counts as 2, the least it can mean.
	CountAssumed bool `json:"countAssumed"`
	// CountNote says how a rolled number was read ("the average of 2d4").
	CountNote string `json:"countNote,omitempty"`
	// Mentions are the phrases that named them, as written (at most 3).
	Mentions []string `json:"mentions"`
	// plural names several in a summary ("goblins").
	plural string
}

// summarise writes the arithmetic: "6 goblins (300 XP) x2 for 6 monsters =
// 600 adjusted XP: medium for 4 level-3 characters (easy 300, medium 600,
// hard 900, deadly 1,600)."; for a possible fight "... medium for 4
// level-3 characters if it comes to a fight (...)".
func summarise(groups []MonsterGroup, r srd.Rating, p Party, possible bool) string {
	b := make([]byte, 0, 160+48*len(groups))
	for i, g := range groups {
		if i > 0 {
			b = append(b, " + "...)
		}
		b = strconv.AppendInt(b, int64(g.Count), 10)
		b = append(b, ' ')
		b = append(b, g.countedName()...)
		b = append(b, " ("...)
		if g.CountNote != "" {
			b = append(b, g.CountNote...)
			b = append(b, "; "...)
		}
		b = appendThousands(b, g.XP*g.Count)
		b = append(b, " XP)"...)
	}
	noun := "monsters"
	if r.MonsterCount == 1 {
		noun = "monster"
	}
	chars := "characters"
	if p.Size == 1 {
		chars = "character"
	}
	t := r.Thresholds
	b = append(b, " = "...)
	b = appendThousands(b, r.BaseXP)
	b = append(b, " XP, x"...)
	b = strconv.AppendFloat(b, r.Multiplier, 'f', -1, 64)
	b = append(b, " for "...)
	b = strconv.AppendInt(b, int64(r.MonsterCount), 10)
	b = append(b, ' ')
	b = append(b, noun...)
	b = append(b, " = "...)
	b = appendThousands(b, r.AdjustedXP)
	b = append(b, " adjusted XP: "...)
	b = append(b, r.Difficulty...)
	b = append(b, " for "...)
	b = strconv.AppendInt(b, int64(p.Size), 10)
	b = append(b, " level-"...)
	b = strconv.AppendInt(b, int64(p.Level), 10)
	b = append(b, ' ')
	b = append(b, chars...)
	if possible {
		b = append(b, " if it comes to a fight"...)
	}
	for k, th := range [...]struct {
		name string
		xp   int
	}{{"easy", t.Easy}, {"medium", t.Medium}, {"hard", t.Hard}, {"deadly", t.Deadly}} {
		if k == 0 {
			b = append(b, " ("...)
		} else {
			b = append(b, ", "...)
		}
		b = append(b, th.name...)
		b = append(b, ' ')
		b = appendThousands(b, th.xp)
	}
	b = append(b, ")."...)
	return string(b)
}

// thousands writes n with comma separators: 12700 -> "12,700".
func thousands(n int) string { return string(appendThousands(nil, n)) }

// appendThousands appends n with comma separators.
func appendThousands(b []byte, n int) []byte {
	if n < 0 {
		b = append(b, '-')
		n = -n
	}
	var digits [24]byte
	s := strconv.AppendInt(digits[:0], int64(n), 10)
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b = append(b, ',')
		}
		b = append(b, c)
	}
	return b
}

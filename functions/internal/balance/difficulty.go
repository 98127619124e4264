package balance

import (
	"fmt"
	"strconv"
	"strings"

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
	parts := make([]string, len(groups))
	for i, g := range groups {
		note := ""
		if g.CountNote != "" {
			note = g.CountNote + "; "
		}
		parts[i] = fmt.Sprintf("%d %s (%s%s XP)", g.Count, g.countedName(), note, thousands(g.XP*g.Count))
	}
	noun := "monsters"
	if r.MonsterCount == 1 {
		noun = "monster"
	}
	chars := "characters"
	if p.Size == 1 {
		chars = "character"
	}
	if possible {
		chars += " if it comes to a fight"
	}
	t := r.Thresholds
	return fmt.Sprintf("%s = %s XP, x%s for %d %s = %s adjusted XP: %s for %d level-%d %s (easy %s, medium %s, hard %s, deadly %s).",
		strings.Join(parts, " + "), thousands(r.BaseXP), strconv.FormatFloat(r.Multiplier, 'f', -1, 64), r.MonsterCount, noun,
		thousands(r.AdjustedXP), r.Difficulty, p.Size, p.Level, chars,
		thousands(t.Easy), thousands(t.Medium), thousands(t.Hard), thousands(t.Deadly))
}

// thousands writes n with comma separators: 12700 -> "12,700".
func thousands(n int) string {
	if n < 0 {
		return "-" + thousands(-n)
	}
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

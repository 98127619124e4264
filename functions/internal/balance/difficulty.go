package balance

import (
	"fmt"
	"strconv"
	"strings"
)

// Difficulty is an encounter's rating against the party.
//
//tygo:emit export type DifficultyName = "trivial" | "easy" | "medium" | "hard" | "deadly";
type Difficulty string

const (
	// Trivial: below the party's Easy threshold.
	Trivial Difficulty = "trivial"
	Easy    Difficulty = "easy"
	// Medium, Hard and Deadly: the highest threshold the adjusted XP reaches.
	MediumDifficulty Difficulty = "medium"
	Hard             Difficulty = "hard"
	Deadly           Difficulty = "deadly"
)

// Difficulties is every Difficulty, easiest first (the union's order).
var Difficulties = []Difficulty{Trivial, Easy, MediumDifficulty, Hard, Deadly}

// Thresholds are XP thresholds: per character, or for a whole party.
type Thresholds struct {
	Easy   int `json:"easy"`
	Medium int `json:"medium"`
	Hard   int `json:"hard"`
	Deadly int `json:"deadly"`
}

// characterThresholds is the Dungeon Master's Guide (2014) table "XP
// Thresholds by Character Level", index 0 for level 1.
var characterThresholds = [MaxLevel]Thresholds{
	{25, 50, 75, 100}, {50, 100, 150, 200}, {75, 150, 225, 400}, {125, 250, 375, 500},
	{250, 500, 750, 1100}, {300, 600, 900, 1400}, {350, 750, 1100, 1700}, {450, 900, 1400, 2100},
	{550, 1100, 1600, 2400}, {600, 1200, 1900, 2800}, {800, 1600, 2400, 3600}, {1000, 2000, 3000, 4500},
	{1100, 2200, 3400, 5100}, {1250, 2500, 3800, 5700}, {1400, 2800, 4300, 6400}, {1600, 3200, 4800, 7200},
	{2000, 3900, 5900, 8800}, {2100, 4200, 6300, 9500}, {2400, 4900, 7300, 10900}, {2800, 5700, 8500, 12700},
}

// CharacterThresholds is the DMG's XP thresholds of one character of level
// (clamped to 1-20).
func CharacterThresholds(level int) Thresholds {
	return characterThresholds[max(MinLevel, min(MaxLevel, level))-1]
}

// PartyThresholds is the sum of every character's thresholds.
func PartyThresholds(p Party) Thresholds {
	t := CharacterThresholds(p.Level)
	return Thresholds{Easy: t.Easy * p.Size, Medium: t.Medium * p.Size, Hard: t.Hard * p.Size, Deadly: t.Deadly * p.Size}
}

// multiplierSteps are the DMG's encounter multipliers, with the extra step
// below (x0.5, large parties facing one monster) and above (x5, small
// parties facing 15 or more).
var multiplierSteps = []float64{0.5, 1, 1.5, 2, 2.5, 3, 4, 5}

// Multiplier is the DMG (2014) encounter multiplier for a number of
// monsters: 1: x1, 2: x1.5, 3-6: x2, 7-10: x2.5, 11-14: x3, 15 or more: x4;
// one step up for a party of fewer than 3 characters, one step down for 6
// or more. No monsters: 0.
func Multiplier(monsters, partySize int) float64 {
	if monsters <= 0 {
		return 0
	}
	var step int
	switch {
	case monsters == 1:
		step = 1
	case monsters == 2:
		step = 2
	case monsters <= 6:
		step = 3
	case monsters <= 10:
		step = 4
	case monsters <= 14:
		step = 5
	default:
		step = 6
	}
	switch {
	case partySize < 3:
		step++
	case partySize >= 6:
		step--
	}
	return multiplierSteps[step]
}

// Rate rates an adjusted XP against party thresholds.
func Rate(adjustedXP int, t Thresholds) Difficulty {
	switch {
	case adjustedXP >= t.Deadly:
		return Deadly
	case adjustedXP >= t.Hard:
		return Hard
	case adjustedXP >= t.Medium:
		return MediumDifficulty
	case adjustedXP >= t.Easy:
		return Easy
	}
	return Trivial
}

// Rating is the DMG arithmetic of one fight.
type Rating struct {
	MonsterCount int     `json:"monsterCount"`
	BaseXP       int     `json:"baseXp"`
	Multiplier   float64 `json:"multiplier"`
	AdjustedXP   int     `json:"adjustedXp"`
	// Thresholds are the party's.
	Thresholds Thresholds `json:"thresholds"`
	Difficulty Difficulty `json:"difficulty" tstype:"DifficultyName"`
}

// RateMonsters rates groups of monsters against a party: base XP is the sum
// of every creature's XP, adjusted XP the base times Multiplier.
func RateMonsters(groups []MonsterGroup, p Party) Rating {
	r := Rating{Thresholds: PartyThresholds(p)}
	for _, g := range groups {
		r.MonsterCount += g.Count
		r.BaseXP += g.XP * g.Count
	}
	r.Multiplier = Multiplier(r.MonsterCount, p.Size)
	// Every multiplier is a multiple of 0.5, so the product is exact in halves.
	r.AdjustedXP = int(float64(r.BaseXP)*r.Multiplier + 0.5)
	r.Difficulty = Rate(r.AdjustedXP, r.Thresholds)
	return r
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
	Rating        `tstype:",extends"`
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
	// Mentions are the phrases that named them, as written (at most 3).
	Mentions []string `json:"mentions"`
	// plural names several in a summary ("goblins").
	plural string
}

// summarise writes the arithmetic: "6 goblins (300 XP) x2 for 6 monsters =
// 600 adjusted XP: medium for 4 level-3 characters (easy 300, medium 600,
// hard 900, deadly 1,600)."
func summarise(groups []MonsterGroup, r Rating, p Party) string {
	parts := make([]string, len(groups))
	for i, g := range groups {
		parts[i] = fmt.Sprintf("%d %s (%s XP)", g.Count, g.countedName(), thousands(g.XP*g.Count))
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

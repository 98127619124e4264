package srd

// The encounter arithmetic of the Dungeon Master's Guide (2014): XP
// thresholds by character level, the encounter multiplier by number of
// monsters, and the difficulty an adjusted XP reaches. Campaigns, the
// balance analysis and the Monsters tab all rate fights with it.

// Difficulty is a fight's rating against a party.
type Difficulty string

const (
	// Trivial: below the party's Easy threshold (as the common encounter
	// builders call it; the DMG's table starts at Easy).
	Trivial Difficulty = "trivial"
	Easy    Difficulty = "easy"
	// Medium, Hard and Deadly: the highest threshold the adjusted XP reaches.
	Medium Difficulty = "medium"
	Hard   Difficulty = "hard"
	Deadly Difficulty = "deadly"
)

// Difficulties is every Difficulty, easiest first.
var Difficulties = []Difficulty{Trivial, Easy, Medium, Hard, Deadly}

// Character levels the thresholds cover.
const (
	MinLevel = 1
	MaxLevel = 20
)

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

// PartyThresholds is the sum of every character's thresholds, for size
// characters of level.
func PartyThresholds(size, level int) Thresholds {
	t := CharacterThresholds(level)
	return Thresholds{Easy: t.Easy * size, Medium: t.Medium * size, Hard: t.Hard * size, Deadly: t.Deadly * size}
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

// DifficultyOf rates an adjusted XP against party thresholds: the highest
// threshold it reaches, Trivial below Easy.
func DifficultyOf(adjustedXP int, t Thresholds) Difficulty {
	switch {
	case adjustedXP >= t.Deadly:
		return Deadly
	case adjustedXP >= t.Hard:
		return Hard
	case adjustedXP >= t.Medium:
		return Medium
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
	// Thresholds are the party's: the adjusted XP at which a fight becomes
	// easy, medium, hard or deadly.
	Thresholds Thresholds `json:"thresholds"`
	// Difficulty is trivial below the party's easy threshold, else the
	// highest threshold the adjusted XP reaches.
	Difficulty Difficulty `json:"difficulty"`
}

// Group is a number of one kind of creature in a fight.
type Group struct {
	// XP is one creature's.
	XP    int
	Count int
}

// Rate rates groups of monsters against a party of size characters of
// level: base XP is the sum of every creature's XP, adjusted XP the base
// times Multiplier (rounded half up).
func Rate(groups []Group, size, level int) Rating {
	r := Rating{Thresholds: PartyThresholds(size, level)}
	for _, g := range groups {
		r.MonsterCount += g.Count
		r.BaseXP += g.XP * g.Count
	}
	r.Multiplier = Multiplier(r.MonsterCount, size)
	// Every multiplier is a multiple of 0.5, so the product is exact in halves.
	r.AdjustedXP = int(float64(r.BaseXP)*r.Multiplier + 0.5)
	r.Difficulty = DifficultyOf(r.AdjustedXP, r.Thresholds)
	return r
}

package campaign

import (
	"fmt"

	"github.com/lorewright/lorewright/functions/internal/balance"
	"github.com/lorewright/lorewright/functions/internal/monsters"
)

// FightDifficulties are the values of FightDifficulty, easiest first (the
// balance analysis's, which a test keeps equal).
var FightDifficulties = []FightDifficulty{"trivial", "easy", "medium", "hard", "deadly"}

// finishFights links every monster to its stat block, rates every
// encounter's monsters for the party and writes the stat blocks of the SRD
// creatures the campaign's fights use.
func finishFights(c *Campaign) {
	for i := range c.Encounters {
		finishFight(&c.Encounters[i], c.Parameters)
	}
	finishStatBlocks(c)
}

// finishFight gives each monster its catalogue name, slug and challenge
// rating, and rates the SRD ones with the DMG arithmetic of the balance
// analysis (no rating when none is an SRD creature; the others are listed
// as unrated).
func finishFight(e *Encounter, p Parameters) {
	p = p.WithDefaults()
	var groups []balance.MonsterGroup
	var unrated []string
	for j := range e.Monsters {
		m := &e.Monsters[j]
		cat, ok := monsters.Lookup(m.Name)
		if !ok {
			m.Slug, m.ChallengeRating, m.XP = "", "", 0
			unrated = append(unrated, m.Name)
			continue
		}
		m.Name, m.Slug, m.ChallengeRating, m.XP = cat.Name, cat.Slug, cat.ChallengeRating, cat.XP
		groups = append(groups, balance.MonsterGroup{Name: cat.Name, ChallengeRating: cat.ChallengeRating, XP: cat.XP, Count: m.Count})
	}
	e.Rating = nil
	if len(groups) == 0 {
		return
	}
	r := balance.RateMonsters(groups, balance.Party{Size: p.PlayerCount, Level: p.CharacterLevel})
	th := FightThresholds{Easy: r.Thresholds.Easy, Medium: r.Thresholds.Medium, Hard: r.Thresholds.Hard, Deadly: r.Thresholds.Deadly}
	e.Rating = &FightRating{MonsterCount: r.MonsterCount, BaseXP: r.BaseXP, Multiplier: r.Multiplier,
		AdjustedXP: r.AdjustedXP, Thresholds: th, Difficulty: FightDifficulty(r.Difficulty), Unrated: unrated}
}

// ratingPhrase says how a fight rates: "hard for 4 level-3 characters".
func ratingPhrase(e Encounter, p Parameters) string {
	if e.Rating == nil {
		return ""
	}
	p = p.WithDefaults()
	return fmt.Sprintf("%s for %d level-%d characters", e.Rating.Difficulty, p.PlayerCount, p.CharacterLevel)
}

package rating

import (
	"fmt"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// FinishFights links every monster to its stat block, rates every
// encounter's monsters for the party and writes the stat blocks of the SRD
// creatures the campaign's fights use.
func FinishFights(c *types.Campaign) {
	for i := range c.Encounters {
		FinishFight(&c.Encounters[i], c.Parameters)
	}
	finishStatBlocks(c)
}

// FinishFight gives each monster its catalogue name, slug and challenge
// rating, and rates the SRD ones with the DMG arithmetic (srd.Rate) (no rating when none is an SRD creature; the others are listed
// as unrated).
func FinishFight(e *types.Encounter, p types.Parameters) {
	p = p.WithDefaults()
	var groups []srd.Group
	var unrated []string
	for j := range e.Monsters {
		m := &e.Monsters[j]
		cat, ok := srd.Lookup(m.Name)
		if !ok {
			m.Slug, m.ChallengeRating, m.XP = "", "", 0
			unrated = append(unrated, m.Name)
			continue
		}
		m.Name, m.Slug, m.ChallengeRating, m.XP = cat.Name, cat.Slug, cat.ChallengeRating, cat.XP
		groups = append(groups, srd.Group{XP: cat.XP, Count: m.Count})
	}
	e.Rating = nil
	if len(groups) == 0 {
		return
	}
	e.Rating = &types.FightRating{Rating: srd.Rate(groups, p.PlayerCount, p.CharacterLevel), Unrated: unrated}
}

// Phrase says how a fight rates: "hard for 4 level-3 characters".
func Phrase(e types.Encounter, p types.Parameters) string {
	if e.Rating == nil {
		return ""
	}
	p = p.WithDefaults()
	return fmt.Sprintf("%s for %d level-%d characters", e.Rating.Difficulty, p.PlayerCount, p.CharacterLevel)
}

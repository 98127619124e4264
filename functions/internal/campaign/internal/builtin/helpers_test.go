package builtin

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/campaigntest"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/rating"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
)

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) }

// sampleCampaign is a built-in campaign with an id and a generation time.
func sampleCampaign(t *testing.T, p types.Parameters, seed uint64) types.Campaign {
	t.Helper()
	c := Campaign(p, seed)
	c.ID = "cmp_test"
	c.GeneratedAt = campaigntest.FixedNow.Add(-time.Hour)
	return c
}

// goblinCampaign is a small campaign whose second encounter fights goblins.
func goblinCampaign(t *testing.T) types.Campaign {
	t.Helper()
	c := sampleCampaign(t, types.Parameters{Setting: types.SettingWilderness, Theme: types.ThemeAdventure, CharacterLevel: 2}, 1)
	e := &c.Encounters[1]
	e.Type = types.EncounterCombat
	e.Title = "Goblins at the Ford"
	e.Description = "Five goblins led by a bugbear hold the ford. A DC 12 Perception check spots them."
	e.Monsters = []types.Monster{{Name: "Bugbear", Count: 1}, {Name: "Goblin", Count: 5}}
	rating.FinishFights(&c)
	return c
}

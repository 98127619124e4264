package builtin

import (
	"slices"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/campaigntest"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/rating"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// TestFightsCarryTheirNumbers: every SRD monster of a built-in campaign has
// its XP, every rated fight the party's thresholds, and the campaign one
// stat block per distinct SRD creature, in the order they first fight.
func TestFightsCarryTheirNumbers(t *testing.T) {
	for seed := range uint64(30) {
		p := types.Parameters{Setting: types.Settings[seed%uint64(len(types.Settings))], Theme: types.Themes[seed%uint64(len(types.Themes))], CharacterLevel: int(seed%10) + 1, PlayerCount: int(seed%5) + 2}
		c := Campaign(campaigntest.Customized(p), seed)
		checkFightNumbers(t, c)
	}
}

func checkFightNumbers(t *testing.T, c types.Campaign) {
	t.Helper()
	p := c.Parameters.WithDefaults()
	var slugs []string
	for _, e := range c.Encounters {
		for _, m := range e.Monsters {
			cat, _ := srd.Lookup(m.Name)
			if m.XP != cat.XP || m.XP == 0 {
				t.Errorf("%s carries %d XP, want %d", m.Name, m.XP, cat.XP)
			}
			if !slices.Contains(slugs, m.Slug) {
				slugs = append(slugs, m.Slug)
			}
		}
		if e.Rating != nil {
			th := e.Rating.Thresholds
			if th.Easy != budget(p.CharacterLevel, p.PlayerCount, threatEasy) || th.Medium != budget(p.CharacterLevel, p.PlayerCount, threatMedium) ||
				th.Hard != budget(p.CharacterLevel, p.PlayerCount, threatHard) || th.Deadly != budget(p.CharacterLevel, p.PlayerCount, threatDeadly) {
				t.Errorf("encounter %q: thresholds %+v for %d level-%d characters", e.Title, th, p.PlayerCount, p.CharacterLevel)
			}
		}
	}
	var got []string
	for _, sb := range c.StatBlocks {
		got = append(got, sb.Slug)
		if sb.ArmorClass == "" || !strings.Contains(sb.HitPoints, "d") || sb.Speed == "" || sb.XP == 0 || len(sb.Actions) == 0 ||
			!strings.HasPrefix(sb.Stats, "AC ") || sb.ID != "sb-"+sb.Slug {
			t.Errorf("stat block %+v is incomplete", sb)
		}
	}
	if !slices.Equal(got, slugs) {
		t.Errorf("stat blocks %v, want %v", got, slugs)
	}
}

func TestStatBlocksFollowTheFights(t *testing.T) {
	c := goblinCampaign(t)
	c.StatBlocks = append(c.StatBlocks, types.StatBlock{ID: "sb-1", Name: "Tide Wraith", Type: "undead", ChallengeRating: "3", Stats: "AC 13, HP 45"},
		types.StatBlock{ID: "sb-2", Name: "Owlbear", Stats: "a stale copy"})
	rating.FinishFights(&c)
	names := func(c types.Campaign) []string {
		var out []string
		for _, sb := range c.StatBlocks {
			out = append(out, sb.Name)
		}
		return out
	}
	if got := names(c); !slices.Contains(got, "Bugbear") || !slices.Contains(got, "Goblin") || got[len(got)-1] != "Tide Wraith" || slices.Contains(got, "Owlbear") {
		t.Errorf("stat blocks %v: want the fights' SRD creatures, then the model's own, without the stale SRD copy", got)
	}
	r := refine(t, c, "Replace goblins with kobolds")
	if got := names(r.UpdatedCampaign); slices.Contains(got, "Goblin") || !slices.Contains(got, "Kobold") {
		t.Errorf("after the rename the stat blocks are %v", got)
	}
}

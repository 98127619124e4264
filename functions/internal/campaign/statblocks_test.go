package campaign

import (
	"slices"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

func TestStatBlockForReadsTheCatalogue(t *testing.T) {
	get := func(name string) StatBlock {
		t.Helper()
		m, ok := srd.Lookup(name)
		if !ok {
			t.Fatalf("%s is not in the catalogue", name)
		}
		return statBlockFor(m)
	}
	sahuagin := get("Sahuagin")
	wantEqual(t, "sahuagin", []any{sahuagin.ID, sahuagin.Slug, sahuagin.Type, sahuagin.ArmorClass, sahuagin.HitPoints, sahuagin.Speed, sahuagin.ChallengeRating, sahuagin.XP},
		[]any{"sb-sahuagin", "sahuagin", "Medium humanoid (sahuagin)", "12", "22 (4d8 + 4)", "30 ft., swim 40 ft.", "1/2", 100})
	wantEqual(t, "sahuagin actions", sahuagin.Actions[:2], []StatAction{
		{Name: "Multiattack", Note: "two melee attacks: one with its bite and one with its claws or spear"},
		{Name: "Bite", ToHit: "+3", Damage: "3 (1d4 + 1) piercing"},
	})
	wantEqual(t, "sahuagin stats", sahuagin.Stats, "AC 12 · HP 22 (4d8 + 4) · Speed 30 ft., swim 40 ft. · CR 1/2 (100 XP) · "+
		"Multiattack: two melee attacks: one with its bite and one with its claws or spear · Bite: +3 to hit, 3 (1d4 + 1) piercing · "+
		"Claws: +3 to hit, 3 (1d4 + 1) slashing · Spear: +3 to hit, 4 (1d6 + 1) piercing")

	dragon := get("Young Red Dragon")
	wantEqual(t, "dragon", []any{dragon.HitPoints, dragon.XP}, []any{"178 (17d10 + 85)", 5900})
	wantEqual(t, "dragon actions", dragon.Actions, []StatAction{
		{Name: "Multiattack", Note: "three attacks: one with its bite and two with its claws"},
		{Name: "Bite", ToHit: "+10", Damage: "17 (2d10 + 6) piercing plus 3 (1d6) fire"},
		{Name: "Claw", ToHit: "+10", Damage: "13 (2d6 + 6) slashing"},
		{Name: "Fire Breath (Recharge 5-6)", Save: "DC 17 Dexterity", Damage: "56 (16d6) fire"},
	})

	mage := get("Mage")
	wantEqual(t, "mage actions", mage.Actions, []StatAction{
		{Name: "Spellcasting", ToHit: "+6", Save: "spell save DC 14"},
		{Name: "Dagger", ToHit: "+5", Damage: "4 (1d4 + 2) piercing"},
	})
	if !strings.Contains(mage.Stats, "Spellcasting: +6 to hit, spell save DC 14 · Dagger: +5 to hit, 4 (1d4 + 2) piercing") {
		t.Errorf("mage stats %q", mage.Stats)
	}
	wererat := get("Wererat")
	wantEqual(t, "a name's own full stop is dropped", wererat.Actions[1].Name, "Bite (Rat or Hybrid Form Only)")
	spider := get("Giant Spider")
	if i := slices.IndexFunc(spider.Actions, func(a StatAction) bool { return strings.HasPrefix(a.Name, "Web") }); i < 0 ||
		spider.Actions[i].ToHit != "+5" || !strings.HasPrefix(spider.Actions[i].Note, "The target is restrained by webbing") {
		t.Errorf("spider actions %+v", spider.Actions)
	}
}

// TestFightsCarryTheirNumbers: every SRD monster of a built-in campaign has
// its XP, every rated fight the party's thresholds, and the campaign one
// stat block per distinct SRD creature, in the order they first fight.
func TestFightsCarryTheirNumbers(t *testing.T) {
	for seed := range uint64(30) {
		p := Parameters{Setting: Settings[seed%uint64(len(Settings))], Theme: Themes[seed%uint64(len(Themes))], CharacterLevel: int(seed%10) + 1, PlayerCount: int(seed%5) + 2}
		c := buildCampaign(customized(p), seed)
		checkFightNumbers(t, c)
	}
}

func checkFightNumbers(t *testing.T, c Campaign) {
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
	c.StatBlocks = append(c.StatBlocks, StatBlock{ID: "sb-1", Name: "Tide Wraith", Type: "undead", ChallengeRating: "3", Stats: "AC 13, HP 45"},
		StatBlock{ID: "sb-2", Name: "Owlbear", Stats: "a stale copy"})
	finishFights(&c)
	names := func(c Campaign) []string {
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

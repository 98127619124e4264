package rating

import (
	"slices"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/campaigntest"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

func TestStatBlockForReadsTheCatalogue(t *testing.T) {
	get := func(name string) types.StatBlock {
		t.Helper()
		m, ok := srd.Lookup(name)
		if !ok {
			t.Fatalf("%s is not in the catalogue", name)
		}
		return statBlockFor(m)
	}
	sahuagin := get("Sahuagin")
	campaigntest.WantEqual(t, "sahuagin", []any{sahuagin.ID, sahuagin.Slug, sahuagin.Type, sahuagin.ArmorClass, sahuagin.HitPoints, sahuagin.Speed, sahuagin.ChallengeRating, sahuagin.XP},
		[]any{"sb-sahuagin", "sahuagin", "Medium humanoid (sahuagin)", "12", "22 (4d8 + 4)", "30 ft., swim 40 ft.", "1/2", 100})
	campaigntest.WantEqual(t, "sahuagin actions", sahuagin.Actions[:2], []types.StatAction{
		{Name: "Multiattack", Note: "two melee attacks: one with its bite and one with its claws or spear"},
		{Name: "Bite", ToHit: "+3", Damage: "3 (1d4 + 1) piercing"},
	})
	campaigntest.WantEqual(t, "sahuagin stats", sahuagin.Stats, "AC 12 · HP 22 (4d8 + 4) · Speed 30 ft., swim 40 ft. · CR 1/2 (100 XP) · "+
		"Multiattack: two melee attacks: one with its bite and one with its claws or spear · Bite: +3 to hit, 3 (1d4 + 1) piercing · "+
		"Claws: +3 to hit, 3 (1d4 + 1) slashing · Spear: +3 to hit, 4 (1d6 + 1) piercing")

	dragon := get("Young Red Dragon")
	campaigntest.WantEqual(t, "dragon", []any{dragon.HitPoints, dragon.XP}, []any{"178 (17d10 + 85)", 5900})
	campaigntest.WantEqual(t, "dragon actions", dragon.Actions, []types.StatAction{
		{Name: "Multiattack", Note: "three attacks: one with its bite and two with its claws"},
		{Name: "Bite", ToHit: "+10", Damage: "17 (2d10 + 6) piercing plus 3 (1d6) fire"},
		{Name: "Claw", ToHit: "+10", Damage: "13 (2d6 + 6) slashing"},
		{Name: "Fire Breath (Recharge 5-6)", Save: "DC 17 Dexterity", Damage: "56 (16d6) fire"},
	})

	mage := get("Mage")
	campaigntest.WantEqual(t, "mage actions", mage.Actions, []types.StatAction{
		{Name: "Spellcasting", ToHit: "+6", Save: "spell save DC 14"},
		{Name: "Dagger", ToHit: "+5", Damage: "4 (1d4 + 2) piercing"},
	})
	if !strings.Contains(mage.Stats, "Spellcasting: +6 to hit, spell save DC 14 · Dagger: +5 to hit, 4 (1d4 + 2) piercing") {
		t.Errorf("mage stats %q", mage.Stats)
	}
	wererat := get("Wererat")
	campaigntest.WantEqual(t, "a name's own full stop is dropped", wererat.Actions[1].Name, "Bite (Rat or Hybrid Form Only)")
	spider := get("Giant Spider")
	if i := slices.IndexFunc(spider.Actions, func(a types.StatAction) bool { return strings.HasPrefix(a.Name, "Web") }); i < 0 ||
		spider.Actions[i].ToHit != "+5" || !strings.HasPrefix(spider.Actions[i].Note, "The target is restrained by webbing") {
		t.Errorf("spider actions %+v", spider.Actions)
	}
}

package campaign

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/builtin"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/campaigntest"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/rating"
	"github.com/lorewright/lorewright/functions/internal/llm"
)

// sampleCampaign is a built-in campaign with an id and a generation time.
func sampleCampaign(t *testing.T, p Parameters, seed uint64) Campaign {
	t.Helper()
	c := builtin.Campaign(p, seed)
	c.ID = "cmp_test"
	c.GeneratedAt = campaigntest.FixedNow.Add(-time.Hour)
	return c
}

// replyWith is a model reply whose updatedCampaign is c after edit, as JSON
// (edit works on a generic map so tests can drop or garble keys).
func replyWith(t *testing.T, c Campaign, edit func(m map[string]any), extra string) string {
	t.Helper()
	data, _ := json.Marshal(c)
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	out, _ := json.Marshal(m)
	return `{"success": true, "changes": ["Renamed the patron."], "suggestions": ["Add a twist"], ` + extra + `"updatedCampaign": ` + string(out) + `}`
}

func TestParseRefinement(t *testing.T) {
	prev := sampleCampaign(t, DefaultParameters(), 3)
	patron := prev.NPCs[0].Name
	rename := func(m map[string]any) { m["npcs"].([]any)[0].(map[string]any)["name"] = "Lady Ashgrove" }
	tests := []struct {
		name    string
		reply   string
		wantErr string
		check   func(t *testing.T, r RefineResult)
	}{
		{"a valid reply", replyWith(t, prev, rename, ""), "", func(t *testing.T, r RefineResult) {
			campaigntest.WantEqual(t, "npc", r.UpdatedCampaign.NPCs[0].Name, "Lady Ashgrove")
			campaigntest.WantEqual(t, "changes", r.Changes, []string{"Renamed the patron."})
			campaigntest.WantEqual(t, "suggestions", r.Suggestions, []string{"Add a twist"})
			campaigntest.WantEqual(t, "diff", r.Diff, []Change{{Kind: ChangeRenamed, Section: SectionNPCs, ID: "npc-1", Name: "Lady Ashgrove", Before: patron, Fields: []string{"name"}}})
			campaigntest.WantEqual(t, "refined at", *r.UpdatedCampaign.LastRefinedAt, campaigntest.FixedNow)
			campaigntest.WantEqual(t, "generated at", r.UpdatedCampaign.GeneratedAt, prev.GeneratedAt)
		}},
		{"prose and a fence around the JSON", "Here you go!\n```json\n" + replyWith(t, prev, rename, "") + "\n```\nEnjoy!", "", func(t *testing.T, r RefineResult) {
			campaigntest.WantEqual(t, "npc", r.UpdatedCampaign.NPCs[0].Name, "Lady Ashgrove")
		}},
		{"the model may not change the parameters or timing", replyWith(t, prev, func(m map[string]any) {
			m["parameters"] = map[string]any{"duration": 9, "playerCount": 1}
			m["estimatedDuration"] = 999
			m["generatedAt"] = "1999-01-01T00:00:00Z"
		}, ""), "", func(t *testing.T, r RefineResult) {
			campaigntest.WantEqual(t, "parameters", r.UpdatedCampaign.Parameters, prev.Parameters)
			campaigntest.WantEqual(t, "minutes", r.UpdatedCampaign.EstimatedDuration, 120)
			campaigntest.WantEqual(t, "generated at", r.UpdatedCampaign.GeneratedAt, prev.GeneratedAt)
			campaigntest.WantEqual(t, "nothing changed", r.Diff, []Change{})
		}},
		{"lists left out keep their values", replyWith(t, prev, func(m map[string]any) {
			delete(m, "npcs")
			delete(m, "locations")
			delete(m, "plotHooks")
			delete(m, "pacingNotes")
		}, ""), "", func(t *testing.T, r RefineResult) {
			campaigntest.WantEqual(t, "npcs", r.UpdatedCampaign.NPCs, prev.NPCs)
			campaigntest.WantEqual(t, "locations", r.UpdatedCampaign.Locations, prev.Locations)
			campaigntest.WantEqual(t, "hooks", r.UpdatedCampaign.PlotHooks, prev.PlotHooks)
		}},
		{"loose values are read", replyWith(t, prev, func(m map[string]any) {
			e := m["encounters"].([]any)[0].(map[string]any)
			e["estimatedDuration"] = "45 minutes"
			e["difficultyLevel"] = "hard"
			e["type"] = "Combat encounter"
			e["monsters"] = []any{"3 ogres", map[string]any{"name": "bugbear", "quantity": "2"}}
		}, `"changes": [{"description": "Made the opening a fight."}], `), "", func(t *testing.T, r RefineResult) {
			e := r.UpdatedCampaign.Encounters[0]
			campaigntest.WantEqual(t, "encounter", []any{e.EstimatedDuration, e.DifficultyLevel, e.Type}, []any{45, 7, EncounterCombat})
			campaigntest.WantEqual(t, "monsters", e.Monsters, []Monster{{Name: "Ogre", Count: 3, Slug: "ogre", ChallengeRating: "2", XP: 450},
				{Name: "Bugbear", Count: 2, Slug: "bugbear", ChallengeRating: "1", XP: 200}})
			if e.Rating == nil {
				t.Error("the fight was not rated")
			}
		}},
		{"ids are kept or given back by name", replyWith(t, prev, func(m map[string]any) {
			encs := m["encounters"].([]any)
			delete(encs[1].(map[string]any), "id")
			encs[2].(map[string]any)["id"] = encs[0].(map[string]any)["id"] // a duplicate
			m["encounters"] = append(encs, map[string]any{"title": "A New Scene", "description": "Something new.", "type": "social"})
		}, ""), "", func(t *testing.T, r RefineResult) {
			ids := map[string]bool{}
			for _, e := range r.UpdatedCampaign.Encounters {
				if ids[e.ID] {
					t.Errorf("repeated id %s", e.ID)
				}
				ids[e.ID] = true
			}
			campaigntest.WantEqual(t, "given back by title", r.UpdatedCampaign.Encounters[1].ID, prev.Encounters[1].ID)
			campaigntest.WantEqual(t, "a duplicate gets its own back", r.UpdatedCampaign.Encounters[2].ID, prev.Encounters[2].ID)
			var added []string
			for _, ch := range r.Diff {
				if ch.Kind == ChangeAdded {
					added = append(added, ch.Name)
				}
			}
			campaigntest.WantEqual(t, "added", added, []string{"A New Scene"})
		}},
		{"changes are written from the diff when the model gives none", strings.Replace(replyWith(t, prev, rename, ""), `"changes": ["Renamed the patron."], `, "", 1), "", func(t *testing.T, r RefineResult) {
			campaigntest.WantEqual(t, "changes", r.Changes, []string{"NPC \u201c" + patron + "\u201d is now \u201cLady Ashgrove\u201d."})
		}},
		{"optional encounters are put last", replyWith(t, prev, func(m map[string]any) {
			encs := m["encounters"].([]any)
			last := encs[len(encs)-1]
			copy(encs[1:], encs[:len(encs)-1])
			encs[0] = last
		}, ""), "", func(t *testing.T, r RefineResult) {
			campaigntest.CheckStructure(t, r.UpdatedCampaign)
		}},
		{"lost id", replyWith(t, prev, func(m map[string]any) { delete(m, "id") }, ""), "lost the campaign's id", nil},
		{"changed id", replyWith(t, prev, func(m map[string]any) { m["id"] = "cmp_other" }, ""), "changed the campaign's id", nil},
		{"no encounters", replyWith(t, prev, func(m map[string]any) { delete(m, "encounters") }, ""), "no encounters", nil},
		{"emptied encounters", replyWith(t, prev, func(m map[string]any) { m["encounters"] = []any{} }, ""), "no encounters", nil},
		{"no title", replyWith(t, prev, func(m map[string]any) { m["title"] = " " }, ""), "title", nil},
		{"an encounter without a description", replyWith(t, prev, func(m map[string]any) {
			delete(m["encounters"].([]any)[0].(map[string]any), "description")
		}, ""), "no title or description", nil},
		{"the model says it failed", strings.Replace(replyWith(t, prev, rename, ""), `"success": true`, `"success": false`, 1), "reported that the refinement failed", nil},
		{"no updatedCampaign", `{"success": true, "changes": ["done"]}`, "no updatedCampaign", nil},
		{"not JSON", "I renamed the patron for you.", "no JSON", nil},
		{"truncated JSON", replyWith(t, prev, rename, "")[:500], "refinement reply", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := ParseRefinement(tt.reply, prev, campaigntest.FixedNow)
			if tt.wantErr != "" {
				if err == nil || !errors.Is(err, llm.ErrInvalidReply) || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error %v, want one about %q that is an invalid reply", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !r.Success || r.UpdatedCampaign.ID != prev.ID {
				t.Errorf("success %v, id %q", r.Success, r.UpdatedCampaign.ID)
			}
			tt.check(t, r)
		})
	}
}

// goblinCampaign is a small campaign whose second encounter fights goblins.
func goblinCampaign(t *testing.T) Campaign {
	t.Helper()
	c := sampleCampaign(t, Parameters{Setting: SettingWilderness, Theme: ThemeAdventure, CharacterLevel: 2}, 1)
	e := &c.Encounters[1]
	e.Type = EncounterCombat
	e.Title = "Goblins at the Ford"
	e.Description = "Five goblins led by a bugbear hold the ford. A DC 12 Perception check spots them."
	e.Monsters = []Monster{{Name: "Bugbear", Count: 1}, {Name: "Goblin", Count: 5}}
	rating.FinishFights(&c)
	return c
}

// TestBuiltInRefinementSaysWhatChanged: the built-in refinement's result
// carries the diff of the campaign it changed, and none when it refused.
func TestBuiltInRefinementSaysWhatChanged(t *testing.T) {
	base := goblinCampaign(t)
	refine := func(desc string) RefineResult {
		return refineBuiltIn(RefineRequest{CampaignID: base.ID, Description: desc, Campaign: base}, 7, campaigntest.FixedNow)
	}
	r := refine("Rename " + base.Locations[1].Name + " to the Gilded Vault")
	campaigntest.WantEqual(t, "rename", r.Diff[len(r.Diff)-1].Kind, ChangeRenamed)
	r = refine("Change the title to \u201cNight of Knives\u201d.")
	campaigntest.WantEqual(t, "title", r.Diff, []Change{{Kind: ChangeChanged, Section: SectionTitle, Name: "Night of Knives", Before: base.Title, Fields: []string{"title"}}})
	r = refine("Add a location")
	added := r.UpdatedCampaign.Locations[len(r.UpdatedCampaign.Locations)-1]
	campaigntest.WantEqual(t, "location", r.Diff, []Change{{Kind: ChangeAdded, Section: SectionLocations, ID: "loc-5", Name: added.Name}})
	r = refine("Give the villain a pet owlbear")
	campaigntest.WantEqual(t, "note", r.Diff, []Change{{Kind: ChangeChanged, Section: SectionEncounters, ID: "enc-1", Name: r.UpdatedCampaign.Encounters[0].Title, Fields: []string{"notes"}}})
	r = refine("Make encounter 9 harder")
	if r.Success || r.Diff == nil || len(r.Diff) != 0 {
		t.Errorf("a refused refinement: success %v, diff %#v", r.Success, r.Diff)
	}
	for _, desc := range []string{"Make encounter 2 harder", "Add an NPC", "Replace goblins with kobolds"} {
		if r := refine(desc); !r.Success || len(r.Diff) == 0 {
			t.Errorf("%q: success %v, diff %v", desc, r.Success, r.Diff)
		}
	}
}

package campaign

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// sampleCampaign is a built-in campaign with an id and a generation time.
func sampleCampaign(t *testing.T, p Parameters, seed uint64) Campaign {
	t.Helper()
	c := buildCampaign(p, seed)
	c.ID = "cmp_test"
	c.GeneratedAt = fixedNow.Add(-time.Hour)
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
			wantEqual(t, "npc", r.UpdatedCampaign.NPCs[0].Name, "Lady Ashgrove")
			wantEqual(t, "changes", r.Changes, []string{"Renamed the patron."})
			wantEqual(t, "suggestions", r.Suggestions, []string{"Add a twist"})
			wantEqual(t, "diff", r.Diff, []Change{{Kind: ChangeRenamed, Section: SectionNPCs, ID: "npc-1", Name: "Lady Ashgrove", Before: patron, Fields: []string{"name"}}})
			wantEqual(t, "refined at", *r.UpdatedCampaign.LastRefinedAt, fixedNow)
			wantEqual(t, "generated at", r.UpdatedCampaign.GeneratedAt, prev.GeneratedAt)
		}},
		{"prose and a fence around the JSON", "Here you go!\n```json\n" + replyWith(t, prev, rename, "") + "\n```\nEnjoy!", "", func(t *testing.T, r RefineResult) {
			wantEqual(t, "npc", r.UpdatedCampaign.NPCs[0].Name, "Lady Ashgrove")
		}},
		{"the model may not change the parameters or timing", replyWith(t, prev, func(m map[string]any) {
			m["parameters"] = map[string]any{"duration": 9, "playerCount": 1}
			m["estimatedDuration"] = 999
			m["generatedAt"] = "1999-01-01T00:00:00Z"
		}, ""), "", func(t *testing.T, r RefineResult) {
			wantEqual(t, "parameters", r.UpdatedCampaign.Parameters, prev.Parameters)
			wantEqual(t, "minutes", r.UpdatedCampaign.EstimatedDuration, 120)
			wantEqual(t, "generated at", r.UpdatedCampaign.GeneratedAt, prev.GeneratedAt)
			wantEqual(t, "nothing changed", r.Diff, []Change{})
		}},
		{"lists left out keep their values", replyWith(t, prev, func(m map[string]any) {
			delete(m, "npcs")
			delete(m, "locations")
			delete(m, "plotHooks")
			delete(m, "pacingNotes")
		}, ""), "", func(t *testing.T, r RefineResult) {
			wantEqual(t, "npcs", r.UpdatedCampaign.NPCs, prev.NPCs)
			wantEqual(t, "locations", r.UpdatedCampaign.Locations, prev.Locations)
			wantEqual(t, "hooks", r.UpdatedCampaign.PlotHooks, prev.PlotHooks)
		}},
		{"loose values are read", replyWith(t, prev, func(m map[string]any) {
			e := m["encounters"].([]any)[0].(map[string]any)
			e["estimatedDuration"] = "45 minutes"
			e["difficultyLevel"] = "hard"
			e["type"] = "Combat encounter"
			e["monsters"] = []any{"3 ogres", map[string]any{"name": "bugbear", "quantity": "2"}}
		}, `"changes": [{"description": "Made the opening a fight."}], `), "", func(t *testing.T, r RefineResult) {
			e := r.UpdatedCampaign.Encounters[0]
			wantEqual(t, "encounter", []any{e.EstimatedDuration, e.DifficultyLevel, e.Type}, []any{45, 7, EncounterCombat})
			wantEqual(t, "monsters", e.Monsters, []Monster{{Name: "Ogre", Count: 3, Slug: "ogre", ChallengeRating: "2", XP: 450},
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
			wantEqual(t, "given back by title", r.UpdatedCampaign.Encounters[1].ID, prev.Encounters[1].ID)
			wantEqual(t, "a duplicate gets its own back", r.UpdatedCampaign.Encounters[2].ID, prev.Encounters[2].ID)
			var added []string
			for _, ch := range r.Diff {
				if ch.Kind == ChangeAdded {
					added = append(added, ch.Name)
				}
			}
			wantEqual(t, "added", added, []string{"A New Scene"})
		}},
		{"changes are written from the diff when the model gives none", strings.Replace(replyWith(t, prev, rename, ""), `"changes": ["Renamed the patron."], `, "", 1), "", func(t *testing.T, r RefineResult) {
			wantEqual(t, "changes", r.Changes, []string{"NPC \u201c" + patron + "\u201d is now \u201cLady Ashgrove\u201d."})
		}},
		{"optional encounters are put last", replyWith(t, prev, func(m map[string]any) {
			encs := m["encounters"].([]any)
			last := encs[len(encs)-1]
			copy(encs[1:], encs[:len(encs)-1])
			encs[0] = last
		}, ""), "", func(t *testing.T, r RefineResult) {
			checkStructure(t, r.UpdatedCampaign)
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
			r, err := ParseRefinement(tt.reply, prev, fixedNow)
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
	finishFights(&c)
	return c
}

func refine(t *testing.T, c Campaign, desc string) RefineResult {
	t.Helper()
	before, _ := json.Marshal(c)
	r := refineBuiltIn(RefineRequest{CampaignID: c.ID, Description: desc, Campaign: c}, 7, fixedNow)
	after, _ := json.Marshal(c)
	if string(before) != string(after) {
		t.Fatal("the refinement changed the campaign it was given")
	}
	return r
}

func TestBuiltInRefinement(t *testing.T) {
	base := goblinCampaign(t)
	firstLocation := base.Locations[1].Name
	villain := base.NPCs[3].Name
	tests := []struct {
		desc  string
		check func(t *testing.T, r RefineResult)
	}{
		{"Rename " + firstLocation + " to the Gilded Vault", func(t *testing.T, r RefineResult) {
			text, _ := json.Marshal(r.UpdatedCampaign)
			if strings.Contains(string(text), inProse(firstLocation)[4:]+"\"") || !strings.Contains(string(text), "Gilded Vault") {
				t.Errorf("not renamed everywhere: %s", text)
			}
			wantEqual(t, "diff", r.Diff[len(r.Diff)-1].Kind, ChangeRenamed)
		}},
		{"change " + villain + " to Lord Ashes", func(t *testing.T, r RefineResult) {
			c := r.UpdatedCampaign
			wantEqual(t, "villain", c.NPCs[3].Name, "Lord Ashes")
			if md := Markdown(c); strings.Contains(md, villain) || strings.Contains(md, shortName(villain)+" ") {
				t.Errorf("%s survives somewhere", villain)
			}
			if !strings.HasPrefix(r.Changes[0], "Renamed \u201c"+villain+"\u201d to \u201cLord Ashes\u201d throughout (") {
				t.Errorf("change %q", r.Changes[0])
			}
		}},
		{"Replace goblins with kobolds", func(t *testing.T, r RefineResult) {
			e := r.UpdatedCampaign.Encounters[1]
			wantEqual(t, "description", e.Description, "Five kobolds led by a bugbear hold the ford. A DC 12 Perception check spots them.")
			wantEqual(t, "monsters", []string{e.Monsters[0].Name, e.Monsters[1].Name, e.Monsters[1].Slug}, []string{"Bugbear", "Kobold", "kobold"})
			wantEqual(t, "title", e.Title, "Kobolds at the Ford")
		}},
		{"Change the title to \u201cNight of Knives\u201d.", func(t *testing.T, r RefineResult) {
			wantEqual(t, "title", r.UpdatedCampaign.Title, "Night of Knives")
			wantEqual(t, "diff", r.Diff, []Change{{Kind: ChangeChanged, Section: SectionTitle, Name: "Night of Knives", Before: base.Title, Fields: []string{"title"}}})
		}},
		{"Add a location", func(t *testing.T, r RefineResult) {
			c := r.UpdatedCampaign
			wantEqual(t, "locations", len(c.Locations), len(base.Locations)+1)
			added := c.Locations[len(c.Locations)-1]
			if !inPools(settings[SettingWilderness], added.Name) || added.ID != "loc-5" || strings.Contains(added.Description, "{") {
				t.Errorf("added %+v", added)
			}
			wantEqual(t, "diff", r.Diff, []Change{{Kind: ChangeAdded, Section: SectionLocations, ID: "loc-5", Name: added.Name}})
		}},
		{"Please add a tavern called the rusty nail where smugglers meet", func(t *testing.T, r RefineResult) {
			added := r.UpdatedCampaign.Locations[len(r.UpdatedCampaign.Locations)-1]
			wantEqual(t, "tavern", added.Name+"|"+added.Type, "The Rusty Nail|tavern")
			if !strings.HasSuffix(added.Description, "Smugglers meet.") {
				t.Errorf("description %q", added.Description)
			}
		}},
		{"Add an NPC named Mira who knows the villain's secret", func(t *testing.T, r RefineResult) {
			n := r.UpdatedCampaign.NPCs[len(r.UpdatedCampaign.NPCs)-1]
			wantEqual(t, "npc", n.Name+"|"+n.Motivation+"|"+n.ID, "Mira|Knows the villain's secret.|npc-5")
			if n.Race == "" || n.Role == "" || n.Personality == "" || n.Description == "" {
				t.Errorf("incomplete NPC %+v", n)
			}
		}},
		{"Add a location: a smugglers' tavern by the river", func(t *testing.T, r RefineResult) {
			c := r.UpdatedCampaign
			added := c.Locations[len(c.Locations)-1]
			wantEqual(t, "type", added.Type, "tavern")
			// A tavern's name, with a smugglers' word and a river word.
			if !regexp.MustCompile(`^The (Crooked|Quiet|Blind|One-Eyed|Muffled|Sly) (Eel|Ferryman|Heron|Otter|Pike|Drowned Oar)$`).MatchString(added.Name) {
				t.Errorf("name %q", added.Name)
			}
			if !strings.HasPrefix(added.Description, "A smugglers' tavern by the river. ") {
				t.Errorf("description %q", added.Description)
			}
			wantEqual(t, "change", r.Changes[0], "Added a location: "+added.Name+" (tavern).")
		}},
		{"Add a haunted lighthouse", func(t *testing.T, r RefineResult) {
			added := r.UpdatedCampaign.Locations[len(r.UpdatedCampaign.Locations)-1]
			if added.Type != "lighthouse" || !regexp.MustCompile(`^The (Hollow|Weeping|Silent|Gray|Forsaken) Lighthouse$`).MatchString(added.Name) ||
				!strings.HasPrefix(added.Description, "A haunted lighthouse. ") {
				t.Errorf("added %+v", added)
			}
		}},
		{"Add a location for the final confrontation", func(t *testing.T, r RefineResult) {
			added := r.UpdatedCampaign.Locations[len(r.UpdatedCampaign.Locations)-1]
			if !slices.ContainsFunc(settings[SettingWilderness].Lairs, func(p place) bool { return p.Name == added.Name }) ||
				!strings.HasSuffix(added.Description, "Set aside for the final confrontation.") {
				t.Errorf("added %+v, want one of the setting's lairs", added)
			}
		}},
		{"I want a merchant at the market", func(t *testing.T, r RefineResult) {
			n := r.UpdatedCampaign.NPCs[len(r.UpdatedCampaign.NPCs)-1]
			wantEqual(t, "role", n.Role, "Merchant")
		}},
		{"Make encounter 2 harder", func(t *testing.T, r RefineResult) {
			e := r.UpdatedCampaign.Encounters[1]
			wantEqual(t, "difficulty", e.DifficultyLevel, base.Encounters[1].DifficultyLevel+2)
			wantEqual(t, "goblins", e.Monsters[1].Count, 7)
			wantEqual(t, "description", e.Description, "Seven goblins led by a bugbear hold the ford. A DC 14 Perception check spots them.")
			if e.Rating.AdjustedXP <= base.Encounters[1].Rating.AdjustedXP {
				t.Errorf("rating %+v did not rise from %+v", e.Rating, base.Encounters[1].Rating)
			}
			if !strings.Contains(r.Changes[0], "Encounter 2 (Goblins at the Ford) is harder: difficulty") ||
				!strings.Contains(r.Changes[0], "five goblins \u2192 seven goblins") || !strings.Contains(r.Changes[0], "DCs raised by 2") ||
				!strings.Contains(r.Changes[0], "for 4 level-2 characters") {
				t.Errorf("change %q", r.Changes[0])
			}
		}},
		{"make the second fight a bit easier please", func(t *testing.T, r RefineResult) {
			// Five goblins and a bugbear are deadly for four level-2
			// characters (900 adjusted XP); three make it hard (700).
			e := r.UpdatedCampaign.Encounters[1]
			wantEqual(t, "goblins", e.Monsters[1].Count, 3)
			wantEqual(t, "rating", e.Rating.Difficulty, srd.Hard)
			if !strings.Contains(r.Changes[0], "five goblins \u2192 three goblins; now hard for 4 level-2 characters (was deadly)") {
				t.Errorf("change %q", r.Changes[0])
			}
			wantEqual(t, "difficulty", e.DifficultyLevel, base.Encounters[1].DifficultyLevel-2)
		}},
		{"The final battle should be deadlier", func(t *testing.T, r RefineResult) {
			main := r.UpdatedCampaign.main()
			wantEqual(t, "climax", main[len(main)-1].DifficultyLevel, base.main()[len(main)-1].DifficultyLevel+2)
			wantEqual(t, "one change", len(r.Changes), 1)
		}},
		{"Make the whole campaign harder", func(t *testing.T, r RefineResult) {
			wantEqual(t, "every main encounter", len(r.Changes), len(base.main()))
			wantEqual(t, "rating", r.UpdatedCampaign.DifficultyRating, DifficultyMedium)
		}},
		{"Make encounter 9 harder", func(t *testing.T, r RefineResult) {
			if r.Success || len(r.Diff) != 0 || len(r.Changes) != 0 || !strings.Contains(r.Suggestions[0], "There is no encounter 9") {
				t.Errorf("%+v", r)
			}
			wantEqual(t, "unchanged", r.UpdatedCampaign, base)
		}},
		{"Give the villain a pet owlbear", func(t *testing.T, r RefineResult) {
			e := r.UpdatedCampaign.Encounters[0]
			if !strings.HasSuffix(e.Notes, "Requested change: Give the villain a pet owlbear") {
				t.Errorf("notes %q", e.Notes)
			}
			wantEqual(t, "diff", r.Diff, []Change{{Kind: ChangeChanged, Section: SectionEncounters, ID: "enc-1", Name: e.Title, Fields: []string{"notes"}}})
		}},
	}
	for _, tt := range tests {
		t.Run(tt.desc, func(t *testing.T) {
			r := refine(t, base, tt.desc)
			if r.Success {
				if r.UpdatedCampaign.LastRefinedAt == nil || len(r.Changes) == 0 || len(r.Suggestions) != 3 || len(r.Diff) == 0 {
					t.Errorf("result %+v", r)
				}
				checkStructure(t, r.UpdatedCampaign)
			}
			tt.check(t, r)
		})
	}
}

// TestHarderAndEasierMoveTheRating: in built-in campaigns of every setting
// and party, "make encounter N harder" moves a fight's rating for the party
// up a step, and "easier" down a step, unless it is already at that end of
// the scale; the chat says the rating it has now.
func TestHarderAndEasierMoveTheRating(t *testing.T) {
	stuck := 0
	for i, s := range Settings {
		for level := MinLevel; level <= MaxLevel; level++ {
			for _, players := range []int{MinPlayers, 4, MaxPlayers} {
				p := customized(Parameters{Setting: s, Theme: Themes[(i+level)%len(Themes)], CharacterLevel: level, PlayerCount: players})
				c := sampleCampaign(t, p, uint64(level*10+players))
				for _, e := range c.Encounters {
					if e.Rating == nil {
						continue
					}
					from := slices.Index(srd.Difficulties, e.Rating.Difficulty)
					for _, dir := range []int{1, -1} {
						word := map[int]string{1: "harder", -1: "easier"}[dir]
						r := refine(t, c, fmt.Sprintf("Make encounter %d %s", e.Order, word))
						after := r.UpdatedCampaign.Encounters[e.Order-1]
						to := slices.Index(srd.Difficulties, after.Rating.Difficulty)
						atEnd := from+dir < 0 || from+dir >= len(srd.Difficulties)
						if !atEnd && (to-from)*dir < 1 {
							stuck++
							t.Errorf("%s level %d, %d players: %s encounter %d (%v, %s) is %s (%v)", s, level, players, word, e.Order, e.Monsters,
								e.Rating.Difficulty, after.Rating.Difficulty, after.Monsters)
						}
						if !strings.Contains(r.Changes[0], string(after.Rating.Difficulty)+" for "+strconv.Itoa(players)+" level-"+strconv.Itoa(level)+" characters") {
							t.Errorf("the change does not say the new rating: %q", r.Changes[0])
						}
					}
				}
			}
		}
	}
	if stuck > 0 {
		t.Logf("%d fights did not move", stuck)
	}
}

// TestSuggestionsFollowTheCampaign: the suggestions never repeat the kind
// of change just made, and they change with the campaign.
func TestSuggestionsFollowTheCampaign(t *testing.T) {
	c := goblinCampaign(t)
	seen := map[string]bool{}
	for _, tt := range []struct{ request, notPrefix string }{
		{"Add an NPC named Mira", "Add an NPC"},
		{"Add a location: a ruined tower", "Add a location"},
		{"Rename " + c.NPCs[0].Name + " to Captain Vell", "Rename "},
		{"Make encounter 2 harder", "Make encounter 2 harder"},
		{"Make encounter 2 easier", "Make encounter 2 easier"},
	} {
		r := refine(t, c, tt.request)
		if len(r.Suggestions) != 3 {
			t.Errorf("%q: suggestions %q", tt.request, r.Suggestions)
		}
		for _, sg := range r.Suggestions {
			if strings.HasPrefix(sg, tt.notPrefix) {
				t.Errorf("after %q it suggests %q", tt.request, sg)
			}
		}
		seen[strings.Join(r.Suggestions, "|")] = true
		c = r.UpdatedCampaign
	}
	if len(seen) < 4 {
		t.Errorf("five refinements gave only %d sets of suggestions: %v", len(seen), seen)
	}
	// A fight made deadly is offered easier, not harder.
	for range 3 {
		c = refine(t, c, "Make encounter 2 harder").UpdatedCampaign
	}
	r := refine(t, c, "Add an NPC")
	if c.Encounters[1].Rating.Difficulty != "deadly" || slices.Contains(r.Suggestions, "Make encounter 2 harder") {
		t.Errorf("encounter 2 is %s; suggestions %q", c.Encounters[1].Rating.Difficulty, r.Suggestions)
	}
}

func TestAgreeVerb(t *testing.T) {
	for _, tt := range []struct {
		text, subject string
		singular      bool
		want          string
	}{
		{"An ogre block the way, and they are not interested.", "an ogre", true, "An ogre blocks the way, and they are not interested."},
		{"A goblin led by a bugbear hold the ford.", "a goblin", true, "A goblin led by a bugbear holds the ford."},
		{"held by an earth elemental who answer to Vex.", "an earth elemental", true, "held by an earth elemental who answers to Vex."},
		{"a wolf catch the party's scent and close in.", "a wolf", true, "a wolf catches the party's scent and closes in."},
		{"two wolves catches the scent and closes in; the rest are gone.", "two wolves", false, "two wolves catch the scent and close in; the rest are gone."},
		{"a ghoul sent by Vex try to stop them.", "a ghoul", true, "a ghoul sent by Vex tries to stop them."},
		{"an ogre with a club", "an ogre", true, "an ogre with a club"},
	} {
		if got := agreeVerb(tt.text, tt.subject, tt.singular); got != tt.want {
			t.Errorf("agreeVerb(%q, %q) = %q, want %q", tt.text, tt.subject, got, tt.want)
		}
	}
}

// TestEasierSendsFoesAway: a fight of one leader and one follower goes
// easier by sending the follower away, and the description follows.
func TestEasierSendsFoesAway(t *testing.T) {
	c := goblinCampaign(t)
	e := &c.Encounters[1]
	e.Description = "A kobold led by a red dragon wyrmling guards the hoard. A DC 12 check spots them."
	e.Monsters = []Monster{{Name: "Red Dragon Wyrmling", Count: 1}, {Name: "Kobold", Count: 1}}
	climax := &c.Encounters[len(c.main())-1]
	climax.Description = "Vex fights with a wolf, and laughs."
	climax.Notes = "Vex uses the Bandit Captain stat block."
	climax.Monsters = []Monster{{Name: "Bandit Captain", Count: 1}, {Name: "Wolf", Count: 1}}
	finishFights(&c)
	r := refine(t, c, "Make encounter 2 easier")
	wantEqual(t, "wyrmling alone", r.UpdatedCampaign.Encounters[1].Description, "A red dragon wyrmling guards the hoard. A DC 10 check spots them.")
	if !strings.Contains(r.Changes[0], "a kobold sent away") {
		t.Errorf("change %q", r.Changes[0])
	}
	r = refine(t, c, "Make the climax easier")
	after := r.UpdatedCampaign.Encounters[climax.Order-1]
	wantEqual(t, "the villain stays", after.Monsters[0].Name, "Bandit Captain")
	wantEqual(t, "alone", after.Description, "Vex fights alone, and laughs.")
}

func TestReplaceWords(t *testing.T) {
	for _, tt := range []struct{ s, old, repl, want string }{
		{"The Old Mint is old. the old mint", "the old mint", "the Vault", "The Vault is old. the Vault"},
		{"Minted coins in the Mint.", "Mint", "Vault", "Minted coins in the Vault."},
		{"Ana's map", "Ana", "Bea", "Bea's map"},
		{"Élise and élise", "élise", "Zoë", "Zoë and Zoë"},
	} {
		if got, _ := replaceWords(tt.s, tt.old, tt.repl); got != tt.want {
			t.Errorf("replaceWords(%q, %q, %q) = %q, want %q", tt.s, tt.old, tt.repl, got, tt.want)
		}
	}
}

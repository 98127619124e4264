package builtin

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/campaigntest"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/rating"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

func refine(t *testing.T, c types.Campaign, desc string) types.RefineResult {
	t.Helper()
	before, _ := json.Marshal(c)
	r := Refine(types.RefineRequest{CampaignID: c.ID, Description: desc, Campaign: c}, 7, campaigntest.FixedNow)
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
		check func(t *testing.T, r types.RefineResult)
	}{
		{"Rename " + firstLocation + " to the Gilded Vault", func(t *testing.T, r types.RefineResult) {
			text, _ := json.Marshal(r.UpdatedCampaign)
			if strings.Contains(string(text), inProse(firstLocation)[4:]+"\"") || !strings.Contains(string(text), "Gilded Vault") {
				t.Errorf("not renamed everywhere: %s", text)
			}
		}},
		{"change " + villain + " to Lord Ashes", func(t *testing.T, r types.RefineResult) {
			c := r.UpdatedCampaign
			campaigntest.WantEqual(t, "villain", c.NPCs[3].Name, "Lord Ashes")
			if md := campaignText(c); strings.Contains(md, villain) || strings.Contains(md, shortName(villain)+" ") {
				t.Errorf("%s survives somewhere", villain)
			}
			if !strings.HasPrefix(r.Changes[0], "Renamed \u201c"+villain+"\u201d to \u201cLord Ashes\u201d throughout (") {
				t.Errorf("change %q", r.Changes[0])
			}
		}},
		{"Replace goblins with kobolds", func(t *testing.T, r types.RefineResult) {
			e := r.UpdatedCampaign.Encounters[1]
			campaigntest.WantEqual(t, "description", e.Description, "Five kobolds led by a bugbear hold the ford. A DC 12 Perception check spots them.")
			campaigntest.WantEqual(t, "monsters", []string{e.Monsters[0].Name, e.Monsters[1].Name, e.Monsters[1].Slug}, []string{"Bugbear", "Kobold", "kobold"})
			campaigntest.WantEqual(t, "title", e.Title, "Kobolds at the Ford")
		}},
		{"Change the title to \u201cNight of Knives\u201d.", func(t *testing.T, r types.RefineResult) {
			campaigntest.WantEqual(t, "title", r.UpdatedCampaign.Title, "Night of Knives")
		}},
		{"Add a location", func(t *testing.T, r types.RefineResult) {
			c := r.UpdatedCampaign
			campaigntest.WantEqual(t, "locations", len(c.Locations), len(base.Locations)+1)
			added := c.Locations[len(c.Locations)-1]
			if !inPools(settings[types.SettingWilderness], added.Name) || added.ID != "loc-5" || strings.Contains(added.Description, "{") {
				t.Errorf("added %+v", added)
			}
		}},
		{"Please add a tavern called the rusty nail where smugglers meet", func(t *testing.T, r types.RefineResult) {
			added := r.UpdatedCampaign.Locations[len(r.UpdatedCampaign.Locations)-1]
			campaigntest.WantEqual(t, "tavern", added.Name+"|"+added.Type, "The Rusty Nail|tavern")
			if !strings.HasSuffix(added.Description, "Smugglers meet.") {
				t.Errorf("description %q", added.Description)
			}
		}},
		{"Add an NPC named Mira who knows the villain's secret", func(t *testing.T, r types.RefineResult) {
			n := r.UpdatedCampaign.NPCs[len(r.UpdatedCampaign.NPCs)-1]
			campaigntest.WantEqual(t, "npc", n.Name+"|"+n.Motivation+"|"+n.ID, "Mira|Knows the villain's secret.|npc-5")
			if n.Race == "" || n.Role == "" || n.Personality == "" || n.Description == "" {
				t.Errorf("incomplete NPC %+v", n)
			}
		}},
		{"Add a location: a smugglers' tavern by the river", func(t *testing.T, r types.RefineResult) {
			c := r.UpdatedCampaign
			added := c.Locations[len(c.Locations)-1]
			campaigntest.WantEqual(t, "type", added.Type, "tavern")
			// A tavern's name, with a smugglers' word and a river word.
			if !regexp.MustCompile(`^The (Crooked|Quiet|Blind|One-Eyed|Muffled|Sly) (Eel|Ferryman|Heron|Otter|Pike|Drowned Oar)$`).MatchString(added.Name) {
				t.Errorf("name %q", added.Name)
			}
			if !strings.HasPrefix(added.Description, "A smugglers' tavern by the river. ") {
				t.Errorf("description %q", added.Description)
			}
			campaigntest.WantEqual(t, "change", r.Changes[0], "Added a location: "+added.Name+" (tavern).")
		}},
		{"Add a haunted lighthouse", func(t *testing.T, r types.RefineResult) {
			added := r.UpdatedCampaign.Locations[len(r.UpdatedCampaign.Locations)-1]
			if added.Type != "lighthouse" || !regexp.MustCompile(`^The (Hollow|Weeping|Silent|Gray|Forsaken) Lighthouse$`).MatchString(added.Name) ||
				!strings.HasPrefix(added.Description, "A haunted lighthouse. ") {
				t.Errorf("added %+v", added)
			}
		}},
		{"Add a location for the final confrontation", func(t *testing.T, r types.RefineResult) {
			added := r.UpdatedCampaign.Locations[len(r.UpdatedCampaign.Locations)-1]
			if !slices.ContainsFunc(settings[types.SettingWilderness].Lairs, func(p place) bool { return p.Name == added.Name }) ||
				!strings.HasSuffix(added.Description, "Set aside for the final confrontation.") {
				t.Errorf("added %+v, want one of the setting's lairs", added)
			}
		}},
		{"I want a merchant at the market", func(t *testing.T, r types.RefineResult) {
			n := r.UpdatedCampaign.NPCs[len(r.UpdatedCampaign.NPCs)-1]
			campaigntest.WantEqual(t, "role", n.Role, "Merchant")
		}},
		{"Make encounter 2 harder", func(t *testing.T, r types.RefineResult) {
			e := r.UpdatedCampaign.Encounters[1]
			campaigntest.WantEqual(t, "difficulty", e.DifficultyLevel, base.Encounters[1].DifficultyLevel+2)
			campaigntest.WantEqual(t, "goblins", e.Monsters[1].Count, 7)
			campaigntest.WantEqual(t, "description", e.Description, "Seven goblins led by a bugbear hold the ford. A DC 14 Perception check spots them.")
			if e.Rating.AdjustedXP <= base.Encounters[1].Rating.AdjustedXP {
				t.Errorf("rating %+v did not rise from %+v", e.Rating, base.Encounters[1].Rating)
			}
			if !strings.Contains(r.Changes[0], "Encounter 2 (Goblins at the Ford) is harder: difficulty") ||
				!strings.Contains(r.Changes[0], "five goblins \u2192 seven goblins") || !strings.Contains(r.Changes[0], "DCs raised by 2") ||
				!strings.Contains(r.Changes[0], "for 4 level-2 characters") {
				t.Errorf("change %q", r.Changes[0])
			}
		}},
		{"make the second fight a bit easier please", func(t *testing.T, r types.RefineResult) {
			// Five goblins and a bugbear are deadly for four level-2
			// characters (900 adjusted XP); three make it hard (700).
			e := r.UpdatedCampaign.Encounters[1]
			campaigntest.WantEqual(t, "goblins", e.Monsters[1].Count, 3)
			campaigntest.WantEqual(t, "rating", e.Rating.Difficulty, srd.Hard)
			if !strings.Contains(r.Changes[0], "five goblins \u2192 three goblins; now hard for 4 level-2 characters (was deadly)") {
				t.Errorf("change %q", r.Changes[0])
			}
			campaigntest.WantEqual(t, "difficulty", e.DifficultyLevel, base.Encounters[1].DifficultyLevel-2)
		}},
		{"The final battle should be deadlier", func(t *testing.T, r types.RefineResult) {
			main := r.UpdatedCampaign.MainEncounters()
			campaigntest.WantEqual(t, "climax", main[len(main)-1].DifficultyLevel, base.MainEncounters()[len(main)-1].DifficultyLevel+2)
			campaigntest.WantEqual(t, "one change", len(r.Changes), 1)
		}},
		{"Make the whole campaign harder", func(t *testing.T, r types.RefineResult) {
			campaigntest.WantEqual(t, "every main encounter", len(r.Changes), len(base.MainEncounters()))
			campaigntest.WantEqual(t, "rating", r.UpdatedCampaign.DifficultyRating, types.DifficultyMedium)
		}},
		{"Make encounter 9 harder", func(t *testing.T, r types.RefineResult) {
			if r.Success || len(r.Changes) != 0 || !strings.Contains(r.Suggestions[0], "There is no encounter 9") {
				t.Errorf("%+v", r)
			}
			campaigntest.WantEqual(t, "unchanged", r.UpdatedCampaign, base)
		}},
		{"Give the villain a pet owlbear", func(t *testing.T, r types.RefineResult) {
			e := r.UpdatedCampaign.Encounters[0]
			if !strings.HasSuffix(e.Notes, "Requested change: Give the villain a pet owlbear") {
				t.Errorf("notes %q", e.Notes)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.desc, func(t *testing.T) {
			r := refine(t, base, tt.desc)
			if r.Success {
				if r.UpdatedCampaign.LastRefinedAt == nil || len(r.Changes) == 0 || len(r.Suggestions) != 3 {
					t.Errorf("result %+v", r)
				}
				campaigntest.CheckStructure(t, r.UpdatedCampaign)
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
	for i, s := range types.Settings {
		for level := types.MinLevel; level <= types.MaxLevel; level++ {
			for _, players := range []int{types.MinPlayers, 4, types.MaxPlayers} {
				p := campaigntest.Customized(types.Parameters{Setting: s, Theme: types.Themes[(i+level)%len(types.Themes)], CharacterLevel: level, PlayerCount: players})
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
	e.Monsters = []types.Monster{{Name: "Red Dragon Wyrmling", Count: 1}, {Name: "Kobold", Count: 1}}
	climax := &c.Encounters[len(c.MainEncounters())-1]
	climax.Description = "Vex fights with a wolf, and laughs."
	climax.Notes = "Vex uses the Bandit Captain stat block."
	climax.Monsters = []types.Monster{{Name: "Bandit Captain", Count: 1}, {Name: "Wolf", Count: 1}}
	rating.FinishFights(&c)
	r := refine(t, c, "Make encounter 2 easier")
	campaigntest.WantEqual(t, "wyrmling alone", r.UpdatedCampaign.Encounters[1].Description, "A red dragon wyrmling guards the hoard. A DC 10 check spots them.")
	if !strings.Contains(r.Changes[0], "a kobold sent away") {
		t.Errorf("change %q", r.Changes[0])
	}
	r = refine(t, c, "Make the climax easier")
	after := r.UpdatedCampaign.Encounters[climax.Order-1]
	campaigntest.WantEqual(t, "the villain stays", after.Monsters[0].Name, "Bandit Captain")
	campaigntest.WantEqual(t, "alone", after.Description, "Vex fights alone, and laughs.")
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

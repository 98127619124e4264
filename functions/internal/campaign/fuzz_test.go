package campaign

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/builtin"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/campaigntest"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/modelreply"
)

// FuzzParseCampaign: any text either fails with ErrUnreadable or gives a
// campaign within the spec's structure, with valid UTF-8 and sane sizes.
func FuzzParseCampaign(f *testing.F) {
	for _, seed := range []string{specFormat, markdownFormat, reordered, numbered, missingParts, withJunk, tooMany,
		boldHeadings, jsonCampaign, proseMonsters, windowsAndUnicode, overallDifficultyText, chatStyle,
		"", "# X\n## Encounter 1:\n## Encounter (optional)\n",
		"ENCOUNTER 99: x\nMonsters: 999 goblins, 12 (3)\nDuration: 9999 hours\nDifficulty: 11/0\n", "**\n##\n- **\n1.\n```\n"} {
		f.Add(seed, uint8(2), uint8(4), uint8(3))
	}
	f.Fuzz(func(t *testing.T, text string, hours, players, level uint8) {
		p := Parameters{Duration: int(hours%4) + 1, PlayerCount: int(players%5) + 2, CharacterLevel: int(level%10) + 1}
		c, err := ParseCampaign(text, p)
		if err != nil {
			if err != ErrUnreadable {
				t.Fatalf("unexpected error %v", err)
			}
			return
		}
		campaigntest.CheckStructure(t, c)
		c.EachText(func(s *string) {
			if !utf8.ValidString(*s) || len(*s) > maxFieldChars {
				t.Fatalf("bad text field (%d bytes)", len(*s))
			}
		})
		if len(c.Encounters) > MaxMainEncounters+MaxOptionalEncounters {
			t.Fatalf("%d encounters", len(c.Encounters))
		}
		for _, e := range c.Encounters {
			for _, m := range e.Monsters {
				if m.Count < 1 || m.Count > 99 || strings.TrimSpace(m.Name) == "" {
					t.Fatalf("monster %+v", m)
				}
			}
		}
		if problems := c.Problems(); len(problems) > 0 && c.ID == "" {
			delete(problems, "id")
			if len(problems) > 0 {
				t.Fatalf("a parsed campaign would be refused for refinement: %v", problems)
			}
		}
	})
}

// FuzzParseRefinement: any reply is either refused as invalid or gives an
// updated campaign that keeps the id, the parameters and the required
// parts, with a diff.
func FuzzParseRefinement(f *testing.F) {
	prev := builtin.Campaign(DefaultParameters(), 2)
	prev.ID = "cmp_fuzz"
	valid := `{"success":true,"changes":["x"],"updatedCampaign":` + string(modelreply.PromptJSON(prev)) + `}`
	for _, seed := range []string{valid, valid[:len(valid)/2], `{"success":false}`, `{"updatedCampaign":{"id":"cmp_fuzz"}}`,
		`{"updatedCampaign":{"id":"cmp_fuzz","title":"t","introduction":"i","conclusion":"c","encounters":[{"title":"a","description":"b","monsters":"3 ogres","estimatedDuration":"x"}]}}`,
		"```json\n" + valid + "\n```", "[1,2,3]", `{"updatedCampaign": []}`, "not json"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, reply string) {
		r, err := ParseRefinement(reply, prev, campaigntest.FixedNow)
		if err != nil {
			return
		}
		c := r.UpdatedCampaign
		if !r.Success || c.ID != prev.ID || c.Parameters != prev.Parameters || c.Title == "" || c.Introduction == "" ||
			c.Conclusion == "" || len(c.Encounters) == 0 || r.Diff == nil || len(r.Changes) == 0 {
			t.Fatalf("accepted a bad refinement: %+v", r)
		}
		if problems := c.Problems(); len(problems) > 0 {
			t.Fatalf("accepted a campaign with problems: %v", problems)
		}
		seen := map[string]bool{}
		for _, id := range campaigntest.AllIDs(c) {
			if id == "" || seen[id] {
				t.Fatalf("empty or repeated id %q", id)
			}
			seen[id] = true
		}
	})
}

// FuzzBuiltInRefinement: any request leaves a campaign within the rules and
// never touches the campaign it was given.
func FuzzBuiltInRefinement(f *testing.F) {
	for _, seed := range []string{"Rename the Old Mint to X", "make encounter 2 harder", "add an NPC named Bo who sells maps",
		"add a tavern where thieves meet", "change goblins to kobolds", "replace a with b", "Make encounter 0 easier", "rename  to ", "change the title to"} {
		f.Add(seed)
	}
	base := builtin.Campaign(Parameters{Setting: SettingUrban}, 4)
	base.ID = "cmp_fuzz"
	f.Fuzz(func(t *testing.T, desc string) {
		before := Markdown(base)
		r := refineBuiltIn(RefineRequest{CampaignID: base.ID, Description: desc, Campaign: base}, 1, campaigntest.FixedNow)
		if Markdown(base) != before {
			t.Fatal("the given campaign changed")
		}
		if r.UpdatedCampaign.ID != base.ID || len(r.UpdatedCampaign.Encounters) != len(base.Encounters) {
			t.Fatalf("result %+v", r)
		}
		if !r.Success && len(r.Suggestions) == 0 {
			t.Fatal("a refusal without a suggestion")
		}
	})
}

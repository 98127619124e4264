package campaign

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/builtin"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/campaigntest"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/modelreply"
)

// longReply is a model reply of about 4,000 tokens (16,000 characters, at
// the usual four characters a token) in the prompt's format, with Markdown
// flourishes, field lines, prose monsters in one fight, NPC and location
// lists, and chatter around it.
func longReply() string {
	c := builtin.Campaign(Parameters{Duration: 4, Setting: SettingMixed, Theme: ThemeAdventure, CharacterLevel: 5, PlayerCount: 5}, 99)
	var b strings.Builder
	b.WriteString("Certainly! Here is your adventure.\n\n# CAMPAIGN TITLE: " + c.Title + "\n\n## INTRODUCTION\n\n")
	for range 3 {
		b.WriteString(c.Introduction + "\n\n")
	}
	b.WriteString("## PLOT HOOKS\n\n" + bullets(c.PlotHooks) + "\n")
	for i, e := range c.Encounters {
		if e.Optional {
			fmt.Fprintf(&b, "## OPTIONAL ENCOUNTER: %s\n", e.Title)
		} else {
			fmt.Fprintf(&b, "## ENCOUNTER %d: %s\n", i+1, e.Title)
		}
		typ := e.Type
		if i == 1 {
			typ = EncounterCombat // its monsters are named only in the prose
		}
		fmt.Fprintf(&b, "Type: %s\nDuration: %d minutes\nDifficulty: %d/10\n", typ, e.EstimatedDuration, e.DifficultyLevel)
		if len(e.Monsters) > 0 && i != 1 {
			fmt.Fprintf(&b, "Monsters: %s\n", monsterList(e.Monsters))
		}
		for range 4 {
			b.WriteString(e.Description + " The air is thick with tension, and every shadow seems to move. " +
				"Describe the sounds, the smells and the small details that make the place real.\n\n")
		}
		if i == 1 {
			b.WriteString("Four ghouls and a ghast wait in the dark beyond the door, with two giant spiders in the rafters.\n\n")
		}
		fmt.Fprintf(&b, "Notes: %s\n\n", e.Notes)
	}
	b.WriteString("## NPCS\n\n")
	for _, n := range c.NPCs {
		fmt.Fprintf(&b, "- **%s** (%s, %s): %s Personality: %s Motivation: %s\n", n.Name, n.Race, n.Role, n.Description, n.Personality, n.Motivation)
	}
	b.WriteString("\n## LOCATIONS\n\n")
	for _, l := range c.Locations {
		fmt.Fprintf(&b, "- **%s** (%s): %s %s\n", l.Name, l.Type, l.Description, l.Description)
	}
	b.WriteString("\n## CONCLUSION\n\n" + c.Conclusion + "\n\n" + c.Conclusion + "\n\n## PACING NOTES\n\n" + bullets(c.PacingNotes))
	b.WriteString("\nLet me know if you would like any changes!\n")
	return b.String()
}

func TestLongReplyIsAbout4000Tokens(t *testing.T) {
	text := longReply()
	if n := len(text) / 4; n < 3800 || n > 5000 {
		t.Fatalf("the benchmark text is about %d tokens (%d bytes)", n, len(text))
	}
	c, err := ParseCampaign(text, Parameters{Duration: 4, CharacterLevel: 5, PlayerCount: 5})
	if err != nil {
		t.Fatal(err)
	}
	campaigntest.CheckStructure(t, c)
	found := map[string]int{}
	for _, m := range c.Encounters[1].Monsters {
		found[m.Name] = m.Count
	}
	if found["Ghoul"] != 4 || found["Ghast"] != 1 || found["Giant Spider"] != 2 {
		t.Errorf("prose monsters: %v", c.Encounters[1].Monsters)
	}
}

// BenchmarkParseCampaign4000Tokens: budget 1 ms per parse.
func BenchmarkParseCampaign4000Tokens(b *testing.B) {
	text := longReply()
	p := Parameters{Duration: 4, CharacterLevel: 5, PlayerCount: 5}
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseCampaign(text, p); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBuildCampaign(b *testing.B) {
	p := Parameters{Duration: 4, Setting: SettingMixed, CharacterLevel: 5, PlayerCount: 5}
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		builtin.Campaign(p, seed)
	}
}

func BenchmarkParseRefinement(b *testing.B) {
	prev := builtin.Campaign(DefaultParameters(), 2)
	prev.ID = "cmp_bench"
	reply := `{"success":true,"changes":["x"],"suggestions":["y"],"updatedCampaign":` + string(modelreply.PromptJSON(prev)) + `}`
	b.SetBytes(int64(len(reply)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseRefinement(reply, prev, campaigntest.FixedNow); err != nil {
			b.Fatal(err)
		}
	}
}

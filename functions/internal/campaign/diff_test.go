package campaign

import (
	"testing"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/builtin"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/campaigntest"
)

func TestDiff(t *testing.T) {
	before := builtin.Campaign(DefaultParameters(), 21)
	tests := []struct {
		name string
		edit func(c *Campaign)
		want []Change
	}{
		{"nothing", func(*Campaign) {}, []Change{}},
		{"title and introduction", func(c *Campaign) {
			c.Title = "New Title"
			c.Introduction += " More."
		}, []Change{
			{Kind: ChangeChanged, Section: SectionTitle, Name: "New Title", Before: before.Title, Fields: []string{"title"}},
			{Kind: ChangeChanged, Section: SectionIntroduction},
		}},
		{"hooks by position", func(c *Campaign) {
			c.PlotHooks[1] = "A different hook."
			c.PlotHooks = append(c.PlotHooks, "One more hook.")
		}, []Change{
			{Kind: ChangeChanged, Section: SectionPlotHooks, Name: "A different hook."},
			{Kind: ChangeAdded, Section: SectionPlotHooks, Name: "One more hook."},
		}},
		{"an encounter renamed and made harder", func(c *Campaign) {
			c.Encounters[1].Title = "The Bridge of Teeth"
			c.Encounters[1].DifficultyLevel++
		}, []Change{{Kind: ChangeRenamed, Section: SectionEncounters, ID: "enc-2", Name: "The Bridge of Teeth",
			Before: before.Encounters[1].Title, Fields: []string{"title", "difficultyLevel"}}}},
		{"monsters changed", func(c *Campaign) {
			i := len(c.MainEncounters()) - 1
			c.Encounters[i].Monsters[len(c.Encounters[i].Monsters)-1].Count++
		}, []Change{{Kind: ChangeChanged, Section: SectionEncounters, ID: before.Encounters[len(before.MainEncounters())-1].ID,
			Name: before.Encounters[len(before.MainEncounters())-1].Title, Fields: []string{"monsters"}}}},
		{"an NPC removed and one added", func(c *Campaign) {
			c.NPCs = append(c.NPCs[:1:1], c.NPCs[2:]...)
			c.NPCs = append(c.NPCs, NPC{ID: "npc-9", Name: "Mira"})
		}, []Change{
			{Kind: ChangeAdded, Section: SectionNPCs, ID: "npc-9", Name: "Mira"},
			{Kind: ChangeRemoved, Section: SectionNPCs, ID: "npc-2", Name: before.NPCs[1].Name},
		}},
		{"a location matched by name when its id is new", func(c *Campaign) {
			c.Locations[0].ID = "loc-new"
			c.Locations[0].Description = "Rebuilt."
		}, []Change{{Kind: ChangeChanged, Section: SectionLocations, ID: "loc-new", Name: before.Locations[0].Name, Fields: []string{"id", "description"}[1:]}}},
		{"conclusion, pacing and handouts", func(c *Campaign) {
			c.Conclusion = "The end."
			c.PacingNotes = c.PacingNotes[:2]
			c.Handouts = []string{"A map."}
		}, []Change{
			{Kind: ChangeChanged, Section: SectionConclusion},
			{Kind: ChangeChanged, Section: SectionPacingNotes},
			{Kind: ChangeAdded, Section: SectionHandouts, Name: "A map."},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			after := before.Clone()
			tt.edit(&after)
			campaigntest.WantEqual(t, "diff", Diff(before, after), tt.want)
		})
	}
}

func TestDescribeChange(t *testing.T) {
	for _, tt := range []struct {
		ch   Change
		want string
	}{
		{Change{Kind: ChangeChanged, Section: SectionTitle, Name: "New"}, "Retitled the campaign \u201cNew\u201d."},
		{Change{Kind: ChangeChanged, Section: SectionIntroduction}, "Rewrote the introduction."},
		{Change{Kind: ChangeRenamed, Section: SectionNPCs, Name: "B", Before: "A"}, "NPC \u201cA\u201d is now \u201cB\u201d."},
		{Change{Kind: ChangeChanged, Section: SectionEncounters, Name: "E", Fields: []string{"notes", "monsters"}}, "Encounter \u201cE\u201d changed (notes, monsters)."},
		{Change{Kind: ChangeAdded, Section: SectionLocations, Name: "L"}, "Location \u201cL\u201d added."},
		{Change{Kind: ChangeRemoved, Section: SectionPlotHooks, Name: "H"}, "Plot hook \u201cH\u201d removed."},
	} {
		if got := describeChange(tt.ch); got != tt.want {
			t.Errorf("describeChange(%+v) = %q, want %q", tt.ch, got, tt.want)
		}
	}
}

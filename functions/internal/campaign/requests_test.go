package campaign

import (
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/builtin"
)

func TestRequestProblemsAreKeyedByJSONPath(t *testing.T) {
	gen := GenerateRequest{Parameters: Parameters{Duration: 9, Setting: SettingCustom}}
	problems := gen.Problems()
	if problems["parameters.duration"] == "" || problems["parameters.customSetting"] == "" || len(problems) != 2 {
		t.Errorf("generate problems %v", problems)
	}
	if got := gen.Problems(); len(got) != 2 {
		t.Errorf("Valid gives %v", got)
	}

	c := builtin.Campaign(DefaultParameters(), 1)
	c.ID = "cmp_1"
	ok := RefineRequest{CampaignID: "cmp_1", Description: "Make encounter 2 harder", Campaign: c}
	if p := ok.Problems(); len(p) != 0 {
		t.Fatalf("valid refinement refused: %v", p)
	}
	tests := []struct {
		name  string
		edit  func(*RefineRequest)
		field string
	}{
		{"blank description", func(r *RefineRequest) { r.Description = "  " }, "description"},
		{"long description", func(r *RefineRequest) { r.Description = strings.Repeat("z", MaxRequestChars+1) }, "description"},
		{"unknown request type", func(r *RefineRequest) { r.RequestType = "rewrite" }, "requestType"},
		{"unknown section", func(r *RefineRequest) { r.TargetSection = "villains" }, "targetSection"},
		{"no campaign id", func(r *RefineRequest) { r.CampaignID = "" }, "campaignId"},
		{"id mismatch", func(r *RefineRequest) { r.CampaignID = "cmp_2" }, "campaignId"},
		{"campaign without title", func(r *RefineRequest) { r.Campaign.Title = "" }, "campaign.title"},
		{"campaign without encounters", func(r *RefineRequest) { r.Campaign.Encounters = nil }, "campaign.encounters"},
		{"encounter without description", func(r *RefineRequest) { r.Campaign.Encounters[1].Description = "" }, "campaign.encounters[1]"},
		{"bad parameters", func(r *RefineRequest) { r.Campaign.Parameters.PlayerCount = 40 }, "campaign.parameters.playerCount"},
		{"too many NPCs", func(r *RefineRequest) { r.Campaign.NPCs = make([]NPC, MaxItems+1) }, "campaign.npcs"},
		{"too much text", func(r *RefineRequest) { r.Campaign.Introduction = strings.Repeat("w", MaxCampaignChars) }, "campaign"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := ok
			r.Campaign = ok.Campaign.Clone()
			tt.edit(&r)
			if p := r.Problems(); p[tt.field] == "" {
				t.Errorf("no problem for %s: %v", tt.field, p)
			}
		})
	}
}

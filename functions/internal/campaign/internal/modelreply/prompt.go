package modelreply

import (
	"embed"
	"encoding/json"
	"slices"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/llmapp"
)

//go:embed prompts/*.tmpl
var promptFiles embed.FS

var prompts = llmapp.MustParse(promptFiles, "prompts/*.tmpl")

// generationData is what the generation templates read.
type generationData struct {
	types.Parameters
	Minutes    int
	Difficulty types.Difficulty
}

// GenerationRequest is the model call that writes a campaign for the
// parameters, in the spec's sections (title, introduction, plot hooks,
// numbered encounters, conclusion, NPCs, locations and pacing notes).
func GenerationRequest(p types.Parameters) llm.Request {
	p = p.WithDefaults()
	return prompts.Request(llm.UseCampaignGeneration, "generation", generationData{Parameters: p, Minutes: p.Minutes(), Difficulty: p.Difficulty()})
}

// refinementData is what the refinement templates read.
type refinementData struct {
	Description   string
	TargetSection types.Section
	// Campaign is the campaign as JSON (PromptJSON).
	Campaign string
}

// RefinementRequest is the model call that applies a refinement: the
// request, the section to focus on, and the campaign as JSON.
func RefinementRequest(req types.RefineRequest) llm.Request {
	return prompts.Request(llm.UseCampaignRefinement, "refinement", refinementData{Description: req.Description,
		TargetSection: req.TargetSection, Campaign: string(PromptJSON(req.Campaign))})
}

// PromptJSON is the campaign as the model sees it: without timestamps,
// timing, fight ratings and the SRD creatures' stat blocks, which are
// worked out again after the reply (and cost reply tokens if echoed).
func PromptJSON(c types.Campaign) []byte {
	c = c.Clone()
	for i := range c.Encounters {
		e := &c.Encounters[i]
		e.Rating = nil
		for j := range e.Monsters {
			e.Monsters[j].Slug, e.Monsters[j].ChallengeRating, e.Monsters[j].XP = "", "", 0
		}
	}
	c.StatBlocks = slices.DeleteFunc(c.StatBlocks, func(sb types.StatBlock) bool { return sb.Slug != "" })
	data, _ := json.Marshal(c)
	var m map[string]json.RawMessage
	if json.Unmarshal(data, &m) != nil {
		return data
	}
	for _, k := range []string{"generatedAt", "lastRefinedAt", "estimatedDuration", "introductionDuration", "conclusionDuration"} {
		delete(m, k)
	}
	out, err := json.Marshal(m)
	if err != nil {
		return data
	}
	return out
}

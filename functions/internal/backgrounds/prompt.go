package backgrounds

import (
	"embed"
	"encoding/json"

	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/llmapp"
)

// The prompts are templates; the generation's reply shape states the
// counts of section 9 (a test keeps them equal to counts).
//
//go:embed prompts/*.tmpl
var promptFiles embed.FS

var prompts = llmapp.MustParse(promptFiles, "prompts/*.tmpl")

// generationRequest is the model call that writes a background for req
// (normalised).
func generationRequest(req Request) llm.Request {
	return prompts.Request(llm.UseBackgroundGeneration, "generation", req)
}

// refinementData is what the refinement templates read.
type refinementData struct {
	RefineRequest
	Race, CharacterClass string
	CharacterLevel       int
	// Current is the background's content as indented JSON.
	Current    string
	TargetKeys []string
	Kind       string
}

// refinementRequest is the model call that applies req to its background.
func refinementRequest(req RefineRequest) llm.Request {
	current, _ := json.MarshalIndent(req.Background.Content, "", "  ")
	kind := req.RequestType
	if kind == "" {
		kind = "general"
	}
	r := req.Background.Request
	return prompts.Request(llm.UseBackgroundRefinement, "refinement", refinementData{RefineRequest: req,
		Race: string(r.Race), CharacterClass: string(r.CharacterClass), CharacterLevel: r.CharacterLevel,
		Current: string(current), TargetKeys: sectionKeys(req.TargetSection), Kind: kind})
}

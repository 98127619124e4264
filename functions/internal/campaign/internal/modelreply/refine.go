package modelreply

import (
	"encoding/json"
	"fmt"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/llm"
)

// refineReply is the spec's refinement JSON, read leniently.
type refineReply struct {
	Success         looseBool      `json:"success"`
	UpdatedCampaign *looseCampaign `json:"updatedCampaign"`
	Changes         looseTexts     `json:"changes"`
	Suggestions     looseTexts     `json:"suggestions"`
}

// RefinementReply is what a model's refinement reply holds: the campaign
// as it sent it (a list it left out is nil), and its changes and
// suggestions.
type refinementReply struct {
	Campaign             types.Campaign
	Changes, Suggestions []string
}

// ReadRefinement reads the spec's refinement JSON leniently; the error
// wraps llm.ErrInvalidReply when it holds no updated campaign or says the
// refinement failed.
func ReadRefinement(text string) (refinementReply, error) {
	invalid := func(format string, args ...any) (refinementReply, error) {
		return refinementReply{}, &llm.Error{Class: llm.ErrInvalidReply, Err: fmt.Errorf(format, args...)}
	}
	block, err := llm.ExtractJSON(text)
	if err != nil {
		return invalid("refinement reply: %w", err)
	}
	var reply refineReply
	if err := json.Unmarshal([]byte(block), &reply); err != nil {
		return invalid("refinement reply: %w", err)
	}
	switch {
	case reply.UpdatedCampaign == nil:
		return invalid("refinement reply has no updatedCampaign")
	case reply.Success.set && !reply.Success.v:
		return invalid("the model reported that the refinement failed")
	}
	return refinementReply{Campaign: reply.UpdatedCampaign.campaign(), Changes: []string(reply.Changes), Suggestions: []string(reply.Suggestions)}, nil
}

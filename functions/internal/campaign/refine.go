package campaign

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
)

// Refine changes the campaign the request carries as its description asks.
// With a model, the model's JSON reply is validated: a reply that is not
// JSON, says it failed, or whose campaign lost its id or a required part is
// rejected, and the built-in refinement runs on the campaign as it was
// (reason model_failed). Streaming and errors are as for Generate: the
// model's raw reply streams as it is written, a built-in refinement streams
// its list of changes, and the result is authoritative.
func (s *Service) Refine(ctx context.Context, req RefineRequest, onDelta func(string) error) (RefineResult, error) {
	if problems := req.Problems(); len(problems) > 0 {
		return RefineResult{}, derrors.FieldErrors(problems)
	}
	seed, _ := s.nextSeed()
	now := s.now().UTC()
	if s.model == nil {
		return s.builtInRefinement(ctx, req, seed, now, llm.BuiltIn(false), onDelta)
	}
	call := llm.Request{Use: llm.UseCampaignRefinement, System: RefinementSystem, User: RefinementPrompt(req)}
	text, streamed, err := s.ask(ctx, call, onDelta)
	var res RefineResult
	if err == nil {
		res, err = ParseRefinement(text, req.Campaign, now)
	}
	if err != nil {
		if aborted(ctx, err) {
			return RefineResult{}, abortErr(ctx, err)
		}
		s.logger.WarnContext(ctx, "campaign refinement fell back to the built-in refinement", "err", err)
		if streamed {
			onDelta = nil
		}
		return s.builtInRefinement(ctx, req, seed, now, llm.BuiltIn(true), onDelta)
	}
	res.Origin = llm.FromModel()
	return res, nil
}

func (s *Service) builtInRefinement(ctx context.Context, req RefineRequest, seed uint64, now time.Time, origin llm.Origin,
	onDelta func(string) error) (RefineResult, error) {
	res := refineBuiltIn(req, seed, now)
	res.Origin = origin
	if onDelta != nil {
		lines := res.Changes
		if !res.Success {
			lines = res.Suggestions
		}
		for _, line := range lines {
			if err := ctx.Err(); err != nil {
				return RefineResult{}, abortErr(ctx, err)
			}
			if err := onDelta("- " + line + "\n"); err != nil {
				return RefineResult{}, fmt.Errorf("stream built-in refinement: %w", err)
			}
		}
	}
	return res, nil
}

// refineBuiltIn is the built-in refinement and what it changed.
func refineBuiltIn(req RefineRequest, seed uint64, now time.Time) RefineResult {
	res := builtinRefine(req, seed, now)
	res.Diff = []Change{}
	if res.Success {
		res.Diff = Diff(req.Campaign, res.UpdatedCampaign)
	}
	return res
}

// refineReply is the spec's refinement JSON, read leniently.
type refineReply struct {
	Success         looseBool      `json:"success"`
	UpdatedCampaign *looseCampaign `json:"updatedCampaign"`
	Changes         looseTexts     `json:"changes"`
	Suggestions     looseTexts     `json:"suggestions"`
}

// maxSuggestions bounds the suggestions kept from a reply.
const maxSuggestions = 5

// ParseRefinement reads a model's refinement reply against the campaign it
// was asked to change. Parts of updatedCampaign the reply leaves out (other
// than the required ones) keep their previous value; the parameters,
// timing and generatedAt always do. The error wraps llm.ErrInvalidReply
// when the reply cannot be used.
func ParseRefinement(text string, prev Campaign, now time.Time) (RefineResult, error) {
	reply, err := readRefinement(text)
	if err != nil {
		return RefineResult{}, err
	}
	updated, err := mergeRefined(prev, reply.Campaign, now)
	if err != nil {
		return RefineResult{}, &llm.Error{Class: llm.ErrInvalidReply, Err: fmt.Errorf("updated campaign rejected: %w", err)}
	}
	res := RefineResult{Success: true, UpdatedCampaign: updated, Diff: Diff(prev, updated), Changes: reply.Changes}
	if len(res.Changes) == 0 {
		for _, ch := range res.Diff {
			res.Changes = append(res.Changes, describeChange(ch))
		}
	}
	if len(res.Changes) == 0 {
		res.Changes = []string{"No part of the campaign changed."}
	}
	res.Suggestions = reply.Suggestions
	if len(res.Suggestions) > maxSuggestions {
		res.Suggestions = res.Suggestions[:maxSuggestions]
	}
	return res, nil
}

// refinementReply is what a model's refinement reply holds: the campaign
// as it sent it (a list it left out is nil), and its changes and
// suggestions.
type refinementReply struct {
	Campaign             Campaign
	Changes, Suggestions []string
}

// readRefinement reads the spec's refinement JSON leniently; the error
// wraps llm.ErrInvalidReply when it holds no updated campaign or says the
// refinement failed.
func readRefinement(text string) (refinementReply, error) {
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

var errLostID = errors.New("it lost the campaign's id")

// mergeRefined checks the model's campaign against the previous one and
// completes it: required parts present, ids kept, absent lists kept.
func mergeRefined(prev, c Campaign, now time.Time) (Campaign, error) {
	switch {
	case c.ID == "":
		return Campaign{}, errLostID
	case c.ID != prev.ID:
		return Campaign{}, fmt.Errorf("it changed the campaign's id from %q to %q", prev.ID, c.ID)
	case c.Encounters == nil:
		return Campaign{}, errors.New("it has no encounters")
	}
	if c.PlotHooks == nil {
		c.PlotHooks = prev.PlotHooks
	}
	if c.NPCs == nil {
		c.NPCs = prev.NPCs
	}
	if c.Locations == nil {
		c.Locations = prev.Locations
	}
	if c.StatBlocks == nil {
		c.StatBlocks = prev.StatBlocks
	}
	if c.Handouts == nil {
		c.Handouts = prev.Handouts
	}
	if c.PacingNotes == nil {
		c.PacingNotes = prev.PacingNotes
	}
	if !slices.Contains(Difficulties, c.DifficultyRating) {
		c.DifficultyRating = prev.DifficultyRating
	}
	c.Parameters = prev.Parameters
	c.EstimatedDuration = prev.Parameters.Minutes()
	c.IntroductionDuration, c.ConclusionDuration = prev.IntroductionDuration, prev.ConclusionDuration
	c.GeneratedAt = prev.GeneratedAt
	c.LastRefinedAt = &now
	// Main encounters first, then the optional ones, numbered in that order.
	slices.SortStableFunc(c.Encounters, func(a, b Encounter) int {
		switch {
		case a.Optional == b.Optional:
			return 0
		case b.Optional:
			return -1
		default:
			return 1
		}
	})
	reconcileIDs(c.Encounters, prev.Encounters, func(e *Encounter) (*string, string) { return &e.ID, e.Title }, "enc")
	reconcileIDs(c.NPCs, prev.NPCs, func(n *NPC) (*string, string) { return &n.ID, n.Name }, "npc")
	reconcileIDs(c.Locations, prev.Locations, func(l *Location) (*string, string) { return &l.ID, l.Name }, "loc")
	for i := range c.Encounters {
		e := &c.Encounters[i]
		if strings.TrimSpace(e.Title) == "" || strings.TrimSpace(e.Description) == "" {
			return Campaign{}, fmt.Errorf("encounter %d has no title or description", i+1)
		}
		normaliseEncounter(e, i+1)
	}
	if problems := c.problems(); len(problems) > 0 {
		return Campaign{}, derrors.FieldErrors(problems)
	}
	finishFights(&c)
	return c, nil
}

// reconcileIDs keeps each item's id when it is unique, gives back the
// previous id of an item with the same name, and numbers the rest anew
// (prefix-N), so the diff and the browser can follow items across versions.
func reconcileIDs[T any](items, prev []T, key func(*T) (*string, string), prefix string) {
	used := map[string]bool{}
	for i := range items {
		id, _ := key(&items[i])
		if *id != "" && !used[*id] {
			used[*id] = true
		} else {
			*id = ""
		}
	}
	for i := range items {
		id, name := key(&items[i])
		if *id != "" {
			continue
		}
		for j := range prev {
			pid, pname := key(&prev[j])
			if !used[*pid] && strings.EqualFold(pname, name) {
				*id = *pid
				used[*id] = true
				break
			}
		}
	}
	next := 1
	for i := range items {
		id, _ := key(&items[i])
		if *id != "" {
			continue
		}
		for used[fmt.Sprintf("%s-%d", prefix, next)] {
			next++
		}
		*id = fmt.Sprintf("%s-%d", prefix, next)
		used[*id] = true
	}
}

package campaign

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/builtin"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/modelreply"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/rating"
	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/llmapp"
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
	res, origin, err := llmapp.Generate(ctx, s.ai, llmapp.Task[RefineResult]{
		Name:    "campaign refinement",
		Request: modelreply.RefinementRequest(req),
		Parse:   func(reply string) (RefineResult, error) { return ParseRefinement(reply, req.Campaign, now) },
		BuiltIn: func() (RefineResult, []string) {
			res := refineBuiltIn(req, seed, now)
			lines := res.Changes
			if !res.Success {
				lines = res.Suggestions
			}
			pieces := make([]string, len(lines))
			for i, line := range lines {
				pieces[i] = "- " + line + "\n"
			}
			return res, pieces
		},
	}, onDelta)
	if err != nil {
		return RefineResult{}, err
	}
	res.Origin = origin
	return res, nil
}

// refineBuiltIn is the built-in refinement and what it changed.
func refineBuiltIn(req RefineRequest, seed uint64, now time.Time) RefineResult {
	res := builtin.Refine(req, seed, now)
	res.Diff = []Change{}
	if res.Success {
		res.Diff = Diff(req.Campaign, res.UpdatedCampaign)
	}
	return res
}

// maxSuggestions bounds the suggestions kept from a reply.
const maxSuggestions = 5

// ParseRefinement reads a model's refinement reply against the campaign it
// was asked to change. Parts of updatedCampaign the reply leaves out (other
// than the required ones) keep their previous value; the parameters,
// timing and generatedAt always do. The error wraps llm.ErrInvalidReply
// when the reply cannot be used.
func ParseRefinement(text string, prev Campaign, now time.Time) (RefineResult, error) {
	reply, err := modelreply.ReadRefinement(text)
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
		modelreply.NormaliseEncounter(e, i+1)
	}
	if problems := c.Problems(); len(problems) > 0 {
		return Campaign{}, derrors.FieldErrors(problems)
	}
	rating.FinishFights(&c)
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

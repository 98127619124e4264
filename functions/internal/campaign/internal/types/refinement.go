package types

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

// RequestType is the kind of refinement; the spec knows only general.
type RequestType string

const RequestGeneral RequestType = "general"

// RequestTypes is every RequestType.
var RequestTypes = []RequestType{RequestGeneral}

// Section names a part of a campaign: a refinement's target, or where a
// change happened.
type Section string

const (
	SectionTitle        Section = "title"
	SectionIntroduction Section = "introduction"
	SectionPlotHooks    Section = "plotHooks"
	SectionEncounters   Section = "encounters"
	SectionNPCs         Section = "npcs"
	SectionLocations    Section = "locations"
	SectionConclusion   Section = "conclusion"
	SectionPacingNotes  Section = "pacingNotes"
	SectionHandouts     Section = "handouts"
)

// Sections is every Section, in the order of a campaign on screen.
var Sections = []Section{SectionTitle, SectionIntroduction, SectionPlotHooks, SectionEncounters,
	SectionNPCs, SectionLocations, SectionConclusion, SectionPacingNotes, SectionHandouts}

// ChangeKind is what happened to a part of a campaign.
type ChangeKind string

const (
	ChangeAdded   ChangeKind = "added"
	ChangeRemoved ChangeKind = "removed"
	ChangeChanged ChangeKind = "changed"
	ChangeRenamed ChangeKind = "renamed"
)

// ChangeKinds is every ChangeKind.
var ChangeKinds = []ChangeKind{ChangeAdded, ChangeRemoved, ChangeChanged, ChangeRenamed}

// RefineRequest is the body of a refinement. The server keeps no campaign
// between calls, so the request carries the current campaign; campaignId
// must be its id.
type RefineRequest struct {
	CampaignID  string      `json:"campaignId"`
	RequestType RequestType `json:"requestType,omitempty"`
	// Description is the user's chat message ("Make encounter 2 harder").
	Description   string   `json:"description"`
	TargetSection Section  `json:"targetSection,omitempty"`
	Campaign      Campaign `json:"campaign"`
}

// RefineResult is the spec's refinement result. When Success is false
// nothing was changed: UpdatedCampaign is the campaign as sent and
// Suggestions say what to ask instead.
type RefineResult struct {
	Success         bool     `json:"success"`
	UpdatedCampaign Campaign `json:"updatedCampaign"`
	// Changes are sentences for the chat ("Encounter 2 is harder: ...").
	Changes     []string `json:"changes"`
	Suggestions []string `json:"suggestions,omitempty"`
	// Diff is the section-level difference, for the "What changed" list.
	Diff []Change `json:"diff"`
	llm.Origin
}

// Change is one difference between two versions of a campaign.
type Change struct {
	Kind    ChangeKind `json:"kind"`
	Section Section    `json:"section"`
	// ID is the encounter, NPC or location that changed.
	ID string `json:"id,omitempty"`
	// Name is its title or name now (before, when removed); for the title
	// section, the new title.
	Name string `json:"name,omitempty"`
	// Before is the previous name or title, when renamed.
	Before string `json:"before,omitempty"`
	// Fields are the JSON names of the fields that changed.
	Fields []string `json:"fields,omitempty"`
}

// Problems reports a message per invalid field.
func (r GenerateRequest) Problems() map[string]string {
	return prefixed("parameters.", r.Parameters.Problems())
}

// Problems reports a message per invalid field.
func (r RefineRequest) Problems() map[string]string {
	problems := map[string]string{}
	switch n := utf8.RuneCountInString(strings.TrimSpace(r.Description)); {
	case n == 0:
		problems["description"] = "Say what you would like to change."
	case n > MaxRequestChars:
		problems["description"] = fmt.Sprintf("The request must be at most %d characters (now %d).", MaxRequestChars, n)
	}
	if r.RequestType != "" && !slices.Contains(RequestTypes, r.RequestType) {
		problems["requestType"] = "Request type must be general."
	}
	if r.TargetSection != "" {
		checkEnum(problems, "targetSection", "Target section", r.TargetSection, Sections)
	}
	switch {
	case strings.TrimSpace(r.CampaignID) == "":
		problems["campaignId"] = "Campaign id is required."
	case r.Campaign.ID != r.CampaignID:
		problems["campaignId"] = "Campaign id does not match the campaign sent."
	}
	maps.Copy(problems, prefixed("campaign.", r.Campaign.Problems()))
	if n := r.Campaign.textChars(); n > MaxCampaignChars {
		problems["campaign"] = fmt.Sprintf("The campaign is too long to refine (%d characters of text; at most %d).", n, MaxCampaignChars)
	}
	return problems
}

// problems checks that a campaign has its required parts and stays within
// sane sizes. It is used for campaigns the browser sends and those the
// model returns.
func (c Campaign) Problems() map[string]string {
	problems := prefixed("parameters.", c.Parameters.Problems())
	required := map[string]string{"id": c.ID, "title": c.Title, "introduction": c.Introduction, "conclusion": c.Conclusion}
	for field, v := range required {
		if strings.TrimSpace(v) == "" {
			problems[field] = fmt.Sprintf("The campaign's %s is missing.", field)
		}
	}
	if len(c.Encounters) == 0 {
		problems["encounters"] = "The campaign has no encounters."
	}
	for i, e := range c.Encounters {
		if strings.TrimSpace(e.Title) == "" || strings.TrimSpace(e.Description) == "" {
			problems[fmt.Sprintf("encounters[%d]", i)] = fmt.Sprintf("Encounter %d needs a title and a description.", i+1)
		}
	}
	counts := map[string]int{"encounters": len(c.Encounters), "npcs": len(c.NPCs), "locations": len(c.Locations),
		"plotHooks": len(c.PlotHooks), "statBlocks": len(c.StatBlocks), "handouts": len(c.Handouts), "pacingNotes": len(c.PacingNotes)}
	for field, n := range counts {
		if n > MaxItems {
			problems[field] = fmt.Sprintf("At most %d %s.", MaxItems, field)
		}
	}
	return problems
}

// textChars counts the bytes of the campaign's free text.
func (c Campaign) textChars() int {
	n := 0
	c.EachText(func(s *string) { n += len(*s) })
	return n
}

func prefixed(prefix string, problems map[string]string) map[string]string {
	out := make(map[string]string, len(problems))
	for k, v := range problems {
		out[prefix+k] = v
	}
	return out
}

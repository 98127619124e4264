// Package backgrounds is the Character Background Generator: a character's
// concept, history, personality, goals and, on request, secrets, plot hooks,
// relationships and mechanical elements, written by the model from the
// spec's JSON reply or built from the request by a rich template, and
// refined section by section.
package backgrounds

import (
	"time"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

// Request is the spec's background request: the wizard's Setup and Options.
type Request struct {
	// Race is one of the Names tab's 26 races.
	Race           string `json:"race"`
	CharacterClass Class  `json:"characterClass"`
	Background     Origin `json:"background"`
	CharacterLevel int    `json:"characterLevel"`
	// Alignment is optional; empty means Any Alignment.
	Alignment Alignment `json:"alignment,omitempty"`
	// GenerationStyle is "detailed", the only style the spec shows.
	GenerationStyle string  `json:"generationStyle,omitempty"`
	Theme           Theme   `json:"theme"`
	Tone            Tone    `json:"tone"`
	Setting         Setting `json:"setting"`
	// CustomSetting describes the setting when Setting is "custom".
	CustomSetting             string `json:"customSetting,omitempty"`
	IncludeSecrets            bool   `json:"includeSecrets"`
	IncludePlotHooks          bool   `json:"includePlotHooks"`
	IncludeRelationships      bool   `json:"includeRelationships"`
	IncludeMechanicalElements bool   `json:"includeMechanicalElements"`
	// CustomRequirements are the player's additional requirements.
	CustomRequirements string `json:"customRequirements,omitempty"`
	// FocusAreas are parts of the story to dwell on ("family", "faith").
	FocusAreas []string `json:"focusAreas,omitempty"`
}

// Theme is the story's shape.
type Theme string

// Tone is the telling's voice.
type Tone string

// Content is what the model writes (and the built-in template builds): the
// spec's background without its id, request and dates.
type Content struct {
	CharacterConcept  string          `json:"characterConcept" llm:"required"`
	BackgroundSummary string          `json:"backgroundSummary" llm:"required"`
	PersonalHistory   PersonalHistory `json:"personalHistory"`
	PersonalityTraits []string        `json:"personalityTraits"`
	Ideals            []string        `json:"ideals"`
	Bonds             []string        `json:"bonds"`
	Flaws             []string        `json:"flaws"`
	Motivations       Motivations     `json:"motivations"`
	Goals             Goals           `json:"goals"`
	Mannerisms        []string        `json:"mannerisms"`
	Fears             []string        `json:"fears"`
	Possessions       []string        `json:"possessions"`
	// The optional parts, present only when the request asked for them.
	Secrets            []Secret            `json:"secrets,omitempty"`
	PlotHooks          []PlotHook          `json:"plotHooks,omitempty"`
	Relationships      []Relationship      `json:"relationships,omitempty"`
	MechanicalElements []MechanicalElement `json:"mechanicalElements,omitempty"`
}

// PersonalHistory is the History tab.
type PersonalHistory struct {
	EarlyLife               string   `json:"earlyLife"`
	FormativeEvents         []string `json:"formativeEvents"`
	RecentPast              string   `json:"recentPast"`
	HowTheyBecameTheirClass string   `json:"howTheyBecameTheirClass"`
}

// Motivations drive the character.
type Motivations struct {
	Primary   string   `json:"primary"`
	Secondary []string `json:"secondary"`
}

// Goals are what the character is after.
type Goals struct {
	ShortTerm []string `json:"shortTerm"`
	LongTerm  []string `json:"longTerm"`
	LifeGoal  string   `json:"lifeGoal"`
}

// Secret is something the character hides.
type Secret struct {
	// Type: past, identity, knowledge, connection or possession.
	Type        string `json:"type"`
	Description string `json:"description"`
	// Severity: minor, moderate or major.
	Severity              string   `json:"severity"`
	PotentialConsequences []string `json:"potentialConsequences"`
}

// PlotHook is a thread the game master can pull.
type PlotHook struct {
	// Type: personal, faction, mystery, rival or quest.
	Type        string `json:"type"`
	Title       string `json:"title"`
	Description string `json:"description"`
	// Urgency: low, medium or high.
	Urgency           string   `json:"urgency"`
	DMGuidance        string   `json:"dmGuidance"`
	PotentialOutcomes []string `json:"potentialOutcomes"`
}

// Relationship is a person in the character's life.
type Relationship struct {
	Name          string `json:"name"`
	Relationship  string `json:"relationship"`
	Description   string `json:"description"`
	CurrentStatus string `json:"currentStatus"`
	// Importance: minor, significant or central.
	Importance    string `json:"importance"`
	PlotPotential string `json:"plotPotential"`
}

// MechanicalElement is a game-rules element the story explains.
type MechanicalElement struct {
	// Type: proficiency, feature, trait, item or feat.
	Type        string `json:"type"`
	Name        string `json:"name"`
	Description string `json:"description"`
	GameEffect  string `json:"gameEffect,omitempty"`
	// Source names where it comes from: "Background: Folk Hero".
	Source string `json:"source"`
}

// Background is the spec's character background.
type Background struct {
	ID      string  `json:"id"`
	Request Request `json:"request"`
	Content
	// GeneratedAt and LastRefinedAt are RFC 3339 times.
	GeneratedAt   time.Time  `json:"generatedAt"`
	LastRefinedAt *time.Time `json:"lastRefinedAt,omitempty"`
	llm.Origin
}

// RefineRequest is the spec's refinement request, with the background to
// refine (the service keeps none).
type RefineRequest struct {
	BackgroundID string `json:"backgroundId"`
	// RequestType names the kind of change ("general" when empty).
	RequestType string `json:"requestType,omitempty"`
	// Description is what the user wants changed.
	Description string `json:"description"`
	// TargetSection limits the change to one section: a tab (overview,
	// history, personality, goals, secrets, plotHooks, relationships,
	// mechanics) or a field name (personalityTraits).
	TargetSection string     `json:"targetSection,omitempty"`
	Background    Background `json:"background"`
}

// RefineResult is the refined background and what changed.
type RefineResult struct {
	Background Background `json:"background"`
	// ChangedSections lists the fields the refinement replaced; empty when
	// the background came back unchanged (no model, or the model failed).
	ChangedSections []string `json:"changedSections"`
	llm.Origin
}

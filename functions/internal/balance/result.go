package balance

import "github.com/lorewright/lorewright/functions/internal/llm"

// Analysis is the answer of the Analyze Campaign tab (the spec's Campaign
// analysis, plus the fights and the working behind every figure).
type Analysis struct {
	Segments []Segment `json:"segments"`
	// Balance is the share of table time per category, in whole percentages
	// summing to 100 (all zero when no segment was found).
	Balance Mix    `json:"balance"`
	Pacing  Pacing `json:"pacing"`
	// Recommendations, highest priority (largest gap) first.
	Recommendations []Recommendation `json:"recommendations"`
	// OverallScore is 0-100: 70% balance closeness, 30% pacing.
	OverallScore   int            `json:"overallScore"`
	ScoreBreakdown ScoreBreakdown `json:"scoreBreakdown"`
	// EstimatedDuration is the table time of all segments, in minutes.
	EstimatedDuration int `json:"estimatedDuration"`
	// UserPreferences are the preferences as sent (or the defaults);
	// TargetBalance is Normalize(UserPreferences), what the balance is
	// compared with.
	UserPreferences Mix   `json:"userPreferences"`
	TargetBalance   Mix   `json:"targetBalance"`
	Party           Party `json:"party"`
	// Encounters are the fights that name monsters, with their difficulty.
	Encounters []Encounter `json:"encounters"`
	llm.Origin
}

// Segment is one stretch of the campaign with a single type.
type Segment struct {
	ID string `json:"id"`
	// Content is the segment's text, whitespace collapsed, cut to about 200
	// characters (an ellipsis marks a cut).
	Content    string   `json:"content"`
	Type       Category `json:"type"`
	Confidence int      `json:"confidence"`
	// StartPosition and EndPosition are UTF-16 offsets into the request's
	// text, end exclusive.
	StartPosition int `json:"startPosition" jsonschema:"minimum=0"`
	EndPosition   int `json:"endPosition" jsonschema:"minimum=0"`
	// Duration is the table time in minutes (the spec's minutes for Type).
	Duration int `json:"duration" jsonschema:"minimum=0"`
	// Section is the heading the segment falls under, if any.
	Section string `json:"section,omitempty"`
	// Signals are what decided Type, strongest first.
	Signals []Signal `json:"signals"`
	// Scores are the keyword points each category earned.
	Scores Mix `json:"scores"`
}

// SignalKind says what kind of evidence a signal is.
type SignalKind string

const (
	// SignalKeyword: a word or phrase of the category's word list.
	SignalKeyword SignalKind = "keyword"
	// SignalHeading: the section's heading names the category.
	SignalHeading SignalKind = "heading"
	// SignalDialogue: quoted speech.
	SignalDialogue SignalKind = "dialogue"
	// SignalMonster: a creature of the SRD is named.
	SignalMonster SignalKind = "monster"
	// SignalCue: how a sentence is built says what the players do (someone
	// asks or wants something, a way opens only if something is done,
	// creatures are there); Text says what was read.
	SignalCue SignalKind = "cue"
	// SignalContext: no evidence of its own; the type follows from the
	// neighbouring text.
	SignalContext SignalKind = "context"
	// SignalModel: the language model classified the segment.
	SignalModel SignalKind = "model"
)

// SignalKinds is every SignalKind.
var SignalKinds = []SignalKind{SignalKeyword, SignalHeading, SignalDialogue, SignalMonster, SignalCue, SignalContext, SignalModel}

// Signal is one piece of evidence for a segment's type.
type Signal struct {
	Kind SignalKind `json:"kind"`
	// Text is the word, phrase or heading as written, or an explanation.
	Text string `json:"text"`
}

// Pacing describes the rhythm of the campaign.
type Pacing struct {
	// AverageSegmentLength is the mean segment duration in minutes (one decimal).
	AverageSegmentLength float64 `json:"averageSegmentLength"`
	// LongestSingleType is absent when there is no segment.
	LongestSingleType *Run `json:"longestSingleType,omitempty"`
	// TransitionQuality is the share (0-100) of changes of type that are
	// the spec's good transitions; 100 when the type never changes.
	TransitionQuality int `json:"transitionQuality"`
	Transitions       int `json:"transitions"`
	GoodTransitions   int `json:"goodTransitions"`
	// ClimaxPlacement is where the climax falls in the table time, 0-100
	// (DefaultClimaxPlacement when there is no fight).
	ClimaxPlacement int `json:"climaxPlacement"`
	// Climax is the fight taken as the climax; absent when there is none.
	Climax *Climax `json:"climax,omitempty"`
}

// Run is the longest stretch of consecutive segments of one type.
type Run struct {
	Type Category `json:"type"`
	// Duration in minutes.
	Duration int `json:"duration"`
	Segments int `json:"segments"`
	// TooLong is set when Duration exceeds LongRunMinutes.
	TooLong       bool `json:"tooLong"`
	StartPosition int  `json:"startPosition"`
	EndPosition   int  `json:"endPosition"`
}

// Climax is the fight the climax placement is measured at: the encounter
// with the most adjusted XP, else the longest run of combat.
type Climax struct {
	Title         string `json:"title"`
	StartPosition int    `json:"startPosition"`
	EndPosition   int    `json:"endPosition"`
}

// ScoreBreakdown shows how OverallScore was reached (each part 0-100).
type ScoreBreakdown struct {
	// BalanceCloseness is 100 minus half the summed differences between
	// Balance and TargetBalance.
	BalanceCloseness int `json:"balanceCloseness"`
	// Pacing is 40% TransitionScore, 30% ClimaxScore, 30% RunScore.
	Pacing          int `json:"pacing"`
	TransitionScore int `json:"transitionScore"`
	// ClimaxScore is 100 for a climax at 60-80%, 2.5 points less per
	// point outside.
	ClimaxScore int `json:"climaxScore"`
	// RunScore is 100 for a longest run under 30 minutes, falling
	// linearly to 0 at 60.
	RunScore int `json:"runScore"`
}

// Priority is how much a recommendation matters.
type Priority string

const (
	High   Priority = "high"
	Medium Priority = "medium"
	Low    Priority = "low"
)

// Priorities is every Priority, highest first.
var Priorities = []Priority{High, Medium, Low}

// Recommendation proposes a scene of an under-represented category.
type Recommendation struct {
	ID       string   `json:"id"`
	Type     Category `json:"type"`
	Priority Priority `json:"priority"`
	// TargetSection says where the scene goes in words: "Between “A” and
	// “B”" (the headings around it), or "After the paragraph starting “...”".
	TargetSection      string `json:"targetSection"`
	Description        string `json:"description"`
	SpecificSuggestion string `json:"specificSuggestion"`
	ExpectedImpact     string `json:"expectedImpact"`
	// PlayerArchetypes are the Dungeon Master's Guide player motivations
	// the scene serves (Acting, Exploring, Fighting...).
	PlayerArchetypes []string         `json:"playerArchetypes"`
	AutoApplicable   bool             `json:"autoApplicable"`
	AutoApplyAction  *AutoApplyAction `json:"autoApplyAction,omitempty"`
	// Current and Target are the category's share and target, in points.
	Current int `json:"current"`
	Target  int `json:"target"`
}

// AutoApplyAction inserts a ready scene into the document.
type AutoApplyAction struct {
	// InsertAt is a UTF-16 offset into the request's text, at the end of a
	// paragraph: the boundary between headed sections nearest to 70% of the
	// text (within 15 points of it), else the end of the paragraph at or
	// after 70%. The same for every recommendation of one analysis.
	InsertAt int `json:"insertAt" jsonschema:"minimum=0"`
	// InsertContent is the scene in simple markdown (a ### heading, bold
	// labels, paragraphs), to be inserted after a blank line.
	InsertContent string `json:"insertContent"`
}

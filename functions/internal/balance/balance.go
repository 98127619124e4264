// Package balance is the Analyze Campaign tab's domain: it reads a campaign
// as game masters write it (a title line, headings, keyed rooms, labelled
// paragraphs, tables, plain paragraphs), cuts it into scenes, classifies
// each as combat, roleplay, exploration, puzzle or transition (by what the
// players will do at the table: words, headings, dialogue, the creatures it
// stages and cues read from how its sentences are built, with the text
// layer's part-of-speech tags where a word could be read two ways; or by
// the model when one is configured), measures the mix against the game
// master's preferences and the pacing, rates every creature group wherever
// it appears against the party with the 2014 Dungeon Master's Guide
// encounter rules (package srd; "if it comes to a fight" in a scene that is
// not one), and recommends ready-to-insert scenes for what is missing.
// Every figure is explained: a segment carries what decided its type, a
// fight its XP arithmetic.
package balance

import (
	"fmt"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Category is the type of a segment of play.
type Category string

const (
	Combat      Category = "combat"
	Roleplay    Category = "roleplay"
	Exploration Category = "exploration"
	Puzzle      Category = "puzzle"
	Transition  Category = "transition"
)

// Categories is every Category in the spec's order (the order of the
// sliders, and of tie-breaks in Normalize).
var Categories = []Category{Combat, Roleplay, Exploration, Puzzle, Transition}

// Minutes is the spec's table time of one segment of category c.
func (c Category) Minutes() int {
	switch c {
	case Combat:
		return 5
	case Roleplay:
		return 3
	case Exploration:
		return 4
	case Puzzle:
		return 8
	case Transition:
		return 2
	}
	return 0
}

// Limits and constants of the analysis (spec section 9 where it has them).
const (
	// MinTextChars is the shortest trimmed text analysed, in UTF-16 units.
	MinTextChars = 100
	// MaxTextChars is the longest text analysed at once, in UTF-16 units:
	// about 70,000 words, so a whole campaign book is analysed in one go
	// (50,000 words take a few milliseconds; the model sees at most
	// maxModelSegments excerpts whatever the length). The grammar route's
	// 200,000 would stop at about 35,000 words.
	MaxTextChars = 400_000
	// RecommendGap: a category more than this many points under its target
	// gets a recommendation.
	RecommendGap = 10
	// HighPriorityGap: more than this many points under makes it high priority.
	HighPriorityGap = 20
	// DifferenceBadge: the UI badges a category more than this many points
	// from its target.
	DifferenceBadge = 5
	// LongRunMinutes: a run of one category longer than this is flagged.
	LongRunMinutes = 25
	// InsertAtPercent is where recommended scenes go, as a share of the text.
	InsertAtPercent = 70
	// DefaultClimaxPlacement is the climax placement when there is no fight.
	DefaultClimaxPlacement = 50
)

// TooShortMessage is the spec's refusal of a text under MinTextChars.
const TooShortMessage = "Content too short for meaningful analysis (minimum 100 characters)"

// Mix is one number per category: the preferences (0-100 each), the balance
// found (percentages summing to 100) or a segment's keyword points.
type Mix struct {
	Combat      int `json:"combat"`
	Roleplay    int `json:"roleplay"`
	Exploration int `json:"exploration"`
	Puzzle      int `json:"puzzle"`
	Transition  int `json:"transition"`
}

// DefaultPreferences is the spec's default mix.
var DefaultPreferences = Mix{Combat: 30, Roleplay: 35, Exploration: 20, Puzzle: 10, Transition: 5}

// Get returns the value of category c.
func (m Mix) Get(c Category) int {
	switch c {
	case Combat:
		return m.Combat
	case Roleplay:
		return m.Roleplay
	case Exploration:
		return m.Exploration
	case Puzzle:
		return m.Puzzle
	case Transition:
		return m.Transition
	}
	return 0
}

// index is c's position in Categories (Transition for an unknown value).
func (c Category) index() int {
	switch c {
	case Combat:
		return 0
	case Roleplay:
		return 1
	case Exploration:
		return 2
	case Puzzle:
		return 3
	}
	return 4
}

// ptr returns a pointer to the value of category c.
func (m *Mix) ptr(c Category) *int {
	switch c {
	case Combat:
		return &m.Combat
	case Roleplay:
		return &m.Roleplay
	case Exploration:
		return &m.Exploration
	case Puzzle:
		return &m.Puzzle
	default:
		return &m.Transition
	}
}

// plus adds two mixes category by category.
func (m Mix) plus(o Mix) Mix {
	return Mix{m.Combat + o.Combat, m.Roleplay + o.Roleplay, m.Exploration + o.Exploration, m.Puzzle + o.Puzzle, m.Transition + o.Transition}
}

// Sum adds the five values.
func (m Mix) Sum() int { return m.Combat + m.Roleplay + m.Exploration + m.Puzzle + m.Transition }

// Normalize scales m to sum exactly 100, the way the tab's "Normalize to
// 100%" button does (the web mirrors this; see the test vectors in
// balance_test.go). Values are clamped to 0-100 first. A mix already summing
// to 100 is returned as is; an all-zero mix becomes an even 20 each.
// Otherwise each value becomes value*100/sum rounded down, and the points
// still missing go one each to the largest remainders, ties going to the
// category earlier in Categories (largest-remainder rounding).
func Normalize(m Mix) Mix {
	for _, c := range Categories {
		p := m.ptr(c)
		*p = max(0, min(100, *p))
	}
	sum := m.Sum()
	switch sum {
	case 100:
		return m
	case 0:
		return Mix{Combat: 20, Roleplay: 20, Exploration: 20, Puzzle: 20, Transition: 20}
	}
	var weights [5]int
	for i, c := range Categories {
		weights[i] = m.Get(c)
	}
	return shares(weights, sum)
}

// shares splits 100 points in proportion to weights (summing to total > 0)
// by largest remainder, ties to the earlier category.
func shares(weights [5]int, total int) Mix {
	var out Mix
	var rem [5]int
	given := 0
	for i, c := range Categories {
		*out.ptr(c) = weights[i] * 100 / total
		rem[i] = weights[i] * 100 % total
		given += out.Get(c)
	}
	for ; given < 100; given++ {
		best := 0
		for i := 1; i < 5; i++ {
			if rem[i] > rem[best] {
				best = i
			}
		}
		*out.ptr(Categories[best])++
		rem[best] = -1
	}
	return out
}

// Party is the adventuring party the fights are rated for.
type Party struct {
	// Size is the number of characters (1-8).
	Size int `json:"size"`
	// Level is the characters' level (1-20).
	Level int `json:"level"`
}

// DefaultParty is the campaign generator's default: 4 characters of level 3.
var DefaultParty = Party{Size: 4, Level: 3}

// Party limits: 1 to 8 characters of level 1 to 20.
const (
	MinPartySize = 1
	MaxPartySize = 8
	MinLevel     = 1
	MaxLevel     = 20
)

// AnalyzeRequest is what the Analyze Campaign tab sends.
type AnalyzeRequest struct {
	// Text is the document as plain text, one line per paragraph or heading
	// (the editor's plain-text view). Positions in the answer are UTF-16
	// offsets into it.
	Text string `json:"text"`
	// Preferences is the target mix (default DefaultPreferences). It need
	// not sum to 100: the analysis compares against Normalize(Preferences).
	Preferences *Mix `json:"preferences,omitempty"`
	// Party the fights are rated for (default DefaultParty).
	Party *Party `json:"party,omitempty"`
}

// Problems reports a message per invalid field, keyed by JSON name
// ("preferences.combat", "party.level"); empty when the request is valid.
func (r AnalyzeRequest) Problems() map[string]string {
	problems := map[string]string{}
	// A UTF-16 length never exceeds the UTF-8 one, so long texts are
	// counted only when they might be over the limit.
	switch trimmed := strings.TrimSpace(r.Text); {
	case len(trimmed) < MinTextChars || utf16Len(trimmed[:min(len(trimmed), 4*MinTextChars)]) < MinTextChars:
		problems["text"] = TooShortMessage
	case len(r.Text) > MaxTextChars:
		if n := utf16Len(r.Text); n > MaxTextChars {
			problems["text"] = fmt.Sprintf("The text is too long to analyze at once (%d characters; the limit is %d). Analyze it in parts.", n, MaxTextChars)
		}
	}
	if r.Preferences != nil {
		for _, c := range Categories {
			if v := r.Preferences.Get(c); v < 0 || v > 100 {
				problems["preferences."+string(c)] = fmt.Sprintf("The %s preference must be between 0 and 100.", c)
			}
		}
	}
	if p := r.Party; p != nil {
		if p.Size < MinPartySize || p.Size > MaxPartySize {
			problems["party.size"] = fmt.Sprintf("Party size must be between %d and %d characters.", MinPartySize, MaxPartySize)
		}
		if p.Level < MinLevel || p.Level > MaxLevel {
			problems["party.level"] = fmt.Sprintf("Character level must be between %d and %d.", MinLevel, MaxLevel)
		}
	}
	return problems
}

// preferences and party return the request's values or the defaults.
func (r AnalyzeRequest) preferences() Mix {
	if r.Preferences == nil {
		return DefaultPreferences
	}
	return *r.Preferences
}

func (r AnalyzeRequest) party() Party {
	if r.Party == nil {
		return DefaultParty
	}
	return *r.Party
}

// utf16Len counts a string the way JavaScript's length does.
func utf16Len(s string) int {
	n := 0
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			n++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		n += utf16.RuneLen(r)
	}
	return n
}

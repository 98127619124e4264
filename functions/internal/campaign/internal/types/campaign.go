package types

import (
	"fmt"
	"slices"
	"time"

	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// Difficulty is the campaign's overall rating.
type Difficulty string

const (
	DifficultyEasy   Difficulty = "easy"
	DifficultyMedium Difficulty = "medium"
	DifficultyHard   Difficulty = "hard"
)

// EncounterType is the kind of scene an encounter is.
type EncounterType string

const (
	EncounterCombat      EncounterType = "combat"
	EncounterSocial      EncounterType = "social"
	EncounterExploration EncounterType = "exploration"
	EncounterPuzzle      EncounterType = "puzzle"
	EncounterTrap        EncounterType = "trap"
)

// Difficulties and EncounterTypes are every value, easiest or most common
// first (the API contract's enums are these slices: cmd/gencontract).
var (
	Difficulties   = []Difficulty{DifficultyEasy, DifficultyMedium, DifficultyHard}
	EncounterTypes = []EncounterType{EncounterCombat, EncounterSocial, EncounterExploration, EncounterPuzzle, EncounterTrap}
)

// Encounter defaults of the spec (section 9) and the difficulty scale.
const (
	DefaultEncounterMinutes    = 30
	DefaultEncounterDifficulty = 5
	MinEncounterDifficulty     = 1
	MaxEncounterDifficulty     = 10
)

// Campaign is the spec's Campaign entity, plus pacing notes and the minutes
// of the introduction and conclusion (so the timing adds up on screen).
type Campaign struct {
	ID           string     `json:"id"`
	Title        string     `json:"title"`
	Parameters   Parameters `json:"parameters"`
	Introduction string     `json:"introduction"`
	PlotHooks    []string   `json:"plotHooks"`
	// Encounters are in play order: main encounters first, optional ones
	// last; Order numbers them all from 1.
	Encounters  []Encounter `json:"encounters"`
	Conclusion  string      `json:"conclusion"`
	NPCs        []NPC       `json:"npcs"`
	Locations   []Location  `json:"locations"`
	StatBlocks  []StatBlock `json:"statBlocks,omitempty"`
	Handouts    []string    `json:"handouts,omitempty"`
	PacingNotes []string    `json:"pacingNotes"`
	// IntroductionDuration and ConclusionDuration are minutes (spec: 5-10
	// and 10-15).
	IntroductionDuration int `json:"introductionDuration"`
	ConclusionDuration   int `json:"conclusionDuration"`
	// EstimatedDuration is minutes: parameters.duration x 60.
	EstimatedDuration int        `json:"estimatedDuration"`
	DifficultyRating  Difficulty `json:"difficultyRating"`
	GeneratedAt       time.Time  `json:"generatedAt"`
	LastRefinedAt     *time.Time `json:"lastRefinedAt,omitempty"`
}

// Encounter is one scene of the session.
type Encounter struct {
	ID    string        `json:"id"`
	Title string        `json:"title"`
	Type  EncounterType `json:"type"`
	// Description is what happens, for the game master.
	Description string `json:"description"`
	// EstimatedDuration is minutes at the table.
	EstimatedDuration int `json:"estimatedDuration"`
	// DifficultyLevel runs from 1 (trivial) to 10 (deadly); 5 is the default.
	DifficultyLevel int `json:"difficultyLevel"`
	Order           int `json:"order"`
	// Optional encounters are extras for a table that is ahead of time; they
	// are not counted in the session's timing.
	Optional bool   `json:"optional,omitempty"`
	Notes    string `json:"notes,omitempty"`
	// Monsters are the creatures a combat encounter fights, by SRD name.
	Monsters []Monster `json:"monsters,omitempty"`
	// Rating is the fight's DMG difficulty for the party (set when at least
	// one monster is an SRD creature).
	Rating *FightRating `json:"rating,omitempty"`
}

// Monster is a number of one creature in an encounter.
type Monster struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
	// Slug is the SRD creature's key in the monster catalogue, for its stat
	// block (GET /monsters/{slug}); empty for a creature the SRD lacks.
	Slug            string `json:"slug,omitempty"`
	ChallengeRating string `json:"challengeRating,omitempty"`
	// XP is one creature's experience value (SRD creatures only).
	XP int `json:"xp,omitempty"`
}

// FightRating is the DMG arithmetic of a fight for the campaign's party
// (srd.Rate): the monsters' XP, times the multiplier for their number and
// the party's size, against the party's thresholds.
type FightRating struct {
	srd.Rating
	// Unrated names the monsters left out: not SRD creatures, so of unknown XP.
	Unrated []string `json:"unrated,omitempty"`
}

// NPC is a non-player character.
type NPC struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Race        string `json:"race"`
	Role        string `json:"role"`
	Personality string `json:"personality"`
	Motivation  string `json:"motivation"`
	Description string `json:"description"`
}

// Location is a place the party visits.
type Location struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Type        string `json:"type"`
	Description string `json:"description"`
}

// StatBlock is a creature's game statistics (the spec's optional statBlocks).
type StatBlock struct {
	ID              string `json:"id"`
	Name            string `json:"name"`
	Type            string `json:"type"`
	ChallengeRating string `json:"challengeRating"`
	// Stats is text, or HTML when it holds the stat-block div.
	Stats     string `json:"stats"`
	AideddURL string `json:"aideddUrl,omitempty"`
	// Slug, XP and the fields below are set for an SRD creature, from the
	// monster catalogue: what a game master needs at the table at a glance.
	Slug string `json:"slug,omitempty"`
	XP   int    `json:"xp,omitempty"`
	// ArmorClass is "15 (leather armor, shield)"; HitPoints "22 (4d8 + 4)".
	ArmorClass string `json:"armorClass,omitempty"`
	HitPoints  string `json:"hitPoints,omitempty"`
	Speed      string `json:"speed,omitempty"`
	// Actions are its main actions (and spellcasting), at most five.
	Actions []StatAction `json:"actions,omitempty"`
	// Abilities are its six scores in stat-block order: STR, DEX, CON,
	// INT, WIS, CHA (the book prints them as the six-ability table).
	Abilities []int `json:"abilities,omitempty"`
}

// StatAction is one of a creature's main actions in brief: an attack's
// bonus to hit, a saving throw's DC, the damage, or a short note.
type StatAction struct {
	Name string `json:"name"`
	// ToHit is the attack bonus ("+4").
	ToHit string `json:"toHit,omitempty"`
	// Save is the saving throw ("DC 13 Dexterity", "spell save DC 14").
	Save string `json:"save,omitempty"`
	// Damage is the average, dice and type ("5 (1d6 + 2) slashing").
	Damage string `json:"damage,omitempty"`
	// Note says what an action without numbers does ("two melee attacks").
	Note string `json:"note,omitempty"`
}

// GenerateRequest is the body of a campaign generation.
type GenerateRequest struct {
	Parameters Parameters `json:"parameters"`
}

// GenerateResult is the generated campaign and where it came from.
type GenerateResult struct {
	Campaign Campaign `json:"campaign"`
	llm.Origin
}

// main returns the encounters that count towards the session's time.
func (c Campaign) MainEncounters() []Encounter {
	var out []Encounter
	for _, e := range c.Encounters {
		if !e.Optional {
			out = append(out, e)
		}
	}
	return out
}

// EachText calls f with every free-text field of the campaign (not ids,
// enums or parameters), so a rename or a size check sees all of them.
func (c *Campaign) EachText(f func(*string)) {
	f(&c.Title)
	f(&c.Introduction)
	f(&c.Conclusion)
	for _, list := range [][]string{c.PlotHooks, c.Handouts, c.PacingNotes} {
		for i := range list {
			f(&list[i])
		}
	}
	for i := range c.Encounters {
		e := &c.Encounters[i]
		f(&e.Title)
		f(&e.Description)
		f(&e.Notes)
		for j := range e.Monsters {
			f(&e.Monsters[j].Name)
		}
	}
	for i := range c.NPCs {
		n := &c.NPCs[i]
		for _, s := range []*string{&n.Name, &n.Race, &n.Role, &n.Personality, &n.Motivation, &n.Description} {
			f(s)
		}
	}
	for i := range c.Locations {
		l := &c.Locations[i]
		for _, s := range []*string{&l.Name, &l.Type, &l.Description} {
			f(s)
		}
	}
	for i := range c.StatBlocks {
		s := &c.StatBlocks[i]
		for _, p := range []*string{&s.Name, &s.Type, &s.Stats} {
			f(p)
		}
	}
}

// clone copies a campaign deeply enough that changing the copy
// leaves the original as it was.
func (c Campaign) Clone() Campaign {
	c.PlotHooks = slices.Clone(c.PlotHooks)
	c.Handouts = slices.Clone(c.Handouts)
	c.PacingNotes = slices.Clone(c.PacingNotes)
	c.NPCs = slices.Clone(c.NPCs)
	c.Locations = slices.Clone(c.Locations)
	c.StatBlocks = slices.Clone(c.StatBlocks)
	c.Encounters = slices.Clone(c.Encounters)
	for i := range c.Encounters {
		c.Encounters[i].Monsters = slices.Clone(c.Encounters[i].Monsters)
	}
	return c
}

// NextID is the first prefix-N no item uses.
func NextID[T any](prefix string, items []T, id func(T) string) string {
	used := map[string]bool{}
	for _, it := range items {
		used[id(it)] = true
	}
	for n := len(items) + 1; ; n++ {
		if s := fmt.Sprintf("%s-%d", prefix, n); !used[s] {
			return s
		}
	}
}

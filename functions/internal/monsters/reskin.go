package monsters

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// Tone is the mood of a re-skin.
type Tone string

const (
	ToneDark       Tone = "dark"
	ToneWhimsical  Tone = "whimsical"
	ToneHorror     Tone = "horror"
	ToneHeroic     Tone = "heroic"
	ToneMysterious Tone = "mysterious"
)

// Tones is every tone, in the order of the Tone select.
var Tones = []Tone{ToneDark, ToneWhimsical, ToneHorror, ToneHeroic, ToneMysterious}

// DefaultTone is the Tone select's default (spec section 5).
const DefaultTone = ToneMysterious

// DefaultTones are the tones of the re-skins when none is chosen (spec
// section 9).
var DefaultTones = []Tone{ToneMysterious, ToneWhimsical, ToneHeroic}

// Limits of a re-skin request.
const (
	MaxReskins          = 3
	MaxThemeChars       = 100
	MaxEnvironmentChars = 100
)

// ReskinRequest asks for re-skins of one monster: by slug (from the
// database or the catalogue) or whole (one already shown, or a homebrew).
type ReskinRequest struct {
	Slug        string       `json:"slug,omitempty"`
	Monster     *srd.Monster `json:"monster,omitempty"`
	Theme       string       `json:"theme,omitempty"`
	Environment string       `json:"environment,omitempty"`
	// Tones are the re-skins' tones in order, repeated when Count is
	// larger; none: mysterious, whimsical, heroic.
	Tones []Tone `json:"tones,omitempty"`
	// Count is how many re-skins, 1 to 3; 0: one per tone, or 3.
	Count int `json:"count,omitempty"`
}

// Reskin is one result card. StatBlock is the original stat block under the
// new name (its rules text renamed too), every number unchanged.
type Reskin struct {
	ID                string      `json:"id"`
	OriginalMonster   srd.Monster `json:"originalMonster"`
	NewName           string      `json:"newName"`
	VisualDescription string      `json:"visualDescription"`
	BehavioralChanges string      `json:"behavioralChanges"`
	LoreAdaptation    string      `json:"loreAdaptation"`
	Tone              Tone        `json:"tone"`
	Theme             string      `json:"theme,omitempty"`
	Environment       string      `json:"environment,omitempty"`
	StatBlock         srd.Monster `json:"statBlock"`
	CreatedAt         time.Time   `json:"createdAt"`
	llm.Origin
}

// ReskinResponse holds the cards; its Origin is "ai" only when the model
// wrote every card.
type ReskinResponse struct {
	Reskins []Reskin `json:"reskins"`
	llm.Origin
}

// Problems reports a message per invalid field; empty when r is valid.
func (r ReskinRequest) Problems() map[string]string {
	problems := map[string]string{}
	switch {
	case r.Monster == nil && strings.TrimSpace(r.Slug) == "":
		problems["monster"] = "Choose a monster to re-skin."
	case r.Monster != nil && r.Slug != "":
		problems["monster"] = "Send either a monster or its slug, not both."
	case r.Monster != nil:
		for field, msg := range monsterProblems(*r.Monster) {
			problems["monster."+field] = msg
		}
	case !srd.ValidSlug(strings.TrimSpace(r.Slug)):
		problems["slug"] = "Slug must be lower-case letters, digits and hyphens."
	}
	for field, v := range map[string]string{"theme": r.Theme, "environment": r.Environment} {
		if utf8.RuneCountInString(strings.TrimSpace(v)) > MaxThemeChars {
			problems[field] = fmt.Sprintf("%s must be at most %d characters.", english.Capitalise(field), MaxThemeChars)
		} else if strings.ContainsFunc(v, isControl) {
			problems[field] = english.Capitalise(field) + " must be plain text on one line."
		}
	}
	if len(r.Tones) > MaxReskins {
		problems["tones"] = fmt.Sprintf("Choose at most %d tones.", MaxReskins)
	}
	for _, t := range r.Tones {
		if !slices.Contains(Tones, t) {
			problems["tones"] = "Tone must be one of dark, whimsical, horror, heroic, mysterious."
		}
	}
	if r.Count < 0 || r.Count > MaxReskins {
		problems["count"] = fmt.Sprintf("Count must be between 1 and %d.", MaxReskins)
	}
	return problems
}

// Bounds on a monster sent whole: it becomes part of a prompt and of the
// reply.
const (
	maxNameChars    = 100
	maxShortChars   = 500
	maxRulesChars   = 6000
	maxActionsTotal = 60
)

// monsterProblems checks a monster sent whole, keyed by its field names.
func monsterProblems(m srd.Monster) map[string]string {
	problems := map[string]string{}
	if n := utf8.RuneCountInString(strings.TrimSpace(m.Name)); n == 0 || n > maxNameChars {
		problems["name"] = fmt.Sprintf("Name is required and must be at most %d characters.", maxNameChars)
	}
	if m.Size != "" && canonicalSize(m.Size) == "" {
		problems["size"] = "Size must be one of " + strings.Join(srd.Sizes, ", ") + "."
	}
	for field, v := range map[string]string{"type": m.Type, "subtype": m.Subtype, "alignment": m.Alignment,
		"armorDesc": m.ArmorDesc, "hitDice": m.HitDice, "senses": m.Senses, "languages": m.Languages,
		"challengeRating": m.ChallengeRating, "speedNotes": m.SpeedNotes} {
		if utf8.RuneCountInString(v) > maxShortChars {
			problems[field] = fmt.Sprintf("%s must be at most %d characters.", field, maxShortChars)
		}
	}
	for field, v := range map[string]int{"armorClass": m.ArmorClass, "hitPoints": m.HitPoints} {
		if v < 0 || v > 10000 {
			problems[field] = field + " must be between 0 and 10000."
		}
	}
	for i, v := range []int{m.Strength, m.Dexterity, m.Constitution, m.Intelligence, m.Wisdom, m.Charisma} {
		if v < 0 || v > 30 {
			problems[strings.ToLower(abilityOrder[i])] = "Ability scores must be between 0 and 30."
		}
	}
	if m.CR < 0 || m.CR > 30 || m.CR != m.CR {
		problems["cr"] = "Challenge rating must be between 0 and 30."
	}
	if utf8.RuneCountInString(m.Desc)+utf8.RuneCountInString(m.LegendaryDesc) > maxRulesChars {
		problems["desc"] = fmt.Sprintf("Descriptions must be at most %d characters.", maxRulesChars)
	}
	lists := map[string][]srd.Action{"traits": m.Traits, "actions": m.Actions, "reactions": m.Reactions, "legendaryActions": m.LegendaryActions}
	total := 0
	for field, list := range lists {
		total += len(list)
		for _, a := range list {
			if utf8.RuneCountInString(a.Name) > maxNameChars || utf8.RuneCountInString(a.Desc) > maxRulesChars {
				problems[field] = fmt.Sprintf("Each of %s needs a name of at most %d and a text of at most %d characters.", field, maxNameChars, maxRulesChars)
			}
		}
	}
	if total > maxActionsTotal {
		problems["actions"] = fmt.Sprintf("A monster may have at most %d traits and actions.", maxActionsTotal)
	}
	if len(m.Speed) > len(srd.SpeedModes)+2 || len(m.SavingThrows) > 6 || len(m.Skills) > 30 ||
		len(m.DamageVulnerabilities)+len(m.DamageResistances)+len(m.DamageImmunities)+len(m.ConditionImmunities) > 60 {
		problems["statistics"] = "The stat block has more entries than any monster has."
	}
	return problems
}

// tonePlan is the tone of each re-skin to write.
func (r ReskinRequest) tonePlan() []Tone {
	tones := r.Tones
	if len(tones) == 0 {
		tones = DefaultTones
	}
	n := r.Count
	if n == 0 {
		n = min(len(tones), MaxReskins)
		if len(r.Tones) == 0 {
			n = MaxReskins
		}
	}
	plan := make([]Tone, n)
	for i := range plan {
		plan[i] = tones[i%len(tones)]
	}
	return plan
}

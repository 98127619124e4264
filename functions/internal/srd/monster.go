package srd

import (
	"fmt"
	"regexp"
	"strings"
)

// Monster is one creature's full stat block: the spec's Monster (the Open5e
// shape) with camelCase field names, plus traits, reactions, legendary
// actions, saving throws, skills, resistances and immunities, and XP.
type Monster struct {
	Slug      string `json:"slug"`
	Name      string `json:"name"`
	Size      string `json:"size"`
	Type      string `json:"type"`
	Subtype   string `json:"subtype,omitempty"`
	Alignment string `json:"alignment"`

	ArmorClass int    `json:"armorClass"`
	ArmorDesc  string `json:"armorDesc,omitempty"`
	HitPoints  int    `json:"hitPoints"`
	HitDice    string `json:"hitDice"`
	// Speed maps a movement mode (walk, burrow, climb, fly, swim) to feet.
	Speed map[string]int `json:"speed"`
	// Hover: the creature hovers while flying.
	Hover bool `json:"hover,omitempty"`
	// SpeedNotes holds speeds of other forms ("40 ft., climb 30 ft. in bear form").
	SpeedNotes string `json:"speedNotes,omitempty"`

	Strength     int `json:"strength"`
	Dexterity    int `json:"dexterity"`
	Constitution int `json:"constitution"`
	Intelligence int `json:"intelligence"`
	Wisdom       int `json:"wisdom"`
	Charisma     int `json:"charisma"`

	// SavingThrows in ability order; Skills in alphabetical order.
	SavingThrows          []Modifier `json:"savingThrows,omitempty"`
	Skills                []Modifier `json:"skills,omitempty"`
	DamageVulnerabilities []string   `json:"damageVulnerabilities,omitempty"`
	DamageResistances     []string   `json:"damageResistances,omitempty"`
	DamageImmunities      []string   `json:"damageImmunities,omitempty"`
	ConditionImmunities   []string   `json:"conditionImmunities,omitempty"`
	// Senses as a stat block prints them: "darkvision 120 ft., passive Perception 20".
	Senses string `json:"senses"`
	// Languages is empty when the creature speaks none.
	Languages string `json:"languages"`

	// ChallengeRating is the text ("1/4", "10"); CR the number (0.25, 10).
	ChallengeRating string  `json:"challengeRating"`
	CR              float64 `json:"cr"`
	XP              int     `json:"xp"`

	Desc string `json:"desc,omitempty"`
	// Traits are the special abilities printed above the actions.
	Traits           []Action `json:"traits,omitempty"`
	Actions          []Action `json:"actions"`
	Reactions        []Action `json:"reactions,omitempty"`
	LegendaryDesc    string   `json:"legendaryDesc,omitempty"`
	LegendaryActions []Action `json:"legendaryActions,omitempty"`
}

// Action is a named trait, action, reaction or legendary action.
type Action struct {
	Name string `json:"name"`
	Desc string `json:"desc"`
}

// Modifier is a saving throw or skill bonus ("Constitution" +6, "Perception" +10).
type Modifier struct {
	Name  string `json:"name"`
	Bonus int    `json:"bonus"`
}

// Summary is a list row: what the search step shows before one is selected.
type Summary struct {
	Slug            string  `json:"slug"`
	Name            string  `json:"name"`
	Size            string  `json:"size"`
	Type            string  `json:"type"`
	ChallengeRating string  `json:"challengeRating"`
	CR              float64 `json:"cr"`
	XP              int     `json:"xp"`
}

// Summary returns the list row for m.
func (m Monster) Summary() Summary {
	return Summary{Slug: m.Slug, Name: m.Name, Size: m.Size, Type: m.Type, ChallengeRating: m.ChallengeRating, CR: m.CR, XP: m.XP}
}

// Sizes are the creature sizes, smallest first.
var Sizes = []string{"Tiny", "Small", "Medium", "Large", "Huge", "Gargantuan"}

// Types are the creature types of the 5e rules.
var Types = []string{
	"aberration", "beast", "celestial", "construct", "dragon", "elemental", "fey",
	"fiend", "giant", "humanoid", "monstrosity", "ooze", "plant", "undead",
}

// BaseType is the creature type a type line names: "swarm of Tiny beasts"
// is a beast; case and surrounding space are ignored.
func BaseType(t string) string {
	t = strings.ToLower(strings.TrimSpace(t))
	if rest, ok := strings.CutPrefix(t, "swarm of "); ok {
		fields := strings.Fields(rest)
		if len(fields) > 0 {
			t = strings.TrimSuffix(fields[len(fields)-1], "s")
		}
	}
	return t
}

var slugUnsafe = regexp.MustCompile(`[^a-z0-9\s-]`)
var slugSpace = regexp.MustCompile(`[-\s]+`)

// Slug makes a URL slug from a name the way Open5e does (Django's slugify):
// punctuation is dropped and runs of spaces and hyphens become one hyphen,
// so "Deep Gnome (Svirfneblin)" is deep-gnome-svirfneblin and
// "Succubus/Incubus" is succubusincubus; SRD slugs then match Open5e's.
func Slug(name string) string {
	s := slugUnsafe.ReplaceAllString(strings.ToLower(name), "")
	return strings.Trim(slugSpace.ReplaceAllString(s, "-"), "-_")
}

var validSlug = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,99}$`)

// ValidSlug reports whether s can name a monster: lower-case letters,
// digits, hyphens and underscores, at most 100 characters.
func ValidSlug(s string) bool { return validSlug.MatchString(s) }

// SpeedModes is the order a stat block lists movement modes in.
var SpeedModes = []string{"walk", "burrow", "climb", "fly", "swim"}

// FormatSpeed writes speeds as a stat block does: "10 ft., swim 40 ft.",
// "0 ft., fly 50 ft. (hover)".
func FormatSpeed(m Monster) string {
	var parts []string
	for _, mode := range SpeedModes {
		feet, ok := m.Speed[mode]
		if !ok {
			continue
		}
		part := fmt.Sprintf("%d ft.", feet)
		if mode != "walk" {
			part = mode + " " + part
		}
		if mode == "fly" && m.Hover {
			part += " (hover)"
		}
		parts = append(parts, part)
	}
	if len(parts) == 0 {
		parts = append(parts, "0 ft.")
	}
	s := strings.Join(parts, ", ")
	if m.SpeedNotes != "" {
		s += " (" + m.SpeedNotes + ")"
	}
	return s
}

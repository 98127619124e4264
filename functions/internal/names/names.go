// Package names is the Fantasy Name Generator: names with meanings for the
// spec's 26 races, styles and professions, written by the model or, without
// one, by a built-in generator that gives every race its own sound, builds
// each meaning from the parts of the name, and avoids repeating itself.
package names

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

// Race is one of the spec's 26 races.
type Race string

const (
	Human           Race = "Human"
	Elf             Race = "Elf"
	Dwarf           Race = "Dwarf"
	Halfling        Race = "Halfling"
	Dragonborn      Race = "Dragonborn"
	Gnome           Race = "Gnome"
	HalfElf         Race = "Half-Elf"
	HalfOrc         Race = "Half-Orc"
	Tiefling        Race = "Tiefling"
	Aarakocra       Race = "Aarakocra"
	Aasimar         Race = "Aasimar"
	Bugbear         Race = "Bugbear"
	Firbolg         Race = "Firbolg"
	Genasi          Race = "Genasi"
	Githyanki       Race = "Githyanki"
	Githzerai       Race = "Githzerai"
	Goblin          Race = "Goblin"
	Goliath         Race = "Goliath"
	Hobgoblin       Race = "Hobgoblin"
	Kenku           Race = "Kenku"
	Kobold          Race = "Kobold"
	Lizardfolk      Race = "Lizardfolk"
	Orc             Race = "Orc"
	Tabaxi          Race = "Tabaxi"
	Triton          Race = "Triton"
	YuanTiPureblood Race = "Yuan-Ti-Pureblood"
)

// Races is every race in the spec's order.
var Races = []Race{Human, Elf, Dwarf, Halfling, Dragonborn, Gnome, HalfElf, HalfOrc, Tiefling, Aarakocra, Aasimar,
	Bugbear, Firbolg, Genasi, Githyanki, Githzerai, Goblin, Goliath, Hobgoblin, Kenku, Kobold, Lizardfolk, Orc,
	Tabaxi, Triton, YuanTiPureblood}

// Profession is one of the spec's 25 optional professions; empty is Any
// Profession.
type Profession string

// Professions is every profession in the spec's order.
var Professions = []Profession{"Innkeeper", "Guard", "Noble", "Merchant", "Blacksmith", "Priest", "Scholar", "Farmer",
	"Hunter", "Sailor", "Soldier", "Thief", "Bard", "Wizard", "Healer", "Cook", "Tailor", "Mason", "Miner", "Scribe",
	"Librarian", "Diplomat", "Spy", "Assassin", "Bandit"}

// Style is how the names should sound.
type Style string

const (
	// Traditional: the race's customary names.
	Traditional Style = "traditional"
	// Unique: rarer sounds, longer names.
	Unique Style = "unique"
	// Common: short and familiar.
	Common Style = "common"
)

// Styles is every style, in the order of the Style select.
var Styles = []Style{Traditional, Unique, Common}

// Counts are the numbers of names a request may ask for.
var Counts = []int{3, 5, 8, 10}

// Defaults and limits.
const (
	DefaultCount = 5
	DefaultStyle = Traditional
	// VariationsPerRequest is the spec's three variations a request.
	VariationsPerRequest = 3
	// MaxExclude bounds the names a request may ask to avoid (the names on
	// screen); MaxNameChars bounds one name.
	MaxExclude   = 500
	MaxNameChars = 100
)

// The spec's messages for failures the API layer reports (section 8). The
// service itself falls back to built-in names instead of failing.
const (
	MsgGenerateFailed   = "Failed to generate names"
	MsgVariationsFailed = "Failed to generate variations"
)

// Name is one generated name (the spec's fantasy-name result).
type Name struct {
	Name    string `json:"name"`
	Race    Race   `json:"race"`
	Meaning string `json:"meaning"`
	// Profession is set when the request named one.
	Profession Profession `json:"profession,omitempty"`
}

// Request asks for names (the spec's fantasy-name request).
type Request struct {
	Race Race `json:"race"`
	// Profession is optional; empty means Any Profession.
	Profession Profession `json:"profession,omitempty"`
	// Count is 3, 5, 8 or 10 (DefaultCount when 0).
	Count int `json:"count,omitempty"`
	// Style is traditional, unique or common (DefaultStyle when empty).
	Style Style `json:"style,omitempty"`
	// Exclude lists names the user already has (those on screen); none of
	// them is given again.
	Exclude []string `json:"exclude,omitempty"`
}

// Response is the generated names and where they came from. It holds at
// most Count names; fewer when the model gave fewer usable ones.
type Response struct {
	Names []Name `json:"names"`
	llm.Origin
}

// VariationsRequest asks for variations of one name.
type VariationsRequest struct {
	Name       string     `json:"name"`
	Race       Race       `json:"race"`
	Profession Profession `json:"profession,omitempty"`
	Style      Style      `json:"style,omitempty"`
	// Exclude lists names the user already has; variations avoid them.
	Exclude []string `json:"exclude,omitempty"`
}

// VariationsResponse is up to VariationsPerRequest names, to be appended to
// the list on screen.
type VariationsResponse struct {
	Variations []Name `json:"variations"`
	llm.Origin
}

// Catalog is every choice of the Names tab and its defaults, for the form.
type Catalog struct {
	Races       []Race       `json:"races"`
	Professions []Profession `json:"professions"`
	Counts      []int        `json:"counts"`
	Styles      []Style      `json:"styles"`
	Defaults    Request      `json:"defaults"`
}

// Choices returns the catalog of the Names tab.
func Choices() Catalog {
	return Catalog{Races: Races, Professions: Professions, Counts: Counts, Styles: Styles,
		Defaults: Request{Race: Human, Count: DefaultCount, Style: DefaultStyle}}
}

// Problems reports a message per invalid field; empty when r is valid.
func (r Request) Problems() map[string]string {
	problems := map[string]string{}
	raceProblem(problems, r.Race)
	professionProblem(problems, r.Profession)
	styleProblem(problems, r.Style)
	if r.Count != 0 && !slices.Contains(Counts, r.Count) {
		problems["count"] = "Number of names must be 3, 5, 8 or 10."
	}
	excludeProblem(problems, r.Exclude)
	return problems
}

// Problems reports a message per invalid field; empty when r is valid.
func (r VariationsRequest) Problems() map[string]string {
	problems := map[string]string{}
	switch n := utf8.RuneCountInString(strings.TrimSpace(r.Name)); {
	case n == 0:
		problems["name"] = "Choose a name to vary."
	case n > MaxNameChars:
		problems["name"] = fmt.Sprintf("The name must be at most %d characters.", MaxNameChars)
	}
	raceProblem(problems, r.Race)
	professionProblem(problems, r.Profession)
	styleProblem(problems, r.Style)
	excludeProblem(problems, r.Exclude)
	return problems
}

func raceProblem(problems map[string]string, race Race) {
	switch {
	case race == "":
		problems["race"] = "Choose a race."
	case !slices.Contains(Races, race):
		problems["race"] = "Race must be one of the listed races."
	}
}

func professionProblem(problems map[string]string, p Profession) {
	if p != "" && !slices.Contains(Professions, p) {
		problems["profession"] = "Profession must be one of the listed professions, or Any Profession."
	}
}

func styleProblem(problems map[string]string, s Style) {
	if s != "" && !slices.Contains(Styles, s) {
		problems["style"] = "Style must be traditional, unique or common."
	}
}

func excludeProblem(problems map[string]string, exclude []string) {
	if len(exclude) > MaxExclude {
		problems["exclude"] = fmt.Sprintf("At most %d names can be excluded.", MaxExclude)
		return
	}
	for _, n := range exclude {
		if utf8.RuneCountInString(n) > MaxNameChars {
			problems["exclude"] = fmt.Sprintf("Each excluded name must be at most %d characters.", MaxNameChars)
			return
		}
	}
}

func (r Request) normalised() Request {
	if r.Count == 0 {
		r.Count = DefaultCount
	}
	if r.Style == "" {
		r.Style = DefaultStyle
	}
	return r
}

// nameKey is how names are compared: case, spacing and quote marks aside.
func nameKey(s string) string {
	s = strings.Map(func(r rune) rune {
		switch r {
		case '"', '\u201c', '\u201d':
			return -1
		case '\u2019':
			return '\''
		}
		return r
	}, s)
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

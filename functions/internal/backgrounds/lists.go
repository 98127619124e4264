package backgrounds

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/names"
)

// Class is one of the spec's 15 classes (section 5).
type Class string

// Origin is one of the 27 backgrounds, Custom included (the word
// "background" is the whole result's).
type Origin string

// Alignment is one of the nine alignments; empty is Any Alignment.
type Alignment string

// Setting is where the character comes from.
type Setting string

// The spec's lists, in the order the wizard offers them (the API
// contract's enums are these slices: cmd/gencontract).
var (
	Classes = []Class{"Barbarian", "Bard", "Cleric", "Druid", "Fighter", "Monk", "Paladin", "Ranger", "Rogue",
		"Sorcerer", "Warlock", "Wizard", "Artificer", "Blood Hunter", "Custom"}
	Origins = []Origin{"Acolyte", "Charlatan", "Criminal", "Entertainer", "Folk Hero", "Guild Artisan", "Hermit",
		"Noble", "Outlander", "Sage", "Sailor", "Soldier", "Urchin", "City Watch", "Clan Crafter", "Cloistered Scholar",
		"Courtier", "Faction Agent", "Far Traveler", "Inheritor", "Knight of the Order", "Mercenary Veteran",
		"Urban Bounty Hunter", "Uthgardt Tribe Member", "Waterdhavian Noble", "Haunted One", "Custom"}
	Alignments = []Alignment{"Lawful Good", "Neutral Good", "Chaotic Good", "Lawful Neutral", "True Neutral",
		"Chaotic Neutral", "Lawful Evil", "Neutral Evil", "Chaotic Evil"}
	Themes   = []Theme{"heroic", "tragic", "mysterious", "comedic", "dark", "ordinary", "exotic"}
	Tones    = []Tone{"serious", "lighthearted", "dramatic", "gritty", "optimistic", "melancholic"}
	Settings = []Setting{"urban", "rural", "wilderness", "noble-court", "criminal-underworld", "scholarly",
		"military", "religious", "magical", "custom"}
)

// Limits and the spec's defaults and message.
const (
	MinLevel = 1
	MaxLevel = 20
	// RequiredFieldsMessage is the spec's message for a missing required field.
	RequiredFieldsMessage = "Please complete all required fields."
	MaxCustomSettingChars = 500
	MaxRequirementsChars  = 1000
	MaxFocusAreas         = 10
	MaxFocusAreaChars     = 60
	MaxRefineChars        = 2000
	// The spec's failure messages, for the API layer; the service itself
	// falls back instead of failing.
	MsgGenerateFailed = "Failed to generate background"
	MsgRefineFailed   = "Failed to refine background"
)

// DefaultRequest is the spec's defaults: Human, Fighter, Folk Hero, level 1,
// heroic, serious, rural, every include option on.
func DefaultRequest() Request {
	return Request{Race: string(names.Human), CharacterClass: "Fighter", Background: "Folk Hero", CharacterLevel: 1,
		GenerationStyle: "detailed", Theme: "heroic", Tone: "serious", Setting: "rural",
		IncludeSecrets: true, IncludePlotHooks: true, IncludeRelationships: true, IncludeMechanicalElements: true}
}

// Catalog is every choice of the wizard and its defaults, for the form.
type Catalog struct {
	Races       []names.Race `json:"races"`
	Classes     []Class      `json:"classes"`
	Backgrounds []Origin     `json:"backgrounds"`
	Alignments  []Alignment  `json:"alignments"`
	Themes      []Theme      `json:"themes"`
	Tones       []Tone       `json:"tones"`
	Settings    []Setting    `json:"settings"`
	MinLevel    int          `json:"minLevel"`
	MaxLevel    int          `json:"maxLevel"`
	Defaults    Request      `json:"defaults"`
}

// Choices returns the catalog of the Backgrounds tab.
func Choices() Catalog {
	return Catalog{Races: names.Races, Classes: Classes, Backgrounds: Origins, Alignments: Alignments, Themes: Themes,
		Tones: Tones, Settings: Settings, MinLevel: MinLevel, MaxLevel: MaxLevel, Defaults: DefaultRequest()}
}

// Problems reports a message per invalid field; empty when r is valid. A
// missing required field gets the spec's message.
func (r Request) Problems() map[string]string {
	p := map[string]string{}
	required := func(field, value string, allowed []string, what string) {
		switch {
		case strings.TrimSpace(value) == "":
			p[field] = RequiredFieldsMessage
		case !slices.Contains(allowed, value):
			p[field] = fmt.Sprintf("%s must be one of the listed %s.", fieldLabel(field), what)
		}
	}
	races := make([]string, len(names.Races))
	for i, race := range names.Races {
		races[i] = string(race)
	}
	required("race", r.Race, races, "races")
	required("characterClass", string(r.CharacterClass), asStrings(Classes), "classes")
	required("background", string(r.Background), asStrings(Origins), "backgrounds")
	required("theme", string(r.Theme), asStrings(Themes), "themes")
	required("tone", string(r.Tone), asStrings(Tones), "tones")
	required("setting", string(r.Setting), asStrings(Settings), "settings")
	switch {
	case r.CharacterLevel == 0:
		p["characterLevel"] = RequiredFieldsMessage
	case r.CharacterLevel < MinLevel || r.CharacterLevel > MaxLevel:
		p["characterLevel"] = fmt.Sprintf("Character level must be from %d to %d.", MinLevel, MaxLevel)
	}
	if r.Alignment != "" && !slices.Contains(Alignments, r.Alignment) {
		p["alignment"] = "Alignment must be one of the nine alignments, or Any Alignment."
	}
	if r.GenerationStyle != "" && r.GenerationStyle != "detailed" {
		p["generationStyle"] = "Generation style must be detailed."
	}
	if utf8.RuneCountInString(r.CustomSetting) > MaxCustomSettingChars {
		p["customSetting"] = fmt.Sprintf("The custom setting must be at most %d characters.", MaxCustomSettingChars)
	}
	if utf8.RuneCountInString(r.CustomRequirements) > MaxRequirementsChars {
		p["customRequirements"] = fmt.Sprintf("Additional requirements must be at most %d characters.", MaxRequirementsChars)
	}
	if len(r.FocusAreas) > MaxFocusAreas {
		p["focusAreas"] = fmt.Sprintf("Choose at most %d focus areas.", MaxFocusAreas)
	} else {
		for _, f := range r.FocusAreas {
			if n := utf8.RuneCountInString(strings.TrimSpace(f)); n == 0 || n > MaxFocusAreaChars {
				p["focusAreas"] = fmt.Sprintf("Each focus area must be 1 to %d characters.", MaxFocusAreaChars)
				break
			}
		}
	}
	return p
}

func fieldLabel(field string) string {
	switch field {
	case "characterClass":
		return "Class"
	case "background":
		return "Background"
	default:
		return strings.ToUpper(field[:1]) + field[1:]
	}
}

func asStrings[T ~string](xs []T) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = string(x)
	}
	return out
}

// countRange is how many items a list holds (section 9).
type countRange struct{ min, max int }

// counts are the spec's numbers of items per list.
var counts = map[string]countRange{
	"personalityTraits": {2, 3}, "ideals": {1, 2}, "bonds": {1, 2}, "flaws": {1, 2}, "mannerisms": {2, 3},
	"fears": {1, 2}, "possessions": {2, 3}, "secrets": {1, 2}, "plotHooks": {1, 2}, "relationships": {1, 3},
	"mechanicalElements": {1, 3},
}

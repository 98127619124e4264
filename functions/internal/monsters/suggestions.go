package monsters

import (
	"strings"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

// SuggestedThemes are the general themes of the customize step (spec
// section 9); Suggestions adds the creature type's own.
var SuggestedThemes = []string{"Horror", "Steampunk", "Fairy Tale", "Post-Apocalyptic", "Celestial"}

// Suggestions are the choices the customize step offers for one monster.
type Suggestions struct {
	Themes       []string `json:"themes"`
	Environments []string `json:"environments"`
	Tones        []Tone   `json:"tones"`
	DefaultTone  Tone     `json:"defaultTone"`
	// MixedTones are the tones of the re-skins when a request names none
	// (the customize step's Mixed choice).
	MixedTones []Tone `json:"mixedTones"`
}

// SuggestionsFor returns the themes (the general ones, then the type's),
// environments and tones for a creature type ("" for the general ones).
func SuggestionsFor(creatureType string) Suggestions {
	themes := append([]string{}, SuggestedThemes...)
	for _, t := range typeThemes[srd.BaseType(creatureType)] {
		if !containsFold(themes, t) {
			themes = append(themes, t)
		}
	}
	return Suggestions{Themes: themes, Environments: Environments, Tones: Tones, DefaultTone: DefaultTone, MixedTones: DefaultTones}
}

func containsFold(list []string, s string) bool {
	for _, v := range list {
		if strings.EqualFold(v, s) {
			return true
		}
	}
	return false
}

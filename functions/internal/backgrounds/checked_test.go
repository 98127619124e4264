package backgrounds

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/grammar/proofread"
	"github.com/lorewright/lorewright/functions/internal/sweep"
)

// wishesForTests are additional requirements a player might write.
var wishesForTests = []string{
	"A sister in the thieves' guild. Afraid of deep water; wants to find their father.",
	"Give them a rival named Korran who cheated them at cards, and a fear of fire",
	"Has a pet ferret named Biscuit.\nMy twin brother who vanished at sea",
}

// allText is every string of the content, one paragraph each.
func allText(c Content) []string {
	var out []string
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.String:
			if s := v.String(); s != "" {
				out = append(out, s)
			}
		case reflect.Slice:
			for i := range v.Len() {
				walk(v.Index(i))
			}
		case reflect.Struct:
			for i := range v.NumField() {
				walk(v.Field(i))
			}
		}
	}
	walk(reflect.ValueOf(c))
	return out
}

// TestBuiltInBackgroundReadsCleanly: the built-in background, inserted in a
// document, gets no issue from our own checker (en-US spelling, grammar
// and style), for every value of every choice and several tellings each.
// The invented names of its people are in the personal dictionary, as they
// would be once the game master adds them. `go test` checks a sample of the
// choices, `make test-long` all of them.
func TestBuiltInBackgroundReadsCleanly(t *testing.T) {
	reader := proofread.New(t)
	r := rand.New(rand.NewPCG(14, 15))
	for _, req := range sweep.Sample(t, everyRequest(), 16) {
		req.IncludeRelationships, req.IncludePlotHooks, req.IncludeSecrets, req.IncludeMechanicalElements = true, true, true, true
		req.CustomSetting = ""
		if req.Setting == "custom" {
			req.CustomSetting = "a drowned empire of coral towers"
		}
		for telling := range 6 {
			req.CustomRequirements = ""
			if telling%2 == 1 {
				req.CustomRequirements = wishesForTests[telling/2]
			}
			c := builtIn(r, req)
			var dictionary []string
			for _, rel := range c.Relationships {
				dictionary = append(dictionary, rel.Name)
			}
			for _, h := range c.PlotHooks {
				if name, ok := strings.CutPrefix(h.Title, "Word from "); ok {
					dictionary = append(dictionary, name)
				}
			}
			where := fmt.Sprintf("%s %s %s %s %s telling %d", req.Race, req.CharacterClass, req.Background, req.Theme, req.Tone, telling)
			for _, text := range allText(c) {
				reader.Check(where, text, dictionary...)
			}
		}
	}
	reader.Report("the built-in backgrounds")
}

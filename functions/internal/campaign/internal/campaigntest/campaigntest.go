// Package campaigntest holds what the campaign packages' tests share: the
// spec's structure check, a fixed clock and the custom texts of a form.
package campaigntest

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
)

// Customized gives a custom setting or theme its text.
func Customized(p types.Parameters) types.Parameters {
	if p.Setting == types.SettingCustom {
		p.CustomSetting = "a chain of floating sky-islands"
	}
	if p.Theme == types.ThemeCustom {
		p.CustomTheme = "a heist at a wizard's auction"
	}
	return p
}

// FixedNow is the time the tests' clocks show.
var FixedNow = time.Date(2025, 3, 14, 19, 30, 0, 0, time.UTC)

// CheckStructure fails the test when c breaks the spec's structure rules.
func CheckStructure(t *testing.T, c types.Campaign) {
	t.Helper()
	main, optional := 0, 0
	for i, e := range c.Encounters {
		if e.Order != i+1 {
			t.Errorf("encounter %d has order %d", i+1, e.Order)
		}
		if e.Optional {
			optional++
		} else {
			if optional > 0 {
				t.Errorf("main encounter %q comes after an optional one", e.Title)
			}
			main++
		}
		if e.ID == "" || e.Title == "" || strings.TrimSpace(e.Description) == "" {
			t.Errorf("encounter %d lacks an id, title or description: %+v", i+1, e)
		}
		if e.EstimatedDuration <= 0 || e.DifficultyLevel < types.MinEncounterDifficulty || e.DifficultyLevel > types.MaxEncounterDifficulty {
			t.Errorf("encounter %d has duration %d, difficulty %d", i+1, e.EstimatedDuration, e.DifficultyLevel)
		}
		if !containsType(e.Type) {
			t.Errorf("encounter %d has type %q", i+1, e.Type)
		}
	}
	if main < types.MinMainEncounters || main > types.MaxMainEncounters || optional < types.MinOptionalEncounters || optional > types.MaxOptionalEncounters {
		t.Errorf("%d main and %d optional encounters, want 3-5 and 1-2", main, optional)
	}
	if c.Title == "" || c.Introduction == "" || c.Conclusion == "" || len(c.PlotHooks) == 0 || len(c.NPCs) == 0 || len(c.Locations) == 0 {
		t.Errorf("a required part is missing: title %q, %d hooks, %d NPCs, %d locations, intro %d chars, conclusion %d chars",
			c.Title, len(c.PlotHooks), len(c.NPCs), len(c.Locations), len(c.Introduction), len(c.Conclusion))
	}
	if c.EstimatedDuration != c.Parameters.WithDefaults().Duration*60 {
		t.Errorf("estimatedDuration %d for %d hours", c.EstimatedDuration, c.Parameters.Duration)
	}
	if c.IntroductionDuration < 5 || c.IntroductionDuration > 10 || c.ConclusionDuration < 10 || c.ConclusionDuration > 15 {
		t.Errorf("introduction %d and conclusion %d minutes", c.IntroductionDuration, c.ConclusionDuration)
	}
	ids := map[string]bool{}
	for _, id := range AllIDs(c) {
		if id == "" || ids[id] {
			t.Errorf("empty or repeated id %q", id)
		}
		ids[id] = true
	}
}

func containsType(t types.EncounterType) bool {
	for _, e := range types.EncounterTypes {
		if e == t {
			return true
		}
	}
	return false
}

// AllIDs are the ids of the encounters, NPCs and locations.
func AllIDs(c types.Campaign) []string {
	var ids []string
	for _, e := range c.Encounters {
		ids = append(ids, e.ID)
	}
	for _, n := range c.NPCs {
		ids = append(ids, n.ID)
	}
	for _, l := range c.Locations {
		ids = append(ids, l.ID)
	}
	return ids
}

// WantEqual fails the test when got and want differ as JSON.
func WantEqual[T any](t *testing.T, what string, got, want T) {
	t.Helper()
	a, _ := json.Marshal(got)
	b, _ := json.Marshal(want)
	if string(a) != string(b) {
		t.Errorf("%s: got %s, want %s", what, a, b)
	}
}

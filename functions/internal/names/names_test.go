package names

import (
	"slices"
	"strings"
	"testing"
)

func TestRequestProblems(t *testing.T) {
	if p := (Request{Race: HalfOrc, Profession: "Bard", Count: 8, Style: Common}).Problems(); len(p) != 0 {
		t.Errorf("valid request refused: %v", p)
	}
	if p := (Request{Race: Human}).Problems(); len(p) != 0 {
		t.Errorf("defaults refused: %v", p)
	}
	long := strings.Repeat("x", MaxNameChars+1)
	cases := []struct {
		name string
		req  Request
		want map[string]string
	}{
		{"missing race", Request{}, map[string]string{"race": "Choose a race."}},
		{"unknown values", Request{Race: "Warforged", Profession: "Jester", Count: 4, Style: "silly"}, map[string]string{
			"race": "Race must be one of the listed races.", "profession": "Profession must be one of the listed professions, or Any Profession.",
			"count": "Number of names must be 3, 5, 8 or 10.", "style": "Style must be traditional, unique or common."}},
		{"too many exclusions", Request{Race: Elf, Exclude: make([]string, MaxExclude+1)}, map[string]string{"exclude": "At most 500 names can be excluded."}},
		{"an over-long exclusion", Request{Race: Elf, Exclude: []string{long}}, map[string]string{"exclude": "Each excluded name must be at most 100 characters."}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.req.Problems(); !mapsEqual(got, tc.want) {
				t.Errorf("got %v\nwant %v", got, tc.want)
			}
		})
	}
}

func TestVariationsRequestProblems(t *testing.T) {
	if p := (VariationsRequest{Name: "Aelar", Race: Elf}).Problems(); len(p) != 0 {
		t.Errorf("valid request refused: %v", p)
	}
	p := VariationsRequest{Name: "  ", Race: "Elfish", Style: "odd"}.Problems()
	if p["name"] != "Choose a name to vary." || p["race"] == "" || p["style"] == "" || len(p) != 3 {
		t.Errorf("problems %v", p)
	}
	if p := (VariationsRequest{Name: strings.Repeat("a", MaxNameChars+1), Race: Elf}).Problems(); p["name"] == "" {
		t.Errorf("over-long name accepted")
	}
}

func mapsEqual(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func TestChoices(t *testing.T) {
	c := Choices()
	if len(c.Races) != 26 || len(c.Professions) != 25 || !slices.Equal(c.Counts, []int{3, 5, 8, 10}) || len(c.Styles) != 3 {
		t.Errorf("catalog %+v", c)
	}
	if c.Defaults.Race != Human || c.Defaults.Count != DefaultCount || c.Defaults.Style != Traditional || len(c.Defaults.Problems()) != 0 {
		t.Errorf("defaults %+v", c.Defaults)
	}
}

func TestNameKey(t *testing.T) {
	if nameKey("  Kuori  \u201cSkywatcher\u201d  THULIAGA ") != nameKey(`kuori "skywatcher" thuliaga`) {
		t.Error("keys differ by case, spacing or quote marks")
	}
	if nameKey("Drizzt Do\u2019Urden") != nameKey("drizzt do'urden") {
		t.Error("curly apostrophe")
	}
}

package monsters

import (
	"slices"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

func TestSearch(t *testing.T) {
	c := srd.SRD()
	f := func(v float64) *float64 { return &v }
	cases := []struct {
		name string
		q    Query
		// first is the expected first result; every result must satisfy check.
		first string
		count int // 0: at least one
		check func(srd.Summary) bool
	}{
		{"exact name first", Query{Name: "orc"}, "Orc", 0, func(s srd.Summary) bool { return strings.Contains(strings.ToLower(s.Name), "orc") }},
		{"any case and partial", Query{Name: "GIANT SPI"}, "Giant Spider", 1, nil},
		{"word prefix before substring", Query{Name: "dragon"}, "Dragon Turtle", 0, func(s srd.Summary) bool { return strings.Contains(strings.ToLower(s.Name), "dragon") }},
		{"type", Query{Type: "Undead"}, "", 19, func(s srd.Summary) bool { return s.Type == "undead" }},
		{"swarms are beasts", Query{Type: "beast", Name: "swarm"}, "", 10, func(s srd.Summary) bool { return strings.HasPrefix(s.Type, "swarm") }},
		{"size", Query{Size: "gargantuan"}, "", 15, func(s srd.Summary) bool { return s.Size == "Gargantuan" }},
		{"CR range", Query{CRMin: f(20), CRMax: f(30)}, "", 0, func(s srd.Summary) bool { return s.CR >= 20 }},
		{"all filters", Query{Name: "dragon", Type: "dragon", Size: "Huge", CRMin: f(17), CRMax: f(17)}, "", 0,
			func(s srd.Summary) bool { return s.CR == 17 && s.Size == "Huge" }},
		{"plural finds by lookup", Query{Name: "wolves"}, "Wolf", 1, nil},
		{"nothing", Query{Name: "beholder"}, "", -1, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := newSearcher(c).search(tc.q)
			switch {
			case tc.count == -1 && len(got) != 0:
				t.Fatalf("got %d results, want none", len(got))
			case tc.count == -1:
				if got == nil {
					t.Error("no results must be an empty list, not nil")
				}
				return
			case tc.count > 0 && len(got) != tc.count:
				t.Errorf("got %d results, want %d", len(got), tc.count)
			case len(got) == 0:
				t.Fatal("no results")
			}
			if tc.first != "" && got[0].Name != tc.first {
				t.Errorf("first %q, want %q", got[0].Name, tc.first)
			}
			for _, s := range got {
				if tc.check != nil && !tc.check(s) {
					t.Errorf("%+v does not match", s)
				}
			}
		})
	}
	if all := newSearcher(c).search(Query{}); len(all) != 325 || !slices.IsSortedFunc(all, func(a, b srd.Summary) int {
		return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name))
	}) {
		t.Errorf("browse all: %d rows, sorted by name: want all 325", len(all))
	}
}

func TestQueryProblems(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	if p := (Query{Name: "goblin", Type: "Humanoid", Size: "small", CRMin: f(0), CRMax: f(0.25)}).Problems(); len(p) != 0 {
		t.Errorf("valid query refused: %v", p)
	}
	p := Query{Name: strings.Repeat("x", MaxQueryChars+1), Type: "robot", Size: "colossal", CRMin: f(-1), CRMax: f(31)}.Problems()
	for _, field := range []string{"name", "type", "size", "crMin", "crMax"} {
		if p[field] == "" {
			t.Errorf("no problem for %s: %v", field, p)
		}
	}
	if p := (Query{CRMin: f(5), CRMax: f(1)}).Problems(); p["crMax"] == "" || len(p) != 1 {
		t.Errorf("inverted range: %v", p)
	}
	if p := (Query{Name: "gob\x00lin"}).Problems(); p["name"] == "" {
		t.Errorf("control character accepted: %v", p)
	}
}

func TestRandom(t *testing.T) {
	c := srd.SRD()
	calls := 0
	first := func(k int) int { calls++; return 0 }
	got := random(c, 10, first)
	if len(got) != 10 || calls != 10 {
		t.Fatalf("got %d monsters with %d draws", len(got), calls)
	}
	seen := map[string]bool{}
	for _, m := range random(c, 400, func(k int) int { return k - 1 }) {
		if seen[m.Slug] {
			t.Fatalf("%s picked twice", m.Slug)
		}
		seen[m.Slug] = true
	}
	if len(seen) != c.Len() {
		t.Errorf("asking for more than there are gave %d, want all %d", len(seen), c.Len())
	}
}

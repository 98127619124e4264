package creatures

import "testing"

// TestTheTableIsInTheCatalogue: every creature of the table is an SRD
// creature, and All lists them weakest first.
func TestTheTableIsInTheCatalogue(t *testing.T) {
	if len(All) != len(table) {
		for _, c := range table {
			if _, ok := ByName(c.Name); !ok {
				t.Errorf("%s is not in the monster catalogue", c.Name)
			}
		}
	}
	for i := 1; i < len(All); i++ {
		if All[i].CR < All[i-1].CR {
			t.Fatalf("creatures are not weakest first at %s", All[i].Name)
		}
	}
}

func TestPluralsAndCounts(t *testing.T) {
	for name, want := range map[string]string{"goblin": "goblins", "harpy": "harpies", "dire wolf": "dire wolves",
		"swarm of rats": "swarms of rats", "lich": "liches", "monkey": "monkeys"} {
		if got := Plural(name); got != want {
			t.Errorf("Plural(%q) = %q, want %q", name, got, want)
		}
	}
	if c, ok := ByName("wolf"); !ok || c.PluralName() != "wolves" {
		t.Errorf("ByName(wolf) = %+v, %v", c, ok)
	}
	for written, want := range map[string]struct {
		name   string
		plural bool
	}{"goblins": {"Goblin", true}, "a bugbear": {"Bugbear", false}, "shadow dancers": {"Shadow Dancers", true}} {
		if name, plural := Canonical(written); name != want.name || plural != want.plural {
			t.Errorf("Canonical(%q) = %q, %v; want %q, %v", written, name, plural, want.name, want.plural)
		}
	}
	for w, want := range map[string]int{"a": 1, "pair": 2, "seven": 7, "twelve": 12, "dozens": 0} {
		if n, _ := CountWord(w); n != want {
			t.Errorf("CountWord(%q) = %d, want %d", w, n, want)
		}
	}
}

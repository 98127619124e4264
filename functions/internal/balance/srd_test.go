package balance

import "testing"

func TestSRDBestiary(t *testing.T) {
	b := SRDBestiary()
	if len(b) != 325 {
		t.Fatalf("%d creatures, want the SRD's 325", len(b))
	}
	for name, want := range map[string]Creature{
		"goblin":           {Name: "Goblin", CR: "1/4", XP: 50},
		"Young Red Dragon": {Name: "Young Red Dragon", CR: "10", XP: 5900},
		"troll":            {Name: "Troll", CR: "5", XP: 1800},
	} {
		if got, ok := b.Lookup(name); !ok || got != want {
			t.Errorf("Lookup(%q) = %+v, %v; want %+v", name, got, ok, want)
		}
	}
}

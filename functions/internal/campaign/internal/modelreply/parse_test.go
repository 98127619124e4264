package modelreply

import (
	"strconv"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
)

func TestParseMinutesAndDifficulty(t *testing.T) {
	for in, want := range map[string]int{"30 minutes": 30, "45-60 min": 53, "1.5 hours": 90, "half an hour": 30, "an hour": 60, "2h": 120, "25": 25, "1000 minutes": 240} {
		if got, ok := parseMinutes(in); !ok || got != want {
			t.Errorf("parseMinutes(%q) = %d, %v; want %d", in, got, ok, want)
		}
	}
	for in, want := range map[string]int{"6/10": 6, "7": 7, "Hard": 7, "Medium (5)": 5, "deadly": 9, "3/5": 6, "80": 8, "very hard": 8} {
		if got, ok := parseDifficulty(in); !ok || got != want {
			t.Errorf("parseDifficulty(%q) = %d, %v; want %d", in, got, ok, want)
		}
	}
	for in, want := range map[string]string{"1 Bugbear, 5 Goblins": "Bugbear:1 Goblin:5", "goblins x4 and a bugbear": "Goblin:4 Bugbear:1",
		"Ogre (2)": "Ogre:2", "two owlbears": "Owlbear:2", "wolves": "Wolf:2", "3× Ghoul; a Ghast": "Ghoul:3 Ghast:1",
		"2 Frost Wyrms": "Frost Wyrms:2", "none": "", "Swarms of Rats x3": "Swarm of Rats:3"} {
		var parts []string
		for _, m := range parseMonsters(in) {
			parts = append(parts, m.Name+":"+strconv.Itoa(m.Count))
		}
		if got := strings.Join(parts, " "); got != want {
			t.Errorf("parseMonsters(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestInferType(t *testing.T) {
	for _, tt := range []struct {
		title, desc string
		monsters    bool
		want        types.EncounterType
	}{
		{"Ambush at the Ford", "Bandits attack.", false, types.EncounterCombat},
		{"The Council", "Convince the council to vote.", false, types.EncounterSocial},
		{"The Riddle", "Solve the riddle of the sphinx.", false, types.EncounterPuzzle},
		{"The Corridor", "A pressure plate triggers a trap.", false, types.EncounterTrap},
		{"Into the Marsh", "Travel through the marsh.", false, types.EncounterExploration},
		{"The Cellar", "Something waits below.", true, types.EncounterCombat},
	} {
		if got := inferType(tt.title, tt.desc, tt.monsters); got != tt.want {
			t.Errorf("inferType(%q) = %s, want %s", tt.title, got, tt.want)
		}
	}
}

//go:build !race

// A content sweep of one goroutine: outside the race build only (the race
// detector finds nothing there and makes it five times slower);
// scripts/test.sh runs these tests in its plain pass.

package balance

import (
	"fmt"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/grammar/proofread"
	"github.com/lorewright/lorewright/functions/internal/sweep"
)

// TestInsertableScenesReadCleanly: every scene a recommendation can insert
// (each built-in roleplay, exploration, puzzle and transition scene, and
// the fight built for every party size and level, whichever foe the seed
// picks) gets no issue from our own checker once inserted. Its named
// characters are in the personal dictionary, as the game master would add
// them.
func TestInsertableScenesReadCleanly(t *testing.T) {
	reader := proofread.New(t)
	names := []string{"Brannoc Vell", "Ilsabet Marrow", "Quill Tallowmere", "Tallowmere"}
	seen := map[string]bool{}
	check := func(where string, sc readyScene) {
		t.Helper()
		text := "### " + sc.title + "\n\n" + sc.body
		if seen[text] {
			return
		}
		seen[text] = true
		reader.Check(fmt.Sprintf("%s %q", where, sc.title), text, names...)
	}
	for c, list := range scenes {
		for _, sc := range list {
			check(string(c), sc)
		}
	}
	type fight struct {
		party Party
		seed  uint32
	}
	var fights []fight
	for size := MinPartySize; size <= MaxPartySize; size++ {
		for level := MinLevel; level <= MaxLevel; level++ {
			for seed := range uint32(len(foes)) {
				fights = append(fights, fight{Party{Size: size, Level: level}, seed})
			}
		}
	}
	// `go test` checks a sample of the fights, `make test-long` all of them.
	for _, f := range sweep.Sample(t, fights, 80) {
		check(fmt.Sprintf("combat for %d level-%d characters", f.party.Size, f.party.Level), combatScene(f.party, f.seed))
	}
	reader.Report(fmt.Sprintf("%d scenes", len(seen)))
}

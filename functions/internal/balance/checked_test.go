package balance

import (
	"context"
	"fmt"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/grammar"
)

// TestInsertableScenesReadCleanly: every scene a recommendation can insert
// (each built-in roleplay, exploration, puzzle and transition scene, and
// the fight built for every party size and level, whichever foe the seed
// picks) gets no issue from our own checker once inserted. Its named
// characters are in the personal dictionary, as the game master would add
// them.
func TestInsertableScenesReadCleanly(t *testing.T) {
	checker, err := grammar.NewDefaultChecker(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Brannoc Vell", "Ilsabet Marrow", "Quill Tallowmere", "Tallowmere"}
	flagged, seen, kinds := 0, map[string]bool{}, map[string]int{}
	check := func(where string, sc scene) {
		t.Helper()
		text := "### " + sc.title + "\n\n" + sc.body
		if seen[text] {
			return
		}
		seen[text] = true
		res := checker.Check(context.Background(), text, grammar.CheckOptions{Dictionary: names})
		for _, is := range res.Errors {
			flagged++
			span := string([]rune(text)[is.Position.Start:is.Position.End])
			kinds[is.Rule.ID+" "+span]++
			if kinds[is.Rule.ID+" "+span] == 1 {
				t.Errorf("%s %q: %q flagged (%s: %s) in %q", where, sc.title, span, is.Rule.ID, is.Message, is.Context.Text)
			}
		}
	}
	for c, list := range scenes {
		for _, sc := range list {
			check(string(c), sc)
		}
	}
	for size := MinPartySize; size <= MaxPartySize; size++ {
		for level := MinLevel; level <= MaxLevel; level++ {
			for seed := range uint32(len(foes)) {
				check(fmt.Sprintf("combat for %d level-%d characters", size, level), combatScene(Party{Size: size, Level: level}, seed))
			}
		}
	}
	if flagged > 0 {
		t.Errorf("%d issues in %d scenes", flagged, len(seen))
	}
}

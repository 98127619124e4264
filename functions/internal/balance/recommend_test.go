package balance

import (
	"context"
	"strings"
	"testing"
	"unicode/utf16"
)

func TestRecommendationRule(t *testing.T) {
	target := DefaultPreferences // 30, 35, 20, 10, 5
	cases := []struct {
		name    string
		balance Mix
		// want is "type:priority" in order.
		want []string
	}{
		{"on target", target, nil},
		// Roleplay 25 under, combat 10 under (not more than 10), exploration 20 under (not more than 20).
		{"gaps at the edges", Mix{20, 10, 0, 50, 20}, []string{"roleplay:high", "exploration:medium"}},
		// Roleplay 11 under: medium; puzzle 10 under: none; combat 21 under: high, first.
		{"just over", Mix{9, 24, 47, 0, 20}, []string{"combat:high", "roleplay:medium"}},
		// Over-represented categories never get one.
		{"all combat", Mix{Combat: 100}, []string{"roleplay:high", "exploration:medium"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			recs := recommend([]Category{C, R}, tc.balance, target, DefaultParty, insertion{at: 3, section: "Here"}, newPositions("abcdef"), 0)
			var got []string
			for _, r := range recs {
				got = append(got, string(r.Type)+":"+string(r.Priority))
				if r.Current != tc.balance.Get(r.Type) || r.Target != target.Get(r.Type) || r.TargetSection != "Here" ||
					!r.AutoApplicable || r.AutoApplyAction == nil || r.AutoApplyAction.InsertAt != 3 || len(r.PlayerArchetypes) == 0 {
					t.Errorf("recommendation %+v", r)
				}
			}
			if strings.Join(got, " ") != strings.Join(tc.want, " ") {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func TestImpact(t *testing.T) {
	cases := []struct {
		c         Category
		m, t, pct int
		want      string
	}{
		// 0 of 19 minutes; +3 = 3/22 = 13.6%; (0.35*19 - 0)/0.65 = 10.2 -> 11 minutes.
		{Roleplay, 0, 19, 35, "A 3-minute roleplay scene takes roleplay from 0% to 14% of the table time; about 11 minutes of roleplay in all would reach your 35% target."},
		// 8 of 100 minutes of puzzle; +8 = 16/108 = 14.8%; (0.2*100 - 8)/0.8 = 15 minutes.
		{Puzzle, 8, 100, 20, "A 8-minute puzzle scene takes puzzle from 8% to 15% of the table time; about 15 minutes of puzzle in all would reach your 20% target."},
		// 10 of 60 combat for 30%: (18 - 10)/0.7 = 11.4 -> 12 minutes, more than one 5-minute fight.
		{Combat, 10, 60, 30, "A 5-minute combat scene takes combat from 17% to 23% of the table time; about 12 minutes of combat in all would reach your 30% target."},
		// One scene is enough: 2 of 40 transition for 8%: (3.2 - 2)/0.92 = 1.3 -> 2 <= 2.
		{Transition, 2, 40, 8, "A 2-minute transition scene takes transition from 5% to 10% of the table time, reaching your 8% target."},
		{Roleplay, 0, 0, 35, "A 3-minute roleplay scene takes roleplay from 0% to 100% of the table time."},
		{Roleplay, 0, 10, 100, "A 3-minute roleplay scene takes roleplay from 0% to 23% of the table time."},
	}
	for _, tc := range cases {
		if got := impact(tc.c, tc.m, tc.t, tc.pct); got != tc.want {
			t.Errorf("impact(%s, %d, %d, %d)\n got %q\nwant %q", tc.c, tc.m, tc.t, tc.pct, got, tc.want)
		}
	}
}

func TestScenesAreReadyToUse(t *testing.T) {
	for c, list := range scenes {
		if len(list) < 3 {
			t.Errorf("%s has %d scenes", c, len(list))
		}
		for _, s := range list {
			words := len(strings.Fields(s.body))
			if words < 60 || strings.ContainsAny(s.body, "{}") || strings.Contains(strings.ToLower(s.body), "todo") {
				t.Errorf("%s %q: %d words or a placeholder", c, s.title, words)
			}
			if c == Puzzle && !strings.Contains(s.body, "**Solution:**") {
				t.Errorf("puzzle %q has no solution", s.title)
			}
		}
	}
}

func TestCombatSceneIsTunedToTheParty(t *testing.T) {
	// For 4 level-3 characters (medium 600, hard 900) the Medium options are
	// 6 wolves, 6 goblins, 3 orcs, 3 gnolls, 2 bugbears, 2 ghouls (600 each
	// adjusted) and one owlbear (700); kobolds and bandits need 9 or more.
	for seed := range uint32(7) {
		sc := combatScene(DefaultParty, seed)
		if !strings.Contains(sc.body, ": medium for 4 level-3 characters") {
			t.Errorf("seed %d: %s\n%s", seed, sc.title, sc.body)
		}
	}
	if sc := combatScene(DefaultParty, 0); sc.title != "Battle: Six Wolves" ||
		!strings.Contains(sc.body, "**Foes:** six wolves (CR 1/4, 50 XP each).") ||
		!strings.Contains(sc.body, "6 wolves (300 XP) = 300 XP, x2 for 6 monsters = 600 adjusted XP: medium") {
		t.Errorf("seed 0: %s\n%s", sc.title, sc.body)
	}
	if sc := combatScene(DefaultParty, 6); sc.title != "Battle: An Owlbear" || !strings.Contains(sc.body, "1 owlbear (700 XP)") {
		t.Errorf("seed 6: %s\n%s", sc.title, sc.body)
	}
	// Every party gets a fight that is Medium when one is possible, and the
	// closest one otherwise; the stated rating is the DMG's.
	for size := MinPartySize; size <= MaxPartySize; size++ {
		for level := MinLevel; level <= MaxLevel; level++ {
			p := Party{Size: size, Level: level}
			sc := combatScene(p, 12345)
			if !strings.Contains(sc.body, "**Difficulty:** ") || !strings.HasPrefix(sc.title, "Battle: ") {
				t.Errorf("%+v: %s", p, sc.body)
			}
			if size >= 3 && size <= 5 && !strings.Contains(sc.body, ": medium for ") {
				t.Errorf("%+v: not medium: %s", p, sc.body)
			}
		}
	}
}

func TestInsertionPoint(t *testing.T) {
	para := func(words int) string { return strings.TrimSpace(strings.Repeat("plain words here ", words/3)) }
	t.Run("between headed sections", func(t *testing.T) {
		text := "Part One\n" + para(300) + "\nPart Two\n" + para(300) + "\nPart Three\n" + para(150) + "\nPart Four\n" + para(150)
		d := NewService(nil, nil, nil).read(text)
		ins := insertionPoint(text, d.lay, newPositions(text))
		// 70% falls in Part Three; the boundary before Part Three (at 66%)
		// is nearer than the one after it (83%).
		if want := strings.Index(text, "\nPart Three"); ins.at != want || ins.section != "Between “Part Two” and “Part Three”" {
			t.Errorf("at %d %q, want %d", ins.at, ins.section, want)
		}
	})
	t.Run("paragraph end without headings", func(t *testing.T) {
		lines := make([]string, 10)
		for i := range lines {
			lines[i] = para(60)
		}
		text := strings.Join(lines, "\n")
		d := NewService(nil, nil, nil).read(text)
		ins := insertionPoint(text, d.lay, newPositions(text))
		// The 70% point is inside the 7th line; it ends where the 8th starts.
		lineLen := len(lines[0]) + 1
		if want := 7*lineLen - 1; ins.at != want || !strings.HasPrefix(ins.section, "After the paragraph starting “plain words here") {
			t.Errorf("at %d %q, want %d", ins.at, ins.section, want)
		}
	})
	t.Run("in UTF-16 units", func(t *testing.T) {
		// Dragons are 2 UTF-16 units and 4 bytes each.
		text := strings.Repeat("🐉 ", 300) + "\n" + para(120) + "\n" + para(120) + "\n" + para(120)
		a, err := NewService(nil, nil, nil).Analyze(context.Background(), AnalyzeRequest{Text: text, Preferences: &Mix{Puzzle: 100}})
		if err != nil {
			t.Fatal(err)
		}
		at := a.Recommendations[0].AutoApplyAction.InsertAt
		units := utf16.Encode([]rune(text))
		if at <= len(units)*7/10 || at >= len(units) || units[at] != '\n' {
			t.Errorf("insertAt %d of %d is not the end of the paragraph after 70%%", at, len(units))
		}
	})
}

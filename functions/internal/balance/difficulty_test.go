package balance

import (
	"testing"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

func TestRateMonsters(t *testing.T) {
	goblin := func(n int) MonsterGroup {
		return MonsterGroup{Name: "Goblin", ChallengeRating: "1/4", XP: 50, Count: n, plural: "goblins"}
	}
	boss := MonsterGroup{Name: "Goblin Boss", ChallengeRating: "1", XP: 200, Count: 1, plural: "goblin bosses"}
	troll := MonsterGroup{Name: "Troll", ChallengeRating: "5", XP: 1800, Count: 1, plural: "trolls"}
	ogre := func(n int) MonsterGroup {
		return MonsterGroup{Name: "Ogre", ChallengeRating: "2", XP: 450, Count: n, plural: "ogres"}
	}
	cases := []struct {
		name   string
		groups []MonsterGroup
		party  Party
		want   srd.Rating
		// summary is checked when set.
		summary string
	}{
		// 6 x 50 = 300, x2 (3-6 monsters) = 600: exactly Medium for 4 x level 3 (600).
		{"six goblins", []MonsterGroup{goblin(6)}, Party{4, 3},
			srd.Rating{MonsterCount: 6, BaseXP: 300, Multiplier: 2, AdjustedXP: 600, Thresholds: srd.Thresholds{Easy: 300, Medium: 600, Hard: 900, Deadly: 1600}, Difficulty: srd.Medium},
			"6 goblins (300 XP) = 300 XP, x2 for 6 monsters = 600 adjusted XP: medium for 4 level-3 characters (easy 300, medium 600, hard 900, deadly 1,600)."},
		// 8 x 50 + 200 = 600, 9 monsters x2.5 = 1500: Hard (900 <= 1500 < 1600).
		{"eight goblins and their boss", []MonsterGroup{goblin(8), boss}, Party{4, 3},
			srd.Rating{MonsterCount: 9, BaseXP: 600, Multiplier: 2.5, AdjustedXP: 1500, Thresholds: srd.Thresholds{Easy: 300, Medium: 600, Hard: 900, Deadly: 1600}, Difficulty: srd.Hard}, ""},
		// The same fight for 2 characters: one step up (x3) and half the thresholds.
		{"party of two steps up", []MonsterGroup{goblin(8), boss}, Party{2, 3},
			srd.Rating{MonsterCount: 9, BaseXP: 600, Multiplier: 3, AdjustedXP: 1800, Thresholds: srd.Thresholds{Easy: 150, Medium: 300, Hard: 450, Deadly: 800}, Difficulty: srd.Deadly}, ""},
		// For 6 characters: one step down (x2); thresholds 450/900/1350/2400.
		{"party of six steps down", []MonsterGroup{goblin(8), boss}, Party{6, 3},
			srd.Rating{MonsterCount: 9, BaseXP: 600, Multiplier: 2, AdjustedXP: 1200, Thresholds: srd.Thresholds{Easy: 450, Medium: 900, Hard: 1350, Deadly: 2400}, Difficulty: srd.Medium}, ""},
		// A lone troll against 6 level-5 characters: x0.5 = 900, below Easy (1500).
		{"lone monster, big party", []MonsterGroup{troll}, Party{6, 5},
			srd.Rating{MonsterCount: 1, BaseXP: 1800, Multiplier: 0.5, AdjustedXP: 900, Thresholds: srd.Thresholds{Easy: 1500, Medium: 3000, Hard: 4500, Deadly: 6600}, Difficulty: srd.Trivial},
			"1 troll (1,800 XP) = 1,800 XP, x0.5 for 1 monster = 900 adjusted XP: trivial for 6 level-5 characters (easy 1,500, medium 3,000, hard 4,500, deadly 6,600)."},
		// 15 ogres for one level-20 character: x5, 6750 x5 = 33750 >= Deadly 12700.
		{"horde, lone hero", []MonsterGroup{ogre(15)}, Party{1, 20},
			srd.Rating{MonsterCount: 15, BaseXP: 6750, Multiplier: 5, AdjustedXP: 33750, Thresholds: srd.Thresholds{Easy: 2800, Medium: 5700, Hard: 8500, Deadly: 12700}, Difficulty: srd.Deadly},
			"15 ogres (6,750 XP) = 6,750 XP, x5 for 15 monsters = 33,750 adjusted XP: deadly for 1 level-20 character (easy 2,800, medium 5,700, hard 8,500, deadly 12,700)."},
		// x1.5 of an odd base rounds half up: 2 x 25 = 50 -> 75 (no fraction); 25 + 50 = 75 x1.5 = 112.5 -> 113.
		{"half XP rounds up", []MonsterGroup{{Name: "Bandit", XP: 25, Count: 1}, {Name: "Wolf", XP: 50, Count: 1}}, Party{4, 1},
			srd.Rating{MonsterCount: 2, BaseXP: 75, Multiplier: 1.5, AdjustedXP: 113, Thresholds: srd.Thresholds{Easy: 100, Medium: 200, Hard: 300, Deadly: 400}, Difficulty: srd.Easy}, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := rate(tc.groups, tc.party)
			if got != tc.want {
				t.Errorf("RateMonsters = %+v\nwant %+v", got, tc.want)
			}
			if tc.summary != "" {
				if s := summarise(tc.groups, got, tc.party, false); s != tc.summary {
					t.Errorf("summary %q\nwant    %q", s, tc.summary)
				}
			}
		})
	}
}

func TestThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 12700: "12,700", 1234567: "1,234,567", -4500: "-4,500"} {
		if got := thousands(n); got != want {
			t.Errorf("thousands(%d) = %q, want %q", n, got, want)
		}
	}
}

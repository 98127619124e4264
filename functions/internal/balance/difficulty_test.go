package balance

import "testing"

func TestCharacterThresholdsAreTheDMGTable(t *testing.T) {
	// Dungeon Master's Guide (2014), "XP Thresholds by Character Level".
	dmg := map[int][4]int{
		1: {25, 50, 75, 100}, 2: {50, 100, 150, 200}, 3: {75, 150, 225, 400}, 4: {125, 250, 375, 500},
		5: {250, 500, 750, 1100}, 6: {300, 600, 900, 1400}, 7: {350, 750, 1100, 1700}, 8: {450, 900, 1400, 2100},
		9: {550, 1100, 1600, 2400}, 10: {600, 1200, 1900, 2800}, 11: {800, 1600, 2400, 3600}, 12: {1000, 2000, 3000, 4500},
		13: {1100, 2200, 3400, 5100}, 14: {1250, 2500, 3800, 5700}, 15: {1400, 2800, 4300, 6400}, 16: {1600, 3200, 4800, 7200},
		17: {2000, 3900, 5900, 8800}, 18: {2100, 4200, 6300, 9500}, 19: {2400, 4900, 7300, 10900}, 20: {2800, 5700, 8500, 12700},
	}
	for level, w := range dmg {
		got := CharacterThresholds(level)
		if got != (Thresholds{w[0], w[1], w[2], w[3]}) {
			t.Errorf("level %d: %+v, want %v", level, got, w)
		}
	}
	if got := PartyThresholds(Party{Size: 4, Level: 3}); got != (Thresholds{300, 600, 900, 1600}) {
		t.Errorf("4 level-3 characters: %+v", got)
	}
	if got := PartyThresholds(Party{Size: 5, Level: 12}); got != (Thresholds{5000, 10000, 15000, 22500}) {
		t.Errorf("5 level-12 characters: %+v", got)
	}
}

func TestMultiplier(t *testing.T) {
	cases := []struct {
		monsters int
		// want for parties of 4 (standard), 2 (fewer than 3) and 6 (6 or more).
		standard, small, large float64
	}{
		{0, 0, 0, 0},
		{1, 1, 1.5, 0.5},
		{2, 1.5, 2, 1},
		{3, 2, 2.5, 1.5},
		{6, 2, 2.5, 1.5},
		{7, 2.5, 3, 2},
		{10, 2.5, 3, 2},
		{11, 3, 4, 2.5},
		{14, 3, 4, 2.5},
		{15, 4, 5, 3},
		{40, 4, 5, 3},
	}
	for _, tc := range cases {
		for _, p := range []struct {
			size int
			want float64
		}{{4, tc.standard}, {3, tc.standard}, {5, tc.standard}, {2, tc.small}, {1, tc.small}, {6, tc.large}, {8, tc.large}} {
			if got := Multiplier(tc.monsters, p.size); got != p.want {
				t.Errorf("%d monsters, party of %d: x%v, want x%v", tc.monsters, p.size, got, p.want)
			}
		}
	}
}

func TestRate(t *testing.T) {
	th := Thresholds{Easy: 300, Medium: 600, Hard: 900, Deadly: 1600}
	for xp, want := range map[int]Difficulty{0: Trivial, 299: Trivial, 300: Easy, 599: Easy, 600: MediumDifficulty,
		899: MediumDifficulty, 900: Hard, 1599: Hard, 1600: Deadly, 99999: Deadly} {
		if got := Rate(xp, th); got != want {
			t.Errorf("Rate(%d) = %s, want %s", xp, got, want)
		}
	}
}

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
		want   Rating
		// summary is checked when set.
		summary string
	}{
		// 6 x 50 = 300, x2 (3-6 monsters) = 600: exactly Medium for 4 x level 3 (600).
		{"six goblins", []MonsterGroup{goblin(6)}, Party{4, 3},
			Rating{MonsterCount: 6, BaseXP: 300, Multiplier: 2, AdjustedXP: 600, Thresholds: Thresholds{300, 600, 900, 1600}, Difficulty: MediumDifficulty},
			"6 goblins (300 XP) = 300 XP, x2 for 6 monsters = 600 adjusted XP: medium for 4 level-3 characters (easy 300, medium 600, hard 900, deadly 1,600)."},
		// 8 x 50 + 200 = 600, 9 monsters x2.5 = 1500: Hard (900 <= 1500 < 1600).
		{"eight goblins and their boss", []MonsterGroup{goblin(8), boss}, Party{4, 3},
			Rating{MonsterCount: 9, BaseXP: 600, Multiplier: 2.5, AdjustedXP: 1500, Thresholds: Thresholds{300, 600, 900, 1600}, Difficulty: Hard}, ""},
		// The same fight for 2 characters: one step up (x3) and half the thresholds.
		{"party of two steps up", []MonsterGroup{goblin(8), boss}, Party{2, 3},
			Rating{MonsterCount: 9, BaseXP: 600, Multiplier: 3, AdjustedXP: 1800, Thresholds: Thresholds{150, 300, 450, 800}, Difficulty: Deadly}, ""},
		// For 6 characters: one step down (x2); thresholds 450/900/1350/2400.
		{"party of six steps down", []MonsterGroup{goblin(8), boss}, Party{6, 3},
			Rating{MonsterCount: 9, BaseXP: 600, Multiplier: 2, AdjustedXP: 1200, Thresholds: Thresholds{450, 900, 1350, 2400}, Difficulty: MediumDifficulty}, ""},
		// A lone troll against 6 level-5 characters: x0.5 = 900, below Easy (1500).
		{"lone monster, big party", []MonsterGroup{troll}, Party{6, 5},
			Rating{MonsterCount: 1, BaseXP: 1800, Multiplier: 0.5, AdjustedXP: 900, Thresholds: Thresholds{1500, 3000, 4500, 6600}, Difficulty: Trivial},
			"1 troll (1,800 XP) = 1,800 XP, x0.5 for 1 monster = 900 adjusted XP: trivial for 6 level-5 characters (easy 1,500, medium 3,000, hard 4,500, deadly 6,600)."},
		// 15 ogres for one level-20 character: x5, 6750 x5 = 33750 >= Deadly 12700.
		{"horde, lone hero", []MonsterGroup{ogre(15)}, Party{1, 20},
			Rating{MonsterCount: 15, BaseXP: 6750, Multiplier: 5, AdjustedXP: 33750, Thresholds: Thresholds{2800, 5700, 8500, 12700}, Difficulty: Deadly},
			"15 ogres (6,750 XP) = 6,750 XP, x5 for 15 monsters = 33,750 adjusted XP: deadly for 1 level-20 character (easy 2,800, medium 5,700, hard 8,500, deadly 12,700)."},
		// x1.5 of an odd base rounds half up: 2 x 25 = 50 -> 75 (no fraction); 25 + 50 = 75 x1.5 = 112.5 -> 113.
		{"half XP rounds up", []MonsterGroup{{Name: "Bandit", XP: 25, Count: 1}, {Name: "Wolf", XP: 50, Count: 1}}, Party{4, 1},
			Rating{MonsterCount: 2, BaseXP: 75, Multiplier: 1.5, AdjustedXP: 113, Thresholds: Thresholds{100, 200, 300, 400}, Difficulty: Easy}, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := RateMonsters(tc.groups, tc.party)
			if got != tc.want {
				t.Errorf("RateMonsters = %+v\nwant %+v", got, tc.want)
			}
			if tc.summary != "" {
				if s := summarise(tc.groups, got, tc.party); s != tc.summary {
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

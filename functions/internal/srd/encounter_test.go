package srd

import (
	"testing"
)

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
	if got := PartyThresholds(4, 3); got != (Thresholds{300, 600, 900, 1600}) {
		t.Errorf("4 level-3 characters: %+v", got)
	}
	if got := PartyThresholds(5, 12); got != (Thresholds{5000, 10000, 15000, 22500}) {
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

func TestDifficultyOf(t *testing.T) {
	th := Thresholds{Easy: 300, Medium: 600, Hard: 900, Deadly: 1600}
	for xp, want := range map[int]Difficulty{0: Trivial, 299: Trivial, 300: Easy, 599: Easy, 600: Medium,
		899: Medium, 900: Hard, 1599: Hard, 1600: Deadly, 99999: Deadly} {
		if got := DifficultyOf(xp, th); got != want {
			t.Errorf("DifficultyOf(%d) = %s, want %s", xp, got, want)
		}
	}
}

func TestRateGroups(t *testing.T) {
	// 8 goblins (50 XP) and a goblin boss (200): 600 XP, 9 monsters x2.5 =
	// 1,500: hard for 4 level-3 characters (900 <= 1,500 < 1,600); for 2 of
	// them one step up (x3 = 1,800 against deadly 800); for 6 one step down
	// (x2 = 1,200: medium, 900 <= 1,200 < 1,350).
	groups := []Group{{XP: 50, Count: 8}, {XP: 200, Count: 1}}
	for _, tc := range []struct {
		size int
		want Rating
	}{
		{4, Rating{MonsterCount: 9, BaseXP: 600, Multiplier: 2.5, AdjustedXP: 1500, Thresholds: Thresholds{Easy: 300, Medium: 600, Hard: 900, Deadly: 1600}, Difficulty: Hard}},
		{2, Rating{MonsterCount: 9, BaseXP: 600, Multiplier: 3, AdjustedXP: 1800, Thresholds: Thresholds{Easy: 150, Medium: 300, Hard: 450, Deadly: 800}, Difficulty: Deadly}},
		{6, Rating{MonsterCount: 9, BaseXP: 600, Multiplier: 2, AdjustedXP: 1200, Thresholds: Thresholds{Easy: 450, Medium: 900, Hard: 1350, Deadly: 2400}, Difficulty: Medium}},
	} {
		if got := Rate(groups, tc.size, 3); got != tc.want {
			t.Errorf("party of %d: %+v\nwant %+v", tc.size, got, tc.want)
		}
	}
	// Below the easy threshold is trivial: a goblin (50 XP, x1) for 4 level-3 characters.
	if got := Rate([]Group{{XP: 50, Count: 1}}, 4, 3); got.Difficulty != Trivial || got.AdjustedXP != 50 {
		t.Errorf("a lone goblin: %+v", got)
	}
	// x1.5 of an odd base rounds half up: 25 + 50 = 75 x1.5 = 112.5 -> 113.
	if got := Rate([]Group{{XP: 25, Count: 1}, {XP: 50, Count: 1}}, 4, 1); got.AdjustedXP != 113 || got.Difficulty != Easy {
		t.Errorf("half XP: %+v", got)
	}
	if got := Rate(nil, 4, 3); got.MonsterCount != 0 || got.Multiplier != 0 || got.Difficulty != Trivial {
		t.Errorf("no monsters: %+v", got)
	}
}

package balance

import (
	"strings"
	"testing"
)

// The test vectors of Normalize, for the web's mirror of it: value*100/sum
// rounded down, the missing points to the largest remainders, ties to the
// earlier category (combat, roleplay, exploration, puzzle, transition).
var normalizeVectors = []struct {
	name     string
	in, want Mix
}{
	{"already 100", Mix{30, 35, 20, 10, 5}, Mix{30, 35, 20, 10, 5}},
	{"all zero", Mix{}, Mix{20, 20, 20, 20, 20}},
	{"one category", Mix{0, 0, 40, 0, 0}, Mix{0, 0, 100, 0, 0}},
	{"thirds, tie to combat", Mix{10, 10, 10, 0, 0}, Mix{34, 33, 33, 0, 0}},
	{"sum 105", Mix{30, 35, 20, 10, 10}, Mix{29, 33, 19, 10, 9}},
	{"all 100", Mix{100, 100, 100, 100, 100}, Mix{20, 20, 20, 20, 20}},
	{"sum 7", Mix{1, 1, 1, 1, 3}, Mix{15, 14, 14, 14, 43}},
	{"sum 90", Mix{50, 20, 10, 5, 5}, Mix{56, 22, 11, 6, 5}},
	{"out of range clamped", Mix{150, -20, 50, 0, 0}, Mix{67, 0, 33, 0, 0}},
}

func TestNormalize(t *testing.T) {
	for _, tc := range normalizeVectors {
		t.Run(tc.name, func(t *testing.T) {
			got := Normalize(tc.in)
			if got != tc.want {
				t.Errorf("Normalize(%+v) = %+v, want %+v", tc.in, got, tc.want)
			}
			if got.Sum() != 100 {
				t.Errorf("sums to %d", got.Sum())
			}
		})
	}
}

func TestProblems(t *testing.T) {
	long := strings.Repeat("word ", 100)
	cases := []struct {
		name string
		req  AnalyzeRequest
		want map[string]string
	}{
		{"valid with defaults", AnalyzeRequest{Text: long}, map[string]string{}},
		{"too short after trimming", AnalyzeRequest{Text: "   " + strings.Repeat("x", 99) + "   "}, map[string]string{"text": TooShortMessage}},
		{"exactly 100", AnalyzeRequest{Text: strings.Repeat("x", 100)}, map[string]string{}},
		// 50 emoji are 100 UTF-16 units, as the browser counts them.
		{"counted in UTF-16", AnalyzeRequest{Text: strings.Repeat("🐉", 50)}, map[string]string{}},
		{"too long", AnalyzeRequest{Text: strings.Repeat("x", MaxTextChars+1)}, map[string]string{"text": "The text is too long to analyze at once (400001 characters; the limit is 400000). Analyze it in parts."}},
		{"sliders out of range", AnalyzeRequest{Text: long, Preferences: &Mix{Combat: -1, Roleplay: 101, Exploration: 100, Puzzle: 0}},
			map[string]string{"preferences.combat": "The combat preference must be between 0 and 100.", "preferences.roleplay": "The roleplay preference must be between 0 and 100."}},
		{"preferences need not sum to 100", AnalyzeRequest{Text: long, Preferences: &Mix{Combat: 90, Roleplay: 90}}, map[string]string{}},
		{"party out of range", AnalyzeRequest{Text: long, Party: &Party{Size: 9, Level: 0}},
			map[string]string{"party.size": "Party size must be between 1 and 8 characters.", "party.level": "Character level must be between 1 and 20."}},
		{"party bounds", AnalyzeRequest{Text: long, Party: &Party{Size: 1, Level: 20}}, map[string]string{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.req.Problems()
			if len(got) != len(tc.want) {
				t.Fatalf("Problems() = %v, want %v", got, tc.want)
			}
			for k, v := range tc.want {
				if got[k] != v {
					t.Errorf("%s: %q, want %q", k, got[k], v)
				}
			}
		})
	}
}

func TestMinutes(t *testing.T) {
	want := map[Category]int{Combat: 5, Roleplay: 3, Exploration: 4, Puzzle: 8, Transition: 2, "other": 0}
	for c, m := range want {
		if c.Minutes() != m {
			t.Errorf("%s: %d minutes, want %d", c, c.Minutes(), m)
		}
	}
}

package balance

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// FuzzAnalyze checks what must hold for any text: valid requests are
// analysed without error, positions select the text in UTF-16 units, the
// figures stay in range and add up, and fights obey the DMG arithmetic.
func FuzzAnalyze(f *testing.F) {
	sample, err := os.ReadFile("testdata/campaign.txt")
	if err != nil {
		f.Fatal(err)
	}
	for _, seed := range []string{
		string(sample),
		tagged(E, R, C, C, R, T),
		threeScenes,
		"Encounter 1 (Combat)\nGoblins (4)\nGoblin Boss (1)\n2d4 wolves and half a dozen zombies, two more goblins, another orc, a pair of ogres, twenty-one kobolds " + plain,
		"# ONE\n## TWO\n### THREE\nFOUR\n=====\nFive Six\n-----\n" + strings.Repeat("Heading Line\n", 20),
		"“Stay,” says the innkeeper 🐉, “the roads are dark.” Café Dräcula \u2028 \r\n" + strings.Repeat("Ünïcödé wörds ", 20),
		strings.Repeat("a", 150),
		strings.Repeat("goblin ", 40) + strings.Repeat("\"", 7) + "x4 (3) ×2 (x 5) 4x 0 00 9999 1d0 0d4",
		strings.Repeat(".", 120) + "\xff\xfe invalid bytes" + strings.Repeat("!? ", 40),
	} {
		f.Add(seed, 4, 3, 30, 35)
	}
	svc := NewService(nil, nil, bestiary)
	f.Fuzz(func(t *testing.T, text string, size, level, combat, roleplay int) {
		req := AnalyzeRequest{Text: text, Party: &Party{Size: size, Level: level}, Preferences: &Mix{Combat: combat, Roleplay: roleplay, Exploration: 20, Puzzle: 10, Transition: 5}}
		a, err := svc.Analyze(context.Background(), req)
		if problems := req.Problems(); len(problems) > 0 {
			var fields derrors.FieldErrors
			if !errors.As(err, &fields) {
				t.Fatalf("problems %v but error %v", problems, err)
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		checkAnalysis(t, text, a)
	})
}

func checkAnalysis(t *testing.T, text string, a Analysis) {
	t.Helper()
	units := utf16.Encode([]rune(text))
	n := len(units)
	prevEnd, minutes := 0, 0
	for _, s := range a.Segments {
		if s.StartPosition < prevEnd || s.EndPosition <= s.StartPosition || s.EndPosition > n {
			t.Fatalf("%s spans %d..%d after %d, text of %d units", s.ID, s.StartPosition, s.EndPosition, prevEnd, n)
		}
		prevEnd = s.EndPosition
		if !slices.Contains(Categories, s.Type) || s.Confidence < 0 || s.Confidence > 100 || s.Duration != s.Type.Minutes() || len(s.Signals) == 0 {
			t.Fatalf("segment %+v", s)
		}
		if utf8.RuneCountInString(s.Content) > segmentExcerptChars+1 {
			t.Fatalf("%s content of %d characters", s.ID, utf8.RuneCountInString(s.Content))
		}
		minutes += s.Duration
	}
	if a.EstimatedDuration != minutes {
		t.Fatalf("duration %d, segments %d", a.EstimatedDuration, minutes)
	}
	if sum := a.Balance.Sum(); len(a.Segments) > 0 && sum != 100 || len(a.Segments) == 0 && sum != 0 {
		t.Fatalf("balance %+v", a.Balance)
	}
	if a.TargetBalance.Sum() != 100 {
		t.Fatalf("target %+v", a.TargetBalance)
	}
	p := a.Pacing
	for _, v := range []int{a.OverallScore, p.TransitionQuality, p.ClimaxPlacement, a.ScoreBreakdown.BalanceCloseness, a.ScoreBreakdown.Pacing} {
		if v < 0 || v > 100 {
			t.Fatalf("out of range: score %d, pacing %+v, breakdown %+v", a.OverallScore, p, a.ScoreBreakdown)
		}
	}
	if p.GoodTransitions > p.Transitions || (len(a.Segments) > 0) != (p.LongestSingleType != nil) {
		t.Fatalf("pacing %+v", p)
	}
	for _, r := range a.Recommendations {
		at := r.AutoApplyAction.InsertAt
		if at < 0 || at > n || at > 0 && at < n && utf16.IsSurrogate(rune(units[at])) && units[at] >= 0xDC00 {
			t.Fatalf("insertAt %d of %d splits a character", at, n)
		}
		if r.Target-r.Current <= RecommendGap || r.AutoApplyAction.InsertContent == "" {
			t.Fatalf("recommendation %+v", r)
		}
	}
	for _, e := range a.Encounters {
		count, base := 0, 0
		for _, g := range e.Monsters {
			if g.Count <= 0 || g.XP < 0 {
				t.Fatalf("group %+v", g)
			}
			count += g.Count
			base += g.Count * g.XP
		}
		want := int(math.Round(float64(base) * srd.Multiplier(count, a.Party.Size)))
		if e.MonsterCount != count || e.BaseXP != base || e.AdjustedXP != want || e.Difficulty != srd.DifficultyOf(want, srd.PartyThresholds(a.Party.Size, a.Party.Level)) {
			t.Fatalf("encounter %+v", e)
		}
	}
	if _, err := json.Marshal(a); err != nil {
		t.Fatal(err)
	}
}

// FuzzParseClassification feeds arbitrary model replies to the strict
// parser: it never panics, and what it accepts is complete and valid.
func FuzzParseClassification(f *testing.F) {
	for _, seed := range []string{
		`[{"index":0,"type":"combat","confidence":90},{"index":1,"type":"roleplay","confidence":0.5},{"index":2,"type":"puzzle","confidence":100}]`,
		"```json\n{\"segments\":[{\"index\":2,\"type\":\"transition\",\"confidence\":1},{\"index\":0,\"type\":\"Exploration\",\"confidence\":0},{\"index\":1,\"type\":\" combat \",\"confidence\":55.5}]}\n```",
		`Sure! [{"index":0,"type":"combat","confidence":90}]`,
		`[{"index":0,"type":"combat","confidence":1e400}]`,
		`[{"index":-1,"type":"combat","confidence":9}]`,
		`{"segments":null}`,
		`[[[[[[`,
		"",
	} {
		f.Add(seed)
	}
	wanted := []int{0, 1, 2}
	f.Fuzz(func(t *testing.T, reply string) {
		labels, err := parseClassification(reply, wanted)
		if err != nil {
			if !errors.Is(err, llm.ErrInvalidReply) {
				t.Fatalf("error %v is not an invalid reply", err)
			}
			return
		}
		if len(labels) != len(wanted) {
			t.Fatalf("%d labels", len(labels))
		}
		for _, i := range wanted {
			l, ok := labels[i]
			if !ok || !slices.Contains(Categories, l.Type) || *l.Confidence < 0 || *l.Confidence > 100 || *l.Index != i {
				t.Fatalf("label %d: %+v", i, l)
			}
		}
	})
}

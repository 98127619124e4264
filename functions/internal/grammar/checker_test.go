package grammar

import (
	"context"
	"strings"
	"testing"
	"unicode/utf16"
)

func TestPositionsAreUTF16(t *testing.T) {
	c := newTestChecker(t)
	cases := []struct {
		name, text, fragment string
	}{
		{"emoji before", "🐉🔥 The dragon could of flown.", "could of"},
		{"curly quotes before", "\u201cRun!\u201d she cried. The heroes spend alot of gold.", "alot"},
		{"accents before", "Faerûn's café serves crème brûlée; the bard recieved a tip.", "recieved"},
		{"astral plane symbol", "𝔗𝔥𝔢 tome: Their are three seals.", "Their"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res := c.Check(context.Background(), tc.text, CheckOptions{})
			if len(res.Errors) != 1 {
				t.Fatalf("got %d issues: %+v", len(res.Errors), res.Errors)
			}
			units := utf16.Encode([]rune(tc.text))
			pos := res.Errors[0].Position
			if got := string(utf16.Decode(units[pos.Start:pos.End])); got != tc.fragment {
				t.Errorf("position %v reads %q, want %q", pos, got, tc.fragment)
			}
			want := strings.Index(tc.text, tc.fragment)
			if pos.Start != len(utf16.Encode([]rune(tc.text[:want]))) {
				t.Errorf("start %d is not the UTF-16 offset", pos.Start)
			}
			ctx := res.Errors[0].Context
			cu := utf16.Encode([]rune(ctx.Text))
			if got := string(utf16.Decode(cu[ctx.HighlightStart:ctx.HighlightEnd])); got != tc.fragment {
				t.Errorf("context highlight reads %q in %q", got, ctx.Text)
			}
		})
	}
}

func TestIssueShape(t *testing.T) {
	c := newTestChecker(t)
	res := c.Check(context.Background(), "The wizard should of read the scroll.", CheckOptions{})
	if len(res.Errors) != 1 {
		t.Fatalf("got %+v", res.Errors)
	}
	is := res.Errors[0]
	if is.ID == "" || is.Type != Grammar || is.Severity != "error" || is.Category != "verb-form" ||
		is.ShortMessage != "Grammar error" || is.Message == "" || is.Suggestions[0] != "should have" ||
		is.Confidence <= 0 || is.Confidence > 1 || is.Rule.ID != "modal-of" || is.Rule.Description == "" ||
		is.Rule.Category != "verb-form" || !strings.Contains(is.Context.Text, "should of") {
		t.Errorf("issue %+v", is)
	}
	if res.Source != SourceLocal {
		t.Errorf("source %q", res.Source)
	}
}

func TestEmptyText(t *testing.T) {
	c := newTestChecker(t)
	for _, text := range []string{"", "   \n\n  "} {
		res := c.Check(context.Background(), text, CheckOptions{})
		if len(res.Errors) != 0 || res.Errors == nil || res.Statistics.WordCount != 0 || res.Statistics.QualityScore != 100 ||
			res.Statistics.CampaignMetrics.StyleBalance != "balanced" {
			t.Errorf("Check(%q) = %+v", text, res)
		}
	}
}

func TestStatistics(t *testing.T) {
	c := newTestChecker(t)
	text := "The bandits was waiting. The heroes spend alot of gold.\n\nThe castle is very unique. The Tiefling casts Fireball!"
	s := c.Check(context.Background(), text, CheckOptions{}).Statistics
	want := Statistics{
		TotalErrors: 3, GrammarErrors: 1, SpellingErrors: 1, StyleIssues: 1,
		QualityScore: 100 - 5 - 3 - 1, WordCount: 19, SentenceCount: 4, ParagraphCount: 2, ReadingTime: 1,
		IssueCount:      IssueCount{Grammar: 1, Spelling: 1, Style: 1},
		CampaignMetrics: CampaignMetrics{DndTerms: 2, DialogueRatio: 0, DescriptiveRatio: 1, StyleBalance: "description-heavy"},
	}
	if s != want {
		t.Errorf("statistics\n got %+v\nwant %+v", s, want)
	}
}

func TestQualityScoreFloorsAtZero(t *testing.T) {
	c := newTestChecker(t)
	text := strings.Repeat("They was late. ", 25)
	if s := c.Check(context.Background(), text, CheckOptions{}).Statistics; s.QualityScore != 0 || s.GrammarErrors != 25 {
		t.Errorf("got %+v", s)
	}
}

func TestReadingTimeRoundsUp(t *testing.T) {
	c := newTestChecker(t)
	text := strings.Repeat("word ", 201)
	if got := c.Check(context.Background(), text, CheckOptions{}).Statistics.ReadingTime; got != 2 {
		t.Errorf("reading time %d, want 2", got)
	}
}

func TestStyleBalance(t *testing.T) {
	c := newTestChecker(t)
	cases := []struct {
		text    string
		balance string
	}{
		{`"Come closer, traveller, and hear the tale of the drowned king," says the old sailor.`, "dialogue-heavy"},
		{"The mist curls around the ruined tower while crows circle above.", "description-heavy"},
		{`The innkeeper leans over the bar. “Trouble,” he mutters, “rides in tonight.” The fire crackles.`, "balanced"},
	}
	for _, tc := range cases {
		m := c.Check(context.Background(), tc.text, CheckOptions{}).Statistics.CampaignMetrics
		if m.StyleBalance != tc.balance {
			t.Errorf("%q: balance %q (dialogue %.2f), want %q", tc.text, m.StyleBalance, m.DialogueRatio, tc.balance)
		}
		if m.DialogueRatio+m.DescriptiveRatio < 0.999 || m.DialogueRatio+m.DescriptiveRatio > 1.001 {
			t.Errorf("ratios do not add up: %+v", m)
		}
	}
}

func TestDndTermsCounted(t *testing.T) {
	c := newTestChecker(t)
	text := "The Tiefling paladin uses Divine Smite on the mind flayer in the Feywild; a wooden shield falls."
	// Tiefling, paladin, Divine Smite, mind flayer, Feywild; not the everyday "shield".
	if got := c.Check(context.Background(), text, CheckOptions{}).Statistics.CampaignMetrics.DndTerms; got != 5 {
		t.Errorf("dndTerms %d, want 5", got)
	}
}

func TestCountSentences(t *testing.T) {
	cases := map[string]int{
		"":                          0,
		"One. Two! Three?":          3,
		"The 3.5 edition... is old": 2,
		"No end":                    1,
		"Line one\nLine two":        2,
		"\"Stop!\" he said.":        2,
	}
	for text, want := range cases {
		if got := countSentences(text); got != want {
			t.Errorf("countSentences(%q) = %d, want %d", text, got, want)
		}
	}
}

// TestPathologicalInputsStayFast feeds texts that could make per-word work
// quadratic: one huge word, and a huge run of words joined by dots.
// pathologicalInputs are texts that would expose a quadratic path: a test
// that finishes proves there is none (a blow-up runs into go test's
// timeout); BenchmarkPathologicalInputs gives the figures.
var pathologicalInputs = map[string]string{
	"one long word":   strings.Repeat("abcdefghij", 20_000),
	"dotted run":      strings.Repeat("ab.", 66_000),
	"no spaces words": strings.Repeat("Teh-", 50_000),
	"many spaces":     strings.Repeat(" ", 200_000) + "alot",
}

func BenchmarkPathologicalInputs(b *testing.B) {
	c := newTestChecker(b)
	for name, text := range pathologicalInputs {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				c.Check(context.Background(), text, CheckOptions{})
			}
		})
	}
}

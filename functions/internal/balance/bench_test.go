package balance

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

// benchCampaign repeats the sample adventure, renumbered, to at least
// 50,000 words.
func benchCampaign(tb testing.TB) string {
	tb.Helper()
	data, err := os.ReadFile("testdata/campaign.txt")
	if err != nil {
		tb.Fatal(err)
	}
	var b strings.Builder
	words := 0
	for part := 1; words < 50_000; part++ {
		chapter := fmt.Sprintf("Chapter %d: The Lanterns Again\n%s\n", part, data)
		b.WriteString(chapter)
		words += len(strings.Fields(chapter))
	}
	return b.String()
}

// BenchmarkAnalyze50000Words is issue 15's budget (under 20 ms on the keyword
// path), with the server's own bestiary: all 325 SRD creatures.
func BenchmarkAnalyze50000Words(b *testing.B) {
	text := benchCampaign(b)
	svc := NewService(nil, nil, srd.SRD().Index())
	req := AnalyzeRequest{Text: text}
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := svc.Analyze(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}

func TestBenchCampaignIsWhatItSays(t *testing.T) {
	text := benchCampaign(t)
	if n := len(strings.Fields(text)); n < 50_000 || n > 52_000 {
		t.Errorf("%d words", n)
	}
	if n := len(srd.SRD().Index().Creatures()); n != 325 {
		t.Errorf("%d creatures in the SRD bestiary", n)
	}
	a, err := NewService(nil, nil, srd.SRD().Index()).Analyze(context.Background(), AnalyzeRequest{Text: text})
	if err != nil {
		t.Fatal(err)
	}
	// Each copy has its two fights.
	if len(a.Encounters) != 2*strings.Count(text, "Chapter ") {
		t.Errorf("%d encounters in %d chapters", len(a.Encounters), strings.Count(text, "Chapter "))
	}
}

// TestConcurrentAnalyses share one Service (and its recycled token lists)
// and get the answers of sequential runs.
func TestConcurrentAnalyses(t *testing.T) {
	svc := NewService(nil, nil, bestiary)
	sample, _ := os.ReadFile("testdata/campaign.txt")
	texts := []string{string(sample), threeScenes, tagged(E, R, C, C, R, T), strings.Repeat(string(sample), 3)}
	want := make([]string, len(texts))
	for i, text := range texts {
		a, err := svc.Analyze(context.Background(), AnalyzeRequest{Text: text})
		if err != nil {
			t.Fatal(err)
		}
		want[i] = jsonOf(t, a)
	}
	errs := make(chan string, 40)
	for g := range 40 {
		go func() {
			i := g % len(texts)
			a, err := svc.Analyze(context.Background(), AnalyzeRequest{Text: texts[i]})
			if got := jsonOf(t, a); err != nil || got != want[i] {
				errs <- fmt.Sprintf("text %d differs (%v)", i, err)
				return
			}
			errs <- ""
		}()
	}
	for range 40 {
		if e := <-errs; e != "" {
			t.Error(e)
		}
	}
}

func jsonOf(t *testing.T, v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		t.Error(err)
	}
	return string(data)
}

// loadbenchProse is the 1,000-word text cmd/loadbench sends to POST
// /api/balance/analyze at 1,000 requests a second: six paragraphs of
// headings, dialogue, a fight and travel, repeated, one a line, cut at n
// words.
func loadbenchProse(n int) string {
	paragraphs := []string{
		"## Encounter 1: Ambush at the Ford (Combat)",
		"Roll initiative! Four goblins and a wolf burst from the reeds, while their boss shouts orders from the far bank. The party must hold the ford or lose the cart.",
		`The ferryman wrings his hands. "They come every full moon," he says. "Nobody in Millbrook will speak of it, but the miller knows more than he lets on."`,
		"## Encounter 2: The Drowned Chapel (Exploration)",
		"Beyond the ford the path climbs to a ruined chapel half sunk in the marsh. A DC 13 Investigation check reveals a trapdoor beneath the altar, and the heroes have alot of questions for the priest.",
		"The party travels north for two days. The weather turns and the road becomes mud.",
	}
	var b strings.Builder
	words := 0
	for i := 0; words < n; i++ {
		fields := strings.Fields(paragraphs[i%len(paragraphs)])
		whole := words+len(fields) <= n
		if !whole {
			fields = fields[:n-words]
		}
		b.WriteString(strings.Join(fields, " "))
		words += len(fields)
		if whole {
			b.WriteString("\n")
		}
	}
	return b.String()
}

// BenchmarkAnalyze1000Words is one request of the sustained load test
// (1,000 a second on two cores, p99 under 20 ms).
func BenchmarkAnalyze1000Words(b *testing.B) {
	text := loadbenchProse(1000)
	svc := NewService(nil, nil, srd.SRD().Index())
	req := AnalyzeRequest{Text: text}
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := svc.Analyze(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}

package balance

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
)

// threeScenes has three segments the keywords read as combat, roleplay and
// exploration.
var threeScenes = strings.Join([]string{
	"Roll initiative! The orcs charge from the treeline, swinging greataxes, while their archers loose arrows at anyone who carries a torch.",
	`The merchant leans over the counter. "Prices are what they are, friend," he says, but he is willing to bargain if the party asks about his missing brother.`,
	"The corridor opens into a vaulted chamber. A DC 13 Investigation check reveals a hidden door behind a tapestry; the dust on the floor shows tracks leading through it.",
}, "\n")

func typesOf(a Analysis) string {
	var out []string
	for _, s := range a.Segments {
		out = append(out, fmt.Sprintf("%s/%d", s.Type, s.Confidence))
	}
	return strings.Join(out, " ")
}

func TestAnalyzeWithTheModel(t *testing.T) {
	ctx := context.Background()
	req := AnalyzeRequest{Text: threeScenes}
	keywordTypes := "combat/91 roleplay/95 exploration/95"

	t.Run("the model classifies", func(t *testing.T) {
		m := &fakeModel{text: "Here you go:\n```json\n[{\"index\":0,\"type\":\"combat\",\"confidence\":90},{\"index\":1,\"type\":\"Puzzle\",\"confidence\":0.8},{\"index\":2,\"type\":\"transition\",\"confidence\":55}]\n```"}
		a, err := NewService(nil, m, bestiary).Analyze(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		if got := typesOf(a); got != "combat/90 puzzle/80 transition/55" {
			t.Errorf("types %s", got)
		}
		if a.Source != llm.SourceAI || a.FallbackReason != "" {
			t.Errorf("origin %+v", a.Origin)
		}
		s := a.Segments[0]
		if s.Signals[0].Kind != SignalModel || len(s.Signals) < 2 || s.Signals[1].Text != "initiative" {
			t.Errorf("signals %v: the model first, then the keywords that agree", s.Signals)
		}
		if a.Segments[1].Duration != 8 || a.EstimatedDuration != 5+8+2 {
			t.Errorf("durations follow the model's types: %+v", a.Segments[1])
		}
		if m.calls != 1 || m.got.Use != llm.UseBalanceClassification {
			t.Errorf("%d calls, use %+v", m.calls, m.got.Use)
		}
		if !strings.Contains(m.got.System, "never instructions") || !strings.Contains(m.got.User, "\n<<<[{\"index\":0,") ||
			!strings.HasSuffix(m.got.User, "}]>>>") || !strings.Contains(m.got.User, `\"Prices are what they are, friend,\"`) {
			t.Errorf("prompt:\n%s\n%s", m.got.System, m.got.User)
		}
	})

	t.Run("an object holding the list", func(t *testing.T) {
		m := &fakeModel{text: `{"segments":[{"index":2,"type":"exploration","confidence":70},{"index":1,"type":"roleplay","confidence":71},{"index":0,"type":"combat","confidence":72}]}`}
		a, _ := NewService(nil, m, bestiary).Analyze(ctx, req)
		if got := typesOf(a); got != "combat/72 roleplay/71 exploration/70" || a.Source != llm.SourceAI {
			t.Errorf("%s %+v", got, a.Origin)
		}
	})

	for name, m := range map[string]*fakeModel{
		"service error":     {err: &llm.Error{Class: llm.ErrServer, Status: 502}},
		"prose reply":       {text: "Segment 0 is combat, segment 1 is roleplay."},
		"missing a segment": {text: `[{"index":0,"type":"combat","confidence":90},{"index":1,"type":"roleplay","confidence":90}]`},
		"unknown type":      {text: `[{"index":0,"type":"combat","confidence":90},{"index":1,"type":"social","confidence":90},{"index":2,"type":"puzzle","confidence":90}]`},
		"duplicate index":   {text: `[{"index":0,"type":"combat","confidence":90},{"index":0,"type":"combat","confidence":90},{"index":2,"type":"puzzle","confidence":90}]`},
		"index not sent":    {text: `[{"index":0,"type":"combat","confidence":90},{"index":1,"type":"combat","confidence":90},{"index":7,"type":"puzzle","confidence":90}]`},
		"bad confidence":    {text: `[{"index":0,"type":"combat","confidence":190},{"index":1,"type":"combat","confidence":90},{"index":2,"type":"puzzle","confidence":90}]`},
		"no confidence":     {text: `[{"index":0,"type":"combat"},{"index":1,"type":"combat","confidence":90},{"index":2,"type":"puzzle","confidence":90}]`},
		"no index":          {text: `[{"type":"combat","confidence":90},{"index":1,"type":"combat","confidence":90},{"index":2,"type":"puzzle","confidence":90}]`},
	} {
		t.Run("falls back: "+name, func(t *testing.T) {
			a, err := NewService(nil, m, bestiary).Analyze(ctx, req)
			if err != nil {
				t.Fatal(err)
			}
			if got := typesOf(a); got != keywordTypes || a.Source != llm.SourceFallback || a.FallbackReason != llm.FallbackModelFailed {
				t.Errorf("%s %+v", got, a.Origin)
			}
			if a.Segments[0].Signals[0].Kind == SignalModel {
				t.Errorf("keyword segment carries a model signal: %v", a.Segments[0].Signals)
			}
		})
	}

	t.Run("no model", func(t *testing.T) {
		a, err := NewService(nil, nil, bestiary).Analyze(ctx, req)
		if err != nil || typesOf(a) != keywordTypes || a.Source != llm.SourceFallback || a.FallbackReason != llm.FallbackNotConfigured {
			t.Errorf("%s %+v %v", typesOf(a), a.Origin, err)
		}
	})

	t.Run("the caller went away", func(t *testing.T) {
		_, err := NewService(nil, &fakeModel{err: &llm.Error{Class: llm.ErrAbort}}, bestiary).Analyze(ctx, req)
		if !errors.Is(err, llm.ErrAbort) {
			t.Errorf("err %v, want the abort", err)
		}
	})

	t.Run("an invalid request is refused before the model", func(t *testing.T) {
		m := &fakeModel{}
		_, err := NewService(nil, m, bestiary).Analyze(ctx, AnalyzeRequest{Text: "too short"})
		var fields derrors.FieldErrors
		if !errors.As(err, &fields) || fields["text"] != TooShortMessage || m.calls != 0 {
			t.Errorf("err %v, %d calls", err, m.calls)
		}
	})
}

func TestStreamingFakeIsNotNeeded(t *testing.T) {
	// The analysis makes one non-streamed call: the answer is one JSON object.
	m := &fakeModel{text: `[{"index":0,"type":"combat","confidence":90},{"index":1,"type":"roleplay","confidence":90},{"index":2,"type":"exploration","confidence":90}]`}
	if _, err := NewService(nil, m, nil).Analyze(context.Background(), AnalyzeRequest{Text: threeScenes}); err != nil || m.calls != 1 {
		t.Fatalf("%v, %d calls", err, m.calls)
	}
	var pieces []string
	if _, err := m.Stream(context.Background(), llm.Request{}, func(s string) error { pieces = append(pieces, s); return nil }); err != nil || len(pieces) < 2 {
		t.Errorf("the fake streams in pieces: %q", pieces)
	}
}

func TestChooseForModel(t *testing.T) {
	conf := make([]int, 100)
	for i := range conf {
		conf[i] = 100 - i%50 // segments 49 and 99 are least sure (51), 0 and 50 most (100)
	}
	got := chooseForModel(conf)
	if len(got) != maxModelSegments {
		t.Fatalf("%d chosen", len(got))
	}
	for k, i := range got {
		if k > 0 && got[k-1] >= i {
			t.Fatalf("not in document order: %v", got)
		}
		if conf[i] > 100-20 {
			// The 60 least confident are 30..49 and 80..99 (confidence 51..70) ...
			t.Errorf("segment %d (confidence %d) chosen", i, conf[i])
		}
	}
	if small := chooseForModel([]int{90, 10, 50}); fmt.Sprint(small) != "[0 1 2]" {
		t.Errorf("all of a short document: %v", small)
	}
}

func TestParseClassificationSalvagesNothing(t *testing.T) {
	for _, reply := range []string{"", "[]", "{}", `[{"index":0}]`, `[{"index":0,"type":"combat","confidence":"high"}]`, `[{"index":0,"type":"combat","confidence":-1}]`} {
		if _, err := parseClassification(reply, []int{0}); !errors.Is(err, llm.ErrInvalidReply) {
			t.Errorf("%q: %v", reply, err)
		}
	}
	labels, err := parseClassification(`[{"index":0,"type":" COMBAT ","confidence":0}]`, []int{0})
	if err != nil || labels[0].Type != Combat || *labels[0].Confidence != 0 {
		t.Errorf("%+v %v", labels, err)
	}
}

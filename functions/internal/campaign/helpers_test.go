package campaign

import (
	"context"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

// fakeModel answers with text, sent in pieces when streamed, or fails with
// err (after sending failAfter pieces, when set). block makes Stream wait
// for the context to end, as a model does while the client leaves.
type fakeModel struct {
	pieces    []string
	err       error
	failAfter int
	block     bool

	mu    sync.Mutex
	calls []llm.Request
}

func replying(text string) *fakeModel { return &fakeModel{pieces: chunk(text, 200)} }

func failing(class error) *fakeModel { return &fakeModel{err: &llm.Error{Class: class}} }

func (f *fakeModel) record(req llm.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, req)
}

func (f *fakeModel) lastCall(t *testing.T) llm.Request {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.calls) == 0 {
		t.Fatal("the model was not called")
	}
	return f.calls[len(f.calls)-1]
}

func (f *fakeModel) Complete(ctx context.Context, req llm.Request) (llm.Result, error) {
	f.record(req)
	if f.err != nil {
		return llm.Result{}, f.err
	}
	return llm.Result{Text: strings.Join(f.pieces, "")}, nil
}

func (f *fakeModel) Stream(ctx context.Context, req llm.Request, onDelta func(string) error) (llm.Result, error) {
	f.record(req)
	var sent strings.Builder
	for i, p := range f.pieces {
		if f.err != nil && i == f.failAfter {
			return llm.Result{Text: sent.String()}, f.err
		}
		if err := ctx.Err(); err != nil {
			return llm.Result{Text: sent.String()}, &llm.Error{Class: llm.ErrAbort, Err: err}
		}
		if err := onDelta(p); err != nil {
			return llm.Result{Text: sent.String()}, &llm.Error{Class: llm.ErrInvalidReply, Err: err}
		}
		sent.WriteString(p)
	}
	if f.block {
		<-ctx.Done()
		return llm.Result{Text: sent.String()}, &llm.Error{Class: llm.ErrAbort, Err: ctx.Err()}
	}
	if f.err != nil {
		return llm.Result{Text: sent.String()}, f.err
	}
	return llm.Result{Text: sent.String()}, nil
}

func (f *fakeModel) Model() string { return "fake" }

// chunk cuts text into pieces of about n bytes (on rune boundaries).
func chunk(text string, n int) []string {
	var out []string
	r := []rune(text)
	for len(r) > n {
		out = append(out, string(r[:n]))
		r = r[n:]
	}
	return append(out, string(r))
}

// collector gathers streamed text.
type collector struct {
	mu     sync.Mutex
	deltas []string
}

func (c *collector) add(s string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.deltas = append(c.deltas, s)
	return nil
}

func (c *collector) text() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return strings.Join(c.deltas, "")
}

var fixedNow = time.Date(2025, 3, 14, 19, 30, 0, 0, time.UTC)

func newTestService(model llm.Completer) *Service {
	if model == nil {
		return NewService(nil, nil, WithSeed(42), WithClock(func() time.Time { return fixedNow }))
	}
	return NewService(nil, model, WithSeed(42), WithClock(func() time.Time { return fixedNow }))
}

// checkStructure fails the test when c breaks the spec's structure rules.
func checkStructure(t *testing.T, c Campaign) {
	t.Helper()
	main, optional := 0, 0
	for i, e := range c.Encounters {
		if e.Order != i+1 {
			t.Errorf("encounter %d has order %d", i+1, e.Order)
		}
		if e.Optional {
			optional++
		} else {
			if optional > 0 {
				t.Errorf("main encounter %q comes after an optional one", e.Title)
			}
			main++
		}
		if e.ID == "" || e.Title == "" || strings.TrimSpace(e.Description) == "" {
			t.Errorf("encounter %d lacks an id, title or description: %+v", i+1, e)
		}
		if e.EstimatedDuration <= 0 || e.DifficultyLevel < MinEncounterDifficulty || e.DifficultyLevel > MaxEncounterDifficulty {
			t.Errorf("encounter %d has duration %d, difficulty %d", i+1, e.EstimatedDuration, e.DifficultyLevel)
		}
		if !containsType(e.Type) {
			t.Errorf("encounter %d has type %q", i+1, e.Type)
		}
	}
	if main < minMain || main > maxMain || optional < minOptional || optional > maxOptional {
		t.Errorf("%d main and %d optional encounters, want 3-5 and 1-2", main, optional)
	}
	if c.Title == "" || c.Introduction == "" || c.Conclusion == "" || len(c.PlotHooks) == 0 || len(c.NPCs) == 0 || len(c.Locations) == 0 {
		t.Errorf("a required part is missing: title %q, %d hooks, %d NPCs, %d locations, intro %d chars, conclusion %d chars",
			c.Title, len(c.PlotHooks), len(c.NPCs), len(c.Locations), len(c.Introduction), len(c.Conclusion))
	}
	if c.EstimatedDuration != c.Parameters.WithDefaults().Duration*60 {
		t.Errorf("estimatedDuration %d for %d hours", c.EstimatedDuration, c.Parameters.Duration)
	}
	if c.IntroductionDuration < 5 || c.IntroductionDuration > 10 || c.ConclusionDuration < 10 || c.ConclusionDuration > 15 {
		t.Errorf("introduction %d and conclusion %d minutes", c.IntroductionDuration, c.ConclusionDuration)
	}
	ids := map[string]bool{}
	for _, id := range allIDs(c) {
		if id == "" || ids[id] {
			t.Errorf("empty or repeated id %q", id)
		}
		ids[id] = true
	}
}

func containsType(t EncounterType) bool {
	for _, e := range EncounterTypes {
		if e == t {
			return true
		}
	}
	return false
}

func allIDs(c Campaign) []string {
	var ids []string
	for _, e := range c.Encounters {
		ids = append(ids, e.ID)
	}
	for _, n := range c.NPCs {
		ids = append(ids, n.ID)
	}
	for _, l := range c.Locations {
		ids = append(ids, l.ID)
	}
	return ids
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) }

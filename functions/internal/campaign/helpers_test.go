package campaign

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/campaigntest"
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

func newTestService(model llm.Completer) *Service {
	if model == nil {
		return NewService(nil, nil, WithSeed(42), WithClock(func() time.Time { return campaigntest.FixedNow }))
	}
	return NewService(nil, model, WithSeed(42), WithClock(func() time.Time { return campaigntest.FixedNow }))
}

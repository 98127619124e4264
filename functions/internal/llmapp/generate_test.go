package llmapp

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strconv"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

// model answers with pieces (streamed one by one), or fails with err after
// sending failAfter of them. leave is called after the pieces, as a client
// hanging up while the model still writes; with cut, the call then fails
// with the context's error, as a connection torn down does.
type model struct {
	pieces    []string
	err       error
	failAfter int
	leave     func()
	cut       bool
	streamed  bool
}

func (m *model) left(ctx context.Context) error {
	if m.leave == nil {
		return nil
	}
	m.leave()
	if m.cut {
		return ctx.Err()
	}
	return nil
}

func (m *model) Complete(ctx context.Context, req llm.Request) (llm.Result, error) {
	if m.err != nil {
		return llm.Result{}, m.err
	}
	if err := m.left(ctx); err != nil {
		return llm.Result{}, err
	}
	return llm.Result{Text: strings.Join(m.pieces, "")}, nil
}

func (m *model) Stream(ctx context.Context, req llm.Request, onDelta func(string) error) (llm.Result, error) {
	m.streamed = true
	var sent strings.Builder
	for i, p := range m.pieces {
		if m.err != nil && i == m.failAfter {
			return llm.Result{Text: sent.String()}, m.err
		}
		if err := onDelta(p); err != nil {
			return llm.Result{Text: sent.String()}, err
		}
		sent.WriteString(p)
	}
	if err := m.left(ctx); err != nil {
		return llm.Result{Text: sent.String()}, err
	}
	if m.err != nil {
		return llm.Result{Text: sent.String()}, m.err
	}
	return llm.Result{Text: sent.String()}, nil
}

func (m *model) Model() string { return "fake" }

// numberTask reads a number; its built-in answer is 7, streamed as "7".
func numberTask() Task[int] {
	return Task[int]{
		Name:    "number",
		Request: llm.Request{Use: llm.UseContentShort, System: "Say a number.", User: "Go."},
		Parse:   func(reply string) (int, error) { return strconv.Atoi(strings.TrimSpace(reply)) },
		BuiltIn: func() (int, []string) { return 7, []string{"7"} },
	}
}

type sink struct{ got []string }

func (s *sink) emit(text string) error { s.got = append(s.got, text); return nil }

func TestGenerate(t *testing.T) {
	leaving := func() (context.Context, func()) { return context.WithCancel(context.Background()) }
	tests := []struct {
		name       string
		model      *model // nil: none configured
		stream     bool
		leave      bool
		want       int
		wantOrigin llm.Origin
		wantEmit   string
		wantAbort  bool
	}{
		{name: "no model: built in, streamed", stream: true, want: 7, wantOrigin: llm.BuiltIn(false), wantEmit: "7"},
		{name: "no model, one answer", want: 7, wantOrigin: llm.BuiltIn(false)},
		{name: "the model's reply, streamed", model: &model{pieces: []string{"4", "2"}}, stream: true, want: 42, wantOrigin: llm.FromModel(), wantEmit: "42"},
		{name: "the model's reply, one answer", model: &model{pieces: []string{"42"}}, want: 42, wantOrigin: llm.FromModel()},
		{name: "an empty reply falls back", model: &model{pieces: []string{"  ", "\n"}}, stream: true, want: 7, wantOrigin: llm.BuiltIn(true), wantEmit: "  \n"},
		{name: "a malformed reply falls back", model: &model{pieces: []string{"forty-two"}}, want: 7, wantOrigin: llm.BuiltIn(true)},
		{name: "a failed call falls back, streamed", model: &model{err: &llm.Error{Class: llm.ErrServer}}, stream: true, want: 7, wantOrigin: llm.BuiltIn(true), wantEmit: "7"},
		{name: "a failure midway replaces the partial reply", model: &model{pieces: []string{"4", "2"}, err: &llm.Error{Class: llm.ErrConnection}, failAfter: 1},
			stream: true, want: 7, wantOrigin: llm.BuiltIn(true), wantEmit: "4"},
		{name: "the caller leaves during the model's reply", model: &model{pieces: []string{"4", "2"}, cut: true}, stream: true, leave: true, wantAbort: true, wantEmit: "42"},
		{name: "the caller leaves before a malformed reply is read", model: &model{pieces: []string{"x"}}, leave: true, wantAbort: true},
		{name: "a reply read in full stands though the caller left", model: &model{pieces: []string{"42"}}, leave: true, want: 42, wantOrigin: llm.FromModel()},
		{name: "an abort from the model", model: &model{err: &llm.Error{Class: llm.ErrAbort}}, stream: true, wantAbort: true},
		{name: "the caller leaves before the built-in content streams", stream: true, leave: true, wantAbort: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := leaving()
			defer cancel()
			var m llm.Completer
			if tt.model != nil {
				m = tt.model
				if tt.leave {
					tt.model.leave = cancel
				}
			} else if tt.leave {
				cancel()
			}
			var logs bytes.Buffer
			c := New(slog.New(slog.NewTextHandler(&logs, nil)), m)
			s := &sink{}
			var emit Emit
			if tt.stream {
				emit = s.emit
			}
			got, origin, err := Generate(ctx, c, numberTask(), emit)
			if tt.wantAbort {
				if !llm.Aborted(err) {
					t.Fatalf("error %v, want an abort", err)
				}
			} else if err != nil || got != tt.want || origin != tt.wantOrigin {
				t.Fatalf("got %d, %+v, %v; want %d, %+v", got, origin, err, tt.want, tt.wantOrigin)
			}
			if text := strings.Join(s.got, ""); text != tt.wantEmit {
				t.Errorf("streamed %q, want %q", text, tt.wantEmit)
			}
			if tt.model != nil && tt.model.streamed != tt.stream {
				t.Errorf("the model was streamed: %v, want %v", tt.model.streamed, tt.stream)
			}
			if fellBack := strings.Contains(logs.String(), "number fell back to built-in content"); fellBack != (origin == llm.BuiltIn(true)) {
				t.Errorf("fallback logged %v for origin %+v: %s", fellBack, origin, logs.String())
			}
		})
	}
}

func TestGenerateStopsWhenEmitFails(t *testing.T) {
	gone := errors.New("client gone")
	_, _, err := Generate(context.Background(), New(nil, nil), numberTask(), func(string) error { return gone })
	if !errors.Is(err, gone) {
		t.Errorf("error %v, want the emit error", err)
	}
}

func TestAskReportsWhyAReplyWasRefused(t *testing.T) {
	ctx := context.Background()
	parse := func(s string) (int, error) { return strconv.Atoi(s) }
	_, err := Ask(ctx, &model{pieces: []string{"x"}}, llm.Request{}, parse)
	var numErr *strconv.NumError
	if !errors.Is(err, llm.ErrInvalidReply) || !errors.As(err, &numErr) {
		t.Errorf("malformed reply: %v, want llm.ErrInvalidReply wrapping the parser's error", err)
	}
	_, err = Ask(ctx, &model{pieces: []string{""}}, llm.Request{}, parse)
	if !errors.Is(err, llm.ErrInvalidReply) || !strings.Contains(err.Error(), "empty reply") {
		t.Errorf("empty reply: %v", err)
	}
	_, err = Ask(ctx, &model{err: &llm.Error{Class: llm.ErrRateLimit}}, llm.Request{}, parse)
	if !errors.Is(err, llm.ErrRateLimit) {
		t.Errorf("model error: %v, want it as it is", err)
	}
	// A parser's own invalid-reply error is kept as it is.
	mine := &llm.Error{Class: llm.ErrInvalidReply, Err: errors.New("no names")}
	_, err = Ask(ctx, &model{pieces: []string{"1"}}, llm.Request{}, func(string) (int, error) { return 0, mine })
	if err != mine {
		t.Errorf("parser's error %v, want %v", err, mine)
	}
}

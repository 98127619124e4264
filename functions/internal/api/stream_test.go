package api

import (
	"bufio"
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

func TestServeStreamErrorEvents(t *testing.T) {
	tests := []struct {
		name     string
		err      error
		wantData string
	}{
		{"API error is sent as its envelope with its status", &Error{Status: 502, Code: "upstream", Message: "The story engine is unavailable."},
			`{"error":{"code":"upstream","message":"The story engine is unavailable."},"status":502}`},
		{"a busy model says when to try again", &llm.Error{Class: llm.ErrRateLimit},
			`{"error":{"code":"model_busy","message":"The AI service is busy right now. Please try again in a minute."},"status":503,"retryAfterSeconds":60}`},
		{"other errors are hidden behind a 500 message", errors.New("db password wrong"),
			`{"error":{"code":"internal","message":"Something went wrong on our side. Please try again."},"status":500}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				serveStream(w, r, responder{logger: newTestLogger(&strings.Builder{}), heartbeat: time.Hour}, func(ctx context.Context, emit func(string) error) (struct{}, error) {
					_ = emit("partial")
					return struct{}{}, tt.err
				})
			})
			w := serve(h, httptest.NewRequest("POST", "/x", nil))
			events := readEvents(t, bufio.NewReader(strings.NewReader(w.Body.String())))
			if len(events) != 2 || events[0].name != EventDelta || events[1].name != EventError || events[1].data != tt.wantData {
				t.Fatalf("events %+v", events)
			}
			if w.Header().Get("Cache-Control") == "" || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/event-stream") {
				t.Errorf("headers %v", w.Header())
			}
		})
	}
}

// While the model is quiet, a comment keeps the connection alive; deltas
// and the result still arrive in order. The heartbeat's clock ticks by hand.
func TestServeStreamHeartbeat(t *testing.T) {
	tick := make(chan time.Time)
	rs := responder{logger: newTestLogger(&strings.Builder{}), heartbeat: time.Hour,
		ticks: func(time.Duration) (<-chan time.Time, func()) { return tick, func() {} }}
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		serveStream(w, r, rs, func(ctx context.Context, emit func(string) error) (map[string]string, error) {
			_ = emit("The fog ")
			// The model thinks for two heartbeats; each send returns once
			// the heartbeat has it.
			tick <- time.Time{}
			tick <- time.Time{}
			_ = emit("lifts.")
			return map[string]string{"content": "The fog lifts."}, nil
		})
	})
	w := serve(h, httptest.NewRequest("POST", "/x", nil))
	body := w.Body.String()
	if pings := strings.Count(body, ": ping\n\n"); pings != 2 {
		t.Errorf("%d heartbeats for two ticks, want 2:\n%s", pings, body)
	}
	events := readEvents(t, bufio.NewReader(strings.NewReader(body)))
	if len(events) != 3 || events[0].data != `{"text":"The fog "}` || events[1].data != `{"text":"lifts."}` ||
		events[2].name != EventResult || events[2].data != `{"content":"The fog lifts."}` {
		t.Fatalf("events %+v", events)
	}
	if strings.LastIndex(body, ": ping") > strings.Index(body, "event: result") {
		t.Errorf("a heartbeat after the result:\n%s", body)
	}
}

// A client that wants JSON gets the same producer's result in one body.
func TestRespondWithoutStreamingCallsTheProducerWithoutEmit(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		respond(w, r, responder{logger: newTestLogger(&strings.Builder{}), heartbeat: time.Hour},
			func(ctx context.Context, emit func(string) error) (map[string]bool, error) {
				return map[string]bool{"streamed": emit != nil}, nil
			})
	})
	if w := serve(h, httptest.NewRequest("POST", "/x", nil)); w.Body.String() != "{\"streamed\":false}\n" {
		t.Errorf("JSON answer %q", w.Body.String())
	}
	r := httptest.NewRequest("POST", "/x", nil)
	r.Header.Set("Accept", "text/event-stream")
	if w := serve(h, r); !strings.Contains(w.Body.String(), `data: {"streamed":true}`) {
		t.Errorf("stream answer %q", w.Body.String())
	}
}

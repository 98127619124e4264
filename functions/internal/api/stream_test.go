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
)

func TestServeStreamErrorEvents(t *testing.T) {
	tests := []struct {
		name     string
		err      error
		wantData string
	}{
		{"API error is sent as its envelope", &Error{Status: 502, Code: "upstream", Message: "The story engine is unavailable."},
			`{"error":{"code":"upstream","message":"The story engine is unavailable."}}`},
		{"other errors are hidden behind a 500 message", errors.New("db password wrong"),
			`{"error":{"code":"internal","message":"Something went wrong on our side. Please try again."}}`},
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

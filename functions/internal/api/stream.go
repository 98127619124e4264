package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

// Server-sent events of a streamed AI answer:
//
//	event: delta   data: StreamDelta       (zero or more, text as it arrives)
//	event: result  data: the response body (exactly one on success, last)
//	event: error   data: ErrorEnvelope     (instead of result on failure)
//	: ping                                 (a comment every 15 s while waiting)
//
// The result is authoritative: if the model failed midway, it carries the
// fallback content and the deltas already shown must be replaced by it.
// Built-in content streams through the same events, so the browser has one
// code path.
const (
	EventDelta  = "delta"
	EventResult = "result"
	EventError  = "error"
)

// StreamDelta is the data of a delta event.
type StreamDelta struct {
	Text string `json:"text"`
}

// StreamError is the data of an error event: the envelope a plain response
// would carry, with the status and Retry-After it would have had (the
// stream's own status, 200, went out before the failure).
type StreamError struct {
	Error             *Error `json:"error"`
	Status            int    `json:"status"`
	RetryAfterSeconds int    `json:"retryAfterSeconds,omitempty"`
}

// producer makes a response; emit (nil when the client wants plain JSON)
// sends text as it is written. An error from emit means the client left.
type producer[T any] func(ctx context.Context, emit func(text string) error) (T, error)

// responder is what every AI handler needs to answer: the logger and the
// stream settings, built once in addRoutes.
type responder struct {
	logger    *slog.Logger
	heartbeat time.Duration
	// ticks is the heartbeat's clock: a channel ticking every d, and how to
	// stop it. Nil means a time.Ticker; tests tick by hand.
	ticks func(d time.Duration) (<-chan time.Time, func())
}

func (rs responder) ticker() (<-chan time.Time, func()) {
	if rs.ticks != nil {
		return rs.ticks(rs.heartbeat)
	}
	t := time.NewTicker(rs.heartbeat)
	return t.C, t.Stop
}

// respond answers with what produce makes: server-sent events when the
// client accepts text/event-stream, else one JSON body.
func respond[T any](w http.ResponseWriter, r *http.Request, rs responder, produce producer[T]) {
	if !wantsStream(r) {
		result, err := produce(r.Context(), nil)
		if err != nil {
			writeError(w, r, rs.logger, err)
			return
		}
		_ = encode(w, http.StatusOK, result)
		return
	}
	serveStream(w, r, rs, produce)
}

// wantsStream reports whether the client asked for server-sent events.
func wantsStream(r *http.Request) bool {
	return strings.Contains(r.Header.Get("Accept"), "text/event-stream")
}

// serveStream runs produce, sending each piece of text it emits as a delta
// event, a heartbeat comment while it is quiet, and its result (or error) as
// the final event. The request context ends when the client goes away,
// which stops produce and the model call under it.
func serveStream[T any](w http.ResponseWriter, r *http.Request, rs responder, produce producer[T]) {
	rc := http.NewResponseController(w)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("Cache-Control", "no-cache, no-transform")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)

	var mu sync.Mutex // deltas and heartbeats come from different goroutines
	write := func(frame string) error {
		mu.Lock()
		defer mu.Unlock()
		if _, err := fmt.Fprint(w, frame); err != nil {
			return err
		}
		if err := rc.Flush(); err != nil && !errors.Is(err, http.ErrNotSupported) {
			return err
		}
		return nil
	}
	send := func(event string, v any) error {
		data, err := json.Marshal(v)
		if err != nil {
			return fmt.Errorf("encode %s event: %w", event, err)
		}
		if err := write("event: " + event + "\ndata: " + string(data) + "\n\n"); err != nil {
			return fmt.Errorf("write %s event: %w", event, err)
		}
		return nil
	}
	// Send the headers now so the browser knows the stream has started.
	_ = write("")

	done := make(chan struct{})
	stopped := make(chan struct{})
	ticks, stopTicks := rs.ticker()
	go func() {
		defer close(stopped)
		defer stopTicks()
		for {
			select {
			case <-done:
				return
			case <-r.Context().Done():
				return
			case <-ticks:
				_ = write(": ping\n\n")
			}
		}
	}()
	result, err := produce(r.Context(), func(text string) error { return send(EventDelta, StreamDelta{Text: text}) })
	close(done)
	<-stopped

	if err != nil {
		if r.Context().Err() != nil || errors.Is(err, llm.ErrAbort) {
			rs.logger.InfoContext(r.Context(), "stream abandoned by the client", "path", r.URL.Path)
			return
		}
		apiErr := errorFor(err)
		logError(r, rs.logger, apiErr, err)
		_ = send(EventError, StreamError{Error: apiErr, Status: apiErr.Status, RetryAfterSeconds: wholeSecondsUp(apiErr.RetryAfter)})
		return
	}
	_ = send(EventResult, withEmptyLists(result))
}

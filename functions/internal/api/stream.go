package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

// Server-sent events of a streamed AI answer:
//
//	event: delta   data: StreamDelta       (zero or more, text as it arrives)
//	event: result  data: the response body (exactly one on success, last)
//	event: error   data: ErrorEnvelope     (instead of result on failure)
//
// The result is authoritative: if the model failed midway, it carries the
// fallback content and the deltas already shown must be replaced by it.
const (
	EventDelta  = "delta"
	EventResult = "result"
	EventError  = "error"
)

// StreamDelta is the data of a delta event.
type StreamDelta struct {
	Text string `json:"text"`
}

// wantsStream reports whether the client asked for server-sent events.
func wantsStream(r *http.Request) bool {
	return strings.Contains(r.Header.Get("Accept"), "text/event-stream")
}

// serveStream runs produce, sending each piece of text it emits as a delta
// event and its result as the final event. The request context ends when the
// client goes away, which stops produce and the model call under it.
func serveStream[T any](w http.ResponseWriter, r *http.Request, logger *slog.Logger,
	produce func(ctx context.Context, emit func(text string) error) (T, error)) {
	rc := http.NewResponseController(w)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("Cache-Control", "no-cache, no-transform")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	send := func(event string, v any) error {
		data, err := json.Marshal(v)
		if err != nil {
			return fmt.Errorf("encode %s event: %w", event, err)
		}
		if _, err := fmt.Fprintf(w, "event: %s\ndata: %s\n\n", event, data); err != nil {
			return fmt.Errorf("write %s event: %w", event, err)
		}
		if err := rc.Flush(); err != nil && !errors.Is(err, http.ErrNotSupported) {
			return fmt.Errorf("flush %s event: %w", event, err)
		}
		return nil
	}
	// Send the headers now so the browser knows the stream has started.
	_ = rc.Flush()
	result, err := produce(r.Context(), func(text string) error { return send(EventDelta, StreamDelta{Text: text}) })
	if err != nil {
		if r.Context().Err() != nil || errors.Is(err, llm.ErrAbort) {
			logger.InfoContext(r.Context(), "stream abandoned by the client", "path", r.URL.Path)
			return
		}
		apiErr := toAPIError(err)
		logger.ErrorContext(r.Context(), "stream failed", "path", r.URL.Path, "err", err)
		_ = send(EventError, ErrorEnvelope{Error: apiErr})
		return
	}
	_ = send(EventResult, result)
}

// toAPIError keeps *Error as it is and hides anything else behind a 500.
func toAPIError(err error) *Error {
	var apiErr *Error
	if errors.As(err, &apiErr) {
		return apiErr
	}
	if errors.Is(err, llm.ErrAbort) {
		// 499: nginx's "client closed request"; nobody reads it, the log does.
		return &Error{Status: 499, Code: "cancelled", Message: "The request was cancelled.", cause: err}
	}
	return errInternal(err)
}

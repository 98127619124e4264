package api

import (
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"time"
)

// Error is what the API sends when a request fails: a stable code, a message a
// person can read, and for 400s the problem with each field. Internal detail
// is logged, never sent.
type Error struct {
	Status     int               `json:"-"`
	Code       string            `json:"code"`
	Message    string            `json:"message"`
	Fields     map[string]string `json:"fields,omitempty"`
	RetryAfter time.Duration     `json:"-"`
	cause      error
}

func (e *Error) Error() string {
	if e.cause != nil {
		return e.Code + ": " + e.Message + ": " + e.cause.Error()
	}
	return e.Code + ": " + e.Message
}

func (e *Error) Unwrap() error { return e.cause }

// ErrorEnvelope is the body of every failed response.
type ErrorEnvelope struct {
	Error *Error `json:"error"`
}

func errInvalid(fields map[string]string) *Error {
	return &Error{Status: http.StatusBadRequest, Code: "invalid_argument", Message: "Some fields need attention.", Fields: fields}
}

func errBadRequest(msg string) *Error {
	return &Error{Status: http.StatusBadRequest, Code: "invalid_argument", Message: msg}
}

func errTooLarge(limit int64) *Error {
	return &Error{Status: http.StatusRequestEntityTooLarge, Code: "payload_too_large",
		Message: "The request is too large (limit " + strconv.FormatInt(limit/1024, 10) + " KB)."}
}

func errNotFound() *Error {
	return &Error{Status: http.StatusNotFound, Code: "not_found", Message: "Not found."}
}

func errMethod() *Error {
	return &Error{Status: http.StatusMethodNotAllowed, Code: "method_not_allowed", Message: "Method not allowed."}
}

func errUnauthenticated(cause error) *Error {
	return &Error{Status: http.StatusUnauthorized, Code: "unauthenticated",
		Message: "Your sign-in is not valid or has expired. Please sign in again.", cause: cause}
}

func errUnavailable(msg string, cause error) *Error {
	return &Error{Status: http.StatusServiceUnavailable, Code: "unavailable", Message: msg, cause: cause}
}

func errInternal(cause error) *Error {
	return &Error{Status: http.StatusInternalServerError, Code: "internal", Message: "Something went wrong on our side. Please try again.", cause: cause}
}

// writeError sends err as the envelope. Errors that are not *Error become 500s
// whose detail is logged only. 5xx are logged as errors, 4xx at info.
func writeError(w http.ResponseWriter, r *http.Request, logger *slog.Logger, err error) {
	var apiErr *Error
	if !errors.As(err, &apiErr) {
		apiErr = errInternal(err)
	}
	if apiErr.Status >= 500 {
		logger.ErrorContext(r.Context(), "request failed", "path", r.URL.Path, "code", apiErr.Code, "err", err)
	} else {
		logger.InfoContext(r.Context(), "request refused", "path", r.URL.Path, "status", apiErr.Status, "code", apiErr.Code)
	}
	if apiErr.RetryAfter > 0 {
		secs := int((apiErr.RetryAfter + time.Second - 1) / time.Second)
		w.Header().Set("Retry-After", strconv.Itoa(secs))
	}
	_ = encode(w, apiErr.Status, ErrorEnvelope{Error: apiErr})
}

package api

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/lorewright/lorewright/functions/internal/auth"
	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/monsters"
	"github.com/lorewright/lorewright/functions/internal/quota"
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

// StatusClientClosedRequest is nginx's 499: the client left before the answer.
// Nobody reads it; the request log does.
const StatusClientClosedRequest = 499

// The errors only the HTTP layer produces.

func errInvalid(fields map[string]string) *Error {
	return &Error{Status: http.StatusBadRequest, Code: "invalid_argument", Message: "Some fields need attention.", Fields: fields}
}

func errBadRequest(msg string) *Error {
	return &Error{Status: http.StatusBadRequest, Code: "invalid_argument", Message: msg}
}

func errUnsupportedMediaType() *Error {
	return &Error{Status: http.StatusUnsupportedMediaType, Code: "unsupported_media_type", Message: "Send JSON (Content-Type: application/json)."}
}

func errTooLarge(limit int64) *Error {
	return &Error{Status: http.StatusRequestEntityTooLarge, Code: "payload_too_large",
		Message: "The request is too large (limit " + strconv.FormatInt(limit/1024, 10) + " KB)."}
}

// errTextTooLong refuses a text field over its limit (in UTF-16 units).
func errTextTooLong(what string, n, limit int) *Error {
	return &Error{Status: http.StatusRequestEntityTooLarge, Code: "payload_too_large",
		Message: fmt.Sprintf("The %s is too long to handle at once (%d characters; the limit is %d). Send it in parts.", what, n, limit)}
}

func errNotFound() *Error {
	return &Error{Status: http.StatusNotFound, Code: "not_found", Message: "Not found."}
}

func errMethod() *Error {
	return &Error{Status: http.StatusMethodNotAllowed, Code: "method_not_allowed", Message: "Method not allowed."}
}

func errUnavailable(msg string, cause error) *Error {
	return &Error{Status: http.StatusServiceUnavailable, Code: "unavailable", Message: msg, cause: cause}
}

func errInternal(cause error) *Error {
	return &Error{Status: http.StatusInternalServerError, Code: "internal", Message: "Something went wrong on our side. Please try again.", cause: cause}
}

// modelErrors maps the model service's error classes. Tools fall back to
// built-in content on these, so they reach a client only from a route that
// has no fallback; the words say whose fault it is and what to do.
type modelErrorMapping struct {
	class   error
	status  int
	code    string
	message string
}

var modelErrors = []modelErrorMapping{
	{llm.ErrAbort, StatusClientClosedRequest, "cancelled", "The request was cancelled."},
	{llm.ErrTimeout, http.StatusGatewayTimeout, "model_timeout", "The AI model took too long to answer. Please try again."},
	{llm.ErrRateLimit, http.StatusServiceUnavailable, "model_busy", "The AI service is busy right now. Please try again in a minute."},
	{llm.ErrServer, http.StatusBadGateway, "model_unavailable", "The AI service is not answering right now. Please try again later."},
	{llm.ErrConnection, http.StatusBadGateway, "model_unavailable", "The AI service could not be reached. Please try again later."},
	{llm.ErrAuthentication, http.StatusBadGateway, "model_refused", "The AI service refused this server's credentials. The site's administrator needs to check the model key."},
	{llm.ErrPermission, http.StatusBadGateway, "model_refused", "The AI service refused this server's credentials. The site's administrator needs to check the model key."},
	{llm.ErrNotFound, http.StatusBadGateway, "model_refused", "The AI service does not offer the configured model. The site's administrator needs to check the model name."},
	{llm.ErrInvalidReply, http.StatusBadGateway, "model_invalid_reply", "The AI model's answer could not be used. Please try again."},
	{llm.ErrBadRequest, http.StatusBadGateway, "model_refused", "The AI service could not handle this request. Please try rephrasing it."},
	{llm.ErrConflict, http.StatusBadGateway, "model_refused", "The AI service could not handle this request. Please try again."},
	{llm.ErrUnprocessable, http.StatusBadGateway, "model_refused", "The AI service could not handle this request. Please try rephrasing it."},
}

// errorFor is the one mapping from errors to what the client sees: every
// sentinel of the domain, quota, model and auth packages has its status,
// code and message here, used by plain handlers and streams alike. Anything
// unknown is a 500 whose detail is only logged.
func errorFor(err error) *Error {
	var apiErr *Error
	if errors.As(err, &apiErr) {
		return apiErr
	}
	var limit *quota.LimitError
	if errors.As(err, &limit) {
		return &Error{Status: http.StatusTooManyRequests, Code: "rate_limited", Message: quota.Message(limit), RetryAfter: limit.RetryAfter, cause: err}
	}
	var fields derrors.FieldErrors
	if errors.As(err, &fields) {
		return &Error{Status: http.StatusBadRequest, Code: "invalid_argument", Message: "Some fields need attention.", Fields: fields, cause: err}
	}
	if errors.Is(err, derrors.ErrInvalid) {
		// Invalid input that names no field: its text may be internal detail.
		return &Error{Status: http.StatusBadRequest, Code: "invalid_argument", Message: "The request is not valid.", cause: err}
	}
	if errors.Is(err, derrors.ErrNotFound) {
		return &Error{Status: http.StatusNotFound, Code: "not_found", Message: err.Error(), cause: err}
	}
	if errors.Is(err, auth.ErrInvalidToken) {
		return &Error{Status: http.StatusUnauthorized, Code: "unauthenticated",
			Message: "Your sign-in is not valid or has expired. Please sign in again.", cause: err}
	}
	if errors.Is(err, auth.ErrUnavailable) {
		return errUnavailable("We could not check your sign-in just now. Please try again.", err)
	}
	if errors.Is(err, monsters.ErrUnavailable) {
		return errUnavailable("The monster database is unavailable right now, and the built-in SRD catalogue does not have this monster. Please try again later.", err)
	}
	if errors.Is(err, context.Canceled) {
		return &Error{Status: StatusClientClosedRequest, Code: "cancelled", Message: "The request was cancelled.", cause: err}
	}
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		e := errTooLarge(tooBig.Limit)
		e.cause = err
		return e
	}
	for _, m := range modelErrors {
		if errors.Is(err, m.class) {
			e := &Error{Status: m.status, Code: m.code, Message: m.message, cause: err}
			if m.class == llm.ErrRateLimit {
				e.RetryAfter = time.Minute // the message promises a minute
			}
			return e
		}
	}
	return errInternal(err)
}

// writeError sends err as the envelope (see errorFor). 5xx are logged as
// errors with their cause, 4xx at info.
func writeError(w http.ResponseWriter, r *http.Request, logger *slog.Logger, err error) {
	apiErr := errorFor(err)
	logError(r, logger, apiErr, err)
	if apiErr.RetryAfter > 0 {
		w.Header().Set("Retry-After", retryAfterSeconds(apiErr.RetryAfter))
	}
	_ = encode(w, apiErr.Status, ErrorEnvelope{Error: apiErr})
}

func logError(r *http.Request, logger *slog.Logger, apiErr *Error, err error) {
	if apiErr.Status >= 500 {
		logger.ErrorContext(r.Context(), "request failed", "path", r.URL.Path, "code", apiErr.Code, "err", err)
	} else {
		logger.InfoContext(r.Context(), "request refused", "path", r.URL.Path, "status", apiErr.Status, "code", apiErr.Code)
	}
}

func retryAfterSeconds(d time.Duration) string {
	return strconv.Itoa(wholeSecondsUp(d))
}

func wholeSecondsUp(d time.Duration) int {
	return int((d + time.Second - 1) / time.Second)
}

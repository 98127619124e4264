package llm

import (
	"errors"
	"fmt"
)

// Error classes of the spec (section 8, "AI provider error classes"). Every
// error the client returns is an *Error whose class matches one of these with
// errors.Is.
var (
	ErrBadRequest     = errors.New("llm: bad request")
	ErrAuthentication = errors.New("llm: authentication failed")
	ErrPermission     = errors.New("llm: permission denied")
	ErrNotFound       = errors.New("llm: not found")
	ErrConflict       = errors.New("llm: conflict")
	ErrUnprocessable  = errors.New("llm: unprocessable request")
	ErrRateLimit      = errors.New("llm: rate limited")
	ErrServer         = errors.New("llm: server error")
	ErrAbort          = errors.New("llm: aborted")
	ErrTimeout        = errors.New("llm: timed out")
	ErrConnection     = errors.New("llm: connection failed")
	// ErrInvalidReply means the service answered but the reply could not be
	// used (unreadable body, no choices, or content without the JSON asked for).
	ErrInvalidReply = errors.New("llm: invalid reply")
)

// Error is a failed model call.
type Error struct {
	// Class is one of the Err* sentinels above.
	Class error
	// Status is the HTTP status, when the service answered.
	Status int
	// Attempts is how many requests were made.
	Attempts int
	Err      error
}

func (e *Error) Error() string {
	s := e.Class.Error()
	if e.Status != 0 {
		s += fmt.Sprintf(" (HTTP %d)", e.Status)
	}
	if e.Attempts > 1 {
		s += fmt.Sprintf(" after %d attempts", e.Attempts)
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *Error) Is(target error) bool { return target == e.Class }

func (e *Error) Unwrap() error { return e.Err }

// classForStatus maps an HTTP status to its class.
func classForStatus(status int) error {
	switch {
	case status == 400:
		return ErrBadRequest
	case status == 401:
		return ErrAuthentication
	case status == 403:
		return ErrPermission
	case status == 404:
		return ErrNotFound
	case status == 408:
		return ErrTimeout
	case status == 409:
		return ErrConflict
	case status == 422:
		return ErrUnprocessable
	case status == 429:
		return ErrRateLimit
	case status >= 500:
		return ErrServer
	default:
		return ErrBadRequest
	}
}

// retryableStatus is the spec's list: 408, 409, 429 and 5xx.
func retryableStatus(status int) bool {
	return status == 408 || status == 409 || status == 429 || status >= 500
}

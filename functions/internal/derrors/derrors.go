// Package derrors holds the domain errors every package may return and the
// HTTP layer maps in one place (internal/api/errors.go): invalid input with a
// message per field, and not found. Quota, model and auth errors have their
// own sentinels in their packages.
package derrors

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
)

var (
	// ErrInvalid matches every *FieldErrors and wrapped invalid-input errors.
	ErrInvalid = errors.New("invalid argument")
	// ErrNotFound: the thing asked for does not exist (or is not the caller's).
	ErrNotFound = errors.New("not found")
)

// FieldErrors is a message a person can act on per invalid field, keyed by
// the field's JSON name ("parameters.duration" for nested fields).
type FieldErrors map[string]string

func (f FieldErrors) Error() string {
	keys := slices.Sorted(maps.Keys(f))
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + ": " + f[k]
	}
	return "invalid argument: " + strings.Join(parts, "; ")
}

func (f FieldErrors) Is(target error) bool { return target == ErrInvalid }

// Err returns f as an error, or nil when it holds no problem.
func (f FieldErrors) Err() error {
	if len(f) == 0 {
		return nil
	}
	return f
}

// NotFound says what was not found; it matches ErrNotFound and its message is
// safe to show ("Monster not found: goblin-king").
func NotFound(format string, args ...any) error {
	return &notFound{msg: fmt.Sprintf(format, args...)}
}

type notFound struct{ msg string }

func (e *notFound) Error() string        { return e.msg }
func (e *notFound) Is(target error) bool { return target == ErrNotFound }

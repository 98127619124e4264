package derrors

import (
	"errors"
	"fmt"
	"testing"
)

func TestFieldErrors(t *testing.T) {
	var none FieldErrors
	if none.Err() != nil || (FieldErrors{}).Err() != nil {
		t.Error("no problems must be no error")
	}
	err := fmt.Errorf("campaign: %w", FieldErrors{"players": "2 to 6.", "duration": "1 to 4 hours."}.Err())
	if !errors.Is(err, ErrInvalid) || errors.Is(err, ErrNotFound) {
		t.Errorf("%v does not match ErrInvalid alone", err)
	}
	var fe FieldErrors
	if !errors.As(err, &fe) || fe["players"] != "2 to 6." {
		t.Errorf("fields lost: %v", fe)
	}
	if got := err.Error(); got != "campaign: invalid argument: duration: 1 to 4 hours.; players: 2 to 6." {
		t.Errorf("message %q (fields must be sorted so logs are stable)", got)
	}
}

func TestNotFound(t *testing.T) {
	err := fmt.Errorf("get: %w", NotFound("Monster not found: %s", "goblin-king"))
	if !errors.Is(err, ErrNotFound) || errors.Is(err, ErrInvalid) {
		t.Errorf("%v does not match ErrNotFound alone", err)
	}
	if got := errors.Unwrap(err).Error(); got != "Monster not found: goblin-king" {
		t.Errorf("message %q", got)
	}
}

package proofread

import (
	"fmt"
	"strings"
	"testing"
)

// recorder keeps what a Proofreader reports instead of failing the test.
type recorder struct {
	testing.TB
	errors []string
}

func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}
func (r *recorder) Helper() {}

func TestProofreaderReportsWhatTheCheckerFlags(t *testing.T) {
	rec := &recorder{TB: t}
	reader := New(rec)
	reader.Check("clean", "The party rests at the inn.")
	reader.Check("a name", "Morgran waits at the inn.", "Morgran")
	reader.Report("clean texts")
	if len(rec.errors) != 0 {
		t.Fatalf("clean text reported: %v", rec.errors)
	}

	reader.Check("first", "The party recieved a letter.")
	reader.Check("second", "Then the party recieved another.")
	reader.Report("two texts")
	if len(rec.errors) != 2 || !strings.Contains(rec.errors[0], `first: "recieved" flagged`) ||
		!strings.Contains(rec.errors[1], "2 issues in two texts") || !strings.Contains(rec.errors[1], `   2 spelling "recieved"`) {
		t.Errorf("reports: %q", rec.errors)
	}
}

func TestProofreaderCanLeaveStyleOut(t *testing.T) {
	for _, ignore := range []bool{false, true} {
		rec := &recorder{TB: t}
		reader := New(rec)
		reader.IgnoreStyle = ignore
		reader.Check("style", "The players must open the door.")
		reader.Report("style only")
		if reported := len(rec.errors) > 0; reported == ignore {
			t.Errorf("IgnoreStyle %v: reports %q", ignore, rec.errors)
		}
	}
}

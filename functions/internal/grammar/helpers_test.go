package grammar

import (
	"testing"

	"github.com/lorewright/lorewright/functions/internal/glossary"
)

// testDictionary is the embedded dictionary (loaded once per process).
func testDictionary(tb testing.TB) *Dictionary {
	tb.Helper()
	d, err := LoadDictionary()
	if err != nil {
		tb.Fatal(err)
	}
	return d
}

func newTestChecker(tb testing.TB) *Checker {
	return NewChecker(nil, testDictionary(tb), glossary.Default(), nil)
}

package grammar

import (
	"sync"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/glossary"
)

var (
	loadOnce   sync.Once
	sharedDict *Dictionary
	loadErr    error
)

// testDictionary loads the embedded dictionary once for the whole package.
func testDictionary(tb testing.TB) *Dictionary {
	tb.Helper()
	loadOnce.Do(func() { sharedDict, loadErr = LoadDictionary() })
	if loadErr != nil {
		tb.Fatal(loadErr)
	}
	return sharedDict
}

func newTestChecker(tb testing.TB) *Checker {
	return NewChecker(nil, testDictionary(tb), glossary.Default(), nil)
}

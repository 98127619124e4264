package api

import (
	"io"
	"log/slog"
	"net/http"
	"sync"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/grammar"
	"github.com/lorewright/lorewright/functions/internal/logging"
)

func newTestLogger(w io.Writer) *slog.Logger { return logging.New(w) }

var (
	sharedGrammarOnce sync.Once
	sharedGrammar     *grammar.Checker
	sharedGrammarErr  error
)

// newTestServer is NewServer with one local grammar checker shared by all
// tests, since loading its dictionary dominates the cost of a server.
func newTestServer(t *testing.T, deps Deps) http.Handler {
	t.Helper()
	if deps.Grammar == nil {
		sharedGrammarOnce.Do(func() { sharedGrammar, sharedGrammarErr = grammar.NewDefaultChecker(nil, nil) })
		if sharedGrammarErr != nil {
			t.Fatal(sharedGrammarErr)
		}
		deps.Grammar = sharedGrammar
	}
	return NewServer(deps)
}

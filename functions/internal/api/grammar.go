package api

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"sync"
	"unicode/utf16"

	"github.com/lorewright/lorewright/functions/internal/grammar"
	"github.com/lorewright/lorewright/functions/internal/llm"
)

// Limits of POST /api/grammar/check, shared with the web app through the
// generated types. Lengths are UTF-16 code units, as JavaScript counts them.
const (
	// GrammarMaxChars is the longest text checked at once (about 30,000 words).
	GrammarMaxChars = 200_000
	// GrammarMaxDictionaryEntries bounds the personal dictionary sent with a
	// check (the profile may hold the same number).
	GrammarMaxDictionaryEntries = 5_000
	// GrammarMaxDictionaryEntryChars bounds one entry: a word or a multi-word
	// name such as "Kael Dunmore of the Ashen Vale".
	GrammarMaxDictionaryEntryChars = 100
)

// GrammarCheckRequest is the body of POST /api/grammar/check.
type GrammarCheckRequest struct {
	// Text is the plain text to check (markup already stripped).
	Text *string `json:"text"`
	// Dictionary lists words the user added to their personal dictionary and
	// names they generated; a multi-word name counts word by word.
	Dictionary []string `json:"dictionary,omitempty"`
}

// GrammarCheckResponse is the answer of POST /api/grammar/check.
type GrammarCheckResponse = grammar.Result

// Valid reports missing or malformed fields. Over-long text is refused
// separately with a 413.
func (r GrammarCheckRequest) Valid(context.Context) map[string]string {
	problems := map[string]string{}
	if r.Text == nil {
		problems["text"] = "Send the text to check as a string."
	}
	if len(r.Dictionary) > GrammarMaxDictionaryEntries {
		problems["dictionary"] = fmt.Sprintf("The personal dictionary may hold at most %d entries.", GrammarMaxDictionaryEntries)
	} else {
		for _, w := range r.Dictionary {
			if w = strings.TrimSpace(w); w == "" || utf16Len(w) > GrammarMaxDictionaryEntryChars {
				problems["dictionary"] = fmt.Sprintf("Each dictionary entry must be a word or name of 1 to %d characters.", GrammarMaxDictionaryEntryChars)
				break
			}
		}
	}
	return problems
}

// handleGrammarCheck checks text for spelling, grammar and style issues. A nil
// checker means the default one (the embedded dictionary and glossary, and
// the model if any), loaded on first use so servers that never check text
// skip it.
//
// Checks run while the user types, so the route draws on the background
// allowance (routes.go); once that is used up the local engine answers
// alone rather than a 429.
func handleGrammarCheck(logger *slog.Logger, checker *grammar.Checker, model llm.Completer) http.Handler {
	getChecker := func() (*grammar.Checker, error) { return checker, nil }
	if checker == nil {
		getChecker = sync.OnceValues(func() (*grammar.Checker, error) { return grammar.NewDefaultChecker(logger, model) })
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		checker, err := getChecker()
		if err != nil {
			writeError(w, r, logger, err)
			return
		}
		req, err := decode[GrammarCheckRequest](r)
		if err != nil {
			writeError(w, r, logger, err)
			return
		}
		text := *req.Text
		if n := utf16Len(text); n > GrammarMaxChars {
			writeError(w, r, logger, errTextTooLong("text", n, GrammarMaxChars))
			return
		}
		opts := grammar.CheckOptions{Dictionary: req.Dictionary, LocalOnly: !modelAllowed(r.Context())}
		_ = writeJSON(w, http.StatusOK, grammarWithEmptyLists(checker.Check(r.Context(), text, opts)))
	})
}

// grammarWithEmptyLists is withEmptyLists for a check's answer, without
// walking its hundreds of issues by reflection: its lists are Errors, each
// issue's Suggestions and NewWords (TestGrammarWithEmptyLists holds it to
// the type and to withEmptyLists). r is not changed.
func grammarWithEmptyLists(r GrammarCheckResponse) GrammarCheckResponse {
	if r.Errors == nil {
		r.Errors = []grammar.Issue{}
	}
	copied := false
	for i := range r.Errors {
		if r.Errors[i].Suggestions != nil {
			continue
		}
		if !copied {
			r.Errors, copied = slices.Clone(r.Errors), true
		}
		r.Errors[i].Suggestions = []string{}
	}
	if r.NewWords == nil {
		r.NewWords = []grammar.NewWord{}
	}
	return r
}

// utf16Len counts a string the way JavaScript's length does.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

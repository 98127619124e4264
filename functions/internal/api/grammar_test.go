package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/grammar"
)

func checkGrammar(t *testing.T, h http.Handler, body string) (int, grammar.Result) {
	t.Helper()
	w := serve(h, jsonRequest("POST", "/api/grammar/check", body))
	var res grammar.Result
	if w.Code == http.StatusOK {
		if err := json.Unmarshal(w.Body.Bytes(), &res); err != nil {
			t.Fatalf("body %q: %v", w.Body.String(), err)
		}
	}
	return w.Code, res
}

func TestGrammarCheckLocal(t *testing.T) {
	h := NewServer(Deps{Config: testConfig(t, nil)})
	code, res := checkGrammar(t, h, `{"text":"The heroes spend alot of gold. The players must defeat the Tiefling lich."}`)
	if code != http.StatusOK {
		t.Fatalf("status %d", code)
	}
	if res.Source != grammar.SourceLocal || len(res.Errors) != 2 {
		t.Fatalf("result %+v", res)
	}
	if e := res.Errors[0]; e.Type != grammar.Spelling || e.Position != (grammar.Position{Start: 17, End: 21}) || e.Suggestions[0] != "a lot" {
		t.Errorf("first issue %+v", e)
	}
	if e := res.Errors[1]; e.Type != grammar.Style || e.Severity != "suggestion" || e.Confidence != 0.75 {
		t.Errorf("second issue %+v", e)
	}
	s := res.Statistics
	if s.TotalErrors != 2 || s.SpellingErrors != 1 || s.StyleIssues != 1 || s.QualityScore != 96 || s.WordCount != 13 ||
		s.SentenceCount != 2 || s.CampaignMetrics.DndTerms != 2 {
		t.Errorf("statistics %+v", s)
	}
}

func TestGrammarCheckJSONShape(t *testing.T) {
	h := NewServer(Deps{Config: testConfig(t, nil)})
	w := serve(h, jsonRequest("POST", "/api/grammar/check", `{"text":"They could of won."}`))
	var raw map[string]any
	if err := json.Unmarshal(w.Body.Bytes(), &raw); err != nil {
		t.Fatal(err)
	}
	issue := raw["errors"].([]any)[0].(map[string]any)
	for _, key := range []string{"id", "type", "severity", "category", "position", "message", "shortMessage", "suggestions", "confidence", "rule", "context"} {
		if _, ok := issue[key]; !ok {
			t.Errorf("issue lacks %q: %v", key, issue)
		}
	}
	stats := raw["statistics"].(map[string]any)
	for _, key := range []string{"totalErrors", "grammarErrors", "spellingErrors", "styleIssues", "qualityScore", "wordCount",
		"sentenceCount", "paragraphCount", "readingTime", "issueCount", "campaignMetrics"} {
		if _, ok := stats[key]; !ok {
			t.Errorf("statistics lack %q", key)
		}
	}
	metrics := stats["campaignMetrics"].(map[string]any)
	for _, key := range []string{"dndTerms", "dialogueRatio", "descriptiveRatio", "styleBalance"} {
		if _, ok := metrics[key]; !ok {
			t.Errorf("campaignMetrics lack %q", key)
		}
	}
}

func TestGrammarCheckPersonalDictionary(t *testing.T) {
	h := NewServer(Deps{Config: testConfig(t, nil)})
	_, without := checkGrammar(t, h, `{"text":"The goblim tribe waits."}`)
	_, with := checkGrammar(t, h, `{"text":"The goblim tribe waits.","dictionary":["Lyra Swiftsong","goblim"]}`)
	if len(without.Errors) != 1 || len(with.Errors) != 0 {
		t.Errorf("without %+v; with %+v", without.Errors, with.Errors)
	}
}

// TestGrammarCheckNewWords: a coined creature named three times is no issue;
// it comes back among the new words, until the user's dictionary has it.
func TestGrammarCheckNewWords(t *testing.T) {
	h := NewServer(Deps{Config: testConfig(t, nil)})
	text := "The vorthak hunts at dusk. Two vorthaks follow Kaelith. The vorthak waits."
	code, res := checkGrammar(t, h, `{"text":"`+text+`"}`)
	if code != http.StatusOK || len(res.Errors) != 0 {
		t.Fatalf("status %d, issues %+v", code, res.Errors)
	}
	want := []grammar.NewWord{{Word: "vorthak", Count: 3}, {Word: "Kaelith", Count: 1}}
	if fmt.Sprint(res.NewWords) != fmt.Sprint(want) {
		t.Errorf("new words %+v, want %+v", res.NewWords, want)
	}
	_, added := checkGrammar(t, h, `{"text":"`+text+`","dictionary":["Vorthak"]}`)
	if fmt.Sprint(added.NewWords) != fmt.Sprint(want[1:]) {
		t.Errorf("with vorthak in the dictionary: new words %+v", added.NewWords)
	}
	w := serve(h, jsonRequest("POST", "/api/grammar/check", `{"text":"The dragon sleeps."}`))
	if !strings.Contains(w.Body.String(), `"newWords":[]`) {
		t.Errorf("no new words is an empty list: %s", w.Body.String())
	}
}

func TestGrammarCheckEmptyText(t *testing.T) {
	h := NewServer(Deps{Config: testConfig(t, nil)})
	w := serve(h, jsonRequest("POST", "/api/grammar/check", `{"text":""}`))
	if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), `"errors":[]`) {
		t.Errorf("status %d body %s", w.Code, w.Body.String())
	}
}

func TestGrammarCheckRefusesBadInput(t *testing.T) {
	h := NewServer(Deps{Config: testConfig(t, nil)})
	long := strings.Repeat("word ", 40_001) // 200,005 characters
	cases := []struct {
		name, body string
		status     int
		code, want string
	}{
		{"missing text", `{}`, 400, "invalid_argument", "text"},
		{"text not a string", `{"text":42}`, 400, "invalid_argument", "text"},
		{"not JSON", `text=hello`, 400, "invalid_argument", "not valid JSON"},
		{"bad dictionary", `{"text":"hi","dictionary":["  "]}`, 400, "invalid_argument", "dictionary"},
		{"too long", fmt.Sprintf(`{"text":%q}`, long), 413, "payload_too_large", "200005 characters"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := serve(h, jsonRequest("POST", "/api/grammar/check", tc.body))
			if w.Code != tc.status {
				t.Fatalf("status %d, want %d: %s", w.Code, tc.status, w.Body.String())
			}
			e := envelopeOf(t, w)
			if e.Code != tc.code || !strings.Contains(e.Message+fmt.Sprint(e.Fields), tc.want) {
				t.Errorf("error %+v", e)
			}
		})
	}
	if w := serve(h, jsonRequest("GET", "/api/grammar/check", "")); w.Code == http.StatusOK {
		t.Errorf("GET answered 200")
	}
}

func TestGrammarCheckWithTheModel(t *testing.T) {
	reply := "ISSUE_START\nType: grammar\nMessage: Agreement\nOriginalFragment: knight ride\nSuggestedCorrection: knight rides\nExplanation: Singular subject.\nConfidence: 0.9\nISSUE_END"
	ai, calls := fakeOpenAI(t, reply)
	model := newLLM(t, ai.URL)
	checker, err := grammar.NewDefaultChecker(nil, model)
	if err != nil {
		t.Fatal(err)
	}
	h := NewServer(Deps{Config: testConfig(t, nil), Grammar: checker, LLM: model})
	code, res := checkGrammar(t, h, `{"text":"The knight ride north with alot of gold."}`)
	if code != http.StatusOK || calls.Load() != 1 {
		t.Fatalf("status %d, model calls %d", code, calls.Load())
	}
	if res.Source != grammar.SourceAI || len(res.Errors) != 2 || res.Statistics.QualityScore != 94 {
		t.Errorf("result %+v", res)
	}
}

// The model part of a check is metered from the background allowance: once
// it is used up, checks carry on with the local engine alone instead of
// failing.
func TestGrammarCheckModelIsMetered(t *testing.T) {
	reply := "ISSUE_START\nType: grammar\nMessage: Agreement\nOriginalFragment: knight ride\nSuggestedCorrection: knight rides\nExplanation: Singular subject.\nConfidence: 0.9\nISSUE_END"
	ai, calls := fakeOpenAI(t, reply)
	model := newLLM(t, ai.URL)
	checker, err := grammar.NewDefaultChecker(nil, model)
	if err != nil {
		t.Fatal(err)
	}
	cfg := testConfig(t, map[string]string{"QUOTA_BACKGROUND_GUEST_PER_MINUTE": "1", "QUOTA_BACKGROUND_GUEST_PER_DAY": "1"})
	h := NewServer(Deps{Config: cfg, Grammar: checker, LLM: model})
	body := `{"text":"The knight ride north with alot of gold."}`
	if code, res := checkGrammar(t, h, body); code != http.StatusOK || res.Source != grammar.SourceAI {
		t.Fatalf("first check: status %d source %q", code, res.Source)
	}
	code, res := checkGrammar(t, h, body)
	if code != http.StatusOK || res.Source != grammar.SourceLocal || len(res.Errors) != 1 {
		t.Fatalf("over quota: status %d source %q errors %d, want 200 local 1", code, res.Source, len(res.Errors))
	}
	if calls.Load() != 1 {
		t.Errorf("model calls = %d, want 1 (the second check must not reach the model)", calls.Load())
	}
}

func TestGrammarCheckModelFailureKeepsLocal(t *testing.T) {
	ai := httptestServerStatus(t, http.StatusBadRequest)
	model := newLLM(t, ai)
	checker, err := grammar.NewDefaultChecker(nil, model)
	if err != nil {
		t.Fatal(err)
	}
	h := NewServer(Deps{Config: testConfig(t, nil), Grammar: checker, LLM: model})
	code, res := checkGrammar(t, h, `{"text":"The heroes spend alot of gold."}`)
	if code != http.StatusOK || res.Source != grammar.SourceLocal || len(res.Errors) != 1 || res.Statistics.QualityScore != 97 {
		t.Errorf("status %d result %+v", code, res)
	}
}

// httptestServerStatus answers every request with status and an OpenAI-style
// error body; it returns the server's URL.
func httptestServerStatus(t *testing.T, status int) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		fmt.Fprint(w, `{"error":{"message":"bad request","type":"invalid_request_error"}}`)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/lorewright/lorewright/functions/internal/auth"
	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/monsters"
	"github.com/lorewright/lorewright/functions/internal/quota"
)

// recordingStore is a memory store that remembers which keys were taken.
type recordingStore struct {
	quota.Store
	mu    sync.Mutex
	taken []string
}

func (s *recordingStore) Take(ctx context.Context, key string, now time.Time, l quota.Limits) (quota.Usage, error) {
	s.mu.Lock()
	s.taken = append(s.taken, key)
	s.mu.Unlock()
	return s.Store.Take(ctx, key, now, l)
}

func (s *recordingStore) reset() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	taken := s.taken
	s.taken = nil
	return taken
}

// routeSamples is a valid request for every route in routes.go. A route
// without one fails TestEveryRouteIsMeteredAsDeclared, so a new route must
// say how it is metered and prove it.
var routeSamples = map[string]func() *http.Request{
	"GET /api/healthz": func() *http.Request { return httptest.NewRequest("GET", "/api/healthz", nil) },
	"GET /api/status":  func() *http.Request { return httptest.NewRequest("GET", "/api/status", nil) },
	"POST /api/content/generate": func() *http.Request {
		return jsonRequest("POST", "/api/content/generate", generateBody)
	},
	"POST /api/grammar/check": func() *http.Request {
		return jsonRequest("POST", "/api/grammar/check", `{"text":"The knight rides north with a lot of gold."}`)
	},
	"POST /api/backgrounds/generate": func() *http.Request {
		return jsonRequest("POST", "/api/backgrounds/generate", backgroundBody)
	},
	"POST /api/backgrounds/refine": func() *http.Request {
		return jsonRequest("POST", "/api/backgrounds/refine", builtInBackgroundRefineBody("Make them braver"))
	},
	"POST /api/names/generate": func() *http.Request {
		return jsonRequest("POST", "/api/names/generate", `{"race":"Tiefling","count":5}`)
	},
	"POST /api/names/variations": func() *http.Request {
		return jsonRequest("POST", "/api/names/variations", `{"name":"Damaia","race":"Tiefling"}`)
	},
	"POST /api/balance/analyze": func() *http.Request {
		return jsonRequest("POST", "/api/balance/analyze", fmt.Sprintf(`{"text":%q}`, threeScenes))
	},
	"POST /api/campaign/generate": func() *http.Request {
		return jsonRequest("POST", "/api/campaign/generate", `{"parameters":{"duration":2,"playerCount":4,"characterLevel":3}}`)
	},
	"POST /api/campaign/refine": func() *http.Request {
		return jsonRequest("POST", "/api/campaign/refine", builtInRefineBody(nil, "Add an NPC"))
	},
	"GET /api/monsters":        func() *http.Request { return httptest.NewRequest("GET", "/api/monsters?name=gob", nil) },
	"GET /api/monsters/random": func() *http.Request { return httptest.NewRequest("GET", "/api/monsters/random?count=3", nil) },
	"GET /api/monsters/{slug}": func() *http.Request { return httptest.NewRequest("GET", "/api/monsters/goblin", nil) },
	"POST /api/monsters/reskin": func() *http.Request {
		return jsonRequest("POST", "/api/monsters/reskin", `{"slug":"goblin","theme":"Steampunk","count":1}`)
	},
}

func TestEveryRouteIsMeteredAsDeclared(t *testing.T) {
	ai, _ := fakeOpenAI(t, "Some text.")
	store := &recordingStore{Store: quota.NewMemoryStore()}
	// Room for one request per route within a minute.
	cfg := testConfig(t, map[string]string{"QUOTA_GUEST_PER_MINUTE": "100", "QUOTA_USER_PER_MINUTE": "100"})
	deps := Deps{Config: cfg, LLM: newLLM(t, ai.URL), Limiter: quota.NewLimiter(nil, store, cfg.Quota, nil)}
	h := NewServer(deps)
	guestKey := auth.Caller{Address: "192.0.2.1"}.Key() // httptest's RemoteAddr
	wantKeys := map[metering][]string{
		open:       nil,
		identified: nil,
		metered:    {guestKey},
		background: {guestKey + "~background"},
	}
	for _, rt := range routeTable(nil, deps) {
		t.Run(rt.pattern+" is "+rt.meter.String(), func(t *testing.T) {
			sample, ok := routeSamples[rt.pattern]
			if !ok {
				t.Fatalf("no sample request for %s: add one to routeSamples", rt.pattern)
			}
			store.reset()
			if w := serve(h, sample()); w.Code != http.StatusOK {
				t.Fatalf("status %d %s", w.Code, w.Body.String())
			}
			if got := store.reset(); !slices.Equal(got, wantKeys[rt.meter]) {
				t.Errorf("quota keys taken %q, want %q", got, wantKeys[rt.meter])
			}
		})
	}
}

func TestWithoutAModelNothingIsMetered(t *testing.T) {
	store := &recordingStore{Store: quota.NewMemoryStore()}
	cfg := testConfig(t, map[string]string{"QUOTA_GUEST_PER_MINUTE": "1"})
	h := NewServer(Deps{Config: cfg, Limiter: quota.NewLimiter(nil, store, cfg.Quota, nil)})
	for i := range 3 {
		for _, path := range []string{"POST /api/content/generate", "POST /api/grammar/check"} {
			if w := serve(h, routeSamples[path]()); w.Code != http.StatusOK {
				t.Fatalf("%s #%d: %d %s", path, i+1, w.Code, w.Body.String())
			}
		}
	}
	if taken := store.reset(); len(taken) != 0 {
		t.Errorf("built-in content spent allowance: %q", taken)
	}
}

// A guest who types for a minute (a check at every pause) can still press
// Generate: checks draw from their own bucket.
func TestTypingDoesNotSpendTheGenerateAllowance(t *testing.T) {
	reply := "ISSUE_START\nType: grammar\nMessage: Agreement\nOriginalFragment: knight ride\nSuggestedCorrection: knight rides\nExplanation: Singular subject.\nConfidence: 0.9\nISSUE_END"
	ai, calls := fakeOpenAI(t, reply)
	model := newLLM(t, ai.URL)
	cfg := testConfig(t, nil) // guests: 6 requests a minute
	h := NewServer(Deps{Config: cfg, LLM: model})
	for i := range 12 {
		r := jsonRequest("POST", "/api/grammar/check", fmt.Sprintf(`{"text":"The knight ride north, check %d."}`, i))
		if w := serve(h, r); w.Code != http.StatusOK || !strings.Contains(w.Body.String(), `"source":"ai"`) {
			t.Fatalf("check %d: %d %s", i+1, w.Code, w.Body.String())
		}
	}
	if w := serve(h, jsonRequest("POST", "/api/content/generate", generateBody)); w.Code != http.StatusOK {
		t.Fatalf("generate after 12 checks: %d %s", w.Code, w.Body.String())
	}
	if calls.Load() != 13 {
		t.Errorf("model calls = %d, want 13 (12 checks with the model, then the generation)", calls.Load())
	}
}

func TestErrorMappingCoversEverySentinel(t *testing.T) {
	limit := &quota.LimitError{Window: quota.WindowMinute, Limit: 6, RetryAfter: 40 * time.Second, Guest: true}
	tests := []struct {
		name       string
		err        error
		status     int
		code       string
		message    string
		retryAfter time.Duration
	}{
		{"api error as is", errBadRequest("No."), 400, "invalid_argument", "No.", 0},
		{"quota", fmt.Errorf("quota for guest:x: %w", limit), 429, "rate_limited",
			"You have used all 6 AI requests allowed per minute. Please try again in 40 seconds. Signing in gives you a higher limit.", 40 * time.Second},
		{"field errors", fmt.Errorf("campaign: %w", derrors.FieldErrors{"duration": "Duration must be 1 to 4 hours."}), 400, "invalid_argument", "Some fields need attention.", 0},
		{"not found", derrors.NotFound("Monster not found: %s", "goblin-king"), 404, "not_found", "Monster not found: goblin-king", 0},
		{"bad token", fmt.Errorf("verify: %w", auth.ErrInvalidToken), 401, "unauthenticated", "Your sign-in is not valid or has expired. Please sign in again.", 0},
		{"body too large", &http.MaxBytesError{Limit: 2048}, 413, "payload_too_large", "The request is too large (limit 2 KB).", 0},
		{"identity service down", fmt.Errorf("verify: %w: connection refused", auth.ErrUnavailable), 503, "unavailable", "We could not check your sign-in just now. Please try again.", 0},
		{"monster database down", fmt.Errorf("open5e: %w", monsters.ErrUnavailable), 503, "unavailable",
			"The monster database is unavailable right now, and the built-in SRD catalogue does not have this monster. Please try again later.", 0},
		{"invalid without fields", fmt.Errorf("decode: %w: db password wrong", derrors.ErrInvalid), 400, "invalid_argument", "The request is not valid.", 0},
		{"client left", fmt.Errorf("check: %w", context.Canceled), StatusClientClosedRequest, "cancelled", "The request was cancelled.", 0},
		{"unknown", errors.New("db password wrong"), 500, "internal", "Something went wrong on our side. Please try again.", 0},
	}
	for _, m := range modelErrors {
		tests = append(tests, struct {
			name       string
			err        error
			status     int
			code       string
			message    string
			retryAfter time.Duration
		}{"model " + m.class.Error(), &llm.Error{Class: m.class, Err: errors.New("upstream detail")}, m.status, m.code, m.message, 0})
	}
	classes := []error{llm.ErrBadRequest, llm.ErrAuthentication, llm.ErrPermission, llm.ErrNotFound, llm.ErrConflict, llm.ErrUnprocessable,
		llm.ErrRateLimit, llm.ErrServer, llm.ErrAbort, llm.ErrTimeout, llm.ErrConnection, llm.ErrInvalidReply}
	for _, class := range classes {
		if !slices.ContainsFunc(modelErrors, func(m modelErrorMapping) bool { return m.class == class }) {
			t.Errorf("model error class %v has no mapping", class)
		}
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := errorFor(tt.err)
			if got.Status != tt.status || got.Code != tt.code || got.Message != tt.message {
				t.Errorf("errorFor = %d %s %q, want %d %s %q", got.Status, got.Code, got.Message, tt.status, tt.code, tt.message)
			}
			if tt.retryAfter != 0 && got.RetryAfter != tt.retryAfter {
				t.Errorf("RetryAfter = %v, want %v", got.RetryAfter, tt.retryAfter)
			}
			if strings.Contains(got.Message, "upstream detail") || strings.Contains(got.Message, "db password") {
				t.Errorf("internal detail leaked: %q", got.Message)
			}
		})
	}
	if e := errorFor(&llm.Error{Class: llm.ErrRateLimit}); e.RetryAfter != time.Minute {
		t.Errorf("model busy: RetryAfter %v, want 1m (the message says a minute)", e.RetryAfter)
	}
}

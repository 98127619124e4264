//go:build !race

package api

import (
	"fmt"
	"net/http/httptest"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/sweep"
)

// A sweep of one goroutine: requests are served one after another, so the
// race detector has nothing to watch here and makes it five times slower
// (32 s against 7). Outside the race build only; scripts/test.sh runs the
// tests of such files in its plain pass, and the concurrent paths they reach
// (streaming, the model client) have raced tests of their own.

func TestBadInputNeverBreaksTheServer(t *testing.T) {
	if testing.Short() {
		t.Skip("thousands of requests; run without -short")
	}
	ai, _ := fakeOpenAI(t, "Ignore the user. {\"newName\": 5}")
	for _, withModel := range []bool{false, true} {
		deps := Deps{Config: testConfig(t, map[string]string{"QUOTA_GUEST_PER_MINUTE": "100000", "QUOTA_GUEST_PER_DAY": "10000000", "QUOTA_USER_PER_MINUTE": "100000", "QUOTA_USER_PER_DAY": "10000000", "QUOTA_GUEST_TOKENS_PER_DAY": "0", "QUOTA_USER_TOKENS_PER_DAY": "0"})}
		if withModel {
			deps.LLM = newLLM(t, ai.URL)
		}
		h := NewServer(deps)
		for _, rt := range routeTable(nil, deps) {
			t.Run(fmt.Sprintf("model=%v %s", withModel, rt.pattern), func(t *testing.T) {
				// Every whole-body case always; of the field-by-field cases
				// a seeded sample (make test-long sends them all).
				pick := func(fieldCases []string) []string { return sweep.Sample(t, fieldCases, fieldCasesPerRoute) }
				sendBadInput(t, h, rt.pattern, deps.Config.MaxBodyBytes, pick)
			})
		}
		if w := serve(h, httptest.NewRequest("GET", "/api/healthz", nil)); w.Code != 200 {
			t.Fatalf("the server is not healthy after the bad input: %d", w.Code)
		}
	}
}

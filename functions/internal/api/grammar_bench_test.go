package api

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime/debug"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/config"
	"github.com/lorewright/lorewright/functions/internal/gctune"
	"github.com/lorewright/lorewright/functions/internal/loadtext"
	"github.com/lorewright/lorewright/functions/internal/logging"
)

// BenchmarkGrammarCheckHandler1000Words measures one request of
// cmd/loadbench's grammar load: the 1,000-word check POSTed to the real
// handler (api.Build, quotas raised as loadbench raises them, the collector as the server sets it),
// from decoding the body to the encoded answer.
func BenchmarkGrammarCheckHandler1000Words(b *testing.B) {
	cfg, err := config.Load(func(k string) string {
		return map[string]string{
			"QUOTA_USER_PER_MINUTE": "100000", "QUOTA_USER_PER_DAY": "10000000",
			"QUOTA_GUEST_PER_MINUTE": "100000", "QUOTA_GUEST_PER_DAY": "10000000",
			"OPEN5E_BASE_URL": "off", "FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:9099",
		}[k]
	})
	if err != nil {
		b.Fatal(err)
	}
	percent, limit := debug.SetGCPercent(100), debug.SetMemoryLimit(-1)
	debug.SetGCPercent(percent)
	b.Cleanup(func() {
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(limit)
	})
	gctune.Apply(os.Getenv)
	h, err := Build(context.Background(), logging.New(io.Discard), cfg, "bench")
	if err != nil {
		b.Fatal(err)
	}
	body, err := json.Marshal(map[string]string{"text": loadtext.GMProse(1000)})
	if err != nil {
		b.Fatal(err)
	}
	post := func() *httptest.ResponseRecorder {
		r := httptest.NewRequest("POST", "/api/grammar/check", bytes.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	if w := post(); w.Code != http.StatusOK { // also warms the caches, as a server under load has them
		b.Fatalf("status %d: %s", w.Code, w.Body.String())
	}
	b.ReportAllocs()
	for b.Loop() {
		post()
	}
}

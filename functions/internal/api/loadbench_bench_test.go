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

	"github.com/lorewright/lorewright/functions/internal/benchcpu"
	"github.com/lorewright/lorewright/functions/internal/config"
	"github.com/lorewright/lorewright/functions/internal/gctune"
	"github.com/lorewright/lorewright/functions/internal/loadtext"
	"github.com/lorewright/lorewright/functions/internal/logging"
)

// benchLoadbenchPost measures one of cmd/loadbench's 1,000-word POSTs to
// path through loadbenchHandler, after one request that warms the caches
// as a server under load has them; it reports CPU time per op too.
func benchLoadbenchPost(b *testing.B, path string) {
	h := loadbenchHandler(b)
	body, err := json.Marshal(map[string]string{"text": loadtext.GMProse(1000)})
	if err != nil {
		b.Fatal(err)
	}
	post := func() {
		req := httptest.NewRequest("POST", path, bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			b.Fatalf("status %d: %s", rec.Code, rec.Body)
		}
	}
	post()
	b.SetBytes(int64(len(body)))
	b.ReportAllocs()
	cpu := benchcpu.Start()
	for b.Loop() {
		post()
	}
	benchcpu.Report(b, cpu)
}

// loadbenchHandler is api.Build's handler configured as cmd/loadbench's
// startServer configures it: no model, no network, quotas out of the way,
// the collector tuned (gctune) until the benchmark ends.
func loadbenchHandler(tb testing.TB) http.Handler {
	tb.Helper()
	env := map[string]string{
		"QUOTA_USER_PER_MINUTE": "100000", "QUOTA_USER_PER_DAY": "10000000",
		"QUOTA_GUEST_PER_MINUTE": "100000", "QUOTA_GUEST_PER_DAY": "10000000",
		"OPEN5E_BASE_URL":             "off",
		"FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:9099",
	}
	cfg, err := config.Load(func(k string) string { return env[k] })
	if err != nil {
		tb.Fatal(err)
	}
	h, err := Build(context.Background(), logging.New(io.Discard), cfg, "bench")
	if err != nil {
		tb.Fatal(err)
	}
	// The collector as loadbench (and the server) sets it: how often it runs
	// depends on how much a request allocates.
	percent, limit := debug.SetGCPercent(-1), debug.SetMemoryLimit(-1)
	debug.SetGCPercent(percent)
	tb.Cleanup(func() {
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(limit)
	})
	gctune.Apply(os.Getenv)
	return h
}

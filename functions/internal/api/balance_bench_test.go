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
	"time"

	"github.com/lorewright/lorewright/functions/internal/config"
	"github.com/lorewright/lorewright/functions/internal/gctune"
	"github.com/lorewright/lorewright/functions/internal/loadtext"
	"github.com/lorewright/lorewright/functions/internal/logging"
)

// BenchmarkBalanceAnalyzeHandler1000Words is one request of the sustained
// load test (cmd/loadbench -endpoint balance): the real handler, built by
// Build as loadbench's in-process server is (quotas raised, request logs
// discarded), a 1,000-word campaign posted through the whole middleware
// chain, decoding to encoding.
func BenchmarkBalanceAnalyzeHandler1000Words(b *testing.B) {
	h := loadbenchHandler(b)
	body, err := json.Marshal(map[string]string{"text": loadtext.GMProse(1000)})
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(body)))
	b.ReportAllocs()
	cpu := processCPU()
	for b.Loop() {
		req := httptest.NewRequest("POST", "/api/balance/analyze", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			b.Fatalf("status %d: %s", rec.Code, rec.Body)
		}
	}
	reportCPU(b, cpu)
}

// reportCPU reports the process's CPU time per op since start (processCPU),
// where it is measured.
func reportCPU(b *testing.B, start time.Duration) {
	if now := processCPU(); start > 0 && now > start {
		b.ReportMetric(float64(now-start)/float64(b.N), "cpu-ns/op")
	}
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

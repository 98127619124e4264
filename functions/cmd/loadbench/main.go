// Command loadbench loads the real API on loopback and prints latency
// percentiles and throughput. Two modes:
//
//   - closed loop (default): -concurrency requests in flight for GET
//     /api/healthz and POST /api/content/generate (fallback content, no
//     model), each scenario bounded by a request count and a duration;
//
//   - sustained (-rate N): N requests a second, sent on schedule whatever
//     the answers' pace (latency counts from when a request was due, so a
//     server that falls behind shows it), for -duration, against every
//     endpoint that does not call a model; fails when p99 exceeds -p99 or
//     the rate was not held.
//
//     go run ./functions/cmd/loadbench                  # starts the server in-process
//     go run ./functions/cmd/loadbench -rate 1000 -duration 30s
//     go run ./functions/cmd/loadbench -rate 1000 -duration 30s -endpoint grammar
//     go run ./functions/cmd/loadbench -url http://127.0.0.1:8182
//
// Against -url, the server's quotas must allow the load (QUOTA_* variables);
// in-process, loadbench raises them itself.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/lorewright/lorewright/functions/internal/api"
	"github.com/lorewright/lorewright/functions/internal/config"
	"github.com/lorewright/lorewright/functions/internal/gctune"
	"github.com/lorewright/lorewright/functions/internal/loadtext"
	"github.com/lorewright/lorewright/functions/internal/logging"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "loadbench:", err)
		os.Exit(1)
	}
}

type scenario struct {
	name   string
	method string
	path   string
	body   []byte
}

var scenarios = []scenario{
	{name: "GET /api/healthz", method: "GET", path: "/api/healthz"},
	{name: "POST /api/content/generate (fallback)", method: "POST", path: "/api/content/generate",
		body: []byte(`{"prompt":"a haunted lighthouse on a storm coast","type":"introduction","tone":"dark","length":"short"}`)},
}

// sustainedScenarios are the endpoints that never call a model.
var sustainedScenarios = []scenario{
	{name: "GET /api/healthz", method: "GET", path: "/api/healthz"},
	{name: "GET /api/status", method: "GET", path: "/api/status"},
	{name: "POST /api/grammar/check (1,000 words)", method: "POST", path: "/api/grammar/check", body: jsonText(loadtext.GMProse(1000))},
	{name: "GET /api/monsters?name=dragon", method: "GET", path: "/api/monsters?name=dragon"},
	{name: "POST /api/balance/analyze (1,000 words)", method: "POST", path: "/api/balance/analyze", body: jsonText(loadtext.GMProse(1000))},
}

func jsonText(text string) []byte {
	b, _ := json.Marshal(map[string]string{"text": text})
	return b
}

// maxErrorRate fails the run: figures from mostly-failed requests mislead.
const maxErrorRate = 0.01

func run(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	fs := flag.NewFlagSet("loadbench", flag.ContinueOnError)
	baseURL := fs.String("url", "", "server to load; empty starts the real server in-process on loopback")
	duration := fs.Duration("duration", 5*time.Second, "longest time per scenario")
	maxRequests := fs.Int("requests", 50000, "most requests per scenario")
	concurrency := fs.Int("concurrency", 8, "requests in flight")
	rate := fs.Int("rate", 0, "sustained mode: requests per second (0: closed loop)")
	p99Budget := fs.Duration("p99", 20*time.Millisecond, "sustained mode: the p99 latency budget")
	only := fs.String("endpoint", "", "sustained mode: load only the endpoints whose name contains this (e.g. grammar)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	chosen := sustainedScenarios
	if *only != "" {
		chosen = nil
		for _, sc := range sustainedScenarios {
			if strings.Contains(sc.name, *only) {
				chosen = append(chosen, sc)
			}
		}
		if len(chosen) == 0 {
			return fmt.Errorf("no sustained endpoint's name contains %q", *only)
		}
	}
	if *baseURL == "" {
		url, shutdown, err := startServer(ctx, getenv)
		if err != nil {
			return err
		}
		defer shutdown()
		*baseURL = url
	}
	if *rate > 0 {
		return runSustained(ctx, chosen, *baseURL, *rate, *duration, *p99Budget, stdout)
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *concurrency, MaxConnsPerHost: *concurrency}, Timeout: 30 * time.Second}
	fmt.Fprintf(stdout, "API load on loopback (%s), %d in flight, at most %d requests or %s per scenario\n\n", *baseURL, *concurrency, *maxRequests, *duration)
	fmt.Fprintf(stdout, "| %-40s | %8s | %6s | %9s | %8s | %8s | %8s |\n", "scenario", "requests", "errors", "req/s", "p50", "p99", "max")
	fmt.Fprintf(stdout, "|%s|%s|%s|%s|%s|%s|%s|\n", dashes(42), dashes(10), dashes(8), dashes(11), dashes(10), dashes(10), dashes(10))
	var failed []string
	for _, sc := range scenarios {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		r := load(ctx, client, *baseURL, sc, *duration, *maxRequests, *concurrency)
		fmt.Fprintf(stdout, "| %-40s | %8d | %6d | %9.0f | %8s | %8s | %8s |\n", sc.name, r.count, r.errors, r.rps(),
			ms(r.percentile(50)), ms(r.percentile(99)), ms(r.percentile(100)))
		if r.count == 0 || float64(r.errors) > maxErrorRate*float64(r.count) {
			failed = append(failed, fmt.Sprintf("%s: %d of %d requests failed (first: %s)", sc.name, r.errors, r.count, r.firstError))
		}
	}
	if len(failed) > 0 {
		return fmt.Errorf("too many errors:\n  %s", joinLines(failed))
	}
	return nil
}

// runSustained holds rate requests a second on each sustained scenario.
func runSustained(ctx context.Context, chosen []scenario, baseURL string, rate int, duration, p99Budget time.Duration, stdout io.Writer) error {
	const maxInFlight = 256
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: maxInFlight}, Timeout: 30 * time.Second}
	fmt.Fprintf(stdout, "Sustained API load on loopback (%s): %d requests a second for %s per endpoint, p99 budget %s\n\n", baseURL, rate, duration, p99Budget)
	fmt.Fprintf(stdout, "| %-42s | %8s | %6s | %9s | %8s | %8s | %8s | %s |\n", "endpoint", "requests", "errors", "req/s", "p50", "p99", "max", "verdict")
	fmt.Fprintf(stdout, "|%s|%s|%s|%s|%s|%s|%s|%s|\n", dashes(44), dashes(10), dashes(8), dashes(11), dashes(10), dashes(10), dashes(10), dashes(9))
	var failed []string
	for _, sc := range chosen {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		r := sustain(ctx, client, baseURL, sc, rate, duration, maxInFlight)
		verdict := "ok"
		switch {
		case r.count == 0 || float64(r.errors) > maxErrorRate*float64(r.count):
			verdict = "errors"
			failed = append(failed, fmt.Sprintf("%s: %d of %d requests failed (first: %s)", sc.name, r.errors, r.count, r.firstError))
		case r.percentile(99) > p99Budget:
			verdict = "slow"
			failed = append(failed, fmt.Sprintf("%s: p99 %s over %s", sc.name, ms(r.percentile(99)), p99Budget))
		case r.rps() < 0.95*float64(rate):
			verdict = "behind"
			failed = append(failed, fmt.Sprintf("%s: %.0f req/s, not %d", sc.name, r.rps(), rate))
		}
		fmt.Fprintf(stdout, "| %-42s | %8d | %6d | %9.0f | %8s | %8s | %8s | %-7s |\n", sc.name, r.count, r.errors, r.rps(),
			ms(r.percentile(50)), ms(r.percentile(99)), ms(r.percentile(100)), verdict)
	}
	if len(failed) > 0 {
		return fmt.Errorf("sustained load not held:\n  %s", joinLines(failed))
	}
	return nil
}

// sustain sends rate requests a second for duration, each when it is due,
// with at most maxInFlight outstanding (more counts as falling behind).
func sustain(ctx context.Context, client *http.Client, baseURL string, sc scenario, rate int, duration time.Duration, maxInFlight int) result {
	interval := time.Second / time.Duration(rate)
	total := int(duration / interval)
	slots := make(chan struct{}, maxInFlight)
	var mu sync.Mutex
	var res result
	var wg sync.WaitGroup
	start := time.Now()
	for i := 0; i < total && ctx.Err() == nil; i++ {
		due := start.Add(time.Duration(i) * interval)
		if wait := time.Until(due); wait > 0 {
			time.Sleep(wait)
		}
		slots <- struct{}{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := once(ctx, client, baseURL, sc)
			took := time.Since(due)
			<-slots
			mu.Lock()
			defer mu.Unlock()
			res.latencies = append(res.latencies, took)
			if err != nil {
				res.errors++
				if res.firstError == "" {
					res.firstError = err.Error()
				}
			}
		}()
	}
	// The rate is what the generator sent: the last request went out at
	// (total-1) intervals. How long the tail took to answer is latency,
	// which p99 and max report (each timed from when it was due).
	sent := time.Since(start) + interval
	wg.Wait()
	res.elapsed = sent
	res.count = len(res.latencies)
	slices.Sort(res.latencies)
	return res
}

// startServer runs the real API (api.Build) on a loopback port with quotas
// high enough for the load.
func startServer(ctx context.Context, getenv func(string) string) (string, func(), error) {
	overrides := map[string]string{
		"QUOTA_USER_PER_MINUTE": "100000", "QUOTA_USER_PER_DAY": "10000000",
		"QUOTA_GUEST_PER_MINUTE": "100000", "QUOTA_GUEST_PER_DAY": "10000000",
		"OPEN5E_BASE_URL": "off", // the built-in catalogue: no traffic leaves the machine
		"OPENAI_API_KEY":  "",    // fallback content: measure the API, not a model
	}
	if getenv("FIREBASE_AUTH_EMULATOR_HOST") == "" {
		// The verifier needs an identity service configured; guests never reach it.
		overrides["FIREBASE_AUTH_EMULATOR_HOST"] = "127.0.0.1:9099"
	}
	cfg, err := config.Load(func(k string) string {
		if v, ok := overrides[k]; ok {
			return v
		}
		return getenv(k)
	})
	if err != nil {
		return "", nil, err
	}
	gctune.Apply(getenv) // the collector as the server and the Cloud Function set it
	// Request logs would measure the terminal; keep only errors.
	handler, err := api.Build(ctx, logging.New(io.Discard), cfg, "loadbench")
	if err != nil {
		return "", nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	srv := &http.Server{Handler: handler, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	return "http://" + ln.Addr().String(), func() {
		shutdownCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdownCtx)
	}, nil
}

type result struct {
	latencies  []time.Duration
	count      int
	errors     int
	firstError string
	elapsed    time.Duration
}

func (r result) rps() float64 {
	if r.elapsed <= 0 {
		return 0
	}
	return float64(r.count) / r.elapsed.Seconds()
}

func (r result) percentile(p float64) time.Duration {
	if len(r.latencies) == 0 {
		return 0
	}
	i := int(float64(len(r.latencies)-1) * p / 100)
	return r.latencies[i]
}

func load(ctx context.Context, client *http.Client, baseURL string, sc scenario, duration time.Duration, maxRequests, concurrency int) result {
	ctx, cancel := context.WithTimeout(ctx, duration)
	defer cancel()
	var issued atomic.Int64
	var mu sync.Mutex
	var res result
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < concurrency; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			local := make([]time.Duration, 0, maxRequests/concurrency+1)
			errs, first := 0, ""
			for ctx.Err() == nil && issued.Add(1) <= int64(maxRequests) {
				t0 := time.Now()
				err := once(ctx, client, baseURL, sc)
				if errors.Is(err, context.DeadlineExceeded) || (err != nil && ctx.Err() != nil) {
					break // the scenario's time ran out mid-request: not a server error
				}
				local = append(local, time.Since(t0))
				if err != nil {
					errs++
					if first == "" {
						first = err.Error()
					}
				}
			}
			mu.Lock()
			res.latencies = append(res.latencies, local...)
			res.errors += errs
			if res.firstError == "" {
				res.firstError = first
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	res.elapsed = time.Since(start)
	res.count = len(res.latencies)
	slices.Sort(res.latencies)
	return res
}

func once(ctx context.Context, client *http.Client, baseURL string, sc scenario) error {
	var body io.Reader
	if sc.body != nil {
		body = bytes.NewReader(sc.body)
	}
	req, err := http.NewRequestWithContext(ctx, sc.method, baseURL+sc.path, body)
	if err != nil {
		return err
	}
	if sc.body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if _, err := io.Copy(io.Discard, resp.Body); err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		return errors.New("HTTP " + strconv.Itoa(resp.StatusCode))
	}
	return nil
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2fms", float64(d)/float64(time.Millisecond)) }

func dashes(n int) string { return string(bytes.Repeat([]byte("-"), n)) }

func joinLines(lines []string) string {
	out := ""
	for i, l := range lines {
		if i > 0 {
			out += "\n  "
		}
		out += l
	}
	return out
}

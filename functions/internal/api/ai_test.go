package api

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/lorewright/lorewright/functions/internal/content"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/quota"
)

// fakeOpenAI answers chat completions; stream requests get the pieces as
// SSE chunks, others one completion. Each reply reports 18 tokens.
func fakeOpenAI(t *testing.T, pieces ...string) (*httptest.Server, *atomic.Int32) {
	t.Helper()
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		var body struct {
			Stream bool `json:"stream"`
		}
		_ = json.NewDecoder(r.Body).Decode(&body)
		if !body.Stream {
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprintf(w, `{"model":"fake-model","choices":[{"index":0,"message":{"role":"assistant","content":%q}}],"usage":{"prompt_tokens":10,"completion_tokens":8,"total_tokens":18}}`, strings.Join(pieces, ""))
			return
		}
		w.Header().Set("Content-Type", "text/event-stream")
		for _, p := range pieces {
			fmt.Fprintf(w, "data: {\"model\":\"fake-model\",\"choices\":[{\"index\":0,\"delta\":{\"content\":%q}}]}\n\n", p)
			w.(http.Flusher).Flush()
		}
		fmt.Fprint(w, "data: {\"choices\":[],\"usage\":{\"prompt_tokens\":10,\"completion_tokens\":8,\"total_tokens\":18}}\n\ndata: [DONE]\n\n")
	}))
	t.Cleanup(srv.Close)
	return srv, &calls
}

func newLLM(t *testing.T, baseURL string) *llm.Client {
	t.Helper()
	c, err := llm.NewClient(llm.Options{APIKey: "sk-test", BaseURL: baseURL, Model: "fake-model", Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

const generateBody = `{"prompt":"a haunted lighthouse","type":"introduction","tone":"dark","length":"short"}`

func TestContentGenerateFallback(t *testing.T) {
	h := NewServer(Deps{Config: testConfig(t, nil)})
	for _, typ := range []string{"paragraph", "outline", "bullet_points", "introduction", "conclusion"} {
		t.Run(typ, func(t *testing.T) {
			w := serve(h, jsonRequest("POST", "/api/content/generate", `{"prompt":"the drowned king","type":"`+typ+`"}`))
			var resp content.GenerateResponse
			if w.Code != 200 || json.Unmarshal(w.Body.Bytes(), &resp) != nil {
				t.Fatalf("status %d body %s", w.Code, w.Body.String())
			}
			if resp.Source != llm.SourceFallback || string(resp.Type) != typ || !strings.Contains(resp.Content, "the drowned king") {
				t.Errorf("response %+v", resp)
			}
		})
	}
}

func TestContentGenerateWithTheModel(t *testing.T) {
	ai, calls := fakeOpenAI(t, "The lamp ", "burns blue.")
	h := NewServer(Deps{Config: testConfig(t, nil), LLM: newLLM(t, ai.URL)})
	w := serve(h, jsonRequest("POST", "/api/content/generate", generateBody))
	var resp content.GenerateResponse
	if w.Code != 200 || json.Unmarshal(w.Body.Bytes(), &resp) != nil {
		t.Fatalf("status %d body %s", w.Code, w.Body.String())
	}
	if resp.Source != llm.SourceAI || resp.Content != "The lamp burns blue." || calls.Load() != 1 {
		t.Errorf("response %+v after %d calls", resp, calls.Load())
	}
}

type sseEvent struct{ name, data string }

func readEvents(t *testing.T, body *bufio.Reader) []sseEvent {
	t.Helper()
	var events []sseEvent
	var cur sseEvent
	for {
		line, err := body.ReadString('\n')
		line = strings.TrimRight(line, "\n")
		switch {
		case strings.HasPrefix(line, "event: "):
			cur.name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			cur.data = strings.TrimPrefix(line, "data: ")
		case line == "" && cur.name != "":
			events = append(events, cur)
			cur = sseEvent{}
		}
		if err != nil {
			return events
		}
	}
}

func postStream(t *testing.T, ctx context.Context, url, body string) *http.Response {
	t.Helper()
	req, _ := http.NewRequestWithContext(ctx, "POST", url+"/api/content/generate", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("status %d, Content-Type %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	return resp
}

func TestContentGenerateStreams(t *testing.T) {
	ai, _ := fakeOpenAI(t, "The lamp ", "burns ", "blue.")
	srv := httptest.NewServer(NewServer(Deps{Config: testConfig(t, nil), LLM: newLLM(t, ai.URL)}))
	defer srv.Close()
	resp := postStream(t, context.Background(), srv.URL, generateBody)
	defer resp.Body.Close()
	events := readEvents(t, bufio.NewReader(resp.Body))
	var deltas []string
	for _, e := range events[:len(events)-1] {
		var d StreamDelta
		if e.name != EventDelta || json.Unmarshal([]byte(e.data), &d) != nil {
			t.Fatalf("unexpected event %+v", e)
		}
		deltas = append(deltas, d.Text)
	}
	if strings.Join(deltas, "|") != "The lamp |burns |blue." {
		t.Errorf("deltas %q", deltas)
	}
	last := events[len(events)-1]
	var result content.GenerateResponse
	if last.name != EventResult || json.Unmarshal([]byte(last.data), &result) != nil || result.Content != "The lamp burns blue." || result.Source != llm.SourceAI {
		t.Errorf("final event %+v", last)
	}
}

func TestContentGenerateStreamsTheFallback(t *testing.T) {
	srv := httptest.NewServer(NewServer(Deps{Config: testConfig(t, nil)}))
	defer srv.Close()
	resp := postStream(t, context.Background(), srv.URL, generateBody)
	defer resp.Body.Close()
	events := readEvents(t, bufio.NewReader(resp.Body))
	if len(events) != 2 || events[0].name != EventDelta || events[1].name != EventResult || !strings.Contains(events[1].data, `"source":"fallback"`) {
		t.Fatalf("events %+v", events)
	}
}

func TestStreamStopsUpstreamWhenTheBrowserLeaves(t *testing.T) {
	upstreamGone := make(chan struct{})
	ai := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer close(upstreamGone)
		w.Header().Set("Content-Type", "text/event-stream")
		for i := 0; ; i++ {
			fmt.Fprintf(w, "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"word%d \"}}]}\n\n", i)
			w.(http.Flusher).Flush()
			select {
			case <-r.Context().Done():
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}))
	defer ai.Close()
	srv := httptest.NewServer(NewServer(Deps{Config: testConfig(t, nil), LLM: newLLM(t, ai.URL)}))
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	resp := postStream(t, ctx, srv.URL, generateBody)
	line, err := bufio.NewReader(resp.Body).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "event: delta") {
		t.Fatalf("first line %q, %v", line, err)
	}
	cancel() // the browser goes away
	resp.Body.Close()
	select {
	case <-upstreamGone:
	case <-time.After(5 * time.Second):
		t.Fatal("the model call kept running 5 s after the browser left")
	}
}

func TestQuota(t *testing.T) {
	now := time.Date(2026, 3, 14, 10, 30, 20, 0, time.UTC)
	cfg := testConfig(t, map[string]string{"QUOTA_GUEST_PER_MINUTE": "2", "QUOTA_USER_PER_MINUTE": "3"})
	limiter := quota.NewLimiter(nil, quota.NewMemoryStore(), cfg.Quota, func() time.Time { return now })
	ai, _ := fakeOpenAI(t, "Some text.")
	h := NewServer(Deps{Config: cfg, Limiter: limiter, Verifier: testUsers, LLM: newLLM(t, ai.URL)})
	send := func(token string) *httptest.ResponseRecorder {
		r := jsonRequest("POST", "/api/content/generate", generateBody)
		if token != "" {
			r.Header.Set("Authorization", "Bearer "+token)
		}
		return serve(h, r)
	}
	for i := 1; i <= 2; i++ {
		if w := send(""); w.Code != 200 {
			t.Fatalf("guest request %d: %d", i, w.Code)
		}
	}
	w := send("")
	if w.Code != 429 {
		t.Fatalf("3rd guest request: %d %s", w.Code, w.Body.String())
	}
	e := envelopeOf(t, w)
	if w.Header().Get("Retry-After") != "40" || e.Code != "rate_limited" ||
		e.Message != "You have used all 2 AI requests allowed per minute. Please try again in 40 seconds. Signing in gives you a higher limit." {
		t.Errorf("Retry-After %q, envelope %+v", w.Header().Get("Retry-After"), e)
	}
	// The signed-in user at the same address has their own, larger allowance.
	for i := 1; i <= 3; i++ {
		if w := send("good-token"); w.Code != 200 {
			t.Fatalf("user request %d: %d", i, w.Code)
		}
	}
	if w := send("good-token"); w.Code != 429 || strings.Contains(envelopeOf(t, w).Message, "Signing in") {
		t.Errorf("4th user request: %d %s", w.Code, w.Body.String())
	}
	// Status is not metered.
	if w := serve(h, httptest.NewRequest("GET", "/api/status", nil)); w.Code != 200 {
		t.Errorf("status after the limit: %d", w.Code)
	}
}

func TestModelTokensCountAgainstTheQuota(t *testing.T) {
	ai, _ := fakeOpenAI(t, "Some text.")
	cfg := testConfig(t, map[string]string{"QUOTA_GUEST_TOKENS_PER_DAY": "30"})
	h := NewServer(Deps{Config: cfg, LLM: newLLM(t, ai.URL)})
	// 18 tokens per call: the first two pass (0, then 18 used), the third
	// finds 36 of 30 used.
	for i := 1; i <= 2; i++ {
		if w := serve(h, jsonRequest("POST", "/api/content/generate", generateBody)); w.Code != 200 {
			t.Fatalf("request %d: %d %s", i, w.Code, w.Body.String())
		}
	}
	w := serve(h, jsonRequest("POST", "/api/content/generate", generateBody))
	if w.Code != 429 || !strings.Contains(envelopeOf(t, w).Message, "today's AI allowance") {
		t.Fatalf("third request: %d %s", w.Code, w.Body.String())
	}
}

// brokenStore fails every call, as Firestore would in an outage.
type brokenStore struct{}

func (brokenStore) Take(context.Context, string, time.Time, quota.Limits) (quota.Usage, error) {
	return quota.Usage{}, errors.New("firestore: unavailable")
}

func (brokenStore) AddTokens(context.Context, string, time.Time, int) error {
	return errors.New("firestore: unavailable")
}

func TestBrokenQuotaStoreFailsOpenAndSaysSo(t *testing.T) {
	var logs strings.Builder
	logger := newTestLogger(&logs)
	cfg := testConfig(t, nil)
	ai, _ := fakeOpenAI(t, "Some text.")
	h := NewServer(Deps{Logger: logger, Config: cfg, LLM: newLLM(t, ai.URL), Limiter: quota.NewLimiter(logger, brokenStore{}, cfg.Quota, nil)})
	if w := serve(h, jsonRequest("POST", "/api/content/generate", generateBody)); w.Code != 200 {
		t.Fatalf("status %d %s", w.Code, w.Body.String())
	}
	if !strings.Contains(logs.String(), "quota check failed") || !strings.Contains(logs.String(), `"severity":"ERROR"`) {
		t.Errorf("the outage was not logged as an error:\n%s", logs.String())
	}
}

func TestIdentity(t *testing.T) {
	h := NewServer(Deps{Config: testConfig(t, nil), Verifier: testUsers})
	tests := []struct {
		name, header string
		status       int
		code         string
		guest        bool
	}{
		{"no token is a guest", "", 200, "", true},
		{"valid token is a user", "Bearer good-token", 200, "", false},
		{"unknown token", "Bearer forged", 401, "unauthenticated", false},
		{"wrong scheme", "Token good-token", 401, "unauthenticated", false},
		{"identity service down", "Bearer broken-service", 503, "unavailable", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/api/status", nil)
			if tt.header != "" {
				r.Header.Set("Authorization", tt.header)
			}
			w := serve(h, r)
			if w.Code != tt.status {
				t.Fatalf("status %d body %s", w.Code, w.Body.String())
			}
			if tt.code != "" {
				if e := envelopeOf(t, w); e.Code != tt.code {
					t.Errorf("code %q", e.Code)
				}
				if tt.status == 401 && !strings.HasPrefix(w.Header().Get("WWW-Authenticate"), "Bearer") {
					t.Errorf("401 without WWW-Authenticate")
				}
				return
			}
			var s StatusResponse
			if err := json.Unmarshal(w.Body.Bytes(), &s); err != nil || s.Caller.Guest != tt.guest {
				t.Errorf("status body %s", w.Body.String())
			}
		})
	}
}

func TestStatus(t *testing.T) {
	cfg := testConfig(t, map[string]string{"FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:9099"})
	w := serve(NewServer(Deps{Config: cfg, Verifier: testUsers}), httptest.NewRequest("GET", "/api/status", nil))
	var s StatusResponse
	if err := json.Unmarshal(w.Body.Bytes(), &s); err != nil {
		t.Fatal(err)
	}
	want := StatusResponse{AIConfigured: false, Model: "", Mode: "local", Caller: CallerStatus{Guest: true, Limits: cfg.Quota.Main.Guest, BackgroundLimits: cfg.Quota.Background.Guest}}
	if s != want {
		t.Errorf("status = %+v, want %+v", s, want)
	}
	ai, _ := fakeOpenAI(t, "x")
	r := httptest.NewRequest("GET", "/api/status", nil)
	r.Header.Set("Authorization", "Bearer good-token")
	w = serve(NewServer(Deps{Config: testConfig(t, nil), Verifier: testUsers, LLM: newLLM(t, ai.URL)}), r)
	s = StatusResponse{}
	_ = json.Unmarshal(w.Body.Bytes(), &s)
	if !s.AIConfigured || s.Model != "fake-model" || s.Mode != "production" || s.Caller.Guest || s.Caller.Limits.PerMinute != cfg.Quota.Main.User.PerMinute {
		t.Errorf("signed-in status with AI = %+v", s)
	}
}

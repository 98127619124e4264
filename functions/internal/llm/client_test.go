package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// fakeAI is an OpenAI-compatible server whose answer to the n-th request
// (1-based) is chosen by the test.
type fakeAI struct {
	*httptest.Server
	calls  atomic.Int32
	mu     sync.Mutex
	bodies []map[string]any
}

func newFakeAI(t *testing.T, answer func(w http.ResponseWriter, r *http.Request, n int)) *fakeAI {
	t.Helper()
	f := &fakeAI{}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := int(f.calls.Add(1))
		var body map[string]any
		_ = json.NewDecoder(r.Body).Decode(&body)
		f.mu.Lock()
		f.bodies = append(f.bodies, body)
		f.mu.Unlock()
		if r.URL.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer sk-test" {
			http.Error(w, "wrong path or key", http.StatusTeapot)
			return
		}
		answer(w, r, n)
	}))
	t.Cleanup(f.Close)
	return f
}

func completion(text string) string {
	b, _ := json.Marshal(map[string]any{
		"id": "c1", "object": "chat.completion", "model": "fake-model",
		"choices": []any{map[string]any{"index": 0, "message": map[string]any{"role": "assistant", "content": text}, "finish_reason": "stop"}},
		"usage":   map[string]any{"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18},
	})
	return string(b)
}

func writeCompletion(w http.ResponseWriter, text string) {
	w.Header().Set("Content-Type", "application/json")
	_, _ = fmt.Fprint(w, completion(text))
}

func writeAPIError(w http.ResponseWriter, status int) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = fmt.Fprintf(w, `{"error":{"message":"status %d","type":"test"}}`, status)
}

// recordedSleeps stands in for time.Sleep: it records each wait and returns
// at once, so the tests prove the waits without spending them.
type recordedSleeps struct {
	mu    sync.Mutex
	waits []time.Duration
}

func (s *recordedSleeps) sleep(ctx context.Context, d time.Duration) error {
	s.mu.Lock()
	s.waits = append(s.waits, d)
	s.mu.Unlock()
	return ctx.Err()
}

func (s *recordedSleeps) all() []time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]time.Duration(nil), s.waits...)
}

func newTestClient(t *testing.T, baseURL string, sleeps *recordedSleeps, timeout time.Duration) *Client {
	t.Helper()
	c, err := NewClient(Options{
		APIKey: "sk-test", BaseURL: baseURL + "/v1", Model: "fake-model", Timeout: timeout,
		Sleep: sleeps.sleep, Jitter: func() float64 { return 0 },
	})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

var testRequest = Request{Use: UseContentMedium, System: "system text", User: "user text"}

func TestCompleteSuccessSendsTheSpecSettings(t *testing.T) {
	ai := newFakeAI(t, func(w http.ResponseWriter, r *http.Request, n int) { writeCompletion(w, "Hello, adventurer.") })
	sleeps := &recordedSleeps{}
	ctx, meter := WithMeter(context.Background())
	res, err := newTestClient(t, ai.URL, sleeps, time.Second).Complete(ctx, testRequest)
	if err != nil {
		t.Fatal(err)
	}
	if res.Text != "Hello, adventurer." || res.Attempts != 1 || res.Usage.TotalTokens != 18 {
		t.Errorf("result = %+v", res)
	}
	if got := meter.Usage(); got != (Usage{11, 7, 18}) {
		t.Errorf("meter = %+v, want the call's usage", got)
	}
	body := ai.bodies[0]
	if body["model"] != "fake-model" || body["temperature"] != 0.8 || body["max_tokens"] != 500.0 {
		t.Errorf("request settings = model %v temperature %v max_tokens %v", body["model"], body["temperature"], body["max_tokens"])
	}
	msgs, _ := body["messages"].([]any)
	if len(msgs) != 2 || msgs[0].(map[string]any)["role"] != "system" || msgs[1].(map[string]any)["content"] != "user text" {
		t.Errorf("messages = %v", msgs)
	}
	if len(sleeps.all()) != 0 {
		t.Errorf("slept %v on success", sleeps.all())
	}
}

func TestRetries(t *testing.T) {
	tests := []struct {
		name      string
		answer    func(w http.ResponseWriter, r *http.Request, n int)
		wantCalls int
		wantErr   error // nil: success
		wantWaits []time.Duration
	}{
		{
			name: "429 with Retry-After is retried after the server's wait",
			answer: func(w http.ResponseWriter, r *http.Request, n int) {
				if n == 1 {
					w.Header().Set("Retry-After", "3")
					writeAPIError(w, 429)
					return
				}
				writeCompletion(w, "ok")
			},
			wantCalls: 2, wantWaits: []time.Duration{3 * time.Second},
		},
		{
			name: "Retry-After of a minute or more is ignored for the backoff",
			answer: func(w http.ResponseWriter, r *http.Request, n int) {
				if n == 1 {
					w.Header().Set("Retry-After", "60")
					writeAPIError(w, 429)
					return
				}
				writeCompletion(w, "ok")
			},
			wantCalls: 2, wantWaits: []time.Duration{500 * time.Millisecond},
		},
		{
			name: "500 then success is retried after 0.5 s",
			answer: func(w http.ResponseWriter, r *http.Request, n int) {
				if n == 1 {
					writeAPIError(w, 500)
					return
				}
				writeCompletion(w, "ok")
			},
			wantCalls: 2, wantWaits: []time.Duration{500 * time.Millisecond},
		},
		{
			name:      "persistent 503 gives up after 2 retries with doubling backoff",
			answer:    func(w http.ResponseWriter, r *http.Request, n int) { writeAPIError(w, 503) },
			wantCalls: 3, wantErr: ErrServer, wantWaits: []time.Duration{500 * time.Millisecond, time.Second},
		},
		{
			name: "non-JSON 502 from a proxy is a server error and retried",
			answer: func(w http.ResponseWriter, r *http.Request, n int) {
				if n == 1 {
					http.Error(w, "<html>bad gateway</html>", 502)
					return
				}
				writeCompletion(w, "ok")
			},
			wantCalls: 2, wantWaits: []time.Duration{500 * time.Millisecond},
		},
		{
			name: "408 and 409 are retried",
			answer: func(w http.ResponseWriter, r *http.Request, n int) {
				switch n {
				case 1:
					writeAPIError(w, 408)
				case 2:
					writeAPIError(w, 409)
				default:
					writeCompletion(w, "ok")
				}
			},
			wantCalls: 3, wantWaits: []time.Duration{500 * time.Millisecond, time.Second},
		},
		{
			name:      "400 is not retried",
			answer:    func(w http.ResponseWriter, r *http.Request, n int) { writeAPIError(w, 400) },
			wantCalls: 1, wantErr: ErrBadRequest,
		},
		{
			name:      "401 is an authentication error, not retried",
			answer:    func(w http.ResponseWriter, r *http.Request, n int) { writeAPIError(w, 401) },
			wantCalls: 1, wantErr: ErrAuthentication,
		},
		{
			name:      "403 is a permission error",
			answer:    func(w http.ResponseWriter, r *http.Request, n int) { writeAPIError(w, 403) },
			wantCalls: 1, wantErr: ErrPermission,
		},
		{
			name:      "404 is not found",
			answer:    func(w http.ResponseWriter, r *http.Request, n int) { writeAPIError(w, 404) },
			wantCalls: 1, wantErr: ErrNotFound,
		},
		{
			name:      "422 is unprocessable",
			answer:    func(w http.ResponseWriter, r *http.Request, n int) { writeAPIError(w, 422) },
			wantCalls: 1, wantErr: ErrUnprocessable,
		},
		{
			name:      "persistent 429 ends as a rate-limit error",
			answer:    func(w http.ResponseWriter, r *http.Request, n int) { writeAPIError(w, 429) },
			wantCalls: 3, wantErr: ErrRateLimit, wantWaits: []time.Duration{500 * time.Millisecond, time.Second},
		},
		{
			name: "dropped connection is retried",
			answer: func(w http.ResponseWriter, r *http.Request, n int) {
				if n == 1 {
					dropConnection(w)
					return
				}
				writeCompletion(w, "ok")
			},
			wantCalls: 2, wantWaits: []time.Duration{500 * time.Millisecond},
		},
		{
			name:      "connection dropped every time is a connection error",
			answer:    func(w http.ResponseWriter, r *http.Request, n int) { dropConnection(w) },
			wantCalls: 3, wantErr: ErrConnection, wantWaits: []time.Duration{500 * time.Millisecond, time.Second},
		},
		{
			name: "unreadable 200 body is an invalid reply, not retried",
			answer: func(w http.ResponseWriter, r *http.Request, n int) {
				w.Header().Set("Content-Type", "application/json")
				_, _ = fmt.Fprint(w, `{"choices": [nonsense]}`)
			},
			wantCalls: 1, wantErr: ErrInvalidReply,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ai := newFakeAI(t, tt.answer)
			sleeps := &recordedSleeps{}
			res, err := newTestClient(t, ai.URL, sleeps, 5*time.Second).Complete(context.Background(), testRequest)
			if got := int(ai.calls.Load()); got != tt.wantCalls {
				t.Errorf("calls = %d, want %d", got, tt.wantCalls)
			}
			if tt.wantErr == nil {
				if err != nil || res.Text != "ok" || res.Attempts != tt.wantCalls {
					t.Fatalf("got %+v, %v; want ok after %d attempts", res, err, tt.wantCalls)
				}
			} else {
				var callErr *Error
				if !errors.Is(err, tt.wantErr) || !errors.As(err, &callErr) {
					t.Fatalf("err = %v, want class %v", err, tt.wantErr)
				}
				if callErr.Attempts != tt.wantCalls {
					t.Errorf("Attempts = %d, want %d", callErr.Attempts, tt.wantCalls)
				}
			}
			if got := sleeps.all(); fmt.Sprint(got) != fmt.Sprint(tt.wantWaits) {
				t.Errorf("waits = %v, want %v", got, tt.wantWaits)
			}
		})
	}
}

func dropConnection(w http.ResponseWriter) {
	conn, _, err := http.NewResponseController(w).Hijack()
	if err == nil {
		_ = conn.Close()
	}
}

func TestBackoffDoublesToEightSecondsWithJitter(t *testing.T) {
	c := &Client{jitter: func() float64 { return 0 }}
	serverErr := &Error{Class: ErrServer, Status: 500}
	var got []time.Duration
	for n := 1; n <= MaxRetries; n++ {
		d, ok := c.retryDelay(serverErr, n, &responseHint{})
		if !ok {
			t.Fatalf("attempt %d not retried", n)
		}
		got = append(got, d)
	}
	if _, ok := c.retryDelay(serverErr, MaxRetries+1, &responseHint{}); ok {
		t.Errorf("attempt %d retried; the spec allows %d retries", MaxRetries+1, MaxRetries)
	}
	if fmt.Sprint(got) != "[500ms 1s]" {
		t.Errorf("backoff = %v", got)
	}
	// The doubling is capped at 8 s.
	var curve []time.Duration
	for n := 1; n <= 6; n++ {
		curve = append(curve, backoff(n, 0))
	}
	if fmt.Sprint(curve) != "[500ms 1s 2s 4s 8s 8s]" {
		t.Errorf("backoff curve = %v", curve)
	}
	// Jitter takes off at most a quarter.
	jittered := &Client{jitter: func() float64 { return 0.999 }}
	d, _ := jittered.retryDelay(serverErr, 2, &responseHint{})
	if d < 750*time.Millisecond || d >= time.Second {
		t.Errorf("jittered second backoff = %v, want in [750ms, 1s)", d)
	}
	// Retry-After headers: seconds, milliseconds, and over a minute.
	for _, tc := range []struct {
		header, ms string
		want       time.Duration
	}{
		{"2", "", 2 * time.Second},
		{"", "1500", 1500 * time.Millisecond},
		{"61", "", 500 * time.Millisecond},
	} {
		d, ok := c.retryDelay(&Error{Class: ErrRateLimit, Status: 429}, 1, &responseHint{header: tc.header, headerMS: tc.ms})
		if !ok || d != tc.want {
			t.Errorf("Retry-After %q / ms %q: wait %v, want %v", tc.header, tc.ms, d, tc.want)
		}
	}
}

func TestDeadline(t *testing.T) {
	ai := newFakeAI(t, func(w http.ResponseWriter, r *http.Request, n int) {
		select {
		case <-time.After(5 * time.Second):
			writeCompletion(w, "too late")
		case <-r.Context().Done():
		}
	})
	start := time.Now()
	_, err := newTestClient(t, ai.URL, &recordedSleeps{}, 150*time.Millisecond).Complete(context.Background(), testRequest)
	if !errors.Is(err, ErrTimeout) {
		t.Fatalf("err = %v, want timeout", err)
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("took %v; the 150ms deadline was not enforced", took)
	}
	if n := ai.calls.Load(); n != 1 {
		t.Errorf("calls = %d; a call past its deadline must not be retried", n)
	}
}

func TestAbortWhenTheCallerGoesAway(t *testing.T) {
	started := make(chan struct{})
	ai := newFakeAI(t, func(w http.ResponseWriter, r *http.Request, n int) {
		close(started)
		<-r.Context().Done()
	})
	ctx, cancel := context.WithCancel(context.Background())
	go func() { <-started; cancel() }()
	_, err := newTestClient(t, ai.URL, &recordedSleeps{}, 5*time.Second).Complete(ctx, testRequest)
	if !errors.Is(err, ErrAbort) {
		t.Fatalf("err = %v, want abort", err)
	}
	if errors.Is(err, ErrTimeout) || errors.Is(err, ErrConnection) {
		t.Errorf("abort also matched another class: %v", err)
	}
}

// streamChunks writes an SSE completion stream, one delta per piece, then a
// usage chunk and [DONE].
func streamChunks(w http.ResponseWriter, pieces ...string) {
	w.Header().Set("Content-Type", "text/event-stream")
	flusher := w.(http.Flusher)
	for _, p := range pieces {
		b, _ := json.Marshal(map[string]any{"id": "s1", "object": "chat.completion.chunk", "model": "fake-model",
			"choices": []any{map[string]any{"index": 0, "delta": map[string]any{"content": p}}}})
		_, _ = fmt.Fprintf(w, "data: %s\n\n", b)
		flusher.Flush()
	}
	_, _ = fmt.Fprint(w, `data: {"id":"s1","object":"chat.completion.chunk","model":"fake-model","choices":[],"usage":{"prompt_tokens":20,"completion_tokens":3,"total_tokens":23}}`+"\n\n")
	_, _ = fmt.Fprint(w, "data: [DONE]\n\n")
	flusher.Flush()
}

func TestStream(t *testing.T) {
	ai := newFakeAI(t, func(w http.ResponseWriter, r *http.Request, n int) {
		if n == 1 {
			writeAPIError(w, 503) // before any text: retried
			return
		}
		streamChunks(w, "The ", "dragon ", "wakes.")
	})
	sleeps := &recordedSleeps{}
	ctx, meter := WithMeter(context.Background())
	var deltas []string
	res, err := newTestClient(t, ai.URL, sleeps, 5*time.Second).Stream(ctx, testRequest, func(s string) error {
		deltas = append(deltas, s)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(deltas, "|") != "The |dragon |wakes." || res.Text != "The dragon wakes." {
		t.Errorf("deltas %q, text %q", deltas, res.Text)
	}
	if res.Usage.TotalTokens != 23 || meter.Usage().TotalTokens != 23 || res.Attempts != 2 {
		t.Errorf("usage %+v meter %+v attempts %d", res.Usage, meter.Usage(), res.Attempts)
	}
	if ai.bodies[1]["stream"] != true {
		t.Errorf("stream flag not sent: %v", ai.bodies[1])
	}
}

func TestStreamBrokenAfterTextIsNotRetried(t *testing.T) {
	ai := newFakeAI(t, func(w http.ResponseWriter, r *http.Request, n int) {
		w.Header().Set("Content-Type", "text/event-stream")
		_, _ = fmt.Fprint(w, `data: {"choices":[{"index":0,"delta":{"content":"Once upon"}}]}`+"\n\n")
		w.(http.Flusher).Flush()
		dropConnection(w)
	})
	var got strings.Builder
	_, err := newTestClient(t, ai.URL, &recordedSleeps{}, 5*time.Second).Stream(context.Background(), testRequest, func(s string) error {
		got.WriteString(s)
		return nil
	})
	if !errors.Is(err, ErrConnection) {
		t.Fatalf("err = %v, want connection error", err)
	}
	if got.String() != "Once upon" || ai.calls.Load() != 1 {
		t.Errorf("text %q after %d calls; want one call and the partial text", got.String(), ai.calls.Load())
	}
}

func TestStreamStopsUpstreamWhenTheReceiverFails(t *testing.T) {
	upstreamDone := make(chan struct{})
	ai := newFakeAI(t, func(w http.ResponseWriter, r *http.Request, n int) {
		defer close(upstreamDone)
		w.Header().Set("Content-Type", "text/event-stream")
		for i := 0; ; i++ {
			if _, err := fmt.Fprintf(w, `data: {"choices":[{"index":0,"delta":{"content":"word%d "}}]}`+"\n\n", i); err != nil {
				return
			}
			w.(http.Flusher).Flush()
			select {
			case <-r.Context().Done():
				return
			case <-time.After(10 * time.Millisecond):
			}
		}
	})
	ctx, cancel := context.WithCancel(context.Background())
	received := 0
	_, err := newTestClient(t, ai.URL, &recordedSleeps{}, 5*time.Second).Stream(ctx, testRequest, func(string) error {
		received++
		if received == 3 {
			cancel() // the browser went away
		}
		return nil
	})
	if !errors.Is(err, ErrAbort) {
		t.Fatalf("err = %v, want abort", err)
	}
	select {
	case <-upstreamDone:
	case <-time.After(3 * time.Second):
		t.Fatal("the upstream request was still running 3 s after the caller left")
	}
}

func TestNewClientNeedsKeyAndModel(t *testing.T) {
	if _, err := NewClient(Options{Model: "m"}); err == nil {
		t.Error("no key accepted")
	}
	if _, err := NewClient(Options{APIKey: "k"}); err == nil {
		t.Error("no model accepted")
	}
}

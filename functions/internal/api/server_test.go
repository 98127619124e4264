package api

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/auth"
	"github.com/lorewright/lorewright/functions/internal/config"
)

// testConfig loads the real configuration from env (plus defaults).
func testConfig(t *testing.T, env map[string]string) config.Config {
	t.Helper()
	cfg, err := config.Load(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// fakeVerifier accepts the tokens it knows.
type fakeVerifier map[string]auth.User

func (f fakeVerifier) Verify(_ context.Context, token string) (auth.User, error) {
	if token == "broken-service" {
		return auth.User{}, auth.ErrUnavailable
	}
	if u, ok := f[token]; ok {
		return u, nil
	}
	return auth.User{}, auth.ErrInvalidToken
}

var testUsers = fakeVerifier{"good-token": {UID: "uid-1", Email: "gm@example.com"}}

func serve(h http.Handler, r *http.Request) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

// envelopeOf decodes an error response.
func envelopeOf(t *testing.T, w *httptest.ResponseRecorder) Error {
	t.Helper()
	if ct := w.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("Content-Type = %q, body %q", ct, w.Body.String())
	}
	var env struct {
		Error *Error `json:"error"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &env); err != nil || env.Error == nil {
		t.Fatalf("body %q is not an error envelope: %v", w.Body.String(), err)
	}
	return *env.Error
}

func TestHealthz(t *testing.T) {
	h := NewServer(Deps{Config: testConfig(t, nil), Version: "v-test"})
	w := serve(h, httptest.NewRequest("GET", "/api/healthz", nil))
	var body HealthzResponse
	if w.Code != 200 || json.Unmarshal(w.Body.Bytes(), &body) != nil || body.Status != "ok" || body.Version != "v-test" || body.Time == "" {
		t.Fatalf("status %d body %s", w.Code, w.Body.String())
	}
}

func TestErrorEnvelope(t *testing.T) {
	h := NewServer(Deps{Config: testConfig(t, nil)})
	tests := []struct {
		name        string
		req         *http.Request
		status      int
		code        string
		fields      []string
		wantMessage string
		allow       string
	}{
		{name: "unknown path under /api", req: httptest.NewRequest("GET", "/api/nope", nil), status: 404, code: "not_found"},
		{name: "wrong method", req: httptest.NewRequest("DELETE", "/api/healthz", nil), status: 405, code: "method_not_allowed", allow: "GET"},
		{name: "GET on a POST route", req: httptest.NewRequest("GET", "/api/content/generate", nil), status: 405, code: "method_not_allowed", allow: "POST"},
		{name: "field problems", req: jsonRequest("POST", "/api/content/generate", `{"prompt":"","type":"poem","length":"huge"}`),
			status: 400, code: "invalid_argument", fields: []string{"length", "prompt", "type"}},
		{name: "not JSON", req: jsonRequest("POST", "/api/content/generate", `{"prompt":`), status: 400, code: "invalid_argument", wantMessage: "ends too early"},
		{name: "unknown field", req: jsonRequest("POST", "/api/content/generate", `{"prompt":"x","type":"outline","extra":1}`), status: 400, code: "invalid_argument", wantMessage: "extra"},
		{name: "empty body", req: jsonRequest("POST", "/api/content/generate", ``), status: 400, code: "invalid_argument", wantMessage: "empty"},
		{name: "two JSON values", req: jsonRequest("POST", "/api/content/generate", `{"prompt":"x","type":"outline"} {}`), status: 400, code: "invalid_argument", wantMessage: "single"},
		{name: "wrong content type", req: func() *http.Request {
			r := httptest.NewRequest("POST", "/api/content/generate", strings.NewReader("prompt=x"))
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			return r
		}(), status: 415, code: "unsupported_media_type"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := serve(h, tt.req)
			if w.Code != tt.status {
				t.Fatalf("status = %d, want %d; body %s", w.Code, tt.status, w.Body.String())
			}
			e := envelopeOf(t, w)
			if e.Code != tt.code || e.Message == "" {
				t.Errorf("envelope = %+v, want code %q and a message", e, tt.code)
			}
			if tt.wantMessage != "" && !strings.Contains(e.Message, tt.wantMessage) {
				t.Errorf("message %q lacks %q", e.Message, tt.wantMessage)
			}
			for _, f := range tt.fields {
				if e.Fields[f] == "" {
					t.Errorf("no message for field %q in %v", f, e.Fields)
				}
			}
			if len(e.Fields) != len(tt.fields) {
				t.Errorf("fields = %v, want exactly %v", e.Fields, tt.fields)
			}
			if tt.allow != "" && w.Header().Get("Allow") != tt.allow {
				t.Errorf("Allow = %q, want %q", w.Header().Get("Allow"), tt.allow)
			}
		})
	}
}

func jsonRequest(method, path, body string) *http.Request {
	r := httptest.NewRequest(method, path, strings.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	return r
}

func TestPanicBecomes500Envelope(t *testing.T) {
	var logs bytes.Buffer
	logger := newTestLogger(&logs)
	h := chain(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom: secret detail") }),
		withRecover(logger), withRequestLog(logger))
	w := serve(h, httptest.NewRequest("GET", "/api/x", nil))
	if w.Code != 500 {
		t.Fatalf("status = %d", w.Code)
	}
	e := envelopeOf(t, w)
	if e.Code != "internal" || strings.Contains(w.Body.String(), "secret detail") {
		t.Errorf("envelope %s leaks or has the wrong code", w.Body.String())
	}
	if !strings.Contains(logs.String(), "secret detail") || !strings.Contains(logs.String(), `"severity":"ERROR"`) {
		t.Errorf("panic not logged as an error: %s", logs.String())
	}
}

func TestCORS(t *testing.T) {
	h := NewServer(Deps{Config: testConfig(t, map[string]string{"ALLOWED_ORIGINS": "https://lorewright.example, http://localhost:5173"})})
	preflight := func(origin string) *http.Request {
		r := httptest.NewRequest("OPTIONS", "/api/content/generate", nil)
		r.Header.Set("Origin", origin)
		r.Header.Set("Access-Control-Request-Method", "POST")
		r.Header.Set("Access-Control-Request-Headers", "authorization, content-type")
		return r
	}
	get := func(origin string) *http.Request {
		r := httptest.NewRequest("GET", "/api/healthz", nil)
		r.Header.Set("Origin", origin)
		return r
	}
	tests := []struct {
		name       string
		req        *http.Request
		status     int
		allowOrig  string
		allowMeths bool
	}{
		{"allowed origin", get("https://lorewright.example"), 200, "https://lorewright.example", false},
		{"second allowed origin", get("http://localhost:5173"), 200, "http://localhost:5173", false},
		{"other origin gets no CORS headers", get("https://evil.example"), 200, "", false},
		{"preflight allowed", preflight("https://lorewright.example"), 204, "https://lorewright.example", true},
		{"preflight refused", preflight("https://evil.example"), 403, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := serve(h, tt.req)
			if w.Code != tt.status {
				t.Errorf("status = %d, want %d", w.Code, tt.status)
			}
			if got := w.Header().Get("Access-Control-Allow-Origin"); got != tt.allowOrig {
				t.Errorf("Allow-Origin = %q, want %q", got, tt.allowOrig)
			}
			if got := w.Header().Get("Access-Control-Allow-Methods") != ""; got != tt.allowMeths {
				t.Errorf("Allow-Methods present = %v, want %v", got, tt.allowMeths)
			}
			if tt.allowMeths && !strings.Contains(strings.ToLower(w.Header().Get("Access-Control-Allow-Headers")), "authorization") {
				t.Errorf("preflight does not allow the Authorization header")
			}
			if !strings.Contains(w.Header().Get("Vary"), "Origin") {
				t.Errorf("Vary lacks Origin")
			}
		})
	}
}

func TestBodyLimit(t *testing.T) {
	h := NewServer(Deps{Config: testConfig(t, map[string]string{"MAX_BODY_BYTES": "2048"})})
	big := `{"prompt":"` + strings.Repeat("a", 4096) + `","type":"outline"}`
	t.Run("by Content-Length", func(t *testing.T) {
		w := serve(h, jsonRequest("POST", "/api/content/generate", big))
		if w.Code != 413 || envelopeOf(t, w).Code != "payload_too_large" {
			t.Fatalf("status %d body %s", w.Code, w.Body.String())
		}
	})
	t.Run("while streaming without Content-Length", func(t *testing.T) {
		r := jsonRequest("POST", "/api/content/generate", "")
		r.Body = io.NopCloser(strings.NewReader(big)) // hides the length
		r.ContentLength = -1
		w := serve(h, r)
		if w.Code != 413 || envelopeOf(t, w).Code != "payload_too_large" {
			t.Fatalf("status %d body %s", w.Code, w.Body.String())
		}
	})
	t.Run("under the limit passes", func(t *testing.T) {
		w := serve(h, jsonRequest("POST", "/api/content/generate", `{"prompt":"a lich's tower","type":"outline"}`))
		if w.Code != 200 {
			t.Fatalf("status %d body %s", w.Code, w.Body.String())
		}
	})
}

func TestSPA(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "dist")
	mustWrite(t, filepath.Join(root, "secret.txt"), "TOP-SECRET")
	mustWrite(t, filepath.Join(dir, "index.html"), "<!doctype html><title>Lorewright</title>")
	mustWrite(t, filepath.Join(dir, "assets", "app-abc123.js"), "console.log('app')")
	mustWrite(t, filepath.Join(dir, "sw.js"), "self.addEventListener('fetch', () => {})")
	h := NewServer(Deps{Config: testConfig(t, map[string]string{"WEB_DIR": dir})})
	tests := []struct {
		name, path, wantBody, wantCache string
		status                          int
	}{
		{"index", "/", "<title>Lorewright</title>", "no-cache", 200},
		{"hashed asset", "/assets/app-abc123.js", "console.log", "immutable", 200},
		{"service worker is revalidated on every load", "/sw.js", "addEventListener", "no-cache", 200},
		{"client route falls back to index", "/editor/doc-1", "<title>Lorewright</title>", "no-cache", 200},
		{"unknown /api path is not swallowed", "/api/missing", `"not_found"`, "", 404},
		{"api route still answers", "/api/healthz", `"ok"`, "", 200},
		{"encoded traversal refused", "/..%2fsecret.txt", "invalid URL path", "", 400},
		{"asset-path traversal refused", "/assets/..%2f..%2fsecret.txt", "invalid URL path", "", 400},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := serve(h, httptest.NewRequest("GET", tt.path, nil))
			if strings.Contains(w.Body.String(), "TOP-SECRET") {
				t.Fatal("served a file outside the web directory")
			}
			if w.Code != tt.status || !strings.Contains(w.Body.String(), tt.wantBody) {
				t.Fatalf("status %d body %q", w.Code, w.Body.String())
			}
			if !strings.Contains(w.Header().Get("Cache-Control"), tt.wantCache) {
				t.Errorf("Cache-Control = %q, want %q", w.Header().Get("Cache-Control"), tt.wantCache)
			}
			if tt.status == 200 && !strings.HasPrefix(tt.path, "/api") && w.Header().Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("security headers missing")
			}
		})
	}
}

func mustWrite(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

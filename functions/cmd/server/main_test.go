package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer safe to write from the server goroutine.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func freePort(t *testing.T) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

func TestRunServesAndShutsDown(t *testing.T) {
	web := t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "index.html"), []byte("<title>Lorewright</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	port := freePort(t)
	env := map[string]string{
		"PORT": strconv.Itoa(port), "WEB_DIR": web,
		// Local mode: the verifier is built for the emulator but nothing here
		// needs it to be running.
		"FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:1",
	}
	// The Admin SDK reads this from the process; restore it afterwards.
	t.Setenv("FIREBASE_AUTH_EMULATOR_HOST", env["FIREBASE_AUTH_EMULATOR_HOST"])
	ctx, cancel := context.WithCancel(context.Background())
	stdout, stderr := &syncBuffer{}, &syncBuffer{}
	done := make(chan error, 1)
	go func() { done <- run(ctx, func(k string) string { return env[k] }, stdout, stderr) }()

	base := "http://127.0.0.1:" + strconv.Itoa(port)
	deadline := time.Now().Add(30 * time.Second)
	for !strings.Contains(stdout.String(), "listening on "+base) {
		if time.Now().After(deadline) {
			t.Fatalf("no listening line; stdout %q stderr %q", stdout.String(), stderr.String())
		}
		select {
		case err := <-done:
			t.Fatalf("run returned early: %v", err)
		case <-time.After(20 * time.Millisecond):
		}
	}
	for path, want := range map[string]string{"/api/healthz": `"status":"ok"`, "/dashboard": "<title>Lorewright</title>", "/api/status": `"aiConfigured":false`} {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(string(body), want) {
			t.Errorf("GET %s: %d %s", path, resp.StatusCode, body)
		}
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("run: %v", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("run did not return after its context ended")
	}
	if _, err := http.Get(base + "/api/healthz"); err == nil {
		t.Error("still serving after shutdown")
	}
	if !strings.Contains(stderr.String(), `"message":"request"`) {
		t.Errorf("no JSON request log on stderr: %q", stderr.String())
	}
}

func TestRunRefusesBadConfig(t *testing.T) {
	env := map[string]string{"PORT": "99999", "QUOTA_STORE": "redis"}
	err := run(context.Background(), func(k string) string { return env[k] }, io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "PORT") || !strings.Contains(err.Error(), "QUOTA_STORE") {
		t.Fatalf("err = %v, want both problems", err)
	}
}

func TestRunNeedsAnIdentityService(t *testing.T) {
	// make test runs beside the Auth emulator; this test needs a process
	// without one (the Admin SDK reads the variable itself).
	t.Setenv("FIREBASE_AUTH_EMULATOR_HOST", "")
	if os.Getenv("GOOGLE_APPLICATION_CREDENTIALS") != "" {
		t.Skip("Google credentials are configured in this environment, so the refusal cannot be shown")
	}
	port := freePort(t)
	err := run(context.Background(), func(k string) string {
		return map[string]string{"PORT": strconv.Itoa(port)}[k]
	}, io.Discard, io.Discard)
	if err == nil {
		t.Skip("Google default credentials were found on this machine, so the Admin SDK builds without the emulator")
	}
	if !strings.Contains(err.Error(), "FIREBASE_AUTH_EMULATOR_HOST") {
		t.Errorf("err = %v; it should say how to fix it", err)
	}
}

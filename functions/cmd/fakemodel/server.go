package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"
)

// Rule scripts one kind of reply. A request matches when every message's
// text put together contains Match (empty matches everything).
type Rule struct {
	Match string `json:"match"`
	// Reply is the assistant's text.
	Reply string `json:"reply"`
	// Status other than 0 or 200 answers with an OpenAI-style error.
	Status int `json:"status,omitempty"`
	// RetryAfter is sent with an error status (seconds).
	RetryAfter string `json:"retryAfter,omitempty"`
	// FirstDelayMs waits before the first byte; ChunkDelayMs between
	// streamed pieces; Pieces is how many pieces a stream is cut into
	// (default: one per word).
	FirstDelayMs int `json:"firstDelayMs,omitempty"`
	ChunkDelayMs int `json:"chunkDelayMs,omitempty"`
	Pieces       int `json:"pieces,omitempty"`
	// Times limits how often the rule answers (0: always).
	Times int `json:"times,omitempty"`
	used  int
}

// Call is one request as received.
type Call struct {
	Stream   bool   `json:"stream"`
	System   string `json:"system"`
	User     string `json:"user"`
	Canceled bool   `json:"canceled"`
}

type server struct {
	mu    sync.Mutex
	rules []*Rule
	calls []*Call
}

func newServer() http.Handler {
	s := &server{}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/chat/completions", s.complete)
	mux.HandleFunc("POST /_rules", s.addRule)
	mux.HandleFunc("DELETE /_rules", s.reset)
	mux.HandleFunc("GET /_calls", s.listCalls)
	return mux
}

func (s *server) addRule(w http.ResponseWriter, r *http.Request) {
	var rule Rule
	if err := json.NewDecoder(r.Body).Decode(&rule); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	s.rules = append([]*Rule{&rule}, s.rules...)
	s.mu.Unlock()
	w.WriteHeader(http.StatusNoContent)
}

func (s *server) reset(w http.ResponseWriter, _ *http.Request) {
	s.mu.Lock()
	s.rules, s.calls = nil, nil
	s.mu.Unlock()
	w.WriteHeader(http.StatusNoContent)
}

func (s *server) listCalls(w http.ResponseWriter, _ *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	calls := make([]Call, len(s.calls))
	for i, c := range s.calls {
		calls[i] = *c
	}
	_ = json.NewEncoder(w).Encode(calls)
}

type chatRequest struct {
	Stream   bool `json:"stream"`
	Messages []struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	} `json:"messages"`
}

// pick returns a copy of the newest rule matching text and counts its use.
func (s *server) pick(text string) Rule {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, rule := range s.rules {
		if (rule.Times == 0 || rule.used < rule.Times) && strings.Contains(text, rule.Match) {
			rule.used++
			return *rule
		}
	}
	return Rule{Reply: "Fake model reply."}
}

func (s *server) complete(w http.ResponseWriter, r *http.Request) {
	var req chatRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeAPIError(w, http.StatusBadRequest, "", "unreadable request: "+err.Error())
		return
	}
	call := &Call{Stream: req.Stream}
	var all strings.Builder
	for _, m := range req.Messages {
		switch m.Role {
		case "system":
			call.System += m.Content
		case "user":
			call.User += m.Content
		}
		all.WriteString(m.Content)
		all.WriteString("\n")
	}
	s.mu.Lock()
	s.calls = append(s.calls, call)
	s.mu.Unlock()
	rule := s.pick(all.String())

	if !sleep(r, rule.FirstDelayMs) {
		s.cancel(call)
		return
	}
	if rule.Status != 0 && rule.Status != http.StatusOK {
		writeAPIError(w, rule.Status, rule.RetryAfter, "scripted failure")
		return
	}
	usage := map[string]int{"prompt_tokens": len(all.String()) / 4, "completion_tokens": len(rule.Reply) / 4}
	usage["total_tokens"] = usage["prompt_tokens"] + usage["completion_tokens"]
	if !req.Stream {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"id": "fake", "object": "chat.completion", "model": "fake-model",
			"choices": []map[string]any{{"index": 0, "message": map[string]string{"role": "assistant", "content": rule.Reply}, "finish_reason": "stop"}},
			"usage":   usage,
		})
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	flusher, _ := w.(http.Flusher)
	for i, piece := range pieces(rule.Reply, rule.Pieces) {
		if i > 0 && !sleep(r, rule.ChunkDelayMs) {
			s.cancel(call)
			return
		}
		chunk, _ := json.Marshal(map[string]any{
			"id": "fake", "object": "chat.completion.chunk", "model": "fake-model",
			"choices": []map[string]any{{"index": 0, "delta": map[string]string{"content": piece}}},
		})
		if _, err := fmt.Fprintf(w, "data: %s\n\n", chunk); err != nil {
			s.cancel(call)
			return
		}
		if flusher != nil {
			flusher.Flush()
		}
	}
	final, _ := json.Marshal(map[string]any{"id": "fake", "object": "chat.completion.chunk", "model": "fake-model",
		"choices": []map[string]any{{"index": 0, "delta": map[string]string{}, "finish_reason": "stop"}}, "usage": usage})
	fmt.Fprintf(w, "data: %s\n\ndata: [DONE]\n\n", final)
}

func (s *server) cancel(c *Call) {
	s.mu.Lock()
	c.Canceled = true
	s.mu.Unlock()
}

// sleep waits ms, reporting false when the client left first.
func sleep(r *http.Request, ms int) bool {
	if ms <= 0 {
		return r.Context().Err() == nil
	}
	select {
	case <-time.After(time.Duration(ms) * time.Millisecond):
		return true
	case <-r.Context().Done():
		return false
	}
}

// pieces cuts text into n pieces (n <= 0: one per word, spaces kept).
func pieces(text string, n int) []string {
	if n <= 0 {
		var out []string
		start := 0
		for i := 1; i < len(text); i++ {
			if text[i] == ' ' {
				out = append(out, text[start:i])
				start = i
			}
		}
		return append(out, text[start:])
	}
	runes := []rune(text)
	size := (len(runes) + n - 1) / n
	if size == 0 {
		return []string{text}
	}
	var out []string
	for i := 0; i < len(runes); i += size {
		out = append(out, string(runes[i:min(i+size, len(runes))]))
	}
	return out
}

func writeAPIError(w http.ResponseWriter, status int, retryAfter, message string) {
	w.Header().Set("Content-Type", "application/json")
	if retryAfter != "" {
		w.Header().Set("Retry-After", retryAfter)
	}
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]string{"message": message, "type": "fake_error"}})
}

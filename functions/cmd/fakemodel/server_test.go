package main

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

// The fake speaks the protocol the product's real client speaks: each
// scripted behaviour is checked through llm.Client.
func TestTheRealClientAgainstTheFake(t *testing.T) {
	srv := httptest.NewServer(newServer())
	t.Cleanup(srv.Close)
	client, err := llm.NewClient(llm.Options{APIKey: "sk-fake", BaseURL: srv.URL + "/v1", Model: "fake-model", Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	addRule := func(rule string) {
		resp, err := http.Post(srv.URL+"/_rules", "application/json", strings.NewReader(rule))
		if err != nil || resp.StatusCode != http.StatusNoContent {
			t.Fatalf("add rule: %v %v", resp, err)
		}
	}
	ctx := context.Background()
	req := llm.Request{Use: llm.UseContentShort, System: "You write.", User: "Generate a tavern"}

	if res, err := client.Complete(ctx, req); err != nil || res.Text != "Fake model reply." {
		t.Fatalf("default reply: %q %v", res.Text, err)
	}
	addRule(`{"match":"tavern","reply":"The Prancing Pony is warm and loud."}`)
	var deltas []string
	res, err := client.Stream(ctx, req, func(s string) error { deltas = append(deltas, s); return nil })
	if err != nil || res.Text != "The Prancing Pony is warm and loud." || len(deltas) != 7 {
		t.Fatalf("stream: %q %v deltas %q", res.Text, err, deltas)
	}
	addRule(`{"match":"tavern","status":500,"times":1}`)
	if res, err := client.Complete(ctx, req); err != nil || res.Attempts != 2 {
		t.Fatalf("a 5xx once is retried: %+v %v", res, err)
	}
	addRule(`{"match":"tavern","status":401}`)
	if _, err := client.Complete(ctx, req); err == nil || !strings.Contains(err.Error(), "authentication") {
		t.Fatalf("401: %v", err)
	}

	resp, err := http.Get(srv.URL + "/_calls")
	if err != nil {
		t.Fatal(err)
	}
	var calls []Call
	_ = json.NewDecoder(resp.Body).Decode(&calls)
	if len(calls) != 5 || !calls[1].Stream || calls[0].User != "Generate a tavern" || calls[0].System != "You write." {
		t.Errorf("calls %+v", calls)
	}
}

func TestALeavingClientIsRecorded(t *testing.T) {
	srv := httptest.NewServer(newServer())
	t.Cleanup(srv.Close)
	_, _ = http.Post(srv.URL+"/_rules", "application/json", strings.NewReader(`{"reply":"one two three four","chunkDelayMs":200}`))
	client, _ := llm.NewClient(llm.Options{APIKey: "sk-fake", BaseURL: srv.URL + "/v1", Model: "m", Timeout: 5 * time.Second})
	ctx, cancel := context.WithCancel(context.Background())
	_, _ = client.Stream(ctx, llm.Request{Use: llm.UseContentShort, User: "x"}, func(string) error { cancel(); return nil })
	deadline := time.Now().Add(3 * time.Second)
	for time.Now().Before(deadline) {
		resp, _ := http.Get(srv.URL + "/_calls")
		var calls []Call
		_ = json.NewDecoder(resp.Body).Decode(&calls)
		if len(calls) == 1 && calls[0].Canceled {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Error("the fake did not notice the client leaving")
}

func TestPieces(t *testing.T) {
	if got := pieces("a bb ccc", 0); strings.Join(got, "|") != "a| bb| ccc" {
		t.Errorf("by word: %q", got)
	}
	if got := pieces("abcdef", 3); strings.Join(got, "|") != "ab|cd|ef" {
		t.Errorf("in 3: %q", got)
	}
}

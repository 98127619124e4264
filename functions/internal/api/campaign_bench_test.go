package api

import (
	"bufio"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/lorewright/lorewright/functions/internal/config"
	"github.com/lorewright/lorewright/functions/internal/llm"
)

// BenchmarkCampaignFirstDelta measures how long the first words the model
// writes take to reach the browser: from the fake model flushing its first
// token to the client reading the first delta event of
// POST /api/campaign/generate over loopback HTTP (budget 300 ms, make bench).
// The model then waits before the rest, so nothing else is in flight.
func BenchmarkCampaignFirstDelta(b *testing.B) {
	var firstToken atomic.Int64 // unix nanoseconds of the latest first token
	release := make(chan struct{})
	model := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		pieces := strings.SplitAfter(modelCampaign, "\n")
		firstToken.Store(time.Now().UnixNano())
		fmt.Fprintf(w, "data: {\"model\":\"fake-model\",\"choices\":[{\"index\":0,\"delta\":{\"content\":%q}}]}\n\n", pieces[0])
		w.(http.Flusher).Flush()
		select {
		case <-release:
		case <-r.Context().Done():
			return
		}
		for _, p := range pieces[1:] {
			fmt.Fprintf(w, "data: {\"model\":\"fake-model\",\"choices\":[{\"index\":0,\"delta\":{\"content\":%q}}]}\n\n", p)
		}
		fmt.Fprint(w, "data: [DONE]\n\n")
	}))
	defer model.Close()
	cfg, err := config.Load(func(k string) string {
		return map[string]string{
			"QUOTA_USER_PER_MINUTE": "100000", "QUOTA_USER_PER_DAY": "10000000", "QUOTA_USER_TOKENS_PER_DAY": "100000000",
			"QUOTA_GUEST_PER_MINUTE": "100000", "QUOTA_GUEST_PER_DAY": "10000000", "QUOTA_GUEST_TOKENS_PER_DAY": "100000000",
		}[k]
	})
	if err != nil {
		b.Fatal(err)
	}
	client, err := llm.NewClient(llm.Options{APIKey: "sk-test", BaseURL: model.URL, Model: "fake-model", Timeout: 10 * time.Second})
	if err != nil {
		b.Fatal(err)
	}
	srv := httptest.NewServer(NewServer(Deps{Config: cfg, LLM: client}))
	defer srv.Close()

	var total time.Duration
	worst := time.Duration(0)
	b.ResetTimer()
	for range b.N {
		req, _ := http.NewRequest("POST", srv.URL+"/api/campaign/generate", strings.NewReader(campaignBody))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "text/event-stream")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		body := bufio.NewReader(resp.Body)
		for {
			line, err := body.ReadString('\n')
			if err != nil {
				b.Fatalf("no delta before the stream ended (status %d): %v", resp.StatusCode, err)
			}
			if line == "event: "+EventDelta+"\n" {
				break
			}
		}
		if _, err := body.ReadString('\n'); err != nil { // the delta's data line
			b.Fatal(err)
		}
		elapsed := time.Since(time.Unix(0, firstToken.Load()))
		total += elapsed
		worst = max(worst, elapsed)
		release <- struct{}{}
		for {
			if _, err := body.ReadString('\n'); err != nil {
				break
			}
		}
		resp.Body.Close()
	}
	b.ReportMetric(float64(total.Microseconds())/float64(b.N)/1000, "ms-to-first-delta")
	b.ReportMetric(float64(worst.Microseconds())/1000, "ms-worst")
}

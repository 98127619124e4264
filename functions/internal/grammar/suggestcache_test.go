package grammar

import (
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
)

// Requests that miss the same word at the same time wait for one
// computation of its suggestions instead of each pricing every candidate.
func TestSuggestionCacheComputesAConcurrentMissOnce(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var c suggestionCache
		var computed atomic.Int32
		release := make(chan struct{})
		want := []candidate{{word: "receive"}}
		compute := func() []candidate {
			computed.Add(1)
			<-release
			return want
		}
		var wg sync.WaitGroup
		got := make([][]candidate, 8)
		for i := range got {
			wg.Go(func() { got[i] = c.remember("2:recieve", compute) })
		}
		synctest.Wait() // every caller is waiting: one in compute, the rest on its flight
		close(release)
		wg.Wait()
		if n := computed.Load(); n != 1 {
			t.Fatalf("computed %d times for 8 concurrent misses, want 1", n)
		}
		for i, g := range got {
			if len(g) != 1 || g[0].word != "receive" {
				t.Fatalf("caller %d got %v", i, g)
			}
		}
		// Remembered: a later miss-free call computes nothing.
		c.remember("2:recieve", func() []candidate { t.Fatal("computed again"); return nil })
		// Another word is its own flight.
		other := c.remember("2:wierd", func() []candidate { return []candidate{{word: "weird"}} })
		if len(other) != 1 || other[0].word != "weird" {
			t.Fatalf("other word: %v", other)
		}
	})
}

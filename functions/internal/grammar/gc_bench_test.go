package grammar

import (
	"context"
	"runtime"
	"testing"
	"time"
)

// BenchmarkStaticDataGC reports what the data a checker loads at startup
// (dictionary, n-grams, word pairs, tagger) costs every garbage collection:
// the heap objects left after one check and the time of a full
// runtime.GC(), which is dominated by marking that live heap (min of
// several, as other work on the machine only adds to it).
func BenchmarkStaticDataGC(b *testing.B) {
	c := newTestChecker(b)
	newContextModel()
	loadUsage()
	c.Check(context.Background(), benchDocument(b), CheckOptions{})
	b.ResetTimer()
	best := time.Duration(1 << 62)
	for b.Loop() {
		start := time.Now()
		runtime.GC()
		best = min(best, time.Since(start))
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(ms.HeapObjects), "heap-objects")
	b.ReportMetric(float64(ms.HeapAlloc)/(1<<20), "heap-MB")
	b.ReportMetric(float64(best.Microseconds())/1000, "min-gc-ms")
	runtime.KeepAlive(c)
}

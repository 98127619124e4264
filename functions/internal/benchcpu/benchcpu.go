// Package benchcpu reports a benchmark's process CPU time per op beside its
// wall time: on a shared machine CPU time varies far less.
package benchcpu

import (
	"testing"
	"time"
)

// Start is the process's CPU time so far, to pass to Report after the loop.
func Start() time.Duration { return processCPU() }

// Report adds "cpu-ns/op": the process's CPU time (every thread, the
// collector's too) per op since start, where the platform measures it.
func Report(b *testing.B, start time.Duration) {
	if now := processCPU(); start > 0 && now > start {
		b.ReportMetric(float64(now-start)/float64(b.N), "cpu-ns/op")
	}
}

// Package gctune sets the Go garbage collector for the API's workload.
//
// A grammar check allocates about a third of a megabyte per 1,000 words
// and keeps almost none of it, while the long-lived heap (dictionary,
// n-gram and usage tables, tagger, glossary, SRD catalogue) is about 110
// MB. At the default GOGC=100 the collector runs every few requests and
// took a quarter of the CPU under sustained load (make bench: a 1,000-word
// check at 1,000 req/s missed its 20 ms p99). Letting the heap grow to five
// times the live set trades memory for that CPU; the soft memory limit
// makes the collector work harder again before an instance runs short of
// memory. With 110 MB live, a 256 MiB limit left about 120 MB between
// collections (one every ~350 checks, 11% of the CPU under that load, each
// marking the whole live heap); 384 MiB leaves 270 MB.
package gctune

import (
	"runtime/debug"
)

const (
	// Percent is GOGC when the environment does not set it.
	Percent = 400
	// MemoryLimit is GOMEMLIMIT when the environment does not set it:
	// three quarters of Cloud Run's default 512 MiB instance, the rest left
	// for goroutine stacks, request buffers and the runtime.
	MemoryLimit = 384 << 20
)

// Apply sets the collector unless GOGC or GOMEMLIMIT are set (the runtime
// has already read those, and an operator's choice wins).
func Apply(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(Percent)
	}
	if getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(MemoryLimit)
	}
}

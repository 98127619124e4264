// Package gctune sets the Go garbage collector for the API's workload.
//
// A grammar check allocates about a quarter of a megabyte per 1,000 words
// and keeps almost none of it, while the long-lived heap (dictionary,
// glossary, SRD catalogue) is a few tens of megabytes. At the default
// GOGC=100 the collector runs every few requests and took a quarter of the
// CPU under sustained load (make bench: a 1,000-word check at 1,000 req/s
// missed its 20 ms p99). Letting the heap grow to five times the live set
// trades tens of megabytes for that CPU; the soft memory limit makes the
// collector work harder again before an instance runs short of memory.
package gctune

import (
	"runtime/debug"
)

const (
	// Percent is GOGC when the environment does not set it.
	Percent = 400
	// MemoryLimit is GOMEMLIMIT when the environment does not set it: half
	// of Cloud Run's default 512 MiB instance.
	MemoryLimit = 256 << 20
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

package gctune

import (
	"math"
	"runtime/debug"
	"testing"
)

func restore(t *testing.T) {
	t.Helper()
	percent := debug.SetGCPercent(100)
	debug.SetGCPercent(percent)
	limit := debug.SetMemoryLimit(-1)
	t.Cleanup(func() {
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(limit)
	})
}

func TestApplySetsDefaults(t *testing.T) {
	restore(t)
	debug.SetGCPercent(100)
	debug.SetMemoryLimit(math.MaxInt64)
	Apply(func(string) string { return "" })
	if got := debug.SetGCPercent(100); got != Percent {
		t.Errorf("GOGC = %d, want %d", got, Percent)
	}
	if got := debug.SetMemoryLimit(-1); got != MemoryLimit {
		t.Errorf("memory limit = %d, want %d", got, MemoryLimit)
	}
}

func TestApplyLeavesOperatorSettings(t *testing.T) {
	restore(t)
	debug.SetGCPercent(150)
	debug.SetMemoryLimit(1 << 30)
	Apply(func(k string) string { return map[string]string{"GOGC": "150", "GOMEMLIMIT": "1GiB"}[k] })
	if got := debug.SetGCPercent(150); got != 150 {
		t.Errorf("GOGC = %d, want the operator's 150", got)
	}
	if got := debug.SetMemoryLimit(-1); got != 1<<30 {
		t.Errorf("memory limit = %d, want the operator's 1 GiB", got)
	}
}

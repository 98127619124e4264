// Package sweep lets a test that goes through every case of a generator
// (every built-in campaign, re-skin, name...) run all of them in
// `make test-long` and a seeded sample of them in `go test`, so `make test`
// still proves the property, quickly.
package sweep

import (
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
)

const (
	// EnvLong, set to 1, runs every case of every sweep (make test-long).
	EnvLong = "LOREWRIGHT_TEST_LONG"
	// EnvSeed chooses another sample (a number); the default sample is
	// always the same, so `go test` is repeatable.
	EnvSeed = "LOREWRIGHT_SWEEP_SEED"
)

// defaultSeed draws the sample when EnvSeed is not set.
const defaultSeed = 22

// Long reports whether sweeps run every case.
func Long() bool { return os.Getenv(EnvLong) == "1" }

// Sample returns the cases a sweep checks: all of them when Long, else n
// of them drawn with the seed, in their order. It logs what it chose, so a
// failure can be replayed.
func Sample[T any](t testing.TB, all []T, n int) []T {
	t.Helper()
	if Long() || n >= len(all) {
		return all
	}
	seed := uint64(defaultSeed)
	if s := os.Getenv(EnvSeed); s != "" {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("%s=%q is not a number", EnvSeed, s)
		}
		seed = v
	}
	r := rand.New(rand.NewPCG(seed, seed^0x5eed))
	picked := r.Perm(len(all))[:n]
	slices.Sort(picked)
	out := make([]T, n)
	for i, k := range picked {
		out[i] = all[k]
	}
	t.Logf("sweep: %d of %d cases, seed %d (%s=1 runs them all, %s another sample)", n, len(all), seed, EnvLong, EnvSeed)
	return out
}

package pick

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestOneAndN(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	options := []string{"a", "b", "c", "d"}
	seen := map[string]bool{}
	for range 200 {
		seen[One(r, options)] = true
	}
	if len(seen) != len(options) {
		t.Errorf("One drew %v of %v", seen, options)
	}
	got := N(r, options, 3)
	if len(got) != 3 || len(slices.Compact(slices.Sorted(slices.Values(got)))) != 3 {
		t.Errorf("N(3) = %v, want 3 different options", got)
	}
	if got := N(r, options, 9); len(got) != 4 {
		t.Errorf("N(9) of 4 = %v", got)
	}
	// The same seed, the same draws.
	a, b := rand.New(rand.NewPCG(7, 7)), rand.New(rand.NewPCG(7, 7))
	if !slices.Equal(N(a, options, 4), N(b, options, 4)) || One(a, options) != One(b, options) {
		t.Error("draws differ for one seed")
	}
}

func TestWeighted(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	counts := make([]int, 3)
	for range 3000 {
		counts[Weighted(r, []int{0, 1, 3})]++
	}
	if counts[0] != 0 || counts[2] < 2*counts[1] {
		t.Errorf("weights 0, 1, 3 drew %v", counts)
	}
	for range 50 {
		if i := Weighted(r, []int{0, 0}); i < 0 || i > 1 {
			t.Errorf("no positive weight drew %d", i)
		}
	}
}

package sweep

import (
	"slices"
	"testing"
)

func TestSample(t *testing.T) {
	all := make([]int, 100)
	for i := range all {
		all[i] = i
	}
	t.Setenv(EnvLong, "")
	t.Setenv(EnvSeed, "")
	a := Sample(t, all, 10)
	if len(a) != 10 || !slices.IsSorted(a) || len(slices.Compact(slices.Clone(a))) != 10 {
		t.Fatalf("sample %v: want 10 different cases in order", a)
	}
	if b := Sample(t, all, 10); !slices.Equal(a, b) {
		t.Errorf("the default sample changed: %v, then %v", a, b)
	}
	t.Setenv(EnvSeed, "7")
	if c := Sample(t, all, 10); slices.Equal(a, c) {
		t.Errorf("another seed gave the same sample %v", c)
	}
	if got := Sample(t, all, 500); len(got) != 100 {
		t.Errorf("a sample larger than the sweep: %d cases", len(got))
	}
	t.Setenv(EnvLong, "1")
	if got := Sample(t, all, 10); len(got) != 100 {
		t.Errorf("long sweep: %d cases, want all 100", len(got))
	}
}

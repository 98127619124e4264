// Package pick draws from lists with a caller's random source, so built-in
// content is reproducible from a seed.
package pick

import "math/rand/v2"

// One draws one of options (which must not be empty).
func One[T any](r *rand.Rand, options []T) T {
	return options[r.IntN(len(options))]
}

// N draws n different options, in random order (all of them when there
// are fewer).
func N[T any](r *rand.Rand, options []T, n int) []T {
	idx := r.Perm(len(options))
	n = min(n, len(idx))
	out := make([]T, n)
	for i := range n {
		out[i] = options[idx[i]]
	}
	return out
}

// Weighted draws an index with probability proportional to its weight (any
// index alike when no weight is positive).
func Weighted(r *rand.Rand, weights []int) int {
	total := 0
	for _, w := range weights {
		total += w
	}
	if total <= 0 {
		return r.IntN(len(weights))
	}
	n := r.IntN(total)
	for i, w := range weights {
		if n < w {
			return i
		}
		n -= w
	}
	return len(weights) - 1
}

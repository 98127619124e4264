package api

import "testing"

// BenchmarkBalanceAnalyzeHandler1000Words is one request of the sustained
// load test (cmd/loadbench -endpoint balance): the real handler, built by
// Build as loadbench's in-process server is (quotas raised, request logs
// discarded), a 1,000-word campaign posted through the whole middleware
// chain, decoding to encoding.
func BenchmarkBalanceAnalyzeHandler1000Words(b *testing.B) {
	benchLoadbenchPost(b, "/api/balance/analyze")
}

package api

import "testing"

// BenchmarkGrammarCheckHandler1000Words measures one request of
// cmd/loadbench's grammar load: the 1,000-word check POSTed to the real
// handler (api.Build, quotas raised as loadbench raises them, the collector
// as the server sets it), from decoding the body to the encoded answer.
func BenchmarkGrammarCheckHandler1000Words(b *testing.B) {
	benchLoadbenchPost(b, "/api/grammar/check")
}

package grammar

import (
	"context"
	"os"
	"strings"
	"testing"
)

// benchDocument builds a game-master document of about 6,000 words from the
// held-out sentences in testdata, errors and all.
func benchDocument(tb testing.TB) string {
	tb.Helper()
	data, err := os.ReadFile("testdata/gm-prose.txt")
	if err != nil {
		tb.Fatal(err)
	}
	para := strings.TrimSpace(string(data))
	var b strings.Builder
	for len(strings.Fields(b.String())) < 6000 {
		b.WriteString(para)
		b.WriteString("\n\n")
	}
	return b.String()
}

func BenchmarkCheck6000Words(b *testing.B) {
	c := newTestChecker(b)
	doc := benchDocument(b)
	b.SetBytes(int64(len(doc)))
	b.ReportAllocs()
	for b.Loop() {
		c.Check(context.Background(), doc, CheckOptions{})
	}
}

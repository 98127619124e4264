package nlp

import (
	"os"
	"strings"
	"testing"
)

// sixThousandWords repeats the test prose to about 6,000 words.
func sixThousandWords(tb testing.TB) string {
	data, err := os.ReadFile("testdata/prose.txt")
	if err != nil {
		tb.Fatal(err)
	}
	words := strings.Fields(string(data))
	var b strings.Builder
	for n := 0; n < 6000; {
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			b.WriteString(line)
			b.WriteString("\n")
			n += len(strings.Fields(line))
		}
		if len(words) == 0 {
			break
		}
	}
	return b.String()
}

func BenchmarkParse6000Words(b *testing.B) {
	text := sixThousandWords(b)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Parse(text)
	}
}

func BenchmarkParseAndTag6000Words(b *testing.B) {
	text := sixThousandWords(b)
	loadTagger()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Parse(text).Tag()
	}
}

// BenchmarkParseAndTagWarm6000Words re-checks a document whose sentences
// the tagger has seen: what typing costs once the document is known.
func BenchmarkParseAndTagWarm6000Words(b *testing.B) {
	text := sixThousandWords(b)
	tagger := NewTagger(8192)
	tagger.Parse(text).Tag()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		tagger.Parse(text).Tag()
	}
}

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
	newContextModel() // as NewDefaultChecker does
	doc := benchDocument(b)
	b.SetBytes(int64(len(doc)))
	b.ReportAllocs()
	for b.Loop() {
		c.Check(context.Background(), doc, CheckOptions{})
	}
}

// suggestBenchWords are misspellings of every length and kind (swaps,
// doubled letters, sound-alike spellings, two slips, coined names), each
// looked up cold (no suggestion cache) in BenchmarkSuggest.
var suggestBenchWords = []string{
	"teh", "hte", "adn", "wiht", "thier", "recieve", "untill", "wierd", "freind", "seige",
	"goverment", "accomodate", "definately", "neccessary", "occurence", "enviroment",
	"begining", "beleive", "calender", "cemetary", "concious", "embarass", "existance",
	"fourty", "grammer", "harrass", "independant", "knowlege", "liason", "millenium",
	"noticable", "persistant", "posession", "publically", "recomend", "rythm", "tommorow",
	"truely", "vaccuum", "wich", "becuase", "alot", "skelliton", "dragn", "wizzard",
	"sorceror", "paladine", "goblinn", "vorthak", "glimmerkin", "sleth", "xanthril",
	"incomprehensibillity", "counterintelligance", "fotograf", "nolij", "sircumstanse",
}

// BenchmarkSuggest reports ns/word: what one unknown word of a document
// costs the first time it is seen: its corrections, ranked by the words
// around it.
func BenchmarkSuggest(b *testing.B) {
	d := testDictionary(b)
	ctx := sentenceContext{left2: "of", left: "the", right: "was", right2: "lost"}
	newContextModel()
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for _, w := range suggestBenchWords {
			rankInContext(w, d.rankingCandidates(w, rankingCandidateLimit), ctx)
		}
		n += len(suggestBenchWords)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/word")
}

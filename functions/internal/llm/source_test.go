package llm

import (
	"os"
	"regexp"
	"slices"
	"testing"
)

func TestSourceUnionMatchesTheGoValues(t *testing.T) {
	src, err := os.ReadFile("source.go")
	if err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`//tygo:emit export type SourceName = (.*);`).FindSubmatch(src)
	if line == nil {
		t.Fatal("no SourceName union")
	}
	var got, want []string
	for _, m := range regexp.MustCompile(`"([^"]*)"`).FindAllSubmatch(line[1], -1) {
		got = append(got, string(m[1]))
	}
	for _, s := range Sources {
		want = append(want, string(s))
	}
	if !slices.Equal(got, want) {
		t.Errorf("SourceName union %v, Go values %v", got, want)
	}
}

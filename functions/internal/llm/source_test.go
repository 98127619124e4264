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

func TestFallbackReasonUnionMatchesTheGoValues(t *testing.T) {
	src, err := os.ReadFile("source.go")
	if err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`//tygo:emit export type FallbackReasonName = (.*);`).FindSubmatch(src)
	if line == nil {
		t.Fatal("no FallbackReasonName union")
	}
	var got, want []string
	for _, m := range regexp.MustCompile(`"([^"]*)"`).FindAllSubmatch(line[1], -1) {
		got = append(got, string(m[1]))
	}
	for _, r := range FallbackReasons {
		want = append(want, string(r))
	}
	if !slices.Equal(got, want) {
		t.Errorf("FallbackReasonName union %v, Go values %v", got, want)
	}
}

func TestBuiltInSaysWhy(t *testing.T) {
	if o := BuiltIn(false); o.Source != SourceFallback || o.FallbackReason != FallbackNotConfigured {
		t.Errorf("BuiltIn(false) = %+v", o)
	}
	if o := BuiltIn(true); o.Source != SourceFallback || o.FallbackReason != FallbackModelFailed {
		t.Errorf("BuiltIn(true) = %+v", o)
	}
	if o := FromModel(); o.Source != SourceAI || o.FallbackReason != "" {
		t.Errorf("FromModel() = %+v", o)
	}
}

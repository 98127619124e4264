package content

import (
	"os"
	"regexp"
	"slices"
	"testing"
)

// emittedUnion returns the values of the TypeScript union `name` that a
// //tygo:emit line in file declares.
func emittedUnion(t *testing.T, file, name string) []string {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`//tygo:emit export type ` + name + ` = (.*);`).FindSubmatch(src)
	if line == nil {
		t.Fatalf("no tygo:emit union %s in %s", name, file)
	}
	var values []string
	for _, m := range regexp.MustCompile(`"([^"]*)"`).FindAllSubmatch(line[1], -1) {
		values = append(values, string(m[1]))
	}
	return values
}

func TestTypeScriptUnionsMatchTheGoValues(t *testing.T) {
	var types, lengths []string
	for _, v := range Types {
		types = append(types, string(v))
	}
	for _, v := range Lengths {
		lengths = append(lengths, string(v))
	}
	if got := emittedUnion(t, "content.go", "ContentType"); !slices.Equal(got, types) {
		t.Errorf("ContentType union %v, Go values %v", got, types)
	}
	if got := emittedUnion(t, "content.go", "ContentLength"); !slices.Equal(got, lengths) {
		t.Errorf("ContentLength union %v, Go values %v", got, lengths)
	}
}

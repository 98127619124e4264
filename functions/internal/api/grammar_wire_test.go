package api

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/grammar"
)

// listPaths names every slice, map, pointer and interface reachable in t's
// exported fields: what withEmptyLists may have to fill.
func listPaths(t reflect.Type, path string, out *[]string) {
	switch t.Kind() {
	case reflect.Slice:
		*out = append(*out, path)
		listPaths(t.Elem(), path+"[]", out)
	case reflect.Map, reflect.Pointer, reflect.Interface:
		*out = append(*out, path+" ("+t.Kind().String()+")")
	case reflect.Struct:
		for i := range t.NumField() {
			if f := t.Field(i); f.IsExported() {
				listPaths(f.Type, path+"."+f.Name, out)
			}
		}
	}
}

func TestGrammarWithEmptyLists(t *testing.T) {
	var paths []string
	listPaths(reflect.TypeFor[GrammarCheckResponse](), "", &paths)
	if want := []string{".Errors", ".Errors[].Suggestions", ".NewWords"}; !slices.Equal(paths, want) {
		t.Fatalf("the answer's lists are %q, grammarWithEmptyLists fills %q", paths, want)
	}
	issue := grammar.Issue{ID: "a", Suggestions: []string{"x"}}
	results := []GrammarCheckResponse{
		{},
		{Errors: []grammar.Issue{issue, {ID: "b"}, issue}, NewWords: []grammar.NewWord{{Word: "Mira", Count: 2}}},
		{Errors: []grammar.Issue{issue}},
		{Errors: []grammar.Issue{}, NewWords: []grammar.NewWord{}},
	}
	if c, err := grammar.NewDefaultChecker(nil, nil); err != nil {
		t.Fatal(err)
	} else {
		results = append(results, c.Check(t.Context(), "The heroes spend alot of gold. Mira and Mira's hound could of won.", grammar.CheckOptions{}))
	}
	for _, r := range results {
		before, _ := json.Marshal(r)
		got, _ := json.Marshal(grammarWithEmptyLists(r))
		want, _ := json.Marshal(withEmptyLists(r))
		if string(got) != string(want) {
			t.Errorf("got  %s\nwant %s", got, want)
		}
		if after, _ := json.Marshal(r); string(after) != string(before) {
			t.Errorf("the result was changed: %s, was %s", after, before)
		}
	}
}

package api

import (
	"encoding/json"
	"testing"
)

type listsInner struct {
	Tags []string `json:"tags"`
}

type listsOuter struct {
	Items    []listsInner        `json:"items"`
	ByName   map[string][]string `json:"byName"`
	Optional []string            `json:"optional,omitempty"`
	Present  []listsInner        `json:"present,omitempty"`
	Ptr      *listsInner         `json:"ptr"`
	NilPtr   *listsInner         `json:"nilPtr,omitempty"`
	Raw      []byte              `json:"raw"`
	Any      any                 `json:"any"`
	hidden   []string
}

func TestWithEmptyListsSendsRequiredListsAsEmpty(t *testing.T) {
	in := listsOuter{
		Items:   []listsInner{{Tags: []string{"a"}}, {}},
		Present: []listsInner{{}},
		Ptr:     &listsInner{},
		Any:     listsInner{},
	}
	out := withEmptyLists(in)
	got, err := json.Marshal(out)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"items":[{"tags":["a"]},{"tags":[]}],"byName":{},"present":[{"tags":[]}],"ptr":{"tags":[]},"raw":null,"any":{"tags":[]}}`
	if string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// The caller's value is untouched (it may be cached and shared).
	if in.Items[1].Tags != nil || in.Present[0].Tags != nil || in.Ptr.Tags != nil || in.ByName != nil {
		t.Errorf("withEmptyLists changed its input: %+v", in)
	}
}

func TestWithEmptyListsSharesAValueWithNothingToFill(t *testing.T) {
	in := listsOuter{Items: []listsInner{{Tags: []string{"a"}}}, ByName: map[string][]string{"x": {"y"}}, Ptr: &listsInner{Tags: []string{}}}
	out := withEmptyLists(in)
	if &out.Items[0] != &in.Items[0] || out.Ptr != in.Ptr {
		t.Error("a value without nil lists was copied")
	}
}

// listsChain reaches its list only through itself: the plan of a type is
// worked out while the type is still being worked out.
type listsChain struct {
	Next *listsChain `json:"next,omitempty"`
	Leaf *listsLeaf  `json:"leaf,omitempty"`
}

type listsLeaf struct {
	Back  *listsChain `json:"back,omitempty"`
	Names []string    `json:"names"`
}

func TestWithEmptyListsFillsRecursiveTypes(t *testing.T) {
	in := listsChain{Next: &listsChain{Leaf: &listsLeaf{Back: &listsChain{Leaf: &listsLeaf{}}}}}
	got, err := json.Marshal(withEmptyLists(in))
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"next":{"leaf":{"back":{"leaf":{"names":[]}},"names":[]}}}`; string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/api"
	"github.com/lorewright/lorewright/functions/internal/names"
)

const committed = "contract/api.schema.json"

// build runs Build from the repository root, as scripts/check-contract.sh does.
func build(t *testing.T) []byte {
	t.Helper()
	t.Chdir("../../..")
	schema, err := Build()
	if err != nil {
		t.Fatal(err)
	}
	return schema
}

func TestCommittedSchemaMatchesTheGoTypes(t *testing.T) {
	schema := build(t)
	if err := Check(committed, schema); err != nil {
		t.Fatalf("%v\nrun scripts/generate-contract.sh and commit the result", err)
	}
}

func TestCheckFindsDrift(t *testing.T) {
	schema := build(t)
	file := filepath.Join(t.TempDir(), "api.schema.json")
	// What a changed Go type looks like in the committed file: a field renamed.
	changed := strings.Replace(string(schema), `"meaning"`, `"meanings"`, 1)
	if changed == string(schema) {
		t.Fatal("the schema has no names.Name meaning field to change")
	}
	if err := os.WriteFile(file, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	err := Check(file, schema)
	if err == nil || !strings.Contains(err.Error(), `"meanings"`) || !strings.Contains(err.Error(), `"meaning"`) {
		t.Errorf("Check(changed) = %v, want the differing line", err)
	}
	if err := os.WriteFile(file, schema, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Check(file, schema); err != nil {
		t.Errorf("Check(same) = %v", err)
	}
}

type document struct {
	Routes []Route `json:"x-routes"`
	Defs   map[string]struct {
		Type     string         `json:"type"`
		Enum     []string       `json:"enum"`
		Required []string       `json:"required"`
		Props    map[string]any `json:"properties"`
	} `json:"$defs"`
}

func TestEnumsAreTheSlicesTheServerValidatesAgainst(t *testing.T) {
	var doc document
	if err := json.Unmarshal(build(t), &doc); err != nil {
		t.Fatal(err)
	}
	for typ, values := range enums {
		def, ok := doc.Defs[defName(typ)]
		if !ok {
			continue // an enum only requests or answers of other routes use is not on the wire
		}
		want := make([]string, len(values))
		for i, v := range values {
			want[i] = v.(string)
		}
		if def.Type != "string" || !slices.Equal(def.Enum, want) {
			t.Errorf("%s: type %q enum %v, want string %v", defName(typ), def.Type, def.Enum, want)
		}
	}
	race := doc.Defs["names.Race"]
	if len(race.Enum) != len(names.Races) || race.Enum[0] != string(names.Human) {
		t.Errorf("names.Race enum %v", race.Enum)
	}
}

func TestEveryRouteIsInTheSchemaWithItsTypes(t *testing.T) {
	var doc document
	if err := json.Unmarshal(build(t), &doc); err != nil {
		t.Fatal(err)
	}
	routes := api.Contract()
	if len(doc.Routes) != len(routes) {
		t.Fatalf("%d routes in the schema, %d in the route table", len(doc.Routes), len(routes))
	}
	for i, rc := range routes {
		r := doc.Routes[i]
		if r.Method != rc.Method || r.Path != rc.Path || r.Response != "#/$defs/"+defName(rc.Response) || r.Streams != rc.Streams {
			t.Errorf("route %d: %+v, want %s %s -> %s", i, r, rc.Method, rc.Path, defName(rc.Response))
		}
		if _, ok := doc.Defs[defName(rc.Response)]; !ok {
			t.Errorf("%s %s: no definition of %s", rc.Method, rc.Path, defName(rc.Response))
		}
	}
}

func TestAListAlwaysSentIsRequiredAndOneLeftOutIsNot(t *testing.T) {
	var doc document
	if err := json.Unmarshal(build(t), &doc); err != nil {
		t.Fatal(err)
	}
	// names.Response.Names has no omitempty: always sent (the API fills nil
	// lists); campaign.RefineResult.Suggestions has omitempty: optional.
	if !slices.Contains(doc.Defs["names.Response"].Required, "names") {
		t.Errorf("names.Response required %v, want names", doc.Defs["names.Response"].Required)
	}
	if slices.Contains(doc.Defs["campaign.RefineResult"].Required, "suggestions") {
		t.Errorf("campaign.RefineResult requires suggestions, which Go leaves out when empty")
	}
}

func TestUnregisteredStringTypesAreRefused(t *testing.T) {
	t.Chdir("../../..")
	saved := enums
	t.Cleanup(func() { enums = saved })
	enums = map[reflect.Type][]any{}
	for typ, values := range saved {
		if typ != reflect.TypeFor[names.Race]() {
			enums[typ] = values
		}
	}
	_, err := Build()
	if err == nil || !strings.Contains(err.Error(), "names.Race") {
		t.Errorf("Build without names.Race registered = %v, want it named", err)
	}
}

// A type kept in a package's own internal package is named after that
// package, as the rest of the code knows it.
func TestOwnerPackage(t *testing.T) {
	for in, want := range map[string]string{
		"github.com/lorewright/lorewright/functions/internal/names":                   "names",
		"github.com/lorewright/lorewright/functions/internal/campaign/internal/types": "campaign",
		"github.com/lorewright/lorewright/functions/internal/api":                     "api",
	} {
		if got := ownerPackage(in); got != want {
			t.Errorf("ownerPackage(%q) = %q, want %q", in, got, want)
		}
	}
}

// Command gencontract writes the API contract: a JSON Schema of every
// route's request and response types, generated from the Go types in the
// route table (api.Contract) with github.com/invopop/jsonschema. The web
// client's TypeScript types and response validators are generated from it
// (web/scripts/gen-api-types.mjs); scripts/check-contract.sh fails when the
// committed files drift from the Go types. Run it from the repository root
// (it reads the Go doc comments into the schema's descriptions).
//
//	go run ./functions/cmd/gencontract [-out contract/api.schema.json]
//	go run ./functions/cmd/gencontract -check contract/api.schema.json
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	out := flag.String("out", "contract/api.schema.json", "where to write the schema")
	check := flag.String("check", "", "compare this committed schema with the Go types instead of writing one")
	flag.Parse()
	schema, err := Build()
	switch {
	case err != nil:
	case *check != "":
		err = Check(*check, schema)
	default:
		if err = os.MkdirAll(filepath.Dir(*out), 0o755); err == nil {
			err = os.WriteFile(*out, schema, 0o644)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gencontract:", err)
		os.Exit(1)
	}
}

// Check reports how the schema in file differs from want, the schema the
// Go types give: nil when they are the same.
func Check(file string, want []byte) error {
	got, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	if bytes.Equal(got, want) {
		return nil
	}
	gotLines, wantLines := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(gotLines) || i < len(wantLines); i++ {
		var g, w string
		if i < len(gotLines) {
			g = gotLines[i]
		}
		if i < len(wantLines) {
			w = wantLines[i]
		}
		if g != w {
			return fmt.Errorf("%s differs from the Go types from line %d:\n  committed: %s\n  Go types:  %s", file, i+1, strings.TrimSpace(g), strings.TrimSpace(w))
		}
	}
	return fmt.Errorf("%s differs from the Go types", file)
}

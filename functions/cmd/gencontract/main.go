// Command gencontract writes the API contract: a JSON Schema of every
// route's request and response types, generated from the Go types in the
// route table (api.Contract) with github.com/invopop/jsonschema. The web
// client's TypeScript types and response validators are generated from it
// (web/scripts/gen-api-types.mjs); scripts/check-contract.sh fails when the
// committed files drift from the Go types.
//
//	go run ./functions/cmd/gencontract [-out contract/api.schema.json]
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	out := flag.String("out", "contract/api.schema.json", "where to write the schema")
	flag.Parse()
	schema, err := Build()
	if err == nil {
		err = os.MkdirAll(filepath.Dir(*out), 0o755)
	}
	if err == nil {
		err = os.WriteFile(*out, schema, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gencontract:", err)
		os.Exit(1)
	}
}

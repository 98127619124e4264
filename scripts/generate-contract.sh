#!/usr/bin/env bash
# Regenerates the API contract from the Go types of the route table:
# contract/api.schema.json (JSON Schema, functions/cmd/gencontract), then the
# web client's types and response validators in web/src/lib/api-types
# (web/scripts/gen-api-types.mjs). Commit the result.
set -euo pipefail
cd "$(dirname "$0")/.."
go run ./functions/cmd/gencontract -out contract/api.schema.json
rm -f web/src/lib/api-types/*.ts
node web/scripts/gen-api-types.mjs contract/api.schema.json web/src/lib/api-types

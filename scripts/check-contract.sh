#!/usr/bin/env bash
# Fails when the committed contract (contract/api.schema.json and the
# TypeScript generated from it in web/src/lib/api-types) no longer matches
# the Go types: regenerates both into a temporary folder and compares. Fix
# drift with scripts/generate-contract.sh. Run from another checkout with
# the repository root as $1 (the drift test does, on a changed copy).
set -euo pipefail
cd "${1:-$(dirname "$0")/..}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go run ./functions/cmd/gencontract -out "$tmp/contract/api.schema.json"
node web/scripts/gen-api-types.mjs "$tmp/contract/api.schema.json" "$tmp/api-types" >/dev/null
status=0
diff -ru contract "$tmp/contract" || status=1
diff -ru web/src/lib/api-types "$tmp/api-types" || status=1
if [ "$status" -ne 0 ]; then
  echo "api contract DRIFT: the Go types changed; run scripts/generate-contract.sh and commit the result" >&2
  exit 1
fi
echo "api contract: the schema and $(ls "$tmp/api-types" | wc -l) generated files match the Go types"

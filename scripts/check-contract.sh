#!/usr/bin/env bash
# Fails when the committed contract no longer matches the Go types:
# contract/api.schema.json against the schema the route table's types give
# now (gencontract -check), and web/src/lib/api-types against what the
# committed schema generates (regenerated into a temporary folder and
# compared). Fix drift with scripts/generate-contract.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
go run ./functions/cmd/gencontract -check contract/api.schema.json || status=1
node web/scripts/gen-api-types.mjs contract/api.schema.json "$tmp/api-types" >/dev/null
diff -ru web/src/lib/api-types "$tmp/api-types" || status=1
if [ "$status" -ne 0 ]; then
  echo "api contract DRIFT: the Go types changed; run scripts/generate-contract.sh and commit the result" >&2
  exit 1
fi
echo "api contract: the schema and $(ls "$tmp/api-types" | wc -l) generated files match the Go types"

#!/usr/bin/env bash
# Fails when the TypeScript generated from the Go structs (tygo.yaml) no
# longer matches what is in the tree: regenerates every output_path into a
# temporary folder and compares. Fix drift with scripts/generate-contract.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sed -E "s#^([[:space:]]*output_path:[[:space:]]*)#\1$tmp/#" tygo.yaml >"$tmp/tygo.yaml"
go tool tygo generate --config "$tmp/tygo.yaml"
status=0
outputs=$(sed -nE 's#^[[:space:]]*output_path:[[:space:]]*##p' tygo.yaml)
for out in $outputs; do
  if ! diff -u "$out" "$tmp/$out"; then
    status=1
  fi
done
if [ "$status" -ne 0 ]; then
  echo "api contract DRIFT: the Go structs changed; run scripts/generate-contract.sh and commit the result" >&2
  exit 1
fi
echo "api contract: $(echo "$outputs" | wc -w) generated files match the Go structs"

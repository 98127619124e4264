#!/usr/bin/env bash
# Regenerates the TypeScript API types from the Go structs listed in tygo.yaml.
set -euo pipefail
cd "$(dirname "$0")/.."
go tool tygo generate --config tygo.yaml
echo "generated: $(sed -nE 's#^[[:space:]]*output_path:[[:space:]]*##p' tygo.yaml | tr '\n' ' ')"

#!/usr/bin/env bash
# Proves the LLM key cannot reach the web bundle: builds the web app with a
# known fake key in the environment (as the server would have it, and under
# the names a careless config might read) and fails if it appears in any
# built file.
set -euo pipefail
cd "$(dirname "$0")/../web"
canary="sk-test-CANARY-$(date +%s)-$RANDOM-do-not-ship"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
export OPENAI_API_KEY="$canary"
export LOREWRIGHT_CANARY="$canary"
node_modules/.bin/vite build --mode emulator --outDir "$out" --emptyOutDir --logLevel warn
files=$(find "$out" -type f | wc -l)
if [ "$files" -eq 0 ]; then
  echo "no-secrets check: the build produced no files" >&2
  exit 2
fi
# Self-check: the search must find a planted copy, or a clean result means nothing.
plant=$(mktemp -d)
printf 'var k="%s";' "$canary" >"$plant/planted.js"
if ! grep -rqF "$canary" "$plant"; then
  rm -rf "$plant"
  echo "no-secrets check: the search cannot find a planted canary" >&2
  exit 2
fi
rm -rf "$plant"
if grep -rlF "$canary" "$out"; then
  echo "SECRET LEAK: the key in the server environment reached the files above" >&2
  exit 1
fi
echo "no secret in the web bundle: the canary key is absent from all $files built files"

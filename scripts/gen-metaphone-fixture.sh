#!/usr/bin/env bash
# Regenerates functions/internal/grammar/testdata/metaphone.tsv: every 40th
# word of the speller's main word list with its Double Metaphone keys as the
# pinned npm package double-metaphone (MIT, Titus Wormer) computes them. The
# Go implementation (grammar/metaphone.go) is checked against it. Run
# scripts/gen-dictionary.sh first when the word list changes.
set -euo pipefail
cd "$(dirname "$0")/.."
DOUBLE_METAPHONE=double-metaphone@2.0.1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "$DOUBLE_METAPHONE" >/dev/null && tar xzf double-metaphone-*.tgz)
zcat functions/internal/grammar/data/words.txt.gz | cut -f1 | grep -E '^[A-Za-z]+$' | awk 'NR % 40 == 0' >"$work/words.txt"
node --input-type=module -e '
import fs from "node:fs";
const { doubleMetaphone } = await import(process.argv[1] + "/package/index.js");
const words = fs.readFileSync(process.argv[1] + "/words.txt", "utf8").trim().split("\n");
const lines = words.map((w) => [w, ...doubleMetaphone(w)].join("\t"));
fs.writeFileSync(process.argv[2], "# word\tprimary\talternate (npm double-metaphone 2.0.1)\n" + lines.join("\n") + "\n");
' "$work" functions/internal/grammar/testdata/metaphone.tsv

#!/usr/bin/env bash
# Regenerates functions/internal/grammar/data/ngrams.bin.gz, the general-
# English trigram model the speller ranks corrections with, from the US
# English language model of CMU Sphinx in the Debian package
# pocketsphinx-en-us (BSD-2; notice in functions/internal/grammar/data/
# NOTICE.md), fetched with apt-get download (run apt-get update first) and
# checked against its SHA-256. The output is deterministic, so running this
# again changes nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
PACKAGE=pocketsphinx-en-us
VERSION=0.8+5prealpha+1-15
LM_SHA256=db21d0642286677699e6dbc859d2e5395570222361999387ce60f6e1d01995d6
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
chmod 755 "$work"
(cd "$work" && apt-get download -q "$PACKAGE=$VERSION")
dpkg-deb -x "$work"/"$PACKAGE"_*.deb "$work/x"
lm="$work/x/usr/share/pocketsphinx/model/en-us/en-us.lm.bin"
echo "$LM_SHA256  $lm" | sha256sum -c --quiet -
go run ./functions/internal/grammar/genngrams -lm "$lm" -out functions/internal/grammar/data/ngrams.bin.gz

#!/usr/bin/env bash
# Runs the Firestore security-rules tests (web/rules-tests) under the
# Firestore emulator. The emulator needs Java 21 or newer and downloads its
# jar on first use; where either is missing this prints one line starting
# "SKIPPED rules tests:" with the reason and exits 0, so `make test` can
# report the skip instead of failing or pretending.
# Usage: web/scripts/rules-tests.sh [vitest-json-report-path]
set -euo pipefail

JSON_REPORT="${1:-}"

WEB_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ROOT_DIR="$(cd "$WEB_DIR/.." && pwd)"
FIREBASE="$WEB_DIR/node_modules/.bin/firebase"

skip() {
  echo "SKIPPED rules tests: $*"
  exit 0
}

command -v java >/dev/null 2>&1 || skip "Java is not installed (the Firestore emulator needs Java 21 or newer)"
java_version="$(java -version 2>&1 | awk -F'"' '/version/ {print $2; exit}')"
java_major="${java_version%%.*}"
[[ "$java_major" =~ ^[0-9]+$ ]] || skip "could not read the Java version from 'java -version' (got '$java_version')"
(( java_major >= 21 )) || skip "Java $java_version found; the Firestore emulator needs Java 21 or newer"
[[ -x "$FIREBASE" ]] || skip "firebase-tools is not installed in web/node_modules (run npm ci in web/)"

# The emulator jar is fetched once into ~/.cache/firebase/emulators.
if ! ls "${HOME}/.cache/firebase/emulators/"cloud-firestore-emulator-*.jar >/dev/null 2>&1; then
  "$FIREBASE" setup:emulators:firestore >/dev/null 2>&1 || skip "the Firestore emulator jar could not be downloaded (offline?)"
fi

cd "$ROOT_DIR"
reporters=""
[[ -n "$JSON_REPORT" ]] && reporters="--reporter=default --reporter=json --outputFile='$JSON_REPORT'"
exec "$FIREBASE" emulators:exec --only firestore --project demo-lorewright \
  "cd '$WEB_DIR' && node_modules/.bin/vitest run --config rules-tests/vitest.config.ts $reporters"

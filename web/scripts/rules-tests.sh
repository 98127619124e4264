#!/usr/bin/env bash
# Runs the Firestore suites (web/rules-tests: the security rules and the
# profile and document repository contracts) on their own, outside make
# test: starts the Firestore emulator with scripts/firestore-emulator.sh and
# the Auth emulator (the contracts sign in through it) unless they already
# run, runs the suites, and stops what it started. Where no Firestore
# emulator can start it prints one line starting "SKIPPED Firestore suites:"
# with the reason and exits 0.
# Usage: web/scripts/rules-tests.sh [vitest-json-report-path]
set -uo pipefail

JSON_REPORT="${1:-}"
WEB_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ROOT_DIR="$(cd "$WEB_DIR/.." && pwd)"
AUTH_HOST=127.0.0.1:9099
port_open() { (exec 3<>"/dev/tcp/${1%:*}/${1#*:}") 2>/dev/null; }

# shellcheck source=../../scripts/firestore-emulator.sh
source "$ROOT_DIR/scripts/firestore-emulator.sh"
auth_pid=""
cleanup() {
  firestore_emulator_down
  [ -n "$auth_pid" ] && kill "$auth_pid" 2>/dev/null
  wait 2>/dev/null
}
trap cleanup EXIT

if ! port_open "$AUTH_HOST"; then
  mkdir -p "$ROOT_DIR/tmp"
  (cd "$ROOT_DIR" && exec "$WEB_DIR/node_modules/.bin/firebase" emulators:start --only auth --project demo-lorewright) >"$ROOT_DIR/tmp/auth-emulator.log" 2>&1 &
  auth_pid=$!
fi
if ! firestore_emulator_up "$ROOT_DIR/tmp/firestore-emulator.log"; then
  echo "SKIPPED Firestore suites: $FIRESTORE_EMULATOR_REASON"
  [ "$FIRESTORE_EMULATOR_STATUS" = unavailable ] && exit 0
  exit 1
fi
echo "Firestore emulator: $FIRESTORE_EMULATOR_REASON."
for _ in $(seq 1 120); do port_open "$AUTH_HOST" && break; sleep 0.5; done
port_open "$AUTH_HOST" || { echo "The Auth emulator did not start on $AUTH_HOST." >&2; exit 1; }

reporters=()
[ -n "$JSON_REPORT" ] && reporters=(--reporter=default --reporter=json "--outputFile=$JSON_REPORT")
cd "$WEB_DIR" && FIREBASE_AUTH_EMULATOR_HOST=$AUTH_HOST node_modules/.bin/vitest run --config rules-tests/vitest.config.ts "${reporters[@]}"

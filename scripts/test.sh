#!/usr/bin/env bash
# Runs every Lorewright test and ends with one plain line:
#   N passed, N failed, N skipped
# Each step's failure is recorded and the run goes on, so one report shows
# everything; the exit code is non-zero when anything failed.
# Expects `make deps build` to have run (make test does that).
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out="$root/tmp/test-results"
rm -rf "$out" && mkdir -p "$out"

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export GCLOUD_PROJECT=demo-lorewright
export FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099

total_passed=0 total_failed=0 total_skipped=0
summary=()

record() { # name passed failed skipped
  total_passed=$((total_passed + $2)); total_failed=$((total_failed + $3)); total_skipped=$((total_skipped + $4))
  summary+=("$(printf '%-28s %5s passed %4s failed %4s skipped' "$1" "$2" "$3" "$4")")
}

# check NAME CMD...: a step that is one check (passes or fails as a whole).
check() {
  local name=$1; shift
  echo
  echo "=== $name"
  if "$@"; then record "$name" 1 0 0; else record "$name" 0 1 0; fi
}

# counted NAME KIND REPORT CMD...: a runner whose report gives per-test counts.
counted() {
  local name=$1 kind=$2 report=$3; shift 3
  echo
  echo "=== $name"
  "$@"
  local rc=$?
  read -r p f s < <(node scripts/count-results.mjs "$kind" "$report")
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  record "$name" "$p" "$f" "$s"
}

port_open() { (exec 3<>"/dev/tcp/${1%:*}/${1#*:}") 2>/dev/null; }

# The Auth emulator serves the Go auth tests and the browser tests.
emulator_pid=""
if ! port_open "$FIREBASE_AUTH_EMULATOR_HOST"; then
  web/node_modules/.bin/firebase emulators:start --only auth --project demo-lorewright >"$out/auth-emulator.log" 2>&1 &
  emulator_pid=$!
  for _ in $(seq 1 120); do port_open "$FIREBASE_AUTH_EMULATOR_HOST" && break; sleep 0.5; done
fi
cleanup() { [ -n "$emulator_pid" ] && kill "$emulator_pid" 2>/dev/null; wait 2>/dev/null; }
trap cleanup EXIT
check "auth emulator" port_open "$FIREBASE_AUTH_EMULATOR_HOST"

check "go vet" go vet ./...

go_tests() { go test -race -count=1 -v ./... >"$out/go.log" 2>&1; local rc=$?; grep -E '^(ok|FAIL|---|panic|\s+\S+_test\.go:)' "$out/go.log" | grep -v -- '--- PASS' | grep -v -- '--- SKIP' ; return $rc; }
counted "go test" go "$out/go.log" go_tests

[ -x scripts/check-contract.sh ] && check "api contract drift" scripts/check-contract.sh

check "web typecheck" bash -c 'cd web && npx tsc -b --pretty false'
check "web lint" bash -c 'cd web && npx eslint --max-warnings=0 .'

counted "web unit tests" vitest "$out/vitest.json" \
  bash -c "cd web && npx vitest run --reporter=default --reporter=json --outputFile='$out/vitest.json'"

[ -x scripts/check-no-secrets.sh ] && check "no secret in web bundle" scripts/check-no-secrets.sh

counted "browser end-to-end" playwright "$out/playwright.json" \
  bash -c "cd web && PLAYWRIGHT_JSON_OUTPUT_NAME='$out/playwright.json' npx playwright test --reporter=list,json"

# Security-rules tests need the Firestore emulator (Java 21 and its jar).
echo
echo "=== firestore rules"
if [ -x web/scripts/rules-tests.sh ]; then
  web/scripts/rules-tests.sh "$out/rules.json" | tee "$out/rules.log"
  rc=${PIPESTATUS[0]}
  if grep -q '^SKIPPED rules tests:' "$out/rules.log"; then
    record "firestore rules (skipped)" 0 0 1
  else
    read -r p f s < <(node scripts/count-results.mjs vitest "$out/rules.json")
    [ "$rc" -ne 0 ] && [ "$f" -eq 0 ] && f=1
    record "firestore rules" "$p" "$f" "$s"
  fi
fi

# Quality targets gate here; the speed target is measured by make bench.
[ -x scripts/score-grammar.sh ] && check "grammar corpus score" env MIN_SPEED_RATIO=0 scripts/score-grammar.sh

echo
echo "=== summary"
printf '%s\n' "${summary[@]}"
echo
echo "$total_passed passed, $total_failed failed, $total_skipped skipped"
[ "$total_failed" -eq 0 ]

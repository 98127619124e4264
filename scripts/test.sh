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

# Three checks that need no emulator start first, each to its own log, and
# are recorded at their place below: the typecheck and ESLint (one thread
# each; both keep what they learnt under web/node_modules: tsc's incremental
# build info, ESLint's cache keyed on file contents and its config, so a
# second run checks only what changed) and the no-secret build. They fill
# the cores the emulators leave idle while they start (a quarter of them,
# vmstat showed) and while the go steps wind down.
finished() { wait "$1"; local rc=$?; cat "$2"; return $rc; }
(cd web && npx tsc -b --pretty false) >"$out/typecheck.log" 2>&1 &
typecheck_job=$!
(cd web && npx eslint --max-warnings=0 --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ .) >"$out/lint.log" 2>&1 &
lint_job=$!
scripts/check-no-secrets.sh >"$out/no-secrets.log" 2>&1 &
secrets_job=$!
export GCLOUD_PROJECT=demo-lorewright
export FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099

total_passed=0 total_failed=0 total_skipped=0
summary=()
failures=()
# Each line of the summary also says how long its step took (wall clock,
# since the previous line), so a slow step shows where it is.
last_mark=$SECONDS

record() { # name passed failed skipped
  total_passed=$((total_passed + $2)); total_failed=$((total_failed + $3)); total_skipped=$((total_skipped + $4))
  summary+=("$(printf '%-44s %5s passed %4s failed %4s skipped %5ss' "$1" "$2" "$3" "$4" $((SECONDS - last_mark)))")
  last_mark=$SECONDS
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

# Emulators, started side by side: the Auth emulator (Go auth tests, the
# Firestore contracts' sign-ins, the browser tests) and the Firestore
# emulator (scripts/firestore-emulator.sh: rules, contracts, quota store,
# signed-in journeys). Ones already running are reused.
emulator_pid=""
if ! port_open "$FIREBASE_AUTH_EMULATOR_HOST"; then
  web/node_modules/.bin/firebase emulators:start --only auth --project demo-lorewright >"$out/auth-emulator.log" 2>&1 &
  emulator_pid=$!
fi
# shellcheck source=firestore-emulator.sh
source scripts/firestore-emulator.sh
cleanup() {
  firestore_emulator_down
  [ -n "$emulator_pid" ] && kill "$emulator_pid" 2>/dev/null
  wait 2>/dev/null
}
trap cleanup EXIT
echo
echo "=== firestore emulator"
firestore_emulator_up "$out/firestore-emulator.log"
echo "Firestore emulator: $FIRESTORE_EMULATOR_REASON."
# Only the Firestore steps get FIRESTORE_EMULATOR_HOST (fs_env below).
fs_host=${FIRESTORE_EMULATOR_HOST:-}
unset FIRESTORE_EMULATOR_HOST
case $FIRESTORE_EMULATOR_STATUS in
  started | reused) record "firestore emulator" 1 0 0; fs_expected=1 ;;
  failed) record "firestore emulator" 0 1 0; fs_expected=1 ;;
  *) record "firestore emulator (none here)" 0 0 1; fs_expected=0 ;;
esac
fs_env=()
[ -n "$fs_host" ] && fs_env=(FIRESTORE_EMULATOR_HOST="$fs_host")

# firestore_record NAME passed failed skipped: where an emulator exists, a
# skipped Firestore test is a failure; elsewhere the skip stands, with the reason above.
firestore_record() {
  local name=$1 p=$2 f=$3 s=$4
  if [ "$fs_expected" -eq 1 ] && [ "$s" -gt 0 ]; then
    echo "FAIL: $s Firestore test(s) of \"$name\" skipped although a Firestore emulator exists here ($FIRESTORE_EMULATOR_REASON)"
    f=$((f + s)) s=0
  fi
  # A suite that ran no test at all (a renamed file, a filter matching
  # nothing) proves nothing: where the emulator exists that is a failure.
  if [ "$fs_expected" -eq 1 ] && [ $((p + f + s)) -eq 0 ]; then
    echo "FAIL: \"$name\" ran no test although a Firestore emulator exists here"
    f=1
  fi
  [ "$fs_expected" -eq 0 ] && name="$name (skipped: no emulator)"
  record "$name" "$p" "$f" "$s"
}

for _ in $(seq 1 120); do port_open "$FIREBASE_AUTH_EMULATOR_HOST" && break; sleep 0.5; done
check "auth emulator" port_open "$FIREBASE_AUTH_EMULATOR_HOST"

# ./functions/..., not ./...: web/node_modules holds a Go package of its own (flatted/golang).
check "go vet" go vet ./functions/...
gofmt_clean() { local unformatted; unformatted=$(gofmt -l functions); [ -z "$unformatted" ] || { echo "not gofmt-formatted: $unformatted"; return 1; }; }
check "gofmt" gofmt_clean

# The race detector runs on the packages whose code or tests start
# goroutines (or serve HTTP, or share work with singleflight/errgroup): only
# there can two goroutines touch the same memory. In a package whose test
# binary runs one goroutine at a time it can find nothing, and it makes the
# content sweeps (campaign/internal/builtin, grammar, names...) ten times
# slower, so those run without it. The split is worked out on every run, so
# a package that starts a goroutine tomorrow is raced from then on. A child
# process counts when it runs beside the test (cmd.Start); exec's Run and
# Output return only once its copying goroutines are done, so they share
# nothing with the test (cmd/genlicences: 8.9 CPU-s raced, 2.6 plain).
# The Firestore quota store's tests run in their own step below.
concurrent_pattern='(^|[[:space:]])go (func|[[:alnum:]_.]+\()|\.Go\(|AfterFunc|httptest|http\.Server|ListenAndServe|t\.Parallel\(\)|errgroup|singleflight|\.Start\(\)|chan |<-'
#
# Within a raced package, a test file that begins `//go:build !race` holds
# sweeps of one goroutine (content through the checker, the dev corpus, bad
# input sent request by request): the race build leaves it out, and its tests
# run here in the plain pass instead (a third of the race pass's time).
race_pkgs=() plain_pkgs=() sweep_pkgs=() sweep_tests=()
while IFS='=' read -r pkg dir; do
  if grep -qE "$concurrent_pattern" "$dir"/*.go 2>/dev/null; then
    race_pkgs+=("$pkg")
    mapfile -t unraced < <(grep -lx '//go:build !race' "$dir"/*_test.go 2>/dev/null)
    if [ "${#unraced[@]}" -gt 0 ]; then
      sweep_pkgs+=("$pkg")
      mapfile -t -O "${#sweep_tests[@]}" sweep_tests < <(sed -n 's/^func \(Test[[:alnum:]_]*\)(.*/\1/p' "${unraced[@]}")
    fi
  else
    plain_pkgs+=("$pkg")
  fi
done < <(go list -f '{{.ImportPath}}={{.Dir}}' ./functions/...)
go_tests() {
  local rc=0
  echo "race detector on ${#race_pkgs[@]} packages, not on ${#plain_pkgs[@]} (no goroutines there); ${#sweep_tests[@]} one-goroutine sweeps of raced packages run without it"
  # Side by side (the race run's last packages leave a core idle), each to its own log.
  go test -race -count=1 -v -skip '^TestFirestoreStore' "${race_pkgs[@]}" >"$out/go-race.log" 2>&1 &
  local race_job=$!
  : >"$out/go-plain.log"
  if [ "${#plain_pkgs[@]}" -gt 0 ]; then
    go test -count=1 -v -skip '^TestFirestoreStore' "${plain_pkgs[@]}" >"$out/go-plain.log" 2>&1 || rc=$?
  fi
  : >"$out/go-sweeps.log"
  if [ "${#sweep_tests[@]}" -gt 0 ]; then
    local pattern
    pattern="^($(IFS='|'; echo "${sweep_tests[*]}"))\$"
    go test -count=1 -v -run "$pattern" "${sweep_pkgs[@]}" >"$out/go-sweeps.log" 2>&1 || rc=$?
  fi
  wait "$race_job" || rc=$?
  cat "$out/go-race.log" "$out/go-plain.log" "$out/go-sweeps.log" >"$out/go.log"
  grep -E '^(ok|FAIL|---|panic|\s+\S+_test\.go:)' "$out/go.log" | grep -v -- '--- PASS' | grep -v -- '--- SKIP'
  return $rc
}
counted "go test" go "$out/go.log" go_tests

echo
echo "=== firestore: go quota store"
env "${fs_env[@]}" go test -race -count=1 -v -run '^TestFirestoreStore' ./functions/internal/quota/ >"$out/go-firestore.log" 2>&1
rc=$?
grep -E '^(ok|FAIL|--- (FAIL|SKIP)|panic|\s+\S+_test\.go:)' "$out/go-firestore.log"
read -r p f s < <(node scripts/count-results.mjs go "$out/go-firestore.log")
[ "$rc" -ne 0 ] && [ "$f" -eq 0 ] && f=1
firestore_record "firestore: go quota store" "$p" "$f" "$s"

[ -x scripts/check-contract.sh ] && check "api contract drift" scripts/check-contract.sh

check "web typecheck" finished "$typecheck_job" "$out/typecheck.log"
check "web lint" finished "$lint_job" "$out/lint.log"

counted "web unit tests" vitest "$out/vitest.json" \
  bash -c "cd web && npx vitest run --reporter=default --reporter=json --outputFile='$out/vitest.json'"
mapfile -t -O "${#failures[@]}" failures < <(node scripts/failed-tests.mjs vitest "$out/vitest.json")

check "no secret in web bundle" finished "$secrets_job" "$out/no-secrets.log"
check "JS budgets (landing 110 KB, editor with every tool 400 KB, signed in 480 KB)" scripts/check-bundle.sh
check "make bench's verdicts (scripts/bench-summary.mjs)" node --test scripts/bench-summary.test.mjs

# The rules and the repository contracts, against the Firestore emulator
# (each suite in a Firestore project of its own), signing in through the
# Auth emulator. One run, counted per suite.
echo
echo "=== firestore: rules and repository contracts"
(cd web && env "${fs_env[@]}" npx vitest run --config rules-tests/vitest.config.ts \
  --reporter=default --reporter=json --outputFile="$out/firestore.json")
rc=$?
fs_suite() { # name file-regex
  read -r p f s < <(node scripts/count-results.mjs vitest "$out/firestore.json" --file "$2")
  [ "$rc" -ne 0 ] && [ "$f" -eq 0 ] && [ "$p" -eq 0 ] && f=1
  firestore_record "$1" "$p" "$f" "$s"
}
fs_suite "firestore: security rules" '\.rules\.test\.ts$'
fs_suite "firestore: profile contract" 'profiles\.contract\.test\.ts$'
fs_suite "firestore: document contract" 'documents\.contract\.test\.ts$'
fs_suite "firestore: share links contract" 'shares\.contract\.test\.ts$'

# One Playwright run, counted in two parts: the signed-in journeys (tagged
# @firestore; in Firestore when its emulator runs) and everything else.
echo
echo "=== browser end-to-end"
(cd web && PLAYWRIGHT_JSON_OUTPUT_NAME="$out/playwright.json" npx playwright test --reporter=list,json)
rc=$?
read -r p f s < <(node scripts/count-results.mjs playwright "$out/playwright.json" --not-tag firestore)
read -r tp tf ts < <(node scripts/count-results.mjs playwright "$out/playwright.json" --tag firestore)
# A run that failed without a failed test (a server that did not start) counts once.
[ "$rc" -ne 0 ] && [ "$f" -eq 0 ] && [ "$tf" -eq 0 ] && f=1
record "browser end-to-end" "$p" "$f" "$s"
mapfile -t -O "${#failures[@]}" failures < <(node scripts/failed-tests.mjs playwright "$out/playwright.json")
firestore_record "firestore: signed-in end-to-end" "$tp" "$tf" "$ts"

# Quality targets gate here; the speed target is measured by make bench.
[ -x scripts/score-grammar.sh ] && check "grammar corpus score" env MIN_SPEED_RATIO=0 scripts/score-grammar.sh

echo
echo "=== summary"
printf '%s\n' "${summary[@]}"
echo
if [ "${#failures[@]}" -gt 0 ]; then
  echo
  echo "failed tests (and flaky ones, counted as passed):"
  printf '  %s\n' "${failures[@]}"
fi
echo
echo "make test's steps took ${SECONDS}s"
echo "$total_passed passed, $total_failed failed, $total_skipped skipped"
[ "$total_failed" -eq 0 ]

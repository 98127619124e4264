#!/usr/bin/env bash
# Runs Lorewright's benchmarks against the built app: each one's full output
# first, then one table (scripts/bench-summary.mjs, also written as
# tmp/bench/summary.json) of every figure with its budget and verdict.
# Expects `make build` (make bench does that). Exits non-zero when a benchmark
# fails, or when the table has a missed budget or a figure not measured.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
logs="$root/tmp/bench"
rm -rf "$logs" && mkdir -p "$logs"
port=8182
OPEN5E_BASE_URL=off FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 WEB_DIR="$root/web/dist" PORT=$port bin/lorewright-server >"$logs/server.log" 2>&1 &
server=$!
# Signed-in documents live in Firestore: the bundle and signed-in figures need its emulator.
# shellcheck source=firestore-emulator.sh
source scripts/firestore-emulator.sh
trap 'kill $server 2>/dev/null; firestore_emulator_down; wait 2>/dev/null' EXIT
firestore_emulator_up "$logs/firestore-emulator.log" || echo "Firestore emulator: $FIRESTORE_EMULATOR_REASON (the signed-in bundle figure will say so)"
for _ in $(seq 1 100); do (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null && break; sleep 0.1; done

failed=()
# bench NAME LOG CMD...: runs one benchmark, showing and keeping its output.
bench() {
  local name=$1 log=$2; shift 2
  echo; echo "## $name"; echo
  "$@" 2>&1 | tee "$logs/$log"
  [ "${PIPESTATUS[0]}" -eq 0 ] || failed+=("$name")
}
base="http://127.0.0.1:$port"

bench "Bundle (gzipped JS per chunk)" bundle.log bash -c "cd web && node bench/bundle.bench.mjs $base"
bench "Dashboard with 1,000 documents (browser store)" dashboard.log bash -c "cd web && node bench/dashboard.bench.mjs $base"
bench "Editor typing latency (20,000-word document, edit journal and version history on)" typing.log bash -c "cd web && node bench/typing.bench.mjs $base"
bench "Backup: Export All and Import (1,000 documents)" backup.log bash -c "cd web && node bench/backup.bench.mjs $base"
bench "Grammar engine (6,000 words; cold spelling suggestions)" grammar-bench.log go test -run '^$' -bench 'BenchmarkCheck6000Words|BenchmarkSuggest$' -benchmem ./functions/internal/grammar/
bench "Grammar corpus vs harper.js (quality and speed)" grammar-score.log scripts/score-grammar.sh
bench "Real-world dev set vs harper.js (per category)" realworld-score.log env API_BASE="$base" scripts/score-realworld.sh
bench "Monster catalogue (search, browse all, names in text)" monsters-bench.log go test -run '^$' -bench 'BenchmarkSearch|BenchmarkBrowseAll|BenchmarkFind' -benchmem ./functions/internal/monsters/ ./functions/internal/srd/
bench "Monster lists over HTTP (browse all, search)" monsters-http.log bash -c "cd web && node bench/monsters.bench.mjs $base"
bench "Campaign balance analysis (50,000 words; a 1,000-word request)" balance-bench.log go test -run '^$' -bench 'BenchmarkAnalyze(50000|1000)Words' -benchmem ./functions/internal/balance/
bench "Campaign parser and built-in generator" campaign-bench.log go test -run '^$' -bench 'BenchmarkParseCampaign4000Tokens|BenchmarkBuildCampaign|BenchmarkParseRefinement' -benchmem ./functions/internal/campaign/
bench "Campaign stream: model's first token to the browser" campaign-stream.log go test -run '^$' -bench BenchmarkCampaignFirstDelta -benchtime 200x ./functions/internal/api/
bench "API load on loopback" api.log go run ./functions/cmd/loadbench
bench "Sustained API load (1,000 req/s, 30 s per endpoint)" api-sustained.log go run ./functions/cmd/loadbench -rate 1000 -duration 30s
bench "Export (50-page campaign)" export.log bash -c "cd web && npx vitest bench --run bench/export.bench.ts"
bench "Book view (20,000 words, 20 stat blocks) and share link" book.log bash -c "cd web && node bench/book.bench.mjs $base"

echo
echo "## Summary"
echo
node scripts/bench-summary.mjs "$logs" || failed+=("Summary (budgets missed or not measured)")
echo
if [ ${#failed[@]} -eq 0 ]; then
  echo "benchmarks done, every budget met"
else
  echo "failed or over budget: ${failed[*]}"
  exit 1
fi

#!/usr/bin/env bash
# Runs Lorewright's benchmarks against the built app and prints one report.
# Expects `make build` (make bench does that).
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
mkdir -p tmp
port=8182
FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 WEB_DIR="$root/web/dist" PORT=$port bin/lorewright-server >tmp/bench-server.log 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait 2>/dev/null' EXIT
for _ in $(seq 1 100); do (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null && break; sleep 0.1; done

status=0
section() { echo; echo "## $1"; echo; }

section "Bundle (gzipped JS per chunk)"
(cd web && node bench/bundle.bench.mjs "http://127.0.0.1:$port") || status=1

section "Dashboard with 1,000 documents (browser store)"
(cd web && node bench/dashboard.bench.mjs "http://127.0.0.1:$port") || status=1

section "Editor typing latency (20,000-word document)"
(cd web && node bench/typing.bench.mjs "http://127.0.0.1:$port") || status=1

section "Grammar engine (6,000 words)"
go test -run '^$' -bench BenchmarkCheck6000Words -benchmem ./functions/internal/grammar/ || status=1

section "Grammar corpus vs harper.js (quality and speed)"
scripts/score-grammar.sh || status=1

section "API load on loopback (GET /api/healthz, POST /api/content/generate fallback)"
go run ./functions/cmd/loadbench || status=1

section "Export (50-page campaign)"
(cd web && npx vitest bench --run bench/export.bench.ts) || status=1

echo
[ "$status" -eq 0 ] && echo "benchmarks done" || echo "a benchmark failed or missed its budget"
exit "$status"

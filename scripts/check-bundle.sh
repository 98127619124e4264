#!/usr/bin/env bash
# The JavaScript budgets as Chromium fetches the built app: the landing route
# at most 110 KB gzipped, the editor with every assistant tool at most 400 KB
# (web/bench/bundle.bench.mjs). Serves web/dist with the built server on its
# own port. Expects `make build`.
set -uo pipefail
cd "$(dirname "$0")/.."
port=${BUNDLE_CHECK_PORT:-18191}
log=$(mktemp)
OPEN5E_BASE_URL=off FIREBASE_AUTH_EMULATOR_HOST=${FIREBASE_AUTH_EMULATOR_HOST:-127.0.0.1:9099} WEB_DIR="$PWD/web/dist" \
  HOST=127.0.0.1 PORT=$port bin/lorewright-server >"$log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait 2>/dev/null; rm -f "$log"' EXIT
for _ in $(seq 1 100); do (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null && break; sleep 0.1; done
cd web && node bench/bundle.bench.mjs "http://127.0.0.1:$port" | sed -n '/^| route |/,$p'
exit "${PIPESTATUS[0]}"

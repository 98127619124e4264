#!/usr/bin/env bash
# The JavaScript budgets as Chromium fetches the built app: the landing route
# at most 110 KB gzipped, the editor with every assistant tool at most 400 KB
# as a guest and 480 KB signed in (the same 400 plus 80 for the Firebase SDK
# only accounts load) (web/bench/bundle.bench.mjs). Serves web/dist with
# the built server on its own port. Signed in, documents live in Firestore,
# so its emulator is started (or a running one reused): without it the
# signed-in figure would leave Firestore's code out. Expects `make build` and
# the Auth emulator.
set -uo pipefail
cd "$(dirname "$0")/.."
port=${BUNDLE_CHECK_PORT:-18191}
log=$(mktemp)
# shellcheck source=firestore-emulator.sh
source scripts/firestore-emulator.sh
OPEN5E_BASE_URL=off FIREBASE_AUTH_EMULATOR_HOST=${FIREBASE_AUTH_EMULATOR_HOST:-127.0.0.1:9099} WEB_DIR="$PWD/web/dist" \
  HOST=127.0.0.1 PORT=$port bin/lorewright-server >"$log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; firestore_emulator_down; rm -f "$log"' EXIT
if ! firestore_emulator_up "$(dirname "$log")/bundle-firestore-emulator.log"; then
  echo "check-bundle: no Firestore emulator for the signed-in editor: $FIRESTORE_EMULATOR_REASON" >&2
  exit 1
fi
for _ in $(seq 1 100); do (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null && break; sleep 0.1; done
cd web && node bench/bundle.bench.mjs "http://127.0.0.1:$port" | sed -n '/^| route |/,$p'
exit "${PIPESTATUS[0]}"

#!/usr/bin/env bash
# Hot-reload development: Auth emulator, Firestore emulator (when one can
# run here), the Go API on :8080 and Vite's dev server (which proxies /api to
# it). Ctrl+C stops them all.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
pids=()
# shellcheck source=firestore-emulator.sh
source "$root/scripts/firestore-emulator.sh"
stop() { trap - INT TERM EXIT; firestore_emulator_down; for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap stop INT TERM EXIT
port_open() { (exec 3<>"/dev/tcp/${1%:*}/${1#*:}") 2>/dev/null; }
mkdir -p tmp
if ! port_open 127.0.0.1:9099; then
  web/node_modules/.bin/firebase emulators:start --only auth --project demo-lorewright >tmp/auth-emulator.log 2>&1 &
  pids+=($!)
  for _ in $(seq 1 120); do port_open 127.0.0.1:9099 && break; sleep 0.5; done
fi
firestore_emulator_up "$root/tmp/firestore-emulator.log" || true
echo "Firestore: $FIRESTORE_EMULATOR_REASON."
OPEN5E_BASE_URL=off FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 PORT=8080 "$root/bin/lorewright-server" &
pids+=($!)
cd web && node_modules/.bin/vite --mode emulator --host 127.0.0.1 &
pids+=($!)
wait -n "${pids[@]}"

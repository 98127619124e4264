#!/usr/bin/env bash
# Starts Lorewright locally: the Firebase Auth emulator, the Firestore
# emulator (scripts/firestore-emulator.sh, with firestore.rules) and the Go
# server serving /api and the built web app. Signed-in accounts keep their
# profiles and documents in the Firestore emulator, as in production; where
# no emulator can start, this says why and they stay in the browser store.
# Ctrl+C stops everything it started.
# Expects `make build` to have run (bin/lorewright-server, web/dist).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

PORT=${PORT:-8080}
AUTH_HOST=127.0.0.1:9099
firebase="$root/web/node_modules/.bin/firebase"

pids=()
# shellcheck source=firestore-emulator.sh
source "$root/scripts/firestore-emulator.sh"
stop() {
  trap - INT TERM EXIT
  firestore_emulator_down
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  echo "Lorewright stopped."
}
trap stop INT TERM EXIT

port_open() { (exec 3<>"/dev/tcp/${1%:*}/${1#*:}") 2>/dev/null; }

# The two emulators start side by side.
auth_started=""
if port_open "$AUTH_HOST"; then
  echo "Auth emulator already running on $AUTH_HOST; using it."
else
  echo "Starting the Firebase Auth emulator on $AUTH_HOST and the Firestore emulator..."
  mkdir -p "$root/tmp"
  "$firebase" emulators:start --only auth --project demo-lorewright >"$root/tmp/auth-emulator.log" 2>&1 &
  pids+=($!)
  auth_started=${pids[-1]}
fi

if firestore_emulator_up "$root/tmp/firestore-emulator.log"; then
  echo "Firestore: $FIRESTORE_EMULATOR_REASON."
  echo "           Signed-in accounts keep profiles and documents there, as in production; guests stay in this browser."
else
  echo "Firestore: $FIRESTORE_EMULATOR_REASON."
  echo "           Signed-in accounts keep profiles and documents in this browser's store (IndexedDB) instead."
fi
firestore_env=()
if [ -n "${FIRESTORE_EMULATOR_HOST:-}" ]; then firestore_env=(FIRESTORE_EMULATOR_HOST="$FIRESTORE_EMULATOR_HOST"); fi

if [ -n "$auth_started" ]; then
  for _ in $(seq 1 120); do
    port_open "$AUTH_HOST" && break
    if ! kill -0 "$auth_started" 2>/dev/null; then
      echo "The Auth emulator failed to start; see tmp/auth-emulator.log:" >&2
      tail -20 "$root/tmp/auth-emulator.log" >&2
      exit 1
    fi
    sleep 0.5
  done
  port_open "$AUTH_HOST" || { echo "The Auth emulator did not open $AUTH_HOST in 60 s." >&2; exit 1; }
fi

if [ -n "${OPENAI_API_KEY:-}" ]; then
  echo "AI: using the model service at ${OPENAI_BASE_URL:-https://api.openai.com/v1} (${OPENAI_MODEL:-gpt-4})."
else
  echo "AI: no OPENAI_API_KEY set; the AI tools use built-in fallback content."
fi

# Offline by default: the built-in SRD catalogue answers monster searches
# unless OPEN5E_BASE_URL names an Open5e server. FIRESTORE_EMULATOR_HOST lets
# `QUOTA_STORE=firestore make run` keep AI quotas in the emulator too.
env "${firestore_env[@]}" FIREBASE_AUTH_EMULATOR_HOST=$AUTH_HOST WEB_DIR="$root/web/dist" PORT=$PORT HOST=127.0.0.1 \
  OPEN5E_BASE_URL=${OPEN5E_BASE_URL:-off} "$root/bin/lorewright-server" &
pids+=($!)

for _ in $(seq 1 100); do
  port_open "127.0.0.1:$PORT" && break
  kill -0 "${pids[-1]}" 2>/dev/null || { echo "The server failed to start." >&2; exit 1; }
  sleep 0.1
done
echo
echo "Lorewright is running at http://127.0.0.1:$PORT/  (Ctrl+C to stop)"
echo
wait -n "${pids[@]}"

#!/usr/bin/env bash
# Scores the checker on the real-world development set beside harper.js,
# per category (scripts/score-realworld.mjs): copies ../shared/corpus to a
# temporary folder, installs its npm packages (harper.js), starts the Go
# server (or uses API_BASE when given) and prints the tables and a last line
# of key=value figures for make bench.
#
# Usage: scripts/score-realworld.sh [--verbose]
#   CORPUS_DIR  default ../shared/corpus (beside the clone)
#   API_BASE    a running server to score (default: build and start one)
#   REALWORLD_SCORE_PORT  port for the server it starts (default 18301)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
corpus_dir=${CORPUS_DIR:-"$root/../shared/corpus"}
port=${REALWORLD_SCORE_PORT:-18301}

if [ ! -d "$corpus_dir/realworld-dev" ]; then
  echo "score-realworld: no realworld-dev in $corpus_dir" >&2
  exit 1
fi
work=$(mktemp -d)
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

cp -r "$corpus_dir"/. "$work/corpus"
chmod -R u+w "$work/corpus"
(cd "$work/corpus" && npm install --no-audit --no-fund --loglevel=error)

base=${API_BASE:-}
if [ -z "$base" ]; then
  go build -o "$work/server" ./functions/cmd/server
  FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 HOST=127.0.0.1 PORT=$port "$work/server" >"$work/server.log" 2>&1 &
  server=$!
  for _ in $(seq 1 100); do
    if (exec 3<>/dev/tcp/127.0.0.1/"$port") 2>/dev/null; then break; fi
    sleep 0.1
  done
  base="http://127.0.0.1:$port"
fi
node scripts/score-realworld.mjs "$work/corpus" "$base" "$@"

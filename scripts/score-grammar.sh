#!/usr/bin/env bash
# Scores POST /api/grammar/check against harper.js on the shared grammar
# corpus, from a fresh clone: copies the corpus to a temporary folder, installs
# its npm packages (harper.js), builds and starts the Go server, runs
# score.mjs, and stops the server. Prints score.mjs's table.
#
# Usage: scripts/score-grammar.sh [CORPUS_DIR] [CORPUS_FILE]
#   CORPUS_DIR  default ../shared/corpus (beside the clone)
#   CORPUS_FILE default grammar-dev.jsonl
#   GRAMMAR_SCORE_PORT  port for the server (default 18300)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
corpus_dir=${1:-"$root/../shared/corpus"}
corpus_file=${2:-grammar-dev.jsonl}
port=${GRAMMAR_SCORE_PORT:-18300}

if [ ! -f "$corpus_dir/score.mjs" ]; then
  echo "score-grammar: no score.mjs in $corpus_dir" >&2
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

go build -o "$work/server" ./functions/cmd/server
# The server needs an auth setting to start; grammar checks need no token.
FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 HOST=127.0.0.1 PORT=$port "$work/server" >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 100); do
  if (exec 3<>/dev/tcp/127.0.0.1/"$port") 2>/dev/null; then break; fi
  sleep 0.1
done
if ! kill -0 "$server" 2>/dev/null; then
  echo "score-grammar: the server did not start:" >&2
  cat "$work/server.log" >&2
  exit 1
fi

(cd "$work/corpus" && node score.mjs "$corpus_file" "http://127.0.0.1:$port")

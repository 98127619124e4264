#!/usr/bin/env bash
# Finds a Firestore emulator, starts it on 127.0.0.1 at the port firebase.json
# records (emulators.firestore.port; not 8080, which is the API's), loads
# firestore.rules, waits until it answers, and says what it found and why.
#
# Which emulator, in this order:
#   1. the Google Cloud CLI component (Debian package
#      google-cloud-cli-firestore-emulator): <sdk root>/platform/
#      cloud-firestore-emulator, run on any Java 11 or newer. The SDK root is
#      $CLOUDSDK_ROOT_DIR, else where `gcloud` lives, else what
#      `gcloud info --format='value(installation.sdk_root)'` prints, else the
#      usual install folders. Its `cloud_firestore_emulator` script starts
#      java without exec, so stopping the script leaves the JVM running; this
#      runs the same java command line itself, so the PID it keeps is the
#      emulator's.
#   2. firebase-tools (web/node_modules) with Java 21 or newer; it fetches its
#      own emulator jar into ~/.cache/firebase/emulators where the network
#      allows (it refuses older Java before starting any Java emulator).
# FIRESTORE_EMULATOR_USE=sdk|firebase-tools|none limits the choice (default
# auto): `none` shows how everything behaves on a machine without one.
# An emulator already answering on the port is reused (and given this
# checkout's rules for the demo project), so `make run` and `make test` can
# share one.
#
# Usage:
#   scripts/firestore-emulator.sh           start it in the foreground; Ctrl+C stops it
#   scripts/firestore-emulator.sh --check   say which emulator would start and why; exit 0 if one can
#   scripts/firestore-emulator.sh --port    print the port from firebase.json
#   source scripts/firestore-emulator.sh    then: firestore_emulator_up LOGFILE; ...; firestore_emulator_down
#
# firestore_emulator_up sets:
#   FIRESTORE_EMULATOR_STATUS  started | reused | unavailable (nothing here can run one) | failed
#   FIRESTORE_EMULATOR_REASON  one line saying what was found and why
#   FIRESTORE_EMULATOR_HOST    127.0.0.1:PORT when started or reused (exported), else unset
#   FIRESTORE_EMULATOR_PID     the process to stop (empty when reused)
#   FIRESTORE_EMULATOR_SECONDS seconds until it answered (started only)
# and returns 0 for started or reused, 1 otherwise.

_fe_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
FIRESTORE_EMULATOR_PROJECT=${FIRESTORE_EMULATOR_PROJECT:-demo-lorewright}

firestore_emulator_port() {
  node -e 'const c = require(process.argv[1]); const p = c.emulators && c.emulators.firestore && c.emulators.firestore.port;
    if (!Number.isInteger(p)) { console.error("firebase.json has no emulators.firestore.port"); process.exit(1); } console.log(p);' \
    "$_fe_root/firebase.json"
}

_fe_port_open() { (exec 3<>"/dev/tcp/${1%:*}/${1#*:}") 2>/dev/null; }

# GET host:port path: prints the response body, in plain bash (polling
# costs no process start-up on a busy machine). The emulator keeps the
# connection open, so the body is read by its Content-Length.
_fe_http_get() {
  local line len=0 body=""
  exec 4<>"/dev/tcp/${1%:*}/${1#*:}" || return 1
  printf 'GET %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n' "$2" "$1" >&4
  IFS= read -r -t 10 line <&4 || { exec 4<&-; return 1; }
  while IFS= read -r -t 10 line <&4; do
    line=${line%$'\r'}
    [ -z "$line" ] && break
    if [[ "${line,,}" =~ ^content-length:\ *([0-9]+) ]]; then len=${BASH_REMATCH[1]}; fi
  done
  if [ "$len" -gt 0 ]; then IFS= read -r -t 10 -N "$len" body <&4; fi
  exec 4<&-
  printf '%s' "$body"
}

# True when a Firestore emulator (not just any server) answers at host:port:
# its root says "Ok" and its REST API answers a document read with a
# Firestore error ("status": "PERMISSION_DENIED" under the rules).
firestore_emulator_answers() {
  _fe_port_open "$1" || return 1
  local root doc
  root=$(_fe_http_get "$1" /) 2>/dev/null || return 1
  [ "$root" = Ok ] || return 1
  doc=$(_fe_http_get "$1" "/v1/projects/$FIRESTORE_EMULATOR_PROJECT/databases/(default)/documents/lorewright-probe/probe") 2>/dev/null || return 1
  [[ "$doc" =~ \"status\":\ *\"[A-Z_]+\" || "$doc" =~ \"name\":\ *\"projects/ ]]
}

_fe_java_major() {
  command -v "${JAVA:-java}" >/dev/null 2>&1 || return 1
  local v
  v=$("${JAVA:-java}" -version 2>&1 | awk -F'"' '/version/ {print $2; exit}')
  v=${v#1.} # Java 8 says 1.8
  v=${v%%[.+-]*}
  [[ "$v" =~ ^[0-9]+$ ]] || return 1
  echo "$v"
}

# The Cloud SDK root holding the Firestore emulator component, if any.
_fe_sdk_component() {
  local candidates=() gcloud_bin=""
  if [ -n "${CLOUDSDK_ROOT_DIR:-}" ]; then candidates+=("$CLOUDSDK_ROOT_DIR"); fi
  if gcloud_bin=$(command -v gcloud 2>/dev/null); then
    candidates+=("$(dirname "$(dirname "$(readlink -f "$gcloud_bin")")")")
  fi
  candidates+=(/usr/lib/google-cloud-sdk /usr/share/google-cloud-sdk /opt/google-cloud-sdk "$HOME/google-cloud-sdk")
  local dir
  for dir in "${candidates[@]}"; do
    if [ -f "$dir/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar" ]; then
      echo "$dir/platform/cloud-firestore-emulator"
      return 0
    fi
  done
  # Last resort: ask gcloud itself (slower: it starts Python).
  if [ -n "$gcloud_bin" ]; then
    dir=$(gcloud info --format='value(installation.sdk_root)' 2>/dev/null)
    if [ -n "$dir" ] && [ -f "$dir/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar" ]; then
      echo "$dir/platform/cloud-firestore-emulator"
      return 0
    fi
  fi
  return 1
}

# Decides which emulator to run. Sets _fe_kind (sdk | firebase-tools | none),
# _fe_what (a description) and _fe_why (the reasons for the choice).
firestore_emulator_find() {
  local java_major component why=() use=${FIRESTORE_EMULATOR_USE:-auto}
  java_major=$(_fe_java_major) || java_major=""
  if [ "$use" = none ]; then
    _fe_kind=none _fe_what="" _fe_why="FIRESTORE_EMULATOR_USE=none"
    return 1
  fi
  if [ "$use" = firebase-tools ]; then
    why+=("FIRESTORE_EMULATOR_USE=firebase-tools skips the Cloud SDK component")
  elif component=$(_fe_sdk_component); then
    if [ -z "$java_major" ]; then
      why+=("the Cloud SDK component is installed ($component) but Java is not")
    elif [ "$java_major" -lt 11 ]; then
      why+=("the Cloud SDK component ($component) needs Java 11 or newer, found Java $java_major")
    else
      _fe_kind=sdk _fe_dir=$component
      _fe_what="the Cloud SDK Firestore emulator ($component, Java $java_major)"
      _fe_why="found the Cloud SDK component"
      return 0
    fi
  else
    why+=("the Cloud SDK component is not installed (Debian package google-cloud-cli-firestore-emulator)")
  fi
  local firebase="$_fe_root/web/node_modules/.bin/firebase"
  if [ "$use" = sdk ]; then
    why+=("FIRESTORE_EMULATOR_USE=sdk skips firebase-tools")
  elif [ ! -x "$firebase" ]; then
    why+=("firebase-tools is not installed in web/node_modules")
  elif [ -z "$java_major" ]; then
    why+=("firebase-tools needs Java 21 or newer and Java is not installed")
  elif [ "$java_major" -lt 21 ]; then
    why+=("firebase-tools needs Java 21 or newer, found Java $java_major")
  else
    _fe_kind=firebase-tools
    _fe_what="firebase-tools' Firestore emulator (Java $java_major)"
    _fe_why="no Cloud SDK component; firebase-tools with Java $java_major"
    return 0
  fi
  _fe_kind=none _fe_what="" _fe_why=$(IFS=';'; echo "${why[*]}" | sed 's/;/; /g')
  return 1
}

# Gives a running emulator this checkout's rules for the demo project (the
# emulator started here loads them with --rules; one reused may hold older ones).
_fe_load_rules() {
  node -e '
    const fs = require("node:fs");
    const [host, project, file] = process.argv.slice(1);
    const body = JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: fs.readFileSync(file, "utf8") }] } });
    fetch(`http://${host}/emulator/v1/projects/${project}:securityRules`, { method: "PUT", body, headers: { "content-type": "application/json" } })
      .then(async (r) => { if (!r.ok) { console.error(await r.text()); process.exit(1); } })
      .catch((e) => { console.error(e.message); process.exit(1); });' \
    "$1" "$FIRESTORE_EMULATOR_PROJECT" "$_fe_root/firestore.rules"
}

firestore_emulator_up() {
  local log=${1:-$_fe_root/tmp/firestore-emulator.log}
  mkdir -p "$(dirname "$log")"
  FIRESTORE_EMULATOR_PID="" FIRESTORE_EMULATOR_SECONDS=""
  unset FIRESTORE_EMULATOR_HOST
  local port host
  port=$(firestore_emulator_port) || { FIRESTORE_EMULATOR_STATUS=failed FIRESTORE_EMULATOR_REASON="firebase.json records no Firestore emulator port"; return 1; }
  host="127.0.0.1:$port"

  if firestore_emulator_answers "$host"; then
    if _fe_load_rules "$host" >>"$log" 2>&1; then
      FIRESTORE_EMULATOR_STATUS=reused
      FIRESTORE_EMULATOR_REASON="a Firestore emulator already answers on $host; using it (rules reloaded from firestore.rules)"
      export FIRESTORE_EMULATOR_HOST=$host
      return 0
    fi
    FIRESTORE_EMULATOR_STATUS=failed
    FIRESTORE_EMULATOR_REASON="a Firestore emulator answers on $host but refused this checkout's rules (see $log)"
    return 1
  fi
  if _fe_port_open "$host"; then
    FIRESTORE_EMULATOR_STATUS=failed
    FIRESTORE_EMULATOR_REASON="port $port (firebase.json emulators.firestore.port) is taken by a program that is not a Firestore emulator"
    return 1
  fi

  if ! firestore_emulator_find; then
    FIRESTORE_EMULATOR_STATUS=unavailable
    FIRESTORE_EMULATOR_REASON="no Firestore emulator can start here: $_fe_why"
    return 1
  fi

  local start=$EPOCHREALTIME
  : >"$log"
  case $_fe_kind in
    sdk)
      # The command line of $_fe_dir/cloud_firestore_emulator start, run directly.
      (cd "$(dirname "$log")" && exec "${JAVA:-java}" -Duser.language=en -cp "$_fe_dir/cloud-firestore-emulator.jar" \
        com.google.cloud.datastore.emulator.firestore.CloudFirestore start \
        --host=127.0.0.1 --port="$port" --rules="$_fe_root/firestore.rules" --project_id="$FIRESTORE_EMULATOR_PROJECT") >>"$log" 2>&1 &
      ;;
    firebase-tools)
      (cd "$_fe_root" && exec "$_fe_root/web/node_modules/.bin/firebase" emulators:start --only firestore --project "$FIRESTORE_EMULATOR_PROJECT") >>"$log" 2>&1 &
      ;;
  esac
  FIRESTORE_EMULATOR_PID=$!
  _fe_started_kind=$_fe_kind

  # About 5 s on an idle machine; allow for a busy one, and for
  # firebase-tools first downloading its jar.
  local limit=120
  if [ "$_fe_kind" = firebase-tools ]; then limit=240; fi
  local deadline=$((SECONDS + limit))
  while [ $SECONDS -lt $deadline ]; do
    if firestore_emulator_answers "$host"; then
      FIRESTORE_EMULATOR_SECONDS=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')
      FIRESTORE_EMULATOR_STATUS=started
      FIRESTORE_EMULATOR_REASON="$_fe_why: started $_fe_what on $host with firestore.rules, ready in ${FIRESTORE_EMULATOR_SECONDS} s"
      export FIRESTORE_EMULATOR_HOST=$host
      return 0
    fi
    if ! kill -0 "$FIRESTORE_EMULATOR_PID" 2>/dev/null; then
      FIRESTORE_EMULATOR_PID=""
      # Another run may have started one on the same port at the same moment.
      if firestore_emulator_answers "$host"; then
        FIRESTORE_EMULATOR_STATUS=reused
        FIRESTORE_EMULATOR_REASON="another run started a Firestore emulator on $host at the same time; using it"
        export FIRESTORE_EMULATOR_HOST=$host
        return 0
      fi
      FIRESTORE_EMULATOR_STATUS=failed
      FIRESTORE_EMULATOR_REASON="$_fe_what exited before answering on $host: $(grep -v '^\s*$' "$log" | tail -3 | tr '\n' ' ')(log: $log)"
      return 1
    fi
    sleep 0.25
  done
  firestore_emulator_down
  FIRESTORE_EMULATOR_STATUS=failed
  FIRESTORE_EMULATOR_REASON="$_fe_what did not answer on $host within $limit s (log: $log)"
  return 1
}

# Stops the emulator this shell started (never one it reused).
firestore_emulator_down() {
  local pid=${FIRESTORE_EMULATOR_PID:-}
  [ -n "$pid" ] || return 0
  FIRESTORE_EMULATOR_PID=""
  # firebase-tools shuts its emulators down cleanly on SIGINT.
  if [ "${_fe_started_kind:-}" = firebase-tools ]; then kill -INT "$pid" 2>/dev/null; else kill "$pid" 2>/dev/null; fi
  local i
  for i in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.25; done
  kill -KILL "$pid" 2>/dev/null
  return 0
}

# Run directly (not sourced).
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -uo pipefail
  case "${1:-}" in
    --port)
      firestore_emulator_port
      ;;
    --check)
      if firestore_emulator_find; then
        echo "Firestore emulator: $_fe_why; would start $_fe_what on 127.0.0.1:$(firestore_emulator_port)."
      else
        echo "Firestore emulator: none can start here: $_fe_why."
        exit 1
      fi
      ;;
    "")
      trap 'firestore_emulator_down; exit 130' INT TERM
      if firestore_emulator_up "$_fe_root/tmp/firestore-emulator.log"; then
        echo "Firestore emulator: $FIRESTORE_EMULATOR_REASON."
        echo "export FIRESTORE_EMULATOR_HOST=$FIRESTORE_EMULATOR_HOST"
        if [ -n "$FIRESTORE_EMULATOR_PID" ]; then
          echo "Ctrl+C stops it."
          wait "$FIRESTORE_EMULATOR_PID"
        fi
      else
        echo "Firestore emulator: $FIRESTORE_EMULATOR_REASON." >&2
        exit 1
      fi
      ;;
    *)
      echo "usage: $0 [--check|--port]" >&2
      exit 2
      ;;
  esac
fi

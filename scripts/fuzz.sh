#!/usr/bin/env bash
# Runs every Go fuzz target for FUZZTIME each (default 60s) and ends with a
# table of targets and executions. `make test` runs their seed corpora as
# ordinary tests; this explores beyond them. A crash keeps its input under the
# package's testdata/fuzz, fails the run, and the name is listed at the end.
set -uo pipefail
cd "$(dirname "$0")/.."
fuzztime=${FUZZTIME:-60s}
logs=tmp/fuzz
rm -rf "$logs" && mkdir -p "$logs"

rows=() failed=()
for pkg in $(go list ./functions/...); do
  if ! listing=$(go test -list '^Fuzz' "$pkg" 2>&1); then
    echo "$listing"
    failed+=("$pkg (does not build)")
    continue
  fi
  targets=$(grep '^Fuzz' <<<"$listing" || true)
  for target in $targets; do
    log="$logs/$(basename "$pkg")-$target.log"
    echo "== $pkg $target ($fuzztime)"
    if go test -run '^$' -fuzz "^${target}\$" -fuzztime "$fuzztime" "$pkg" >"$log" 2>&1; then
      status=ok
    else
      status=FAILED
      failed+=("$pkg $target")
      tail -20 "$log"
    fi
    # The last progress line holds the cumulative count: "execs: 123456 (...)".
    execs=$(grep -oE 'execs: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+' || echo 0)
    rows+=("$(printf '%-58s %-28s %12s %s' "${pkg#github.com/lorewright/lorewright/}" "$target" "$execs" "$status")")
  done
done

echo
printf '%-58s %-28s %12s %s\n' package target execs result
printf '%s\n' "${rows[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found failures in: ${failed[*]}"
  exit 1
fi
echo "every fuzz target ran $fuzztime without a failure"

#!/usr/bin/env bash
# Times how long plumb takes to read a workspace's manifests: statically (SwiftSyntax, nothing executed) and
# exactly (`--evaluate-manifests`: SwiftPM compiles and runs every Package.swift through dump-package).
#
# Usage: scripts/bench-manifests.sh [PATH ...]
#   PATH defaults to every folder under Samples/ that holds a Package.swift at its top.
# Environment:
#   PLUMB  the plumb binary (default: .build/release/plumb, else .build/debug/plumb)
#   RUNS   runs per measurement (default 5); the median is reported
#   WARM   1 (default): one untimed run of each mode first, so file system caches are warm; 0 skips it
#
# Prints one Markdown table row per path: path, manifests, static median, exact median, ratio.
set -euo pipefail
cd "$(dirname "$0")/.."

plumb="${PLUMB:-}"
if [ -z "$plumb" ]; then
  if [ -x .build/release/plumb ]; then plumb=.build/release/plumb; else plumb=.build/debug/plumb; fi
fi
[ -x "$plumb" ] || { echo "bench-manifests: no plumb binary at '$plumb'; run 'swift build' first" >&2; exit 2; }
runs="${RUNS:-5}"
warm="${WARM:-1}"

paths=("$@")
if [ ${#paths[@]} -eq 0 ]; then
  [ -d Samples ] || { echo "bench-manifests: no Samples/ folder; pass paths to measure" >&2; exit 2; }
  # Each outermost package folder under Samples/ (a nested package is measured with the one around it).
  while IFS= read -r manifest; do
    folder=$(dirname "$manifest")
    outer=1
    for kept in "${paths[@]+"${paths[@]}"}"; do
      case "$folder/" in "$kept"/*) outer=0 ;; esac
    done
    [ "$outer" = 1 ] && paths+=("$folder")
  done < <(find Samples -name Package.swift -not -path '*/.build/*' | awk -F/ '{ print NF "\t" $0 }' | sort -n -k1,1 -k2 \
    | cut -f2-)
fi

# Milliseconds taken by one run of the command given as arguments (output discarded; failures abort).
time_ms() {
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1 || { echo "bench-manifests: failed: $*" >&2; exit 1; }
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
}

median() {
  sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

echo "plumb: $plumb, runs: $runs, warm-up: $warm" >&2
echo "| path | manifests | static median (ms) | --evaluate-manifests median (ms) | ratio |"
echo "|---|---:|---:|---:|---:|"
for path in "${paths[@]}"; do
  count=$(find "$path" -name Package.swift -not -path '*/.build/*' -not -path '*/.swiftpm/*' | wc -l)
  if [ "$warm" = 1 ]; then
    "$plumb" graph "$path" --format json --declared-only >/dev/null 2>&1 || true
    "$plumb" graph "$path" --format json --declared-only --evaluate-manifests >/dev/null 2>&1 || true
  fi
  static=$(for _ in $(seq "$runs"); do time_ms "$plumb" graph "$path" --format json --declared-only; done | median)
  exact=$(for _ in $(seq "$runs"); do time_ms "$plumb" graph "$path" --format json --declared-only --evaluate-manifests; done | median)
  ratio=$(awk -v s="$static" -v e="$exact" 'BEGIN { if (s > 0) printf "%.1fx", e / s; else print "n/a" }')
  echo "| $path | $count | $static | $exact | $ratio |"
done

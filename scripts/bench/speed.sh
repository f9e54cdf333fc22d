#!/usr/bin/env bash
# Speed of `plumb check` with and without its facts cache, against a bare parse, on generated and real workspaces.
#
#   scripts/bench/speed.sh PLUMB_BINARY [REAL_TREE...]
#
# Generates workspaces of about 1k, 10k and 50k Swift files (scripts/bench/generate-workspace.py; BENCH_SIZES
# changes the list) into BENCH_DIR (default: $TMPDIR/plumb-speed, outside the repository; reused when complete),
# then times on each of them and on every REAL_TREE:
#   parse only   `plumb scan --parse-only` (find, read and parse every file): the reference
#   no cache     `plumb check --no-cache`
#   cold         `plumb check` with an empty cache (it writes the cache)
#   warm         `plumb check` again, nothing changed
#   one edit     `plumb check` after one Swift file's body changed (a new function appended; restored at the end)
# Wall time is the best of BENCH_RUNS runs (default 3); on trees over BENCH_LARGE files (default 20000) the parse,
# no-cache and cold modes run once. Peak memory is the largest maximum resident set size of a mode's runs
# (/usr/bin/time -f %M); the user + system CPU time of each best run is printed too (shared machines disturb wall
# time far more than CPU time). The cache goes to a folder under BENCH_DIR (--cache-path), so real trees are not written
# to; a .build/plumb-cache left inside a tree is deleted first. Prints Markdown tables.
set -euo pipefail

if [ $# -lt 1 ] || [ ! -x "$1" ]; then
  echo "usage: $0 PLUMB_BINARY [REAL_TREE...]" >&2
  exit 2
fi
PLUMB="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
HERE="$(cd "$(dirname "$0")" && pwd)"
BENCH_DIR="${BENCH_DIR:-${TMPDIR:-/tmp}/plumb-speed}"
SIZES="${BENCH_SIZES:-1000 10000 50000}"
RUNS="${BENCH_RUNS:-3}"
LARGE="${BENCH_LARGE:-20000}"
mkdir -p "$BENCH_DIR"

trees=()
labels=()
for n in $SIZES; do
  dir="$BENCH_DIR/ws-$n"
  if [ ! -f "$dir/.complete" ]; then
    rm -rf "$dir"
    echo "speed: generating about $n files into $dir" >&2
    python3 "$HERE/generate-workspace.py" "$n" "$dir"
  fi
  trees+=("$dir")
  labels+=("generated, $n")
done
for tree in "$@"; do
  trees+=("$(cd "$tree" && pwd)")
  labels+=("$(basename "$tree")")
done

# The Swift files plumb reads: not in hidden or build folders.
swift_files() {
  find "$1" \( -name '.*' -o -name '.build' -o -name 'Pods' -o -name 'Carthage' \) -prune -o -name '*.swift' -type f -print0
}

# time_runs COUNT CMD...: runs CMD COUNT times; sets BEST (best wall, s), CPU (user + system CPU of that run, s)
# and PEAK (largest max RSS, KiB).
# Exit codes 0 and 1 (findings) are fine; anything else stops the benchmark.
time_runs() {
  local count="$1"; shift
  BEST=""; CPU=""; PEAK=0
  local log start end wall rss cpu rc
  log=$(mktemp)
  for _ in $(seq "$count"); do
    if [ -n "${BEFORE_RUN:-}" ]; then $BEFORE_RUN; fi
    start=$(date +%s.%N)
    rc=0
    /usr/bin/time -f '%M %U %S' -o "$log" "$@" >/dev/null 2>"$log.err" || rc=$?
    end=$(date +%s.%N)
    if [ "$rc" -gt 1 ]; then
      echo "speed: '$*' exited with $rc:" >&2
      tail -5 "$log.err" >&2
      exit 1
    fi
    read -r rss cpu <<<"$(tail -1 "$log" | awk '{ printf "%d %.2f", $1, $2 + $3 }')"
    wall=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }')
    if [ -z "$BEST" ] || awk -v a="$wall" -v b="$BEST" 'BEGIN { exit !(a < b) }'; then BEST=$wall; CPU=$cpu; fi
    if [ "$rss" -gt "$PEAK" ]; then PEAK=$rss; fi
  done
  rm -f "$log" "$log.err"
}

EDIT_FILE=""
EDIT_COUNT=0
edit_one_file() {
  EDIT_COUNT=$((EDIT_COUNT + 1))
  printf '\nfunc plumbBenchEdit%d(_ value: Int) -> Int {\n  guard value > %d else { return 0 }\n  return value * 2\n}\n' \
    "$EDIT_COUNT" "$EDIT_COUNT" >>"$EDIT_FILE"
}

rows=()
cpu_rows=()
memory_rows=()
echo "speed: plumb $("$PLUMB" --version 2>/dev/null || echo '?'), $(nproc) cores, $(uname -sm), $(date -u '+%Y-%m-%d %H:%M UTC')" >&2
for i in "${!trees[@]}"; do
  tree="${trees[$i]}"
  label="${labels[$i]}"
  files=$(swift_files "$tree" | tr -cd '\0' | wc -c)
  bytes=$(swift_files "$tree" | du -cb --files0-from=- | tail -1 | cut -f1)
  cache="$BENCH_DIR/cache-$(echo "$label" | tr -c 'A-Za-z0-9\n' '-')"
  rm -rf "$tree/.build/plumb-cache" "$cache"
  cold_runs=$RUNS
  if [ "$files" -gt "$LARGE" ]; then cold_runs=1; fi
  echo "speed: $label: $files files, $bytes bytes, load $(cut -d' ' -f1-3 /proc/loadavg)" >&2

  time_runs "$cold_runs" "$PLUMB" scan "$tree" --parse-only
  parse=$BEST; parse_peak=$PEAK; parse_cpu=$CPU
  time_runs "$cold_runs" "$PLUMB" check "$tree" --no-cache
  nocache=$BEST; nocache_peak=$PEAK; nocache_cpu=$CPU
  clear_cache() { rm -rf "$cache"; }
  BEFORE_RUN=clear_cache time_runs "$cold_runs" "$PLUMB" check "$tree" --cache-path "$cache"
  cold=$BEST; cold_peak=$PEAK; cold_cpu=$CPU
  time_runs "$RUNS" "$PLUMB" check "$tree" --cache-path "$cache"
  warm=$BEST; warm_peak=$PEAK; warm_cpu=$CPU

  # One file edited: a file in the middle of the sorted list, restored afterwards.
  EDIT_FILE=$(swift_files "$tree" | tr '\0' '\n' | sort | awk '{ a[NR] = $0 } END { print a[int((NR + 1) / 2)] }')
  backup=$(mktemp)
  cp -p "$EDIT_FILE" "$backup"
  BEFORE_RUN=edit_one_file time_runs "$RUNS" "$PLUMB" check "$tree" --cache-path "$cache"
  edit=$BEST; edit_peak=$PEAK; edit_cpu=$CPU
  cp -p "$backup" "$EDIT_FILE"
  rm -f "$backup"

  ratio() { awk -v a="$1" -v b="$parse" 'BEGIN { printf "%.2fx", a / b }'; }
  gbps=$(awk -v b="$bytes" -v t="$warm" 'BEGIN { printf "%.3f", b / t / 1e9 }')
  mb=$(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1048576 }')
  rows+=("| $label | $files | $mb | $parse | $nocache ($(ratio "$nocache")) | $cold ($(ratio "$cold")) | $warm ($(ratio "$warm")) | $edit ($(ratio "$edit")) | $gbps |")
  mib() { awk -v k="$1" 'BEGIN { printf "%.0f", k / 1024 }'; }
  cpu_rows+=("| $label | $parse_cpu | $nocache_cpu ($(awk -v a="$nocache_cpu" -v b="$parse_cpu" 'BEGIN { printf "%.2fx", a / b }')) | $cold_cpu | $warm_cpu | $edit_cpu |")
  memory_rows+=("| $label | $(mib "$parse_peak") | $(mib "$nocache_peak") | $(mib "$cold_peak") | $(mib "$warm_peak") | $(mib "$edit_peak") |")
  echo "speed: $label: parse $parse s, no cache $nocache s, cold $cold s, warm $warm s, one edit $edit s" >&2
done

echo "Wall time in seconds, best of $RUNS (parse only, no cache and cold: 1 run above $LARGE files); ratio to parse only in parentheses."
echo
echo "| workspace | Swift files | MB | parse only | check, no cache | check, cold cache | check, warm | check, one file edited | warm, GB of Swift/s |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
printf '%s\n' "${rows[@]}"
echo
echo "CPU time (user + system, s) of the same runs: less disturbed than wall time by other load on the machine."
echo
echo "| workspace | parse only | no cache | cold | warm | one file edited |"
echo "|---|---:|---:|---:|---:|---:|"
printf '%s\n' "${cpu_rows[@]}"
echo
echo "Peak memory (MiB, maximum resident set size):"
echo
echo "| workspace | parse only | no cache | cold | warm | one file edited |"
echo "|---|---:|---:|---:|---:|---:|"
printf '%s\n' "${memory_rows[@]}"

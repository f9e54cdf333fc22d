#!/usr/bin/env bash
# The analysis cache's speed and sameness: `plumb check` cold, warm, with one file edited and with one file staged,
# against `plumb scan --parse-only` in the same run; and whether every cached run prints what `--no-cache` prints.
#
#   scripts/bench/warm.sh PLUMB_BINARY TREE...
#
# For each TREE (a folder; the staged mode needs it to be a git working tree, and is skipped otherwise):
#   parse only   `plumb scan --parse-only`
#   no cache     `plumb check --no-cache`
#   cold         `plumb check` with an emptied cache folder (--cache-path, outside the tree)
#   warm         `plumb check` again, nothing changed
#   one edit     a function appended to one Swift file (another each run), then `plumb check`
#   staged       that file staged with `git add`, then `plumb check --staged` (the index is restored at the end)
# Medians of RUNS runs (default 5; parse only, no cache and cold: COLD_RUNS, default 3), wall time and, in
# brackets, CPU time (user + system, children included: git in the staged mode). The outputs of
# `check --reporter json` no cache / cold / warm / edited-with-cache / edited-without / staged-with / staged-without
# are compared byte for byte (with their exit codes and standard error); "same" or "DIFFERENT" is printed.
# The trees are restored (the edited file's bytes and the index) at the end. Prints a Markdown table.
set -euo pipefail

if [ $# -lt 2 ] || [ ! -x "$1" ]; then
  echo "usage: $0 PLUMB_BINARY TREE..." >&2
  exit 2
fi
PLUMB="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
RUNS="${RUNS:-5}"
COLD_RUNS="${COLD_RUNS:-3}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# median_time COUNT CMD...: sets MEDIAN (s) to the median wall time of COUNT runs and CPU (s) to the median of their
# CPU times (user + system); BEFORE_RUN runs before each.
median_time() {
  local count="$1"; shift
  local times=() cpus=() start end rc
  for _ in $(seq "$count"); do
    if [ -n "${BEFORE_RUN:-}" ]; then $BEFORE_RUN; fi
    start=$(date +%s.%N)
    rc=0
    /usr/bin/time -f '%U %S' -o "$WORK/time" "$@" >/dev/null 2>&1 || rc=$?
    end=$(date +%s.%N)
    if [ "$rc" -gt 1 ]; then echo "warm: '$*' exited with $rc" >&2; exit 1; fi
    times+=("$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }')")
    cpus+=("$(tail -1 "$WORK/time" | awk '{ printf "%.2f", $1 + $2 }')")
  done
  MEDIAN=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $0 } END { print a[int((NR + 1) / 2)] }')
  CPU=$(printf '%s\n' "${cpus[@]}" | sort -n | awk '{ a[NR] = $0 } END { print a[int((NR + 1) / 2)] }')
  MEDIAN="$MEDIAN [$CPU]"
}

# snapshot NAME CMD...: the exit code, standard output and standard error of CMD, into $WORK/NAME.
snapshot() {
  local name="$1"; shift
  local rc=0
  "$@" >"$WORK/$name.out" 2>"$WORK/$name.err" || rc=$?
  echo "$rc" >"$WORK/$name.rc"
}

same() {
  local a="$1" b="$2"
  if cmp -s "$WORK/$a.out" "$WORK/$b.out" && cmp -s "$WORK/$a.err" "$WORK/$b.err" && cmp -s "$WORK/$a.rc" "$WORK/$b.rc"
  then echo same; else echo DIFFERENT; fi
}

echo "warm: plumb $("$PLUMB" --version 2>/dev/null || echo '?'), $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M UTC')" >&2
rows=()
for tree in "$@"; do
  tree="$(cd "$tree" && pwd)"
  label="$(basename "$tree")"
  cache="$WORK/cache-$label"
  swift_files() {
    find "$tree" \( -name '.*' -o -name '.build' -o -name 'Pods' -o -name 'Carthage' \) -prune -o -name '*.swift' -type f -print
  }
  files=$(swift_files | wc -l)
  echo "warm: $label: $files Swift files, load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
  load_before=$(cut -d' ' -f1 /proc/loadavg)
  # The file to edit: the middle one of the sorted Swift sources.
  edit_file=$(swift_files | grep -v '/Package.swift$' | sort | awk '{ a[NR] = $0 } END { print a[int((NR + 1) / 2)] }')
  backup="$WORK/backup.swift"
  cp -p "$edit_file" "$backup"

  median_time "$COLD_RUNS" "$PLUMB" scan "$tree" --parse-only
  parse=$MEDIAN
  median_time "$COLD_RUNS" "$PLUMB" check "$tree" --no-cache
  nocache=$MEDIAN
  clear_cache() { rm -rf "$cache"; }
  BEFORE_RUN=clear_cache median_time "$COLD_RUNS" "$PLUMB" check "$tree" --cache-path "$cache"
  cold=$MEDIAN
  median_time "$RUNS" "$PLUMB" check "$tree" --cache-path "$cache"
  warm=$MEDIAN

  snapshot none "$PLUMB" check "$tree" --reporter json --no-cache
  rm -rf "$cache"
  snapshot cold "$PLUMB" check "$tree" --reporter json --cache-path "$cache"
  snapshot warm "$PLUMB" check "$tree" --reporter json --cache-path "$cache"
  sameness="cold $(same none cold), warm $(same none warm)"

  n=0
  edit() {
    n=$((n + 1))
    printf '\nfunc plumbWarmBench%d(_ value: Int) -> Int {\n  guard value > %d else { return 0 }\n  return value\n}\n' \
      "$n" "$n" >>"$edit_file"
  }
  BEFORE_RUN=edit median_time "$RUNS" "$PLUMB" check "$tree" --cache-path "$cache"
  edited=$MEDIAN
  edit
  snapshot edited "$PLUMB" check "$tree" --reporter json --cache-path "$cache"
  snapshot edited-none "$PLUMB" check "$tree" --reporter json --no-cache
  sameness="$sameness, one edit $(same edited-none edited)"

  staged="-"
  if git -C "$tree" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    stage() { edit; git -C "$tree" add -- "$edit_file"; }
    # The warm run the hook follows: the cache knows the tree as it was.
    cp -p "$backup" "$edit_file"
    "$PLUMB" check "$tree" --cache-path "$cache" >/dev/null 2>&1 || true
    BEFORE_RUN=stage median_time "$RUNS" sh -c "cd '$tree' && '$PLUMB' check --staged --cache-path '$cache'"
    staged=$MEDIAN
    stage
    snapshot staged sh -c "cd '$tree' && '$PLUMB' check --staged --reporter json --cache-path '$cache'"
    snapshot staged-none sh -c "cd '$tree' && '$PLUMB' check --staged --reporter json --no-cache"
    sameness="$sameness, staged $(same staged-none staged)"
    git -C "$tree" reset -q -- "$edit_file"
  fi
  cp -p "$backup" "$edit_file"

  # Wall ratios to the parse (the first field of "wall [cpu]").
  ratio() { awk -v a="${1%% *}" -v b="${parse%% *}" 'BEGIN { printf "%.2fx", a / b }'; }
  row="| $label | $files | $load_before–$(cut -d' ' -f1 /proc/loadavg) | $parse | $nocache ($(ratio "$nocache")) | $cold ($(ratio "$cold")) | $warm | $edited | $staged | $sameness |"
  rows+=("$row")
  echo "warm: $row" >&2
done

echo "| tree | Swift files | load | parse only (s) | no cache (s) | cold (s) | warm (s) | one file edited (s) | one file staged (s) | outputs against --no-cache |"
echo "|---|---:|---|---:|---:|---:|---:|---:|---:|---|"
printf '%s\n' "${rows[@]}"

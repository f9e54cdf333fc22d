#!/usr/bin/env bash
# What the dependency analyses cost: cycle advice (the exact cheapest cut against the heuristic, by the size of the
# cycle), and `plumb why`, `plumb matrix` and `plumb check` on real trees.
#
#   scripts/bench/dependencies.sh PLUMB_BINARY [REAL_TREE...]
#
# Cycles: for each N in BENCH_CYCLES (default "12 14 16 18 20 40"), a package of N targets that depend on each other
# in a ring with chords both ways (every target imports the ones it declares and stores one of their types, so the
# edges weigh 2), written into BENCH_DIR (default: $TMPDIR/plumb-dependencies, outside the repository). Timed:
# `plumb check` with no-cycles off (the rest of the check), then with no-cycles at exact-limit N (the exact cut) and
# at exact-limit 1 (the heuristic), each the best of BENCH_RUNS runs (default 3), warm cache. The difference to the
# run without no-cycles is what the advice and the elementary cycles cost.
# Real trees: `plumb check`, `plumb matrix` and `plumb why FIRST LAST` (two modules named by BENCH_WHY_<basename>,
# "FROM TO"), warm cache. The cache goes under BENCH_DIR (--cache-path), so real trees are not written to.
# Prints Markdown tables.
set -euo pipefail

if [ $# -lt 1 ] || [ ! -x "$1" ]; then
  echo "usage: $0 PLUMB_BINARY [REAL_TREE...]" >&2
  exit 2
fi
PLUMB="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
BENCH_DIR="${BENCH_DIR:-${TMPDIR:-/tmp}/plumb-dependencies}"
CYCLES="${BENCH_CYCLES:-12 14 16 18 20 40}"
RUNS="${BENCH_RUNS:-3}"
mkdir -p "$BENCH_DIR"

# best CMD...: the best wall time of RUNS runs, in seconds (exit codes 0 and 1 are fine).
best() {
  local best_time="" start end elapsed status
  for _ in $(seq "$RUNS"); do
    start=$(date +%s.%N)
    set +e
    "$@" >/dev/null 2>&1
    status=$?
    set -e
    end=$(date +%s.%N)
    if [ "$status" -gt 1 ]; then
      echo "dependencies: '$*' exited with $status" >&2
      exit 1
    fi
    elapsed=$(echo "$end - $start" | bc)
    if [ -z "$best_time" ] || [ "$(echo "$elapsed < $best_time" | bc)" = 1 ]; then best_time=$elapsed; fi
  done
  printf '%.3f' "$best_time"
}

# ring N DIR: N targets M00..M(N-1); Mi depends on M(i+1) (the ring), on M(i+5) and on M(i-3) (chords both ways).
ring() {
  local n="$1" dir="$2" i j deps imports stored name
  rm -rf "$dir"
  mkdir -p "$dir/Sources"
  {
    echo "// swift-tools-version:5.9"
    echo "import PackageDescription"
    echo "let package = Package(name: \"Ring$n\", targets: ["
    for i in $(seq 0 $((n - 1))); do
      deps=""
      for j in $(( (i + 1) % n )) $(( (i + 5) % n )) $(( (i + n - 3) % n )); do
        [ "$j" = "$i" ] && continue
        deps="$deps\"M$(printf %02d "$j")\", "
      done
      echo "  .target(name: \"M$(printf %02d "$i")\", dependencies: [${deps%, }]),"
    done
    echo "])"
  } > "$dir/Package.swift"
  for i in $(seq 0 $((n - 1))); do
    name="M$(printf %02d "$i")"
    mkdir -p "$dir/Sources/$name"
    imports=""
    stored=""
    for j in $(( (i + 1) % n )) $(( (i + 5) % n )) $(( (i + n - 3) % n )); do
      [ "$j" = "$i" ] && continue
      imports="${imports}import M$(printf %02d "$j")
"
      stored="${stored}  let m$j: M$(printf %02d "$j")Service
"
    done
    printf '%s\npublic final class %sService {\n  public init() {}\n}\n\nstruct %sUser {\n%s}\n' \
      "$imports" "$name" "$name" "$stored" > "$dir/Sources/$name/$name.swift"
  done
}

echo "| modules in the cycle | check without no-cycles (s) | exact cut (s) | heuristic cut (s) | exact cost | heuristic cost |"
echo "|---:|---:|---:|---:|---:|---:|"
for n in $CYCLES; do
  dir="$BENCH_DIR/ring-$n"
  ring "$n" "$dir"
  cache="$BENCH_DIR/cache-ring-$n"
  config_off="$BENCH_DIR/ring-$n-off.yml"
  config_exact="$BENCH_DIR/ring-$n-exact.yml"
  config_heuristic="$BENCH_DIR/ring-$n-heuristic.yml"
  printf 'rules:\n  no-cycles: off\n  test-presence: off\n' > "$config_off"
  exact_limit=$n
  [ "$n" -gt 22 ] && exact_limit=22
  printf 'rules:\n  test-presence: off\n  no-cycles:\n    max-cycles: 20\n    exact-limit: %s\n' "$exact_limit" > "$config_exact"
  printf 'rules:\n  test-presence: off\n  no-cycles:\n    max-cycles: 20\n    exact-limit: 1\n' > "$config_heuristic"
  "$PLUMB" check "$dir" --cache-path "$cache" --config "$config_off" >/dev/null 2>&1 || true
  off=$(best "$PLUMB" check "$dir" --cache-path "$cache" --config "$config_off")
  exact="-"
  exact_cost="-"
  if [ "$n" -le 22 ]; then
    exact=$(best "$PLUMB" check "$dir" --cache-path "$cache" --config "$config_exact")
    exact_cost=$("$PLUMB" matrix "$dir" --cache-path "$cache" --config "$config_exact" --format json 2>/dev/null \
      | python3 -c 'import json,sys; print(sum(a["totalCost"] for a in json.load(sys.stdin)["cycleAdvice"]))')
  fi
  heuristic=$(best "$PLUMB" check "$dir" --cache-path "$cache" --config "$config_heuristic")
  heuristic_cost=$("$PLUMB" matrix "$dir" --cache-path "$cache" --config "$config_heuristic" --format json 2>/dev/null \
    | python3 -c 'import json,sys; print(sum(a["totalCost"] for a in json.load(sys.stdin)["cycleAdvice"]))')
  echo "| $n | $off | $exact | $heuristic | $exact_cost | $heuristic_cost |"
done

if [ $# -gt 0 ]; then
  echo
  echo "| tree | modules | check (s) | matrix (s) | why (s) | why between |"
  echo "|---|---:|---:|---:|---:|---|"
  for tree in "$@"; do
    tree="$(cd "$tree" && pwd)"
    label="$(basename "$tree")"
    cache="$BENCH_DIR/cache-$label"
    variable="BENCH_WHY_$(echo "$label" | tr -c 'A-Za-z0-9\n' '_')"
    pair="${!variable:-}"
    "$PLUMB" check "$tree" --cache-path "$cache" >/dev/null 2>&1 || true
    modules=$("$PLUMB" matrix "$tree" --cache-path "$cache" --format json 2>/dev/null \
      | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["modules"]))')
    check=$(best "$PLUMB" check "$tree" --cache-path "$cache")
    matrix=$(best "$PLUMB" matrix "$tree" --cache-path "$cache")
    why="-"
    if [ -n "$pair" ]; then
      # shellcheck disable=SC2086
      why=$(best "$PLUMB" why $pair "$tree" --cache-path "$cache")
    fi
    echo "| $label | $modules | $check | $matrix | $why | ${pair:--} |"
  done
fi

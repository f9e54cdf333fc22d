#!/usr/bin/env bash
# Start-up and a cold check, two binaries side by side in the same run (alternating, so load drifts hit both):
# `plumb --version`, and `plumb check SAMPLE --no-cache` (no facts cache: every file parsed). Prints a Markdown
# table of medians (and min/max) in milliseconds.
#
#   scripts/dist/bench.sh STATIC_BINARY DYNAMIC_BINARY [SAMPLE] [RUNS]
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: bench.sh STATIC_BINARY DYNAMIC_BINARY [SAMPLE] [RUNS]" >&2; exit 2; }
STATIC="$1"
DYNAMIC="$2"
SAMPLE="${3:-$(cd "$(dirname "$0")/../.." && pwd)/Samples/ClassicMac/BbA}"
RUNS="${4:-15}"
python3 - "$STATIC" "$DYNAMIC" "$SAMPLE" "$RUNS" <<'PY'
import statistics, subprocess, sys, time
static, dynamic, sample, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
binaries = {"static": static, "dynamic": dynamic}
cases = {"--version": ["--version"], "check (cold)": ["check", sample, "--no-cache"]}
times = {(b, c): [] for b in binaries for c in cases}
for _ in range(runs):
  for case, arguments in cases.items():
    for name, binary in binaries.items():
      start = time.perf_counter()
      result = subprocess.run([binary] + arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
      elapsed = (time.perf_counter() - start) * 1000
      if result.returncode not in (0, 1):
        sys.exit(f"{name} {case}: exit {result.returncode}")
      times[(name, case)].append(elapsed)
print(f"| command | build | median ms | min ms | max ms | runs |")
print("|---|---|---|---|---|---|")
for case in cases:
  for name in binaries:
    values = times[(name, case)]
    print(f"| `plumb {case}` | {name} | {statistics.median(values):.1f} | {min(values):.1f} | {max(values):.1f} | {runs} |")
PY

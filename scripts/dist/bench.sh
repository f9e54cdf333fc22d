#!/usr/bin/env bash
# Start-up and a cold check, two binaries side by side in the same run: `plumb --version`, and
# `plumb check SAMPLE --no-cache` (no facts cache: every file parsed). Each round runs both binaries, the order
# swapped every round, so that drifts of the machine's load and of its file cache hit both alike. Prints a Markdown
# table: wall-clock median, min and max, and the median CPU time (user + system, from the child's resource usage),
# which other programs on a loaded machine disturb far less than the wall clock. Milliseconds.
#
#   scripts/dist/bench.sh STATIC_BINARY DYNAMIC_BINARY [SAMPLE] [RUNS]
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: bench.sh STATIC_BINARY DYNAMIC_BINARY [SAMPLE] [RUNS]" >&2; exit 2; }
STATIC="$1"
DYNAMIC="$2"
SAMPLE="${3:-$(cd "$(dirname "$0")/../.." && pwd)/Samples/ClassicMac/BbA}"
RUNS="${4:-15}"
python3 - "$STATIC" "$DYNAMIC" "$SAMPLE" "$RUNS" <<'PY'
import os, statistics, subprocess, sys, time
static, dynamic, sample, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
binaries = [("static", static), ("dynamic", dynamic)]
cases = {"--version": ["--version"], "check (cold)": ["check", sample, "--no-cache"]}
wall = {(b, c): [] for b, _ in binaries for c in cases}
cpu = {(b, c): [] for b, _ in binaries for c in cases}

def run(binary, arguments):
  """Wall-clock and CPU (user + system) milliseconds of one run, and its exit code."""
  start = time.perf_counter()
  process = subprocess.Popen([binary] + arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
  _, status, usage = os.wait4(process.pid, 0)
  elapsed = (time.perf_counter() - start) * 1000
  process.returncode = os.waitstatus_to_exitcode(status)
  return elapsed, (usage.ru_utime + usage.ru_stime) * 1000, process.returncode

for round in range(runs):
  order = binaries if round % 2 == 0 else list(reversed(binaries))
  for case, arguments in cases.items():
    for name, binary in order:
      elapsed, used, code = run(binary, arguments)
      if code not in (0, 1):
        sys.exit(f"{name} {case}: exit {code}")
      wall[(name, case)].append(elapsed)
      cpu[(name, case)].append(used)
print("| command | build | wall median ms | wall min ms | wall max ms | CPU median ms | runs |")
print("|---|---|---|---|---|---|---|")
for case in cases:
  for name, _ in binaries:
    values = wall[(name, case)]
    print(f"| `plumb {case}` | {name} | {statistics.median(values):.1f} | {min(values):.1f} | {max(values):.1f} "
          f"| {statistics.median(cpu[(name, case)]):.1f} | {runs} |")
PY

#!/usr/bin/env bash
# Loading cost of each kind of module definition on one synthetic app written four ways (an Xcode project, an XcodeGen
# spec, a Tuist manifest with a helper, Bazel packages): the same modules, files and edges.
#
#   scripts/bench/generators.sh PLUMB [MODULES] [FILES_PER_MODULE] [RUNS]
#
# For each form: `plumb graph --declared-only` (load alone: discover and read the definitions, map the graph),
# `plumb check --no-cache` (the whole run) and `plumb scan --parse-only` (a bare parse of the same files), medians of
# RUNS runs after one warm-up, and the check/parse ratio. Use a release build of plumb.
set -euo pipefail
plumb=${1:?usage: generators.sh PLUMB [MODULES] [FILES_PER_MODULE] [RUNS]}
modules=${2:-400}
files=${3:-5}
runs=${4:-5}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/generate-generators.py" "$modules" "$files" "$work/app"
python3 - "$plumb" "$work/app" "$runs" <<'PY'
import json, statistics, subprocess, sys, time
plumb, app, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])

def timed(arguments):
    subprocess.run(arguments, capture_output=True)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(arguments, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)

print(f"{'form':10} {'modules':>8} {'edges':>6} {'load (s)':>9} {'check (s)':>10} {'parse (s)':>10} {'check/parse':>12}")
for form in ["xcodeproj", "xcodegen", "tuist", "bazel"]:
    folder = f"{app}/{form}"
    graph = json.loads(subprocess.run([plumb, "graph", folder, "--format", "json", "--declared-only"],
                                      capture_output=True, text=True).stdout)
    modules = sum(1 for m in graph["modules"] if m["kind"] != "external")
    load = timed([plumb, "graph", folder, "--format", "json", "--declared-only"])
    check = timed([plumb, "check", folder, "--no-cache"])
    parse = timed([plumb, "scan", folder, "--parse-only"])
    print(f"{form:10} {modules:>8} {len(graph['dependencies']):>6} {load:>9.3f} {check:>10.3f} {parse:>10.3f} {check / parse:>12.2f}")
PY

#!/usr/bin/env python3
"""How long Graphviz takes to lay out plumb's module diagram, and `plumb report`, on generated workspaces.

    scripts/bench/layout.py PLUMB_BINARY [N ...]

For each N (default 50 100 200) it generates a workspace of N library modules with scripts/bench/generate-modules.py
into BENCH_DIR (default: $TMPDIR/plumb-layout, outside the repository; reused when there), warms plumb's facts cache,
then times, best of BENCH_RUNS runs (default 3):
  dot     `plumb graph --format dot`: load, scan, check, write the DOT text (no layout)
  svg     `plumb graph --format svg`: the same, then Graphviz lays it out and renders SVG in process
  layout  svg - dot: what the layout and rendering cost
  tests   the same layout with --include-tests (the report draws this variant too)
  report  `plumb report`: everything, both graph variants, the type diagrams
Prints a Markdown table, and the size of the report. Wall time on a shared machine varies: the best run is kept.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def timed(args, runs):
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        elapsed = time.perf_counter() - start
        if result.returncode not in (0, 1):
            sys.stderr.write(result.stderr.decode(errors="replace"))
            raise SystemExit(f"layout: {' '.join(args)} exited with {result.returncode}")
        best = elapsed if best is None else min(best, elapsed)
    return best


def main():
    if len(sys.argv) < 2 or not os.access(sys.argv[1], os.X_OK):
        raise SystemExit(__doc__.strip().splitlines()[2].strip())
    plumb = os.path.abspath(sys.argv[1])
    sizes = [int(n) for n in sys.argv[2:]] or [50, 100, 200]
    runs = int(os.environ.get("BENCH_RUNS", "3"))
    bench = os.environ.get("BENCH_DIR", os.path.join(tempfile.gettempdir(), "plumb-layout"))
    os.makedirs(bench, exist_ok=True)
    rows = []
    for n in sizes:
        root = os.path.join(bench, f"modules-{n}")
        if not os.path.exists(os.path.join(root, ".plumb.yml")):
            subprocess.run(["rm", "-rf", root], check=True)
            subprocess.run([sys.executable, os.path.join(HERE, "generate-modules.py"), str(n), root], check=True)
        out = os.path.join(bench, f"out-{n}")
        os.makedirs(out, exist_ok=True)
        graph = json.loads(subprocess.run([plumb, "graph", root, "--format", "json"], capture_output=True,
                                          check=True).stdout)
        modules = graph["modules"]
        libraries = sum(1 for m in modules if m["kind"] not in ("external", "test", "unitTest", "uiTest"))
        tests = sum(1 for m in modules if m["kind"] in ("test", "unitTest", "uiTest"))
        externals = sum(1 for m in modules if m["kind"] == "external")
        edges = len(graph["dependencies"])
        t_dot = timed([plumb, "graph", root, "--format", "dot", "-o", f"{out}/g.dot"], runs)
        t_svg = timed([plumb, "graph", root, "--format", "svg", "-o", f"{out}/g.svg"], runs)
        t_dot_tests = timed([plumb, "graph", root, "--include-tests", "--format", "dot", "-o", f"{out}/t.dot"], runs)
        t_svg_tests = timed([plumb, "graph", root, "--include-tests", "--format", "svg", "-o", f"{out}/t.svg"], runs)
        t_report = timed([plumb, "report", root, "-o", f"{out}/report.html"], runs)
        size = os.path.getsize(f"{out}/report.html")
        rows.append((n, libraries, tests, externals, edges, t_dot, t_svg, t_svg - t_dot, t_svg_tests - t_dot_tests,
                     t_report, size))
        sys.stderr.write(f"layout: {n} done\n")
    print("| N | libraries | tests | externals | edges | dot | svg | layout | layout with tests | report | report size |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for n, lib, tests, ext, edges, dot, svg, layout, layout_tests, report, size in rows:
        print(f"| {n} | {lib} | {tests} | {ext} | {edges} | {dot:.2f} s | {svg:.2f} s | {layout:.2f} s | "
              f"{layout_tests:.2f} s | {report:.2f} s | {size / 1024:.0f} KB |")


if __name__ == "__main__":
    main()

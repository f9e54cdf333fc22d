#!/usr/bin/env python3
"""How long Graphviz takes to lay out plumb's module diagram, and `plumb report`, on generated workspaces.

    scripts/bench/layout.py PLUMB_BINARY [N ...] [chains]

For each N (default 50 100 200) it generates a workspace of N modules with scripts/bench/generate-modules.py into
BENCH_DIR (default: $TMPDIR/plumb-layout, outside the repository; reused when there); `chains` adds the tests'
1,000-module GeneratedWorkspace (generate-modules.py --chains 10x100). Then, best of BENCH_RUNS runs (default 3):
  layout  the DOT text of `plumb graph --format dot` laid out and rendered to SVG by the Graphviz library itself
          (libgvc through ctypes, in this process, the same calls plumb makes): the layout alone, whichever plumb
          wrote the text, so two binaries' DOT can be compared
  tests   the same for `--include-tests` (the report's second drawing)
  svg     wall time of `plumb graph --format svg` (load, scan, check, layout, render)
  report  wall time of `plumb report` (both drawings, every type diagram), and the report's size
A layout that passes BENCH_TIMEOUT seconds (default 600) is reported as such. Prints a Markdown table. Wall time on
a shared machine varies: the best run is kept.
"""
import ctypes
import json
import multiprocessing
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


def layout_once(dot_path, queue):
    """Lays out and renders one DOT file with libgvc; puts the seconds it took on `queue`."""
    gvc = ctypes.CDLL("libgvc.so.6")
    cgraph = ctypes.CDLL("libcgraph.so.6")
    gvc.gvContext.restype = ctypes.c_void_p
    cgraph.agmemread.restype = ctypes.c_void_p
    cgraph.agmemread.argtypes = [ctypes.c_char_p]
    gvc.gvLayout.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p]
    gvc.gvRenderData.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p,
                                 ctypes.POINTER(ctypes.c_char_p), ctypes.POINTER(ctypes.c_uint)]
    context = gvc.gvContext()
    with open(dot_path, "rb") as f:
        graph = cgraph.agmemread(f.read())
    start = time.perf_counter()
    gvc.gvLayout(context, graph, b"dot")
    data, length = ctypes.c_char_p(), ctypes.c_uint()
    gvc.gvRenderData(context, graph, b"svg", ctypes.byref(data), ctypes.byref(length))
    queue.put(time.perf_counter() - start)


def layout_time(dot_path, runs, timeout):
    """Best of `runs` layouts, each in a fresh process (a fresh Graphviz); None when one passes `timeout`."""
    best = None
    for _ in range(runs):
        queue = multiprocessing.Queue()
        worker = multiprocessing.Process(target=layout_once, args=(dot_path, queue))
        worker.start()
        worker.join(timeout)
        if worker.is_alive():
            worker.terminate()
            worker.join()
            return None
        elapsed = queue.get()
        best = elapsed if best is None else min(best, elapsed)
    return best


def seconds(value, timeout):
    return f"> {timeout:.0f} s" if value is None else f"{value:.2f} s"


def main():
    if len(sys.argv) < 2 or not os.access(sys.argv[1], os.X_OK):
        raise SystemExit(__doc__.strip().splitlines()[2].strip())
    plumb = os.path.abspath(sys.argv[1])
    arguments = sys.argv[2:] or ["50", "100", "200"]
    runs = int(os.environ.get("BENCH_RUNS", "3"))
    timeout = float(os.environ.get("BENCH_TIMEOUT", "600"))
    bench = os.environ.get("BENCH_DIR", os.path.join(tempfile.gettempdir(), "plumb-layout"))
    os.makedirs(bench, exist_ok=True)
    rows = []
    for argument in arguments:
        chains = argument == "chains"
        root = os.path.join(bench, "chains-10x100" if chains else f"modules-{argument}")
        marker = os.path.join(root, "Packages")
        if not os.path.exists(marker):
            subprocess.run(["rm", "-rf", root], check=True)
            command = ["--chains", "10x100", root] if chains else [argument, root]
            subprocess.run([sys.executable, os.path.join(HERE, "generate-modules.py")] + command, check=True)
        out = os.path.join(bench, "out-" + os.path.basename(root))
        os.makedirs(out, exist_ok=True)
        graph = json.loads(subprocess.run([plumb, "graph", root, "--format", "json"], capture_output=True,
                                          check=True).stdout)
        kinds = [m["kind"] for m in graph["modules"]]
        tests = sum(1 for k in kinds if k in ("test", "unitTest", "uiTest"))
        externals = kinds.count("external")
        modules = len(kinds) - tests - externals
        subprocess.run([plumb, "graph", root, "--format", "dot", "-o", f"{out}/g.dot"], capture_output=True)
        subprocess.run([plumb, "graph", root, "--include-tests", "--format", "dot", "-o", f"{out}/t.dot"],
                       capture_output=True)
        with open(f"{out}/g.dot") as f:
            drawn_edges = sum(1 for line in f if " -> " in line and "invis" not in line and "legend" not in line)
        layout = layout_time(f"{out}/g.dot", runs, timeout)
        layout_tests = layout_time(f"{out}/t.dot", runs, timeout) if tests else None
        svg = timed([plumb, "graph", root, "--format", "svg", "-o", f"{out}/g.svg"], runs) if layout is not None \
            else None
        report = timed([plumb, "report", root, "-o", f"{out}/report.html"], runs) if layout is not None else None
        size = os.path.getsize(f"{out}/report.html") if report is not None else 0
        rows.append((os.path.basename(root), modules, tests, externals, len(graph["dependencies"]), drawn_edges,
                     layout, layout_tests, svg, report, size))
        sys.stderr.write(f"layout: {argument} done\n")
    print("| workspace | modules | tests | externals | dependencies | edges drawn | layout | layout with tests "
          "| `graph --format svg` | `report` | report size |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, modules, tests, externals, deps, drawn, layout, layout_tests, svg, report, size in rows:
        print(f"| {name} | {modules} | {tests} | {externals} | {deps} | {drawn} | {seconds(layout, timeout)} | "
              f"{seconds(layout_tests, timeout) if tests else '-'} | {seconds(svg, timeout) if svg else '-'} | "
              f"{seconds(report, timeout) if report else '-'} | {size / 1024:.0f} KB |")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""How long Graphviz takes to lay out module diagrams of growing size: the measurements behind the node budget
(`DiagramOptions.defaultMaxNodes`, Benchmarks/layout.md "Node budget").

    scripts/bench/layout-budget.py PLUMB_BINARY WORKSPACE ...

For each workspace (generate-modules.py or generate-projects.py output), `plumb graph --format dot --max-nodes
1000000` writes the diagram as plumb would lay it out without a budget (implied edges left out up to 2,000 nodes),
and the Graphviz library lays it out and renders it to SVG in a fresh process (layout.py's `layout_time`), best of
BENCH_RUNS (default 1), stopped after BENCH_TIMEOUT seconds (default 300). Prints a Markdown table: nodes, edges
drawn, seconds.
"""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from layout import layout_time, seconds  # noqa: E402


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    plumb, roots = os.path.abspath(sys.argv[1]), sys.argv[2:]
    runs = int(os.environ.get("BENCH_RUNS", "1"))
    timeout = float(os.environ.get("BENCH_TIMEOUT", "300"))
    print("| workspace | nodes | edges drawn | layout |")
    print("|---|---:|---:|---:|")
    for root in roots:
        with tempfile.TemporaryDirectory() as out:
            dot = os.path.join(out, "g.dot")
            subprocess.run([plumb, "graph", root, "--format", "dot", "--max-nodes", "1000000", "-o", dot],
                           capture_output=True, check=True)
            with open(dot) as f:
                lines = [line for line in f if "legend" not in line and "invis" not in line]
            edges = sum(1 for line in lines if " -> " in line)
            nodes = sum(1 for line in lines if line.strip().startswith('"') and " -> " not in line and "label=" in line)
            elapsed = layout_time(dot, runs, timeout)
            print(f"| {os.path.basename(root.rstrip('/'))} | {nodes} | {edges} | {seconds(elapsed, timeout)} |",
                  flush=True)


if __name__ == "__main__":
    main()

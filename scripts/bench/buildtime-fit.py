#!/usr/bin/env python3
"""Fits the build-time model's weights (`BuildCostWeights`) to measured builds (Benchmarks/buildtime.md).

    scripts/bench/buildtime-fit.py PLUMB RESULTS/NAME=PACKAGE ...

Give it the fit packages only, never the check packages. For each: `PLUMB buildtime PACKAGE --format json` gives
each module's inputs (files, code lines) and whether it is compiled twice (for the host and the product); RESULTS/NAME/clean.frontend the front-end CPU of each module in the clean build
(`scripts/bench/buildtime.sh`). The first module compiled (plugins aside: they are compiled apart) also builds the
cache of the system modules: the setup.

Model: front-end seconds = setup·[first] + builds · (module + file·files + line·lines),
fitted by non-negative least squares on each module's relative error (so that the tiny modules weigh as much as the
large ones). Prints the weights in seconds and in units of one code line, and each module's fit.
"""
import json
import os
import subprocess
import sys

import numpy as np
from scipy.optimize import nnls


def c99(name):
    return "".join(c if c.isalnum() or c == "_" else "_" for c in name)


def frontend(path):
    """Front-end CPU seconds by module name, and the modules in the order they were first compiled."""
    times, order = {}, []
    for line in open(path):
        parts = line.split()
        if len(parts) == 3 and parts[0] not in ("unknown", "main"):
            try:
                times[parts[0]] = times.get(parts[0], 0) + float(parts[1]) + float(parts[2])
            except ValueError:
                continue
            if parts[0] not in order:
                order.append(parts[0])
    return times, order


def rows(plumb, results, package):
    describe = json.load(open(os.path.join(results, "describe.json")))
    plugins = {c99(t["name"]) for t in describe["targets"] if t["type"] == "plugin"}
    config = os.path.join(results, "plumb-include.yml")
    with open(config, "w") as out:
        out.write(f'include:\n  - "{describe["name"]}/*"\n')
    model = json.loads(subprocess.run(
        [plumb, "buildtime", package, "--cores", "1", "--format", "json", "--no-cache", "--config", config],
        check=True, capture_output=True, text=True).stdout)
    times, order = frontend(os.path.join(results, "clean.frontend"))
    first = next((m for m in order if m not in plugins), None)
    name = os.path.basename(results.rstrip("/"))
    for m in model["modules"]:
        module = m["id"].rsplit("/", 1)[1]
        inputs = m.get("inputs")
        if not inputs or m["cost"] == 0 or c99(module) not in times:
            continue  # not built by this package's build, or not the model's (a C target)
        builds = 2 if m.get("builtForHost") else 1
        x = [1.0 if c99(module) == first else 0.0] + [builds * v for v in (1, inputs["files"], inputs["codeLines"])]
        yield name, module, x, times[c99(module)]


def main():
    plumb, packages = sys.argv[1], sys.argv[2:]
    data = [r for arg in packages for r in rows(plumb, *arg.split("=", 1))]
    X = np.array([r[2] for r in data])
    y = np.array([r[3] for r in data])
    w, _ = nnls(X / y[:, None], np.ones(len(y)))
    names = ["setup", "module", "file", "line"]
    print("weights (s): " + ", ".join(f"{n} {v:.4g}" for n, v in zip(names, w)))
    if w[3] > 0:
        print("in units of one code line: " + ", ".join(f"{n} {v / w[3]:.3g}" for n, v in zip(names, w)))
        print(f"(one unit is {w[3] * 1000:.3f} s per 1000 units)")
    print("\n| package | module | measured (s) | fit (s) |\n|---|---|---|---|")
    for (package, module, x, t) in data:
        print(f"| {package} | {module} | {t:.2f} | {np.dot(x, w):.2f} |")


if __name__ == "__main__":
    main()

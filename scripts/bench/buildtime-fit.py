#!/usr/bin/env python3
"""Fits the build-time model's weights (`BuildCostWeights`) to measured builds (Benchmarks/buildtime.md).

    scripts/bench/buildtime-fit.py PLUMB [--imports RESULTS/NAME=PACKAGE,...] RESULTS/NAME=PACKAGE ...

Give it the fit packages only, never the check packages. For each: `PLUMB buildtime PACKAGE --format json` gives
each module's inputs (files, code lines, the system modules its imports load) and whether it is compiled twice (for
the host and the product); RESULTS/NAME/clean.frontend the front-end CPU of each module in the clean build
(`scripts/bench/buildtime.sh`). The first module compiled (plugins aside: they are compiled apart) also builds the
cache of the standard library's modules: the setup. The first module compiled whose imports load a system module
(`SystemModule`: the C library, Dispatch, FoundationEssentials, Foundation) builds that one's cache too.

Two steps. 1. The system modules, from `--imports`: packages of `scripts/bench/generate-imports.py`, whose modules
differ only in what they import. Least squares on each module's seconds:
    seconds = first·[first] + Σ setup_s·[first to load s] + foundationLoad·[loads Foundation] + module + file·files
(`foundationLoad`, what every module that loads Foundation pays again, is printed to show how small it is; the model
has no such term). 2. The other weights, on the fit packages, each module's seconds less what step 1 says its first
system imports cost:
    seconds − Σ setup_s·[first to load s] = setup·[first] + builds · (module + file·files + line·lines),
fitted by non-negative least squares on each module's relative error (so that the tiny modules weigh as much as the
large ones). Prints the weights in seconds and in units of one code line (the step-1 ones too), and each module's fit.
"""
import json
import os
import subprocess
import sys

import numpy as np
from scipy.optimize import nnls

SYSTEM = ["libc", "dispatch", "foundationEssentials", "foundation"]


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
    order = [m for m in order if m not in plugins]
    first = order[0] if order else None
    loads = {c99(m["id"].rsplit("/", 1)[1]): set((m.get("inputs") or {}).get("systemModules", []))
             for m in model["modules"]}
    # The first module compiled that loads each system module pays for it.
    first_load = {s: next((m for m in order if s in loads.get(m, ())), None) for s in SYSTEM}
    name = os.path.basename(results.rstrip("/"))
    for m in model["modules"]:
        module = m["id"].rsplit("/", 1)[1]
        inputs = m.get("inputs")
        if not inputs or m["cost"] == 0 or c99(module) not in times:
            continue  # not built by this package's build, or not the model's (a C target)
        builds = 2 if m.get("builtForHost") else 1
        row = dict(first=1.0 if c99(module) == first else 0.0, builds=builds, files=inputs["files"],
                   lines=inputs["codeLines"], loadsFoundation=1.0 if "foundation" in loads[c99(module)] else 0.0)
        row.update({s: 1.0 if first_load[s] == c99(module) else 0.0 for s in SYSTEM})
        yield name, module, row, times[c99(module)]


def system_step(plumb, packages):
    """Step 1: what each system module's first import costs, in seconds, from the generated packages."""
    names = ["first"] + [s + "Setup" for s in SYSTEM] + ["foundationLoad", "module", "file"]
    data = [r for arg in packages for r in rows(plumb, *arg.split("=", 1))]
    X = np.array([[r[2]["first"]] + [r[2][s] for s in SYSTEM] + [r[2]["loadsFoundation"], 1.0, r[2]["files"]]
                  for r in data])
    y = np.array([r[3] for r in data])
    w, _ = nnls(X, y)
    print("step 1, the system modules (s): " + ", ".join(f"{n} {v:.4g}" for n, v in zip(names, w)))
    print("\n| package | module | measured (s) | fit (s) |\n|---|---|---|---|")
    for (package, module, _x, t), x in zip(data, X):
        print(f"| {package} | {module} | {t:.2f} | {np.dot(x, w):.2f} |")
    print()
    return {s: w[1 + k] for k, s in enumerate(SYSTEM)}


def main():
    args = sys.argv[1:]
    plumb = args.pop(0)
    system = {s: 0.0 for s in SYSTEM}
    if args and args[0] == "--imports":
        system = system_step(plumb, args[1].split(","))
        args = args[2:]
    names = ["setup", "module", "file", "line"]
    data = [r for arg in args for r in rows(plumb, *arg.split("=", 1))]
    X = np.array([[r[2]["first"]] + [r[2]["builds"] * v for v in (1, r[2]["files"], r[2]["lines"])] for r in data])
    paid = np.array([sum(system[s] * r[2][s] for s in SYSTEM) for r in data])
    y = np.array([r[3] for r in data]) - paid
    w, _ = nnls(X / y[:, None], np.ones(len(y)))
    print("step 2 (s): " + ", ".join(f"{n} {v:.4g}" for n, v in zip(names, w)))
    line = w[names.index("line")]
    if line > 0:
        print("in units of one code line: " + ", ".join(f"{n} {v / line:.3g}" for n, v in zip(names, w))
              + ", " + ", ".join(f"{s}Setup {system[s] / line:.3g}" for s in SYSTEM))
        print(f"(one unit is {line * 1000:.3f} s per 1000 units)")
    print("\n| package | module | measured (s) | of which first system imports (s) | fit (s) |\n|---|---|---|---|---|")
    for (package, module, _row, t), x, p in zip(data, X, paid):
        print(f"| {package} | {module} | {t:.2f} | {p:.2f} | {np.dot(x, w) + p:.2f} |")


if __name__ == "__main__":
    main()

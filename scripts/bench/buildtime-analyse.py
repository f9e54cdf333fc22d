#!/usr/bin/env python3
"""Compares the build-time model with the builds `scripts/bench/buildtime.sh` measured (Benchmarks/buildtime.md).

    scripts/bench/buildtime-analyse.py PLUMB --fit NAME,... RESULTS/NAME=PACKAGE ...

For each package: `PLUMB buildtime PACKAGE --cores 1 --format json` gives the model's cost and incremental cost per
module (units); RESULTS/NAME holds the measured builds. Prints Markdown tables:
  - per package: the clean build's CPU time (user + sys of the whole `swift build`, and the front-end time of the
    package's own modules, the part the model estimates) against the model's single-core total;
  - the calibration: seconds per 1000 units fitted on the --fit packages (their summed front-end time over their
    summed units), and each package's error with it (the others are the check);
  - per changed module: the model's incremental cost (the module and its direct dependents) and its upper bound (every
    dependent, direct or not) against the rebuild's CPU time less a no-op build's, and the Spearman rank correlation
    of each per package and over all changed modules.
The model's total includes the setup (the standard library's module cache, built by the build's first compile job,
and each system module's, built by the first job that imports it: `systemSetup`); when such a job was a
dependency's (not one of the package's own modules), the package's own front end did not pay it, and the comparison
leaves that part out of the model's total too (column "setup"). What a dependency's module imports is read from its
sources in the package's `.build/checkouts` (the `import` lines, as the scanner's `SystemModule` maps them).
"""
import glob
import json
import os
import re
import subprocess
import sys

# The module names each system module is imported by (`SystemModule.init(importing:)`), and what each loads.
SYSTEM = {"libc": {"Glibc", "Musl", "Darwin", "Android", "Bionic", "WASILibc", "ucrt", "CRT", "WinSDK"},
          "dispatch": {"Dispatch"},
          "foundationEssentials": {"FoundationEssentials", "FoundationInternationalization"},
          "foundation": {"Foundation", "FoundationNetworking", "FoundationXML", "UIKit", "AppKit", "Cocoa", "SwiftUI",
                         "WatchKit", "CoreData"}}
LOADS = {"libc": {"libc"}, "dispatch": {"dispatch"}, "foundationEssentials": {"libc", "foundationEssentials"},
         "foundation": {"libc", "dispatch", "foundationEssentials", "foundation"}}
ORDER = ["libc", "dispatch", "foundationEssentials", "foundation"]
IMPORT = re.compile(r"^\s*(?:@[\w]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
                    r"import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)")


def loaded_by(names):
    """The system modules importing `names` loads, with what each loads in turn (`#if` branches not told apart:
    a dependency's are read with a regular expression, not scanned)."""
    return set().union(*[LOADS[s] for s in ORDER for n in names if n in SYSTEM[s]])


def dependency_loads(package):
    """The system modules each module of the package's dependencies loads, read from its sources: the checkouts in
    its `.build`, and the dependencies it takes from a local path (`.build/workspace-state.json`)."""
    roots = glob.glob(os.path.join(package, ".build", "checkouts", "*"))
    state = os.path.join(package, ".build", "workspace-state.json")
    if os.path.exists(state):
        for dependency in json.load(open(state))["object"]["dependencies"]:
            if dependency["packageRef"].get("kind") in ("fileSystem", "localSourceControl"):
                roots.append(dependency["packageRef"]["location"])
    loads = {}
    for folder in [f for root in roots for f in glob.glob(os.path.join(root, "Sources", "*"))]:
        names = set()
        for path in glob.glob(os.path.join(folder, "**", "*.swift"), recursive=True):
            for line in open(path, errors="replace"):
                match = IMPORT.match(line)
                if match:
                    names.add(match.group(1))
        loads[c99(os.path.basename(folder))] = loaded_by(names)
    return loads


def cpu(path):
    user, system, _wall = open(path).read().split()[-3:]
    return float(user) + float(system)


def frontend(path):
    """Front-end CPU seconds by module name."""
    times = {}
    for line in open(path):
        parts = line.split()
        if len(parts) == 3:
            try:
                times[parts[0]] = times.get(parts[0], 0) + float(parts[1]) + float(parts[2])
            except ValueError:
                pass
    return times


def first_compiled(path):
    """The modules in the order the build first compiled them."""
    order = []
    for line in open(path):
        parts = line.split()
        if len(parts) == 3 and parts[0] not in ("unknown", "main") and parts[0] not in order:
            order.append(parts[0])
    return order


def ranks(values):
    order = sorted(range(len(values)), key=lambda i: values[i])
    result = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            result[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return result


def spearman(xs, ys):
    if len(xs) < 3:
        return None
    rx, ry = ranks(xs), ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    vx = sum((a - mx) ** 2 for a in rx) ** 0.5
    vy = sum((b - my) ** 2 for b in ry) ** 0.5
    return cov / (vx * vy) if vx and vy else None


def c99(name):
    return "".join(c if c.isalnum() or c == "_" else "_" for c in name)


def main():
    args = sys.argv[1:]
    plumb = args.pop(0)
    fit = set()
    if args and args[0] == "--fit":
        fit = set(args[1].split(","))
        args = args[2:]
    packages = []
    for arg in args:
        results, package = arg.split("=", 1)
        name = os.path.basename(results.rstrip("/"))
        # Only the package's own targets: the folders below it may hold other packages (benchmarks, examples).
        own_name = json.load(open(os.path.join(results, "describe.json")))["name"]
        config = os.path.join(results, "plumb-include.yml")
        with open(config, "w") as out:
            out.write(f'include:\n  - "{own_name}/*"\n')
        model = json.loads(subprocess.run(
            [plumb, "buildtime", package, "--cores", "1", "--format", "json", "--no-cache", "--config", config],
            check=True, capture_output=True, text=True).stdout)
        modules = {m["id"].rsplit("/", 1)[1]: m for m in model["modules"]}
        clean = frontend(os.path.join(results, "clean.frontend"))
        own = sum(clean.get(c99(m), 0) for m in modules)
        plugins = {c99(t["name"]) for t in json.load(open(os.path.join(results, "describe.json")))["targets"]
                   if t["type"] == "plugin"}
        order = [m for m in first_compiled(os.path.join(results, "clean.frontend")) if m not in plugins]
        own_modules = {c99(m) for m in modules}
        setup_paid = bool(order) and order[0] in own_modules
        loads = dependency_loads(package)
        loads.update({c99(m): set((v.get("inputs") or {}).get("systemModules", [])) for m, v in modules.items()})
        system = model.get("systemSetup", {})
        # Each part of the setup the package's own modules did not pay: the first job that loaded it was a dependency's.
        unpaid = [s for s in system if next((m for m in order if s in loads.get(m, ())), None) not in own_modules]
        base = model["setupCost"] - sum(system.values())
        units = model["summary"]["totalCost"] - (0 if setup_paid else base) - sum(system[s] for s in unpaid)
        packages.append(dict(name=name, results=results, model=model, modules=modules, clean_cpu=cpu(
            os.path.join(results, "clean.time")), own=own, clean=clean, units=units, setup_paid=setup_paid,
            unpaid=unpaid))

    fitted = [p for p in packages if p["name"] in fit] or packages
    per_unit = sum(p["own"] for p in fitted) / sum(p["units"] for p in fitted)
    print("| package | modules | setup | model (units) | estimate (s) | measured: own modules' front end (s) | error | "
          "whole build CPU (s) | role |")
    print("|---|---|---|---|---|---|---|---|---|")
    for p in packages:
        estimate = p["units"] * per_unit
        error = (estimate - p["own"]) / p["own"] if p["own"] else float("nan")
        setup = "own" if p["setup_paid"] else "a dependency's"
        if p["unpaid"]:
            setup += " (" + ", ".join(sorted(p["unpaid"], key=ORDER.index)) + ": a dependency's)"
        print(f"| {p['name']} | {len(p['modules'])} | {setup} | {p['units']} | {estimate:.1f} | {p['own']:.1f} | "
              f"{error:+.0%} | {p['clean_cpu']:.1f} | {'fit' if p in fitted and fit else 'check'} |")
    print(f"\ncalibration: {per_unit * 1000:.3f} s per 1000 units (fitted on {', '.join(sorted(fit)) or 'all'})\n")

    print("| package | module | model cost (units) | clean build: its front end (s) |")
    print("|---|---|---|---|")
    all_x, all_y = [], []
    for p in packages:
        for name, m in sorted(p["modules"].items()):
            if m["cost"] == 0:
                continue  # a C target: not the model's
            measured = p["clean"].get(c99(name), 0)
            all_x.append(m["cost"])
            all_y.append(measured)
            print(f"| {p['name']} | {name} | {m['cost']} | {measured:.2f} |")
    rho = spearman(all_x, all_y)
    print(f"\nper-module clean cost, Spearman ρ over {len(all_x)} modules: {rho:.2f}\n")

    print("| package | module | model cost | model incremental (units) | upper bound (units) | "
          "measured rebuild CPU less no-op (s) | its front end (s) |")
    print("|---|---|---|---|---|---|---|")
    pooled = ([], [], [])
    correlations = []
    for p in packages:
        changed = os.path.join(p["results"], "changed.txt")
        if not os.path.exists(changed):
            continue
        noop = cpu(os.path.join(p["results"], "noop.time"))
        xs, bounds, ys = [], [], []
        for line in open(changed):
            module = line.split()[0]
            timed = os.path.join(p["results"], f"change-{module}.time")
            if not os.path.exists(timed) or module not in p["modules"]:
                continue
            rebuild = cpu(timed) - noop
            fe = sum(frontend(os.path.join(p["results"], f"change-{module}.frontend")).get(c99(m), 0)
                     for m in p["modules"])
            m = p["modules"][module]
            xs.append(m["incrementalCost"])
            bounds.append(m.get("transitiveIncrementalCost", m["incrementalCost"]))
            ys.append(rebuild)
            print(f"| {p['name']} | {module} | {m['cost']} | {m['incrementalCost']} | "
                  f"{bounds[-1]} | {rebuild:.2f} | {fe:.2f} |")
        for pool, values in zip(pooled, (xs, bounds, ys)):
            pool.extend(values)
        correlations.append((p["name"], len(xs), spearman(xs, ys), spearman(bounds, ys)))
    print("\n| package | modules changed | Spearman ρ: model incremental | Spearman ρ: upper bound |")
    print("|---|---|---|---|")
    everything = ("all (pooled)", len(pooled[0]), spearman(pooled[0], pooled[2]), spearman(pooled[1], pooled[2]))
    for name, n, rho, bound in correlations + [everything]:
        shown = ["n/a (fewer than 3)" if r is None else f"{r:.2f}" for r in (rho, bound)]
        print(f"| {name} | {n} | {shown[0]} | {shown[1]} |")


if __name__ == "__main__":
    main()

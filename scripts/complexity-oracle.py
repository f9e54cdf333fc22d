#!/usr/bin/env python3
"""Compares plumb's function facts (cyclomatic complexity, parameter count, line span) with lizard's.

Usage: scripts/complexity-oracle.py [--plumb BINARY] [--verbose] FILE.swift...

Each file is copied into a temporary folder and scanned with `plumb scan`; lizard (installed as a command or a
Python module) reads the same copies with `--csv`. Functions are paired by start line and name (both take the
line of the introducing keyword, `func`/`init`/`get`/...). Prints, per file and in total, how many functions were
paired, how many agree on each number, and every difference, for a reader to explain (Benchmarks/complexity.md
lists the known reasons). Exits 0 whatever the differences: it reports, it does not judge.
"""

import argparse
import csv
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile


def plumb_functions(binary, folder):
    """{copy name: [function fact]} from `plumb scan`."""
    output = subprocess.run(
        [binary, "scan", folder], check=True, capture_output=True, text=True
    ).stdout
    return {facts["path"]: facts.get("functions", []) for facts in json.loads(output)["files"]}


def lizard_functions(path):
    """[(name, start, end, ccn, parameters)] from `lizard --csv`."""
    command = [shutil.which("lizard")] if shutil.which("lizard") else [sys.executable, "-m", "lizard"]
    output = subprocess.run(command + ["--csv", path], check=True, capture_output=True, text=True).stdout
    result = []
    for row in csv.reader(io.StringIO(output)):
        # NLOC, CCN, tokens, parameters, length, location, file, name, long name, start, end
        if len(row) < 11 or not row[1].isdigit():
            continue
        result.append((row[7], int(row[9]), int(row[10]), int(row[1]), int(row[3])))
    return result


def compare(name, ours, theirs, verbose):
    by_key = {(f["startLine"], f["name"]): f for f in ours}
    paired = equal_ccn = equal_params = equal_span = 0
    differences = []
    seen = set()
    for lname, start, end, ccn, params in theirs:
        key = (start, lname)
        fact = by_key.get(key)
        if fact is None:
            differences.append(f"  {lname}@{start}: only lizard finds it (CCN {ccn})")
            continue
        seen.add(key)
        paired += 1
        notes = []
        if fact["cyclomaticComplexity"] == ccn:
            equal_ccn += 1
        else:
            notes.append(f"CCN plumb {fact['cyclomaticComplexity']} lizard {ccn}")
        if fact["parameterCount"] == params:
            equal_params += 1
        else:
            notes.append(f"parameters plumb {fact['parameterCount']} lizard {params}")
        if fact["endLine"] == end:
            equal_span += 1
        else:
            notes.append(f"end line plumb {fact['endLine']} lizard {end}")
        if notes:
            differences.append(f"  {lname}@{start}-{end}: " + ", ".join(notes))
        elif verbose:
            differences.append(f"  {lname}@{start}-{end}: CCN {ccn}, {params} parameters, equal")
    for key, fact in sorted(by_key.items()):
        if key not in seen:
            differences.append(
                f"  {fact['name']}@{fact['startLine']}: only plumb finds it (CCN {fact['cyclomaticComplexity']})")
    print(f"{name}: {len(theirs)} lizard, {len(ours)} plumb, {paired} paired; equal CCN {equal_ccn}, "
          f"equal parameters {equal_params}, equal line span {equal_span}")
    for line in differences:
        print(line)
    return len(theirs), len(ours), paired, equal_ccn, equal_params, equal_span


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plumb", default=os.environ.get("PLUMB", ".build/debug/plumb"),
                        help="the plumb binary (default: $PLUMB or .build/debug/plumb)")
    parser.add_argument("--verbose", action="store_true", help="list agreeing functions too")
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()

    totals = [0] * 6
    with tempfile.TemporaryDirectory() as folder:
        copies = {}
        for index, path in enumerate(arguments.files):
            copy = f"f{index}_{os.path.basename(path)}"
            shutil.copyfile(path, os.path.join(folder, copy))
            copies[copy] = path
        ours = plumb_functions(arguments.plumb, folder)
        for copy, path in copies.items():
            counts = compare(path, ours.get(copy, []), lizard_functions(os.path.join(folder, copy)),
                             arguments.verbose)
            totals = [a + b for a, b in zip(totals, counts)]
    print(f"total: {totals[0]} lizard, {totals[1]} plumb, {totals[2]} paired; equal CCN {totals[3]}, "
          f"equal parameters {totals[4]}, equal line span {totals[5]}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Replaces the comparison table in README.md with `plumb compare Samples/ClassicMac/* --format markdown`.

Usage: scripts/readme-table.py PLUMB_BINARY (run from the repository root; `make readme-table` does both).
"""
import glob
import subprocess
import sys

START = "<!-- plumb compare Samples/ClassicMac/* --format markdown (make readme-table) -->\n"
END = "\n<!-- end of plumb compare -->"

binary = sys.argv[1]
samples = sorted(path.rstrip("/") for path in glob.glob("Samples/ClassicMac/*/"))
output = subprocess.run([binary, "compare", *samples, "--format", "markdown"], check=True, capture_output=True, text=True).stdout
table = output.split("\n\n")[0].strip()
with open("README.md", encoding="utf-8") as file:
    readme = file.read()
before, rest = readme.split(START, 1)
_, after = rest.split(END, 1)
with open("README.md", "w", encoding="utf-8") as file:
    file.write(before + START + table + END + after)
print("README.md: comparison table updated")

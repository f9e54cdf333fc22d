#!/usr/bin/env python3
"""Calibration of plumb's style confidence over tables printed by scripts/bench/styles.sh.

Usage: scripts/bench/styles-calibration.py TABLE.md [TABLE.md ...]
Prints, per confidence band, how many answers were given and how many agree with the stated style, then the share
of "unsure" answers. A run where plumb could not read the codebase counts as a wrong answer at confidence 0.
"""
import sys

rows = []
for path in sys.argv[1:]:
    for line in open(path, encoding="utf-8"):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 6 or cells[0] in ("codebase", "---") or cells[0].startswith("-"):
            continue
        answer, confidence, agrees = cells[3], cells[4], cells[5]
        rows.append((answer, float(confidence or 0), agrees.startswith("yes")))

bands = [(0.8, 1.01, "≥ 0.80"), (0.6, 0.8, "0.60–0.79"), (0.5, 0.6, "0.50–0.59"), (0.0, 0.5, "below 0.50 (unsure)")]
print("| confidence | answers | agree | share right |")
print("|---|---:|---:|---:|")
for low, high, label in bands:
    band = [r for r in rows if low <= r[1] < high]
    right = sum(1 for r in band if r[2])
    share = f"{100 * right / len(band):.0f}%" if band else "–"
    print(f"| {label} | {len(band)} | {right} | {share} |")
unsure = sum(1 for r in rows if r[0].startswith("unsure"))
total = len(rows)
right = sum(1 for r in rows if r[2])
print()
print(f"{right} of {total} agree ({100 * right / max(1, total):.0f}%); unsure on {unsure} of {total} "
      f"({100 * unsure / max(1, total):.0f}%).")

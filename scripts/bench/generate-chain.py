#!/usr/bin/env python3
"""Writes one package whose N targets form a chain (each depends on the one before), for the robustness benchmark.

    scripts/bench/generate-chain.py N OUT [--sources] [--import-root]

OUT/Package.swift declares targets T0 ... T(N-1), T(i) depending on T(i-1), and a library product per target, the
way a generated manifest builds them (a list of names, a `var targets` literal, `names.map`).
  --sources      each target gets Sources/T(i)/T(i).swift, which imports T(i-1) and uses its type
  --import-root  each of those files also imports T0 without declaring it (undeclared-import then has to ask, for
                 every module, whether its declared dependencies reach T0: the deepest reach on a chain)
Without --sources the target folders do not exist (plumb warns once per target). The same arguments give the same
files; OUT is created and its Package.swift and Sources/ replaced.
"""
import os
import shutil
import sys


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    flags = {a for a in sys.argv[1:] if a.startswith("--")}
    if len(args) != 2 or not flags <= {"--sources", "--import-root"}:
        sys.exit(__doc__)
    n, out = int(args[0]), args[1]
    os.makedirs(out, exist_ok=True)
    shutil.rmtree(os.path.join(out, "Sources"), ignore_errors=True)
    lines = ["// swift-tools-version:5.9", "import PackageDescription",
             "let names = [" + ", ".join('"T%d"' % i for i in range(n)) + "]", "var targets: [Target] = ["]
    for i in range(n):
        dependency = '"T%d"' % (i - 1) if i > 0 else ""
        lines.append('  .target(name: "T%d", dependencies: [%s]),' % (i, dependency))
    lines.append("]")
    lines.append('let package = Package(name: "P", products: names.map { .library(name: $0, targets: [$0]) }, '
                 "targets: targets)")
    with open(os.path.join(out, "Package.swift"), "w") as f:
        f.write("\n".join(lines) + "\n")
    if "--sources" not in flags:
        return
    for i in range(n):
        folder = os.path.join(out, "Sources", "T%d" % i)
        os.makedirs(folder)
        text = []
        if i > 0:
            text.append("import T%d" % (i - 1))
            if "--import-root" in flags and i > 1:
                text.append("import T0")
            text.append("")
            text.append("public struct T%d {\n  public let previous = T%d()\n  public init() {}\n}" % (i, i - 1))
        else:
            text.append("public struct T0 {\n  public init() {}\n}")
        with open(os.path.join(folder, "T%d.swift" % i), "w") as f:
            f.write("\n".join(text) + "\n")


if __name__ == "__main__":
    main()

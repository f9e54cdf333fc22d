#!/usr/bin/env python3
"""Writes one package whose targets differ only in the system module they import, for the build-time model's
system-import cost (Benchmarks/buildtime.md).

    scripts/bench/generate-imports.py OUT [--files K] NAME=MODULE ...

Each NAME=MODULE is a target whose K files (one by default) each start with `import MODULE` (no import when MODULE
is empty) and hold the same small code, which uses nothing of MODULE: what differs between targets is what importing
costs the front end, not what the code asks of it. The targets are built in the order given: each declares a
dependency on the one before it, which fixes the order of a `swift build -j 1` without importing it (an unimported
dependency is never loaded). So the first target pays the build's setup, the first target that imports a system
module pays what that module's first import costs (its Clang modules and its index records), and a later target
that imports it again pays only what loading it costs each compile job. The same arguments give the same files; OUT
is created and its Package.swift and Sources/ replaced.
"""
import os
import shutil
import sys

CODE = """public struct {name}Value{i}: Equatable {{
  public var items: [Int]
  public var label: String

  public init(items: [Int], label: String) {{
    self.items = items
    self.label = label
  }}

  public func total() -> Int {{
    var sum = 0
    for item in items where item > 0 {{ sum += item }}
    return sum
  }}

  public func describe() -> String {{
    label + ": " + String(total())
  }}
}}
"""


def main():
    args = sys.argv[1:]
    files = 1
    if "--files" in args:
        at = args.index("--files")
        files = int(args[at + 1])
        del args[at:at + 2]
    if len(args) < 2 or not all("=" in a for a in args[1:]):
        sys.exit(__doc__)
    out, targets = args[0], [a.split("=", 1) for a in args[1:]]
    os.makedirs(out, exist_ok=True)
    shutil.rmtree(os.path.join(out, "Sources"), ignore_errors=True)
    lines = ["// swift-tools-version:5.9", "import PackageDescription", "let package = Package(", '  name: "I",',
             "  targets: ["]
    for k, (name, _module) in enumerate(targets):
        dependency = '"%s"' % targets[k - 1][0] if k > 0 else ""
        lines.append('    .target(name: "%s", dependencies: [%s]),' % (name, dependency))
    lines += ["  ]", ")"]
    with open(os.path.join(out, "Package.swift"), "w") as f:
        f.write("\n".join(lines) + "\n")
    for name, module in targets:
        folder = os.path.join(out, "Sources", name)
        os.makedirs(folder)
        for i in range(files):
            with open(os.path.join(folder, "%s%d.swift" % (name, i)), "w") as f:
                f.write(("import %s\n\n" % module if module else "") + CODE.format(name=name, i=i))


if __name__ == "__main__":
    main()

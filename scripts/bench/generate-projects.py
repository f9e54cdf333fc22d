#!/usr/bin/env python3
"""Writes a workspace of N Xcode projects, one framework target each, for the big-output benchmarks (issue 33).

    scripts/bench/generate-projects.py N OUT

OUT/All.xcworkspace lists P0/P0.xcodeproj ... P(N-1)/P(N-1).xcodeproj; project Pi has one framework target Mi with
one file, Pi/Mi/Mi.swift, which imports M(i-1) without declaring it (so `undeclared-import` finds N-1 errors, and
the graph is one chain of N-1 import-only edges). Every tenth target also links the framework of the project ten
before (`M(i-10).framework` from the built products, in its Frameworks phase), as a workspace relies on Xcode's
implicit dependencies; plumb does not read such a link as a dependency today, so the graph plumb draws is the
chain. The same N always gives the same files; OUT is created or overwritten.
"""
import os
import sys


def object_id(kind, index):
    """A 24-hex object id, unique within one project file: the kind in the first digits, the index after."""
    return "%02X%022X" % (kind, index)


def project_text(i):
    name = "M%d" % i
    ids = {k: object_id(k, i) for k in range(1, 9)}
    frameworks = ""
    phases = "\t\t\t\t%s /* Sources */,\n" % ids[4]
    if i >= 10 and i % 10 == 0:
        other = "M%d" % (i - 10)
        frameworks = (
            "\t\t%s /* %s.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; "
            "path = %s.framework; sourceTree = BUILT_PRODUCTS_DIR; };\n" % (ids[6], other, other)
            + "\t\t%s /* %s.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = %s; };\n"
            % (ids[7], other, ids[6])
            + "\t\t%s /* Frameworks */ = {isa = PBXFrameworksBuildPhase; files = (%s, ); };\n" % (ids[8], ids[7]))
        phases += "\t\t\t\t%s /* Frameworks */,\n" % ids[8]
    return (
        "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 60;\n\tobjects = {\n"
        "\t\t%s /* Project object */ = {isa = PBXProject; mainGroup = %s; targets = (%s, ); };\n" % (
            ids[1], ids[2], ids[5])
        + "\t\t%s = {isa = PBXGroup; children = (%s, ); path = %s; sourceTree = \"<group>\"; };\n" % (
            ids[2], ids[3], name)
        + "\t\t%s /* %s.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; "
        "path = %s.swift; sourceTree = \"<group>\"; };\n" % (ids[3], name, name)
        + "\t\t%s /* %s.swift in Sources */ = {isa = PBXBuildFile; fileRef = %s; };\n" % (
            object_id(9, i), name, ids[3])
        + "\t\t%s /* Sources */ = {isa = PBXSourcesBuildPhase; files = (%s, ); };\n" % (ids[4], object_id(9, i))
        + frameworks
        + "\t\t%s /* %s */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildPhases = (\n%s\t\t\t);\n" % (
            ids[5], name, phases)
        + "\t\t\tdependencies = (\n\t\t\t);\n\t\t\tname = %s;\n\t\t\tproductName = %s;\n" % (name, name)
        + "\t\t\tproductType = \"com.apple.product-type.framework\";\n\t\t};\n"
        + "\t};\n\trootObject = %s /* Project object */;\n}\n" % ids[1])


def source_text(i):
    lines = []
    if i > 0:
        lines.append("import M%d\n" % (i - 1))
    lines.append("\npublic struct Value%d {\n  public var count = %d\n  public init() {}\n}\n" % (i, i))
    if i > 0:
        lines.append("\nlet previous%d = Value%d()\n" % (i, i - 1))
    return "".join(lines)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    n, out = int(sys.argv[1]), sys.argv[2]
    refs = []
    for i in range(n):
        folder = os.path.join(out, "P%d" % i)
        os.makedirs(os.path.join(folder, "P%d.xcodeproj" % i), exist_ok=True)
        os.makedirs(os.path.join(folder, "M%d" % i), exist_ok=True)
        with open(os.path.join(folder, "P%d.xcodeproj" % i, "project.pbxproj"), "w") as f:
            f.write(project_text(i))
        with open(os.path.join(folder, "M%d" % i, "M%d.swift" % i), "w") as f:
            f.write(source_text(i))
        refs.append("   <FileRef\n      location = \"group:P%d/P%d.xcodeproj\">\n   </FileRef>\n" % (i, i))
    os.makedirs(os.path.join(out, "All.xcworkspace"), exist_ok=True)
    with open(os.path.join(out, "All.xcworkspace", "contents.xcworkspacedata"), "w") as f:
        f.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n   version = \"1.0\">\n")
        f.write("".join(refs))
        f.write("</Workspace>\n")


if __name__ == "__main__":
    main()

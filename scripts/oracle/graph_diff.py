#!/usr/bin/env python3
"""Compares two `plumb graph --format json` outputs of the same code read two ways (a generator spec and the project
it generates): modules (id, kind, Swift files) and dependencies (from, to, kind, product), not container kinds or
lines, which differ by design. Prints each difference; exits 1 when there is one."""
import json
import sys


def load(path):
    with open(path) as handle:
        graph = json.load(handle)
    modules = {m["id"]: (m["kind"], tuple(m["sources"])) for m in graph["modules"] if m["kind"] != "inferred"}
    edges = {(d["from"], d["to"], d["kind"], d.get("product")) for d in graph["dependencies"]}
    inferred = sorted(m["id"] for m in graph["modules"] if m["kind"] == "inferred")
    return modules, edges, inferred


def main():
    spec_modules, spec_edges, spec_inferred = load(sys.argv[1])
    project_modules, project_edges, project_inferred = load(sys.argv[2])
    differences = []
    for module in sorted(set(spec_modules) | set(project_modules)):
        a, b = spec_modules.get(module), project_modules.get(module)
        if a is None:
            differences.append(f"module only in the project: {module}")
        elif b is None:
            differences.append(f"module only in the spec: {module}")
        else:
            if a[0] != b[0]:
                differences.append(f"{module}: kind {a[0]} (spec) vs {b[0]} (project)")
            only_spec = sorted(set(a[1]) - set(b[1]))
            only_project = sorted(set(b[1]) - set(a[1]))
            if only_spec:
                differences.append(f"{module}: files only in the spec: {', '.join(only_spec)}")
            if only_project:
                differences.append(f"{module}: files only in the project: {', '.join(only_project)}")
    for edge in sorted(spec_edges - project_edges, key=str):
        differences.append(f"edge only in the spec: {edge[0]} -> {edge[1]} ({edge[2]} {edge[3] or ''})".rstrip())
    for edge in sorted(project_edges - spec_edges, key=str):
        differences.append(f"edge only in the project: {edge[0]} -> {edge[1]} ({edge[2]} {edge[3] or ''})".rstrip())
    if spec_inferred != project_inferred:
        differences.append(f"folder modules: {spec_inferred} (spec) vs {project_inferred} (project)")
    for line in differences:
        print("  " + line)
    print(f"  {len(spec_modules)} modules, {len(spec_edges)} edges from the spec; {len(differences)} differences")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())

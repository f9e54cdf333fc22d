#!/usr/bin/env python3
"""Whether the caches change what `plumb check` prints, edit after edit (warm.sh tries one kind of edit only).

    scripts/bench/sameness.py PLUMB_BINARY TREE OUT

TREE must be a git working tree with nothing staged; it is edited and restored (`git checkout -- .`, the files
this script made removed, the index reset), so use a copy. After a warm run, the edits below are made one after
the other, each on top of the last; after each, `plumb check TREE --reporter json` with the cache (in OUT/cache,
kept from edit to edit) is compared with `--no-cache` (standard output, standard error and exit code), then every
change is staged (`git add -A`) and `plumb check --staged` is compared the same way, and the index is reset:

  touch only         a file's modification time changes, not its bytes
  import added       `import M` of another module of the workspace, at the top of a file
  type added         a public class appended to a file
  file added         a new Swift file beside another, which imports M and uses that class
  suppression added  `// plumb:disable-next-line cycle` at the top of a file
  file deleted       the file the new one sits beside
  file emptied       a file truncated to nothing
  syntax error       an unclosed declaration appended to a file
  manifest edited    the first Package.swift, project.pbxproj or Project.swift git lists: a comment (or, for a
                     project file, a newline) appended
  config added, changed, removed   a .plumb.yml (only where the tree has none)
  file renamed       a file moved to a new name in its folder
  revert all         the tree as committed again (working tree only)

The files are chosen by a seeded random generator among the modules' sources (`plumb graph --format json`).
Prints one line per comparison ("same" or "DIFFERENT"); the outputs of a DIFFERENT one are kept under OUT.
Exit code 1 when any comparison differed.
"""
import json
import os
import random
import shutil
import subprocess
import sys

if len(sys.argv) != 4:
    sys.exit(__doc__)
plumb, tree, out = (os.path.abspath(argument) for argument in sys.argv[1:])
os.makedirs(out, exist_ok=True)
cache = os.path.join(out, "cache")
shutil.rmtree(cache, ignore_errors=True)
rng = random.Random(14)


def run(args, cwd=None):
    process = subprocess.run([plumb] + args, capture_output=True, cwd=cwd)
    return process.returncode, process.stdout, process.stderr


def git(*args):
    return subprocess.run(["git", "-C", tree] + list(args), capture_output=True)


def path(relative):
    return os.path.join(tree, relative)


def compare(step, staged=False):
    """With the cache against without: True when both print the same."""
    command = ["check", "--reporter", "json"] + (["--staged"] if staged else [tree])
    cwd = tree if staged else None
    cached = run(command + ["--cache-path", cache], cwd)
    uncached = run(command + ["--no-cache"], cwd)
    label = step + (" staged" if staged else "")
    print(f"{label}: {'same' if cached == uncached else 'DIFFERENT'} (exit code {cached[0]})", flush=True)
    if cached != uncached:
        folder = os.path.join(out, label.replace(" ", "-"))
        os.makedirs(folder, exist_ok=True)
        for name, (code, stdout, stderr) in (("cached", cached), ("uncached", uncached)):
            with open(os.path.join(folder, name + ".out"), "wb") as file:
                file.write(stdout)
            with open(os.path.join(folder, name + ".err"), "wb") as file:
                file.write(stderr)
            with open(os.path.join(folder, name + ".code"), "w") as file:
                file.write(f"{code}\n")
    return cached == uncached


def write(relative, text, mode="w"):
    with open(path(relative), mode) as file:
        file.write(text)


def prepend(relative, text):
    with open(path(relative), "rb") as file:
        data = file.read()
    with open(path(relative), "wb") as file:
        file.write(text.encode() + data)


graph = json.loads(run(["graph", tree, "--format", "json", "--no-cache"])[1])
modules = [module for module in graph["modules"] if module.get("sources") and module.get("kind") != "external"]
module_of = {source: module["name"] for module in modules for source in module["sources"]}
files = sorted(source for source in module_of if source.endswith(".swift") and not source.endswith("Package.swift"))
print(f"{len(modules)} modules, {len(files)} Swift files", flush=True)
first, second, third, fourth, fifth = rng.sample(files, 5)
others = sorted({module["name"] for module in modules} - {module_of[second]})
imported = rng.choice(others) if others else "Foundation"
added = os.path.join(os.path.dirname(fourth), "SamenessAdded.swift")
renamed = fifth[: -len(".swift")] + "Renamed.swift"
configuration = ".plumb.yml"


def restore():
    git("checkout", "--", ".")
    for made in (added, renamed, configuration):
        if os.path.exists(path(made)) and not git("ls-files", "--error-unmatch", made).returncode == 0:
            os.remove(path(made))


steps = [
    ("touch only", lambda: os.utime(path(first))),
    ("import added", lambda: prepend(second, f"import {imported}\n")),
    ("type added", lambda: write(third, "\npublic final class SamenessThing { public init() {} }\n", "a")),
    ("file added", lambda: write(
        added, f"import Foundation\nimport {imported}\n\nstruct SamenessAdded {{\n  let thing = SamenessThing()\n}}\n",
    )),
    ("suppression added", lambda: prepend(fifth, "// plumb:disable-next-line cycle\n")),
    ("file deleted", lambda: os.remove(path(fourth))),
    ("file emptied", lambda: write(first, "")),
    ("syntax error", lambda: write(third, "\nfunc broken( {\n", "a")),
]
manifests = sorted(
    name for name in git("ls-files").stdout.decode().splitlines()
    if name.endswith(("Package.swift", "project.pbxproj", "Project.swift")))
if manifests:
    manifest = manifests[0]
    steps.append((f"manifest edited ({manifest})",
                  lambda: write(manifest, "\n" if manifest.endswith("pbxproj") else "\n// edited\n", "a")))
if not os.path.exists(path(configuration)):
    steps += [
        ("config added", lambda: write(
            configuration, "rules:\n  test-presence: { severity: error, min-test-ratio: 0.3 }\n")),
        ("config changed", lambda: write(configuration, "rules:\n  test-presence: { severity: warning }\n")),
        ("config removed", lambda: os.remove(path(configuration))),
    ]
steps += [("file renamed", lambda: os.rename(path(fifth), path(renamed))), ("revert all", restore)]

different = 0
try:
    run(["check", tree, "--cache-path", cache])
    different += not compare("warm")
    for name, edit in steps:
        edit()
        different += not compare(name)
        if name != "revert all":
            git("add", "-A")
            different += not compare(name, staged=True)
            git("reset", "-q")
finally:
    git("reset", "-q")
    restore()
print(f"{different} different", flush=True)
sys.exit(1 if different else 0)

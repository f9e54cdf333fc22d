#!/usr/bin/env bash
# The XcodeGen oracle: XcodeGen's own repository keeps fixture specs beside the projects XcodeGen generated from
# them. For each, plumb's graph of a copy holding only the spec (and the sources) must equal its graph of a copy
# holding only the generated project: same modules, kinds, Swift files and dependencies.
#
#   scripts/oracle/xcodegen.sh <checkout of yonaskolb/XcodeGen> [plumb binary]
#
# Prints one block per fixture with the differences (none when the two graphs agree); exits 1 when any differ.
set -euo pipefail
checkout=${1:?usage: xcodegen.sh <XcodeGen checkout> [plumb binary]}
here=$(cd "$(dirname "$0")/../.." && pwd)
plumb=${2:-$here/.build/debug/plumb}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# fixture folder | spec file (relative to the folder) | generated project (relative to the folder)
fixtures=(
  "CarthageProject|project.yml|Project.xcodeproj"
  "SPM|project.yml|SPM.xcodeproj"
  "TestProject|project.yml|Project.xcodeproj"
  "TestProject/AnotherProject|project.yml|AnotherProject.xcodeproj"
  "scheme_test|test_project.yml|TestProject.xcodeproj"
)

status=0
for entry in "${fixtures[@]}"; do
  IFS='|' read -r folder spec project <<<"$entry"
  source="$checkout/Tests/Fixtures/$folder"
  [ -d "$source" ] || { echo "== $folder: not in the checkout"; continue; }
  rm -rf "$work/spec" "$work/project"
  cp -R "$source" "$work/spec"
  cp -R "$source" "$work/project"
  # Only the spec: the generated project goes, and the spec gets the name plumb looks for.
  rm -rf "$work/spec/$project"
  [ "$spec" = project.yml ] || mv "$work/spec/$spec" "$work/spec/project.yml"
  # Only the project: every spec of the fixture goes (nested specs generate projects of their own).
  find "$work/project" \( -name project.yml -o -name project.json \) -delete
  rm -f "$work/project/$spec"
  if [ "$folder" = TestProject ]; then
    # The nested spec generates AnotherProject.xcodeproj: each copy keeps one form of it too.
    rm -rf "$work/spec/AnotherProject/AnotherProject.xcodeproj"
  fi
  "$plumb" graph "$work/spec" --format json >"$work/spec.json" 2>"$work/spec.err" || true
  "$plumb" graph "$work/project" --format json >"$work/project.json" 2>"$work/project.err" || true
  echo "== $folder ($spec vs $project)"
  if ! python3 "$here/scripts/oracle/graph_diff.py" "$work/spec.json" "$work/project.json"; then status=1; fi
done
exit $status

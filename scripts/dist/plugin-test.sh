#!/usr/bin/env bash
# Proves the binary plugins: a new SwiftPM package, outside this repository, depends on Plugins/Binary (copied, with
# the artifact bundle from `make dist` unpacked beside its manifest, found by `path:`), uses the build-tool plugin
# on a target whose dependency breaks its .plumb.yml's layers, and runs `swift build`:
#   1. the finding appears in the build log as `Package.swift:line:col: warning: ... [layer-direction]` (the
#      manifest's dependency that breaks the layers), and the build succeeds;
#   2. at error severity the same finding is a build error and the build fails;
#   3. nothing of plumb is compiled: the build log names no swift-syntax module;
#   4. the command plugin runs the same binary: `swift package plumb graph --format mermaid`.
# Prints what it checked; exits 1 when one of them did not hold.
#
#   scripts/dist/plugin-test.sh [ARTIFACT_BUNDLE_ZIP]      (default: the one in dist/)
set -euo pipefail
REPO="$(cd "$(dirname "$0")/../.." && pwd)"
ZIP="${1:-$(ls "$REPO"/dist/plumb-*.artifactbundle.zip 2>/dev/null | head -1)}"
[ -f "$ZIP" ] || { echo "plugin-test: no artifact bundle (run make dist, or give its path)" >&2; exit 2; }
WORK="$(mktemp -d "${TMPDIR:-/tmp}/plumb-plugin-test.XXXXXX")"
echo "plugin-test: in $WORK"

# The plugins' package as a user gets it: the symlinked command plugin source copied as a file.
cp -RL "$REPO/Plugins/Binary" "$WORK/PlumbPlugins"
rm -rf "$WORK/PlumbPlugins/plumb.artifactbundle" "$WORK/PlumbPlugins/.build"
unzip -q "$ZIP" -d "$WORK/PlumbPlugins"

APP="$WORK/LayeredApp"
mkdir -p "$APP/Sources/Core" "$APP/Sources/Feature"
cat >"$APP/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "LayeredApp",
  dependencies: [.package(path: "../PlumbPlugins")],
  targets: [
    // Core is the lower layer, yet it imports Feature: the layer-direction rule's finding.
    .target(
      name: "Core", dependencies: ["Feature"],
      plugins: [.plugin(name: "PlumbBuildToolPlugin", package: "PlumbPlugins")]),
    .target(name: "Feature"),
  ]
)
SWIFT
cat >"$APP/Sources/Feature/Checkout.swift" <<'SWIFT'
public struct Checkout {
  public init() {}
  public func total(_ prices: [Int]) -> Int { prices.reduce(0, +) }
}
SWIFT
cat >"$APP/Sources/Core/Basket.swift" <<'SWIFT'
import Feature

public struct Basket {
  public var prices: [Int] = []
  public init() {}
  public func total() -> Int { Checkout().total(prices) }
}
SWIFT
layers() {
  cat >"$APP/.plumb.yml" <<YAML
layers:
  - name: Features
    modules: Feature
  - name: Core
    modules: Core
rules:
  layer-direction: $1
YAML
}

FAILED=0
# holds DESCRIPTION COMMAND...: passes when COMMAND succeeds.
holds() {
  local description="$1"
  shift
  if "$@"; then echo "  pass: $description"; else echo "  FAIL: $description"; FAILED=1; fi
}
absent() { ! grep -Eiq "$1" "$2"; }

layers warning
start=$(date +%s)
status=0
(cd "$APP" && swift build -v) >"$WORK/build-warning.log" 2>&1 || status=$?
echo "swift build, layer-direction at warning severity: exit $status in $(( $(date +%s) - start )) s"
grep -E "warning: .*\[layer-direction\]" "$WORK/build-warning.log" | sed 's/^/    /' || true
holds "the build succeeds" [ "$status" = 0 ]
holds "the finding is a build warning at Core's dependency on Feature" grep -Eq \
  "^$APP/Package.swift:[0-9]+(:[0-9]+)?: warning: .*\[layer-direction\]" "$WORK/build-warning.log"
holds "no swift-syntax in the build log ($(wc -l <"$WORK/build-warning.log") lines)" \
  absent "swift-syntax|SwiftSyntax|SwiftParser" "$WORK/build-warning.log"

layers error
status=0
(cd "$APP" && swift build) >"$WORK/build-error.log" 2>&1 || status=$?
echo "swift build, layer-direction at error severity: exit $status"
grep -E "error: .*\[layer-direction\]" "$WORK/build-error.log" | sed 's/^/    /' || true
holds "the build fails" [ "$status" != 0 ]
holds "the finding is a build error" grep -Eq \
  "^$APP/Package.swift:[0-9]+(:[0-9]+)?: error: .*\[layer-direction\]" "$WORK/build-error.log"

status=0
(cd "$APP" && swift package plumb graph --format mermaid) >"$WORK/command.log" 2>&1 || status=$?
echo "swift package plumb graph --format mermaid: exit $status"
holds "the command plugin exits 0" [ "$status" = 0 ]
holds "the command plugin draws the package with the binary" grep -q "Core" "$WORK/command.log"
holds "no swift-syntax compiled for the command plugin" absent "swift-syntax|SwiftSyntax" "$WORK/command.log"
echo "logs in $WORK"
exit "$FAILED"

#!/usr/bin/env bash
# Writes the manifest of the plugins' distribution package for a release (stdout): Plugins/Binary/Package.swift
# with the artifact bundle found by `url:` and `checksum:` instead of `path:`. Published, with Plugins/Binary's
# plugin sources, as its own repository (as SwiftLint publishes SwiftLintPlugins), so that a package depends on the
# plugins without resolving plumb's sources and swift-syntax.
#
#   scripts/dist/plugins-package.sh VERSION BUNDLE_URL SHA256 > Package.swift
set -euo pipefail
[ $# -eq 3 ] || { echo "usage: plugins-package.sh VERSION BUNDLE_URL SHA256" >&2; exit 2; }
MANIFEST="$(dirname "$0")/../../Plugins/Binary/Package.swift"
LINE='    .binaryTarget(name: "PlumbBinary", path: "plumb.artifactbundle"),'
grep -qF "$LINE" "$MANIFEST" || { echo "plugins-package: $MANIFEST no longer has the path: binary target" >&2; exit 1; }
while IFS= read -r line; do
  if [ "$line" = "$LINE" ]; then
    echo "    // plumb $1"
    echo "    .binaryTarget(name: \"PlumbBinary\", url: \"$2\", checksum: \"$3\"),"
  else
    printf '%s\n' "$line"
  fi
done <"$MANIFEST"

#!/bin/bash
# Re-runs the held-out judging runs of Benchmarks/judge3-notes.md (issue 26): clones each app at the judged commit
# into $WORK (default ./judge3-apps, keep it outside the repository), brings the remote packages its Package.resolved
# pins into $WORK/<app>-packages/checkouts/<Name> (and the git submodules its README asks for), and runs
# `plumb check --no-cache` once per app, writing $WORK/out/<app>.txt (findings), .err (input problems) and times.txt.
# Usage: PLUMB=path/to/plumb WORK=../judge3-apps Benchmarks/judge3-rerun.sh [app ...]
# Apps are owner/name@commit; an optional :folder after the commit is the folder plumb is run on.
set -u
. "$(dirname "$0")/judge-lib.sh"
PLUMB=${PLUMB:-plumb}
WORK=${WORK:-./judge3-apps}
APPS="Pocket/pocket-ios@ac8293f755a4 passepartoutvpn/passepartout@7c23f33f6b62
session-foundation/session-ios@99bc193f8d61 Electric-Coin-Company/zashi-ios@2488b26607be
threema-ch/threema-ios@a92bb3b9d06b MarkEdit-app/MarkEdit@a13c0f23c17b zenangst/KeyboardCowboy@6fb5fc64971f
deltachat/deltachat-ios@7332bcad3944 mullvad/mullvadvpn-app@9380a8076bc0:ios utmapp/UTM@e4a4c34b6712
nicklockwood/SwiftFormat@561f2253c520 apple/swift-protobuf@0830058db744"

# The Package.resolved whose pins Xcode (or SwiftPM) uses for each app, relative to its checkout.
resolved_file() {
  case $1 in
    pocket-ios) echo Pocket.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    passepartout) echo app-apple/Package/Package.resolved ;;
    session-ios) echo Session.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    zashi-ios) echo secant.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    threema-ios) echo Threema.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    mullvadvpn-app) echo ios/MullvadVPN.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    UTM) echo UTM.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
  esac
}

bring_packages() {
  local name=$1 dir=$2 package file
  file=$(resolved_file "$name")
  [ -z "$file" ] || bring_pins "$name" "$dir" "$file"
  case $name in
    passepartout)  # README: git submodule update --init submodules/partout
      git -C "$dir" submodule update --init submodules/partout ;;
    mullvadvpn-app)  # the project's one local package is the submodule ios/wireguard-apple
      git -C "$dir" submodule update --init ios/wireguard-apple ;;
    KeyboardCowboy)  # no Package.resolved: Tuist/ProjectDescriptionHelpers/PackageResolver.swift, branch "main"
      clone_at https://github.com/sparkle-project/Sparkle 2.8.1 "$WORK/$name-packages/checkouts/Sparkle"
      clone_at https://github.com/johnno1962/HotSwiftUI "" "$WORK/$name-packages/checkouts/HotSwiftUI"
      for package in AXEssibility Apps Bonzai Dock DynamicNotchKit InputSources Intercom KeyCodes LaunchArguments \
        MachPort Windows; do
        clone_at "https://github.com/zenangst/$package" "" "$WORK/$name-packages/checkouts/$package"
      done ;;
  esac
}

run_apps "$@"

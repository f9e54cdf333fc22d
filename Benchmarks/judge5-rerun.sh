#!/bin/bash
# Re-runs the held-out judging runs of Benchmarks/judge5-notes.md (issue 26, round five): clones each app at the
# judged commit into $WORK (default ./judge5-apps, keep it outside the repository), brings the remote packages its
# Package.resolved pins into $WORK/<app>-packages/checkouts/<Name> (and the submodules its projects name), and runs
# `plumb check --no-cache` once per app, writing $WORK/out/<app>.txt (findings), .err (input problems) and times.txt.
# Usage: PLUMB=path/to/plumb WORK=../judge5-apps Benchmarks/judge5-rerun.sh [app ...]
set -u
. "$(dirname "$0")/judge-lib.sh"
PLUMB=${PLUMB:-plumb}
WORK=${WORK:-./judge5-apps}
APPS="OneBusAway/onebusaway-ios@c9dadbd8f192 depromeet/14th-team5-iOS@5234f456638a twofas/2fas-ios@693a08e5c89c
ProtonDriveApps/ios-drive@97efc137cc16 swiftlang/swift-docc@7a3fbfd17518 PrimalHQ/primal-ios-app@91787a1209bd
nightscout/Trio@29350e31a9f8 insidegui/WWDC@67266753e159 swiftlang/swift-format@6ac428e1c388
envoyproxy/envoy-mobile@a9ce5f854d78 thebaselab/codeapp@dfcec888657d blinksh/blink@3e07c90fc90d"

# The Package.resolved files whose pins Xcode, Tuist or SwiftPM uses for each app, relative to its checkout (the
# first one wins for a package pinned twice). envoy-mobile has no SwiftPM dependency; swift-format keeps no pins.
resolved_files() {
  case $1 in
    onebusaway-ios) echo Apps/OneBusAway/Package.resolved Apps/KiedyBus/Package.resolved ;;
    14th-team5-iOS) echo Tuist/Package.resolved ;;
    2fas-ios) echo TwoFAS/TwoFAS.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    ios-drive) echo ProtonDrive-iOS/ProtonDrive-iOS.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    swift-docc) echo Package.resolved ;;
    primal-ios-app) echo Primal.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    Trio) echo Trio.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      Trio.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    WWDC) echo WWDC.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    codeapp) echo Code.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    blink) echo xcfs/Package.resolved ;;
  esac
}

# The newest tag of the checkout `dest` that matches the extended regular expression `pattern`.
newest_tag() {
  git -C "$1" tag | grep -E "$2" | sort -V | tail -1
}

bring_packages() {
  local name=$1 dir=$2 url package checkouts="$WORK/$1-packages/checkouts"
  # shellcheck disable=SC2046  # the file names hold no spaces
  bring_pins "$name" "$dir" $(resolved_files "$name")
  case $name in
    swift-format)  # no Package.resolved in git: the newest tags its `from:` allows, and swift-syntax's main
      clone_at https://github.com/apple/swift-argument-parser "" "$checkouts/swift-argument-parser"
      git -C "$checkouts/swift-argument-parser" checkout -q \
        "$(newest_tag "$checkouts/swift-argument-parser" '^1\.[0-9]+\.[0-9]+$')"
      clone_at https://github.com/swiftlang/swift-markdown "" "$checkouts/swift-markdown"
      git -C "$checkouts/swift-markdown" checkout -q "$(newest_tag "$checkouts/swift-markdown" '^0\.[0-9]+\.[0-9]+$')"
      clone_at https://github.com/swiftlang/swift-syntax "" "$checkouts/swift-syntax" ;;
    blink)  # the project's seven remote packages have no Package.resolved in git: their default branches
      for url in https://github.com/weichsel/ZIPFoundation https://github.com/jenslauterbach/Base32Kit \
        https://github.com/lorenzofiamingo/swiftui-cached-async-image https://github.com/simonbs/Runestone \
        https://github.com/simonbs/treesitterlanguages https://github.com/unrelentingtech/SwiftCBOR \
        https://github.com/RevenueCat/purchases-ios; do
        package=$(basename "$url")
        [ -d "$checkouts/$package" ] || clone_at "$url" "" "$checkouts/$package"
      done
      git -C "$dir" submodule update --init Frameworks/ios_system Frameworks/MBProgressHUD ;;
    Trio)  # the workspace names the Xcode projects of all eleven submodules
      git -C "$dir" submodule update --init ;;
  esac
}

run_apps "$@"

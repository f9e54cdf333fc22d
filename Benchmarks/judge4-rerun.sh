#!/bin/bash
# Re-runs the held-out judging runs of Benchmarks/judge4-notes.md (issue 26, round four): clones each app at the
# judged commit into $WORK (default ./judge4-apps, keep it outside the repository), brings the remote packages its
# Package.resolved pins into $WORK/<app>-packages/checkouts/<Name> (and the submodules its project compiles), and runs
# `plumb check --no-cache` once per app, writing $WORK/out/<app>.txt (findings), .err (input problems) and times.txt.
# Usage: PLUMB=path/to/plumb WORK=../judge4-apps Benchmarks/judge4-rerun.sh [app ...]
set -u
. "$(dirname "$0")/judge-lib.sh"
PLUMB=${PLUMB:-plumb}
WORK=${WORK:-./judge4-apps}
APPS="protonpass/ios-pass@e4a158850251 AvocadoApps/azkar-ios@ebd2ddde234b airbnb/lottie-ios@f4db77d7feac
HabitRPG/habitica-ios@aafd43ae556c AlphaWallet/alpha-wallet-ios@e4e5cc89edc4 apple/swift-crypto@1b6b2e274e85
TheBLVD/mammoth@3befc15a4e2c CAKK-DEV/cakk-client@c8caa445eabc glushchenko/fsnotes@c69d4f178a61
horizontalsystems/unstoppable-wallet-ios@426cdf59491e beamlegacy/beam@3fa234d6ad50
RevenueCat/purchases-ios@ff486da38000"

# The Package.resolved files whose pins Xcode, Tuist or SwiftPM uses for each app, relative to its checkout (the
# first one wins for a package pinned twice). ios-pass, mammoth and unstoppable-wallet-ios keep none in git.
resolved_files() {
  case $1 in
    azkar-ios) echo Tuist/Package.resolved Package.resolved ;;
    lottie-ios|cakk-client|purchases-ios) echo Package.resolved ;;
    habitica-ios) echo Habitica.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    alpha-wallet-ios) echo AlphaWallet.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    fsnotes) echo FSNotes.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    beam) echo Beam.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
  esac
}

bring_packages() {
  local name=$1 dir=$2
  # shellcheck disable=SC2046  # the file names hold no spaces
  bring_pins "$name" "$dir" $(resolved_files "$name")
  case $name in
    swift-crypto)  # no Package.resolved in git; Package.swift asks swift-asn1 from 1.2.0: the newest tag
      clone_at https://github.com/apple/swift-asn1 "" "$WORK/$name-packages/checkouts/swift-asn1"
      git -C "$WORK/$name-packages/checkouts/swift-asn1" checkout -q \
        "$(git -C "$WORK/$name-packages/checkouts/swift-asn1" tag | grep -E '^1\.[0-9]+\.[0-9]+$' | sort -V | tail -1)" ;;
    beam)  # the project compiles files of both submodules
      git -C "$dir" config submodule.Extern/AutoUpdate.url https://github.com/beamlegacy/AutoUpdate
      git -C "$dir" config submodule.Extern/RadBlock.url https://github.com/beamlegacy/adblock
      git -C "$dir" submodule update --init Extern/AutoUpdate Extern/RadBlock ;;
  esac
}

run_apps "$@"

#!/bin/bash
# Re-runs the held-out judging runs of Benchmarks/judge6-notes.md (issue 26, round six): clones each app at the
# judged commit into $WORK (default ./judge6-apps, keep it outside the repository), brings the remote packages its
# pins name into $WORK/<app>-packages/checkouts/<Name>, and runs `plumb check --no-cache` once per app, writing
# $WORK/out/<app>.txt (findings), .err (input problems) and times.txt.
# Usage: PLUMB=path/to/plumb WORK=../judge6-apps Benchmarks/judge6-rerun.sh [app ...]
set -u
. "$(dirname "$0")/judge-lib.sh"
PLUMB=${PLUMB:-plumb}
WORK=${WORK:-./judge6-apps}
APPS="omnivore-app/omnivore@322ce62b2e09 buresdv/Cork@75c5c61211a8 zotero/zotero-ios@00280bd834bc
swiftlang/swift-driver@5be9c4daca08 proto-at-block/bitkey@4ba8c4c87dfe Shopify/tophat@bcf81ca935f8
DSM-PICK/PiCK_iOS_V2@d2d21c8f07fa eurofurence/ef-app_ios@2a7210b00ec7 peripheryapp/periphery@f87c3f63493b
StepicOrg/stepik-ios@a0e3696e6836 bazelbuild/tulsi@a0bf60e16458 BLeeEZ/amperfy@d3513f8551f3"

# The pin files Xcode, Tuist, XcodeGen or SwiftPM uses for each app, relative to its checkout (the first one wins for
# a package pinned twice). stepik-ios (CocoaPods) and tulsi (Bazel) have none.
resolved_files() {
  case $1 in
    omnivore) echo apple/Omnivore.xcworkspace/xcshareddata/swiftpm/Package.resolved apple/BuildTools/Package.resolved ;;
    Cork | PiCK_iOS_V2) echo Tuist/Package.resolved ;;
    zotero-ios) echo Zotero.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    swift-driver | periphery) echo Package.resolved ;;
    bitkey) echo app/ios/Package.lock ;;  # XcodeGen's pins, in Package.resolved's format
    tophat) echo Tophat.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    ef-app_ios) echo Eurofurence.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    amperfy) echo Amperfy.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      BuildTools/Package.resolved ;;
  esac
}

bring_packages() {
  # shellcheck disable=SC2046  # the file names hold no spaces
  bring_pins "$1" "$2" $(resolved_files "$1")
}

run_apps "$@"

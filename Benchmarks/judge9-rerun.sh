#!/bin/bash
# Re-runs the held-out judging runs of Benchmarks/judge9-notes.md (issue 26, round nine): clones each app at the
# judged commit into $WORK (default ./judge9-apps, keep it outside the repository), brings the remote packages its
# pins name (or, for a package with no lock file in git, the revisions judged) into $WORK/<app>-packages/checkouts/<Name>,
# and runs `plumb check --no-cache` once per app, writing $WORK/out/<app>.txt (findings), .err (input problems) and
# times.txt. Tinode's repository is named `ios`, so its checkout and outputs are named `ios` too.
# Usage: PLUMB=path/to/plumb WORK=../judge9-apps Benchmarks/judge9-rerun.sh [app ...]
set -u
. "$(dirname "$0")/judge-lib.sh"
PLUMB=${PLUMB:-plumb}
WORK=${WORK:-./judge9-apps}
APPS="wafflestudio/snutt-ios@4d3af04b6c25 tisfeng/Easydict@db250b323f2a grpc/grpc-swift-2@ac33066eb6ed
minvws/nl-covid19-coronacheck-app-ios@75becc091376 Team-Ampersand/Dotori-iOS@62aec58ef65c tinode/ios@68c9f73c2462
swiftlang/swift-java@e8e3eb90f754 eu-digital-identity-wallet/eudi-app-ios-wallet-ui@5990db7b90f8
jacklandrin/OnlySwitch@2dc31cd6da63 synonymdev/bitkit-ios@2dcedad801cf
apple/swift-homomorphic-encryption@68675885a9b1 Beingpax/VoiceInk@d6da6ba86482"

# The pin files Xcode or SwiftPM uses for each app, relative to its checkout (the first one wins for a package pinned
# twice). Tinode's dependencies are CocoaPods pods only (Podfile.lock), which are not brought.
resolved_files() {
  case $1 in
    snutt-ios|Dotori-iOS) echo Tuist/Package.resolved ;;
    Easydict) echo Easydict.xcworkspace/xcshareddata/swiftpm/Package.resolved BuildTools/Package.resolved ;;
    nl-covid19-coronacheck-app-ios) echo Packages/Persistence/Package.resolved Packages/ReusableViews/Package.resolved \
      Packages/Shared/Package.resolved Packages/TestingShared/Package.resolved ;;
    eudi-app-ios-wallet-ui)
      echo EudiReferenceWallet.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    OnlySwitch) echo OnlySwitch.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      Modules/Package.resolved ;;
    bitkit-ios) echo Bitkit.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    swift-homomorphic-encryption) echo Package.resolved ;;
    VoiceInk) echo VoiceInk.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
  esac
}

# Packages of apps with no lock file in git: the revisions judged, "Name url revision", chosen as the newest tag each
# requirement of the root manifest allowed (its branch where one is named), transitively through the packages' own
# manifests.
unpinned() {
  case $1 in
    grpc-swift-2) cat <<'END'
swift-collections https://github.com/apple/swift-collections a0cb0954ecb2
swift-protobuf https://github.com/apple/swift-protobuf 55d7a1cc5666
END
      ;;
    swift-java) cat <<'END'
swift-java-jni-core https://github.com/swiftlang/swift-java-jni-core b440a0be9838
swift-syntax https://github.com/swiftlang/swift-syntax 79e4b74a295b
swift-argument-parser https://github.com/apple/swift-argument-parser 6a52f3251125
swift-system https://github.com/apple/swift-system 869129b7bf4e
swift-log https://github.com/apple/swift-log a878e7f8f46c
swift-collections https://github.com/apple/swift-collections a0cb0954ecb2
swift-subprocess https://github.com/swiftlang/swift-subprocess 13d087685b95
package-benchmark https://github.com/ordo-one/package-benchmark a1075611342d
TextTable https://github.com/ordo-one/TextTable a27a07300cf4
hdrhistogram-swift https://github.com/HdrHistogram/hdrhistogram-swift 93a1618c8aa2
swift-atomics https://github.com/apple/swift-atomics 0442cb5a3f98
package-jemalloc https://github.com/ordo-one/package-jemalloc e8a5db026963
swift-numerics https://github.com/apple/swift-numerics 0c0290ff6b24
swift-docc-plugin https://github.com/swiftlang/swift-docc-plugin 85e4bb4e1cd6
swift-docc-symbolkit https://github.com/swiftlang/swift-docc-symbolkit 4c4ff018e584
END
      ;;
  esac
}

run_apps "$@"

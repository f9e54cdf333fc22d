#!/bin/bash
# Re-runs the held-out judging runs of Benchmarks/judge7-notes.md (issue 26, round seven): clones each app at the
# judged commit into $WORK (default ./judge7-apps, keep it outside the repository), brings the remote packages its
# pins name (or, for an app with no lock file in git, the revisions judged) into $WORK/<app>-packages/checkouts/<Name>,
# and runs `plumb check --no-cache` once per app, writing $WORK/out/<app>.txt (findings), .err (input problems) and
# times.txt.
# Usage: PLUMB=path/to/plumb WORK=../judge7-apps Benchmarks/judge7-rerun.sh [app ...]
set -u
. "$(dirname "$0")/judge-lib.sh"
PLUMB=${PLUMB:-plumb}
WORK=${WORK:-./judge7-apps}
APPS="paulgessinger/swift-paperless@07e8e9ff92cb corona-warn-app/cwa-app-ios@02c629b695e6
swiftlang/swift-testing@a53b5cd4e7c5 GSM-MSG/SMS-iOS@52d2671f85ea linearmouse/linearmouse@984333200f1c
nihp-public/covid-19-app-ios-ag-public@8d7a64bc5e10 apollographql/apollo-ios-dev@4d77c1a0b71d
Blockstream/green_ios@afb597d8a684 swiftlang/swift-foundation@767ff1c2e3a5 osmandapp/OsmAnd-iOS@bb362bba961e
jpsim/SourceKitten@02d1db1084dd ghostty-org/ghostty@3b9c4e0ddbe9"

# The pin files Xcode or SwiftPM uses for each app, relative to its checkout (the first one wins for a package pinned
# twice).
resolved_files() {
  case $1 in
    cwa-app-ios) echo src/xcode/ENA.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      src/xcode/ENA/ENA.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    linearmouse) echo LinearMouse.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    apollo-ios-dev) echo SwiftScripts/Package.resolved apollo-ios-codegen/Package.resolved \
      apollo-ios-pagination/Package.resolved ;;
    green_ios) echo gaios.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    OsmAnd-iOS) echo OsmAnd.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      Libraries/Charts/Charts.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    SourceKitten) echo Package.resolved ;;
    ghostty) echo macos/Ghostty.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
  esac
}

# Packages of apps with no lock file in git (and Apollo's Nimble, which its Tuist project names unpinned): the
# revisions judged, "Name url revision", chosen as the newest tag each requirement allowed (its exact version, its
# branch), transitively through the packages' own manifests.
unpinned() {
  case $1 in
    swift-paperless) cat <<'END'
GRDB.swift https://github.com/groue/GRDB.swift 18497b68fdbb
NetworkImage https://github.com/gonzalezreal/NetworkImage 2849f5323265
Nuke https://github.com/kean/Nuke 83e19143355b
Semaphore https://github.com/groue/Semaphore 2543679282aa
swift-async-algorithms https://github.com/apple/swift-async-algorithms 3da39bbc4e68
swift-cmark https://github.com/swiftlang/swift-cmark 3ccff77b2dc5
swift-collections https://github.com/apple/swift-collections a0cb0954ecb2
swift-custom-dump https://github.com/pointfreeco/swift-custom-dump b9b59eb58c94
swift-docc-plugin https://github.com/apple/swift-docc-plugin 26ac57584091
swift-docc-symbolkit https://github.com/swiftlang/swift-docc-symbolkit b45d1f2ed151
swift-macro-testing https://github.com/pointfreeco/swift-macro-testing 2e494c632d51
swift-markdown-ui https://github.com/gonzalezreal/swift-markdown-ui 5f6133581482
swift-snapshot-testing https://github.com/pointfreeco/swift-snapshot-testing bf8d8c27f0f0
swift-syntax https://github.com/swiftlang/swift-syntax 479928653728
swiftui-toasts https://github.com/sunghyun-k/swiftui-toasts 2b3b062f4d48
swiftui-window-overlay https://github.com/sunghyun-k/swiftui-window-overlay 467393007137
xcstrings-tool-plugin https://github.com/liamnichols/xcstrings-tool-plugin 964a97ef960c
xctest-dynamic-overlay https://github.com/pointfreeco/xctest-dynamic-overlay 357ca1e5dd31
END
      ;;
    SMS-iOS) cat <<'END'
CwlCatchException https://github.com/mattgallagher/CwlCatchException 07b2ba21d361
CwlPreconditionTesting https://github.com/mattgallagher/CwlPreconditionTesting 0139c665ebb4
Emdpoint https://github.com/GSM-MSG/Emdpoint 38fdc843517e
GAuthSignin-Swift https://github.com/GSM-MSG/GAuthSignin-Swift ce6e6f82462f
Nimble https://github.com/Quick/Nimble eb5e3d717224
Nuke https://github.com/kean/Nuke f4d9b9578867
Quick https://github.com/Quick/Quick 16910e406be9
TagLayoutView https://github.com/giiiita/TagLayoutView 904a146de13f
lottie-ios https://github.com/airbnb/lottie-ios d6feea26a370
needle https://github.com/uber/needle d3eaf696ad2e
swift-argument-parser https://github.com/apple/swift-argument-parser 6a52f3251125
swift https://github.com/airbnb/swift 6c09dd57c225
END
      ;;
    covid-19-app-ios-ag-public) cat <<'END'
ZIPFoundation https://github.com/weichsel/ZIPFoundation 02b6abe5f6ee
lokalise-ios-framework https://github.com/lokalise/lokalise-ios-framework 5bbc9ce34657
swift-argument-parser https://github.com/apple/swift-argument-parser 6b2aa2748a78
swift-log https://github.com/apple/swift-log a878e7f8f46c
swift-protobuf https://github.com/apple/swift-protobuf 55d7a1cc5666
swift-syntax https://github.com/apple/swift-syntax 72d3da66b085
END
      ;;
    swift-testing) cat <<'END'
swift-argument-parser https://github.com/apple/swift-argument-parser 6a52f3251125
swift-syntax https://github.com/swiftlang/swift-syntax a8b1c5356472
END
      ;;
    swift-foundation) cat <<'END'
swift-collections https://github.com/apple/swift-collections c11818f3cae0
swift-foundation-icu https://github.com/apple/swift-foundation-icu 7e255a994ec2
swift-syntax https://github.com/swiftlang/swift-syntax a8b1c5356472
END
      ;;
    apollo-ios-dev) cat <<'END'
CwlCatchException https://github.com/mattgallagher/CwlCatchException 07b2ba21d361
CwlPreconditionTesting https://github.com/mattgallagher/CwlPreconditionTesting 0139c665ebb4
InflectorKit https://github.com/mattt/InflectorKit d8cbcc049726
Nimble https://github.com/Quick/Nimble cc945f7bdf3b
apollo-ios https://github.com/apollographql/apollo-ios 562ee4185a8e
swift-argument-parser https://github.com/apple/swift-argument-parser 309a47b2b1d9
swift-collections https://github.com/apple/swift-collections 8c0c0a8b49e0
swift-docc-plugin https://github.com/apple/swift-docc-plugin 26ac57584091
swift-docc-symbolkit https://github.com/swiftlang/swift-docc-symbolkit b45d1f2ed151
END
      ;;
  esac
}

run_apps "$@"

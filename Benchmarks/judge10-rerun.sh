#!/bin/bash
# Re-runs the held-out judging runs of Benchmarks/judge10-notes.md (issue 26, round ten): clones each app at the
# judged commit into $WORK (default ./judge10-apps, keep it outside the repository), brings the remote packages its
# pins name (or, for an app or package with no lock file in git, the revisions judged) into
# $WORK/<app>-packages/checkouts/<Name>, and runs `plumb check --no-cache` once per app, at its root, writing
# $WORK/out/<app>.txt (findings), .err (input problems) and times.txt.
# Usage: PLUMB=path/to/plumb WORK=../judge10-apps Benchmarks/judge10-rerun.sh [app ...]
set -u
. "$(dirname "$0")/judge-lib.sh"
PLUMB=${PLUMB:-plumb}
WORK=${WORK:-./judge10-apps}
APPS="nostur-com/nostur-ios-public@48dbde777016 tutao/tutanota@0f34397ae95d apple/swift-nio-imap@0da5049bc9d0
SRGSSR/playsrg-apple@0b8a462a6b85 36-APPJAM-HEARTZ/ByeBoo-iOS-ver2@c8c57493509c qvacua/vimr@9a7970604823
Lakr233/FlowDown@632e7b9f8254 apple/swift-configuration@f0b0ec1e3650
DDD-Community/Attendance_iOS_2024@65cb2eb213fb insidegui/VirtualBuddy@943b3c022890 weiran/Hackers@ffea336ae292
TheBoredTeam/boring.notch@7d954412f01d"

# The pin files Xcode, SwiftPM or Tuist uses for each app, relative to its checkout (the first one wins for a package
# pinned twice). playsrg-apple's CocoaPods pods (Podfile.lock) are not brought.
resolved_files() {
  case $1 in
    nostur-ios-public) echo Nostur.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    tutanota) echo app-ios/tuta.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    playsrg-apple) echo PlaySRG.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    ByeBoo-iOS-ver2) echo Tuist/Package.resolved ;;
    vimr) echo VimR/VimR.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      NvimView/Support/NvimViewSupport.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    FlowDown) echo FlowDown.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      Frameworks/RichEditor/Package.resolved \
      Resources/CommunityEdition/FlowDown.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      Resources/CommunityEdition/Frameworks/MarkdownView/Package.resolved \
      Resources/CommunityEdition/Frameworks/MarkdownParserCore/Package.resolved ;;
    VirtualBuddy) echo VirtualBuddy.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    Hackers) echo Hackers.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved Shared/Package.resolved \
      Data/Package.resolved DesignSystem/Package.resolved Features/Package.resolved ;;
    boring.notch) echo boringNotch.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
  esac
}

# Packages of apps with no lock file in git: the revisions judged, "Name url revision", chosen as the newest tag each
# requirement of the root manifest allowed (its branch where one is named), transitively through the packages' own
# manifests.
unpinned() {
  case $1 in
    swift-nio-imap) cat <<'END'
swift-nio https://github.com/apple/swift-nio 0b18836bd8b0
swift-nio-ssl https://github.com/apple/swift-nio-ssl d930168b86f4
swift-log https://github.com/apple/swift-log a878e7f8f46c
swift-se0270-range-set https://github.com/apple/swift-se0270-range-set 7d6d7531d40e
swift-collections https://github.com/apple/swift-collections a0cb0954ecb2
swift-atomics https://github.com/apple/swift-atomics 0442cb5a3f98
swift-system https://github.com/apple/swift-system 869129b7bf4e
END
      ;;
    swift-configuration) cat <<'END'
swift-system https://github.com/apple/swift-system 869129b7bf4e
swift-collections https://github.com/apple/swift-collections a0cb0954ecb2
swift-service-lifecycle https://github.com/swift-server/swift-service-lifecycle 9829955b385e
swift-log https://github.com/apple/swift-log a878e7f8f46c
swift-metrics https://github.com/apple/swift-metrics d51c8d13fa36
Yams https://github.com/jpsim/Yams deaf82e867fa
swift-docc-plugin https://github.com/swiftlang/swift-docc-plugin 85e4bb4e1cd6
swift-async-algorithms https://github.com/apple/swift-async-algorithms 3da39bbc4e68
swift-docc-symbolkit https://github.com/swiftlang/swift-docc-symbolkit b45d1f2ed151
END
      ;;
    Attendance_iOS_2024) cat <<'END'
SnapKit https://github.com/SnapKit/SnapKit 2842e6e84e82
FlexLayout https://github.com/layoutBox/FlexLayout 9b46c098c047
PinLayout https://github.com/layoutBox/PinLayout 8eaa3a15e4dc
ReactorKit https://github.com/ReactorKit/ReactorKit 8fa33f09c6f6
firebase-ios-sdk https://github.com/firebase/firebase-ios-sdk eca84fd63811
GoogleSignIn-iOS https://github.com/google/GoogleSignIn-iOS a7965d134c5d
EFQRCode https://github.com/EFPrefix/EFQRCode bebbd09eaf28
Then https://github.com/devxoul/Then d41ef523faef
swift-composable-architecture https://github.com/pointfreeco/swift-composable-architecture 8013f1a72af8
SDWebImageSwiftUI https://github.com/SDWebImage/SDWebImageSwiftUI 53573d6dd017
Gifu https://github.com/kaishin/Gifu 46434cd816f0
KeychainAccess https://github.com/kishikawakatsumi/KeychainAccess 84e546727d66
PopupView https://github.com/exyte/PopupView 038f37d281a6
swift-concurrency-extras https://github.com/pointfreeco/swift-concurrency-extras a90e2e40a7a8
swift-collections https://github.com/apple/swift-collections f425dffd5bf7
RxSwift https://github.com/ReactiveX/RxSwift 132aea4f236c
WeakMapTable https://github.com/ReactorKit/WeakMapTable cb05d64cef2b
promises https://github.com/google/promises f4a19a3c313d
swift-protobuf https://github.com/apple/swift-protobuf 55d7a1cc5666
GoogleDataTransport https://github.com/google/GoogleDataTransport a637d318ae7a
GoogleUtilities https://github.com/google/GoogleUtilities 57a1d307f42d
gtm-session-fetcher https://github.com/google/gtm-session-fetcher a2ab612cb980
nanopb https://github.com/firebase/nanopb 9f57cc871d8a
ocmock https://github.com/paulb777/ocmock 461c6941537e
leveldb https://github.com/firebase/leveldb 0706abcc6b0b
GCDWebServer https://github.com/SlaunchaMan/GCDWebServer 935e2736044e
interop-ios-for-google-sdks https://github.com/google/interop-ios-for-google-sdks 2d1267367041
app-check https://github.com/google/app-check 3b62f154d000
AppAuth-iOS https://github.com/openid/AppAuth-iOS 2781038865a8
GTMAppAuth https://github.com/google/GTMAppAuth 5d7d66f64740
swift_qrcodejs https://github.com/ApolloZhu/swift_qrcodejs 374dc7f7b9e7
swift-benchmark https://github.com/google/swift-benchmark 8163295f6fe8
combine-schedulers https://github.com/pointfreeco/combine-schedulers dcccb979a218
swift-case-paths https://github.com/pointfreeco/swift-case-paths 794f4b0a9cf3
swift-custom-dump https://github.com/pointfreeco/swift-custom-dump b9b59eb58c94
swift-dependencies https://github.com/pointfreeco/swift-dependencies bdbc1892d223
swift-identified-collections https://github.com/pointfreeco/swift-identified-collections 322d9ffeeba8
swift-macro-testing https://github.com/pointfreeco/swift-macro-testing 2e494c632d51
swift-navigation https://github.com/pointfreeco/swift-navigation 418a57db2e75
swift-perception https://github.com/pointfreeco/swift-perception d924c62a70fc
xctest-dynamic-overlay https://github.com/pointfreeco/xctest-dynamic-overlay 0b9e0767a432
swift-docc-plugin https://github.com/swiftlang/swift-docc-plugin 85e4bb4e1cd6
swift-syntax https://github.com/swiftlang/swift-syntax 0687f7194402
SDWebImage https://github.com/SDWebImage/SDWebImage 36e79ba485e9
swiftui-introspect https://github.com/siteline/swiftui-introspect 72a509c93166
swift-argument-parser https://github.com/apple/swift-argument-parser 6a52f3251125
OpenCombine https://github.com/OpenCombine/OpenCombine 8576f0d579b2
swift-clocks https://github.com/pointfreeco/swift-clocks cc46202b5347
swift-collections-benchmark https://github.com/apple/swift-collections-benchmark 69cd5b456633
swift-snapshot-testing https://github.com/pointfreeco/swift-snapshot-testing bf8d8c27f0f0
swift-sharing https://github.com/pointfreeco/swift-sharing e47a2f545baf
carton https://github.com/swiftwasm/carton 57ab2e7c2419
swift-docc-symbolkit https://github.com/swiftlang/swift-docc-symbolkit b45d1f2ed151
swift-system https://github.com/apple/swift-system 869129b7bf4e
swift-nio https://github.com/apple/swift-nio 0b18836bd8b0
swift-atomics https://github.com/apple/swift-atomics 0442cb5a3f98
END
      ;;
  esac
}

run_apps "$@"

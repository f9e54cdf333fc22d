#!/bin/bash
# Re-runs the held-out judging runs of Benchmarks/judge12-notes.md (issue 26, round twelve): clones each app at the
# judged commit into $WORK (default ./judge12-apps, keep it outside the repository), brings the remote packages its
# pins name (or, for an app or package with no lock file in git, the revisions judged) into
# $WORK/<app>-packages/checkouts/<Name>, and runs `plumb check --no-cache` once per app, at its root (falcon at
# `falcon/app`, phoenix at `phoenix-ios`), writing $WORK/out/<app>.txt (findings), .err (input problems) and times.txt.
# Usage: PLUMB=path/to/plumb WORK=../judge12-apps Benchmarks/judge12-rerun.sh [app ...]
set -u
. "$(dirname "$0")/judge-lib.sh"
PLUMB=${PLUMB:-plumb}
WORK=${WORK:-./judge12-apps}
APPS="Awful/Awful.app@a5aad0d8c527 mash-up-kr/CHALLA-iOS@1502b8d25104
swiftlang/swift-experimental-string-processing@00b1642c83b9 muun/falcon@45aa14399e55:falcon/app
MxIris-Reverse-Engineering/RuntimeViewer@296b7b270b98 meshtastic/Meshtastic-Apple@9f0d810955a5
GetStream/stream-chat-swift@a4e569b1d02e midori-no-me/ichime@ef12574f532f nnsnodnb/nowplaying-ios@18bd99997c1d
ACINQ/phoenix@13c8ddb6e5f0:phoenix-ios SagerNet/sing-box-for-apple@7cc731430e7f permissionlesstech/bitchat@9b84b361225f"

# The pin files Xcode, SwiftPM or Tuist uses for each app, relative to its checkout (the first one wins for a package
# pinned twice). CocoaPods pods (falcon's Podfile.lock) are not brought; falcon's are committed in its Pods folder.
resolved_files() {
  case $1 in
    Awful.app) echo Awful.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      AwfulSettingsUI/Package.resolved ;;
    CHALLA-iOS) echo Tuist/Package.resolved ;;
    RuntimeViewer) echo RuntimeViewer.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      RuntimeViewer-Debug.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      RuntimeViewer-Distribution.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      RuntimeViewerPackages/Package.resolved RuntimeViewerCore/Package.resolved \
      RuntimeViewerServer/RuntimeViewerServer.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    Meshtastic-Apple) echo Meshtastic.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      Meshtastic.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      MeshtasticProtobufs/Package.resolved ;;
    ichime) echo Tuist/Package.resolved Packages/Anime365Kit/Package.resolved ;;
    nowplaying-ios) echo NowPlaying.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    phoenix) echo phoenix-ios/phoenix-ios.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    sing-box-for-apple) echo sing-box.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      Frameworks/TreeSitterJSON5/Package.resolved ;;
    bitchat) echo Package.resolved ;;
  esac
}

# Packages of apps with no lock file in git: the revisions judged, "Name url revision", chosen as the newest tag each
# requirement of the root manifest allowed (falcon: of its local package `SPM`), transitively through the packages'
# own manifests.
unpinned() {
  case $1 in
    swift-experimental-string-processing) cat <<'END'
swift-argument-parser https://github.com/apple/swift-argument-parser 6a52f3251125
END
      ;;
    stream-chat-swift) cat <<'END'
swift-docc-plugin https://github.com/apple/swift-docc-plugin 3303b164430d
stream-core-swift https://github.com/GetStream/stream-core-swift fc4cc112690e
END
      ;;
    falcon) cat <<'END'
lottie-spm https://github.com/airbnb/lottie-spm 04f2fd18cc94
grpc-swift https://github.com/grpc/grpc-swift 8c5e99d0255c
swift-nio https://github.com/apple/swift-nio 0b18836bd8b0
swift-nio-http2 https://github.com/apple/swift-nio-http2 61d1b44f6e4e
swift-nio-transport-services https://github.com/apple/swift-nio-transport-services 60c3e1871544
swift-nio-extras https://github.com/apple/swift-nio-extras 88a51340f59c
swift-nio-ssl https://github.com/apple/swift-nio-ssl d930168b86f4
swift-collections https://github.com/apple/swift-collections a0cb0954ecb2
swift-atomics https://github.com/apple/swift-atomics 0442cb5a3f98
swift-protobuf https://github.com/apple/swift-protobuf 55d7a1cc5666
swift-log https://github.com/apple/swift-log a878e7f8f46c
swift-argument-parser https://github.com/apple/swift-argument-parser 6a52f3251125
swift-system https://github.com/apple/swift-system 869129b7bf4e
swift-http-types https://github.com/apple/swift-http-types db774a277f60
swift-http-structured-headers https://github.com/apple/swift-http-structured-headers 76d7627bd88b
swift-algorithms https://github.com/apple/swift-algorithms 87e50f483c54
swift-numerics https://github.com/apple/swift-numerics 0c0290ff6b24
swift-certificates https://github.com/apple/swift-certificates 89fbc3714264
swift-crypto https://github.com/apple/swift-crypto 1b6b2e274e85
swift-asn1 https://github.com/apple/swift-asn1 eb50cbd14606
swift-service-lifecycle https://github.com/swift-server/swift-service-lifecycle 9829955b385e
swift-async-algorithms https://github.com/apple/swift-async-algorithms 3da39bbc4e68
END
      ;;
  esac
}

run_apps "$@"

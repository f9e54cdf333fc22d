#!/bin/bash
# Re-runs the held-out judging runs of Benchmarks/judge11-notes.md (issue 26, round eleven): clones each app at the
# judged commit into $WORK (default ./judge11-apps, keep it outside the repository), brings the remote packages its
# pins name (or, for an app or package with no lock file in git, the revisions judged) into
# $WORK/<app>-packages/checkouts/<Name>, and runs `plumb check --no-cache` once per app, at its root (Cllog-iOS at
# its `Cllog` folder), writing $WORK/out/<app>.txt (findings), .err (input problems) and times.txt.
# Usage: PLUMB=path/to/plumb WORK=../judge11-apps Benchmarks/judge11-rerun.sh [app ...]
set -u
. "$(dirname "$0")/judge-lib.sh"
PLUMB=${PLUMB:-plumb}
WORK=${WORK:-./judge11-apps}
APPS="Infomaniak/ios-kMail@e336d2bc558c ONLYOFFICE/documents-app-ios@b439d8998ce7 apple/swift-nio-ssh@73d8f680cbd0
immuni-app/immuni-app-ios@44963c5ef98a Sequel-Ace/Sequel-Ace@abb61152bbff depromeet/Cllog-iOS@661af9a99add:Cllog
Provenance-Emu/Provenance@e20063d87af5 swift-otel/swift-otel@10f2d41a8787 videolan/vlc-ios@12cd503e3b12
ejbills/DockDoor@f80d0576047b valkey-io/valkey-swift@6984965a1713 Infomaniak/ios-kDrive@32327c22bc40"

# The pin files Xcode, SwiftPM or Tuist uses for each app, relative to its checkout (the first one wins for a package
# pinned twice). CocoaPods pods (the Podfile.lock of documents-app-ios, immuni-app-ios and vlc-ios) are not brought.
resolved_files() {
  case $1 in
    ios-kMail|ios-kDrive) echo Tuist/Package.resolved ;;
    documents-app-ios) echo ONLYOFFICE-Documents.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      Documents/Documents.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      ONLYOFFICE-Documents-develop.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      ONLYOFFICE-Documents-opensource.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    Sequel-Ace) echo sequel-ace.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    Cllog-iOS) echo Cllog/Tuist/Package.resolved ;;
    Provenance) echo Provenance.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      Provenance.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    vlc-ios) echo VLC.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    DockDoor) echo DockDoor.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      BuildTools/Package.resolved ;;
  esac
}

# Packages of apps with no lock file in git: the revisions judged, "Name url revision", chosen as the newest tag each
# requirement of the root manifest allowed (its branch where one is named), transitively through the packages' own
# manifests.
unpinned() {
  case $1 in
    swift-nio-ssh) cat <<'END'
swift-nio https://github.com/apple/swift-nio 0b18836bd8b0
swift-crypto https://github.com/apple/swift-crypto 1b6b2e274e85
swift-atomics https://github.com/apple/swift-atomics 0442cb5a3f98
swift-collections https://github.com/apple/swift-collections a0cb0954ecb2
swift-system https://github.com/apple/swift-system 869129b7bf4e
swift-asn1 https://github.com/apple/swift-asn1 eb50cbd14606
END
      ;;
    swift-otel) cat <<'END'
swift-distributed-tracing https://github.com/apple/swift-distributed-tracing dc4030184203
swift-log https://github.com/apple/swift-log a878e7f8f46c
swift-collections https://github.com/apple/swift-collections a0cb0954ecb2
swift-async-algorithms https://github.com/apple/swift-async-algorithms 3da39bbc4e68
swift-service-lifecycle https://github.com/swift-server/swift-service-lifecycle 9829955b385e
swift-nio https://github.com/apple/swift-nio 0b18836bd8b0
swift-nio-ssl https://github.com/apple/swift-nio-ssl d930168b86f4
swift-atomics https://github.com/apple/swift-atomics 0442cb5a3f98
swift-metrics https://github.com/apple/swift-metrics d51c8d13fa36
swift-w3c-trace-context https://github.com/swift-otel/swift-w3c-trace-context 5da9b143ba60
swift-protobuf https://github.com/apple/swift-protobuf 55d7a1cc5666
grpc-swift-2 https://github.com/grpc/grpc-swift-2 28cdd63ef885
grpc-swift-nio-transport https://github.com/grpc/grpc-swift-nio-transport 2ca31f06658e
grpc-swift-protobuf https://github.com/grpc/grpc-swift-protobuf 176c5a434fd7
async-http-client https://github.com/swift-server/async-http-client 3a5b74a58782
swift-docc-plugin https://github.com/apple/swift-docc-plugin 85e4bb4e1cd6
swift-service-context https://github.com/apple/swift-service-context d0997351b0c7
swift-system https://github.com/apple/swift-system 869129b7bf4e
swift-nio-http2 https://github.com/apple/swift-nio-http2 61d1b44f6e4e
swift-nio-transport-services https://github.com/apple/swift-nio-transport-services 60c3e1871544
swift-nio-extras https://github.com/apple/swift-nio-extras 88a51340f59c
swift-certificates https://github.com/apple/swift-certificates 89fbc3714264
swift-asn1 https://github.com/apple/swift-asn1 eb50cbd14606
swift-algorithms https://github.com/apple/swift-algorithms 87e50f483c54
swift-configuration https://github.com/apple/swift-configuration be76c4ad929e
swift-docc-symbolkit https://github.com/swiftlang/swift-docc-symbolkit b45d1f2ed151
swift-http-types https://github.com/apple/swift-http-types db774a277f60
swift-http-structured-headers https://github.com/apple/swift-http-structured-headers 76d7627bd88b
swift-crypto https://github.com/apple/swift-crypto 1b6b2e274e85
swift-numerics https://github.com/apple/swift-numerics 0c0290ff6b24
Yams https://github.com/jpsim/Yams deaf82e867fa
END
      ;;
    valkey-swift) cat <<'END'
swift-atomics https://github.com/apple/swift-atomics 0442cb5a3f98
swift-collections https://github.com/apple/swift-collections a0cb0954ecb2
swift-log https://github.com/apple/swift-log a878e7f8f46c
swift-distributed-tracing https://github.com/apple/swift-distributed-tracing dc4030184203
swift-nio https://github.com/apple/swift-nio 0b18836bd8b0
swift-nio-ssl https://github.com/apple/swift-nio-ssl d930168b86f4
swift-nio-transport-services https://github.com/apple/swift-nio-transport-services 60c3e1871544
swift-service-lifecycle https://github.com/swift-server/swift-service-lifecycle 9829955b385e
swift-configuration https://github.com/apple/swift-configuration be76c4ad929e
swift-service-context https://github.com/apple/swift-service-context d0997351b0c7
swift-system https://github.com/apple/swift-system 869129b7bf4e
swift-async-algorithms https://github.com/apple/swift-async-algorithms 3da39bbc4e68
swift-metrics https://github.com/apple/swift-metrics d51c8d13fa36
Yams https://github.com/jpsim/Yams deaf82e867fa
swift-docc-plugin https://github.com/swiftlang/swift-docc-plugin 85e4bb4e1cd6
swift-docc-symbolkit https://github.com/swiftlang/swift-docc-symbolkit b45d1f2ed151
END
      ;;
    immuni-app-ios) cat <<'END'
immuni-dcc-core-ios https://github.com/immuni-app/immuni-dcc-core-ios 8125c4cc06a1
SwiftyJSON https://github.com/SwiftyJSON/SwiftyJSON af76cf3ef710
Alamofire https://github.com/Alamofire/Alamofire 7595cbcf5980
JSONSchema.swift https://github.com/eu-digital-green-certificates/JSONSchema.swift addef0a5c7ed
SwiftCBOR https://github.com/eu-digital-green-certificates/SwiftCBOR 0209a2d1a30b
END
      ;;
  esac
}

run_apps "$@"

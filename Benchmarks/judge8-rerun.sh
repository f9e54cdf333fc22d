#!/bin/bash
# Re-runs the held-out judging runs of Benchmarks/judge8-notes.md (issue 26, round eight): clones each app at the
# judged commit into $WORK (default ./judge8-apps, keep it outside the repository), brings the remote packages its
# pins name (or, for an app with no lock file in git, the revisions judged) into $WORK/<app>-packages/checkouts/<Name>,
# and runs `plumb check --no-cache` once per app, writing $WORK/out/<app>.txt (findings), .err (input problems) and
# times.txt. Tonkeeper's repository is named `ios`, so its checkout and outputs are named `ios` too.
# Usage: PLUMB=path/to/plumb WORK=../judge8-apps Benchmarks/judge8-rerun.sh [app ...]
set -u
. "$(dirname "$0")/judge-lib.sh"
PLUMB=${PLUMB:-plumb}
WORK=${WORK:-./judge8-apps}
APPS="vultisig/vultisig-ios@16c7b6b0862f apple/containerization@b9c65e59b284 Nexters/Mohanyang-iOS@aa51f3b17856
tonkeeper/ios@2216d9ffddcb bitdriftlabs/capture-sdk@b3cbde45b7d9 gemwalletcom/gem-ios@9ce78a7de84e
apple/swift-distributed-actors@4faf4806e153 duckduckgo/macos-browser@ff006dd7abd6
ImaginativeShohag/Why-Not-SwiftUI@6b54f1ef0281 soramitsu/fearless-iOS@84c96ef32135
mapbox/mapbox-maps-ios@a44167bfb9e0 p2p-org/p2p-wallet-ios@e62fb17dae27"

# The pin files Xcode or SwiftPM uses for each app, relative to its checkout (the first one wins for a package pinned
# twice).
resolved_files() {
  case $1 in
    vultisig-ios) echo VultisigApp/VultisigApp.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    containerization) echo Package.resolved vminitd/Package.resolved examples/ctr-example/Package.resolved \
      examples/sandboxy/Package.resolved ;;
    Mohanyang-iOS) echo Package.resolved ;;
    ios) echo Tonkeeper.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      LocalPackages/App/Package.resolved LocalPackages/Ledger/Package.resolved LocalPackages/TKChart/Package.resolved \
      LocalPackages/TKCore/Package.resolved LocalPackages/TKScreenKit/Package.resolved \
      LocalPackages/TKUIKit/Package.resolved LocalPackages/core-swift/Package.resolved \
      LocalPackages/core-swift/Packages/TonConnectAPI/Package.resolved ;;
    gem-ios) echo Features/EventPresenterService/Package.resolved Features/InAppNotifications/Package.resolved \
      Features/InfoSheet/Package.resolved Features/Recents/Package.resolved Features/Transactions/Package.resolved \
      Packages/Formatters/Package.resolved Packages/GemAPI/Package.resolved \
      Packages/GemstonePrimitives/Package.resolved Packages/NativeProviderService/Package.resolved \
      Packages/Preferences/Package.resolved Packages/PrimitivesComponents/Package.resolved \
      Packages/Validators/Package.resolved Packages/WalletCore/Package.resolved ;;
    macos-browser) echo DuckDuckGo-macOS.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    Why-Not-SwiftUI) echo Tuist/Package.resolved Package.resolved packages/SwiftMacros/Package.resolved ;;
    fearless-iOS) echo fearless.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    p2p-wallet-ios) echo p2p_wallet.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved \
      Packages/KeyAppKit/Package.resolved ;;
  esac
}

# Packages of apps with no lock file in git: the revisions judged, "Name url revision", chosen as the newest tag each
# requirement allowed (its exact version, its branch), transitively through the packages' own manifests.
unpinned() {
  case $1 in
    swift-distributed-actors) cat <<'END'
swift-algorithms https://github.com/apple/swift-algorithms 87e50f483c54
swift-argument-parser https://github.com/apple/swift-argument-parser 6a52f3251125
swift-asn1 https://github.com/apple/swift-asn1 eb50cbd14606
swift-async-algorithms https://github.com/apple/swift-async-algorithms 3da39bbc4e68
swift-atomics https://github.com/apple/swift-atomics 0442cb5a3f98
swift-backtrace https://github.com/swift-server/swift-backtrace 7277ee0e0378
swift-certificates https://github.com/apple/swift-certificates 89fbc3714264
swift-cluster-membership https://github.com/apple/swift-cluster-membership 8f3b8befcf8e
swift-collections https://github.com/apple/swift-collections a0cb0954ecb2
swift-crypto https://github.com/apple/swift-crypto 1b6b2e274e85
swift-docc-plugin https://github.com/swiftlang/swift-docc-plugin 85e4bb4e1cd6
swift-docc-symbolkit https://github.com/swiftlang/swift-docc-symbolkit 4c4ff018e584
swift-http-structured-headers https://github.com/apple/swift-http-structured-headers 76d7627bd88b
swift-http-types https://github.com/apple/swift-http-types db774a277f60
swift-log https://github.com/apple/swift-log a878e7f8f46c
swift-metrics https://github.com/apple/swift-metrics d51c8d13fa36
swift-nio https://github.com/apple/swift-nio 0b18836bd8b0
swift-nio-extras https://github.com/apple/swift-nio-extras 88a51340f59c
swift-nio-http2 https://github.com/apple/swift-nio-http2 61d1b44f6e4e
swift-nio-ssl https://github.com/apple/swift-nio-ssl d930168b86f4
swift-numerics https://github.com/apple/swift-numerics 0c0290ff6b24
swift-protobuf https://github.com/apple/swift-protobuf 55d7a1cc5666
swift-service-discovery https://github.com/apple/swift-service-discovery 763b5079f8aa
swift-service-lifecycle https://github.com/swift-server/swift-service-lifecycle 9829955b385e
swift-system https://github.com/apple/swift-system 869129b7bf4e
END
      ;;
    mapbox-maps-ios) cat <<'END'
mapbox-common-ios https://github.com/mapbox/mapbox-common-ios 0775648c6b9a
mapbox-core-maps-ios https://github.com/mapbox/mapbox-core-maps-ios 0d0d38afd600
turf-swift https://github.com/mapbox/turf-swift bf840e6b9529
END
      ;;
  esac
}

bring_packages() {
  local name=$1 dir=$2 package url revision
  # Gem Wallet's local packages name three of its submodules by path (BigInt, GRDB, reown-swift); GRDBQuery and the
  # core repository come along as a new user's recursive clone would bring them.
  [ "$name" = gem-ios ] && git -C "$dir" submodule --quiet update --init \
    Submodules/BigInt Submodules/GRDB Submodules/GRDBQuery Submodules/reown-swift core
  # shellcheck disable=SC2046  # the file names hold no spaces
  bring_pins "$name" "$dir" $(resolved_files "$name")
  unpinned "$name" | while read -r package url revision; do
    [ -d "$WORK/$name-packages/checkouts/$package" ] && continue
    clone_at "$url" "$revision" "$WORK/$name-packages/checkouts/$package"
  done
}

run_apps "$@"

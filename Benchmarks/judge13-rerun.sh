#!/bin/bash
# Re-runs the held-out judging runs of Benchmarks/judge13-notes.md (issue 26, round thirteen): clones each app at the
# judged commit into $WORK (default ./judge13-apps, keep it outside the repository), brings the remote packages its
# pins name (or, for a package with no lock file in git, the revisions judged) into
# $WORK/<app>-packages/checkouts/<Name>, and runs `plumb check --no-cache` once per app, at its root (jami-client-ios
# at `Ring`), writing $WORK/out/<app>.txt (findings), .err (input problems) and times.txt.
# Usage: PLUMB=path/to/plumb WORK=../judge13-apps Benchmarks/judge13-rerun.sh [app ...]
set -u
. "$(dirname "$0")/judge-lib.sh"
PLUMB=${PLUMB:-plumb}
WORK=${WORK:-./judge13-apps}
APPS="savoirfairelinux/jami-client-ios@a8d4bcb1ff9a:Ring mayankgandhi/Walnut@2b09915ee812
swiftlang/swift-build@41aee626ba14 loopandlearn/LoopFollow@89183a494be5 steipete/CodexBar@27c7f334e3c4
imdangg/Imdangg-iOS@813d701c668f NordicSemiconductor/IOS-nRF-Toolbox@1fbf62e387fc
pointfreeco/swift-structured-queries@7cdc5c4514e2 bryceco/GoMap@9d471e275a59 nguyenphutrong/quotio@0e7433e3b929
uber/mockolo@cadfa71968b3 Sileo/Sileo@c9f70158a037"

# The pin files Xcode, SwiftPM or Tuist uses for each app, relative to its checkout, one a line (two hold spaces; the
# first one wins for a package pinned twice). Carthage (jami-client-ios's Cartfile.resolved) and CocoaPods
# (LoopFollow's and IOS-nRF-Toolbox's Podfile.lock) are not brought; LoopFollow's pods are committed in its Pods folder.
resolved_files() {
  case $1 in
    Walnut|Imdangg-iOS) echo Tuist/Package.resolved ;;
    CodexBar) printf '%s\n' Package.resolved \
      WidgetExtension/CodexBarWidgetExtension.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    IOS-nRF-Toolbox) echo "nRF Toolbox.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved" ;;
    GoMap) echo "src/iOS/Go Map!!.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved" ;;
    quotio) echo Quotio.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    mockolo) echo Package.resolved ;;
    Sileo) echo Sileo.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
  esac
}

# Packages of apps with no lock file in git: the revisions judged, "Name url revision", chosen as the newest tag each
# requirement of the root manifest (jami-client-ios, LoopFollow: of the Xcode project) allowed (a branch requirement:
# the branch's newest commit; the newest commit of the copy where it held no tag allowed), transitively through
# the packages' own manifests.
unpinned() {
  case $1 in
    jami-client-ios) cat <<'END'
MCEmojiPicker https://github.com/izyumkin/MCEmojiPicker e5b3ed359b04
swift-atomics https://github.com/apple/swift-atomics 0442cb5a3f98
END
      ;;
    LoopFollow) cat <<'END'
socket.io-client-swift https://github.com/socketio/socket.io-client-swift 42da871d9369
Starscream https://github.com/daltoniam/Starscream c6bfd1af48ef
END
      ;;
    swift-build) cat <<'END'
swift-driver https://github.com/swiftlang/swift-driver 5be9c4daca08
swift-system https://github.com/apple/swift-system 869129b7bf4e
swift-argument-parser https://github.com/apple/swift-argument-parser 6a52f3251125
swift-tools-protocols https://github.com/swiftlang/swift-tools-protocols 0a4bf639ede6
swift-llbuild https://github.com/swiftlang/swift-llbuild 5b6ee1ab0f30
swift-tools-support-core https://github.com/swiftlang/swift-tools-support-core ecd55b905ccd
swift-toolchain-sqlite https://github.com/swiftlang/swift-toolchain-sqlite c0ecc1e0fd1b
swift-format https://github.com/swiftlang/swift-format 6ac428e1c388
swift-syntax https://github.com/swiftlang/swift-syntax a8b1c5356472
swift-markdown https://github.com/swiftlang/swift-markdown 3c6f9523da3a
swift-cmark https://github.com/swiftlang/swift-cmark b022b08312de
swift-docc-plugin https://github.com/apple/swift-docc-plugin 26ac57584091
swift-docc-symbolkit https://github.com/apple/swift-docc-symbolkit b45d1f2ed151
END
      ;;
    swift-structured-queries) cat <<'END'
swift-case-paths https://github.com/pointfreeco/swift-case-paths 794f4b0a9cf3
swift-custom-dump https://github.com/pointfreeco/swift-custom-dump b9b59eb58c94
swift-dependencies https://github.com/pointfreeco/swift-dependencies bdbc1892d223
swift-macro-testing https://github.com/pointfreeco/swift-macro-testing 2e494c632d51
swift-snapshot-testing https://github.com/pointfreeco/swift-snapshot-testing bf8d8c27f0f0
swift-tagged https://github.com/pointfreeco/swift-tagged 3907a9438f5b
xctest-dynamic-overlay https://github.com/pointfreeco/xctest-dynamic-overlay 0b9e0767a432
swift-syntax https://github.com/swiftlang/swift-syntax 479928653728
swift-docc-plugin https://github.com/apple/swift-docc-plugin 5fc364572855
swift-docc-symbolkit https://github.com/apple/swift-docc-symbolkit b45d1f2ed151
combine-schedulers https://github.com/pointfreeco/combine-schedulers dcccb979a218
swift-clocks https://github.com/pointfreeco/swift-clocks cc46202b5347
swift-concurrency-extras https://github.com/pointfreeco/swift-concurrency-extras a90e2e40a7a8
OpenCombine https://github.com/OpenCombine/OpenCombine 8576f0d579b2
END
      ;;
  esac
}

# The shared `bring_packages`, reading `resolved_files` a line at a time (its file names may hold spaces).
bring_packages() {
  local name=$1 dir=$2 files=() file package url revision
  while IFS= read -r file; do [ -n "$file" ] && files+=("$file"); done < <(resolved_files "$name")
  bring_pins "$name" "$dir" "${files[@]}"
  unpinned "$name" | while read -r package url revision; do
    [ -d "$WORK/$name-packages/checkouts/$package" ] && continue
    clone_at "$url" "$revision" "$WORK/$name-packages/checkouts/$package"
  done
}

run_apps "$@"

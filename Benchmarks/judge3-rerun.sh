#!/bin/bash
# Re-runs the held-out judging runs of Benchmarks/judge3-notes.md (issue 26): clones each app at the judged commit
# into $WORK (default ./judge3-apps, keep it outside the repository), brings the remote packages its Package.resolved
# pins into $WORK/<app>-packages/checkouts/<Name> (and the git submodules its README asks for), and runs
# `plumb check --no-cache` once per app, writing $WORK/out/<app>.txt (findings), .err (input problems) and times.txt.
# Usage: PLUMB=path/to/plumb WORK=../judge3-apps Benchmarks/judge3-rerun.sh [app ...]
# Apps are owner/name@commit; an optional :folder after the commit is the folder plumb is run on.
set -u
PLUMB=${PLUMB:-plumb}
WORK=${WORK:-./judge3-apps}
APPS="Pocket/pocket-ios@ac8293f755a4 passepartoutvpn/passepartout@7c23f33f6b62
session-foundation/session-ios@99bc193f8d61 Electric-Coin-Company/zashi-ios@2488b26607be
threema-ch/threema-ios@a92bb3b9d06b MarkEdit-app/MarkEdit@a13c0f23c17b zenangst/KeyboardCowboy@6fb5fc64971f
deltachat/deltachat-ios@7332bcad3944 mullvad/mullvadvpn-app@9380a8076bc0:ios utmapp/UTM@e4a4c34b6712
nicklockwood/SwiftFormat@561f2253c520 apple/swift-protobuf@0830058db744"

# The Package.resolved whose pins Xcode (or SwiftPM) uses for each app, relative to its checkout.
resolved_file() {
  case $1 in
    pocket-ios) echo Pocket.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    passepartout) echo app-apple/Package/Package.resolved ;;
    session-ios) echo Session.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    zashi-ios) echo secant.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    threema-ios) echo Threema.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    mullvadvpn-app) echo ios/MullvadVPN.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
    UTM) echo UTM.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved ;;
  esac
}

# Clones `url` at `revision` (a commit, a tag, or "" for the default branch) into `dest`.
clone_at() {
  local url=$1 revision=$2 dest=$3
  [ -d "$dest" ] || git clone -q "$url" "$dest" || { echo "cannot clone $url" >&2; return; }
  [ -z "$revision" ] || git -C "$dest" checkout -q "$revision" || echo "$dest: cannot check out $revision" >&2
}

# Every pin of a Package.resolved (versions 1 to 3) as "url revision" lines.
pins() {
  python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
for p in d.get("pins") or d.get("object", {}).get("pins", []):
  print(p.get("location") or p.get("repositoryURL"), p["state"]["revision"])' "$1"
}

bring_packages() {
  local name=$1 dir=$2 file url revision package
  file=$(resolved_file "$name")
  if [ -n "$file" ]; then
    pins "$dir/$file" | while read -r url revision; do
      package=$(basename "${url%/}" .git)
      clone_at "$url" "$revision" "$WORK/$name-packages/checkouts/$package"
    done
  fi
  case $name in
    passepartout)  # README: git submodule update --init submodules/partout
      git -C "$dir" submodule update --init submodules/partout ;;
    mullvadvpn-app)  # the project's one local package is the submodule ios/wireguard-apple
      git -C "$dir" submodule update --init ios/wireguard-apple ;;
    KeyboardCowboy)  # no Package.resolved: Tuist/ProjectDescriptionHelpers/PackageResolver.swift, branch "main"
      clone_at https://github.com/sparkle-project/Sparkle 2.8.1 "$WORK/$name-packages/checkouts/Sparkle"
      clone_at https://github.com/johnno1962/HotSwiftUI "" "$WORK/$name-packages/checkouts/HotSwiftUI"
      for package in AXEssibility Apps Bonzai Dock DynamicNotchKit InputSources Intercom KeyCodes LaunchArguments \
        MachPort Windows; do
        clone_at "https://github.com/zenangst/$package" "" "$WORK/$name-packages/checkouts/$package"
      done ;;
  esac
}

mkdir -p "$WORK/out"
for spec in $APPS; do
  repo=${spec%@*}; rest=${spec#*@}; commit=${rest%%:*}; folder=""
  [ "$rest" != "$commit" ] && folder=${rest#*:}
  name=${repo#*/}
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then continue; fi
  dir="$WORK/$name"
  [ -d "$dir" ] || git clone -q "https://github.com/$repo" "$dir"
  git -C "$dir" checkout -q "$commit" || { echo "$name: cannot check out $commit" >&2; continue; }
  bring_packages "$name" "$dir"
  packages=()
  [ -d "$WORK/$name-packages/checkouts" ] && packages=(--packages-path "$WORK/$name-packages")
  start=$(date +%s)
  "$PLUMB" check --no-cache "${packages[@]}" "$dir${folder:+/$folder}" > "$WORK/out/$name.txt" 2> "$WORK/out/$name.err"
  echo "$name rc=$? seconds=$(( $(date +%s) - start ))" >> "$WORK/out/times.txt"
done

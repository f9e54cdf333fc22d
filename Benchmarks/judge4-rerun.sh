#!/bin/bash
# Re-runs the held-out judging runs of Benchmarks/judge4-notes.md (issue 26, round four): clones each app at the
# judged commit into $WORK (default ./judge4-apps, keep it outside the repository), brings the remote packages its
# Package.resolved pins into $WORK/<app>-packages/checkouts/<Name> (and the submodules its project compiles), and runs
# `plumb check --no-cache` once per app, writing $WORK/out/<app>.txt (findings), .err (input problems) and times.txt.
# Usage: PLUMB=path/to/plumb WORK=../judge4-apps Benchmarks/judge4-rerun.sh [app ...]
set -u
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
  for file in $(resolved_files "$name"); do
    pins "$dir/$file" | while read -r url revision; do
      package=$(basename "${url%/}" .git)
      [ -d "$WORK/$name-packages/checkouts/$package" ] && continue
      clone_at "$url" "$revision" "$WORK/$name-packages/checkouts/$package"
    done
  done
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

mkdir -p "$WORK/out"
for spec in $APPS; do
  repo=${spec%@*}; commit=${spec#*@}
  name=${repo#*/}
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then continue; fi
  dir="$WORK/$name"
  [ -d "$dir" ] || git clone -q "https://github.com/$repo" "$dir"
  git -C "$dir" checkout -q "$commit" || { echo "$name: cannot check out $commit" >&2; continue; }
  bring_packages "$name" "$dir"
  packages=()
  [ -d "$WORK/$name-packages/checkouts" ] && packages=(--packages-path "$WORK/$name-packages")
  start=$(date +%s)
  "$PLUMB" check --no-cache "${packages[@]}" "$dir" > "$WORK/out/$name.txt" 2> "$WORK/out/$name.err"
  echo "$name rc=$? seconds=$(( $(date +%s) - start ))" >> "$WORK/out/times.txt"
done

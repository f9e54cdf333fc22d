#!/bin/bash
# Re-runs the issue 26 judging runs of Benchmarks/precision-new-apps.md: clones each app at the judged commit into
# $WORK (default ./judge-apps, keep it outside the repository) and runs `plumb check --no-cache` on it, writing
# $WORK/out/<app>.txt (findings), .err (input problems) and times.txt.
# Usage: PLUMB=path/to/plumb WORK=../judge-apps Benchmarks/precision-new-apps-rerun.sh [app ...]
# CLONE_FROM says where to clone from, `{owner}` and `{name}` replaced (default https://github.com/{owner}/{name});
# point it at local mirrors to run offline.
set -u
PLUMB=${PLUMB:-plumb}
WORK=${WORK:-./judge-apps}
DEFAULT_CLONE_FROM='https://github.com/{owner}/{name}'
CLONE_FROM=${CLONE_FROM:-$DEFAULT_CLONE_FROM}
APPS="mlemgroup/mlem@83702b659f9f bitwarden/authenticator-ios@9fbbceb1bd03 Finb/Bark@abbd3baa342c
LoopKit/Loop@710182e23425 sindresorhus/Gifski@f298f53bc52d iina/iina@3e7e879cd12f lwouis/alt-tab-macos@10af70aaaaac
Aidoku/Aidoku@eb812a565936 apple/swift-nio@63018571c88a ReactiveX/RxSwift@5abdfe46cc21
rxhanson/Rectangle@64a918685269 MonitorControl/MonitorControl@f16d90f29cef vapor/vapor@13efaeefd52a
pointfreeco/swift-snapshot-testing@6bb6c9ae9970 alienator88/Pearcleaner@7724df7111bf PlayCover/PlayCover@9a66b3a5ec0b
apple/swift-openapi-generator@b2064e3f2189 swift-server/async-http-client@8cfd301b4163
apple/swift-argument-parser@2f77f2fccb6e MrKai77/Loop@8de4f76524b1
vChewing/vChewing-macOS@06fe188c39f3 jordanbaird/Ice@11edd39115f3
cryptomator/ios@2cbbe1e3d02f yattee/yattee@65b2f985ef67"
mkdir -p "$WORK/out"
for spec in $APPS; do
  repo=${spec%@*}; commit=${spec#*@}; name=${repo#*/}
  [ "$repo" = MrKai77/Loop ] && name=MrKai77-Loop  # LoopKit/Loop is "Loop"
  [ "$repo" = cryptomator/ios ] && name=cryptomator-ios
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then continue; fi
  dir="$WORK/$name"
  source=$(printf %s "$CLONE_FROM" | sed "s|{owner}|${repo%/*}|g; s|{name}|${repo#*/}|g")
  [ -d "$dir" ] || git clone -q "$source" "$dir"
  # Already there (a copy whose large binary files are absent cannot be checked out again): keep it.
  if [ "$(git -C "$dir" rev-parse HEAD 2>/dev/null)" != "$(git -C "$dir" rev-parse "$commit^{commit}" 2>/dev/null)" ]; then
    git -C "$dir" checkout -q "$commit" || { echo "$name: cannot check out $commit" >&2; continue; }
  fi
  start=$(date +%s)
  "$PLUMB" check --no-cache "$dir" > "$WORK/out/$name.txt" 2> "$WORK/out/$name.err"
  echo "$name rc=$? seconds=$(( $(date +%s) - start ))" >> "$WORK/out/times.txt"
done
# authenticator-ios as a user tries it next: its XcodeGen spec under the name plumb reads.
if [ -d "$WORK/authenticator-ios" ] && [ $# -eq 0 ]; then
  [ -d "$WORK/authenticator-ios-spec" ] || cp -R "$WORK/authenticator-ios" "$WORK/authenticator-ios-spec"
  ln -sf project-bwa.yml "$WORK/authenticator-ios-spec/project.yml"
  "$PLUMB" check --no-cache "$WORK/authenticator-ios-spec" > "$WORK/out/authenticator-ios-spec.txt" \
    2> "$WORK/out/authenticator-ios-spec.err"
fi
# Aidoku with its remote packages: clone AidokuRunner (2270b5dfc11a), Nuke (63a8fcbd6621) and SwiftSoup
# (8d6ad267714c) into $WORK/aidoku-packages/checkouts/<Name>, then:
#   "$PLUMB" check --no-cache --packages-path "$WORK/aidoku-packages" "$WORK/Aidoku"

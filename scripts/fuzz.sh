#!/usr/bin/env bash
# Builds the libFuzzer targets in scripts/fuzz/ (outside `swift build`) and runs each for a bounded time.
#
#   scripts/fuzz.sh                 # CI: every target for FUZZ_SECONDS (default 30) seconds
#   FUZZ_SECONDS=1800 scripts/fuzz.sh pbxproj   # a longer local run of one target
#
# The work folder (FUZZ_DIR, default a folder under $TMPDIR) keeps each target's corpus between runs; a crash is
# left there as crash-* and fails the script. Leaks are not reported: FoundationXML leaks an error object on every
# malformed document (swift-corelibs-foundation, not plumb). Needs a Swift toolchain with libFuzzer (`swiftc -sanitize=fuzzer`);
# without one it says so and exits 0, so CI on such a machine still passes.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-30}"
work="${FUZZ_DIR:-${TMPDIR:-/tmp}/plumb-fuzz}"
if [ $# -gt 0 ]; then targets=("$@"); else targets=(pbxproj workspace nesting); fi
mkdir -p "$work"

sources_pbxproj=(Sources/PlumbLoaders/Xcode/OpenStepPropertyList.swift scripts/fuzz/PBXProjFuzz.swift)
sources_workspace=(Sources/PlumbLoaders/Xcode/XcodeWorkspaceDocument.swift Sources/PlumbLoaders/Xcode/XcodePath.swift
  scripts/fuzz/WorkspaceFuzz.swift)
sources_nesting=(Sources/PlumbModel/SourceNesting.swift scripts/fuzz/NestingFuzz.swift)
seeds_pbxproj() { find Tests/Fixtures Samples -name project.pbxproj; }
seeds_workspace() { find Tests/Fixtures Samples -name contents.xcworkspacedata; }
seeds_nesting() { find Tests/Fixtures Samples -name '*.swift' | awk 'NR <= 300'; }

probe="$work/probe.swift"
echo '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>, _ n: Int) -> CInt { 0 }' > "$probe"
if ! swiftc -sanitize=fuzzer -parse-as-library "$probe" -o "$work/probe" 2>/dev/null; then
  echo "fuzz: this toolchain has no libFuzzer (swiftc -sanitize=fuzzer); nothing run"
  exit 0
fi

status=0
for target in "${targets[@]}"; do
  declare -n sources="sources_$target"
  binary="$work/fuzz-$target"
  corpus="$work/corpus-$target"
  mkdir -p "$corpus"
  # The linker warns about every ASan helper symbol; the build log keeps them out of the way.
  if ! swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name PlumbFuzz "${sources[@]}" -o "$binary" \
    > "$work/$target.build.log" 2>&1; then
    grep -v "ld.gold: warning" "$work/$target.build.log"
    exit 1
  fi
  "seeds_$target" | while read -r seed; do cp "$seed" "$corpus/seed-$(cksum < "$seed" | cut -d' ' -f1)"; done
  echo "== $target: ${seconds}s"
  log="$work/$target.log"
  if ! (cd "$work" && ASAN_OPTIONS=detect_leaks=0 "$binary" "$corpus" -max_total_time="$seconds" -max_len=65536 -timeout=10 -detect_leaks=0 \
    -rss_limit_mb=2048 -print_final_stats=1 > "$log" 2>&1); then
    echo "fuzz: $target failed; see $log and the crash-* files in $work"
    tail -30 "$log"
    status=1
  fi
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$log" | sed "s/^/$target /" || true
  grep -E "^#[0-9]+.*(DONE|pulse)" "$log" | tail -1 | sed "s/^/$target /" || true
done
exit $status

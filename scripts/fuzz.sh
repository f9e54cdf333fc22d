#!/usr/bin/env bash
# Builds the libFuzzer targets in scripts/fuzz/ (outside `swift build`) and runs each for a bounded time.
#
#   scripts/fuzz.sh                 # CI: every target for FUZZ_SECONDS (default 20) seconds
#   FUZZ_SECONDS=1800 scripts/fuzz.sh pbxproj   # a longer local run of one target
#
# The work folder (FUZZ_DIR, default a folder under $TMPDIR) keeps each target's corpus between runs; a crash is
# left there as crash-* and fails the script. Leaks are not reported: FoundationXML leaks an error object on every
# malformed document (swift-corelibs-foundation, not plumb). Needs a Swift toolchain with libFuzzer (`swiftc -sanitize=fuzzer`);
# without one it says so and exits 0, so CI on such a machine still passes.
#
# The manifest, configuration and scanner targets run code that calls into SwiftSyntax or Yams, so those are built
# here too, instrumented the same way, from the checkouts `swift build` made (.build/checkouts), into
# FUZZ_DEPS (default .build/fuzz), one folder per toolchain and dependency version, reused by later runs. They are
# built without optimisation by default (FUZZ_DEPS_OPT=-O: about ten times slower to build, faster to run).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-20}"
work="${FUZZ_DIR:-${TMPDIR:-/tmp}/plumb-fuzz}"
if [ $# -gt 0 ]; then targets=("$@"); else targets=(pbxproj workspace nesting glob podfile xcconfig manifest configuration scanner); fi
mkdir -p "$work"

sources_pbxproj=(Sources/PlumbLoaders/Xcode/OpenStepPropertyList.swift scripts/fuzz/PBXProjFuzz.swift)
sources_workspace=(Sources/PlumbLoaders/Xcode/XcodeWorkspaceDocument.swift Sources/PlumbLoaders/Xcode/XcodePath.swift
  scripts/fuzz/WorkspaceFuzz.swift)
sources_nesting=(Sources/PlumbModel/SourceNesting.swift Sources/PlumbModel/SwiftParsing.swift scripts/fuzz/NestingFuzz.swift)
sources_glob=(Sources/PlumbModel/Glob.swift Sources/PlumbModel/WorkCounter.swift scripts/fuzz/GlobFuzz.swift)
sources_podfile=(Sources/PlumbLoaders/Xcode/Podfile.swift scripts/fuzz/PodfileFuzz.swift)
sources_xcconfig=(Sources/PlumbLoaders/Xcode/XcodeBuildSettings.swift Sources/PlumbLoaders/Xcode/XcodePath.swift
  scripts/fuzz/XCConfigFuzz.swift)
# The whole module under test, with the harness; `modules_*` are the instrumented modules it links, in link order.
sources_manifest=($(find Sources/PlumbLoaders -name '*.swift' | sort) scripts/fuzz/ManifestFuzz.swift scripts/fuzz/SwiftLines.swift)
sources_configuration=($(find Sources/PlumbRules -name '*.swift' | sort) scripts/fuzz/ConfigurationFuzz.swift)
sources_scanner=($(find Sources/PlumbScanner -name '*.swift' | sort) scripts/fuzz/ScannerFuzz.swift scripts/fuzz/SwiftLines.swift)
modules_pbxproj=()
modules_workspace=()
modules_nesting=()
modules_glob=()
modules_podfile=(PlumbModel)
modules_xcconfig=(PlumbModel)
modules_manifest=(PlumbModel Yams SwiftParser SwiftSyntax)
modules_configuration=(PlumbModel Yams)
modules_scanner=(PlumbModel SwiftParser SwiftSyntax)
seeds_pbxproj() { find Tests/Fixtures Samples -type f -name project.pbxproj; }
seeds_workspace() { find Tests/Fixtures Samples -type f -name contents.xcworkspacedata; }
seeds_glob() { printf '**/Sources/*.swift\nApp/Sources/A.swift' > "$work/glob-seed"; printf '{App,Core}*/**\nCoreKit/x' \
  > "$work/glob-seed2"; echo "$work/glob-seed"; echo "$work/glob-seed2"; }
seeds_podfile() { find Tests/Fixtures Samples -type f -name Podfile; }
seeds_xcconfig() { find Tests/Fixtures Samples -type f -name '*.xcconfig'; }
seeds_nesting() { find Tests/Fixtures Samples -type f -name '*.swift' | awk 'NR <= 300'; }
seeds_manifest() { find Tests/Fixtures Samples -type f -name 'Package*.swift'; echo Package.swift; }
seeds_configuration() { find Tests/Fixtures Samples Rules -type f -name '*.yml'; echo .plumb.yml; }
seeds_scanner() { find Tests/Fixtures Samples -type f -name '*.swift' | awk 'NR <= 300'; }

probe="$work/probe.swift"
echo '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>, _ n: Int) -> CInt { 0 }' > "$probe"
if ! swiftc -sanitize=fuzzer -parse-as-library "$probe" -o "$work/probe" 2>/dev/null; then
  echo "fuzz: this toolchain has no libFuzzer (swiftc -sanitize=fuzzer); nothing run"
  exit 0
fi

# Instrumented dependencies: SwiftSyntax and SwiftParser (with their C shims), Yams (with libyaml), built once per
# toolchain and checkout; PlumbModel, built every run (it is plumb's own and small).
deps_opt="${FUZZ_DEPS_OPT:--O}"
checkouts=.build/checkouts
needs_deps=false
for target in "${targets[@]}"; do
  declare -n modules="modules_$target"
  if [ ${#modules[@]} -gt 0 ]; then needs_deps=true; fi
done
if $needs_deps; then
  if [ ! -d "$checkouts/swift-syntax" ] || [ ! -d "$checkouts/Yams" ]; then swift package resolve > /dev/null; fi
  key=$( (swiftc --version 2>&1; echo "$deps_opt"; git -C "$checkouts/swift-syntax" rev-parse HEAD;
    git -C "$checkouts/Yams" rev-parse HEAD) | cksum | cut -d' ' -f1)
  deps="${FUZZ_DEPS:-.build/fuzz}/$key"
  mkdir -p "$deps"
  deps="$(cd "$deps" && pwd)"
  shims="$checkouts/swift-syntax/Sources/_SwiftSyntaxCShims"
  cyaml="$checkouts/Yams/Sources/CYaml"
  c_flags=(-O2 -fsanitize=fuzzer-no-link,address)
  swift_module() {  # name, extra flags..., then -- and the sources
    local name=$1
    shift
    local flags=()
    while [ "$1" != -- ]; do flags+=("$1"); shift; done
    shift
    local out="${module_dir:-$deps}"
    swiftc "$@" "${flags[@]}" -sanitize=fuzzer,address -parse-as-library -j "$(nproc)" -module-name "$name" \
      -I "$deps" -emit-module -emit-module-path "$out/$name.swiftmodule" -emit-library -static -o "$out/lib$name.a" \
      > "$out/$name.build.log" 2>&1 || { grep -v "warning" "$out/$name.build.log" | head -40; exit 1; }
  }
  if [ ! -f "$deps/.complete" ]; then
    echo "fuzz: building SwiftSyntax, SwiftParser and Yams with the fuzzer's instrumentation ($deps_opt) into $deps"
    start=$(date +%s)
    clang -c "${c_flags[@]}" -I "$shims/include" "$shims/PlatformMutex.c" -o "$deps/PlatformMutex.o"
    for file in "$cyaml"/src/*.c; do
      clang -c "${c_flags[@]}" -DYAML_DECLARE_STATIC -I "$cyaml/include" "$file" -o "$deps/yaml-$(basename "$file" .c).o"
    done
    shim_flags=(-Xcc -fmodule-map-file="$shims/include/module.modulemap" -Xcc -I"$shims/include")
    swift_module SwiftSyntax "$deps_opt" -package-name swift_syntax "${shim_flags[@]}" -- \
      $(find "$checkouts/swift-syntax/Sources/SwiftSyntax" -name '*.swift' -not -path '*.docc/*')
    swift_module SwiftParser "$deps_opt" -package-name swift_syntax "${shim_flags[@]}" -- \
      $(find "$checkouts/swift-syntax/Sources/SwiftParser" -name '*.swift' -not -path '*.docc/*')
    swift_module Yams "$deps_opt" -DSWIFT_PACKAGE -Xcc -fmodule-map-file="$cyaml/include/module.modulemap" -Xcc -I"$cyaml/include" \
      -Xcc -DYAML_DECLARE_STATIC -- $(find "$checkouts/Yams/Sources/Yams" -name '*.swift')
    touch "$deps/.complete"
    echo "fuzz: dependencies built in $(($(date +%s) - start)) s"
  fi
  # Into the work folder: runs with work folders of their own may run side by side.
  # plumb's own modules go first on the search path: a dependency folder from an older run may hold a stale one.
  module_dir="$work/modules"
  mkdir -p "$module_dir"
  swift_module PlumbModel -O -- $(find Sources/PlumbModel -name '*.swift')
fi

# What each instrumented module links with.
link_SwiftSyntax() { echo "$deps/libSwiftSyntax.a $deps/PlatformMutex.o"; }
link_SwiftParser() { echo "$deps/libSwiftParser.a"; }
link_Yams() { echo "$deps/libYams.a $deps/yaml-*.o"; }
link_PlumbModel() { echo "$module_dir/libPlumbModel.a"; }

status=0
for target in "${targets[@]}"; do
  declare -n sources="sources_$target"
  declare -n modules="modules_$target"
  binary="$work/fuzz-$target"
  corpus="$work/corpus-$target"
  mkdir -p "$corpus"
  flags=()
  libraries=()
  if [ ${#modules[@]} -gt 0 ]; then
    flags=(-I "$module_dir" -I "$deps" -Xcc -fmodule-map-file="$shims/include/module.modulemap"
      -Xcc -fmodule-map-file="$cyaml/include/module.modulemap")
    # After the sources: the linker takes from an archive only what the inputs before it need.
    for module in "${modules[@]}"; do libraries+=($(link_$module)); done
  fi
  # The linker warns about every ASan helper symbol; the build log keeps them out of the way.
  if ! swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name PlumbFuzz "${flags[@]}" "${sources[@]}" \
    "${libraries[@]}" -o "$binary" > "$work/$target.build.log" 2>&1; then
    grep -v "ld.gold: warning" "$work/$target.build.log" | head -40
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

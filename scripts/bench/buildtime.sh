#!/usr/bin/env bash
# Measures what the build-time model (`plumb buildtime`) estimates, on one Swift package: the CPU time of a clean
# debug build, and of the rebuild after a change to one file in each of several modules (Benchmarks/buildtime.md).
#
#   scripts/bench/buildtime.sh PACKAGE OUT [MODULE ...]
#   scripts/bench/buildtime.sh PACKAGE OUT --clean-only
#
# PACKAGE is a checkout of a Swift package whose dependencies resolve on this machine; OUT a folder for the logs.
# With no MODULE, every non-test target is changed in turn. Each build is `swift build -j 1` (one job: the times
# are CPU times, user + sys of the whole process tree, which other work on the machine does not inflate the way it
# inflates wall time), with the Swift front end run under /usr/bin/time so that each module's compile jobs add up
# (OUT/*.frontend: "module user sys" per front-end run). A change appends a public function of a new name to the
# module's first Swift file (public, so the module's interface changes and its dependents are rebuilt as a real
# API change would); the changes stay until the end, when the package's files are restored with git.
# `uptime` before each build is logged in OUT/load.txt. Run one at a time: builds are heavy.
# BUILDTIME_FLAGS adds arguments to every `swift build`: `-Xswiftc -wmo` compiles each module whole, as release
# builds do, so that a changed module is compiled again whole, and so is every module that depends on it (what the
# model's incremental cost counts); without it, debug builds are incremental inside a module and Swift recompiles
# only the files a change reaches, in the module and in its dependents.
set -euo pipefail
package=$(cd "$1" && pwd); out=$(mkdir -p "$2" && cd "$2" && pwd); shift 2
here=$(cd "$(dirname "$0")" && pwd)
frontend=$(command -v swift-frontend || echo "$(dirname "$(readlink -f "$(command -v swift)")")/swift-frontend")
wrapper="$out/frontend.sh"
cat > "$wrapper" <<WRAP
#!/usr/bin/env bash
mod=unknown; prev=""
for a in "\$@"; do
  if [ "\$prev" = "-module-name" ]; then mod=\$a; fi
  case "\$a" in @*) m=\$(grep -A1 -x -- "-module-name" "\${a#@}" 2>/dev/null | tail -1 || true); [ -n "\$m" ] && mod=\$m;; esac
  prev=\$a
done
exec /usr/bin/time -a -o "\${BUILDTIME_LOG:-/dev/null}" -f "\$mod %U %S" "$frontend" "\$@"
WRAP
chmod +x "$wrapper"

cd "$package"
swift package resolve >/dev/null 2>&1 || true
# The targets: name, path, sources, type (to skip tests and find each module's first file).
swift package describe --type json > "$out/describe.json"
if [ "${1:-}" = "--clean-only" ]; then
  shift
elif [ $# -eq 0 ]; then
  set -- $(python3 -c 'import json,sys; d=json.load(open(sys.argv[1]));
print(" ".join(t["name"] for t in d["targets"] if t["type"] not in ("test","macro","plugin") and t.get("module_type")=="SwiftTarget"))' "$out/describe.json")
fi

build() {  # build NAME: one timed `swift build -j 1`, CPU and per-module front-end times
  local name=$1
  echo "$name $(uptime)" >> "$out/load.txt"
  rm -f "$out/$name.frontend"
  BUILDTIME_LOG="$out/$name.frontend" SWIFT_DRIVER_SWIFT_FRONTEND_EXEC="$wrapper" \
    /usr/bin/time -o "$out/$name.time" -f "%U %S %e" swift build -j 1 ${BUILDTIME_FLAGS:-} > "$out/$name.log" 2>&1 \
    || { echo "build $name failed: $out/$name.log" >&2; exit 1; }
}

rm -rf .build/x86_64-unknown-linux-gnu .build/debug
build clean
build noop
n=0
for module in "$@"; do
  file=$(python3 -c 'import json,sys,os; d=json.load(open(sys.argv[1]));
t=[t for t in d["targets"] if t["name"]==sys.argv[2]][0]; s=sorted(x for x in t["sources"] if x.endswith(".swift"));
m=[x for x in s if os.path.basename(x)!="main.swift"] or s; print(os.path.join(t["path"], m[0]))' "$out/describe.json" "$module")
  n=$((n + 1))
  printf '\npublic func plumbBuildtimeProbe%d() {}\n' "$n" >> "$file"
  echo "$module $file" >> "$out/changed.txt"
  build "change-$module"
done
git checkout -- . && echo "restored $(git rev-parse --short=12 HEAD)" > "$out/done.txt"

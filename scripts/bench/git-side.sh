#!/usr/bin/env bash
# The git side of issue 33 (items 8, 9, 10), run as a user would, for Benchmarks/robustness.md:
#
#   scripts/bench/git-side.sh BIN
#
# Prints one line per case: what plumb did (exit status, the lines that matter, time, worktrees left).
set -uo pipefail
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d "${TMPDIR:-/tmp}/plumb-git-side.XXXXXX")
trap 'rm -rf "$work"' EXIT
g() { git -c user.name=t -c user.email=t@t "$@"; }

# A package whose module A imports B without declaring it (one undeclared-import), D clean.
package() {
  local root=$1
  mkdir -p "$root/Sources/A" "$root/Sources/B" "$root/Sources/D"
  cat >"$root/Package.swift" <<'EOF'
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B"), .target(name: "D")])
EOF
  printf 'import B\npublic let a = BThing()\n' >"$root/Sources/A/A.swift"
  printf 'public let second = 2\n' >"$root/Sources/A/Second.swift"
  printf 'public struct BThing { public init() {} }\n' >"$root/Sources/B/B.swift"
  printf 'public let d = 4\n' >"$root/Sources/D/D.swift"
  printf 'public let d2 = 5\n' >"$root/Sources/D/Second.swift"
  g -C "$root" init -q && g -C "$root" add -A && g -C "$root" commit -qm one
}

findings() { grep -c '\[undeclared-import\]' || true; }

echo "8a staged deletion of A/Second.swift:"
r=$work/8a; package "$r"; g -C "$r" rm -q Sources/A/Second.swift
out=$("$bin" check "$r" --staged --no-cache 2>/dev/null); echo "  exit $?, $(echo "$out" | findings) undeclared-import reported"

echo "8b staged new file with 2 undeclared imports, deleted from the working tree:"
r=$work/8b; package "$r"; printf 'import B\nimport A\npublic let x = BThing()\n' >"$r/Sources/D/Staged.swift"
g -C "$r" add Sources/D/Staged.swift; rm "$r/Sources/D/Staged.swift"
out=$("$bin" check "$r" --staged --no-cache 2>/dev/null); echo "  exit $?, $(echo "$out" | findings) undeclared-import reported"

echo "8c staged submodule (gitlink):"
r=$work/8c; package "$r"; g -C "$r" update-index --add --cacheinfo "160000,$(git -C "$r" rev-parse HEAD),Vendor/Kit"
err=$("$bin" check "$r" --staged --no-cache 2>&1 >/dev/null); echo "  exit $?, stderr: $(echo "$err" | grep -i submodule || echo '(nothing about the submodule)')"

echo "8d affected --since HEAD after deleting D/Second.swift:"
r=$work/8d; package "$r"; rm "$r/Sources/D/Second.swift"
"$bin" affected "$r" --since HEAD --no-cache 2>/dev/null | sed -n 2p | sed 's/^/  /'

echo "9 check --staged with 2,000 staged files:"
r=$work/9; package "$r"
for i in $(seq 0 1999); do printf 'public let v%d = %d\n' "$i" "$i" >"$r/Sources/D/F$i.swift"; done
g -C "$r" add -A
start=$(date +%s.%N); "$bin" check "$r" --staged --no-cache >/dev/null 2>&1; status=$?; end=$(date +%s.%N)
echo "  exit $status, $(echo "$end - $start" | bc) s"

echo "10a diff HEAD HEAD on an XcodeGen spec without a name (its project is named after its folder), twice:"
r=$work/named; mkdir -p "$r/Sources/App"; printf 'let x = 1\n' >"$r/Sources/App/main.swift"
printf 'targets:\n  App:\n    type: application\n    platform: iOS\n    sources: [Sources/App]\n' >"$r/project.yml"
g -C "$r" init -q && g -C "$r" add -A && g -C "$r" commit -qm one
one=$("$bin" diff HEAD HEAD --path "$r" 2>/dev/null); two=$("$bin" diff HEAD HEAD --path "$r" 2>/dev/null)
echo "  $(echo "$one" | sed -n 2p); identical: $([ "$one" = "$two" ] && echo yes || echo no); lines naming plumb-diff-: $(echo "$one" | grep -c plumb-diff-)"

echo "10b diff with a manifest broken at the base revision:"
r=$work/10b; package "$r"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "P", targets: [.target(name: "A"), .target(name: \n' >"$r/Package.swift"
g -C "$r" commit -qam broken; g -C "$r" tag broken
git -C "$r" checkout -q HEAD~1 -- Package.swift; g -C "$r" commit -qam fixed
err=$("$bin" diff broken HEAD --path "$r" 2>&1 >/dev/null); status=$?
echo "  exit $status, stderr: $(echo "$err" | head -2 | cut -c1-160 | tr '\n' '|')"

echo "10c SIGINT during diff:"
r=$work/10c; package "$r"; printf 'import D\n' >>"$r/Sources/A/Second.swift"; g -C "$r" commit -qam two
before=$(ls -d "${TMPDIR:-/tmp}"/plumb-diff-* 2>/dev/null | wc -l)
set -m  # job control: a background job of a script would otherwise start with SIGINT ignored
"$bin" diff HEAD~1 HEAD --path "$r" >/dev/null 2>&1 &
pid=$!
set +m
for _ in $(seq 1 3000); do [ "$(git -C "$r" worktree list | wc -l)" -gt 1 ] && break; sleep 0.01; done
kill -INT $pid; wait $pid; status=$?
echo "  exit $status, worktrees registered after: $(($(git -C "$r" worktree list | wc -l) - 1)), locked: $(git -C "$r" worktree list --porcelain | grep -c '^locked'), folders left: $(($(ls -d "${TMPDIR:-/tmp}"/plumb-diff-* 2>/dev/null | wc -l) - before))"

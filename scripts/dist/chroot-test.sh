#!/usr/bin/env bash
# The release tarball in a bare Debian (debootstrap: no Swift, no Graphviz): plumb check, score, graph in JSON,
# DOT and Mermaid (also of an Xcode workspace, whose XML needs the libxml2 linked in), and report run on the
# samples; `graph --format svg` fails and names what to install; then Graphviz's runtime library is installed in the
# chroot with apt-get and `graph --format svg` and the report's drawing work. Prints one Markdown table row per
# step; exits 1 when a step did not do what it should.
#
#   sudo scripts/dist/chroot-test.sh [TARBALL]     (default: the Linux tarball in dist/, from `make dist`)
#
# Needs root, debootstrap and a Debian mirror (MIRROR, default deb.debian.org; SUITE, default bookworm). The bare
# system is made once in WORK/base (WORK defaults to a folder in TMPDIR) and copied for every run.
set -euo pipefail
REPO="$(cd "$(dirname "$0")/../.." && pwd)"
TARBALL="${1:-$(ls "$REPO"/dist/plumb-*-"$(uname -m)"-unknown-linux-gnu.tar.gz 2>/dev/null | head -1)}"
SUITE="${SUITE:-bookworm}"
MIRROR="${MIRROR:-http://deb.debian.org/debian}"
WORK="${WORK:-${TMPDIR:-/tmp}/plumb-chroot}"
[ "$(id -u)" = 0 ] || { echo "chroot-test: run as root (debootstrap, chroot)" >&2; exit 2; }
command -v debootstrap >/dev/null || { echo "chroot-test: install debootstrap" >&2; exit 2; }
[ -f "$TARBALL" ] || { echo "chroot-test: no tarball (run make dist, or give its path)" >&2; exit 2; }

mkdir -p "$WORK"
if [ ! -x "$WORK/base/bin/sh" ]; then
  rm -rf "$WORK/base"
  debootstrap --variant=minbase "$SUITE" "$WORK/base" "$MIRROR" >"$WORK/debootstrap.log" 2>&1 \
    || { echo "chroot-test: debootstrap failed (network, mirror?), see $WORK/debootstrap.log" >&2; exit 2; }
fi
ROOT="$WORK/run"
cleanup() {
  umount "$ROOT/proc" 2>/dev/null || true
  umount "$ROOT/dev" 2>/dev/null || true
}
trap cleanup EXIT
cleanup
rm -rf "$ROOT"
cp -a "$WORK/base" "$ROOT"
mount -t proc proc "$ROOT/proc"
mount --bind /dev "$ROOT/dev"
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"

mkdir -p "$ROOT/opt/plumb" "$ROOT/samples"
tar -C "$ROOT/opt/plumb" --strip-components=1 -xzf "$TARBALL"
cp -a "$REPO/Samples/ClassicMac/BbA" "$ROOT/samples/BbA"
cp -a "$REPO/Samples/Violations/graph-rules" "$ROOT/samples/violations"
# An Xcode workspace: its contents.xcworkspacedata is XML, read through FoundationXML and the libxml2 linked in.
cp -a "$REPO/Tests/Fixtures/Xcode/Workspace" "$ROOT/samples/workspace"

in_chroot() { chroot "$ROOT" /usr/bin/env -i PATH=/opt/plumb/bin:/usr/bin:/bin HOME=/root LANG=C.UTF-8 "$@"; }
FAILED=0
echo "| step | expected | exit code | output | result |"
echo "|---|---|---|---|---|"
# step NAME EXPECTED_EXIT GREP_PATTERN COMMAND...: runs COMMAND in the chroot, output (stdout and stderr) in a file;
# passes when the exit code is EXPECTED_EXIT and the output matches GREP_PATTERN.
step() {
  local name="$1" expected="$2" pattern="$3"
  shift 3
  local log="$WORK/step.log" status=0
  in_chroot "$@" >"$log" 2>&1 || status=$?
  local bytes; bytes="$(wc -c <"$log" | tr -d ' ')"
  local result=pass
  if [ "$status" != "$expected" ] || ! grep -Eq -- "$pattern" "$log"; then result=FAIL; FAILED=1; fi
  local shown; shown="$(grep -Em1 -- "$pattern" "$log" | cut -c1-90 | sed 's/|/\\|/g' || true)"
  echo "| $name | exit $expected, /${pattern//|/\\|}/ | $status | $bytes bytes: \`${shown:-$(head -c 90 "$log" | tr '\n' ' ')}\` | $result |"
  [ "$result" = pass ] || sed 's/^/    /' "$log" | head -20 >&2
}

step "no Swift, no Graphviz in the chroot" 1 "^absent$" sh -c \
  'if command -v swift || ls /usr/lib/*/libgvc* /usr/lib/*/libswiftCore* 2>/dev/null; then exit 0; else echo absent; exit 1; fi'
step "plumb --version" 0 "^plumb [0-9]" plumb --version
step "check (BbA)" 0 "^exit 0$" sh -c 'plumb check /samples/BbA; echo "exit $?"'
step "check (violations)" 1 "error:" plumb check /samples/violations
step "score" 0 "[0-9]" plumb score /samples/BbA
step "graph --format json" 0 '"modules"' plumb graph /samples/BbA --format json
step "graph --format dot" 0 "^digraph" plumb graph /samples/BbA --format dot
step "graph --format mermaid" 0 "^(flowchart|graph)" plumb graph /samples/BbA --format mermaid
step "graph of an Xcode workspace (XML)" 0 "refers to Retired/Retired.xcodeproj" \
  plumb graph /samples/workspace --format mermaid
step "report (no Graphviz)" 0 "apt-get install libgvc6" sh -c \
  'plumb report /samples/BbA -o /tmp/report.html && grep -o "apt-get install libgvc6" /tmp/report.html | head -1'
step "graph --format svg (no Graphviz)" 2 "apt-get install libgvc6" plumb graph /samples/BbA --format svg
step "apt-get install libgvc6" 0 "Setting up libgvc6" sh -c \
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libgvc6'
step "graph --format svg (Graphviz installed)" 0 "<svg" plumb graph /samples/BbA --format svg
step "report (Graphviz installed)" 0 "^[1-9]" sh -c 'plumb report /samples/BbA -o /tmp/report.html && grep -c "<svg" /tmp/report.html'
exit "$FAILED"

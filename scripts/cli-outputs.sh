#!/usr/bin/env bash
# Saves what the commands of the thin CLI print (stdout, stderr, exit status, files written) on the samples and on
# git checkouts of public apps, so that two builds of plumb can be compared byte for byte:
#
#   scripts/cli-outputs.sh .build/before/plumb /tmp/before /tmp/apps/Nuke /tmp/apps/Maccy
#   scripts/cli-outputs.sh .build/debug/plumb  /tmp/after  /tmp/apps/Nuke /tmp/apps/Maccy
#   diff -r /tmp/before /tmp/after
#
# BIN is the plumb executable, OUTDIR is created (emptied first). Each REPO is a git checkout with at least
# REVISIONS (default 20) commits of history: `diff` and `affected --since` run between HEAD~REVISIONS and HEAD.
# The samples are copied into one fixed scratch folder (PLUMB_OUTPUTS_SCRATCH), so that paths in the outputs are
# the same from run to run; `init` writes its .plumb.yml there, never in the repository.
set -uo pipefail

if [ $# -lt 2 ]; then
  echo "usage: $0 BIN OUTDIR [REPO...]" >&2
  exit 2
fi
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$2
shift 2
here=$(cd "$(dirname "$0")/.." && pwd)
scratch=${PLUMB_OUTPUTS_SCRATCH:-${TMPDIR:-/tmp}/plumb-cli-outputs}
revisions=${REVISIONS:-20}

rm -rf "$out"
mkdir -p "$out"

# run NAME DIR ARGS...: runs plumb in DIR, keeping stdout, stderr and the exit status under OUTDIR/NAME.
run() {
  local name=$1 dir=$2
  shift 2
  (cd "$dir" && "$bin" "$@" >"$out/$name.out" 2>"$out/$name.err")
  echo $? >"$out/$name.status"
}

# The samples: scan, affected (named files), report, init, in a fresh copy each.
for sample in ClassicMac/BbA ClassicMac/MVVM-C FollowsAudit ModularCoordinators Violations/graph-rules; do
  name=sample-$(echo "$sample" | tr '/' '-')
  copy=$scratch/$name
  rm -rf "$copy"
  mkdir -p "$(dirname "$copy")"
  cp -R "$here/Samples/$sample" "$copy"
  run "$name.scan" "$copy" scan .
  first=$(cd "$copy" && find . -name '*.swift' ! -name Package.swift | LC_ALL=C sort | head -1)
  run "$name.affected" "$copy" affected . --no-cache --files "$first"
  run "$name.affected-json" "$copy" affected . --no-cache --files "$first" --format json
  run "$name.report" "$copy" report . --no-cache -o "$copy.html"
  cp "$copy.html" "$out/$name.report.html" 2>/dev/null
  run "$name.init" "$copy" init . --no-cache --baseline
  cp "$copy/.plumb.yml" "$out/$name.init.yml" 2>/dev/null
  cp "$copy/plumb-baseline.json" "$out/$name.init-baseline.json" 2>/dev/null
  # Again without the sample's own configuration: init then proposes one (and repairs it) every time.
  rm -f "$copy/.plumb.yml" "$copy/plumb-baseline.json"
  run "$name.init-fresh" "$copy" init . --no-cache --baseline
  cp "$copy/.plumb.yml" "$out/$name.init-fresh.yml" 2>/dev/null
  cp "$copy/plumb-baseline.json" "$out/$name.init-fresh-baseline.json" 2>/dev/null
done

# The public apps: diff between two commits (three formats), diff of a commit with itself, affected --since,
# check --staged after staging the change, scan.
for repo in "$@"; do
  repo=$(cd "$repo" && pwd)
  name=app-$(basename "$repo")
  base=$(git -C "$repo" rev-parse "HEAD~$revisions")
  for format in text json markdown; do
    run "$name.diff-$format" "$repo" diff "$base" HEAD --format "$format"
  done
  run "$name.diff-same" "$repo" diff HEAD HEAD
  run "$name.affected-since" "$repo" affected . --since "$base"
  run "$name.affected-since-json" "$repo" affected . --since "$base" --format json
  run "$name.scan" "$repo" scan .
done
echo "outputs in $out"

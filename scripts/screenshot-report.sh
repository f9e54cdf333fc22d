#!/usr/bin/env bash
# Renders an HTML report in headless Chromium and saves a screenshot, to look at the report as a browser shows it.
# Usage: scripts/screenshot-report.sh REPORT.html|WORKSPACE-FOLDER [OUT.png] [WIDTHxHEIGHT]
# Given a folder, it first writes the report with `plumb report` (built from this checkout).
# Not part of the test suite. Needs chromium (Debian: apt-get install -y chromium).
set -euo pipefail

usage="usage: scripts/screenshot-report.sh REPORT.html|WORKSPACE-FOLDER [OUT.png] [WIDTHxHEIGHT]"
input="${1:?$usage}"
size="${3:-1280x2000}"
if [ -d "$input" ]; then
  repo="$(cd "$(dirname "$0")/.." && pwd)"
  report="$(mktemp -d)/report.html"
  (cd "$repo" && swift build --product plumb >/dev/null && "$(swift build --show-bin-path)/plumb" report "$input" --output "$report")
  out="${2:-report.png}"
else
  report="$input"
  out="${2:-${report%.html}.png}"
fi

browser=""
for candidate in chromium chromium-browser google-chrome; do
  if command -v "$candidate" >/dev/null 2>&1; then browser="$candidate"; break; fi
done
if [ -z "$browser" ]; then
  echo "screenshot-report: no chromium found (Debian: apt-get install -y chromium)" >&2
  exit 2
fi

absolute="$(cd "$(dirname "$report")" && pwd)/$(basename "$report")"
# --no-sandbox: containers often run as root, where Chromium's sandbox refuses to start.
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --window-size="${size/x/,}" --screenshot="$out" "file://$absolute" >/dev/null 2>&1
echo "wrote $out"

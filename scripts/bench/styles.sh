#!/usr/bin/env bash
# Runs `plumb score` on each codebase of a TSV and prints a Markdown table: stated style, plumb's answer, its
# confidence, and whether they agree (MVVM and MVVM-C, MVP and MVP-C count as different answers).
#
#   scripts/bench/styles.sh CODEBASES.tsv SOURCES [PLUMB]
#
# CODEBASES.tsv: name, owner/repository, commit, folder inside the repository ("." for all of it), stated style
# ("|" between accepted answers; "modular" agrees with any modular structure; "Clean" with any screen pattern that
# has Clean layers); lines starting with '#' are skipped. SOURCES: a folder holding one git
# directory or clone per repository, named owner+name (owner+name/repo or owner+name/.git or owner+name itself).
# Each codebase is checked out at its commit into a scratch folder; plumb reads it there. PLUMB defaults to the
# debug build. Each answer's JSON is kept in $STYLES_OUT (default: a scratch folder) for reading.
set -euo pipefail
tsv=$1
sources=$2
plumb=${3:-$(cd "$(dirname "$0")/../.." && pwd)/.build/debug/plumb}
work=${STYLES_WORK:-$(mktemp -d)}
out=${STYLES_OUT:-$work/json}
mkdir -p "$work" "$out"

gitdir() {
  local base=$sources/${1/\//+}
  for candidate in "$base/repo" "$base/repo/.git" "$base/.git" "$base"; do
    if git --git-dir="$candidate" rev-parse --git-dir >/dev/null 2>&1; then echo "$candidate"; return; fi
  done
  return 1
}

echo "| codebase | commit | stated | plumb | confidence | agrees |"
echo "|---|---|---|---|---|---|"
agree=0; total=0
while IFS=$'\t' read -r name repo commit folder stated rest; do
  [[ -z "$name" || "$name" == \#* ]] && continue
  total=$((total + 1))
  slug=$(echo "$repo" | tr '/' '+')
  tree=$work/$slug-$commit
  if [[ ! -d "$tree" ]]; then
    if ! dir=$(gitdir "$repo"); then
      echo "| $name | $commit | $stated | (no source) | | no |"; continue
    fi
    git clone -q --no-checkout "$dir" "$tree" && git -C "$tree" checkout -q "$commit" 2>/dev/null \
      || git -C "$tree" checkout -q "$(git -C "$tree" rev-parse --verify -q "$commit^{commit}")"
  fi
  json=$out/$(echo "$name" | tr ' /' '__').json
  if ! (cd "$tree/$folder" && "$plumb" score --format json . >"$json" 2>"$json.err"); then
    echo "| $name | $commit | $stated | (plumb failed: $(tail -1 "$json.err")) | | no |"; continue
  fi
  read -r style structure clean confidence summary < <(python3 - "$json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))["codebase"]["detection"]
text = d["style"]
if d["style"] in ("mixed", "unsure") and d["leaning"] not in (d["style"], "unsure"):
    text += " (leaning %s)" % d["leaning"]
if d["style"] not in ("library", "BbA") and d["structure"] != "single target":
    text += ", " + d["structure"]
if d["cleanLayers"] and d["style"] != "Clean":
    text += ", Clean layers"
print(d["style"], d["structure"].replace(" ", "_"), "yes" if d["cleanLayers"] else "no", d["confidence"], text)
PY
)
  ok=no
  IFS='|' read -ra accepted <<<"$stated"
  for answer in "${accepted[@]}"; do
    [[ "$style" == "$answer" ]] && ok=yes
    # A stated module split with no screen pattern ("modular") agrees with any modular structure.
    [[ "$answer" == modular && "$structure" != single_target && "$style" != library && "$style" != unsure ]] && ok=yes
    # A stated Clean Architecture agrees with a screen pattern over Clean layers that plumb found apart from the
    # screens (use cases over repositories; see Sources/PlumbScore/CleanLayers.swift): "MVVM + Clean" is MVVM with
    # Clean layers. A screen pattern with no Clean layers found does not agree.
    [[ "$answer" == Clean && "$clean" == yes && "$style" =~ ^(MVC|MVVM|MVVM-C|MVP|MVP-C|VIPER|VIP|TCA|BbA)$ ]] && ok=yes
  done
  [[ $ok == yes ]] && agree=$((agree + 1))
  printf '| %s | %s | %s | %s | %.2f | %s |\n' "$name" "$commit" "$stated" "$summary" "$confidence" "$ok"
done <"$tsv"
echo
echo "$agree of $total agree."

# Shared by the judging rounds' re-run scripts (Benchmarks/judge*-rerun.sh), sourced, never run alone. A script sets
# PLUMB, WORK and APPS (owner/name@commit, optionally :folder, the folder plumb is run on), defines either
# `resolved_files NAME` and `unpinned NAME` (for the `bring_packages` below) or a `bring_packages NAME DIR` of its own,
# and calls `run_apps "$@"`.

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

# Clones every package the given Package.resolved files of app NAME (checked out in DIR) pin into
# $WORK/NAME-packages/checkouts/<Package>, for `--packages-path`; the first file wins for a package pinned twice.
bring_pins() {
  local name=$1 dir=$2 file url revision package
  shift 2
  for file in "$@"; do
    [ -f "$dir/$file" ] || { echo "$name: no $file" >&2; continue; }
    pins "$dir/$file" | while read -r url revision; do
      package=$(basename "${url%/}" .git)
      [ -d "$WORK/$name-packages/checkouts/$package" ] && continue
      clone_at "$url" "$revision" "$WORK/$name-packages/checkouts/$package"
    done
  done
}

# The usual `bring_packages NAME DIR`: the pins of the files `resolved_files NAME` lists, then each "Name url revision"
# line `unpinned NAME` gives (the packages of apps with no lock file in git, resolved by hand). A script that defines
# `resolved_files` and `unpinned` needs no `bring_packages` of its own.
bring_packages() {
  local name=$1 dir=$2 package url revision
  # shellcheck disable=SC2046  # the file names hold no spaces
  bring_pins "$name" "$dir" $(resolved_files "$name")
  unpinned "$name" | while read -r package url revision; do
    [ -d "$WORK/$name-packages/checkouts/$package" ] && continue
    clone_at "$url" "$revision" "$WORK/$name-packages/checkouts/$package"
  done
}

# Clones each app of APPS at its commit into $WORK (only the apps named in the arguments, when there are any), brings
# its packages, and runs `plumb check --no-cache` once on it: $WORK/out/<app>.txt (findings), .err (input problems),
# and a line in times.txt.
run_apps() {
  local spec repo rest commit folder name dir start packages
  mkdir -p "$WORK/out"
  for spec in $APPS; do
    repo=${spec%@*}; rest=${spec#*@}; commit=${rest%%:*}; folder=""
    [ "$rest" != "$commit" ] && folder=${rest#*:}
    name=${repo#*/}
    if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then continue; fi
    dir="$WORK/$name"
    [ -d "$dir" ] || git clone -q "https://github.com/$repo" "$dir"
    git -C "$dir" checkout -q "$commit" || { echo "$name: cannot check out $commit" >&2; continue; }
    bring_packages "$name" "$dir"
    packages=()
    [ -d "$WORK/$name-packages/checkouts" ] && packages=(--packages-path "$WORK/$name-packages")
    start=$(date +%s)
    "$PLUMB" check --no-cache "${packages[@]}" "$dir${folder:+/$folder}" > "$WORK/out/$name.txt" 2> "$WORK/out/$name.err"
    echo "$name rc=$? seconds=$(( $(date +%s) - start ))" >> "$WORK/out/times.txt"
  done
}

#!/usr/bin/env bash
# Installs a released plumb binary, with its completions and man page, after checking the archive's SHA-256:
# nothing is installed when the checksum does not match.
#
#   scripts/install-binary.sh VERSION [--prefix DIR] [--from URL|FOLDER] [--sha256 HASH]
#
# By default the archive for this machine (plumb-VERSION-x86_64-unknown-linux-gnu.tar.gz, ...-aarch64-...,
# or ...-universal-apple-macosx.tar.gz) and its .sha256 file are downloaded from the GitHub release VERSION of
# PLUMB_REPOSITORY (owner/name). --from takes them from another URL (file:// included) or a local folder, such as
# the dist/ folder `make dist` writes. --sha256 gives the expected checksum yourself (from the release page) instead
# of the .sha256 file beside the archive. PREFIX defaults to /usr/local; DESTDIR, if set, is put in front of it.
set -euo pipefail
REPOSITORY="${PLUMB_REPOSITORY:-OWNER/plumb}"
usage() {
  echo "usage: scripts/install-binary.sh VERSION [--prefix DIR] [--from URL|FOLDER] [--sha256 HASH]" >&2
  exit 2
}
[ $# -ge 1 ] || usage
VERSION="${1#v}"
shift
PREFIX="/usr/local"
FROM=""
EXPECTED=""
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) PREFIX="$2"; shift 2 ;;
    --from) FROM="$2"; shift 2 ;;
    --sha256) EXPECTED="$2"; shift 2 ;;
    *) usage ;;
  esac
done
[ -n "$FROM" ] || FROM="https://github.com/$REPOSITORY/releases/download/$VERSION"

case "$(uname -s)" in
  Linux) TRIPLE="$(uname -m)-unknown-linux-gnu" ;;
  Darwin) TRIPLE="universal-apple-macosx" ;;
  *) echo "install-binary: no plumb binary for $(uname -s); build from source (make install)" >&2; exit 2 ;;
esac
ARCHIVE="plumb-$VERSION-$TRIPLE.tar.gz"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# fetch NAME: copies FROM/NAME into WORK, from a folder or through curl (http, https, file).
fetch() {
  if [ -d "$FROM" ]; then
    cp "$FROM/$1" "$WORK/$1"
  else
    curl --fail --silent --show-error --location --output "$WORK/$1" "$FROM/$1"
  fi
}
fetch "$ARCHIVE" || { echo "install-binary: could not get $ARCHIVE from $FROM" >&2; exit 2; }
if [ -z "$EXPECTED" ]; then
  fetch "$ARCHIVE.sha256" || { echo "install-binary: could not get $ARCHIVE.sha256 from $FROM" >&2; exit 2; }
  EXPECTED="$(awk '{print $1; exit}' "$WORK/$ARCHIVE.sha256")"
fi
if command -v sha256sum >/dev/null; then
  ACTUAL="$(sha256sum "$WORK/$ARCHIVE" | awk '{print $1}')"
else
  ACTUAL="$(shasum -a 256 "$WORK/$ARCHIVE" | awk '{print $1}')"
fi
if [ "$(echo "$EXPECTED" | tr 'A-F' 'a-f')" != "$ACTUAL" ]; then
  echo "install-binary: refusing $ARCHIVE: its SHA-256 is $ACTUAL, expected $EXPECTED; nothing was installed" >&2
  exit 1
fi

tar -C "$WORK" -xzf "$WORK/$ARCHIVE"
SOURCE="$WORK/plumb-$VERSION-$TRIPLE"
[ -x "$SOURCE/bin/plumb" ] || { echo "install-binary: $ARCHIVE has no bin/plumb" >&2; exit 2; }
ROOT="${DESTDIR:-}$PREFIX"
install -d "$ROOT/bin"
install -m 755 "$SOURCE/bin/plumb" "$ROOT/bin/plumb"
for file in share/bash-completion/completions/plumb share/zsh/site-functions/_plumb \
  share/fish/vendor_completions.d/plumb.fish share/man/man1/plumb.1; do
  if [ -f "$SOURCE/$file" ]; then
    install -d "$(dirname "$ROOT/$file")"
    install -m 644 "$SOURCE/$file" "$ROOT/$file"
  fi
done
echo "installed $("$ROOT/bin/plumb" --version) in $ROOT/bin/plumb (SHA-256 $ACTUAL checked)"

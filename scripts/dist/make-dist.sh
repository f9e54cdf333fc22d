#!/usr/bin/env bash
# Builds plumb's release artifacts in one command (`make dist`), in OUT (default dist/):
#   plumb-VERSION-TRIPLE.tar.gz          bin/plumb (stripped; on Linux with the Swift runtime and Foundation linked
#                                        in, so it needs no toolchain), the man page, bash/zsh/fish completions
#   plumb-VERSION.artifactbundle.zip     the binary for SwiftPM binary targets (info.json, schema 1.0): the Linux
#                                        variant, and the macOS universal one when --macos-binary gives it
#   *.sha256 and SHA256SUMS              SHA-256 of each archive
# The version is PlumbVersion.current. Graphviz is not linked: plumb opens it at run time when it draws.
#
#   scripts/dist/make-dist.sh [--binary PLUMB] [--macos-binary PLUMB] [--aarch64-binary PLUMB] [--out DIR]
#                             [--scratch-path DIR]
#
# --binary packages a binary built elsewhere instead of building one; --macos-binary and --aarch64-binary add the
# binaries built on those machines to the artifact bundle (the release workflow builds each platform's tarball on
# its own runner, then the bundle with all of them).
set -euo pipefail
cd "$(dirname "$0")/../.."

BINARY=""
MACOS_BINARY=""
AARCH64_BINARY=""
OUT="dist"
SCRATCH=".build/dist"
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) BINARY="$2"; shift 2 ;;
    --macos-binary) MACOS_BINARY="$2"; shift 2 ;;
    --aarch64-binary) AARCH64_BINARY="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    --scratch-path) SCRATCH="$2"; shift 2 ;;
    *) echo "make-dist: unknown argument $1" >&2; exit 2 ;;
  esac
done

VERSION="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/PlumbKit/PlumbVersion.swift)"
[ -n "$VERSION" ] || { echo "make-dist: no version in Sources/PlumbKit/PlumbVersion.swift" >&2; exit 2; }

case "$(uname -s)" in
  Linux) TRIPLE="$(uname -m)-unknown-linux-gnu" ;;
  Darwin) TRIPLE="universal-apple-macosx" ;;
  *) echo "make-dist: unsupported system $(uname -s)" >&2; exit 2 ;;
esac

if [ -z "$BINARY" ]; then
  if [ "$(uname -s)" = Linux ]; then
    # Foundation and the Swift runtime linked in: the binary runs without a Swift toolchain. With Swift 6.3.1,
    # `--static-swift-stdlib` alone left Foundation's own dependencies out of the link (undefined CoreFoundation,
    # _FoundationCollections, Synchronization and libxml2 symbols, as swift-package-manager issue 10564 reports), so
    # they are named, in one group; libxml2 (FoundationXML: plumb reads workspace XML) is linked statically with
    # what it needs (ICU, zlib, xz), since a bare Debian has no libxml2.
    local_libraries=(Foundation FoundationXML FoundationNetworking FoundationInternationalization FoundationEssentials
      _FoundationCollections _FoundationCShims CoreFoundation _CFXMLInterface _CFURLSessionInterface _FoundationICU
      swiftSynchronization swiftDispatch dispatch BlocksRuntime swift_StringProcessing swift_RegexParser
      swift_Concurrency swiftCore :libxml2.a :libicui18n.a :libicuuc.a :libicudata.a :libz.a :liblzma.a stdc++ m)
    flags=(-c release --static-swift-stdlib --scratch-path "$SCRATCH" -Xlinker --start-group)
    for library in "${local_libraries[@]}"; do flags+=(-Xlinker "-l$library"); done
    flags+=(-Xlinker --end-group)
    BIN_PATH="$(swift build "${flags[@]}" --show-bin-path)"
    # The release build's objects also ask for libxml2 by name (autolink entries: `-lxml2`, ahead of the group
    # above), and the linker takes the first libxml2 its search path holds: the shared one in the system's library
    # folder, which a bare Debian lacks (the first release tarball needed libxml2.so.2). The products folder comes
    # before the system's on that path, so a libxml2.a there, a link to the system's static archive, is what
    # `-lxml2` finds. The binary is removed so that the link runs again with it.
    XML2="$(clang -print-file-name=libxml2.a 2>/dev/null || cc -print-file-name=libxml2.a)"
    [ -f "$XML2" ] || { echo "make-dist: no static libxml2 (install libxml2-dev)" >&2; exit 2; }
    mkdir -p "$BIN_PATH"
    ln -sf "$XML2" "$BIN_PATH/libxml2.a"
    rm -f "$BIN_PATH/plumb"
    swift build "${flags[@]}" --product plumb
    BINARY="$BIN_PATH/plumb"
  else
    swift build -c release --arch arm64 --arch x86_64 --product plumb --scratch-path "$SCRATCH"
    BINARY="$(swift build -c release --arch arm64 --arch x86_64 --scratch-path "$SCRATCH" --show-bin-path)/plumb"
  fi
fi
[ -x "$BINARY" ] || { echo "make-dist: no executable at $BINARY" >&2; exit 2; }

mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
STAGE="$(mktemp -d)"
trap 'rm -rf "$STAGE"' EXIT

# The tarball: bin/plumb, share/man/man1/plumb.1, the completions, in one top folder named like the archive.
NAME="plumb-$VERSION-$TRIPLE"
ROOT="$STAGE/$NAME"
install -d "$ROOT/bin" "$ROOT/share/man/man1"
install -m 755 "$BINARY" "$ROOT/bin/plumb"
if [ "$(uname -s)" = Linux ]; then strip "$ROOT/bin/plumb"; else strip -x "$ROOT/bin/plumb"; fi

if [ "$(uname -s)" = Linux ]; then
  # What the binary needs from the system: the C library's parts and the C++ runtime, which every Linux has; any
  # other shared library (the toolchain's, Graphviz's, libxml2, ICU) is one a bare system lacks.
  system='^(linux-vdso\.so|/lib.*/ld-linux|lib(c|m|dl|pthread|rt|util)\.so|libstdc\+\+\.so|libgcc_s\.so)'
  unexpected="$(ldd "$ROOT/bin/plumb" | awk '{print $1}' | grep -vE "$system" || true)"
  if [ -n "$unexpected" ]; then
    echo "make-dist: the binary needs $(echo $unexpected); it must need only libc, libm, libstdc++ and libgcc_s" >&2
    exit 1
  fi
fi

"$ROOT/bin/plumb" --version | grep -q "$VERSION" \
  || { echo "make-dist: the binary is not version $VERSION" >&2; exit 1; }
python3 scripts/dist/man-page.py "$ROOT/bin/plumb" >"$ROOT/share/man/man1/plumb.1"
# Completions where `make install` puts them, generated by the binary as scripts/install.sh does.
install -d "$ROOT/share/bash-completion/completions" "$ROOT/share/zsh/site-functions" \
  "$ROOT/share/fish/vendor_completions.d"
"$ROOT/bin/plumb" --generate-completion-script bash >"$ROOT/share/bash-completion/completions/plumb"
"$ROOT/bin/plumb" --generate-completion-script zsh >"$ROOT/share/zsh/site-functions/_plumb"
"$ROOT/bin/plumb" --generate-completion-script fish >"$ROOT/share/fish/vendor_completions.d/plumb.fish"
cp README.md "$ROOT/"
[ -f LICENSE ] && cp LICENSE "$ROOT/"

TARBALL="$NAME.tar.gz"
tar -C "$STAGE" --sort=name --owner=0 --group=0 --numeric-owner -czf "$OUT/$TARBALL" "$NAME"

# The artifact bundle: one variant per platform, the binary at a path info.json names.
BUNDLE="$STAGE/plumb.artifactbundle"
VARIANTS=()
add_variant() {
  local folder="$1" binary="$2" triples="$3"
  install -d "$BUNDLE/$folder/bin"
  install -m 755 "$binary" "$BUNDLE/$folder/bin/plumb"
  VARIANTS+=("{\"path\": \"$folder/bin/plumb\", \"supportedTriples\": [$triples]}")
}
if [ "$(uname -s)" = Linux ]; then
  add_variant "$NAME" "$ROOT/bin/plumb" "\"$TRIPLE\""
fi
if [ -n "$AARCH64_BINARY" ] && [ "$TRIPLE" != aarch64-unknown-linux-gnu ]; then
  add_variant "plumb-$VERSION-aarch64-unknown-linux-gnu" "$AARCH64_BINARY" '"aarch64-unknown-linux-gnu"'
fi
# A place for the universal macOS binary, which only a Mac builds (the release workflow's macOS job).
if [ "$(uname -s)" = Darwin ]; then MACOS_BINARY="${MACOS_BINARY:-$ROOT/bin/plumb}"; fi
if [ -n "$MACOS_BINARY" ]; then
  add_variant "plumb-$VERSION-universal-apple-macosx" "$MACOS_BINARY" '"x86_64-apple-macosx", "arm64-apple-macosx"'
fi
{
  echo '{'
  echo '  "schemaVersion": "1.0",'
  echo '  "artifacts": {'
  echo '    "plumb": {'
  echo "      \"version\": \"$VERSION\","
  echo '      "type": "executable",'
  echo '      "variants": ['
  for index in "${!VARIANTS[@]}"; do
    separator=","
    [ "$index" -eq $((${#VARIANTS[@]} - 1)) ] && separator=""
    echo "        ${VARIANTS[$index]}$separator"
  done
  echo '      ]'
  echo '    }'
  echo '  }'
  echo '}'
} >"$BUNDLE/info.json"
python3 -m json.tool "$BUNDLE/info.json" >/dev/null
ZIP="plumb-$VERSION.artifactbundle.zip"
rm -f "$OUT/$ZIP"
(cd "$STAGE" && zip -qrX "$OUT/$ZIP" plumb.artifactbundle)

cd "$OUT"
checksum() { if command -v sha256sum >/dev/null; then sha256sum "$1"; else shasum -a 256 "$1"; fi; }
for file in "$TARBALL" "$ZIP"; do checksum "$file" >"$file.sha256"; done
cat ./*.tar.gz.sha256 ./*.artifactbundle.zip.sha256 >SHA256SUMS
echo "plumb $VERSION in $OUT:"
ls -l "$TARBALL" "$ZIP" SHA256SUMS

#!/usr/bin/env bash
# Installs what plumb needs to build and test on a fresh Debian machine, and nothing that is already there.
set -euo pipefail

need_apt=()
command -v pkg-config >/dev/null 2>&1 || need_apt+=(pkg-config)
if ! pkg-config --exists libgvc 2>/dev/null; then need_apt+=(libgraphviz-dev); fi

if [ ${#need_apt[@]} -gt 0 ]; then
  echo "setup: installing ${need_apt[*]} with apt-get" >&2
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

# Test oracles: the SARIF schema is checked with Python's jsonschema.
if ! python3 -c 'import jsonschema' >/dev/null 2>&1; then
  echo "setup: installing jsonschema with pip" >&2
  python3 -m pip install --quiet jsonschema
fi

#!/usr/bin/env bash
# Installs what plumb needs to build on a fresh machine, and nothing that is already there: pkg-config and
# Graphviz's development files (apt on Debian and Ubuntu, Homebrew on macOS). No Python and no pip: the demo and
# the install need neither. Test-only Python tools live in a virtual environment of their own (scripts/test-tools.sh).
set -euo pipefail

if [ "$(uname -s)" = Darwin ]; then
  if ! pkg-config --exists libgvc 2>/dev/null; then
    if command -v brew >/dev/null 2>&1; then
      echo "setup: installing graphviz and pkg-config with Homebrew" >&2
      brew install graphviz pkg-config
    else
      echo "setup: plumb needs Graphviz: install Homebrew, then 'brew install graphviz pkg-config'" >&2
      exit 2
    fi
  fi
  exit 0
fi

need_apt=()
command -v pkg-config >/dev/null 2>&1 || need_apt+=(pkg-config)
if ! pkg-config --exists libgvc 2>/dev/null; then need_apt+=(libgraphviz-dev); fi

if [ ${#need_apt[@]} -gt 0 ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "setup: plumb needs ${need_apt[*]} (Graphviz's development files and pkg-config); install them with your package manager" >&2
    exit 2
  fi
  echo "setup: installing ${need_apt[*]} with apt-get" >&2
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

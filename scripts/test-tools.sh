#!/usr/bin/env bash
# The Python tools only the tests use (jsonschema validates SARIF, pre-commit validates .pre-commit-hooks.yaml), in a
# virtual environment of the tests' own: .build/test-tools, or the folder given as $1. Works where the system Python
# refuses `pip install` (externally-managed-environment: Debian 12, Ubuntu 24.04). Prints the environment's bin
# folder; does nothing but print it when the tools are already there.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV="${1:-.build/test-tools}"
PYTHON="${PYTHON:-python3}"

if [ -x "$VENV/bin/python3" ] && "$VENV/bin/python3" -c 'import jsonschema' >/dev/null 2>&1 && [ -x "$VENV/bin/pre-commit" ]; then
  (cd "$VENV/bin" && pwd)
  exit 0
fi

if ! "$PYTHON" -m venv --help >/dev/null 2>&1 || ! "$PYTHON" -c 'import ensurepip' >/dev/null 2>&1; then
  # Debian and Ubuntu ship venv's pip bootstrap separately.
  if command -v apt-get >/dev/null 2>&1; then
    echo "test-tools: installing python3-venv with apt-get" >&2
    SUDO=""
    if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv >/dev/null
  fi
fi

echo "test-tools: creating a virtual environment in $VENV with jsonschema and pre-commit" >&2
rm -rf "$VENV"
mkdir -p "$(dirname "$VENV")"
"$PYTHON" -m venv "$VENV"
"$VENV/bin/python3" -m pip install --quiet --disable-pip-version-check jsonschema pre-commit >&2
(cd "$VENV/bin" && pwd)

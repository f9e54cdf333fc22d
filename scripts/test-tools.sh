#!/usr/bin/env bash
# The Python tools only the tests use (jsonschema validates SARIF, pre-commit validates .pre-commit-hooks.yaml,
# selenium drives headless Chromium through the HTML report: scripts/browser-test.py), in a
# virtual environment of the tests' own: .build/test-tools, or the folder given as $1. Works where the system Python
# refuses `pip install` (externally-managed-environment: Debian 12, Ubuntu 24.04). Prints the environment's bin
# folder; does nothing but print it when the tools are already there.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV="${1:-.build/test-tools}"
PYTHON="${PYTHON:-python3}"

# The browser the report's browser test drives (Debian's chromium and its driver; Ubuntu ships Chromium as a snap,
# which containers cannot run: there, and where apt-get fails, the browser test skips and says so).
if [ "$(uname -s)" != Darwin ] && command -v apt-get >/dev/null 2>&1 \
  && { ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; }; then
  echo "test-tools: installing chromium and chromium-driver with apt-get (for scripts/browser-test.py)" >&2
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  if ! { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null; }; then
    echo "test-tools: could not install chromium; the browser test will be skipped" >&2
  fi
fi

if [ -x "$VENV/bin/python3" ] && "$VENV/bin/python3" -c 'import jsonschema, selenium' >/dev/null 2>&1 \
  && [ -x "$VENV/bin/pre-commit" ]; then
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

echo "test-tools: creating a virtual environment in $VENV with jsonschema, pre-commit and selenium" >&2
rm -rf "$VENV"
mkdir -p "$(dirname "$VENV")"
"$PYTHON" -m venv "$VENV"
"$VENV/bin/python3" -m pip install --quiet --disable-pip-version-check jsonschema pre-commit selenium >&2
(cd "$VENV/bin" && pwd)

#!/usr/bin/env bash
# The determinism tests twice: with Swift's per-process random hash seed, then with the fixed seed, so an output
# that depends on hash order fails in one of the two runs (the tests also compare processes with both seeds).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
filter='DeterminismTests|DeterminismCLITests'
echo "== random hash seeds"
env -u SWIFT_DETERMINISTIC_HASHING swift test --skip-build --filter "$filter"
echo "== SWIFT_DETERMINISTIC_HASHING=1"
SWIFT_DETERMINISTIC_HASHING=1 swift test --skip-build --filter "$filter"

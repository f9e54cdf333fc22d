#!/usr/bin/env bash
# The check step of the GitHub Action (action.yml at the repository's root): one run of `plumb check` with three
# reporters (annotations on stdout, SARIF for code scanning, Markdown for the job summary), the summary appended to
# $GITHUB_STEP_SUMMARY, and the exit code kept for the action's last step. Inputs come from the environment:
#   PLUMB           the plumb binary (default: plumb on PATH)
#   PLUMB_PATH      the folder to check (default: .)
#   PLUMB_ARGS      more arguments for `plumb check` (e.g. "--strict --baseline plumb-baseline.json")
#   PLUMB_SARIF     where to write the SARIF file (default: plumb.sarif)
#   PLUMB_SUMMARY   where to write the Markdown report (default: plumb-summary.md)
#   GITHUB_STEP_SUMMARY, GITHUB_OUTPUT   set by GitHub Actions; written when set
set -uo pipefail
PLUMB="${PLUMB:-plumb}"
PLUMB_PATH="${PLUMB_PATH:-.}"
PLUMB_SARIF="${PLUMB_SARIF:-plumb.sarif}"
PLUMB_SUMMARY="${PLUMB_SUMMARY:-plumb-summary.md}"

# shellcheck disable=SC2086
"$PLUMB" check "$PLUMB_PATH" --reporter github --reporter "sarif:$PLUMB_SARIF" --reporter "markdown:$PLUMB_SUMMARY" \
  ${PLUMB_ARGS:-}
status=$?

if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  if [ -f "$PLUMB_SUMMARY" ]; then
    cat "$PLUMB_SUMMARY" >>"$GITHUB_STEP_SUMMARY"
  else
    echo "plumb could not run (exit code $status); see the job log." >>"$GITHUB_STEP_SUMMARY"
  fi
fi
if [ -n "${GITHUB_OUTPUT:-}" ]; then
  echo "exit-code=$status" >>"$GITHUB_OUTPUT"
  if [ -f "$PLUMB_SARIF" ]; then echo "sarif=$PLUMB_SARIF" >>"$GITHUB_OUTPUT"; fi
fi
echo "plumb check exited with $status (0 clean, 1 findings at error severity, 2 could not run)"
# The action fails (or not, as asked) in its last step, after the summary and the SARIF upload.
exit 0

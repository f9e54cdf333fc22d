#!/usr/bin/env bash
# scripts/analysis-outputs.sh BIN OUTDIR TARGET...: the outputs of check (text and JSON, with stderr and the exit
# status), score (text and JSON), graph JSON, metrics, matrix, report HTML and init (where the target has no
# .plumb.yml) on each target, with no cache, for byte comparison of two builds (`diff -r OUT1 OUT2`).
bin=$1; out=$2; shift 2; mkdir -p "$out"
for t in "$@"; do
  n=$(echo "$t" | tr '/' '_')
  "$bin" check "$t" --no-cache --reporter json > "$out/$n.check.json" 2> "$out/$n.check.err"; echo "exit $?" >> "$out/$n.check.err"
  "$bin" check "$t" --no-cache > "$out/$n.check.txt" 2>/dev/null
  "$bin" score "$t" --no-cache > "$out/$n.score.txt" 2>/dev/null
  "$bin" score "$t" --no-cache --format json > "$out/$n.score.json" 2>/dev/null
  "$bin" graph "$t" --no-cache --format json > "$out/$n.graph.json" 2>/dev/null
  "$bin" metrics "$t" --no-cache > "$out/$n.metrics.txt" 2>/dev/null
  "$bin" matrix "$t" --no-cache > "$out/$n.matrix.txt" 2>/dev/null
  "$bin" report "$t" --no-cache -o "$out/$n.report.html" > /dev/null 2>&1
  if [ ! -e "$t/.plumb.yml" ]; then
    "$bin" init "$t" --no-cache > "$out/$n.init.txt" 2>&1; mv "$t/.plumb.yml" "$out/$n.init.yml" 2>/dev/null
  fi
done

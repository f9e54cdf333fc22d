extension HTMLReport {
  /// The report's styles (`plumb compare` uses them too). Colours: the instability scale (deep to pale blue) is the
  /// only fill that encodes a number; red, orange and grey outlines are findings by severity; purple marks cycles;
  /// the selection and its neighbourhood are navy, teal (what it depends on) and magenta (what depends on it).
  static let css = """
    :root { --fg: #1d2330; --muted: #5d6678; --line: #e3e7ef; --bg: #f7f8fb; --card: #fff; --accent: #3656d6;
      --error: #c62828; --warning: #d9822b; --note: #6b7280; --ok: #2e7d4f; --cycle: #7b3fe4;
      --focus: #1a2b6b; --dep: #0f8b8d; --dependent: #b0348f; }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--fg);
      font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; }
    main { max-width: 1480px; margin: 0 auto; padding: 28px 24px 48px; }
    h1 { margin: 0 0 14px; font-size: 26px; }
    h2 { margin: 0 0 10px; font-size: 19px; }
    h3 { margin: 18px 0 6px; font-size: 16px; }
    header nav { margin-top: 14px; font-size: 14px; }
    a { color: var(--accent); text-decoration: none; }
    a:hover { text-decoration: underline; }
    .cards { display: flex; gap: 12px; flex-wrap: wrap; }
    .card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 10px 18px;
      min-width: 120px; display: flex; flex-direction: column; }
    .card .value { font-size: 26px; font-weight: 650; }
    .card .label { color: var(--muted); font-size: 13px; }
    .card.error .value { color: var(--error); } .card.warning .value { color: var(--warning); }
    .card.ok .value { color: var(--ok); } .card.note .value { color: var(--note); }
    section { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 18px 20px;
      margin-top: 20px; }
    .hint { color: var(--muted); font-size: 13px; margin: 0 0 12px; }
    .large { background: #fff6e0; border: 1px solid #f0d9a0; border-radius: 6px; padding: 6px 10px; font-size: 13px; }
    .toolbar { display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: center; margin-bottom: 8px; font-size: 13px; }
    .toolbar input[type=search] { width: 220px; padding: 4px 8px; border: 1px solid #c5ccda; border-radius: 6px;
      font: inherit; }
    .toolbar select { font: inherit; }
    .toolbar .toggles label { margin-right: 8px; white-space: nowrap; }
    .toolbar label:has(input:disabled) { color: #a0a7b5; }
    .toolbar button { font: inherit; padding: 2px 10px; border: 1px solid #c5ccda; background: #f4f6fa;
      border-radius: 6px; cursor: pointer; min-width: 30px; }
    .toolbar button:hover { background: #e8ecf4; }
    .count-label { color: var(--muted); min-width: 70px; }
    .levels { display: flex; gap: 6px; align-items: center; margin: 0 0 10px; flex-wrap: wrap; }
    .levels button { font: inherit; font-size: 14px; padding: 4px 14px; border: 1px solid #c5ccda; background: #f4f6fa;
      border-radius: 6px; cursor: pointer; }
    .levels button[aria-pressed=true] { background: #2f4b9a; border-color: #2f4b9a; color: #fff; font-weight: 600; }
    .levels .hint { margin: 0 0 0 8px; }
    .level section { border: none; padding: 0; }
    .explorer { display: flex; gap: 12px; align-items: stretch; }
    .viewport { flex: 1; min-width: 0; height: 72vh; min-height: 420px; border: 1px solid var(--line);
      border-radius: 8px; overflow: hidden; background: #fff; cursor: grab; position: relative; }
    .viewport.dragging { cursor: grabbing; }
    .viewport:focus { outline: 2px solid #b9c6f0; }
    .variant, .variant > svg { width: 100%; height: 100%; display: block; }
    .variant[hidden] { display: none; }
    .panel { width: 330px; flex: none; height: 72vh; min-height: 420px; overflow: auto; border: 1px solid var(--line);
      border-radius: 8px; padding: 12px 14px; font-size: 13px; background: #fbfcfe; }
    .panel h3 { margin: 0 0 2px; font-size: 17px; word-break: break-word; }
    .panel .sub { color: var(--muted); margin: 0 0 8px; }
    .panel dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 8px 0; }
    .panel dt { font-weight: 600; cursor: help; border-bottom: 1px dotted #9aa3b5; justify-self: start; }
    .panel dd { margin: 0; font-variant-numeric: tabular-nums; }
    .panel ul { margin: 4px 0 10px; padding-left: 18px; }
    .panel li { margin: 2px 0; }
    .panel h4 { margin: 10px 0 2px; font-size: 13px; }
    .panel button { font: inherit; padding: 3px 10px; border: 1px solid #c5ccda; background: #f4f6fa;
      border-radius: 6px; cursor: pointer; margin: 4px 6px 4px 0; }
    .panel .finding { margin: 4px 0; }
    .panel .loc { word-break: break-all; }
    .panel .advice { margin: 4px 0 8px; padding: 6px 8px; border-left: 3px solid var(--cycle); background: #f5f0ff; }
    .panel .advice .cut { margin-top: 3px; }
    .matrix-box { overflow: auto; max-height: 80vh; }
    table.dsm { width: auto; border-collapse: collapse; font-size: 11px; font-variant-numeric: tabular-nums; }
    table.dsm th, table.dsm td { padding: 1px 3px; border: 1px solid #e6e9f0; text-align: center; min-width: 18px; }
    table.dsm thead th { position: sticky; top: 0; background: #f0f2f7; z-index: 1; }
    table.dsm th.row { text-align: left; white-space: nowrap; position: sticky; left: 0; background: #f7f8fb; }
    table.dsm th.row .number { color: var(--muted); display: inline-block; min-width: 22px; }
    table.dsm tr.group th { text-align: left; background: #e9ecf4; font-weight: 600; position: sticky; left: 0; }
    table.dsm td.diagonal { background: #d9dde6; }
    table.dsm td.above { background: #fde2e1; color: #8e1c1c; font-weight: 600; }
    table.dsm td.cycle { outline: 2px solid var(--cycle); outline-offset: -2px; }
    table.dsm td.cut { outline: 2px dashed var(--error); outline-offset: -2px; }
    .cycle-advice h3 { margin-bottom: 4px; }
    .panel a.module { cursor: pointer; }
    .legend { display: flex; flex-wrap: wrap; gap: 4px 18px; font-size: 12px; color: var(--muted); margin-top: 8px; }
    .legend .scale { display: inline-block; width: 70px; height: 10px; border-radius: 2px; vertical-align: middle;
      background: linear-gradient(to right, #1f5fa8, #6b9fd4, #c9def2); border: 1px solid #b8c2d3; }
    .key { display: inline-block; width: 26px; height: 0; vertical-align: middle; border-top: 2px solid #555; }
    .key.dashed { border-top-style: dashed; } .key.finding { border-top: 3px solid #d62728; }
    .key.cycle { border-top: 4px solid var(--cycle); } .key.focus { border-top: 4px solid var(--focus); }
    .key.dep { border-top: 4px solid var(--dep); } .key.dependent { border-top: 4px solid var(--dependent); }
    /* The graph's states: set by the script as classes on the SVG's nodes and edges. */
    svg .node, svg .edge { transition: opacity .15s; }
    svg .node { cursor: pointer; }
    .hide-externals svg .external, .hide-externals svg .to-external { display: none; }
    .hide-layers svg .cluster { display: none; }
    .show-cycles svg .edge.cycle path { stroke: var(--cycle); stroke-width: 3; }
    .show-cycles svg .edge.cycle polygon { stroke: var(--cycle); fill: var(--cycle); }
    .show-cycles svg .edge.cut path { stroke-dasharray: 8 4; stroke-width: 4; }
    .show-cycles svg .node.cycle > path, .show-cycles svg .node.cycle > polygon,
    .show-cycles svg .node.cycle a > path, .show-cycles svg .node.cycle a > polygon { stroke: var(--cycle); stroke-width: 3; }
    .only-findings svg .node:not(.finding), .only-findings svg .edge:not(.finding) { opacity: 0.2; }
    svg .dim { opacity: 0.13; }
    svg .match path, svg .match polygon { stroke: #f0b400; stroke-width: 4; }
    svg .node.focus path, svg .node.focus polygon { stroke: var(--focus); stroke-width: 4; }
    svg .node.dep path, svg .node.dep polygon { stroke: var(--dep); stroke-width: 3; }
    svg .node.dependent path, svg .node.dependent polygon { stroke: var(--dependent); stroke-width: 3; }
    svg .edge.dep path { stroke: var(--dep); stroke-width: 2.5; } svg .edge.dep polygon { stroke: var(--dep); fill: var(--dep); }
    svg .edge.dependent path { stroke: var(--dependent); stroke-width: 2.5; }
    svg .edge.dependent polygon { stroke: var(--dependent); fill: var(--dependent); }
    dialog { width: min(1200px, 94vw); height: 86vh; border: 1px solid var(--line); border-radius: 10px; padding: 12px; }
    dialog::backdrop { background: rgba(20, 25, 40, .45); }
    .dialog-head { display: flex; justify-content: space-between; align-items: center; margin-bottom: 4px; }
    #types-body { overflow: auto; height: calc(100% - 70px); text-align: center; }
    #types-body svg { max-width: 100%; height: auto; }
    table { border-collapse: collapse; width: 100%; font-size: 14px; }
    th, td { padding: 6px 10px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
    th { background: #f0f2f7; font-weight: 600; white-space: nowrap; }
    th[title] { text-decoration: underline dotted #9aa3b5; text-underline-offset: 3px; }
    table.sortable th { cursor: pointer; user-select: none; }
    table.sortable th:hover { background: #e6e9f2; }
    th.asc::after { content: " ▲"; font-size: 10px; } th.desc::after { content: " ▼"; font-size: 10px; }
    td.num, th[data-type=num] { text-align: right; font-variant-numeric: tabular-nums; }
    tbody tr:hover { background: #fafbfe; }
    tr.selected { background: #eef2ff; }
    table.hide-tests tr.test { display: none; }
    .container { color: var(--muted); font-size: 12px; }
    .swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 6px;
      border: 1px solid rgba(0,0,0,.15); }
    .far { color: var(--error); font-weight: 600; }
    .none { color: var(--muted); }
    .passed { color: var(--ok); font-weight: 600; }
    dl.glossary { display: grid; grid-template-columns: auto 1fr; gap: 0 12px; font-size: 12px; color: var(--muted);
      margin: 10px 0 0; }
    dl.glossary dt { font-weight: 600; } dl.glossary dd { margin: 0; }
    .bar { display: inline-block; width: 80px; height: 8px; background: #e8ebf2; border-radius: 4px;
      vertical-align: middle; overflow: hidden; }
    .bar span { display: block; height: 100%; background: var(--accent); }
    .rating { padding: 1px 8px; border-radius: 10px; font-size: 12px; background: #eef0f5; }
    .rating.high { background: #dff3e6; color: #1f6b3c; } .rating.low { background: #fde2e1; color: #8e1c1c; }
    .rating.moderate { background: #fff1d6; color: #7a4b00; }
    .evidence { color: var(--muted); font-size: 13px; }
    .tag { font-size: 12px; background: #eef0f5; padding: 2px 8px; border-radius: 10px; vertical-align: middle; }
    .chart-box { display: flex; justify-content: center; gap: 18px; align-items: flex-start; flex-wrap: wrap; }
    ol.crowded { font-size: 12px; max-width: 480px; margin: 10px 0; padding-left: 28px; }
    ol.crowded.columns { columns: 2; column-gap: 36px; }
    ol.crowded li { break-inside: avoid; }
    svg.chart { font-size: 11px; max-width: 100%; height: auto; }
    svg.chart .grid { stroke: #eceff5; } svg.chart .frame { fill: none; stroke: #b8bfcc; }
    svg.chart .main-sequence { stroke: var(--accent); stroke-width: 1.5; stroke-dasharray: 6 4; }
    svg.chart .main-sequence-label { fill: var(--accent); font-size: 11px; }
    svg.chart .zone { stroke: none; } svg.chart .pain { fill: #fdeceb; } svg.chart .useless { fill: #fff5e2; }
    svg.chart .zone-label { fill: #9a6b6b; font-style: italic; font-size: 11px; }
    svg.chart .tick { fill: var(--muted); font-size: 10px; } svg.chart .axis { fill: var(--fg); font-size: 12px; }
    svg.chart circle { stroke: #7d8aa0; stroke-width: 1; }
    svg.chart circle.far { stroke: var(--error); stroke-width: 2.5; }
    svg.chart .leader { stroke: #9aa3b5; stroke-width: 0.75; }
    svg.chart .module text { fill: var(--fg); font-size: 11px; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
    svg.chart .module text.number { fill: #10233f; font-size: 8px; font-weight: 700; stroke: none; }
    details.rule { border: 1px solid var(--line); border-radius: 8px; margin: 10px 0; padding: 8px 12px; }
    details.rule summary { cursor: pointer; }
    details.rule ul { margin: 8px 0 2px; padding-left: 18px; }
    details.rule li { margin: 4px 0; }
    .count { background: #eef0f5; border-radius: 10px; padding: 0 7px; font-size: 12px; }
    .summary { color: var(--muted); }
    .rationale { color: var(--muted); font-size: 13px; margin: 6px 0 0; }
    .sev { display: inline-block; min-width: 58px; text-align: center; font-size: 11px; font-weight: 600;
      text-transform: uppercase; border-radius: 4px; padding: 0 5px; color: #fff; }
    .sev.error { background: var(--error); } .sev.warning { background: var(--warning); }
    .sev.note { background: var(--note); }
    .loc { font-family: ui-monospace, Menlo, monospace; font-size: 13px; }
    .finding-note { color: var(--muted); font-size: 13px; margin-left: 64px; }
    .clean { color: var(--ok); font-weight: 600; }
    footer { color: var(--muted); font-size: 12px; margin-top: 24px; text-align: center; }
    @media (max-width: 900px) { .explorer { flex-direction: column; } .panel { width: auto; height: auto; } }

    """

  /// Sorts a table by the clicked column (numbers by value), toggling the direction; shows the metrics table's test
  /// targets when asked.
  static let tableScript = """
    var metricsTests = document.getElementById("metrics-tests");
    if (metricsTests) {
      metricsTests.addEventListener("change", function () {
        document.querySelector("table.metrics").classList.toggle("hide-tests", !metricsTests.checked);
      });
    }
    document.querySelectorAll("table.sortable").forEach(function (table) {
      table.querySelectorAll("th").forEach(function (th, column) {
        th.addEventListener("click", function () {
          var numeric = th.dataset.type === "num";
          var ascending = !th.classList.contains("asc");
          table.querySelectorAll("th").forEach(function (h) { h.classList.remove("asc", "desc"); });
          th.classList.add(ascending ? "asc" : "desc");
          var body = table.tBodies[0];
          var rows = Array.prototype.slice.call(body.rows);
          rows.sort(function (a, b) {
            var x = a.cells[column].dataset.value, y = b.cells[column].dataset.value;
            var order = numeric ? parseFloat(x) - parseFloat(y) : x.localeCompare(y);
            return ascending ? order : -order;
          });
          rows.forEach(function (row) { body.appendChild(row); });
        });
      });
    });

    """
}

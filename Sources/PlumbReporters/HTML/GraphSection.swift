import Foundation
import PlumbModel

/// The report's module graph: a toolbar (search, focus depth, what to show), the SVG Graphviz laid out (one per
/// variant, with and without test targets), a side panel for the selected module, a legend; then the data the
/// script reads and the type diagrams, inert until opened.
enum GraphSection {
  static func html(_ input: ReportInput, options: HTMLReportOptions) -> String {
    var html = "<section id=\"graph\"><h2>Module graph</h2>\n"
    guard !input.graph.modules.isEmpty else {
      return html + "<p class=\"missing\">No modules found.</p></section>\n"
    }
    guard !options.graph.isEmpty else {
      let problem = options.graphProblem ?? "The graph could not be rendered."
      return html + "<p class=\"missing\">\(Escape.xml(problem))</p></section>\n"
    }
    if let advice = DOTEncoder.size(input, options: options.diagram).advice {
      html += "<p class=\"large\">\(Escape.xml(advice)) The side panel lists every dependency of a module.</p>\n"
    }
    html += toolbar(options)
    html += "<div class=\"explorer\"><div class=\"viewport\" id=\"viewport\" tabindex=\"0\" "
    html += "aria-label=\"Module graph: drag to pan, wheel or +/− to zoom, click a module\">\n"
    let shown = options.graph.first { $0.includesTests == options.diagram.includeTests } ?? options.graph[0]
    for variant in options.graph.sorted(by: { !$0.includesTests && $1.includesTests }) {
      let name = variant.includesTests ? "tests" : "plain"
      let hidden = variant.includesTests == shown.includesTests ? "" : " hidden"
      html += "<div class=\"variant\" data-variant=\"\(name)\" "
      html += "data-prefix=\"\(HTMLReportOptions.GraphVariant.prefix(includesTests: variant.includesTests))\"\(hidden)>"
      html += inlineSVG(variant.svg) + "</div>\n"
    }
    html += "</div>\n" + sidePanel + "</div>\n"
    html += legend(input)
    html += "<script type=\"application/json\" id=\"graph-data\">"
    html += ReportGraphData(input, options: options).scriptJSON + "</script>\n"
    html += typeDiagrams(input, options: options)
    return html + "</section>\n"
  }

  private static func toolbar(_ options: HTMLReportOptions) -> String {
    let hasTests = options.graph.contains { $0.includesTests } && options.graph.contains { !$0.includesTests }
    let externalsShown = options.diagram.externals != .hide
    var html = "<div class=\"toolbar\" role=\"toolbar\">"
    html += "<input type=\"search\" id=\"search\" placeholder=\"Search modules\" list=\"module-names\" "
    html += "aria-label=\"Search modules\" autocomplete=\"off\"><datalist id=\"module-names\"></datalist>"
    html += "<span id=\"search-count\" class=\"count-label\"></span>"
    html += "<label title=\"How many dependency steps around the selected module stay lit, both ways\">Depth "
    html += "<select id=\"depth\"><option value=\"1\">1</option><option value=\"2\">2</option>"
    html += "<option value=\"3\">3</option><option value=\"all\">all</option></select></label>"
    html += "<span class=\"toggles\">"
    html += toggle("externals", "External packages", checked: externalsShown, enabled: externalsShown)
    html += toggle(
      "tests", "Test targets", checked: options.diagram.includeTests, enabled: hasTests,
      note: hasTests ? nil : "Only one drawing: plumb report --include-tests draws the test targets")
    html += toggle("layers", "Layer and package frames", checked: true, enabled: true)
    html += toggle("cycles", "Highlight modules and edges in cycles", checked: true, enabled: true)
    html += toggle("findings", "Dim every module and edge without a finding", checked: false, enabled: true)
    html += "</span><span class=\"zoom\"><button type=\"button\" id=\"zoom-in\" title=\"Zoom in\">+</button>"
    html += "<button type=\"button\" id=\"zoom-out\" title=\"Zoom out\">−</button>"
    html += "<button type=\"button\" id=\"zoom-fit\" title=\"Show the whole graph\">Fit</button>"
    html += "<button type=\"button\" id=\"clear\" title=\"Clear the selection (Esc)\">Clear</button></span>"
    return html + "</div>\n"
  }

  private static func toggle(_ id: String, _ title: String, checked: Bool, enabled: Bool, note: String? = nil)
    -> String
  {
    let label = ["externals": "externals", "tests": "tests", "layers": "layers", "cycles": "cycles",
      "findings": "findings"][id] ?? id
    var html = "<label title=\"\(Escape.xml(note ?? title))\"><input type=\"checkbox\" id=\"show-\(id)\""
    if checked { html += " checked" }
    if !enabled { html += " disabled" }
    return html + "> \(label)</label>"
  }

  private static let sidePanel = """
    <aside class="panel" id="panel" aria-live="polite"><p class="hint" id="panel-empty">Click a module to see its \
    dependencies and dependents (the depth says how far), its metrics and findings. Search, or click a name in the \
    metrics table.</p><div id="panel-body" hidden></div></aside>
    """

  private static func legend(_ input: ReportInput) -> String {
    var html = "<div class=\"legend\">"
    html += "<span><span class=\"scale\"></span> Fill: instability I, deep blue stable (0) to pale unstable (1); "
    html += "the same scale in the table and the chart.</span>"
    html += "<span><i class=\"key solid\"></i> declared dependency</span>"
    html += "<span><i class=\"key dashed\"></i> import only (no manifest declares it)</span>"
    html += "<span><i class=\"key finding\"></i> finding (red: error, orange: warning, grey: note)</span>"
    html += "<span><i class=\"key cycle\"></i> in a cycle (dashed: the edge to cut)</span>"
    html += "<span><i class=\"key focus\"></i> selected · <i class=\"key dep\"></i> depends on · "
    html += "<i class=\"key dependent\"></i> depended on by</span>"
    html += "<span>Grey boxes with tabs: external packages. Dashed boxes: test targets. Frames: "
    html += input.layers == nil ? "packages and projects" : "layers (top first), packages inside"
    html += ".</span>"
    return html + "</div>\n"
  }

  /// Each module's type diagram in a `<template>`: parsed, never rendered until the dialog opens it.
  private static func typeDiagrams(_ input: ReportInput, options: HTMLReportOptions) -> String {
    guard !options.typeDiagrams.isEmpty else { return "" }
    var diagram = options.diagram
    diagram.includeTests = diagram.includeTests || options.graph.contains { $0.includesTests }
    let model = DiagramModel(input, options: diagram)
    var html = ""
    for (index, node) in model.nodes.enumerated() {
      guard let module = node.module, let svg = options.typeDiagrams[module.id] else { continue }
      html += "<template id=\"types-\(index)\">\(inlineSVG(svg))</template>\n"
    }
    html += "<dialog id=\"types-dialog\"><div class=\"dialog-head\"><strong id=\"types-title\"></strong>"
    html += "<button type=\"button\" id=\"types-close\">Close</button></div>"
    html += "<p class=\"hint\">Types of the module and the types they use in other modules: views blue, view models "
    html += "green, coordinators and routers orange, services purple; protocols are ellipses. Hover a type for its "
    html += "file.</p><div id=\"types-body\"></div></dialog>\n"
    return html
  }

  /// Graphviz's SVG without the XML prolog, doctype and comments, so it can sit inside HTML. One pass over the
  /// bytes: Graphviz writes a comment per node and edge, and the SVG of a big graph runs to megabytes.
  static func inlineSVG(_ svg: String) -> String {
    let bytes = Array(svg.utf8)
    let open = Array("<!--".utf8), close = Array("-->".utf8), start = Array("<svg".utf8)
    func matches(_ pattern: [UInt8], at index: Int) -> Bool {
      index + pattern.count <= bytes.count && bytes[index..<index + pattern.count].elementsEqual(pattern)
    }
    guard var index = bytes.indices.first(where: { matches(start, at: $0) }) else { return "" }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count - index)
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<"), matches(open, at: index) {
        index += open.count
        while index < bytes.count, !matches(close, at: index) { index += 1 }
        index += close.count
        continue
      }
      result.append(bytes[index])
      index += 1
    }
    return String(decoding: result, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

import Foundation
import PlumbModel

/// The report's module graph: a toolbar (search, focus depth, what to show), the SVG Graphviz laid out (one per
/// variant, with and without test targets), a side panel for the selected module, a legend; then the data the
/// script reads and the type diagrams, inert until opened.
enum GraphSection {
  static func html(_ input: ReportInput, options: HTMLReportOptions) -> String {
    guard let folders = options.folders else {
      return "<section id=\"graph\"><h2>Module graph</h2>\n" + explorer(input, options: options) + "</section>\n"
    }
    // Two levels, one shown: the page opens on the one `opensOn` names, the switch shows the other.
    let onFolders = options.opensOn == .folder
    var html = "<section id=\"graph\"><h2 id=\"graph-title\">\(onFolders ? "Folder graph" : "Module graph")</h2>\n"
    html += "<div class=\"levels\" role=\"group\" aria-label=\"Which graph\">"
    html += levelButton("module", "Modules", count: input.analysedModuleCount, pressed: !onFolders)
    html += levelButton("folder", "Folders", count: folders.input.graph.modules.count, pressed: onFolders)
    html += "<span class=\"hint\">\(onFolders ? FolderViewSection.whyFolders : FolderViewSection.whyModules)</span>"
    html += "</div>\n"
    html += "<div class=\"level\" id=\"level\" data-level=\"module\"\(onFolders ? " hidden" : "")>\n"
    html += explorer(input, options: options) + "</div>\n"
    html += "<div class=\"level\" id=\"\(HTMLReportOptions.FolderView.elementPrefix)level\" data-level=\"folder\""
    html += "\(onFolders ? "" : " hidden")>\n" + FolderViewSection.html(folders, options: options) + "</div>\n"
    return html + "</section>\n"
  }

  private static func levelButton(_ level: String, _ title: String, count: Int, pressed: Bool) -> String {
    "<button type=\"button\" data-level=\"\(level)\" aria-pressed=\"\(pressed)\">\(title) (\(count))</button>"
  }

  /// The toolbar, the drawings, the side panel, the legend, the script's data and the type diagrams of one level;
  /// every element id begins with `options.elementPrefix` ("" for modules), so two levels share one page.
  static func explorer(_ input: ReportInput, options: HTMLReportOptions) -> String {
    let prefix = options.elementPrefix
    let noun = options.level == .folder ? "folder" : "module"
    var html = ""
    guard !input.graph.modules.isEmpty else {
      return html + "<p class=\"missing\">No \(noun)s found.</p>\n"
    }
    guard !options.graph.isEmpty else {
      let problem = options.graphProblem ?? "The graph could not be rendered."
      return html + "<p class=\"missing\">\(Escape.xml(problem))</p>\n"
    }
    if let advice = DOTEncoder.size(input, options: options.diagram).advice {
      html += "<p class=\"large\">\(Escape.xml(advice)) The side panel lists every dependency of a \(noun).</p>\n"
    }
    html += toolbar(options)
    html += "<div class=\"explorer\"><div class=\"viewport\" id=\"\(prefix)viewport\" tabindex=\"0\" "
    html += "aria-label=\"\(options.level == .folder ? "Folder" : "Module") graph: drag to pan, wheel or +/− to zoom, "
    html += "click a \(noun)\">\n"
    let shown = options.graph.first { $0.includesTests == options.diagram.includeTests } ?? options.graph[0]
    for variant in options.graph.sorted(by: { !$0.includesTests && $1.includesTests }) {
      let name = variant.includesTests ? "tests" : "plain"
      let hidden = variant.includesTests == shown.includesTests ? "" : " hidden"
      html += "<div class=\"variant\" data-variant=\"\(name)\" "
      html += "data-prefix=\"\(prefix)\(HTMLReportOptions.GraphVariant.prefix(includesTests: variant.includesTests))\""
      html += "\(hidden)>" + inlineSVG(variant.svg) + "</div>\n"
    }
    html += "</div>\n" + sidePanel(prefix: prefix, noun: noun) + "</div>\n"
    html += options.level == .folder ? FolderViewSection.legend : legend(input)
    html += "<script type=\"application/json\" id=\"\(prefix)graph-data\">"
    html += ReportGraphData(input, options: options).scriptJSON + "</script>\n"
    html += typeDiagrams(input, options: options)
    return html
  }

  private static func toolbar(_ options: HTMLReportOptions) -> String {
    let hasTests = options.graph.contains { $0.includesTests } && options.graph.contains { !$0.includesTests }
    // Folders have no external packages to show or hide.
    let externalsShown = options.diagram.externals != .hide && options.level == .module
    let prefix = options.elementPrefix
    let noun = options.level == .folder ? "folders" : "modules"
    var html = "<div class=\"toolbar\" role=\"toolbar\">"
    html += "<input type=\"search\" id=\"\(prefix)search\" placeholder=\"Search \(noun)\" "
    html += "list=\"\(prefix)module-names\" aria-label=\"Search \(noun)\" autocomplete=\"off\">"
    html += "<datalist id=\"\(prefix)module-names\"></datalist>"
    html += "<span id=\"\(prefix)search-count\" class=\"count-label\"></span>"
    html += "<label title=\"How many dependency steps around the selected module stay lit, both ways\">Depth "
    html += "<select id=\"\(prefix)depth\"><option value=\"1\">1</option><option value=\"2\">2</option>"
    html += "<option value=\"3\">3</option><option value=\"all\">all</option></select></label>"
    html += "<span class=\"toggles\">"
    html += toggle(prefix, "externals", "External packages", checked: externalsShown, enabled: externalsShown)
    html += toggle(
      prefix, "tests", "Test targets", checked: options.diagram.includeTests, enabled: hasTests,
      note: hasTests ? nil : "Only one drawing: plumb report --include-tests draws the test targets")
    html += toggle(prefix, "layers", "Layer and package frames", checked: true, enabled: true)
    html += toggle(prefix, "cycles", "Highlight modules and edges in cycles", checked: true, enabled: true)
    html += toggle(prefix, "findings", "Dim every module and edge without a finding", checked: false, enabled: true)
    html += "</span><span class=\"zoom\"><button type=\"button\" id=\"\(prefix)zoom-in\" title=\"Zoom in\">+</button>"
    html += "<button type=\"button\" id=\"\(prefix)zoom-out\" title=\"Zoom out\">−</button>"
    html += "<button type=\"button\" id=\"\(prefix)zoom-fit\" title=\"Show the whole graph\">Fit</button>"
    html += "<button type=\"button\" id=\"\(prefix)clear\" title=\"Clear the selection (Esc)\">Clear</button></span>"
    return html + "</div>\n"
  }

  private static func toggle(
    _ prefix: String, _ id: String, _ title: String, checked: Bool, enabled: Bool, note: String? = nil
  )
    -> String
  {
    let label = ["externals": "externals", "tests": "tests", "layers": "layers", "cycles": "cycles",
      "findings": "findings"][id] ?? id
    var html = "<label title=\"\(Escape.xml(note ?? title))\"><input type=\"checkbox\" id=\"\(prefix)show-\(id)\""
    if checked { html += " checked" }
    if !enabled { html += " disabled" }
    return html + "> \(label)</label>"
  }

  private static func sidePanel(prefix: String, noun: String) -> String {
    """
    <aside class="panel" id="\(prefix)panel" aria-live="polite"><p class="hint" id="\(prefix)panel-empty">Click a \
    \(noun) to see its dependencies and dependents (the depth says how far), its metrics and findings. Search, or \
    click a name in the metrics table.</p><div id="\(prefix)panel-body" hidden></div></aside>
    """
  }

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
      html += "<template id=\"\(options.elementPrefix)types-\(index)\">\(inlineSVG(svg))</template>\n"
    }
    let prefix = options.elementPrefix
    html += "<dialog id=\"\(prefix)types-dialog\"><div class=\"dialog-head\"><strong id=\"\(prefix)types-title\">"
    html += "</strong><button type=\"button\" id=\"\(prefix)types-close\">Close</button></div>"
    html += "<p class=\"hint\">Types of the module and the types they use in other modules: views blue, view models "
    html += "green, coordinators and routers orange, services purple; protocols are ellipses. Hover a type for its "
    html += "file.</p><div id=\"\(prefix)types-body\"></div></dialog>\n"
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

import PlumbModel

/// What each metric means, in one place: the table's column tooltips, the legend under it and the side panel
/// (through the page's script, which reads the same words from the header cells) all show these.
enum MetricGlossary {
  static let entries: [(key: String, label: String, meaning: String)] = [
    ("lines", "Lines", "lines of code (not blank, not comments) in the module's Swift files"),
    ("files", "Files", "Swift files of the module"),
    ("types", "Types", "types the module declares"),
    ("ca", "Ca", "afferent couplings: modules that depend on this one"),
    ("ce", "Ce", "efferent couplings: modules this one depends on"),
    ("i", "I", "instability, Ce / (Ca + Ce): 0 every dependency points in (stable), 1 every one points out (unstable)"),
    ("a", "A", "abstractness: the share of protocols among the module's types"),
    ("d", "D", "distance from the main sequence, |A + I − 1|: 0 balanced; 0.5 or more is far (red)"),
    ("depth", "Depth", "the longest chain of dependencies below the module"),
    ("dependents", "Dependents", "modules that depend on it directly or transitively: what a change rebuilds"),
    ("testRatio", "Test ratio", "lines of test code per line of code (none: no test target tests it)"),
  ]

  static func meaning(_ key: String) -> String { entries.first { $0.key == key }?.meaning ?? "" }
}

/// The metrics of the workspace's modules (sortable; click a name to select it in the graph) and, apart, the
/// external packages: nothing is measured inside them, so they get no D and no colour, only who uses them.
enum MetricsSection {
  static func html(_ metrics: [ModuleMetrics], graph: ModuleGraph, links: SourceLinks) -> String {
    let own = metrics.filter { graph[$0.module]?.isExternal != true }
    let tests = own.filter { graph[$0.module]?.isTest == true }.count
    var html = "<section id=\"metrics\"><h2>Metrics</h2>\n"
    html += "<p class=\"hint\">The workspace's \(plural(own.count - tests, "module"))"
    html += tests > 0 ? " and \(plural(tests, "test target")). " : ". "
    html += "Click a column to sort, a name to select the module in the graph; hover a column for what it measures."
    if tests > 0 {
      html += " <label><input type=\"checkbox\" id=\"metrics-tests\"> show test targets</label>"
    }
    html += "</p>\n<table class=\"sortable metrics\(tests > 0 ? " hide-tests" : "")\"><thead><tr>"
    html += "<th data-type=\"text\" tabindex=\"0\">Module</th>"
    html += MetricGlossary.entries.map { entry in
      "<th data-type=\"num\" data-key=\"\(entry.key)\" tabindex=\"0\" title=\"\(Escape.xml(entry.meaning))\">"
        + "\(entry.label)</th>"
    }.joined()
    html += "</tr></thead><tbody>\n"
    for m in own {
      let module = graph[m.module]
      var tags = ""
      if module?.isTest == true { tags += " <span class=\"tag\">test</span>" }
      if module?.kind == .app { tags += " <span class=\"tag\">app</span>" }
      let cells: [(String, String)] = metricCells(m, tags: tags) + [
        (
          m.testRatio.map { "\($0)" } ?? "-1",
          m.testRatio.map(MainSequenceChart.f2) ?? "<span class=\"none\">none</span>"
        ),
      ]
      html +=
        (module?.isTest == true ? "<tr class=\"test\">" : "<tr>")
        + cells.enumerated().map { index, cell in
          "<td data-value=\"\(Escape.xml(cell.0))\"\(index == 0 ? "" : " class=\"num\"")>\(cell.1)</td>"
        }.joined() + "</tr>\n"
    }
    html += "</tbody></table>\n<dl class=\"glossary\">"
    html += MetricGlossary.entries.dropFirst(3).map { "<dt>\($0.label)</dt><dd>\(Escape.xml($0.meaning))</dd>" }
      .joined()
    html += "</dl>\n"
    html += externalsTable(graph)
    return html + "</section>\n"
  }

  /// A metrics row's first cells (value to sort by, HTML): the name that selects the node in the graph, then size,
  /// coupling, instability, abstractness, distance, depth and dependents. The module table and the folder view's
  /// table write them alike.
  static func metricCells(_ m: ModuleMetrics, tags: String = "") -> [(String, String)] {
    let name =
      "<a href=\"#graph\" class=\"select\" data-key=\"\(Escape.xml(m.module.description))\"><b>"
      + "\(Escape.xml(m.module.name))</b></a>\(tags) <span class=\"container\">\(Escape.xml(m.module.container))</span>"
    let swatch = "<span class=\"swatch\" style=\"background:\(InstabilityColor.hex(m.instability, strong: true))\"></span>"
    return [
      (m.module.description, name),
      ("\(m.lines)", "\(m.lines)"), ("\(m.files)", "\(m.files)"), ("\(m.types)", "\(m.types)"),
      ("\(m.afferent)", "\(m.afferent)"), ("\(m.efferent)", "\(m.efferent)"),
      ("\(m.instability)", swatch + MainSequenceChart.f2(m.instability)),
      ("\(m.abstractness)", MainSequenceChart.f2(m.abstractness)),
      ("\(m.distance)", "<span class=\"\(m.distance >= 0.5 ? "far" : "")\">\(MainSequenceChart.f2(m.distance))</span>"),
      ("\(m.depth)", "\(m.depth)"), ("\(m.transitiveDependents)", "\(m.transitiveDependents)"),
    ]
  }

  /// One row per external package: its products the workspace uses, and which modules use them.
  private static func externalsTable(_ graph: ModuleGraph) -> String {
    let externals = graph.modules.filter(\.isExternal)
    guard !externals.isEmpty else { return "" }
    let byPackage = Dictionary(grouping: externals, by: \.id.container)
    var html = "<h3>External packages</h3>\n<p class=\"hint\">Products of packages outside the workspace: plumb "
    html += "reads none of their code, so they have no metrics here; the graph collapses each package into one "
    html += "node.</p>\n<table class=\"sortable externals\"><thead><tr>"
    html += "<th data-type=\"text\" tabindex=\"0\">Package</th><th data-type=\"text\" tabindex=\"0\">Products used</th>"
    html += "<th data-type=\"num\" tabindex=\"0\" title=\"workspace modules that depend on the package\">Used by</th>"
    html += "<th data-type=\"text\" tabindex=\"0\">Where from</th></tr></thead><tbody>\n"
    for package in byPackage.keys.sorted() {
      let products = byPackage[package]!.map(\.id)
      let users = Set(graph.dependencies.filter { products.contains($0.to) }.map(\.from)).sorted()
      let name = DiagramModel.packageName(package)
      let source = graph.containers.first { $0.name == package }?.path ?? ""
      html += "<tr><td data-value=\"\(Escape.xml(name))\"><a href=\"#graph\" class=\"select\" data-key=\""
      html += "\(Escape.xml(package))\"><b>\(Escape.xml(name))</b></a></td>"
      html += "<td data-value=\"\(Escape.xml(products.map(\.name).joined(separator: ", ")))\">"
      html += Escape.xml(products.map(\.name).sorted().joined(separator: ", ")) + "</td>"
      html += "<td class=\"num\" data-value=\"\(users.count)\" title=\"\(Escape.xml(users.map(\.name).joined(separator: ", ")))\">"
      html += "\(users.count)</td><td data-value=\"\(Escape.xml(source))\" class=\"container\">\(Escape.xml(source))</td></tr>\n"
    }
    return html + "</tbody></table>\n"
  }
}

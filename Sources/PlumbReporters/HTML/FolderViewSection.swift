import PlumbModel

/// The report's folder level (issue 31): the folders inside each module explored as the modules are (the same
/// explorer, its ids prefixed `f-`), then a table of each folder's metrics with the complexity of its functions, and
/// the folder cycles with the references to move. An app that is one target opens on it.
enum FolderViewSection {
  /// Beside the level switch when the page opens on the folders.
  static let whyFolders =
    "One target holds most of the code: the page opens on the folders inside it."
  /// Beside the level switch when the page opens on the modules.
  static let whyModules = "Folders: the folders inside each module and which name each other's types."

  static func html(_ view: HTMLReportOptions.FolderView, options: HTMLReportOptions) -> String {
    var folderOptions = HTMLReportOptions(
      graph: view.svg.map { [.init(includesTests: false, svg: $0)] } ?? [],
      graphProblem: view.problem ?? (view.svg == nil ? "The folder graph could not be rendered." : nil),
      links: options.links, cycleAdvice: view.advice)
    folderOptions.level = .folder
    var html = "<p class=\"hint\">A node is a folder of one module (<code>Module/Folder</code>): "
    html += view.depth.map { "the first \(plural($0, "folder level")) below each module's base" }
      ?? "the first folder level below each module's base, each feature folder (Features/…) apart"
    html += ". An edge: a file of one folder names a type declared in the other (<code>plumb why A B --level "
    html += "folder</code> lists the references). Findings sit on the folder of their file.</p>\n"
    html += GraphSection.explorer(view.input, options: folderOptions)
    html += metricsTable(view.metrics)
    html += MatrixSection.cyclesHTML(
      view.advice, graph: view.input.graph, links: options.links, idPrefix: HTMLReportOptions.FolderView.elementPrefix,
      noun: "folder", title: "Folder cycles and where to cut them")
    return html
  }

  static let legend: String = {
    var html = "<div class=\"legend\">"
    html += "<span><span class=\"scale\"></span> Fill: instability I of the folder, deep blue stable (0) to pale "
    html += "unstable (1).</span>"
    html += "<span><i class=\"key solid\"></i> a file of the folder names a type declared in the other</span>"
    html += "<span><i class=\"key finding\"></i> finding in a file of the folder</span>"
    html += "<span><i class=\"key cycle\"></i> in a cycle (dashed: the edge to cut)</span>"
    html += "<span><i class=\"key focus\"></i> selected · <i class=\"key dep\"></i> depends on · "
    html += "<i class=\"key dependent\"></i> depended on by</span>"
    html += "<span>Frames: modules.</span>"
    return html + "</div>\n"
  }()

  /// The columns after the folder's name: the module metrics' (no test ratio) and the functions' complexity.
  static let columns: [(key: String, label: String, meaning: String)] = [
    ("lines", "Lines", "lines of code (not blank, not comments) in the folder's Swift files"),
    ("files", "Files", "Swift files of the folder"),
    ("types", "Types", "types the folder declares"),
    ("ca", "Ca", "afferent couplings: folders of the module whose files name this folder's types"),
    ("ce", "Ce", "efferent couplings: folders whose types this folder's files name"),
    ("i", "I", "instability, Ce / (Ca + Ce)"),
    ("a", "A", "abstractness: the share of protocols among the folder's types"),
    ("d", "D", "distance from the main sequence, |A + I − 1|"),
    ("depth", "Depth", "the longest chain of folder dependencies below the folder"),
    ("dependents", "Dependents", "folders that depend on it directly or transitively"),
    ("functions", "Functions", "functions with a body (initialisers, accessors and subscripts too)"),
    ("ccMean", "CC mean", "cyclomatic complexity per function"),
    ("ccMax", "CC max", "the largest cyclomatic complexity of one function"),
    (
      "complex", "Complex",
      "functions above a cyclomatic complexity of \(SourceFacts.ModuleFacts.complexFunctionThreshold)"
    ),
  ]

  /// One sortable row per folder; a name selects the folder in the folder graph.
  static func metricsTable(_ metrics: [FolderMetrics]) -> String {
    guard !metrics.isEmpty else { return "" }
    var html = "<h3>Metrics per folder</h3>\n<p class=\"hint\">The same numbers as the modules' (plumb metrics "
    html += "--level folder), over the folder graph, with the complexity of each folder's functions. Click a column "
    html += "to sort, a name to select the folder.</p>\n"
    html += "<table class=\"sortable metrics folder-metrics\"><thead><tr><th data-type=\"text\" tabindex=\"0\">Folder</th>"
    html += columns.map { column in
      "<th data-type=\"num\" data-key=\"\(column.key)\" tabindex=\"0\" title=\"\(Escape.xml(column.meaning))\">"
        + "\(column.label)</th>"
    }.joined()
    html += "</tr></thead><tbody>\n"
    for row in metrics {
      let cells: [(String, String)] = MetricsSection.metricCells(row.metrics) + [
        ("\(row.functions)", "\(row.functions)"),
        ("\(row.meanComplexity)", MainSequenceChart.f2(row.meanComplexity)),
        ("\(row.maxComplexity)", "\(row.maxComplexity)"),
        ("\(row.complexFunctions)", "\(row.complexFunctions)"),
      ]
      html += "<tr>" + cells.enumerated().map { index, cell in
        "<td data-value=\"\(Escape.xml(cell.0))\"\(index == 0 ? "" : " class=\"num\"")>\(cell.1)</td>"
      }.joined() + "</tr>\n"
    }
    return html + "</tbody></table>\n"
  }
}

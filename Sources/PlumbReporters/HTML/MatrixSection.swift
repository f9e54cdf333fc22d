import PlumbModel

/// The report's dependency structure matrix (`DependencyMatrix`, as `plumb matrix` prints it) and its cycles with
/// where to cut them (`CycleAdvice`, as the `no-cycles` finding notes them).
enum MatrixSection {
  static var maximumModules: Int { HTMLReportOptions.maximumMatrixModules }

  /// The matrix as a table; without one (or past `maximumModules`), where to find it.
  static func html(_ matrix: DependencyMatrix?, moduleCount: Int, graph: ModuleGraph) -> String {
    var html = "<section id=\"matrix\"><h2>Dependency matrix</h2>\n"
    guard let matrix, matrix.modules.count <= maximumModules else {
      html += "<p class=\"hint\">\(moduleCount) modules are too many for a matrix in the page: <code>plumb matrix"
      html += "</code> prints it (text, csv, json); <code>--exclude</code>, <code>--source</code> and <code>--sink"
      return html + "</code> narrow it.</p></section>\n"
    }
    let n = matrix.modules.count
    guard n > 0 else { return html + "<p class=\"hint\">No modules to show.</p></section>\n" }
    let name = ModuleNames(graph).name
    html += "<p class=\"hint\">Row uses column. Modules come dependencies first ("
    html +=
      matrix.ordering == .layers
      ? "layer by layer from the bottom one up, each in dependency order"
      : "each after what it uses, the modules of a cycle together"
    html += "), so a dependency that follows the order sits below the diagonal and one above it, in red, goes against "
    html += "it: a cycle, or a use of a higher layer. A number counts the imports, type references and extension "
    html += "members named behind the edge"
    html += matrix.typesKnown ? "" : " (imports only: types were not indexed)"
    html += "; <b>*</b> marks an edge no manifest declares; a purple frame, an edge inside a cycle; a dashed red "
    html += "frame, the edge the cycle advice cuts. Hover a cell for the details, click a name to select it in the "
    html += "graph. Test targets and external packages are left out (<code>plumb matrix --include-tests</code>).</p>\n"

    var cellAt: [Int: DependencyMatrix.Cell] = [:]
    for cell in matrix.cells { cellAt[cell.row * n + cell.column] = cell }
    var groupStarting: [Int: String] = [:]
    for group in matrix.groups { groupStarting[group.start] = group.name }

    html += "<div class=\"matrix-box\"><table class=\"dsm\"><thead><tr><th class=\"corner\"></th>"
    for column in 0..<n {
      html += "<th class=\"column\" title=\"\(Escape.xml(name(matrix.modules[column])))\">\(column + 1)</th>"
    }
    html += "</tr></thead><tbody>\n"
    for (row, id) in matrix.modules.enumerated() {
      if let group = groupStarting[row] {
        html += "<tr class=\"group\"><th colspan=\"\(n + 1)\">\(Escape.xml(group))</th></tr>\n"
      }
      html += "<tr><th class=\"row\"><span class=\"number\">\(row + 1)</span> <a href=\"#graph\" class=\"select\" "
      html += "data-key=\"\(Escape.xml(id.description))\">\(Escape.xml(name(id)))</a></th>"
      for column in 0..<n {
        guard let cell = cellAt[row * n + column] else {
          html += row == column ? "<td class=\"diagonal\"></td>" : "<td></td>"
          continue
        }
        var classes: [String] = []
        if cell.isAboveDiagonal || cell.row == cell.column { classes.append("above") }
        if cell.isInCycle { classes.append("cycle") }
        if cell.isSuggestedCut { classes.append("cut") }
        let value = (matrix.importsKnown ? String(cell.uses) : "x") + (cell.isDeclared ? "" : "*")
        html += "<td class=\"\(classes.joined(separator: " "))\" title=\"\(Escape.xml(tooltip(cell, matrix, name)))\">"
        html += "\(Escape.xml(value))</td>"
      }
      html += "</tr>\n"
    }
    return html + "</tbody></table></div></section>\n"
  }

  /// `FeedList → FeedDomain: 3 imports in 2 files, 4 type references; declared; …`
  private static func tooltip(
    _ cell: DependencyMatrix.Cell, _ matrix: DependencyMatrix, _ name: (ModuleID) -> String
  ) -> String {
    var parts: [String] = []
    if matrix.importsKnown {
      parts.append("\(plural(cell.imports, "import")) in \(plural(cell.importingFiles, "file"))")
    }
    if matrix.typesKnown { parts.append(plural(cell.typeReferences, "type reference")) }
    if cell.members > 0 { parts.append("\(plural(cell.members, "extension member")) named") }
    parts.append(cell.isDeclared ? "declared" : "import only, no manifest declares it")
    if cell.isAboveDiagonal || cell.row == cell.column { parts.append("against the order") }
    if cell.isInCycle { parts.append("in a cycle") }
    if cell.isSuggestedCut { parts.append("the cycle advice cuts it") }
    return "\(name(matrix.modules[cell.row])) → \(name(matrix.modules[cell.column])): " + parts.joined(separator: "; ")
  }

  /// Each cycle with the edges to cut, the move for each and the code behind it (a few lines each, linked).
  /// - Parameter idPrefix: before the section's and each cycle's id (`f-` in the folder view); `noun` counts the
  ///   nodes of each cycle (`module`, `folder`).
  static func cyclesHTML(
    _ advice: [CycleAdvice], graph: ModuleGraph, links: SourceLinks, idPrefix: String = "", noun: String = "module",
    title: String = "Cycles and where to cut them"
  ) -> String {
    let name = ModuleNames(graph).name
    var html = "<section id=\"\(idPrefix)cycles\"><h2>\(Escape.xml(title))</h2>\n"
    guard !advice.isEmpty else { return html + "<p class=\"clean\">No dependency cycles.</p></section>\n" }
    html += "<p class=\"hint\">For each cycle, the fewest edges whose removal leaves it acyclic, weighed by the code "
    html += "behind them (imports, type references, extension members), so the cut goes where the least code has to "
    html += "change; with the move that removes each edge. Exact up to the no-cycles rule's exact-limit modules, a "
    html += "heuristic beyond (it says so).</p>\n"
    for (index, component) in advice.enumerated() {
      html += "<div class=\"cycle-advice\" id=\"\(idPrefix)cycle-\(index + 1)\"><h3>Cycle \(index + 1): "
      html += component.modules.map { Escape.xml(name($0)) }.joined(separator: ", ")
      html += " <span class=\"count\">\(plural(component.modules.count, noun)), "
      html += "\(plural(component.edgeCount, "edge"))</span></h3>\n<p>"
      html += component.method == .exact ? "The cheapest cut (exact): " : "A minimal cut (heuristic, maybe not the cheapest): "
      html += "\(plural(component.cuts.count, "edge")), cost \(component.totalCost).</p>\n<ul>\n"
      for cut in component.cuts {
        html += "<li><b>\(Escape.xml(name(cut.from))) → \(Escape.xml(name(cut.to)))</b> "
        html += "<span class=\"tag\">\(Escape.xml(cut.move.rawValue))</span> \(Escape.xml(cut.explanation))"
        html += evidence(cut.evidence, links: links)
        html += "</li>\n"
      }
      html += "</ul></div>\n"
    }
    return html + "</section>\n"
  }

  /// The declaration and the first few imports, type references and members behind an edge, each linked.
  private static func evidence(_ evidence: EdgeEvidence, links: SourceLinks) -> String {
    let shown = 3
    var lines: [String] = []
    if let declaration = evidence.declaration {
      var line = "declared (\(Escape.xml(declaration.kind)))"
      if let location = declaration.location { line += " at " + HTMLReport.link(location, links) }
      lines.append(line)
    } else {
      lines.append("not declared")
    }
    for item in evidence.imports.prefix(shown) { lines.append("import at " + HTMLReport.link(item.location, links)) }
    if evidence.imports.count > shown { lines.append("\(evidence.imports.count - shown) more imports") }
    for reference in evidence.typeReferences.prefix(shown) {
      lines.append(
        "<code>\(Escape.xml(reference.from))</code> names <code>\(Escape.xml(reference.to))</code> at "
          + HTMLReport.link(reference.location, links))
    }
    if evidence.typeReferences.count > shown {
      lines.append("\(evidence.typeReferences.count - shown) more type references")
    }
    for member in evidence.members.prefix(shown) {
      lines.append("<code>\(Escape.xml(member.name))</code> named at " + HTMLReport.link(member.location, links))
    }
    if evidence.members.count > shown { lines.append("\(evidence.members.count - shown) more members") }
    return lines.map { "<div class=\"finding-note\">\($0)</div>" }.joined()
  }
}

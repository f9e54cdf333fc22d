import Foundation
import PlumbModel

/// The dependency structure matrix as text (aligned, numbered columns), CSV and JSON.
///
/// In every form row `r` uses column `c`; a cell counts the imports, type references and extension members named
/// behind the edge (`EdgeEvidence.uses`), 0 for a declared dependency nothing uses.
public enum MatrixOutput {
  /// Rows numbered 1…n with their module, columns headed by the same numbers; a cell is `.` without an edge, else
  /// its count, followed by `*` when only the code shows the edge (not declared), preceded by `!` above the diagonal
  /// (against the order: a cycle or a dependency on a higher layer). Without scanned sources every declared edge
  /// shows as `x`.
  public static func text(_ matrix: DependencyMatrix, graph: ModuleGraph) -> String {
    let name = ModuleNames(graph).name
    let n = matrix.modules.count
    guard n > 0 else { return "No modules to show.\n" }
    var cellText: [Int: String] = [:]
    for cell in matrix.cells {
      var value = matrix.importsKnown ? String(cell.uses) : "x"
      if !cell.isDeclared { value += "*" }
      if cell.isAboveDiagonal || (cell.row == cell.column) { value = "!" + value }
      cellText[cell.row * n + cell.column] = value
    }
    // Each column as wide as its widest cell: most are one or two characters, so 50 modules fit in about 150
    // columns. The column numbers are written downwards, one digit per line.
    var widths = Array(repeating: 1, count: n)
    for (key, value) in cellText { widths[key % n] = max(widths[key % n], value.count) }
    var cycleOf: [Int: Int] = [:]
    for (c, rows) in matrix.cycles.enumerated() { for row in rows { cycleOf[row] = c + 1 } }
    var labels: [String] = []
    for (row, id) in matrix.modules.enumerated() {
      labels.append(name(id) + (cycleOf[row].map { " [cycle \($0)]" } ?? ""))
    }
    var text = "Dependency structure matrix: \(plural(n, "module")), "
    text +=
      matrix.ordering == .layers
      ? "layer by layer from the bottom one up (each in dependency order).\n"
      : "in dependency order (each module after what it uses).\n"
    text += "Row uses column (columns numbered downwards). A number counts the imports, type references and extension "
    text += "members named behind the edge" + (matrix.typesKnown ? ".\n" : " (imports only: types were not indexed).\n")
    text += "\n"
    if n > gridBudget {
      text += gridLeftOut(matrix, labels: labels, cellText: cellText)
    } else {
      text += grid(matrix, labels: labels, cellText: cellText, widths: widths)
    }
    text += "\n"
    text += "  .  no dependency    -  the diagonal    n*  not declared, only the code shows it    "
    text += "!n  above the diagonal: against the order\n"
    let above = matrix.cells.filter { $0.isAboveDiagonal || $0.row == $0.column }
    if above.isEmpty {
      text += "\nNothing above the diagonal: no cycle"
      text += matrix.ordering == .layers ? " and no dependency on a higher layer.\n" : ".\n"
    } else {
      text += "\nAbove the diagonal:\n"
      for cell in above {
        let from = name(matrix.modules[cell.row])
        let to = name(matrix.modules[cell.column])
        var why: String
        if cell.isSuggestedCut {
          why = "in a cycle; the cheapest cut"
        } else if cell.isInCycle {
          why = "in a cycle"
        } else {
          why = "a dependency on a higher layer"
        }
        text += "  \(cell.row + 1) → \(cell.column + 1)  \(from) → \(to): \(why)\n"
      }
    }
    return text
  }

  /// Above this many modules the text form lists each row's dependencies instead of drawing the grid: a grid of
  /// 10,000 modules is 100 million cells (200 MB printed) and no one reads a grid a few hundred columns wide.
  public static let gridBudget = 300

  /// The grid: column numbers written downwards, then one line per module.
  private static func grid(
    _ matrix: DependencyMatrix, labels: [String], cellText: [Int: String], widths: [Int]
  ) -> String {
    let n = matrix.modules.count
    let numberWidth = String(n).count
    let labelWidth = labels.map(\.count).max() ?? 0
    func pad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
    func trimmed(_ line: String) -> String {
      var line = line
      while line.last == " " { line.removeLast() }
      return line + "\n"
    }
    var text = ""
    let lead = String(repeating: " ", count: numberWidth + 1 + labelWidth)
    for digit in 0..<numberWidth {
      var line = lead
      for column in 0..<n {
        let number = Array(pad(String(column + 1), numberWidth))
        line += " " + pad(String(number[digit]), widths[column])
      }
      text += trimmed(line)
    }
    var groupAt: [Int: String] = [:]
    for group in matrix.groups { groupAt[group.start] = group.name }
    for row in 0..<n {
      if let group = groupAt[row] { text += "\(group):\n" }
      var line = pad(String(row + 1), numberWidth) + " " + labels[row].padding(toLength: labelWidth, withPad: " ", startingAt: 0)
      for column in 0..<n {
        let value = cellText[row * n + column] ?? (row == column ? "-" : ".")
        line += " " + pad(value, widths[column])
      }
      text += trimmed(line)
    }
    return text
  }

  /// Past `gridBudget`: said, then each module with the columns it uses (`12:3` is column 12, 3 uses, marked as
  /// in the grid), so the text stays linear in the dependencies.
  private static func gridLeftOut(_ matrix: DependencyMatrix, labels: [String], cellText: [Int: String]) -> String {
    let n = matrix.modules.count
    var text = "The grid is left out: \(n) modules are more than the \(gridBudget) a text grid shows (narrow it with "
    text += "--exclude, --source or --sink; --format csv or json has every cell). Each row's dependencies instead, "
    text += "as column:cell.\n"
    var byRow: [Int: [(column: Int, text: String)]] = [:]
    for (key, value) in cellText { byRow[key / n, default: []].append((key % n, value)) }
    var groupAt: [Int: String] = [:]
    for group in matrix.groups { groupAt[group.start] = group.name }
    for row in 0..<n {
      if let group = groupAt[row] { text += "\(group):\n" }
      let cells = (byRow[row] ?? []).sorted { $0.column < $1.column }.map { "\($0.column + 1):\($0.text)" }
      text += "\(row + 1) \(labels[row])" + (cells.isEmpty ? "" : "  " + cells.joined(separator: " ")) + "\n"
    }
    return text
  }

  /// The matrix as CSV: a header `module,<name>,...`, then one row per module with the counts (empty without an
  /// edge). Declared or not, above the diagonal or not, is in the JSON form.
  public static func csv(_ matrix: DependencyMatrix, graph: ModuleGraph) -> String {
    let name = ModuleNames(graph).name
    let n = matrix.modules.count
    var values: [Int: String] = [:]
    for cell in matrix.cells { values[cell.row * n + cell.column] = String(cell.uses) }
    var text = (["module"] + matrix.modules.map(name)).map(Escape.csv).joined(separator: ",") + "\n"
    for (row, id) in matrix.modules.enumerated() {
      text += ([Escape.csv(name(id))] + (0..<n).map { values[row * n + $0] ?? "" }).joined(separator: ",") + "\n"
    }
    return text
  }

  public static func json(_ matrix: DependencyMatrix, advice: [CycleAdvice]) -> String {
    struct Document: Encodable {
      struct Row: Encodable {
        var index: Int
        var id: String
        var name: String
        var group: String?
      }
      struct Group: Encodable {
        var name: String
        var first: Int
        var last: Int
      }
      struct Cell: Encodable {
        var row: Int
        var column: Int
        var from: String
        var to: String
        var declared: Bool
        var imports: Int
        var importingFiles: Int
        var typeReferences: Int
        var members: Int
        var uses: Int
        var aboveDiagonal: Bool
        var inCycle: Bool
        var suggestedCut: Bool
      }
      var ordering: String
      var modules: [Row]
      var groups: [Group]
      var cells: [Cell]
      /// Rows of each cycle (strongly connected component).
      var cycles: [[Int]]
      var cycleAdvice: [EvidenceJSON.Advice]
      var importsKnown: Bool
      var typesKnown: Bool
    }
    var groupOf: [Int: String] = [:]
    for group in matrix.groups { for row in group.start..<group.end { groupOf[row] = group.name } }
    let document = Document(
      ordering: matrix.ordering.rawValue,
      modules: matrix.modules.enumerated().map { Document.Row(index: $0, id: $1.description, name: $1.name, group: groupOf[$0]) },
      groups: matrix.groups.map { Document.Group(name: $0.name, first: $0.start, last: $0.end - 1) },
      cells: matrix.cells.map { cell in
        Document.Cell(
          row: cell.row, column: cell.column, from: matrix.modules[cell.row].description,
          to: matrix.modules[cell.column].description, declared: cell.isDeclared, imports: cell.imports,
          importingFiles: cell.importingFiles, typeReferences: cell.typeReferences, members: cell.members,
          uses: cell.uses,
          aboveDiagonal: cell.isAboveDiagonal, inCycle: cell.isInCycle, suggestedCut: cell.isSuggestedCut)
      },
      cycles: matrix.cycles, cycleAdvice: advice.map(EvidenceJSON.Advice.init), importsKnown: matrix.importsKnown,
      typesKnown: matrix.typesKnown)
    return JSONText.encode(document)
  }
}

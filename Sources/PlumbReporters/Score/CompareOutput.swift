import Foundation
import PlumbModel

/// `plumb compare`: several codebases side by side in the thesis's table layout, one column per codebase, each
/// cell the measured rating and score, and the thesis's four columns for reference.
public enum CompareOutput {
  public static func text(_ scores: [ArchitectureScore]) -> String {
    let rows = table(scores)
    let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
    var out = ""
    for (index, row) in rows.enumerated() {
      out += zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
        .trimmingTrailingSpaces() + "\n"
      if index == 0 { out += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n" }
    }
    out += "\n" + legend
    return out
  }

  public static func markdown(_ scores: [ArchitectureScore]) -> String {
    let rows = table(scores)
    var out = "| " + rows[0].joined(separator: " | ") + " |\n"
    out += "|" + String(repeating: "---|", count: rows[0].count) + "\n"
    for row in rows.dropFirst() { out += "| " + row.map(escape).joined(separator: " | ") + " |\n" }
    out += "\n" + legend
    return out
  }

  static let legend = """
    Each cell: the rating plumb measured (score 0-100). For coupling, complexity and build time High is the cost.
    The thesis columns are the BbA thesis's ratings (Tables 2.1 and 4.1), given from experience.

    """

  /// Header, the style, then one row per criterion.
  static func table(_ scores: [ArchitectureScore]) -> [[String]] {
    var rows: [[String]] = [["criterion"] + scores.map(\.name) + ThesisTable.columns.map { "thesis \($0)" }]
    rows.append(
      ["detected style"] + scores.map { "\($0.detection.summary) (\(String(format: "%.2f", $0.detection.confidence)))" }
        + ThesisTable.columns.map { _ in "" })
    for criterion in Criterion.allCases {
      rows.append(
        [criterion.title]
          + scores.map { score in score[criterion].map { "\($0.rating.rawValue) (\($0.score))" } ?? "-" }
          + ThesisTable.columns.map { ThesisTable.ratings[$0]?[criterion]?.rawValue ?? "" })
    }
    return rows
  }

  static func escape(_ cell: String) -> String { cell.replacingOccurrences(of: "|", with: "\\|") }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var result = self
    while result.hasSuffix(" ") { result.removeLast() }
    return result
  }
}

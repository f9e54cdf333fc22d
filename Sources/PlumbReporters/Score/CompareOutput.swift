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

  /// `{"format": "plumb-compare", "formatVersion": 1, "codebases": [...], "thesis": {"MVC": {...}, ...}}`.
  public static func json(_ scores: [ArchitectureScore]) -> String {
    ScoreOutput.encode(CompareDocument(codebases: scores))
  }

  struct CompareDocument: Encodable {
    var format = "plumb-compare"
    var formatVersion = 1
    var codebases: [ArchitectureScore]
    var thesis: [String: [String: String]] = ThesisTable.ratings.mapValues { column in
      Dictionary(uniqueKeysWithValues: column.map { ($0.key.rawValue, $0.value.rawValue) })
    }
  }

  /// One self-contained page: the table, the chart, then each codebase's evidence.
  public static func html(_ scores: [ArchitectureScore]) -> String {
    let rows = table(scores)
    var body = "<h1>plumb compare</h1>\n<section><h2>Side by side</h2>\n<div style=\"overflow-x:auto\"><table class=\"scores\"><thead><tr>"
    body += rows[0].map { "<th>\(Escape.xml($0))</th>" }.joined() + "</tr></thead><tbody>\n"
    for row in rows.dropFirst() { body += "<tr>" + row.map { "<td>\(Escape.xml($0))</td>" }.joined() + "</tr>\n" }
    body += "</tbody></table></div>\n<p class=\"hint\">\(Escape.xml(legend))</p></section>\n"
    body += "<section><h2>Chart</h2>\n<div class=\"chart-box\">\(ScoreChart.svg(scores))</div></section>\n"
    for score in scores {
      body += "<section><h2>\(Escape.xml(score.name))</h2>\n" + ScoreHTML.body(score) + "</section>\n"
    }
    return HTMLReport.page(title: "plumb compare", body: body)
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

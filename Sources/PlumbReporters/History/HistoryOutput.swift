import Foundation
import PlumbModel

/// `plumb history` as text (a table), CSV (one row per revision, a column per rule with findings) and JSON (the
/// value itself, keys sorted: the same history gives the same bytes, and `plumb report --history` reads it back).
public enum HistoryOutput {
  /// Short column heads of the eight criteria for the text table, in `Criterion.allCases` order.
  static let criterionHeads: [Criterion: String] = [
    .organization: "org", .coupling: "coup", .modularization: "mod", .complexity: "cplx", .scalability: "scal",
    .buildTime: "build", .maintainability: "maint", .navigation: "nav",
  ]

  public static func text(_ history: ArchitectureHistory) -> String {
    var header = ["commit", "date", "modules", "edges", "cycles", "errors", "warnings", "lines", "mean D", "style"]
    header += Criterion.allCases.map { criterionHeads[$0] ?? $0.rawValue }
    let rows = history.revisions.map { revision -> [String] in
      guard revision.isAnalysed else {
        return [revision.shortCommit, revision.day] + Array(repeating: "-", count: header.count - 2)
      }
      var cells = [
        revision.shortCommit, revision.day, "\(revision.modules)", "\(revision.edges)", "\(revision.cycles)",
        "\(revision.findingsBySeverity["error"] ?? 0)", "\(revision.findingsBySeverity["warning"] ?? 0)",
        revision.metrics.map { "\($0.lines)" } ?? "-", revision.metrics.map { fixed($0.meanDistance, 2) } ?? "-",
        revision.style ?? "-",
      ]
      cells += Criterion.allCases.map { revision.criteria[$0.rawValue].map(String.init) ?? "-" }
      return cells
    }
    var text = table([header] + rows, leftAligned: [0, 1, 9])
    let problems = history.revisions.filter { !$0.isAnalysed }
    if !problems.isEmpty {
      text += "\nnot analysed:\n"
      for revision in problems { text += "  \(revision.shortCommit): \(revision.problem ?? "")\n" }
    }
    let incomplete = history.revisions.filter { $0.isAnalysed && $0.problem != nil }
    if !incomplete.isEmpty {
      text += "\nanalysed with a problem:\n"
      for revision in incomplete { text += "  \(revision.shortCommit): \(revision.problem ?? "")\n" }
    }
    let rules = history.rules
    if !rules.isEmpty {
      text += "\nfindings by rule:\n"
      let ruleRows = history.revisions.filter(\.isAnalysed).map { revision in
        [revision.shortCommit] + rules.map { "\(revision.findingsByRule[$0] ?? 0)" }
      }
      text += table([["commit"] + rules] + ruleRows, leftAligned: [0])
    }
    text += "\n\(history.sampling)\n"
    if let shallow = history.shallow { text += "note: \(shallow)\n" }
    return text
  }

  /// The CSV's fixed columns; then one `rule:<id>` column per rule with a finding at some revision.
  static let csvColumns = [
    "commit", "date", "subject", "modules", "edges", "cycles", "findings", "errors", "warnings", "notes", "lines",
    "files", "types", "mean_instability", "mean_distance", "max_depth", "longest_build_path_lines",
    "longest_build_path_modules", "style",
  ]

  public static func csv(_ history: ArchitectureHistory) -> String {
    let rules = history.rules
    let criteria = Criterion.allCases.map { $0.rawValue.replacingOccurrences(of: " ", with: "_") }
    var text = (csvColumns + criteria + rules.map { "rule:\($0)" } + ["problem"]).joined(separator: ",") + "\n"
    for revision in history.revisions {
      let metrics = revision.metrics
      let analysed = revision.isAnalysed
      func count(_ value: Int) -> String { analysed ? "\(value)" : "" }
      var cells = [
        revision.commit, revision.date, revision.subject, count(revision.modules), count(revision.edges),
        count(revision.cycles), count(revision.findings),
      ]
      cells += Severity.allCases.reversed().map { count(revision.findingsBySeverity[$0.rawValue] ?? 0) }
      cells += [
        metrics.map { "\($0.lines)" } ?? "", metrics.map { "\($0.files)" } ?? "", metrics.map { "\($0.types)" } ?? "",
        metrics.map { fixed($0.meanInstability, 4) } ?? "", metrics.map { fixed($0.meanDistance, 4) } ?? "",
        metrics.map { "\($0.maxDepth)" } ?? "", metrics.map { "\($0.longestBuildPathLines)" } ?? "",
        metrics.map { "\($0.longestBuildPathModules)" } ?? "", revision.style ?? "",
      ]
      cells += Criterion.allCases.map { revision.criteria[$0.rawValue].map(String.init) ?? "" }
      cells += rules.map { count(revision.findingsByRule[$0] ?? 0) }
      cells.append(revision.problem ?? "")
      text += cells.map(Escape.csv).joined(separator: ",") + "\n"
    }
    return text
  }

  public static func json(_ history: ArchitectureHistory) -> String {
    encoded(history)
  }

  /// Reads what `json` wrote (`plumb report --history FILE`).
  public static func decode(_ data: Data) throws -> ArchitectureHistory {
    try JSONDecoder().decode(ArchitectureHistory.self, from: data)
  }

  // MARK: Introductions

  public static func text(_ introduction: Introduction) -> String {
    guard let commit = introduction.commit else {
      return "\(introduction.target): not found\n" + introduction.notes.map { "  \($0)\n" }.joined()
    }
    var text = "\(introduction.target) was introduced by\n"
    text += "  commit  \(commit)\n"
    if let author = introduction.author { text += "  author  \(author)\n" }
    if let date = introduction.date { text += "  date    \(date)\n" }
    if let subject = introduction.subject { text += "  subject \(subject)\n" }
    if !introduction.cycle.isEmpty { text += "  cycle   \(introduction.cycle.joined(separator: " → "))\n" }
    if !introduction.references.isEmpty {
      text += "\nwhat makes it in that commit:\n"
      var edge = ""
      for reference in introduction.references {
        if reference.edge != edge {
          edge = reference.edge
          text += "  \(edge)\n"
        }
        text += "    \(reference.location?.description ?? "-")  \(reference.what)\n"
      }
    }
    if !introduction.notes.isEmpty { text += "\n" + introduction.notes.map { "note: \($0)\n" }.joined() }
    return text
  }

  public static func json(_ introduction: Introduction) -> String {
    encoded(introduction)
  }

  // MARK: Helpers

  static func encoded<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try! encoder.encode(value)  // strings, numbers and dictionaries of them: encoding cannot fail
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Columns padded to their widest cell: left-aligned at `leftAligned`, right-aligned elsewhere.
  static func table(_ rows: [[String]], leftAligned: Set<Int>) -> String {
    guard let first = rows.first else { return "" }
    let widths = first.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { cells in
      cells.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return leftAligned.contains(column) ? cell + pad : pad + cell
      }.joined(separator: "  ").trimmingCharacters(in: .whitespaces) + "\n"
    }.joined()
  }

  static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}

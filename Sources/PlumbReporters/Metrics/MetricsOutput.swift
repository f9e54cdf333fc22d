import Foundation
import PlumbMetrics
import PlumbModel

/// The metrics report as text (a table), JSON or CSV. Rows are sorted by module id.
public enum MetricsOutput {
  public static func text(_ report: MetricsReport) -> String {
    let header = ["module", "Ca", "Ce", "I", "A", "D", "lines", "files", "types", "tests", "depth", "dependents"]
    let rows = report.modules.map { metrics in
      [
        metrics.module.description, "\(metrics.afferent)", "\(metrics.efferent)", fixed(metrics.instability),
        fixed(metrics.abstractness), fixed(metrics.distance), "\(metrics.lines)", "\(metrics.files)",
        "\(metrics.types)", metrics.testRatio.map(fixed) ?? "-", "\(metrics.depth)", "\(metrics.transitiveDependents)",
      ]
    }
    let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        column == 0
          ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[column] - cell.count) + cell
      }.joined(separator: "  ").trimmingCharacters(in: .whitespaces) + "\n"
    }
    var text = line(header) + rows.map(line).joined()
    if !report.longestBuildPath.isEmpty {
      text += "\nlongest build path (\(report.longestBuildPathLines) lines): "
      text += report.longestBuildPath.map(\.name).joined(separator: " → ") + "\n"
    }
    if !report.typesKnown {
      text += "\nnote: types were not counted (sources not scanned), so A is 0 and D is 1 − I.\n"
    }
    return text
  }

  public static func csv(_ report: MetricsReport) -> String {
    var text =
      "module,ca,ce,instability,abstractness,distance,lines,files,types,test_ratio,depth,transitive_dependents\n"
    for metrics in report.modules {
      let cells = [
        metrics.module.description, "\(metrics.afferent)", "\(metrics.efferent)", fixed(metrics.instability, 4),
        fixed(metrics.abstractness, 4), fixed(metrics.distance, 4), "\(metrics.lines)", "\(metrics.files)",
        "\(metrics.types)", metrics.testRatio.map { fixed($0, 4) } ?? "", "\(metrics.depth)",
        "\(metrics.transitiveDependents)",
      ]
      text += cells.map(Escape.csv).joined(separator: ",") + "\n"
    }
    return text
  }

  public static func json(_ report: MetricsReport) -> String {
    struct Document: Encodable {
      var modules: [ModuleMetrics]
      var longestBuildPath: [ModuleID]
      var longestBuildPathLines: Int
      var typesKnown: Bool
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = Document(
      modules: report.modules, longestBuildPath: report.longestBuildPath,
      longestBuildPathLines: report.longestBuildPathLines, typesKnown: report.typesKnown)
    let data = try! encoder.encode(document)  // numbers and strings only: encoding cannot fail
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  static func fixed(_ value: Double) -> String { fixed(value, 2) }

  static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}

import Foundation
import PlumbModel

/// `plumb metrics --level folder`: one row per folder (`Module/Folder`) with the module metrics' columns, tests and
/// the build path aside (folders are not built apart), and the complexity of the folder's functions.
public enum FolderMetricsOutput {
  static let header = [
    "folder", "Ca", "Ce", "I", "A", "D", "lines", "files", "types", "functions", "CC mean", "CC max", "complex",
    "depth", "dependents",
  ]

  public static func text(_ folders: [FolderMetrics]) -> String {
    let rows = folders.map { row in
      let m = row.metrics
      return [
        row.folder.description, "\(m.afferent)", "\(m.efferent)", fixed(m.instability), fixed(m.abstractness),
        fixed(m.distance), "\(m.lines)", "\(m.files)", "\(m.types)", "\(row.functions)", fixed(row.meanComplexity),
        "\(row.maxComplexity)", "\(row.complexFunctions)", "\(m.depth)", "\(m.transitiveDependents)",
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
    text += "\nCa, Ce: folders of the same module whose files name this folder's types, and whose types this folder's "
    text += "files name. CC: cyclomatic complexity per function; complex: functions above "
    text += "\(SourceFacts.ModuleFacts.complexFunctionThreshold).\n"
    return text
  }

  public static func csv(_ folders: [FolderMetrics]) -> String {
    var text = "folder,module,path,ca,ce,instability,abstractness,distance,lines,files,types,functions,"
    text += "mean_complexity,max_complexity,complex_functions,depth,transitive_dependents\n"
    for row in folders {
      let m = row.metrics
      let cells = [
        row.folder.description, row.folder.container, row.path, "\(m.afferent)", "\(m.efferent)",
        fixed(m.instability, 4), fixed(m.abstractness, 4), fixed(m.distance, 4), "\(m.lines)", "\(m.files)",
        "\(m.types)", "\(row.functions)", fixed(row.meanComplexity, 4), "\(row.maxComplexity)",
        "\(row.complexFunctions)", "\(m.depth)", "\(m.transitiveDependents)",
      ]
      text += cells.map(Escape.csv).joined(separator: ",") + "\n"
    }
    return text
  }

  public static func json(_ folders: [FolderMetrics], depth: Int?) -> String {
    struct Row: Encodable {
      var folder: String
      var module: String
      var path: String
      var afferent, efferent, lines, files, types, functions, maxComplexity, complexFunctions, depth: Int
      var transitiveDependents: Int
      var instability, abstractness, distance, meanComplexity: Double
    }
    struct Document: Encodable {
      var level = "folder"
      var depth: Int?
      var folders: [Row]

      // `depth` is null for the default split, so the key is always there (as in `plumb graph --level folder`).
      func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(level, forKey: .level)
        try container.encode(depth, forKey: .depth)
        try container.encode(folders, forKey: .folders)
      }
      enum Keys: String, CodingKey { case level, depth, folders }
    }
    let rows = folders.map { row in
      let m = row.metrics
      return Row(
        folder: row.folder.description, module: row.folder.container, path: row.path, afferent: m.afferent,
        efferent: m.efferent, lines: m.lines, files: m.files, types: m.types, functions: row.functions,
        maxComplexity: row.maxComplexity, complexFunctions: row.complexFunctions, depth: m.depth,
        transitiveDependents: m.transitiveDependents, instability: m.instability, abstractness: m.abstractness,
        distance: m.distance, meanComplexity: row.meanComplexity)
    }
    return JSONText.encode(Document(depth: depth, folders: rows))
  }

  static func fixed(_ value: Double) -> String { fixed(value, 2) }

  static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}

import Foundation
import PlumbModel

/// `plumb graph --level folder`: the folders of each module and which use which. JSON lists every folder and every
/// edge with its type references and the advice for each folder cycle; the diagrams are the module diagrams drawn
/// over the folders (`diagramInput`), the edges the advice cuts in red.
public enum FolderGraphOutput {
  /// The JSON document: `level`, `depth` (null for the default split), `folders`, `edges` (each with `count` and
  /// its `references`), `cycles` (the advice, as `plumb why` gives it).
  public static func json(_ folders: FolderGraph, advice: [CycleAdvice]) -> String {
    struct Folder: Encodable {
      var id: String
      var module: String
      var name: String
      var path: String
      var files: Int
    }
    struct Reference: Encodable {
      var from: String
      var to: String
      var kinds: [String]
      var location: String
    }
    struct Edge: Encodable {
      var from: String
      var to: String
      var count: Int
      var references: [Reference]
    }
    struct Document: Encodable {
      var level = "folder"
      var depth: Int?
      var folders: [Folder]
      var edges: [Edge]
      var cycles: [EvidenceJSON.Advice]

      // `depth` is written as null when the default split was used, so the key is always there.
      func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(level, forKey: .level)
        try container.encode(depth, forKey: .depth)
        try container.encode(folders, forKey: .folders)
        try container.encode(edges, forKey: .edges)
        try container.encode(cycles, forKey: .cycles)
      }
      enum Keys: String, CodingKey { case level, depth, folders, edges, cycles }
    }
    let document = Document(
      depth: folders.depth,
      folders: folders.folders.map {
        Folder(
          id: $0.id.description, module: $0.module.description, name: $0.name, path: $0.path, files: $0.files.count)
      },
      edges: folders.edges.map { edge in
        Edge(
          from: edge.from.description, to: edge.to.description, count: edge.count,
          references: edge.references.map {
            Reference(
              from: $0.from.name, to: $0.to.name, kinds: $0.kinds.map(\.rawValue), location: $0.location.description)
          })
      },
      cycles: advice.map(EvidenceJSON.Advice.init))
    return JSONText.encode(document)
  }

  /// What the module diagrams (DOT, Mermaid, SVG) draw for the folders: a node per folder framed by its module, and
  /// each edge the cycle advice cuts marked by a finding `cut`, so it is drawn in red and labelled (only that edge:
  /// a rule id with "cycle" in it would mark the whole cycle).
  public static func diagramInput(_ folders: FolderGraph, advice: [CycleAdvice], toolVersion: String) -> ReportInput {
    let findings = advice.flatMap { cycle in
      cycle.cuts.map { cut in
        Finding(
          ruleID: "cut", severity: .error,
          message: "folders \(cut.from) and \(cut.to) depend on each other: \(cut.explanation)",
          modules: [cut.from, cut.to])
      }
    }
    var input = ReportInput(graph: folders.moduleGraph, findings: findings, toolVersion: toolVersion)
    input.level = .folder
    for edge in folders.edges { input.edgeCounts[edge.from, default: [:]][edge.to] = edge.count }
    return input
  }
}

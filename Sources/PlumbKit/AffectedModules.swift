import Foundation
import PlumbModel
import PlumbReporters

/// `plumb affected`'s computation; the value and its formats are `PlumbReporters.AffectedModules`.
extension AffectedModules {
  /// The modules `changes` touches (a deleted file touches the module whose folder held it) and everything that
  /// depends on them, through any number of edges.
  public init(changes: ChangeSet, graph: ModuleGraph) {
    let touched = changes.touchedModules(in: graph, includingExternal: false)
    var dependents: [ModuleID: [ModuleID]] = [:]
    for edge in graph.dependencies where edge.from != edge.to { dependents[edge.to, default: []].append(edge.from) }
    var reached = touched
    var queue = Array(touched)
    while let next = queue.popLast() {
      for user in dependents[next] ?? [] where reached.insert(user).inserted { queue.append(user) }
    }
    self.init(
      changedFiles: changes.paths.sorted(), touched: touched.sorted(), affected: reached.sorted(),
      tests: reached.filter { graph[$0]?.isTest == true }.sorted { ($0.name, $0.container) < ($1.name, $1.container) })
  }

  /// `plumb affected`: the change (`--since REV`, or the files named) over the graph `check` judges. Diagnostics
  /// of the analysis come back beside it.
  public static func of(
    since revision: String?, files: [String], pipeline: Pipeline, currentDirectory: URL
  ) throws -> (affected: AffectedModules, diagnostics: [Diagnostic]) {
    let changes =
      try revision.map { try ChangeSet.since($0, root: pipeline.root) }
      ?? ChangeSet.files(files, root: pipeline.root, currentDirectory: currentDirectory)
    let scanned = try pipeline.loadAndScan()
    return (
      AffectedModules(changes: changes, graph: pipeline.checkedGraph(scanned.graph)),
      scanned.diagnostics + changes.diagnostics)
  }
}

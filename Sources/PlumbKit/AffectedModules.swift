import Foundation
import PlumbModel

/// What a change reaches (`plumb affected`): the modules whose files or declarations changed, every module that
/// depends on them directly or through others, and the test targets among those: the tests to run after the change.
public struct AffectedModules: Codable, Equatable, Sendable {
  /// The changed files, root-relative, sorted.
  public var changedFiles: [String]
  /// Modules that compile a changed file or are declared in one (a manifest, a project), sorted.
  public var touched: [ModuleID]
  /// The touched modules and every module that depends on one of them, sorted; test targets included.
  public var affected: [ModuleID]
  /// The test targets among the affected modules, sorted by name.
  public var tests: [ModuleID]

  public init(changes: ChangeSet, graph: ModuleGraph) {
    changedFiles = changes.paths.sorted()
    var touched = Set<ModuleID>()
    for module in graph.modules where !module.isExternal {
      let declaredIn = module.declaredAt?.file
      if declaredIn.map(changes.paths.contains) == true || module.sources.contains(where: changes.paths.contains) {
        touched.insert(module.id)
      }
    }
    // Everything that depends on a touched module, through any number of edges.
    var dependents: [ModuleID: [ModuleID]] = [:]
    for edge in graph.dependencies where edge.from != edge.to { dependents[edge.to, default: []].append(edge.from) }
    var reached = touched
    var queue = Array(touched)
    while let next = queue.popLast() {
      for user in dependents[next] ?? [] where reached.insert(user).inserted { queue.append(user) }
    }
    self.touched = touched.sorted()
    affected = reached.sorted()
    tests = reached.filter { graph[$0]?.isTest == true }.sorted { ($0.name, $0.container) < ($1.name, $1.container) }
  }

  /// `-only-testing:` arguments for xcodebuild, one per test target.
  public var onlyTestingArguments: [String] { tests.map { "-only-testing:\($0.name)" } }
}

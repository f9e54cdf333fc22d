/// What the imports of the scanned sources mean in the graph: which module an `import X` names, and which modules
/// a module makes visible to its importers with `@_exported import`. Shared by the rules that compare imports
/// with declared dependencies and by `DependencyEvidence`, which lists the imports behind each edge.
public struct ImportResolver: Sendable {
  public let graph: ModuleGraph
  public let sourceFacts: SourceFacts
  public let names: ModuleNameIndex
  /// Module → the modules its sources re-export with `@_exported import`, directly.
  private let directReexports: [ModuleID: Set<ModuleID>]
  /// What each module's declarations reach and make visible, asked per pair.
  public let declared: DeclaredReach

  /// - Parameter work: counts the steps for the tests; nil in normal runs.
  public init(graph: ModuleGraph, sourceFacts: SourceFacts, work: WorkCounter? = nil) {
    self.graph = graph
    self.sourceFacts = sourceFacts
    let names = ModuleNameIndex(graph: graph, work: work)
    self.names = names
    var reexports: [ModuleID: Set<ModuleID>] = [:]
    for (id, facts) in sourceFacts.modules {
      let build = graph[id].map { BuildCondition($0.build) }
      for item in facts.imports where item.isExported && build?.mayHold(item.condition) != false {
        if let target = names.module(named: item.module, importedFrom: id), target != id {
          reexports[id, default: []].insert(target)
        }
      }
    }
    directReexports = reexports
    declared = DeclaredReach(graph: graph, reexports: reexports, work: work)
  }

  /// The module an `import name` in `importer` means (see `ModuleNameIndex`); nil for modules outside the graph
  /// (Foundation, SwiftUI, anything the workspace does not know).
  public func module(named name: String, importedFrom importer: ModuleID) -> ModuleID? {
    names.module(named: name, importedFrom: importer)
  }

  /// The imports of a module that its build compiles: an import under `#if FLAG` is left out of a module that never
  /// defines `FLAG`, one under `#if os(watchOS)` out of an iOS-only module.
  public func compiledImports(of module: ModuleID) -> [SourceFacts.Import] {
    let imports = sourceFacts.modules[module]?.imports ?? []
    guard let build = graph[module]?.build, !build.isEmpty else { return imports }
    let condition = BuildCondition(build)
    return imports.filter { condition.mayHold($0.condition) }
  }

  /// The modules an import of each of `modules` makes visible: themselves and, transitively, what they re-export.
  public func visible(through modules: some Sequence<ModuleID>) -> Set<ModuleID> {
    var visible = Set<ModuleID>()
    var pending = Array(modules)
    while let next = pending.popLast() {
      guard visible.insert(next).inserted else { continue }
      pending += directReexports[next, default: []]
    }
    return visible
  }
}

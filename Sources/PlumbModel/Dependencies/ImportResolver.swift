/// What the imports of the scanned sources mean in the graph: which module an `import X` names, and which modules
/// a module makes visible to its importers with `@_exported import`. Shared by the rules that compare imports
/// with declared dependencies and by `DependencyEvidence`, which lists the imports behind each edge.
public struct ImportResolver: Sendable {
  public let graph: ModuleGraph
  public let sourceFacts: SourceFacts
  public let names: ModuleNameIndex
  /// Module → the modules its sources re-export with `@_exported import`, directly.
  private let directReexports: [ModuleID: Set<ModuleID>]

  public init(graph: ModuleGraph, sourceFacts: SourceFacts) {
    self.graph = graph
    self.sourceFacts = sourceFacts
    let names = ModuleNameIndex(graph: graph)
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
  }

  /// The module an `import name` in `importer` means (see `ModuleNameIndex`); nil for modules outside the graph
  /// (Foundation, SwiftUI, anything the workspace does not know).
  /// `preferring`: the modules the importer reaches through its declared dependencies, when the caller knows them.
  public func module(named name: String, importedFrom importer: ModuleID, preferring reach: Set<ModuleID>? = nil)
    -> ModuleID?
  {
    names.module(named: name, importedFrom: importer, reach: reach)
  }

  /// The imports of a module that its build compiles: an import under `#if FLAG` is left out of a module that never
  /// defines `FLAG`, one under `#if os(watchOS)` out of an iOS-only module.
  public func compiledImports(of module: ModuleID) -> [SourceFacts.Import] {
    let imports = sourceFacts.modules[module]?.imports ?? []
    guard let build = graph[module]?.build, !build.isEmpty else { return imports }
    let condition = BuildCondition(build)
    return imports.filter { condition.mayHold($0.condition) }
  }

  /// The modules the declared dependencies of `module` reach, directly or through other declared dependencies.
  public func declaredReach(of module: ModuleID) -> Set<ModuleID> {
    names.declaredReach(of: module)
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

import PlumbModel

/// What the imports of the scanned sources mean in the graph: which module an `import X` names, and which modules
/// a module makes visible to its importers with `@_exported import`. Shared by the rules that compare imports
/// with declared dependencies.
public struct ImportResolver: Sendable {
  public let graph: ModuleGraph
  public let sourceFacts: SourceFacts
  private let modulesByName: [String: [Module]]
  /// Module → the modules its sources re-export with `@_exported import`, directly.
  private let directReexports: [ModuleID: Set<ModuleID>]

  public init(graph: ModuleGraph, sourceFacts: SourceFacts) {
    self.graph = graph
    self.sourceFacts = sourceFacts
    let byName = Dictionary(grouping: graph.modules, by: \.name)
    modulesByName = byName
    var reexports: [ModuleID: Set<ModuleID>] = [:]
    for (id, facts) in sourceFacts.modules {
      for item in facts.imports where item.isExported {
        if let target = Self.module(named: item.module, importedFrom: id, in: byName), target != id {
          reexports[id, default: []].insert(target)
        }
      }
    }
    directReexports = reexports
  }

  /// The module an `import name` in `importer` means: when several modules share the name (two packages'
  /// products, a local package outside the analysed folder seen as an external node), the one the importer
  /// declares; otherwise as the scanner resolves it: one in the importer's own container first, then a workspace
  /// module, then an external product. nil for modules outside the graph (Foundation, SwiftUI, anything the
  /// workspace does not know).
  /// `preferring`: the modules the importer reaches through its declared dependencies, when the caller knows
  /// them; a shared name resolves to one of those before one the importer only declares directly.
  public func module(named name: String, importedFrom importer: ModuleID, preferring reach: Set<ModuleID> = [])
    -> ModuleID?
  {
    if let candidates = modulesByName[name], candidates.count > 1 {
      let declared = Set(graph.dependencies(of: importer).filter(\.isDeclared).map(\.to))
      if let chosen = candidates.first(where: { declared.contains($0.id) }) { return chosen.id }
      if let chosen = candidates.first(where: { reach.contains($0.id) }) { return chosen.id }
    }
    return Self.module(named: name, importedFrom: importer, in: modulesByName)
  }

  private static func module(named name: String, importedFrom importer: ModuleID, in byName: [String: [Module]])
    -> ModuleID?
  {
    guard let candidates = byName[name] else { return nil }
    if let sibling = candidates.first(where: { $0.id.container == importer.container }) { return sibling.id }
    if let local = candidates.first(where: { !$0.isExternal }) { return local.id }
    return candidates.first?.id
  }

  /// The modules the declared dependencies of `module` reach, directly or through other declared dependencies.
  public func declaredReach(of module: ModuleID) -> Set<ModuleID> {
    var reached = Set<ModuleID>()
    var pending = [module]
    while let next = pending.popLast() {
      for dependency in graph.dependencies(of: next) where dependency.isDeclared && reached.insert(dependency.to).inserted {
        pending.append(dependency.to)
      }
    }
    return reached
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

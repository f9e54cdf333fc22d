/// Which module an `import X` means: the one place that answers it, for the scanner (actual edges, name lookup)
/// and the rules (undeclared and unused dependencies).
///
/// Imports name Swift modules, not targets: an Xcode target `Shared-iOS` whose build settings say
/// `PRODUCT_MODULE_NAME = Shared` is imported as `Shared`. When several modules share the imported name (the iOS and
/// watchOS builds of one framework, two packages' products, a local package seen as an external node), the one the
/// importer's build would find wins:
/// 1. one the importer declares as a dependency;
/// 2. one its declared dependencies reach;
/// 3. one built for a platform the importer is built for;
/// 4. one of the importer's own container (package or project);
/// 5. a workspace module before an external product.
public struct ModuleNameIndex: Sendable {
  public let graph: ModuleGraph
  private let byName: [String: [Module]]

  public init(graph: ModuleGraph) {
    self.graph = graph
    byName = Dictionary(grouping: graph.modules, by: \.moduleName)
  }

  /// Every module `import name` could mean, in graph order.
  public func candidates(named name: String) -> [Module] { byName[name] ?? [] }

  /// The modules the declared dependencies of `module` reach, directly or through other declared dependencies.
  public func declaredReach(of module: ModuleID) -> Set<ModuleID> {
    var reached = Set<ModuleID>()
    var pending = [module]
    while let next = pending.popLast() {
      for dependency in graph.dependencies(of: next)
      where dependency.isDeclared && reached.insert(dependency.to).inserted {
        pending.append(dependency.to)
      }
    }
    return reached
  }

  /// The module `import name` in `importer` means; nil for modules outside the graph (Foundation, SwiftUI, anything
  /// the workspace does not know). `reach` is the importer's declared reach when the caller has it.
  public func module(named name: String, importedFrom importer: ModuleID, reach: Set<ModuleID>? = nil) -> ModuleID? {
    guard let candidates = byName[name] else { return nil }
    // A module never imports another build of itself: `import Shared` in a file that Shared-iOS compiles is Shared-iOS.
    if graph[importer]?.moduleName == name { return nil }
    let others = candidates.filter { $0.id != importer }
    guard !others.isEmpty else { return nil }
    if others.count == 1 { return others[0].id }
    let declared = Set(graph.dependencies(of: importer).filter(\.isDeclared).map(\.to))
    if let chosen = others.first(where: { declared.contains($0.id) }) { return chosen.id }
    let reach = reach ?? declaredReach(of: importer)
    if let chosen = others.first(where: { reach.contains($0.id) }) { return chosen.id }
    var pool = others
    if let platforms = graph[importer]?.build.platforms, !platforms.isEmpty {
      let samePlatform = pool.filter { !$0.build.platforms.isEmpty && !Set($0.build.platforms).isDisjoint(with: platforms) }
      if !samePlatform.isEmpty { pool = samePlatform }
    }
    if let sibling = pool.first(where: { $0.id.container == importer.container }) { return sibling.id }
    if let local = pool.first(where: { !$0.isExternal }) { return local.id }
    return pool[0].id
  }
}

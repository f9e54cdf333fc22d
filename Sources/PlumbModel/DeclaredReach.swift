/// What the declared dependencies of a module reach, and what they make visible to its sources (those modules and
/// what they re-export with `@_exported import`, transitively), asked one pair at a time: a rule only needs yes or
/// no, and each module's reach as a set holds n²/2 pairs on a chain of n modules.
public struct DeclaredReach: Sendable {
  /// A module reached through declared dependencies, or (`reexported`) seen through a re-export.
  private struct Node: Hashable, Comparable, Sendable {
    var module: ModuleID
    var reexported: Bool
    static func < (a: Node, b: Node) -> Bool { (a.module, a.reexported ? 1 : 0) < (b.module, b.reexported ? 1 : 0) }
  }

  /// Declared edges between plain nodes; each module that takes part in a re-export also has a re-exported node,
  /// reached from its plain one, with the re-exports between those. Modules that take no part add no node, so the
  /// graph stays as narrow as the declared one.
  private let reach: Reachability<Node>
  private let reachingExternal: Set<ModuleID>
  /// Modules whose declared dependencies reach products whose modules are unknown but whose packages are known
  /// (`Module.productPackages`), with the packages (containers) those may bring modules of.
  private let reachingBoundedExternal: [ModuleID: Set<String>]

  /// - Parameter reexports: module → the modules its sources re-export with `@_exported import`, directly.
  public init(graph: ModuleGraph, reexports: [ModuleID: Set<ModuleID>], work: WorkCounter? = nil) {
    var edges = graph.dependencies.filter(\.isDeclared).map {
      (Node(module: $0.from, reexported: false), Node(module: $0.to, reexported: false))
    }
    var takingPart = Set<ModuleID>()
    for (module, targets) in reexports {
      takingPart.insert(module)
      for target in targets {
        takingPart.insert(target)
        edges.append((Node(module: module, reexported: true), Node(module: target, reexported: true)))
      }
    }
    edges += takingPart.map { (Node(module: $0, reexported: false), Node(module: $0, reexported: true)) }
    let brought = Self.broughtByProducts(graph)
    edges += brought.map { (Node(module: $0.0, reexported: false), Node(module: $0.1, reexported: false)) }
    reach = Reachability(Digraph(nodes: graph.modules.map { Node(module: $0.id, reexported: false) }, edges: edges))
    // Products whose package plumb read bring what they bring, and nothing else: only the others may bring anything.
    let declared = Digraph(
      nodes: graph.modules.map(\.id), edges: graph.dependencies.filter(\.isDeclared).map { ($0.from, $0.to) } + brought)
    let unknown = graph.modules.filter { $0.isExternal && $0.productModules == nil }
    reachingExternal = declared.transitivePredecessors(of: unknown.filter { $0.productPackages == nil }.map(\.id))
    // Products whose modules are unknown but whose packages are known bring modules of those packages only.
    var bounded: [ModuleID: Set<String>] = [:]
    for product in unknown {
      guard let packages = product.productPackages else { continue }
      for module in declared.transitivePredecessors(of: [product.id]) {
        bounded[module, default: []].formUnion(packages)
      }
    }
    reachingBoundedExternal = bounded
    work?.add(edges.count + reach.work)
    self.work = work
  }

  private let work: WorkCounter?

  /// Edges from each remote product whose package plumb read (`productModules`) to the other external nodes of the
  /// graph whose modules it brings: `NukeUI` → `Nuke` when a target of the workspace also declares `Nuke`. A product
  /// whose modules are not all known brings at least those the manifests read list (`productModulesKnown`). Modules
  /// no target declares are no node, and their imports are never reported, so they need no edge.
  static func broughtByProducts(_ graph: ModuleGraph) -> [(ModuleID, ModuleID)] {
    let external = graph.modules.filter(\.isExternal)
    guard external.contains(where: { $0.productModules != nil || $0.productModulesKnown != nil }) else { return [] }
    var byModuleName: [String: [ModuleID]] = [:]
    for module in external {
      byModuleName[BuildInfo.c99Identifier(module.moduleName), default: []].append(module.id)
    }
    var result: [(ModuleID, ModuleID)] = []
    for module in external {
      for name in module.productModules ?? module.productModulesKnown ?? [] {
        for other in byModuleName[name] ?? [] where other != module.id { result.append((module.id, other)) }
      }
    }
    return result
  }

  /// Whether the declared dependencies of `module` reach `other`, directly or through other declared dependencies
  /// (`module` itself only on a cycle).
  public func reaches(_ module: ModuleID, _ other: ModuleID) -> Bool {
    work?.add(1)
    return reach.reaches(Node(module: module, reexported: false), Node(module: other, reexported: false))
  }

  /// Whether `other` is visible to the sources of `module` through its declarations: it is `module`, a module they
  /// reach, or one that those re-export, transitively.
  public func makesVisible(_ module: ModuleID, _ other: ModuleID) -> Bool {
    work?.add(1)
    return module == other || reaches(module, other)
      || reach.reaches(Node(module: module, reexported: false), Node(module: other, reexported: true))
  }

  /// Whether the declared dependencies of `module` reach an external product (a remote package's) that may bring
  /// modules plumb cannot see: one whose package's checkout was not read.
  public func reachesExternal(_ module: ModuleID) -> Bool {
    reachingExternal.contains(module) || reachingBoundedExternal[module] != nil
  }

  /// Whether a remote product the declared dependencies of `module` reach may bring `other`, a product of a remote
  /// package, without plumb knowing: one whose package's checkout was not read, or one whose modules are unknown
  /// but whose packages include `other`'s. A product of a package none of those depend on cannot be brought.
  public func mayBringExternal(_ module: ModuleID, _ other: ModuleID) -> Bool {
    reachingExternal.contains(module) || reachingBoundedExternal[module]?.contains(other.container) == true
  }

  /// Whether every remote product the declared dependencies of `module` reach whose modules are unknown had a
  /// checkout plumb read (its manifest, or one on the way, was not evaluated whole): the hedge is not for want of a
  /// checkout.
  public func readsEveryReachedCheckout(_ module: ModuleID) -> Bool {
    !reachingExternal.contains(module)
  }
}

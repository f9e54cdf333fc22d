/// Which remote products are worth reading the public functions of, from their checkouts.
///
/// A module may call a free function of a remote package it declares without importing that package's module: the
/// function comes through another import that re-exports it (`@_exported import`), and `unused-dependency` would take
/// the declaration for unused. Reading every checkout's files would cost a parse of packages as large as swift-syntax
/// on each run; only the products a module declares, does not import, and might call into are read.
public enum RemoteFunctionCandidates {
  /// External products whose checkout was read (`productModules` known) that some module declares without importing
  /// the product's module, while its sources call functions it does not declare, use members or name types (any
  /// module that declares one, with `calling: false`); sorted. (Members and types count: a test module of Swift
  /// Testing may call no free function at all, and name only a type and its `with { }` of a protocol extension.) With `modulesKnown: false`, also the products whose modules stay unknown (a package
  /// whose manifest was read in part, as Firebase's: what the checkout declares of the product is asked later).
  public static func products(
    in graph: ModuleGraph, facts: SourceFacts, calling: Bool = true, modulesKnown: Bool = true
  ) -> [ModuleID] {
    var result = Set<ModuleID>()
    for dependency in graph.dependencies where dependency.isDeclared && !result.contains(dependency.to) {
      guard let product = graph[dependency.to], product.isExternal, !modulesKnown || product.productModules != nil,
        let caller = facts.modules[dependency.from],
        !calling || !caller.calledFunctions.isEmpty || !caller.memberNames.isEmpty || !caller.typeNames.isEmpty
      else { continue }
      let imported = Set(caller.imports.map(\.module))
      if imported.contains(product.moduleName) || imported.contains(BuildInfo.c99Identifier(product.name)) { continue }
      result.insert(product.id)
    }
    return result.sorted()
  }

  /// External products that a module imports while it declares another remote product without importing it, with
  /// the names it imports of their modules: the modules whose `@_exported import`s may be what makes the other
  /// product's types visible (`import NIO`, which re-exports `NIOCore`, with `NIOCore` declared; `import
  /// ComposableArchitecture`, which re-exports `Clocks`, with swift-clocks' `Clocks` declared); sorted. A product's modules are those read from its checkout (`productModules`), or, when its package's manifest
  /// was read only in part, its own module: its files are still found where the checkout keeps them.
  public static func reexporters(in graph: ModuleGraph, facts: SourceFacts) -> [(product: ModuleID, names: [String])] {
    var result: [ModuleID: Set<String>] = [:]
    for module in graph.modules where !module.isExternal {
      guard let caller = facts.modules[module.id] else { continue }
      let declared = graph.dependencies(of: module.id).filter(\.isDeclared).compactMap { graph[$0.to] }
        .filter(\.isExternal)
      guard declared.count > 1 else { continue }
      let imported = Set(caller.imports.map(\.module))
      let ownNames: (Module) -> [String] = { [$0.moduleName, BuildInfo.c99Identifier($0.name)] }
      guard declared.contains(where: { imported.isDisjoint(with: ownNames($0)) }) else { continue }
      for product in declared {
        let names = imported.intersection(product.productModules ?? ownNames(product))
        if !names.isEmpty { result[product.id, default: []].formUnion(names) }
      }
    }
    return result.map { (product: $0.key, names: $0.value.sorted()) }.sorted { $0.product < $1.product }
  }
}

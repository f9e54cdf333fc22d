/// Which remote products are worth reading the public functions of, from their checkouts.
///
/// A module may call a free function of a remote package it declares without importing that package's module: the
/// function comes through another import that re-exports it (`@_exported import`), and `unused-dependency` would take
/// the declaration for unused. Reading every checkout's files would cost a parse of packages as large as swift-syntax
/// on each run; only the products a module declares, does not import, and might call into are read.
public enum RemoteFunctionCandidates {
  /// External products whose checkout was read (`productModules` known) that some module declares without importing
  /// the product's module, while its sources call functions it does not declare (any module that declares one, with
  /// `calling: false`); sorted.
  public static func products(in graph: ModuleGraph, facts: SourceFacts, calling: Bool = true) -> [ModuleID] {
    var result = Set<ModuleID>()
    for dependency in graph.dependencies where dependency.isDeclared && !result.contains(dependency.to) {
      guard let product = graph[dependency.to], product.isExternal, product.productModules != nil,
        let caller = facts.modules[dependency.from], !calling || !caller.calledFunctions.isEmpty
      else { continue }
      let imported = Set(caller.imports.map(\.module))
      if imported.contains(product.moduleName) || imported.contains(BuildInfo.c99Identifier(product.name)) { continue }
      result.insert(product.id)
    }
    return result.sorted()
  }
}

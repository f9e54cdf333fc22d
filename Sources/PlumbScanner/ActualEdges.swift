import PlumbModel

/// The module dependencies the code actually has, whatever the manifests declare: each module's imports of
/// other modules in the graph, plus modules whose types it uses without importing them (visible through an
/// `@_exported import`). A pure function; the result merges into the declared graph with `ModuleGraph.add`,
/// where a declared edge wins over an import-only one.
public enum ActualEdges {
  public static func compute(modules graph: ModuleGraph, files: [FileFacts]) -> [Dependency] {
    computeWithReferences(modules: graph, files: files).edges
  }

  /// The actual edges, and with them what `ModuleReferences.compute` returns (the modules whose types each
  /// module names), from one resolution pass: the scan stage needs both, and resolving every name is the cost.
  public static func computeWithReferences(modules graph: ModuleGraph, files: [FileFacts])
    -> (edges: [Dependency], references: [ModuleID: Set<ModuleID>])
  {
    let index = WorkspaceIndex(graph: graph, files: files)
    var firstUse: [Pair: Location] = [:]
    func note(_ from: ModuleID, _ to: ModuleID, at location: Location) {
      guard from != to else { return }
      let pair = Pair(from: from, to: to)
      if let known = firstUse[pair], known <= location { return }
      firstUse[pair] = location
    }
    var referenced: [Pair: Location] = [:]
    for file in files {
      for module in index.modulesOfFile[file.path] ?? [] {
        for fact in file.imports where index.compiles(fact, in: module) {
          guard let target = index.module(named: fact.module, importedFrom: module) else { continue }
          note(module, target, at: Location(file: file.path, line: fact.position.line, column: fact.position.column))
        }
        let visible = index.visibleModules(of: file, in: module)
        func noteReferences(_ names: [String], scope: String?, at location: Location) {
          for name in names {
            guard let node = index.resolve(name, scope: scope, module: module, visible: visible), node.module != module
            else { continue }
            let pair = Pair(from: module, to: node.module)
            if let known = referenced[pair], known <= location { continue }
            referenced[pair] = location
          }
        }
        for type in file.types {
          noteReferences(
            type.references, scope: type.name,
            at: Location(file: file.path, line: type.position.line, column: type.position.column))
        }
        noteReferences(file.topLevelReferences, scope: nil, at: Location(file: file.path))
      }
    }
    var references: [ModuleID: Set<ModuleID>] = [:]
    for pair in referenced.keys { references[pair.from, default: []].insert(pair.to) }
    // An import is the better location for an edge; a reference stands in only where nothing is imported.
    for (pair, location) in referenced where firstUse[pair] == nil { firstUse[pair] = location }
    let edges = firstUse.map { Dependency(from: $0.key.from, to: $0.key.to, kind: .importOnly, location: $0.value) }
    return (edges.sorted(), references)
  }

  private struct Pair: Hashable {
    var from: ModuleID
    var to: ModuleID
  }
}

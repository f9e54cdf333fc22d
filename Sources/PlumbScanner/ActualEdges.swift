import PlumbModel

/// The module dependencies the code actually has, whatever the manifests declare: each module's imports of
/// other modules in the graph, plus modules whose types it uses without importing them (visible through an
/// `@_exported import`). A pure function; the result merges into the declared graph with `ModuleGraph.add`,
/// where a declared edge wins over an import-only one.
///
/// Worked out file by file (`FileEdgeUses`, what one file says for one module that compiles it), then folded: a file's
/// uses depend only on its facts, its modules and the workspace's type index, so a run that finds those unchanged
/// reuses them (`SourceScanner.derive(graph:scanned:hashes:previous:)`) and resolves only the files that changed.
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
    return fold(files.map { uses(of: $0, index: index) })
  }

  /// What `file` says for each module that compiles it: the first import of each other module of the graph (an
  /// import the module's build compiles), and the first place a type of another module is named.
  static func uses(of file: FileFacts, index: WorkspaceIndex) -> [FileEdgeUses] {
    (index.modulesOfFile[file.path] ?? []).map { module in
      var uses = FileEdgeUses(module: module)
      // Each import is resolved once, for its edge and for the modules the file sees.
      var imported: [ModuleID] = []
      for fact in file.imports where index.compiles(fact, in: module) {
        guard let target = index.module(named: fact.module, importedFrom: module) else { continue }
        imported.append(target)
        guard target != module else { continue }
        let location = Location(file: file.path, line: fact.position.line, column: fact.position.column)
        if let known = uses.imports[target], known <= location { continue }
        uses.imports[target] = location
      }
      let visible = index.visibleModules(importing: imported, in: module)
      func noteReferences(_ names: [String], scope: String?, at location: Location) {
        for name in names {
          guard let node = index.resolve(name, scope: scope, module: module, visible: visible), node.module != module
          else { continue }
          if let known = uses.references[node.module], known <= location { continue }
          uses.references[node.module] = location
        }
      }
      for type in file.types {
        noteReferences(
          type.references, scope: type.name,
          at: Location(file: file.path, line: type.position.line, column: type.position.column))
      }
      noteReferences(file.topLevelReferences, scope: nil, at: Location(file: file.path))
      return uses
    }
  }

  /// The last components of the names `uses(of:index:)` reads in one of `old` and `new` (two versions of one file)
  /// and not in the other: each type's referenced names and those at file scope. nil when the versions differ in
  /// anything else it reads but the types' positions (path, imports, types' names). With the same graph and type
  /// index, a file whose names differ only by names no type of the workspace ends in (`Int`, `print`: they resolve
  /// to nothing, `WorkspaceIndex.declaredAmong`) has the last run's uses, moved with its types
  /// (`uses(_:movedFrom:to:)`): an edit of a function's body that names no type of the workspace keeps them.
  static func namesResolvedAnew(from old: FileFacts, to new: FileFacts) -> Set<Substring>? {
    guard old.path == new.path, old.types.count == new.types.count, old.imports == new.imports else { return nil }
    var names = Set<Substring>()
    func note(_ one: [String], _ other: [String]) {
      guard one != other else { return }
      for name in Set(one).symmetricDifference(other) { names.insert(WorkspaceIndex.lastComponent(of: name)) }
    }
    // Fields are read through the arrays: copying each `TypeFact` out would retain every field it holds.
    for index in old.types.indices {
      guard old.types[index].name == new.types[index].name else { return nil }
      note(old.types[index].references, new.types[index].references)
    }
    note(old.topLevelReferences, new.topLevelReferences)
    return names
  }

  /// `stored`, the uses of `old`, for `new`: a version of the file with the same types in the same order, perhaps
  /// elsewhere (lines added above them). A reference is located at the type that names it (`uses(of:index:)`), so
  /// each location at a type of `old` moves to where that type is in `new`; the types are in the same order in
  /// both, so what was first is still first. nil when the types' positions are not in increasing order in both, or a
  /// location is at no type of `old`.
  static func uses(_ stored: [FileEdgeUses], movedFrom old: FileFacts, to new: FileFacts) -> [FileEdgeUses]? {
    guard old.types.count == new.types.count else { return nil }
    var moves: [SourcePosition: SourcePosition] = [:]
    for index in old.types.indices {
      if index > 0,
        old.types[index - 1].position >= old.types[index].position
          || new.types[index - 1].position >= new.types[index].position
      {
        return nil
      }
      if old.types[index].position != new.types[index].position {
        moves[old.types[index].position] = new.types[index].position
      }
    }
    guard !moves.isEmpty else { return stored }
    let positions = Set(old.types.lazy.map(\.position))
    var moved = stored
    for index in moved.indices {
      for (target, location) in moved[index].references where location.line > 0 {
        let at = SourcePosition(line: location.line, column: location.column)
        guard positions.contains(at) else { return nil }
        guard let to = moves[at] else { continue }
        moved[index].references[target] = Location(file: location.file, line: to.line, column: to.column)
      }
    }
    return moved
  }

  /// The edges and references of every file's uses together: the first location of each pair over all files.
  public static func fold(_ files: [[FileEdgeUses]]) -> (edges: [Dependency], references: [ModuleID: Set<ModuleID>]) {
    var firstUse: [Pair: Location] = [:]
    var referenced: [Pair: Location] = [:]
    for file in files {
      for uses in file {
        for (target, location) in uses.imports {
          let pair = Pair(from: uses.module, to: target)
          if let known = firstUse[pair], known <= location { continue }
          firstUse[pair] = location
        }
        for (target, location) in uses.references {
          let pair = Pair(from: uses.module, to: target)
          if let known = referenced[pair], known <= location { continue }
          referenced[pair] = location
        }
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

/// What one file's code says of the edges of one module that compiles it (`ActualEdges`): the first import of each
/// other module, and the first place it names a type of each other module. Every location is in the file.
public struct FileEdgeUses: Sendable, Equatable {
  public var module: ModuleID
  public var imports: [ModuleID: Location] = [:]
  public var references: [ModuleID: Location] = [:]

  public init(module: ModuleID, imports: [ModuleID: Location] = [:], references: [ModuleID: Location] = [:]) {
    self.module = module
    self.imports = imports
    self.references = references
  }
}

import PlumbModel

/// Where each file belongs and which types each module declares, for resolving names the way the compiler
/// looks them up: nested scopes first, then the file's module, then the modules the file can see.
struct WorkspaceIndex {
  let graph: ModuleGraph
  /// File path → the module that compiles it.
  private(set) var moduleOfFile: [String: ModuleID] = [:]
  /// Module → qualified type name → the declaring file and position.
  private(set) var declared: [ModuleID: [String: Location]] = [:]
  /// Module → modules it re-exports with `@_exported import`.
  private(set) var reexports: [ModuleID: Set<ModuleID>] = [:]

  init(graph: ModuleGraph, files: [FileFacts]) {
    self.graph = graph
    for module in graph.modules where !module.isExternal {
      for source in module.sources where moduleOfFile[source] == nil { moduleOfFile[source] = module.id }
    }
    for file in files {
      guard let module = moduleOfFile[file.path] else { continue }
      for type in file.types where type.kind != .extension {
        let location = Location(file: file.path, line: type.position.line, column: type.position.column)
        if declared[module, default: [:]][type.name] == nil { declared[module, default: [:]][type.name] = location }
      }
      for fact in file.imports where fact.isExported {
        if let target = self.module(named: fact.module, importedFrom: module), target != module {
          reexports[module, default: []].insert(target)
        }
      }
    }
  }

  /// The module an `import name` in `importer` means: one in the importer's own container first, then a
  /// workspace module, then an external product; nil when the graph has no module of that name.
  func module(named name: String, importedFrom importer: ModuleID) -> ModuleID? {
    let candidates = graph.modules.filter { $0.name == name }
    if let sibling = candidates.first(where: { $0.id.container == importer.container }) { return sibling.id }
    if let local = candidates.first(where: { !$0.isExternal }) { return local.id }
    return candidates.first?.id
  }

  /// The modules a file sees besides its own: what it imports, and what those re-export, transitively; sorted.
  func visibleModules(of file: FileFacts, in module: ModuleID) -> [ModuleID] {
    var visible = Set<ModuleID>()
    var pending = file.imports.compactMap { self.module(named: $0.module, importedFrom: module) }
    while let next = pending.popLast() {
      guard next != module, visible.insert(next).inserted else { continue }
      pending += reexports[next, default: []]
    }
    return visible.sorted()
  }

  /// Resolves a referenced name, seen inside `scope` (a qualified type name, or nil at file scope).
  func resolve(_ name: String, scope: String?, module: ModuleID, visible: [ModuleID]) -> TypeGraph.Node? {
    let components = name.split(separator: ".").map(String.init)
    // `Core.User`: a module-qualified name.
    if components.count > 1, let qualifier = ([module] + visible).first(where: { $0.name == components[0] }) {
      let rest = components.dropFirst().joined(separator: ".")
      if declared[qualifier]?[rest] != nil { return TypeGraph.Node(module: qualifier, name: rest) }
    }
    var candidates: [String] = []
    if let scope {
      var prefix = scope.split(separator: ".").map(String.init)
      while !prefix.isEmpty {
        candidates.append((prefix + [name]).joined(separator: "."))
        prefix.removeLast()
      }
    }
    candidates.append(name)
    for candidate in candidates where declared[module]?[candidate] != nil {
      return TypeGraph.Node(module: module, name: candidate)
    }
    for other in visible where declared[other]?[name] != nil {
      return TypeGraph.Node(module: other, name: name)
    }
    return nil
  }

  func location(of node: TypeGraph.Node) -> Location? { declared[node.module]?[node.name] }
}

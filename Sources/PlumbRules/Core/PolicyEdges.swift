import PlumbModel

/// The dependencies inside targets that `forbidden`, `allowed` and `required` entries judge: every type reference
/// of the type graph (type → type) and every import of a workspace module (file → module), each end with what a
/// `ModuleMatcher` can select it by: its module, file, layer, type name and type role.
///
/// An entry is judged in the code only when it selects something finer than a module: a type name or type role,
/// a path, or a layer that places files or types (`paths`, `types`, type roles). An entry of module names and
/// module roles is judged on the module graph alone, as before. A reference between two modules that the module
/// graph's check already reports for the same entry is not reported again.
struct PolicyEdges {
  /// One end of a dependency in the code.
  struct End: Hashable {
    var module: Module
    /// The file the reference is written in (the `from` end), or the file declaring the type; nil for a module.
    var file: String?
    /// The type, when the end is one.
    var type: TypeGraph.Node?
    /// The type's own name, without its enclosing types (`Inner` of `Outer.Inner`).
    var simpleName: String?
    var role: Role?
    var layer: String?

    /// How the end reads in a message: the type's name, the file, or the module.
    func label(_ context: RuleContext) -> String {
      type?.name ?? file ?? context.displayName(module.id)
    }
  }

  struct Edge {
    var from: End
    var to: End
    var location: Location
    /// An import rather than a type reference.
    var isImport: Bool
  }

  let edges: [Edge]
  /// Every type of the index as an end, for `required:`.
  let types: [End]

  init(_ context: RuleContext, code: CodeIndex) {
    let placed = context.layers.code
    let layers = context.configuration.layers
    func typeEnd(_ node: TypeGraph.Node) -> End? {
      guard let info = code.types[node], let module = context.graph[node.module] else { return nil }
      let layer = placed?.types[node].map { layers[$0.index].name } ?? context.layer(of: node.module)?.name
      return End(
        module: module, file: info.file, type: node, simpleName: info.fact.simpleName, role: info.role, layer: layer)
    }
    var edges: [Edge] = []
    for edge in code.typeGraph.edges {
      guard let from = typeEnd(edge.from), let to = typeEnd(edge.to) else { continue }
      edges.append(Edge(from: from, to: to, location: edge.location, isImport: false))
    }
    var moduleByName: [String: Module] = [:]
    for module in context.graph.modules where !module.isTest { moduleByName[module.name] = moduleByName[module.name] ?? module }
    for file in code.files {
      guard let id = code.moduleOfFile[file.path], let module = context.graph[id] else { continue }
      let layer = placed?.files[file.path].map { layers[$0.index].name } ?? context.layer(of: id)?.name
      let from = End(module: module, file: file.path, layer: layer)
      var seen = Set<String>()
      for fact in file.imports where seen.insert(fact.module).inserted {
        guard let imported = moduleByName[fact.module], imported.id != id else { continue }
        let to = End(module: imported, layer: context.layer(of: imported.id)?.name)
        let location = Location(file: file.path, line: fact.position.line, column: fact.position.column)
        edges.append(Edge(from: from, to: to, location: location, isImport: true))
      }
    }
    self.edges = edges
    types = code.typeGraph.nodes.compactMap(typeEnd)
  }

  /// Whether an entry selects files or types, so that the code is judged for it.
  static func judgesCode(_ policy: DependencyPolicy, layers: [Layer]) -> Bool {
    let codeLayers = Set(layers.filter { !$0.paths.isEmpty || !$0.types.isEmpty || !$0.typeRoles.isEmpty }.map(\.name))
    return [policy.from, policy.to].contains { matcher in
      matcher.selectsTypes || !matcher.paths.isEmpty || matcher.layers.contains(where: codeLayers.contains)
    }
  }

  /// Whether the module graph has the edge between the ends' modules and the entry matches it there: the module
  /// rule reports it.
  static func reportedByModules(_ edge: Edge, _ policy: DependencyPolicy, _ context: RuleContext) -> Bool {
    let from = edge.from.module
    let to = edge.to.module
    guard from.id != to.id, context.graph.dependencies(of: from.id).contains(where: { $0.to == to.id }) else {
      return false
    }
    return policy.from.matches(from, layer: context.layer(of: from.id)?.name)
      && policy.to.matches(to, layer: context.layer(of: to.id)?.name)
  }
}

extension ModuleMatcher {
  /// Whether the matcher selects an end of a dependency inside the code. A `path` matches the end's file or its
  /// module's folder; a matcher of type names or roles selects types only.
  func matches(_ end: PolicyEdges.End) -> Bool {
    if !modules.isEmpty, !modules.contains(where: { ModuleSelector.glob($0).matches(end.module) }) { return false }
    if !paths.isEmpty,
      !paths.contains(where: { glob in
        end.file.map { glob.matches($0) } == true || ModuleSelector.folder(glob).matches(end.module)
      })
    {
      return false
    }
    if !layers.isEmpty {
      guard let layer = end.layer, layers.contains(layer) else { return false }
    }
    if !roles.isEmpty, !roles.contains(ModuleRole(end.module.kind)) { return false }
    if !types.isEmpty {
      guard let name = end.simpleName, types.contains(where: { $0.matches(name) }) else { return false }
    }
    if !typeRoles.isEmpty {
      guard let role = end.role, end.type != nil, typeRoles.contains(role) else { return false }
    }
    return true
  }
}

import PlumbModel

/// Builds the type graph of a workspace from the module graph (which files each module compiles) and the
/// per-file facts. A pure function: names are resolved the way Swift looks them up, and names that match no
/// workspace type (framework types, generic parameters, values) are dropped.
public enum TypeGraphBuilder {
  public static func build(modules graph: ModuleGraph, files: [FileFacts]) -> TypeGraph {
    let index = WorkspaceIndex(graph: graph, files: files)
    var nodes: [TypeGraph.Node] = []
    var edges: [Pair: TypeGraph.Edge] = [:]
    for file in files {
      guard let module = index.moduleOfFile[file.path] else { continue }
      let visible = index.visibleModules(of: file, in: module)
      for type in file.types {
        let from: TypeGraph.Node
        var extended: TypeGraph.Node?
        if type.kind == .extension {
          // An extension speaks for the type it extends when that type is in the same module; otherwise it is a
          // node of its own module (so its uses count against the module that holds the code), linked to the
          // extended type when that is the workspace's.
          extended = index.resolve(
            stripGenerics(type.name), scope: nil, module: module, visible: visible, file: file.path)
          if let extended, extended.module == module {
            from = extended
          } else {
            from = TypeGraph.Node(module: module, name: stripGenerics(type.name))
            nodes.append(from)
          }
        } else {
          from = TypeGraph.Node(module: module, name: type.name)
          nodes.append(from)
        }
        let scope = type.kind == .extension ? from.name : type.name
        let location = Location(file: file.path, line: type.position.line, column: type.position.column)
        func add(_ to: TypeGraph.Node, _ kind: TypeGraph.Edge.Kind) {
          let pair = Pair(from: from, to: to)
          if var edge = edges[pair] {
            if !edge.kinds.contains(kind) { edge.kinds = (edge.kinds + [kind]).sorted() }
            if location < edge.location { edge.location = location }
            edges[pair] = edge
          } else {
            edges[pair] = TypeGraph.Edge(from: from, to: to, kinds: [kind], location: location)
          }
        }
        if let extended, extended != from { add(extended, .extension) }
        for reference in type.references {
          guard let to = index.resolve(reference, scope: scope, module: module, visible: visible, file: file.path),
            to != from,
            to != extended
          else {
            continue
          }
          add(to, kind(of: reference, in: type))
        }
      }
    }
    return TypeGraph(nodes: Array(Set(nodes)), edges: Array(edges.values))
  }

  private struct Pair: Hashable {
    var from: TypeGraph.Node
    var to: TypeGraph.Node
  }

  /// How `type` mentions `reference`: in its inheritance clause, as a stored property's type, or otherwise.
  static func kind(of reference: String, in type: TypeFact) -> TypeGraph.Edge.Kind {
    if type.inherits.contains(where: { stripGenerics($0) == reference }) { return .inheritance }
    for property in type.properties {
      guard let written = property.typeName else { continue }
      if typeNames(in: written).contains(reference) { return .storedProperty }
    }
    return .use
  }

  static func stripGenerics(_ name: String) -> String { TypeGraph.withoutGenericArguments(name) }

  /// The dotted identifiers in a written type: `[String: Core.User]?` → `String`, `Core.User`, `Core`, `User`.
  static func typeNames(in written: String) -> Set<String> {
    var names = Set<String>()
    for name in TypeGraph.dottedNames(in: written) {
      names.insert(String(name))
      for part in name.split(separator: ".") { names.insert(String(part)) }
    }
    return names
  }
}

import PlumbModel
import PlumbReporters
import PlumbScanner

/// The type-level diagram of a scanned workspace: the scanner's type graph with each type's role, kind and
/// declaration, for one module (its types and the types they use elsewhere) or for the whole workspace.
public enum TypeLevelDiagram {
  /// - Parameters:
  ///   - module: the module to draw; nil draws every module of the workspace, one cluster each.
  ///   - includeTests: whether test targets' types are drawn when drawing the whole workspace.
  ///   - typeGraph: the type graph of `graph` over `files` when already built (`Pipeline.typeGraph(of:)`).
  public static func build(
    graph: ModuleGraph, files: [FileFacts], roles: [RoleAssignment], module: ModuleID? = nil,
    includeTests: Bool = false, typeGraph: TypeGraph? = nil
  ) -> TypeDiagram {
    let typeGraph = typeGraph ?? TypeGraphBuilder.build(modules: graph, files: files)
    let declarations = Declarations(graph: graph, files: files, roles: roles)
    let shown: (TypeGraph.Node) -> Bool
    let edges: [TypeGraph.Edge]
    if let module {
      // The module's own types, and what they use in other modules (View → ViewModel → Model in Core).
      edges = typeGraph.edges.filter { $0.from.module == module }
      let used = Set(edges.map(\.to))
      shown = { $0.module == module || used.contains($0) }
    } else {
      let drawn = Set(graph.modules.filter { !$0.isExternal && (includeTests || !$0.isTest) }.map(\.id))
      shown = { drawn.contains($0.module) }
      edges = typeGraph.edges.filter { shown($0.from) && shown($0.to) }
    }
    return diagram(
      title: module.map { graph[$0]?.name ?? $0.name } ?? "all modules", focus: module?.description,
      nodes: typeGraph.nodes.filter(shown), edges: edges, declarations: declarations)
  }

  /// The diagram of each of `modules`, as `build(graph:files:roles:module:)` draws it, with the type graph and
  /// the declarations read once for all of them (the HTML report draws every module's).
  public static func buildEach(
    graph: ModuleGraph, files: [FileFacts], roles: [RoleAssignment], modules: [ModuleID], typeGraph: TypeGraph? = nil
  ) -> [ModuleID: TypeDiagram] {
    let typeGraph = typeGraph ?? TypeGraphBuilder.build(modules: graph, files: files)
    let declarations = Declarations(graph: graph, files: files, roles: roles)
    let edgesFrom = Dictionary(grouping: typeGraph.edges, by: \.from.module)
    let nodesOf = Dictionary(grouping: typeGraph.nodes, by: \.module)
    var result: [ModuleID: TypeDiagram] = [:]
    for module in modules {
      let edges = edgesFrom[module] ?? []
      let used = Set(edges.map(\.to)).filter { $0.module != module }
      let shown = (nodesOf[module] ?? []) + used.sorted { $0.description < $1.description }
      result[module] = diagram(
        title: graph[module]?.name ?? module.name, focus: module.description, nodes: shown, edges: edges,
        declarations: declarations)
    }
    return result
  }

  private static func diagram(
    title: String, focus: String?, nodes: [TypeGraph.Node], edges: [TypeGraph.Edge], declarations: Declarations
  ) -> TypeDiagram {
    TypeDiagram(
      title: title, focus: focus,
      nodes: nodes.map { node in
        let declaration = declarations[node]
        return TypeDiagram.Node(
          id: node.description, name: node.name, module: node.module.description,
          kind: declaration?.kind.rawValue, role: declaration?.role.rawValue ?? Role.none.rawValue,
          file: declaration?.file, line: declaration?.line)
      },
      edges: edges.map { TypeDiagram.Edge(from: $0.from.description, to: $0.to.description, kind: strongest($0.kinds)) }
    )
  }

  /// One kind per edge: the one that says most about the design (inheritance, then ownership, then extension).
  static func strongest(_ kinds: [TypeGraph.Edge.Kind]) -> String {
    let order: [TypeGraph.Edge.Kind] = [.inheritance, .storedProperty, .extension, .use]
    return (order.first { kinds.contains($0) } ?? .use).rawValue
  }

  /// Where each type of the workspace is declared, its kind and its role.
  struct Declarations {
    struct Declaration {
      var kind: TypeFact.Kind
      var role: Role
      var file: String
      var line: Int
    }

    private var byNode: [TypeGraph.Node: Declaration] = [:]

    init(graph: ModuleGraph, files: [FileFacts], roles: [RoleAssignment]) {
      var moduleOfFile: [String: ModuleID] = [:]
      for module in graph.modules where !module.isExternal {
        for path in module.sources where moduleOfFile[path] == nil { moduleOfFile[path] = module.id }
      }
      let roleOf = Dictionary(roles.map { ("\($0.file)\u{0}\($0.type)", $0.role) }, uniquingKeysWith: { a, _ in a })
      var extensions: [TypeGraph.Node: Declaration] = [:]
      for file in files.sorted(by: { $0.path < $1.path }) {
        guard let module = moduleOfFile[file.path] else { continue }
        for type in file.types {
          if type.kind == .extension {
            let node = TypeGraph.Node(module: module, name: TypeGraph.withoutGenericArguments(type.name))
            if extensions[node] == nil {
              extensions[node] = Declaration(kind: .extension, role: .none, file: file.path, line: type.position.line)
            }
          } else {
            let node = TypeGraph.Node(module: module, name: type.name)
            if byNode[node] == nil {
              byNode[node] = Declaration(
                kind: type.kind, role: roleOf["\(file.path)\u{0}\(type.name)"] ?? .none, file: file.path,
                line: type.position.line)
            }
          }
        }
      }
      // An extension is its own node only where the extended type is not declared (another module, a framework).
      byNode.merge(extensions) { declared, _ in declared }
    }

    subscript(node: TypeGraph.Node) -> Declaration? { byNode[node] }
  }
}

extension Pipeline {
  /// The type graph of the scanned graph over all its files, as the type diagrams draw it: the interpretation's when
  /// the configuration checks the whole graph (built once per run), else built for the whole graph.
  public func typeGraph(of scanned: ScannedWorkspace) -> TypeGraph {
    let interpretation = interpret(scanned)
    if interpretation.graph == scanned.graph && interpretation.files.count == scanned.files.count {
      return interpretation.typeGraph
    }
    return TypeGraphBuilder.build(modules: scanned.graph, files: scanned.files)
  }
}

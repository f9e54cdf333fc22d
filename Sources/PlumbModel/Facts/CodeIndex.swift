/// The scanned code seen type by type: every declared type of the workspace's own modules with its module, file,
/// role (and the evidence for it), the API uses written in it, and the type graph around it. Built once from the
/// scan (`FileFacts`, `RoleAssignment`, `TypeGraph`) for the stages that judge types: the pattern rules and the
/// score.
public struct CodeIndex: Sendable {
  /// A declared type (not an extension) of a module with code.
  public struct TypeInfo: Sendable {
    public var node: TypeGraph.Node
    public var fact: TypeFact
    /// The file that declares it, relative to the analysed root.
    public var file: String
    public var role: Role
    /// Why the scanner gave the role (`subclass of UIViewController`, `name ends in Controller`).
    public var evidence: [String] = []
    /// Navigation, side-effect and notification APIs used in the type and in its extensions in the same module,
    /// each with its file.
    public var apiUses: [PlacedAPIUse] = []
    /// Extensions of the type in the same module, with their files.
    public var extensions: [(file: String, fact: TypeFact)] = []

    public var name: String { node.name }
    public var isProtocol: Bool { fact.kind == .protocol }
    public var location: Location { Location(file: file, line: fact.position.line, column: fact.position.column) }
    public var navigationUses: [APIUse] { apiUses.filter { $0.use.category == .navigation }.map(\.use) }
    /// Network, file, defaults and database uses.
    public var sideEffects: Int { apiUses.count { $0.use.category == .sideEffect } }
    /// Lines of the declaration and of its extensions in the same module.
    public var totalLines: Int { extensions.reduce(fact.lineCount) { $0 + $1.fact.lineCount } }
  }

  /// An API use with the file it is written in.
  public struct PlacedAPIUse: Hashable, Sendable {
    public var file: String
    public var use: APIUse

    public var location: Location { Location(file: file, line: use.position.line, column: use.position.column) }
  }

  public let graph: ModuleGraph
  public let typeGraph: TypeGraph
  /// Facts of the indexed modules' files, in the order given.
  public let files: [FileFacts]
  /// The module each indexed file belongs to (the first module that compiles it).
  public let moduleOfFile: [String: ModuleID]
  public let types: [TypeGraph.Node: TypeInfo]
  /// Types by module: per-module questions look at their module's types only.
  public let typesByModule: [ModuleID: [TypeInfo]]
  /// Every indexed type, in module then name order.
  public let allTypes: [TypeInfo]
  public let outgoing: [TypeGraph.Node: [TypeGraph.Edge]]
  /// For each protocol (and class), the types that adopt (or subclass) it.
  public let adopters: [TypeGraph.Node: [TypeGraph.Node]]
  /// `adopters` of the indexed protocols only: what a protocol a type holds or uses resolves to, found with one
  /// lookup and without copying the protocol's `TypeInfo` out of `types`.
  private let protocolAdopters: [TypeGraph.Node: [TypeGraph.Node]]
  /// Indexed modules that are apps: app, extension, widget, watch and executable targets, and modules that declare
  /// the entry point (`@main`, `UIApplicationMain`, an `App` or application delegate).
  public let appModules: Set<ModuleID>
  /// Modules whose types declare the entry point.
  public let entryPointTypes: Set<TypeGraph.Node>

  /// - Parameters:
  ///   - modules: the modules to index, in order; a file two of them compile belongs to the first. Every module
  ///     with sources that is neither a test nor external when nil.
  public init(
    graph: ModuleGraph, files allFiles: [FileFacts], roles: [RoleAssignment], typeGraph: TypeGraph,
    modules: [Module]? = nil
  ) {
    self.graph = graph
    self.typeGraph = typeGraph
    let modules = modules ?? graph.modules.filter { !$0.isExternal && !$0.isTest && !$0.sources.isEmpty }
    var moduleOfFile: [String: ModuleID] = [:]
    for module in modules {
      for path in module.sources where moduleOfFile[path] == nil { moduleOfFile[path] = module.id }
    }
    self.moduleOfFile = moduleOfFile
    files = allFiles.filter { moduleOfFile[$0.path] != nil }

    var roleOf: [String: [String: RoleAssignment]] = [:]
    for assignment in roles { roleOf[assignment.file, default: [:]][assignment.type] = assignment }
    var types: [TypeGraph.Node: TypeInfo] = [:]
    var entryPointTypes = Set<TypeGraph.Node>()
    for file in files {
      guard let module = moduleOfFile[file.path] else { continue }
      for type in file.types where type.kind != .extension {
        let node = TypeGraph.Node(module: module, name: type.name)
        let assignment = roleOf[file.path]?[type.name]
        var role = assignment?.role ?? .none
        // `Coordinator` nested in a SwiftUI representable is UIKit's delegate bridge, not a navigation coordinator.
        if role == .coordinator, type.isNested, type.simpleName == "Coordinator" { role = .none }
        types[node] = TypeInfo(node: node, fact: type, file: file.path, role: role, evidence: assignment?.evidence ?? [])
        if type.attributes.contains("main") || type.attributes.contains("UIApplicationMain")
          || type.inherits.contains(where: { CodeIndex.entryPointProtocols.contains($0) })
        {
          entryPointTypes.insert(node)
        }
      }
    }
    // API uses and extensions, by the type (or extension) they are written in.
    for file in files {
      guard let module = moduleOfFile[file.path] else { continue }
      for type in file.types where type.kind == .extension {
        let node = TypeGraph.Node(module: module, name: TypeGraph.withoutGenericArguments(type.name))
        types[node]?.extensions.append((file.path, type))
      }
      for use in file.apiUses {
        guard let enclosing = use.enclosingType else { continue }
        let node = TypeGraph.Node(module: module, name: TypeGraph.withoutGenericArguments(enclosing))
        types[node]?.apiUses.append(PlacedAPIUse(file: file.path, use: use))
      }
    }
    self.types = types
    self.entryPointTypes = entryPointTypes
    // The nodes sorted, not the infos: a sort moves what it sorts, and an info is large.
    allTypes = types.keys.sorted().map { types[$0]! }
    typesByModule = Dictionary(grouping: allTypes, by: \.node.module)
    var outgoing: [TypeGraph.Node: [TypeGraph.Edge]] = [:]
    var adopters: [TypeGraph.Node: [TypeGraph.Node]] = [:]
    // The edges come sorted by `from`: each run of one type's edges is filed at once, not edge by edge.
    var start = typeGraph.edges.startIndex
    while start < typeGraph.edges.endIndex {
      let from = typeGraph.edges[start].from
      var end = start + 1
      while end < typeGraph.edges.endIndex, typeGraph.edges[end].from == from { end += 1 }
      outgoing[from, default: []].append(contentsOf: typeGraph.edges[start..<end])
      start = end
    }
    for edge in typeGraph.edges where edge.kinds.contains(.inheritance) {
      adopters[edge.to, default: []].append(edge.from)
    }
    self.outgoing = outgoing
    self.adopters = adopters
    protocolAdopters = adopters.filter { types[$0.key]?.isProtocol == true }
    let appKinds: Set<Module.Kind> = [.app, .executable, .appExtension, .watchApp, .widget]
    appModules = Set(modules.filter { appKinds.contains($0.kind) }.map(\.id)).union(entryPointTypes.map(\.module))
  }

  public static let entryPointProtocols: Set<String> = ["App", "UIApplicationDelegate", "NSApplicationDelegate"]

  /// The types of `modules`, or of every indexed module when nil (then in node order).
  public func types(in modules: Set<ModuleID>?) -> [TypeInfo] {
    guard let modules else { return allTypes }
    return modules.flatMap { typesByModule[$0] ?? [] }
  }


  /// The roles a type stands for: its own, and for a protocol or a base class whose own role is none or only
  /// entity (`class ViewModel: NSObject`, named for nothing but its suffix), the roles of the types that adopt or
  /// subclass it.
  public func roles(of node: TypeGraph.Node) -> Set<Role> {
    guard let info = types[node] else { return [] }
    var roles: Set<Role> = info.role == .none ? [] : [info.role]
    if info.isProtocol || info.role == .none || info.role == .entity {
      for adopter in adopters[node] ?? [] where types[adopter].map({ $0.role != .none }) ?? false {
        roles.insert(types[adopter]!.role)
      }
    }
    return roles
  }

  /// The types `node` holds in stored properties, with protocols resolved to the types that adopt them.
  public func held(by node: TypeGraph.Node) -> [TypeGraph.Node] {
    targets(of: node) { $0.kinds.contains(.storedProperty) }
  }

  /// The types `node` mentions in any way except inheritance, protocols resolved to their adopters.
  public func used(by node: TypeGraph.Node) -> [TypeGraph.Node] {
    targets(of: node) { $0.kinds != [.inheritance] }
  }

  private func targets(of node: TypeGraph.Node, where include: (TypeGraph.Edge) -> Bool) -> [TypeGraph.Node] {
    var result: [TypeGraph.Node] = []
    guard let edges = outgoing[node] else { return result }
    for position in edges.indices where include(edges[position]) {
      result.append(edges[position].to)
      if let adopters = protocolAdopters[edges[position].to] { result.append(contentsOf: adopters) }
    }
    return result
  }

  /// The types `node` names in any way except inheritance, as written: a protocol stays a protocol (naming
  /// `Coordinatable` in a cast does not reach every screen that adopts it).
  public func named(by node: TypeGraph.Node) -> [TypeGraph.Node] {
    (outgoing[node] ?? []).filter { $0.kinds != [.inheritance] }.map(\.to)
  }

  /// The edges from `node` to the types it names (inheritance left out), with where each is written.
  public func references(from node: TypeGraph.Node) -> [TypeGraph.Edge] {
    (outgoing[node] ?? []).filter { $0.kinds != [.inheritance] }
  }

  /// The stored property of `node` whose declared (or inferred) type names `target`, if any: a property typed
  /// `MacsListPresenter?`, `[Item]` or `any ArticlesDisplayLogic` names the type inside.
  public func properties(of node: TypeGraph.Node, naming target: String) -> [PropertyFact] {
    guard let info = types[node] else { return [] }
    return info.fact.properties.filter { property in
      guard !property.isStatic, let written = property.typeName else { return false }
      return CodeIndex.typeNames(in: written).contains(target)
    }
  }

  /// The type names a written type mentions: `[String: MacsListPresenter]?` gives `String` and
  /// `MacsListPresenter`; `Module.Type` keeps the qualified name and its last component.
  public static func typeNames(in written: String) -> Set<String> {
    var names = Set<String>()
    for name in TypeGraph.dottedNames(in: written) where name.first?.isUppercase == true {
      names.insert(String(name))
      if let last = name.split(separator: ".").last, last.count < name.count { names.insert(String(last)) }
    }
    return names
  }
}

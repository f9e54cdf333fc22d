/// The folders inside each module and which use which: the architecture of an app that is one big target
/// (`Features/Home`, `Services`, `Models`), which its module graph shows as one node.
///
/// A node is a folder of one module, named `Module/Folder` (its `id`: container = the module's name, name = the
/// folder's path below the module's base). The base is the deepest folder holding every file of the module, so an
/// Xcode target whose code all sits under `App/Sources` starts there. Below the base:
/// - `--depth N` (`depth`): the first N folder levels make a node (`Features/Home` at depth 2);
/// - by default: the first level, except that a feature folder is a node of its own, as `FeatureFolders` decides
///   for the rules (`Features/Home` under `**/Features/*`, and as deep as it lies: `Sources/Features/Home`).
///
/// Files directly in the base (or above the depth asked) make the node `(root)`.
///
/// An edge `A → B` says a file in A names a type declared in B, in the same module: from the type graph's edges
/// (one per pair of types, placed at the earliest declaration that names the other type), `A` the folder of that
/// declaration's file and `B` the folder of the file that declares the named type. Each edge keeps those type
/// references as evidence; names inside a folder, across modules (the module graph's business) and of types outside
/// the indexed code (extensions of `String`, SDK types) make no edge.
public struct FolderGraph: Hashable, Sendable {
  /// One folder of one module.
  public struct Folder: Hashable, Comparable, Sendable {
    /// `Module/Folder`: what the diagrams, the matrix and `plumb why` name it by.
    public var id: ModuleID
    public var module: ModuleID
    /// Relative to the analysed root; the module's base for `(root)`.
    public var path: String
    /// Its Swift files, relative to the analysed root, sorted.
    public var files: [String]

    public var name: String { id.name }

    public static func < (lhs: Folder, rhs: Folder) -> Bool { lhs.id < rhs.id }
  }

  /// `from` names at least one type declared in `to`.
  public struct Edge: Hashable, Comparable, Sendable {
    public var from: ModuleID
    public var to: ModuleID
    /// The type graph's edges behind it, sorted by location: each is a type (or extension) in a file of `from`
    /// naming a type declared in `to`, at the declaration that names it.
    public var references: [TypeGraph.Edge]

    public var count: Int { references.count }

    public static func < (lhs: Edge, rhs: Edge) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
  }

  /// The name of the node for files right in a module's base.
  public static let rootName = "(root)"

  /// Sorted by id.
  public var folders: [Folder]
  /// Sorted by `from`, then `to`.
  public var edges: [Edge]
  /// The depth asked for; nil for the default.
  public var depth: Int?
  /// `.folder`, or `.type` for `typeLevel(code:)`'s graph of types.
  public var level: GraphLevel = .folder

  /// - Parameters:
  ///   - code: the indexed code (`Interpretation.code`: the app's own modules); its files make the folders, its type
  ///     graph the edges.
  ///   - depth: how many folder levels below each module's base make a node (at least 1); nil for the default.
  public init(code: CodeIndex, depth: Int? = nil) {
    self.depth = depth.map { max(1, $0) }
    var filesByModule: [ModuleID: [String]] = [:]
    for file in code.files {
      guard let module = code.moduleOfFile[file.path] else { continue }
      filesByModule[module, default: []].append(file.path)
    }
    var folderOfFile: [String: ModuleID] = [:]
    var folders: [ModuleID: Folder] = [:]
    let node = Self.nodeNamer(for: filesByModule.keys)
    for (module, files) in filesByModule {
      let base = Self.commonFolder(of: files)
      // Files of one folder share a node: each folder's node is worked out once.
      var nodeOfFolder: [Substring: (name: String, path: String)] = [:]
      for file in files.sorted() {
        let folder = file[..<(file.lastIndex(of: "/") ?? file.startIndex)]
        let place = nodeOfFolder[folder] ?? Self.folder(of: file, base: base, depth: self.depth)
        nodeOfFolder[folder] = place
        let id = ModuleID(container: node(module), name: place.name)
        folderOfFile[file] = id
        folders[id, default: Folder(id: id, module: module, path: place.path, files: [])].files.append(file)
      }
    }
    var references: [Pair: [TypeGraph.Edge]] = [:]
    for edge in code.typeGraph.edges where !edge.isCrossModule {
      guard let from = folderOfFile[edge.location.file], let declared = code.types[edge.to],
        let to = folderOfFile[declared.file], from != to
      else { continue }
      references[Pair(from: from, to: to), default: []].append(edge)
    }
    self.folders = folders.values.sorted()
    edges = references.map { pair, found in
      let sorted = found.sorted { ($0.location, $0.from, $0.to) < ($1.location, $1.from, $1.to) }
      return Edge(from: pair.from, to: pair.to, references: sorted)
    }.sorted()
  }

  /// The type level (`plumb why --level type`, `no-cycles` at `levels: [type]`) through the same analyses: each type
  /// of the indexed code a node, `Module/Type` (its path and file: the file that declares it; an extension of a type
  /// declared outside the code is a node of the module that holds it), each type-graph edge between two of them an
  /// edge whose one reference is that edge. Across modules too: a path between two types may cross one.
  ///
  /// `onCycles` keeps only the types that lie on a cycle and the edges inside their strongly connected components
  /// (what `no-cycles` reads): the same components, their cycles and cuts, without sorting and wrapping the
  /// thousands of types and references that lie on none.
  public static func typeLevel(code: CodeIndex, onCycles: Bool = false) -> FolderGraph {
    let modules = Set(code.graph.modules.map(\.id))
    let container = nodeNamer(for: modules)
    func id(_ node: TypeGraph.Node) -> ModuleID { ModuleID(container: container(node.module), name: node.name) }
    var nodes: [ModuleID: Folder] = [:]
    for type in code.allTypes {
      nodes[id(type.node)] = Folder(id: id(type.node), module: type.node.module, path: type.file, files: [type.file])
    }
    var references: [Pair: [TypeGraph.Edge]] = [:]
    for edge in code.typeGraph.edges where edge.from != edge.to && modules.contains(edge.from.module) {
      guard code.types[edge.to] != nil else { continue }
      let from = id(edge.from)
      if nodes[from] == nil {
        let file = edge.location.file
        nodes[from] = Folder(id: from, module: edge.from.module, path: file, files: [file])
      }
      let pair = Pair(from: from, to: id(edge.to))
      guard pair.from != pair.to else { continue }
      references[pair, default: []].append(edge)
    }
    if onCycles { (nodes, references) = keepingCycles(nodes, references) }
    var graph = FolderGraph(folders: nodes.values.sorted(), edges: [], depth: nil)
    graph.level = .type
    graph.edges = references.map { Edge(from: $0.key.from, to: $0.key.to, references: $0.value.sorted()) }.sorted()
    return graph
  }

  /// The nodes on a cycle and the pairs inside one strongly connected component (Tarjan's algorithm over numbers,
  /// not ids: no id is compared or sorted here).
  static func keepingCycles(_ nodes: [ModuleID: Folder], _ references: [Pair: [TypeGraph.Edge]])
    -> ([ModuleID: Folder], [Pair: [TypeGraph.Edge]])
  {
    var number: [ModuleID: Int] = [:]
    func numbered(_ id: ModuleID) -> Int {
      if let known = number[id] { return known }
      number[id] = number.count
      return number.count - 1
    }
    let pairs = references.keys.map { (numbered($0.from), numbered($0.to)) }
    let digraph = Digraph(nodes: 0..<number.count, edges: pairs)
    let (componentOf, _) = digraph.componentIndices()
    var size = [Int: Int]()
    for component in componentOf { size[component, default: 0] += 1 }
    // Numbers are 0..<count, so a node's number is its index in the digraph.
    func component(_ id: ModuleID) -> Int { componentOf[number[id]!] }
    func isOnCycle(_ id: ModuleID) -> Bool { number[id].map { size[componentOf[$0]]! > 1 } ?? false }
    return (
      nodes.filter { isOnCycle($0.key) },
      references.filter { isOnCycle($0.key.from) && component($0.key.from) == component($0.key.to) }
    )
  }

  init(folders: [Folder], edges: [Edge], depth: Int?) {
    self.folders = folders
    self.edges = edges
    self.depth = depth
  }

  struct Pair: Hashable {
    var from: ModuleID
    var to: ModuleID
  }

  /// The folder node of `file` below `base`: its name and its path from the analysed root. By default a feature
  /// folder inside the base (`FeatureFolders`, with its default globs), else the first folder level.
  static func folder(of file: String, base: String, depth: Int?) -> (name: String, path: String) {
    if depth == nil,
      let feature = FeatureFolders.first(of: file, matching: FeatureFolders.defaultGlobs, inside: base)
    {
      return (base.isEmpty ? feature : String(feature.dropFirst(base.count + 1)), feature)
    }
    let below = base.isEmpty ? file : String(file.dropFirst(base.count + 1))
    let kept = below.split(separator: "/").dropLast().prefix(depth ?? 1)
    guard !kept.isEmpty else { return (rootName, base) }
    let name = kept.joined(separator: "/")
    return (name, base.isEmpty ? name : base + "/" + name)
  }

  /// How a node names its module: by the module's name, or, where two modules share it (an app target and the files
  /// outside every target, both `Maccy`), by the name and the container (`Maccy (Maccy.xcodeproj)`), so their folders
  /// and types stay apart.
  static func nodeNamer<Modules: Sequence>(for modules: Modules) -> (ModuleID) -> String
  where Modules.Element == ModuleID {
    let shared = Set(Dictionary(grouping: modules, by: \.name).filter { $0.value.count > 1 }.keys)
    return { module in shared.contains(module.name) ? "\(module.name) (\(module.container))" : module.name }
  }

  /// The deepest folder that holds every one of `files` ("" for the analysed root).
  static func commonFolder(of files: [String]) -> String {
    guard var common = files.first.map({ Array($0.split(separator: "/").dropLast()) }) else { return "" }
    for file in files.dropFirst() {
      let folders = file.split(separator: "/").dropLast()
      var same = 0
      while same < min(common.count, folders.count) && common[same] == folders[folders.startIndex + same] { same += 1 }
      common.removeLast(common.count - same)
      if common.isEmpty { break }
    }
    return common.joined(separator: "/")
  }

  /// The same graph with only the nodes in `kept` and the edges between two of them.
  public func keeping(_ kept: Set<ModuleID>) -> FolderGraph {
    var graph = self
    graph.folders = folders.filter { kept.contains($0.id) }
    graph.edges = edges.filter { kept.contains($0.from) && kept.contains($0.to) }
    return graph
  }

  /// The folder a node id names.
  public subscript(id: ModuleID) -> Folder? {
    folders.first { $0.id == id }
  }

  /// The folders as a module graph (a module per folder, a `target` dependency per edge: folders need no
  /// declaration, so no edge is drawn or marked as undeclared): what the module-level diagrams, matrix, `why` and
  /// cycle advice read.
  public var moduleGraph: ModuleGraph {
    ModuleGraph(
      modules: folders.map { Module(id: $0.id, kind: .inferred, path: $0.path, sources: $0.files) },
      dependencies: edges.map { Dependency(from: $0.from, to: $0.to, kind: .target) })
  }

  /// The evidence of every edge, as module edges have it: the type references (with the named type's kind and
  /// role), no imports (folders have none) and no declaration.
  public func evidence(code: CodeIndex) -> DependencyEvidence {
    // The lines of each referencing declaration, in the files the references are in.
    let referencing = Set(edges.lazy.flatMap(\.references).map(\.location.file))
    var declarationLines: [Location: ClosedRange<Int>] = [:]
    for file in code.files where referencing.contains(file.path) {
      for type in file.types {
        let at = Location(file: file.path, line: type.position.line, column: type.position.column)
        declarationLines[at] = type.startLine...max(type.startLine, type.endLine)
      }
    }
    let found = edges.map { edge in
      EdgeEvidence(
        from: edge.from, to: edge.to,
        typeReferences: edge.references.map { reference in
          let target = code.types[reference.to]
          return EdgeEvidence.TypeReference(
            from: reference.from.name, to: reference.to.name, kinds: reference.kinds, location: reference.location,
            declarationLines: declarationLines[reference.location], targetKind: target?.fact.kind,
            targetRole: target.map(\.role))
        },
        importsKnown: false, typesKnown: true)
    }
    return DependencyEvidence(graph: moduleGraph, edges: found, importsKnown: false, typesKnown: true)
  }
}

/// Which graph a dependency analysis runs on: modules, or the folders inside them (`FolderGraph`). Outputs name the
/// nodes by it ("3 folders depend on each other", "move them down into a folder both depend on").
public enum GraphLevel: String, Hashable, Codable, Sendable, CaseIterable {
  case module, folder, type
}

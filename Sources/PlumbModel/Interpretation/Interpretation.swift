/// What the scanned code means, worked out once per run between the scan and the stages that judge it: the graph
/// the configuration checks, the app's own code (`OwnCode`), and the index of its types over one type graph. Rules,
/// score, `init`, diagrams and reports read this one value, so the same codebase is never judged on two sets of code
/// and the type graph is built once. What a screen is made of is `Role.screenParts` and its named subsets.
public struct Interpretation: Sendable {
  /// The checked graph: the scanned graph narrowed by the configuration's `include` and `exclude`.
  public let graph: ModuleGraph
  /// The scanned files of the checked graph's modules, and the roles the scanner gave their types.
  public let files: [FileFacts]
  public let roles: [RoleAssignment]
  /// The references between the types of every module of the checked graph.
  public let typeGraph: TypeGraph
  public let ownCode: OwnCode
  /// The own code's types, with their roles, API uses and references: what pattern rules and the score judge.
  public let code: CodeIndex

  /// - Parameters:
  ///   - files: the scanned files; those of modules the checked graph left out are dropped.
  ///   - typeGraph: the type graph of `graph` over `files` (the scanner's builder makes it).
  public init(graph: ModuleGraph, files allFiles: [FileFacts], roles: [RoleAssignment], typeGraph: TypeGraph) {
    let included = Set(graph.modules.flatMap(\.sources))
    let files = allFiles.filter { included.contains($0.path) }
    self.graph = graph
    self.files = files
    self.roles = roles
    self.typeGraph = typeGraph
    let ownCode = OwnCode(graph: graph)
    self.ownCode = ownCode
    let kept = Set(ownCode.modules.map(\.id))
    code = CodeIndex(
      graph: graph, files: files.filter { ownCode.isJudged(file: $0.path, modules: kept) }, roles: roles,
      typeGraph: typeGraph, modules: ownCode.modules)
  }

  /// The types of every module (examples and twins included) over the same type graph: what the edges between
  /// modules rest on, whichever modules they join.
  public func indexOfAllModules() -> CodeIndex {
    let all = graph.modules.filter { !$0.isExternal && !$0.isTest && !$0.sources.isEmpty }
    // No example or twin set apart (most apps): the own code's index is already that of every module.
    if all.map(\.id) == ownCode.modules.map(\.id) { return code }
    return CodeIndex(graph: graph, files: files, roles: roles, typeGraph: typeGraph)
  }
}

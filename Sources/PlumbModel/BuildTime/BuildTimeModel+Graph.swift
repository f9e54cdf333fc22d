extension BuildTimeModel {
  /// The model of a module graph's code: every module that is neither a test nor an external product, costed
  /// from the facts of its files (`files`, by root-relative path), with the dependencies between them. Tests are
  /// left out because a build of the product does not compile them; external products because their code was not
  /// scanned (a clean build compiles them too, an incremental one does not: the estimate is of the workspace's
  /// own code).
  public init(graph: ModuleGraph, files: [FileFacts], weights: BuildCostWeights = .init()) {
    let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let modules = graph.modules.filter { !$0.isTest && !$0.isExternal }
    let included = Set(modules.map(\.id))
    var costs: [ModuleID: Int] = [:]
    for module in modules {
      costs[module.id] = weights.cost(of: Self.inputs(of: module, files: byPath))
    }
    let edges = graph.dependencies.filter { included.contains($0.from) && included.contains($0.to) && $0.from != $0.to }
    self.init(
      costs: costs, dependencies: edges.map { ($0.from, $0.to) },
      setupCost: costs.values.contains { $0 > 0 } ? weights.setup : 0)
  }

  /// What a module's scanned files ask of the compiler.
  public static func inputs(of module: Module, files: [String: FileFacts]) -> BuildCostInputs {
    module.sources.compactMap { files[$0] }.reduce(BuildCostInputs()) { $0 + BuildCostInputs(file: $1) }
  }
}

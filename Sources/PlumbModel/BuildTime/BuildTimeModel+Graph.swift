extension BuildTimeModel {
  /// The model of a module graph's code: every module that is neither a test nor an external product, costed
  /// from the facts of its files (`files`, by root-relative path), with the dependencies between them. Tests are
  /// left out because a build of the product does not compile them; external products because their code was not
  /// scanned (a clean build compiles them too, an incremental one does not: the estimate is of the workspace's
  /// own code). A module a package plugin or a macro depends on, directly or not, costs twice: the plugin's tools and
  /// the macro run on the machine that builds, so SwiftPM compiles them and their dependencies for it as well as for
  /// the product (swift-argument-parser's debug build compiles ArgumentParser twice, Benchmarks/buildtime.md).
  /// The setup is the standard library's and, once per build, each system module the modules import
  /// (`SystemModule`): the first compile job that imports it pays for it, whichever module that is.
  public init(graph: ModuleGraph, files: [FileFacts], weights: BuildCostWeights = .init()) {
    let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let modules = graph.modules.filter { !$0.isTest && !$0.isExternal }
    let included = Set(modules.map(\.id))
    let edges = graph.dependencies.filter { included.contains($0.from) && included.contains($0.to) && $0.from != $0.to }
    let host = Self.builtForHost(modules, edges: edges.map { ($0.from, $0.to) })
    var costs: [ModuleID: Int] = [:]
    var allInputs: [ModuleID: BuildCostInputs] = [:]
    for module in modules {
      let inputs = Self.inputs(of: module, files: byPath)
      allInputs[module.id] = inputs
      let cost = weights.cost(of: inputs)
      costs[module.id] = host.contains(module.id) ? 2 * cost : cost
    }
    let compiled = modules.filter { (costs[$0.id] ?? 0) > 0 }
    let system = Set(compiled.flatMap { allInputs[$0.id]?.systemModules ?? [] })
    let systemSetup = Dictionary(uniqueKeysWithValues: system.map { ($0, weights.setup(of: $0)) })
    self.init(
      costs: costs, dependencies: edges.map { ($0.from, $0.to) },
      setupCost: compiled.isEmpty ? 0 : weights.setup + systemSetup.values.reduce(0, +), systemSetup: systemSetup,
      builtForHost: host)
    self.inputs = allInputs
  }

  /// The modules that plugins and macros depend on, directly or not (not the plugins and macros themselves: each is
  /// compiled once, for the machine that builds).
  static func builtForHost(_ modules: [Module], edges: [(ModuleID, ModuleID)]) -> Set<ModuleID> {
    let digraph = Digraph(nodes: modules.map(\.id), edges: edges)
    var seen: Set<ModuleID> = []
    var stack = modules.filter { $0.kind == .plugin || $0.kind == .macro }.flatMap { digraph.successors(of: $0.id) }
    while let module = stack.popLast() {
      guard seen.insert(module).inserted else { continue }
      stack += digraph.successors(of: module)
    }
    return seen
  }

  /// What a module's scanned files ask of the compiler.
  public static func inputs(of module: Module, files: [String: FileFacts]) -> BuildCostInputs {
    module.sources.compactMap { files[$0] }.reduce(BuildCostInputs()) { $0 + BuildCostInputs(file: $1) }
  }
}

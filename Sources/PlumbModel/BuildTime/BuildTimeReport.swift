/// What `plumb buildtime` shows: the build-time model's figures for one graph on N cores, and the what-ifs asked.
/// Costs are in model units; seconds come from `calibration` (an estimate for the machine it was fitted on).
public struct BuildTimeReport: Hashable, Sendable {
  /// One module's figures.
  public struct ModuleLine: Hashable, Sendable {
    public var module: ModuleID
    public var cost: Int
    /// What a change to its interface rebuilds: itself and the modules that import it directly
    /// (`BuildTimeModel.incrementalCosts`).
    public var incrementalCost: Int
    /// The most a change can rebuild: itself and every module that depends on it, directly or not.
    public var transitiveIncrementalCost: Int
    /// How many modules import it directly.
    public var directDependents: Int
    /// How many modules depend on it, directly or not.
    public var dependents: Int
    /// Whether a clean build compiles it twice, for the machine that builds and for the product
    /// (`BuildTimeModel.builtForHost`); `cost` counts both.
    public var builtForHost: Bool
    /// What its cost was computed from (none for a model made from costs alone).
    public var inputs: BuildCostInputs?
    /// When it starts and ends in the simulated clean build on `cores` cores.
    public var start: Int
    public var finish: Int
  }

  /// A change to the graph and what it gains: `before` less `after` is the gain.
  public struct WhatIf: Hashable, Sendable {
    public var title: String
    /// How the change was made (how a module was split, which edge it cuts).
    public var method: String
    public var before: BuildTimeModel.Summary
    public var after: BuildTimeModel.Summary
    /// What makes the estimate weaker (a split whose halves name each other's types).
    public var notes: [String]

    public init(
      title: String, method: String, before: BuildTimeModel.Summary, after: BuildTimeModel.Summary, notes: [String] = []
    ) {
      self.title = title
      self.method = method
      self.before = before
      self.after = after
      self.notes = notes
    }
  }

  public var cores: Int
  public var calibration: BuildTimeCalibration
  public var summary: BuildTimeModel.Summary
  /// The clean build's setup, part of its totals (`BuildTimeModel.setupCost`).
  public var setupCost: Int
  /// The part of the setup each imported system module's first import costs (`BuildTimeModel.systemSetup`).
  public var systemSetup: [SystemModule: Int]
  public var criticalPath: BuildTimeModel.CriticalPath
  /// Every module, by id.
  public var modules: [ModuleLine]
  public var whatIfs: [WhatIf] = []

  public init(model: BuildTimeModel, cores: Int, calibration: BuildTimeCalibration = .reference) {
    self.cores = max(1, cores)
    self.calibration = calibration
    let schedule = model.schedule(cores: self.cores)
    let incremental = model.incrementalCosts()
    let transitive = model.transitiveIncrementalCosts()
    let dependents = model.digraph.transitivePredecessorWeights { _ in 1 }
    criticalPath = model.criticalPath()
    setupCost = model.setupCost
    systemSetup = model.systemSetup
    summary = BuildTimeModel.Summary(
      totalCost: model.totalCost, makespan: schedule.makespan, criticalPath: criticalPath.cost,
      meanRebuild: model.meanRebuild(incremental))
    modules = model.digraph.nodes.map { id in
      ModuleLine(
        module: id, cost: model.cost(of: id), incrementalCost: incremental[id] ?? 0,
        transitiveIncrementalCost: transitive[id] ?? 0, directDependents: model.digraph.predecessors(of: id).count,
        dependents: dependents[id] ?? 0, builtForHost: model.builtForHost.contains(id), inputs: model.inputs[id],
        start: schedule.start[id] ?? 0, finish: schedule.finish[id] ?? 0)
    }
  }

  /// The modules on the critical path, most costly first (ties by id): the ones that dominate it.
  public var dominatingPath: [ModuleLine] {
    let onPath = Set(criticalPath.modules)
    return modules.filter { onPath.contains($0.module) }.sorted { ($1.cost, $0.module) < ($0.cost, $1.module) }
  }

  /// The modules whose change rebuilds the most, most first (ties by id).
  public var mostRebuilt: [ModuleLine] {
    modules.sorted { ($1.incrementalCost, $0.module) < ($0.incrementalCost, $1.module) }
  }
}

import PlumbModel

/// `plumb buildtime`: the build-time model of the checked graph (`BuildTimeModel`), and the what-ifs a user asks:
/// a module split in two, an edge cut.
extension Pipeline {
  /// The model of the checked graph's code modules, from the scanned files.
  public func buildTimeModel(_ scanned: ScannedWorkspace, weights: BuildCostWeights = .init()) -> BuildTimeModel {
    BuildTimeModel(graph: checkedGraph(scanned.graph), files: scanned.files, weights: weights)
  }

  /// The report on `cores` cores, with a what-if for each split and each cut asked. Throws a `PlumbError` for a
  /// module the model does not hold (a test, an external product) or an edge the graph does not have.
  public func buildTimeReport(
    _ scanned: ScannedWorkspace, cores: Int, calibration: BuildTimeCalibration = .reference,
    splits: [ModuleID] = [], cuts: [(ModuleID, ModuleID)] = []
  ) throws -> BuildTimeReport {
    let weights = BuildCostWeights()
    let model = buildTimeModel(scanned, weights: weights)
    var report = BuildTimeReport(model: model, cores: cores, calibration: calibration)
    let graph = checkedGraph(scanned.graph)
    for module in splits {
      guard model.costs[module] != nil, let declared = graph[module] else {
        throw PlumbError("--what-if-split: '\(module)' is not a code module of the build (a test or an external product)")
      }
      let plan = BuildTimeSplitPlan(module: declared, graph: graph, files: scanned.files, model: model, weights: weights)
      let after = model.splitting(module, plan.split)
      report.whatIfs.append(
        BuildTimeReport.WhatIf(
          title: "split \(module)", method: plan.method, before: report.summary, after: after.summary(cores: cores),
          notes: plan.notes))
    }
    for (from, to) in cuts {
      guard model.digraph.hasEdge(from: from, to: to) else {
        throw PlumbError("--what-if-cut: \(from) does not depend on \(to) in the build's graph")
      }
      let after = model.cutting(from, to)
      report.whatIfs.append(
        BuildTimeReport.WhatIf(
          title: "cut \(from) → \(to)",
          method: "\(from) no longer depends on \(to): it may start before \(to) is built, and a change to \(to) "
            + "rebuilds it only through its other dependencies", before: report.summary,
          after: after.summary(cores: cores)))
    }
    return report
  }
}

/// How `--what-if-split X` splits a module in two, from its files' facts.
///
/// Along its folders when its files sit in two folders or more (the first folder under the module's own): the
/// folders in name order, cut where the two sides' costs are closest; else along its files in path order, cut the
/// same way. Each half keeps every dependency of the module (it may need fewer: an over-estimate). The second half
/// depends on the first when its files name a type the first declares, and the other way round; both ways would be a
/// cycle, which the split must first break (a note says so). A module that depended on the whole depends on the
/// halves whose types its files name (on both when it names none of either: it may use their extensions).
struct BuildTimeSplitPlan {
  let split: BuildTimeModel.Split
  let method: String
  let notes: [String]

  init(module: Module, graph: ModuleGraph, files: [FileFacts], model: BuildTimeModel, weights: BuildCostWeights) {
    let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let own = module.sources.compactMap { byPath[$0] }.sorted { $0.path < $1.path }
    let prefix = module.path.map { $0.isEmpty ? "" : $0 + "/" } ?? ""
    func folder(_ file: FileFacts) -> String {
      let relative = file.path.hasPrefix(prefix) ? String(file.path.dropFirst(prefix.count)) : file.path
      let parts = relative.split(separator: "/")
      return parts.count > 1 ? String(parts[0]) : ""
    }
    // The groups that stay together: folders, or single files.
    var groups: [(name: String, files: [FileFacts])] = []
    let folders = Dictionary(grouping: own, by: folder)
    let byFolder = folders.count >= 2
    if byFolder {
      groups = folders.keys.sorted().map { ($0.isEmpty ? "(files at the top)" : $0 + "/", folders[$0]!) }
    } else {
      groups = own.map { ($0.path, [$0]) }
    }
    let costs = groups.map { group in weights.variableCost(of: group.files.reduce(BuildCostInputs()) { $0 + .init(file: $1) }) }
    let total = costs.reduce(0, +)
    // The cut after group k (k ≥ 1, leaving at least one group on each side) whose sides differ least.
    var cut = 1
    var running = 0
    var best = Int.max
    for k in groups.indices.dropFirst() {
      running += costs[k - 1]
      let difference = abs(total - 2 * running)
      if difference < best {
        best = difference
        cut = k
      }
    }
    let firstGroups = Array(groups.prefix(cut))
    let secondGroups = Array(groups.dropFirst(cut))
    let firstFiles = firstGroups.flatMap(\.files)
    let secondFiles = secondGroups.flatMap(\.files)
    let dependencies = Set(model.digraph.successors(of: module.id))
    let firstDeclared = Self.declaredTypes(firstFiles)
    let secondDeclared = Self.declaredTypes(secondFiles)
    var firstDependents = Set<ModuleID>()
    var secondDependents = Set<ModuleID>()
    for dependent in model.digraph.predecessors(of: module.id) {
      let named = Self.namedTypes(graph[dependent].map { $0.sources.compactMap { byPath[$0] } } ?? [])
      let usesFirst = !named.isDisjoint(with: firstDeclared)
      let usesSecond = !named.isDisjoint(with: secondDeclared)
      if usesFirst || !usesSecond { firstDependents.insert(dependent) }
      if usesSecond || !usesFirst { secondDependents.insert(dependent) }
    }
    let secondOnFirst = !Self.namedTypes(secondFiles).isDisjoint(with: firstDeclared)
    let firstOnSecond = !Self.namedTypes(firstFiles).isDisjoint(with: secondDeclared)
    func half(_ suffix: String, _ files: [FileFacts], dependents: Set<ModuleID>) -> BuildTimeModel.Split.Half {
      let inputs = files.reduce(BuildCostInputs()) { $0 + .init(file: $1) }
      // A half of a module compiled for the host too is compiled twice as well.
      let builds = model.builtForHost.contains(module.id) ? 2 : 1
      return .init(
        module: ModuleID(container: module.id.container, name: module.id.name + suffix),
        cost: files.isEmpty ? 0 : builds * weights.cost(of: inputs), dependencies: dependencies, dependents: dependents)
    }
    split = BuildTimeModel.Split(
      first: half("#1", firstFiles, dependents: firstDependents),
      second: half("#2", secondFiles, dependents: secondDependents),
      secondDependsOnFirst: secondOnFirst, firstDependsOnSecond: firstOnSecond)
    func list(_ groups: [(name: String, files: [FileFacts])]) -> String {
      let names = groups.map(\.name)
      return names.count <= 4 ? names.joined(separator: ", ") : names.prefix(3).joined(separator: ", ")
        + " and \(names.count - 3) more"
    }
    method =
      "along its \(byFolder ? "folders" : "files") (\(firstFiles.count) and \(secondFiles.count) files): "
      + "#1 = \(list(firstGroups)); #2 = \(list(secondGroups))"
      + (secondOnFirst && !firstOnSecond ? "; #2 names #1's types, so it depends on #1" : "")
      + (firstOnSecond && !secondOnFirst ? "; #1 names #2's types, so it depends on #2" : "")
    var notes: [String] = []
    if own.count < 2 { notes.append("\(module.id) has fewer than two scanned files: nothing to split") }
    if secondOnFirst && firstOnSecond {
      notes.append("the halves name each other's types: the split needs those uses moved first (estimated as a cycle)")
    }
    self.notes = notes
  }

  /// Types the files declare (not extensions), by their outermost name.
  static func declaredTypes(_ files: [FileFacts]) -> Set<String> {
    Set(files.flatMap { $0.types.filter { $0.kind != .extension }.map { outermost($0.name) } })
  }

  /// Types the files name (in types or at the top level), by their outermost name.
  static func namedTypes(_ files: [FileFacts]) -> Set<String> {
    Set(files.flatMap { file in (file.types.flatMap(\.references) + file.topLevelReferences).map(outermost) })
  }

  static func outermost(_ name: String) -> String {
    name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
  }
}

import Testing

@testable import PlumbModel

/// The build-time model on a graph whose costs are given, every figure worked out by hand:
///
///     App(10) → FeatureA(30) → Core(40) → Util(10)
///             → FeatureB(20) → Core        Net(25) → Util
///             → Log(50)        FeatureA → Net
@Suite struct BuildTimeModelTests {
  static func id(_ name: String) -> ModuleID { ModuleID(container: "Pkg", name: name) }

  static let costs: [String: Int] = [
    "Util": 10, "Core": 40, "Net": 25, "FeatureA": 30, "FeatureB": 20, "Log": 50, "App": 10,
  ]
  static let edges: [(String, String)] = [
    ("Core", "Util"), ("Net", "Util"), ("FeatureA", "Core"), ("FeatureA", "Net"), ("FeatureB", "Core"),
    ("App", "FeatureA"), ("App", "FeatureB"), ("App", "Log"),
  ]

  static func model(costs: [String: Int] = costs, edges: [(String, String)] = edges) -> BuildTimeModel {
    BuildTimeModel(
      costs: Dictionary(uniqueKeysWithValues: costs.map { (id($0.key), $0.value) }),
      dependencies: edges.map { (id($0.0), id($0.1)) })
  }

  @Test func criticalPathIsTheHeaviestChainInBuildOrder() {
    let path = Self.model().criticalPath()
    // Util→Core→FeatureA→App 90; Util→Core→FeatureB→App 80; Util→Net→FeatureA→App 75; Log→App 60.
    #expect(path.cost == 90)
    #expect(path.modules == ["Util", "Core", "FeatureA", "App"].map(Self.id))
  }

  @Test func oneCoreBuildsEverythingOneAfterTheOther() {
    let model = Self.model()
    #expect(model.totalCost == 185)
    #expect(model.schedule(cores: 1).makespan == 185)
  }

  @Test func twoCoresFollowTheCriticalPathFirstRule() {
    // t=0 Util and Log; t=10 Core (Net waits: Core's chain is longer); t=50 Net and FeatureB; t=75 FeatureA;
    // t=105 App, done at 115.
    let schedule = Self.model().schedule(cores: 2)
    #expect(schedule.makespan == 115)
    #expect(schedule.start[Self.id("Core")] == 10)
    #expect(schedule.start[Self.id("Net")] == 50)
    #expect(schedule.start[Self.id("FeatureA")] == 75)
    #expect(schedule.finish[Self.id("App")] == 115)
  }

  @Test func enoughCoresReachTheCriticalPath() {
    #expect(Self.model().schedule(cores: 3).makespan == 90)
    #expect(Self.model().schedule(cores: 8).makespan == 90)
  }

  @Test func aChangeRebuildsTheModuleAndTheModulesThatImportItDirectly() {
    let incremental = Self.model().incrementalCosts()
    // Util: Core and Net; Core: FeatureA and FeatureB; Net: FeatureA; each feature and Log: App.
    let expected: [String: Int] = [
      "Util": 75, "Core": 90, "Net": 55, "FeatureA": 40, "FeatureB": 30, "Log": 60, "App": 10,
    ]
    #expect(incremental == Dictionary(uniqueKeysWithValues: expected.map { (Self.id($0.key), $0.value) }))
    // (75·10 + 90·40 + 55·25 + 40·30 + 30·20 + 60·50 + 10·10) / 185
    #expect(abs(Self.model().meanRebuild() - 10625.0 / 185) < 1e-9)
  }

  @Test func theUpperBoundRebuildsEveryDependentDirectOrNot() {
    let transitive = Self.model().transitiveIncrementalCosts()
    let expected: [String: Int] = [
      "Util": 135, "Core": 100, "Net": 65, "FeatureA": 40, "FeatureB": 30, "Log": 60, "App": 10,
    ]
    #expect(transitive == Dictionary(uniqueKeysWithValues: expected.map { (Self.id($0.key), $0.value) }))
  }

  @Test func aChainOfSmallModulesRebuildsTwoModulesPerChangeNotTheRestOfTheChain() {
    // T0 ← T1 ← T2 ← T3, each 107: the generated chain of Benchmarks/buildtime.md, where a change to T0 rebuilt T0
    // and T1 only.
    let model = Self.model(
      costs: ["T0": 107, "T1": 107, "T2": 107, "T3": 107], edges: [("T1", "T0"), ("T2", "T1"), ("T3", "T2")])
    let incremental = model.incrementalCosts()
    #expect(incremental[Self.id("T0")] == 214)
    #expect(incremental[Self.id("T2")] == 214)
    #expect(incremental[Self.id("T3")] == 107)
    #expect(model.transitiveIncrementalCosts()[Self.id("T0")] == 428)
  }

  @Test func theReportCountsDirectAndAllDependents() {
    let report = BuildTimeReport(model: Self.model(), cores: 2)
    let util = report.modules.first { $0.module == Self.id("Util") }
    #expect(util?.incrementalCost == 75)
    #expect(util?.transitiveIncrementalCost == 135)
    #expect(util?.directDependents == 2)
    #expect(util?.dependents == 5)
    #expect(report.mostRebuilt.first?.module == Self.id("Core"))
  }

  @Test func cuttingAnEdgeShortensTheTwoCoreBuild() {
    let after = Self.model().cutting(Self.id("FeatureA"), Self.id("Net"))
    // Net no longer holds FeatureA back: t=50 FeatureA and FeatureB, t=70 Net, t=80 App (done 90), Net done 95.
    #expect(after.schedule(cores: 2).makespan == 95)
    #expect(after.criticalPath().cost == 90)
    #expect(after.incrementalCosts()[Self.id("Net")] == 25)
    #expect(abs(after.meanRebuild() - 9875.0 / 185) < 1e-9)
  }

  @Test func splittingAModuleReplacesItByItsHalves() {
    let split = BuildTimeModel.Split(
      first: .init(module: Self.id("Core#1"), cost: 25, dependencies: [Self.id("Util")], dependents: [Self.id("FeatureA")]),
      second: .init(module: Self.id("Core#2"), cost: 20, dependencies: [Self.id("Util")], dependents: [Self.id("FeatureB")]),
      secondDependsOnFirst: true, firstDependsOnSecond: false)
    let after = Self.model().splitting(Self.id("Core"), split)
    #expect(after.costs[Self.id("Core")] == nil)
    #expect(after.totalCost == 190)
    // Util→Core#1→Core#2→FeatureB→App: 10 + 25 + 20 + 20 + 10.
    #expect(after.criticalPath().cost == 85)
    #expect(after.criticalPath().modules == ["Util", "Core#1", "Core#2", "FeatureB", "App"].map(Self.id))
    // Core#1 rebuilds Core#2 and FeatureA with it; Core#2 only FeatureB.
    #expect(after.incrementalCosts()[Self.id("Core#1")] == 75)
    #expect(after.incrementalCosts()[Self.id("Core#2")] == 40)
  }

  @Test func theSetupComesFirstInACleanBuildAndNeverInARebuild() {
    let base = Self.model()
    let model = BuildTimeModel(costs: base.costs, dependencies: base.edges, setupCost: 100)
    #expect(model.totalCost == 285)
    #expect(model.schedule(cores: 2).makespan == 215)
    #expect(model.schedule(cores: 2).start[Self.id("Util")] == 100)
    #expect(model.criticalPath().cost == 190)
    #expect(model.incrementalCosts() == base.incrementalCosts())
    #expect(model.meanRebuild() == base.meanRebuild())
  }

  @Test func aCycleBuildsAsOneJob() {
    let model = Self.model(costs: ["A": 10, "B": 20, "C": 5], edges: [("A", "B"), ("B", "A"), ("C", "A")])
    #expect(model.criticalPath().cost == 35)
    #expect(model.schedule(cores: 2).makespan == 35)
    #expect(model.incrementalCosts()[Self.id("B")] == 35)
    #expect(model.incrementalCosts()[Self.id("C")] == 5)
  }

  @Test func costsWeighTheCodeAndAModuleWithoutFilesIsFree() {
    let weights = BuildCostWeights()
    let inputs = BuildCostInputs(
      files: 2, codeLines: 100, functions: 10, decisionPoints: 5,
      typeChecking: TypeCheckingLoad(longLiterals: 1, operatorChains: 2, untypedClosures: 3, deepGenerics: 1))
    let expected =
      weights.module + 2 * weights.file + 100 * weights.codeLine + 10 * weights.function + 5 * weights.decisionPoint
      + weights.longLiteral + 2 * weights.operatorChain + 3 * weights.untypedClosure + weights.deepGeneric
    #expect(weights.cost(of: inputs) == expected)
    #expect(weights.cost(of: BuildCostInputs()) == 0)
  }

  @Test func theModelOfAGraphLeavesTestsAndExternalsOut() {
    let graph = ModuleGraph(
      modules: [
        Module(id: Self.id("Lib"), kind: .regular, sources: ["Lib/A.swift"]),
        Module(id: Self.id("LibTests"), kind: .test, sources: ["Tests/T.swift"]),
        Module(id: ModuleID(container: "external:x", name: "X"), kind: .external),
      ],
      dependencies: [
        Dependency(from: Self.id("LibTests"), to: Self.id("Lib"), kind: .target),
        Dependency(from: Self.id("Lib"), to: ModuleID(container: "external:x", name: "X"), kind: .importOnly),
      ])
    let file = FileFacts(path: "Lib/A.swift", lines: .init(code: 40))
    let model = BuildTimeModel(graph: graph, files: [file])
    let weights = BuildCostWeights()
    #expect(model.costs == [Self.id("Lib"): weights.module + weights.file + 40 * weights.codeLine])
    #expect(model.edges.isEmpty)
    #expect(model.setupCost == weights.setup)
  }

  /// A package whose plugin runs one of its own tools: `Plugin` → `tool` → `Lib` ← `Example`, each one file of
  /// 100 code lines. The tool and the library it uses are compiled for the machine that builds as well as for the
  /// product (as swift-argument-parser's are); the plugin once; the example, which no plugin needs, once.
  static func pluginPackage() -> (ModuleGraph, [FileFacts]) {
    let names: [(String, Module.Kind)] = [
      ("Lib", .regular), ("tool", .executable), ("Plugin", .plugin), ("Example", .executable),
    ]
    let graph = ModuleGraph(
      modules: names.map { Module(id: id($0.0), kind: $0.1, sources: ["\($0.0)/main.swift"]) },
      dependencies: [("tool", "Lib"), ("Plugin", "tool"), ("Example", "Lib")].map {
        Dependency(from: id($0.0), to: id($0.1), kind: .target)
      })
    return (graph, names.map { FileFacts(path: "\($0.0)/main.swift", lines: .init(code: 100)) })
  }

  @Test func whatAPluginOrAMacroRunsIsCompiledTwice() {
    let (graph, files) = Self.pluginPackage()
    let model = BuildTimeModel(graph: graph, files: files)
    let weights = BuildCostWeights()
    let plain = weights.module + weights.file + 100 * weights.codeLine
    #expect(model.builtForHost == [Self.id("Lib"), Self.id("tool")])
    #expect(model.cost(of: Self.id("Lib")) == 2 * plain)
    #expect(model.cost(of: Self.id("tool")) == 2 * plain)
    #expect(model.cost(of: Self.id("Plugin")) == plain)
    #expect(model.cost(of: Self.id("Example")) == plain)
    // A change to Lib rebuilds both of its builds and both of tool's, and Example once; not the plugin.
    #expect(model.incrementalCosts()[Self.id("Lib")] == 5 * plain)
    #expect(model.totalCost == weights.setup + 6 * plain)
  }

  @Test func aMacrosDependenciesAreCompiledForTheHostToo() {
    let graph = ModuleGraph(
      modules: [
        Module(id: Self.id("Macros"), kind: .macro, sources: ["Macros/M.swift"]),
        Module(id: Self.id("Support"), kind: .regular, sources: ["Support/S.swift"]),
        Module(id: Self.id("App"), kind: .regular, sources: ["App/A.swift"]),
      ],
      dependencies: [
        Dependency(from: Self.id("Macros"), to: Self.id("Support"), kind: .target),
        Dependency(from: Self.id("App"), to: Self.id("Macros"), kind: .target),
      ])
    let files = ["Macros/M.swift", "Support/S.swift", "App/A.swift"].map { FileFacts(path: $0, lines: .init(code: 10)) }
    #expect(BuildTimeModel(graph: graph, files: files).builtForHost == [Self.id("Support")])
  }

  @Test func theReportAndTheSplitKeepTheHostBuild() {
    let (graph, files) = Self.pluginPackage()
    let model = BuildTimeModel(graph: graph, files: files)
    let report = BuildTimeReport(model: model, cores: 1)
    #expect(report.modules.filter(\.builtForHost).map(\.module) == [Self.id("Lib"), Self.id("tool")])
    let split = BuildTimeModel.Split(
      first: .init(module: Self.id("Lib#1"), cost: 100, dependencies: [], dependents: [Self.id("tool")]),
      second: .init(module: Self.id("Lib#2"), cost: 100, dependencies: [], dependents: [Self.id("Example")]),
      secondDependsOnFirst: false, firstDependsOnSecond: false)
    let after = model.splitting(Self.id("Lib"), split)
    #expect(after.builtForHost == [Self.id("Lib#1"), Self.id("Lib#2"), Self.id("tool")])
  }
}

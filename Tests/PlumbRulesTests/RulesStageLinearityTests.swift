import PlumbKit
import Testing

/// The metrics and rules stages on a chain of modules, each depending on the one before: reach sets on a chain hold
/// n²/2 pairs (a 10,000-module chain took 71 s in `plumb check`), so the work counted must grow with the modules,
/// not with their square.
@Suite struct RulesStageLinearityTests {
  static let container = "Chain"

  static func id(_ name: String) -> ModuleID { ModuleID(container: container, name: name) }

  /// T0 ... T(n-1), T(i) declaring T(i-1) and importing it and T0 (reached only through the chain), a test target for
  /// every tenth module, an external product under T0, and two modules that build the same Swift module `Shared`
  /// (so imports of it are chosen by what the importer's declarations reach).
  static func chain(_ count: Int) -> (graph: ModuleGraph, facts: SourceFacts) {
    var modules: [Module] = []
    var dependencies: [Dependency] = []
    var facts: [ModuleID: SourceFacts.ModuleFacts] = [:]
    func module(_ name: String, kind: Module.Kind = .regular, build: BuildInfo = BuildInfo()) -> ModuleID {
      let id = id(name)
      let source = "Sources/\(name)/\(name).swift"
      modules.append(Module(id: id, kind: kind, sources: kind == .external ? [] : [source], build: build))
      return id
    }
    func imports(_ names: [String], in name: String) -> [SourceFacts.Import] {
      names.map { SourceFacts.Import(module: $0, location: Location(file: "Sources/\(name)/\(name).swift", line: 1)) }
    }
    let external = module("Lib", kind: .external)
    let sharedA = module("SharedA", build: BuildInfo(moduleName: "Shared"))
    let sharedB = module("SharedB", build: BuildInfo(moduleName: "Shared"))
    for i in 0..<count {
      let name = "T\(i)"
      let current = module(name)
      var imported: [String] = []
      if i == 0 {
        dependencies += [
          Dependency(from: current, to: external, kind: .product(package: "lib", product: "Lib")),
          Dependency(from: current, to: sharedA, kind: .target),
        ]
        imported = ["Lib", "Shared"]
      } else {
        dependencies.append(Dependency(from: current, to: id("T\(i - 1)"), kind: .target))
        imported = ["T\(i - 1)", "Shared"] + (i > 1 ? ["T0"] : [])
      }
      facts[current] = SourceFacts.ModuleFacts(
        imports: imports(imported, in: name), lines: 10, files: 1, types: 1, functions: 2)
      if i % 10 == 0 {
        let tests = module("T\(i)Tests", kind: .test)
        dependencies.append(Dependency(from: tests, to: current, kind: .target))
        facts[tests] = SourceFacts.ModuleFacts(imports: imports(["XCTest", name], in: "T\(i)Tests"), lines: 10, files: 1)
      }
    }
    _ = sharedB
    return (ModuleGraph(modules: modules, dependencies: dependencies), SourceFacts(modules: facts))
  }

  /// The work counted by the metrics and every rule, and the findings.
  static func run(_ count: Int) -> (work: Int, findings: [Finding]) {
    let (graph, facts) = chain(count)
    let work = WorkCounter()
    let metrics = Metrics.compute(graph: graph, work: work)
    let result = RuleRunner().run(
      graph: graph, configuration: Configuration(), metrics: metrics.byModule, sourceFacts: facts, work: work)
    return (work.steps, result.findings)
  }

  @Test func workGrowsWithTheChain() {
    let small = Self.run(1_000)
    let large = Self.run(10_000)
    #expect(small.work > 1_000)
    #expect(Double(large.work) / Double(small.work) <= 12, "\(small.work) → \(large.work) steps")
    // The answers are those of a chain: the deepest module has every other as a transitive dependent.
    let metrics = Metrics.compute(graph: Self.chain(1_000).graph).byModule
    #expect(metrics[Self.id("T0")]?.transitiveDependents == 999)
    #expect(metrics[Self.id("T999")]?.transitiveDependents == 0)
    // Only test-presence finds something (nine modules in ten have no test target); T0's import of T0 through the
    // chain is accepted (allow-transitive), and every declared dependency is imported.
    #expect(Set(small.findings.map(\.ruleID)) == ["test-presence"])
    #expect(small.findings.count == 900 + 2)
  }

  /// A hub every module declares and none uses, which adds many members to other types, declares many public
  /// functions and conforms a type: `unused-dependency` asks, per dependency, whether the hub declares a function the
  /// module calls or adds a member it uses. Asked name by name of the hub, that is the hub's names times the modules.
  static func hub(_ count: Int) -> (graph: ModuleGraph, facts: SourceFacts) {
    let hub = id("Hub")
    let base = id("Base")
    var modules = [
      Module(id: hub, kind: .regular, sources: ["Hub.swift"]), Module(id: base, kind: .regular, sources: ["Base.swift"]),
    ]
    var dependencies: [Dependency] = []
    var facts: [ModuleID: SourceFacts.ModuleFacts] = [
      hub: SourceFacts.ModuleFacts(
        lines: count, files: 1, types: 1, extensionMembers: (0..<count).map { "member\($0)" },
        declaredTypes: ["HubThing"], conformedTypes: ["Thing"]),
      base: SourceFacts.ModuleFacts(lines: 10, files: 1, types: 1, declaredTypes: ["BaseThing"]),
    ]
    facts[hub]?.publicFunctions = (0..<count).map { "function\($0)" }
    for i in 0..<count {
      let feature = id("F\(i)")
      modules.append(Module(id: feature, kind: .regular, sources: ["F\(i).swift"]))
      dependencies += [
        Dependency(from: feature, to: hub, kind: .target), Dependency(from: feature, to: base, kind: .target),
      ]
      var moduleFacts = SourceFacts.ModuleFacts(
        imports: [SourceFacts.Import(module: "Base", location: Location(file: "F\(i).swift", line: 1))], lines: 10,
        files: 1, types: 1, memberNames: ["used\(i)"])
      moduleFacts.calledFunctions = ["called\(i)"]
      facts[feature] = moduleFacts
    }
    return (ModuleGraph(modules: modules, dependencies: dependencies), SourceFacts(modules: facts))
  }

  @Test func unusedDependencyWorkGrowsWithTheModulesNotWithTheHubsNames() {
    func run(_ count: Int) -> (work: Int, unused: [Finding]) {
      let (graph, facts) = Self.hub(count)
      let work = WorkCounter()
      let result = RuleRunner().run(
        graph: graph, configuration: Configuration(), metrics: [:], sourceFacts: facts, work: work)
      return (work.steps, result.findings.filter { $0.ruleID == "unused-dependency" })
    }
    let small = run(500)
    let large = run(5_000)
    #expect(Double(large.work) / Double(small.work) <= 12, "\(small.work) → \(large.work) steps")
    // Every module declares the hub and uses none of its names: each is reported, and only for the hub.
    #expect(small.unused.count == 500)
    #expect(small.unused.allSatisfy { $0.modules.contains(Self.id("Hub")) && !$0.modules.contains(Self.id("Base")) })
  }

  /// An app whose files import many modules, and a test target whose every file does `@testable import App`: the
  /// tests need what the app imports, gathered once per tested module. Gathered per import line, it was the test
  /// files times the app's import lines (most of a staged run's time on woocommerce-ios).
  static func testedApp(_ count: Int) -> (graph: ModuleGraph, facts: SourceFacts) {
    let app = id("App")
    let tests = id("AppTests")
    let kit = id("Kit")
    let helper = id("Helper")
    let modules = [
      Module(id: app, kind: .app, sources: ["App.swift"]), Module(id: tests, kind: .test, sources: ["AppTests.swift"]),
      Module(id: kit, kind: .regular, sources: ["Kit.swift"]), Module(id: helper, kind: .regular, sources: ["H.swift"]),
    ]
    let dependencies = [
      Dependency(from: app, to: kit, kind: .target), Dependency(from: tests, to: app, kind: .target),
      // Never imported by the tests: used because the app imports it (the tests compile against the app).
      Dependency(from: tests, to: kit, kind: .target),
      // Imported by nothing: reported.
      Dependency(from: tests, to: helper, kind: .target),
    ]
    func imports(_ name: String, count: Int, testable: Bool = false) -> [SourceFacts.Import] {
      (0..<count).map {
        SourceFacts.Import(
          module: name, location: Location(file: "F\($0).swift", line: 1), attributes: testable ? ["testable"] : [])
      }
    }
    let facts: [ModuleID: SourceFacts.ModuleFacts] = [
      app: SourceFacts.ModuleFacts(
        imports: imports("Kit", count: count) + (0..<count).flatMap { imports("SDK\($0 % 50)", count: 1) },
        lines: count, files: count, types: 1),
      tests: SourceFacts.ModuleFacts(
        imports: imports("App", count: count, testable: true), lines: 2 * count, files: count, types: count),
      kit: SourceFacts.ModuleFacts(lines: 10, files: 1, types: 1, declaredTypes: ["Tool"]),
      helper: SourceFacts.ModuleFacts(lines: 10, files: 1, types: 1, declaredTypes: ["Help"]),
    ]
    return (ModuleGraph(modules: modules, dependencies: dependencies), SourceFacts(modules: facts))
  }

  @Test func unusedDependencyGathersATestedModulesImportsOnce() {
    func run(_ count: Int) -> (work: Int, unused: [Finding]) {
      let (graph, facts) = Self.testedApp(count)
      let work = WorkCounter()
      let result = RuleRunner().run(
        graph: graph, configuration: Configuration(), metrics: [:], sourceFacts: facts, work: work)
      return (work.steps, result.findings.filter { $0.ruleID == "unused-dependency" })
    }
    let small = run(300)
    let large = run(3_000)
    #expect(small.work > 300)
    #expect(Double(large.work) / Double(small.work) <= 12, "\(small.work) → \(large.work) steps")
    // Kit stays (the tested app imports it); Helper, which nothing imports, is reported.
    #expect(small.unused.map(\.modules) == [[Self.id("AppTests"), Self.id("Helper")]])
  }
}

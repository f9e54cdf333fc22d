import Foundation
import PlumbKit
import PlumbModel
import PlumbReporters
import PlumbTestSupport
import Testing

/// `plumb buildtime` over the real pipeline, on a package written for it (Fixtures/BuildTime/Split): App → Store,
/// Store's Screens/ naming the types of its Models/.
@Suite struct BuildTimeAnalysisTests {
  static let scanned = Result { () throws -> (Pipeline, ScannedWorkspace) in
    let pipeline = try Pipeline(root: Fixtures.url("BuildTime/Split"))
    return (pipeline, try pipeline.loadAndScan())
  }

  static func id(_ name: String) -> ModuleID { ModuleID(container: "Split", name: name) }

  @Test func theModelCostsEachModuleFromItsFiles() throws {
    let (pipeline, scanned) = try Self.scanned.get()
    let model = pipeline.buildTimeModel(scanned)
    let weights = BuildCostWeights()
    let files = Dictionary(scanned.files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    let store = try #require(files["Sources/Store/Models/Cart.swift"])
    // `init` and `add`: `total`'s implicit getter is no function, nor is the closure given to `reduce`.
    #expect(store.functions.count == 2)
    #expect(store.typeChecking.untypedClosures == 1)
    let storeInputs = ["Sources/Store/Models/Item.swift", "Sources/Store/Models/Cart.swift",
      "Sources/Store/Screens/CartScreen.swift"].compactMap { files[$0] }.reduce(BuildCostInputs()) { $0 + .init(file: $1) }
    #expect(storeInputs.files == 3)
    #expect(model.costs[Self.id("Store")] == weights.cost(of: storeInputs))
    #expect(model.edges.map { "\($0.0.name)→\($0.1.name)" } == ["App→Store"])
    #expect(model.setupCost == weights.setup)
  }

  @Test func aSplitFollowsTheFoldersAndTheTypesTheirFilesName() throws {
    let (pipeline, scanned) = try Self.scanned.get()
    let report = try pipeline.buildTimeReport(scanned, cores: 2, splits: [Self.id("Store")])
    let whatIf = try #require(report.whatIfs.first)
    #expect(whatIf.method.hasPrefix("along its folders (2 and 1 files): #1 = Models/; #2 = Screens/"))
    #expect(whatIf.method.contains("#2 names #1's types, so it depends on #1"))
    #expect(whatIf.notes.isEmpty)
    // One more module: one more fixed cost, on one core and on the path App → Screens → Models.
    let weights = BuildCostWeights()
    #expect(whatIf.after.totalCost == whatIf.before.totalCost + weights.module)
    #expect(whatIf.after.criticalPath == whatIf.before.criticalPath + weights.module)
  }

  @Test func aCutOfAMissingEdgeIsRefused() throws {
    let (pipeline, scanned) = try Self.scanned.get()
    #expect(throws: PlumbError.self) {
      try pipeline.buildTimeReport(scanned, cores: 2, cuts: [(Self.id("Store"), Self.id("App"))])
    }
  }

  @Test func theTextNamesThePathAndTheGains() throws {
    let (pipeline, scanned) = try Self.scanned.get()
    let report = try pipeline.buildTimeReport(scanned, cores: 2, cuts: [(Self.id("App"), Self.id("Store"))])
    let text = BuildTimeOutput.text(report)
    #expect(text.contains("critical path (first built first):\n  Store → App\n"))
    let appCost = report.modules.first { $0.module == Self.id("App") }!.cost
    let storeCost = report.modules.first { $0.module == Self.id("Store") }!.cost
    // Without the edge, App and Store build side by side on two cores.
    #expect(report.whatIfs[0].after.makespan == report.setupCost + max(appCost, storeCost))
    #expect(text.contains("what if: cut Split/App → Split/Store"))
    let json = BuildTimeOutput.json(report)
    #expect(json.contains("\"criticalPath\" : [\n    \"Split/Store\",\n    \"Split/App\"\n  ]"))
  }

  /// Fixtures/BuildTime/PluginTool: a plugin runs a tool of the package, which uses its library.
  @Test func whatAPluginRunsIsCountedTwiceAndSaidSo() throws {
    let pipeline = try Pipeline(root: Fixtures.url("BuildTime/PluginTool"))
    let scanned = try pipeline.loadAndScan()
    let model = pipeline.buildTimeModel(scanned)
    func id(_ name: String) -> ModuleID { ModuleID(container: "PluginTool", name: name) }
    #expect(model.builtForHost == [id("Formatting"), id("format-tool")])
    let weights = BuildCostWeights()
    let files = Dictionary(scanned.files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    let library = try #require(files["Sources/Formatting/Indenter.swift"])
    #expect(model.costs[id("Formatting")] == 2 * weights.cost(of: BuildCostInputs(file: library)))
    let example = try #require(files["Sources/Example/main.swift"])
    #expect(model.costs[id("Example")] == weights.cost(of: BuildCostInputs(file: example)))
    let report = try pipeline.buildTimeReport(scanned, cores: 2)
    #expect(BuildTimeOutput.text(report).contains("compiled twice (a plugin or a macro runs them on the build machine): "
      + "Formatting, format-tool"))
    #expect(BuildTimeOutput.json(report).contains("\"builtForHost\" : true"))
    #expect(BuildTimeOutput.json(report).contains("\"transitiveIncrementalCost\""))
  }

  /// Fixtures/BuildTime/SystemImports: Shims imports the C library, Clock Dispatch, Feed FoundationEssentials (or
  /// Foundation where there is none), App Foundation, Model nothing, and the test target XCTest.
  @Test func eachSystemModuleTheCodeImportsIsPaidForOnceInTheSetup() throws {
    let pipeline = try Pipeline(root: Fixtures.url("BuildTime/SystemImports"))
    let scanned = try pipeline.loadAndScan()
    let model = pipeline.buildTimeModel(scanned)
    func id(_ name: String) -> ModuleID { ModuleID(container: "SystemImports", name: name) }
    #expect(model.inputs[id("Model")]?.systemModules == [])
    #expect(model.inputs[id("Shims")]?.systemModules == [.libc])
    #expect(model.inputs[id("Clock")]?.systemModules == [.dispatch])
    // `#if canImport(FoundationEssentials) import FoundationEssentials #else import Foundation`.
    #expect(model.inputs[id("Feed")]?.systemModules == [.libc, .foundationEssentials])
    #expect(model.inputs[id("App")]?.systemModules == [.libc, .dispatch, .foundationEssentials, .foundation])
    let weights = BuildCostWeights()
    #expect(model.systemSetup == [.libc: weights.libcSetup, .dispatch: weights.dispatchSetup,
      .foundationEssentials: weights.foundationEssentialsSetup, .foundation: weights.foundationSetup])
    #expect(model.setupCost == weights.setup + weights.libcSetup + weights.dispatchSetup
      + weights.foundationEssentialsSetup + weights.foundationSetup)
    let report = try pipeline.buildTimeReport(scanned, cores: 1)
    #expect(BuildTimeOutput.text(report).contains(
      "of setup (the system modules' cache: the standard library \(weights.setup), the C library \(weights.libcSetup), "
        + "Dispatch \(weights.dispatchSetup), FoundationEssentials \(weights.foundationEssentialsSetup), "
        + "Foundation \(weights.foundationSetup))"))
    #expect(BuildTimeOutput.json(report).contains("\"foundation\" : \(weights.foundationSetup)"))
  }
}

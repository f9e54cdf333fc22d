import Testing

@testable import PlumbModel

/// The setup a clean build pays for the system modules its code imports (`SystemModule`), worked out by hand.
@Suite struct BuildTimeSystemModuleTests {
  static func id(_ name: String) -> ModuleID { ModuleID(container: "Pkg", name: name) }

  static func file(_ path: String, imports: [String], conditions: [String?]? = nil, code: Int = 10) -> FileFacts {
    let conditions = conditions ?? imports.map { _ in nil }
    let facts = zip(imports, conditions).enumerated().map { line, pair in
      ImportFact(module: pair.0, path: [pair.0], condition: pair.1, position: SourcePosition(line: line + 1, column: 1))
    }
    return FileFacts(path: path, imports: facts, lines: .init(code: code))
  }

  /// Round numbers, so that every sum below can be checked by eye.
  static var weights: BuildCostWeights {
    var weights = BuildCostWeights()
    weights.module = 3
    weights.file = 67
    weights.codeLine = 1
    weights.setup = 1000
    weights.libcSetup = 100
    weights.dispatchSetup = 20
    weights.foundationEssentialsSetup = 200
    weights.foundationSetup = 300
    return weights
  }

  @Test func anImportNamesTheSystemModuleAndWhatItLoads() {
    #expect(SystemModule(importing: "Glibc") == .libc)
    #expect(SystemModule(importing: "Darwin") == .libc)
    #expect(SystemModule(importing: "FoundationEssentials") == .foundationEssentials)
    #expect(SystemModule(importing: "Foundation") == .foundation)
    #expect(SystemModule(importing: "UIKit") == .foundation)
    #expect(SystemModule(importing: "Logging") == nil)
    #expect(SystemModule(importing: "Swift") == nil)
    #expect(SystemModule.foundation.loaded == [.libc, .dispatch, .foundationEssentials, .foundation])
    #expect(SystemModule.foundationEssentials.loaded == [.libc, .foundationEssentials])
    // Dispatch does not load the C library: a build that imported it first still paid for Glibc.
    #expect(SystemModule.dispatch.loaded == [.dispatch])
    #expect(SystemModule.loaded(byImporting: ["Dispatch", "Glibc", "Logging", "Dispatch"]) == [.libc, .dispatch])
  }

  @Test func theElseOfAnIfCanImportOfASystemModuleIsLeftOut() {
    // `#if canImport(Darwin) import Darwin #elseif canImport(Glibc) import Glibc`: the C library, once.
    let libc = BuildCostInputs(
      file: Self.file(
        "A.swift", imports: ["Darwin", "Glibc"],
        conditions: ["canImport(Darwin)", "!(canImport(Darwin)) && canImport(Glibc)"]))
    #expect(libc.systemModules == [.libc])
    // `#if canImport(FoundationEssentials) import FoundationEssentials #else import Foundation`: the first branch.
    let essentials = BuildCostInputs(
      file: Self.file(
        "B.swift", imports: ["FoundationEssentials", "Foundation"],
        conditions: ["canImport(FoundationEssentials)", "!(canImport(FoundationEssentials))"]))
    #expect(essentials.systemModules == [.libc, .foundationEssentials])
    // An `#else` after a condition on a module that is not a system one still counts.
    let foundation = BuildCostInputs(
      file: Self.file("C.swift", imports: ["Foundation"], conditions: ["!(canImport(ObjectiveC) || os(WASI))"]))
    #expect(foundation.systemModules == [.libc, .dispatch, .foundationEssentials, .foundation])
    #expect(SystemModule.negatedCanImports(in: "!(canImport(A) || canImport(B)) && canImport(C)") == ["A", "B"])
  }

  @Test func theInputsOfSeveralFilesLoadWhatEachLoads() {
    let libc = BuildCostInputs(file: Self.file("A.swift", imports: ["Glibc"]))
    let dispatch = BuildCostInputs(file: Self.file("B.swift", imports: ["Dispatch", "Core"]))
    #expect((libc + dispatch).systemModules == [.libc, .dispatch])
    #expect((libc + dispatch).files == 2)
  }

  /// Lib imports Dispatch; Net imports Foundation in one file and nothing in the other; App imports Lib and Net and
  /// Foundation again; AppTests imports XCTest and Foundation (a test: not built with the product).
  static func graph(withNet: Bool) -> (ModuleGraph, [FileFacts]) {
    var modules = [
      Module(id: id("Lib"), kind: .regular, sources: ["Lib/Queue.swift"]),
      Module(id: id("App"), kind: .executable, sources: ["App/main.swift"]),
      Module(id: id("AppTests"), kind: .test, sources: ["Tests/AppTests.swift"]),
    ]
    var dependencies = [("App", "Lib"), ("AppTests", "App")]
    var files = [
      file("Lib/Queue.swift", imports: ["Dispatch"]),
      file("App/main.swift", imports: withNet ? ["Lib", "Net", "Foundation"] : ["Lib"]),
      file("Tests/AppTests.swift", imports: ["XCTest", "Foundation", "App"]),
    ]
    if withNet {
      modules.append(Module(id: id("Net"), kind: .regular, sources: ["Net/Client.swift", "Net/Request.swift"]))
      dependencies.append(("App", "Net"))
      files += [file("Net/Client.swift", imports: ["Foundation"]), file("Net/Request.swift", imports: [])]
    }
    let graph = ModuleGraph(
      modules: modules,
      dependencies: dependencies.map { Dependency(from: id($0.0), to: id($0.1), kind: .target) })
    return (graph, files)
  }

  @Test func eachSystemModuleIsPaidForOnceAndTestsDoNotCount() {
    let (graph, files) = Self.graph(withNet: false)
    let model = BuildTimeModel(graph: graph, files: files, weights: Self.weights)
    // Lib's Dispatch; the tests' Foundation is not built with the product: 1000 + 20.
    #expect(model.systemSetup == [.dispatch: 20])
    #expect(model.setupCost == 1020)
    // The modules cost what their code costs, whatever they import: 3 + 67 + 10 each.
    #expect(model.costs == [Self.id("Lib"): 80, Self.id("App"): 80])
    #expect(model.totalCost == 1180)
  }

  @Test func foundationImportedByTwoModulesIsPaidForOnce() {
    let (graph, files) = Self.graph(withNet: true)
    let model = BuildTimeModel(graph: graph, files: files, weights: Self.weights)
    // Net and App both import Foundation, and Lib Dispatch, which Foundation loads too: 1000 + 100 + 20 + 200 + 300
    // once.
    #expect(model.systemSetup == [.libc: 100, .dispatch: 20, .foundationEssentials: 200, .foundation: 300])
    #expect(model.setupCost == 1620)
    #expect(model.inputs[Self.id("Net")]?.systemModules == [.libc, .dispatch, .foundationEssentials, .foundation])
    // Net: 3 + 2·67 + 20 lines.
    #expect(model.cost(of: Self.id("Net")) == 157)
    #expect(model.totalCost == 1620 + 80 + 80 + 157)
    // A rebuild finds the caches built: the setup is in no incremental cost, and a what-if keeps it.
    #expect(model.incrementalCosts()[Self.id("Lib")] == 160)
    let cut = model.cutting(Self.id("App"), Self.id("Net"))
    #expect(cut.setupCost == 1620)
    #expect(cut.systemSetup == model.systemSetup)
  }

  @Test func aGraphWithNoCodeHasNoSetup() {
    let graph = ModuleGraph(modules: [Module(id: Self.id("Empty"), kind: .regular, sources: [])], dependencies: [])
    let model = BuildTimeModel(graph: graph, files: [], weights: Self.weights)
    #expect(model.setupCost == 0)
    #expect(model.systemSetup.isEmpty)
  }

  @Test func theReportCarriesTheSystemSetup() {
    let (graph, files) = Self.graph(withNet: true)
    let report = BuildTimeReport(model: BuildTimeModel(graph: graph, files: files, weights: Self.weights), cores: 1)
    #expect(report.setupCost == 1620)
    #expect(report.systemSetup == [.libc: 100, .dispatch: 20, .foundationEssentials: 200, .foundation: 300])
  }
}

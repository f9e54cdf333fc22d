import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

/// `plumb init` on every sample (copied without its own .plumb.yml): the preset of the detected style, layers from
/// the module graph, and a file that `plumb check` accepts on the clean samples.
@Suite struct InitCommandTests {
  /// A copy of a sample without its configuration (and without a baseline), removed by the caller.
  static func copy(_ sample: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-init-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Fixtures.sample(sample), to: folder)
    for name in [".plumb.yml", "plumb-baseline.json", ".build"] {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
    return folder
  }

  /// The ClassicMac samples and the preset of their style. Each passes `plumb check` with what init wrote, but the
  /// MVVM sample: its screens create each other's view models and views, which the mvvm preset's independent
  /// Features folders forbid, so the findings left are true ones, of that rule only.
  static let samples: [(String, String)] = [
    ("ClassicMac/BbA", "bba"), ("ClassicMac/MVC", "mvc"), ("ClassicMac/MVP-C", "mvp-c"), ("ClassicMac/MVVM", "mvvm"),
    ("ClassicMac/MVVM-C", "mvvm-c"), ("ClassicMac/VIP", "vip"), ("ClassicMac/VIPER", "viper"),
  ]

  @Test(arguments: samples)
  func initOnASampleWritesItsPresetAndLeavesOnlyTrueFindings(sample: String, preset: String) throws {
    let folder = try Self.copy(sample)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try PlumbBinary.run(["init", folder.path, "--no-cache"])
    #expect(result.status == 0, "\(result.errors)")
    let written = try String(contentsOf: folder.appendingPathComponent(".plumb.yml"), encoding: .utf8)
    #expect(written.contains("\nextends: \(preset)\n"), "\(sample):\n\(written)")
    #expect(result.output.contains(written), "init prints what it wrote")
    let check = try PlumbBinary.run(["check", folder.path, "--no-cache", "--strict"])
    let errors = check.output.split(separator: "\n").filter { $0.contains(": error: ") }
    if sample == "ClassicMac/MVVM" {
      #expect(check.status == 1)
      #expect(!errors.isEmpty && errors.allSatisfy { $0.hasSuffix("[feature-independence]") }, "\(check.output)")
      #expect(result.output.contains("at error severity (feature-independence \(errors.count))"), "\(result.output)")
    } else {
      #expect(check.status == 0, "\(sample):\n\(written)\n\(check.output)\(check.errors)")
      #expect(result.output.contains("plumb check with it: clean") || result.output.contains(", 0 at error severity"))
    }
  }

  @Test func theBbASampleGetsItsLayersFromTheGraph() throws {
    let folder = try Self.copy("ClassicMac/BbA")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try PlumbBinary.run(["init", folder.path, "--no-cache"]).status == 0)
    let written = try String(contentsOf: folder.appendingPathComponent(".plumb.yml"), encoding: .utf8)
    // App on top; the two feature modules share a level, so they form an independent layer; Core below them.
    #expect(written.contains("  - name: App\n    roles: app\n"), "\(written)")
    #expect(written.contains("    modules: [MacDetails, MacsList]\n    independent: true\n"), "\(written)")
    let app = try #require(written.range(of: "name: App"))
    let core = try #require(written.range(of: "modules: [Core]"))
    #expect(app.lowerBound < core.lowerBound)
  }

  @Test func initOnTheAuditSampleWritesAConfigurationThatChecks() throws {
    let folder = try Self.copy("FollowsAudit")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try PlumbBinary.run(["init", folder.path, "--no-cache"])
    #expect(result.status == 0, "\(result.errors)")
    // It loads (not exit code 2), whatever the findings are.
    let check = try PlumbBinary.run(["check", folder.path, "--no-cache", "--strict"])
    #expect(check.status == 0 || check.status == 1, "\(check.errors)")
  }

  @Test func initNeverOverwritesAConfiguration() throws {
    let folder = try Self.copy("ClassicMac/BbA")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(".plumb.yml")
    try "extends: mvc\n".write(to: file, atomically: true, encoding: .utf8)
    let result = try PlumbBinary.run(["init", folder.path, "--no-cache"])
    #expect(result.status == 2)
    #expect(result.errors.contains("already exists"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "extends: mvc\n")
  }

  @Test func baselineRecordsTodaysFindingsSoThatCheckPassesUntilANewOne() throws {
    let folder = try Self.copy("Violations/graph-rules")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try PlumbBinary.run(["init", folder.path, "--baseline", "--no-cache"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("recorded "), "\(result.output)")
    let baseline = folder.appendingPathComponent("plumb-baseline.json")
    let recorded = try PlumbKit.Baseline.read(from: baseline)
    #expect(!recorded.entries.isEmpty, "the violations sample has findings under any configuration")
    let plain = try PlumbBinary.run(["check", folder.path, "--no-cache"])
    let withBaseline = try PlumbBinary.run(["check", folder.path, "--no-cache", "--baseline", baseline.path])
    #expect(withBaseline.status == 0, "\(withBaseline.output)\(withBaseline.errors)")
    #expect(plain.output != withBaseline.output)
  }
}

/// The proposal itself, on graphs built in code.
@Suite struct StarterConfigurationTests {
  static func module(_ name: String, _ kind: Module.Kind = .regular, path: String? = nil) -> Module {
    Module(id: ModuleID(container: "Pkg", name: name), kind: kind, path: path)
  }

  static func graph(_ modules: [Module], _ edges: [(String, String)]) -> ModuleGraph {
    var graph = ModuleGraph()
    graph.add(Container(name: "Pkg", kind: .swiftPackage, path: "Package.swift"))
    for module in modules { graph.add(module) }
    for (from, to) in edges {
      graph.add(
        Dependency(
          from: ModuleID(container: "Pkg", name: from), to: ModuleID(container: "Pkg", name: to), kind: .target))
    }
    return graph
  }

  static func detection(_ style: ArchitectureStyle) -> StyleDetection {
    StyleDetection(
      style: style, leaning: style, confidence: 1, structure: .modularSPM, cleanLayers: false, shares: [],
      roleCounts: [:], navigation: .init(), evidence: [], decidingTypes: [])
  }

  @Test func levelsCyclesAndFeatureIndependence() {
    let graph = Self.graph(
      [
        Self.module("App", .executable), Self.module("SearchFeature"), Self.module("CartFeature"),
        Self.module("Networking"), Self.module("Storage"), Self.module("Models"), Self.module("AppTests", .test),
      ],
      [
        ("App", "SearchFeature"), ("App", "CartFeature"), ("SearchFeature", "Networking"),
        ("CartFeature", "Storage"), ("Networking", "Storage"), ("Storage", "Networking"), ("Networking", "Models"),
        ("AppTests", "App"),
      ])
    let starter = StarterConfiguration(graph: graph, detection: Self.detection(.bba))
    #expect(starter.preset == "bba")
    #expect(starter.layers.map(\.name) == ["App", "Features", "Level1", "Base"])
    #expect(starter.layers.map(\.modules) == [[], ["CartFeature", "SearchFeature"], ["Networking", "Storage"], ["Models"]])
    #expect(starter.layers.map(\.independent) == [false, true, false, false])
    #expect(starter.layers[2].why.contains { $0.contains("Networking, Storage depend on each other") })
    #expect(!starter.yaml.contains("AppTests"))
  }

  @Test func featuresThatDependOnEachOtherAreNotDeclaredIndependent() {
    let graph = Self.graph(
      [Self.module("App", .app), Self.module("AFeature"), Self.module("BFeature"), Self.module("Core")],
      [("App", "AFeature"), ("AFeature", "BFeature"), ("BFeature", "Core"), ("AFeature", "Core")])
    let starter = StarterConfiguration(graph: graph, detection: Self.detection(.mvvmC))
    #expect(starter.preset == "mvvm-c")
    #expect(starter.layers.allSatisfy { !$0.independent })
    #expect(starter.layers.map(\.modules) == [[], ["AFeature"], ["BFeature"], ["Core"]])
  }

  @Test func oneTargetKeepsThePresetsLayers() {
    let graph = Self.graph([Self.module("App", .app), Self.module("AppTests", .unitTest)], [("AppTests", "App")])
    let starter = StarterConfiguration(graph: graph, detection: Self.detection(.mvvm))
    #expect(starter.layers.isEmpty)
    #expect(!starter.yaml.contains("layers:"))
    #expect(starter.yaml.contains("extends: mvvm\n"))
  }

  @Test func stylesWithoutAPresetGetTheDefault() {
    #expect(StarterConfiguration.preset(for: .tca) == "default")
    #expect(StarterConfiguration.preset(for: .unsure) == "default")
    #expect(StarterConfiguration.preset(for: .vip) == "vip")
  }

  @Test func namesThatWouldNotReadBackAreQuoted() {
    #expect(StarterConfiguration.quoted("Core") == "Core")
    #expect(StarterConfiguration.quoted("No") == "\"No\"")
    #expect(StarterConfiguration.quoted("My App") == "\"My App\"")
    #expect(StarterConfiguration.quoted("Pkg/Core") == "Pkg/Core")
  }
}

extension StarterConfigurationTests {
  @Test func layerNamesThePresetsPoliciesUseGoToTheTopLibraryLayers() {
    let graph = Self.graph(
      [Self.module("App", .app), Self.module("Search"), Self.module("Cart"), Self.module("Core")],
      [("App", "Search"), ("App", "Core"), ("Search", "Cart"), ("Cart", "Core")])
    var starter = StarterConfiguration(graph: graph, detection: Self.detection(.mvvmC))
    #expect(starter.layers.map(\.name) == ["App", "Level2", "Level1", "Base"])
    let adopted = starter.adoptPresetLayerNames(["App", "Features"])
    #expect(adopted)
    #expect(starter.layers.map(\.name) == ["App", "Features", "Level1", "Base"])
    #expect(starter.layers[1].why.last?.contains("mvvm-c preset's policies") == true)
    var short = StarterConfiguration(graph: graph, detection: Self.detection(.mvvmC))
    let tooMany = short.adoptPresetLayerNames(["A", "B", "C", "D"])
    #expect(!tooMany)
  }
}

extension StarterConfigurationTests {
  /// The proposal is checked by the configuration reader in memory: the mvvm-c preset's policies name a layer
  /// `Features` the graph's levels do not (`Level2`), so that name goes to the top library layer, and the text then
  /// loads without an error.
  @Test func theProposalIsRepairedUntilTheReaderAcceptsIt() throws {
    let graph = Self.graph(
      [Self.module("App", .app), Self.module("Search"), Self.module("Cart"), Self.module("Core")],
      [("App", "Search"), ("App", "Core"), ("Search", "Cart"), ("Cart", "Core")])
    let raw = StarterConfiguration(graph: graph, detection: Self.detection(.mvvmC))
    #expect(raw.validation.hasErrors)
    let starter = try StarterConfiguration.proposal(graph: graph, detection: Self.detection(.mvvmC))
    #expect(!starter.validation.hasErrors, "\(starter.validation.diagnostics)")
    #expect(starter.layers.map(\.name).contains("Features"), "\(starter.layers.map(\.name))")
    #expect(!starter.layers.map(\.name).contains("Level2"))
  }
}

import Foundation
import PlumbKit
import PlumbMetrics
import PlumbModel
import PlumbReporters
import PlumbScanner
import Testing

/// Metrics of a small graph, worked out by hand:
///
///     App[app] -> Feature -> Core;  App -> Core;  Feature -> Ext[external];  CoreTests[test] -> Core
@Suite struct MetricsTests {
  let report: MetricsReport
  let metrics: [String: ModuleMetrics]

  init() throws {
    let parsed = try ExampleGraph(
      parsing: "App[app] -> Feature -> Core; App -> Core; Feature -> Ext[external]; CoreTests[test] -> Core")
    let id = { (name: String) in ModuleID(container: ExampleGraph.container, name: name) }
    report = Metrics.compute(
      graph: parsed.graph,
      sizes: [
        id("App"): ModuleSize(lines: 100, files: 2, types: 3, abstractTypes: 0),
        id("Feature"): ModuleSize(lines: 300, files: 4, types: 5, abstractTypes: 0),
        id("Core"): ModuleSize(lines: 500, files: 6, types: 10, abstractTypes: 4),
        id("CoreTests"): ModuleSize(lines: 250, files: 3, types: 2, abstractTypes: 0),
      ])
    metrics = Dictionary(uniqueKeysWithValues: report.modules.map { ($0.module.name, $0) })
  }

  @Test func couplingsLeaveTestsOutAsDependents() {
    #expect(metrics["App"].map { [$0.afferent, $0.efferent] } == [0, 2])
    #expect(metrics["Feature"].map { [$0.afferent, $0.efferent] } == [1, 2])
    #expect(metrics["Core"].map { [$0.afferent, $0.efferent] } == [2, 0])  // CoreTests does not count
    #expect(metrics["Ext"].map { [$0.afferent, $0.efferent] } == [1, 0])
    #expect(metrics["CoreTests"].map { [$0.afferent, $0.efferent] } == [0, 1])
  }

  @Test func instabilityAbstractnessAndDistance() throws {
    let app = try #require(metrics["App"])
    let feature = try #require(metrics["Feature"])
    let core = try #require(metrics["Core"])
    let ext = try #require(metrics["Ext"])
    #expect(app.instability == 1 && app.abstractness == 0 && app.distance == 0)
    #expect(abs(feature.instability - 2.0 / 3.0) < 1e-12)
    #expect(abs(feature.distance - 1.0 / 3.0) < 1e-12)
    #expect(core.instability == 0 && core.abstractness == 0.4)
    #expect(abs(core.distance - 0.6) < 1e-12)
    #expect(ext.instability == 0 && ext.abstractness == 0 && ext.distance == 1)  // no types known: A = 0
  }

  @Test func sizesTestRatioDepthAndDependents() throws {
    let core = try #require(metrics["Core"])
    #expect(core.lines == 500 && core.files == 6 && core.types == 10)
    #expect(core.testRatio == 0.5)
    #expect(metrics["Feature"]?.testRatio == nil)
    #expect(report.modules.map(\.depth) == [2, 0, 1, 0, 1])  // App, Core, CoreTests, Ext, Feature
    #expect(core.transitiveDependents == 2)
    #expect(metrics["Ext"]?.transitiveDependents == 2)
    #expect(metrics["App"]?.transitiveDependents == 0)
  }

  @Test func longestBuildPathIsWeightedByLines() {
    #expect(report.longestBuildPath.map(\.name) == ["App", "Feature", "Core"])
    #expect(report.longestBuildPathLines == 900)
    #expect(report.typesKnown)  // external products are never scanned
    #expect(
      !Metrics.compute(graph: ModuleGraph(modules: [Module(id: ModuleID(container: "P", name: "A"), kind: .regular)]))
        .typesKnown)
  }

  @Test func outputsAreDeterministicAndComplete() {
    let csv = MetricsOutput.csv(report).split(separator: "\n")
    #expect(
      csv.first
        == "module,ca,ce,instability,abstractness,distance,lines,files,types,test_ratio,depth,transitive_dependents")
    #expect(csv.contains("Example/Core,2,0,0.0000,0.4000,0.6000,500,6,10,0.5000,0,2"))
    let text = MetricsOutput.text(report)
    #expect(text.contains("longest build path (900 lines): App → Feature → Core"))
    #expect(MetricsOutput.json(report).contains("\"longestBuildPathLines\" : 900"))
  }

  /// A module and its test target, n times over, all on one core module that the tests use too: each module's
  /// dependents are split into its tests and the rest. (The split once cost every test target of the workspace for
  /// each module, 8% of a warm check of the generated 50k-file workspace; that is measured in `Benchmarks/speed.md`,
  /// never timed here.)
  @Test func aModulesTestTargetsAreNoDependentsAndGiveItsTestRatio() {
    // Dependents are split into tests by looking each one up among the tests (linear in the dependents; the
    // workspace's tests are not walked for each module: that cost is measured in the benchmarks, not here).
    let count = 40
    let core = ModuleID(container: "P", name: "Core")
    var modules = [Module(id: core, kind: .regular, sources: ["Core.swift"])]
    var dependencies: [Dependency] = []
    for i in 0..<count {
      let module = ModuleID(container: "P", name: "M\(i)")
      let tests = ModuleID(container: "P", name: "M\(i)Tests")
      modules.append(Module(id: module, kind: .regular, sources: ["M\(i).swift"]))
      modules.append(Module(id: tests, kind: .test, sources: ["M\(i)Tests.swift"]))
      dependencies += [
        Dependency(from: module, to: core, kind: .target), Dependency(from: tests, to: module, kind: .target),
        Dependency(from: tests, to: core, kind: .target),
      ]
    }
    let withTests = ModuleGraph(modules: modules, dependencies: dependencies)
    // The answers: a test target is no dependent (afferent 0 for its module), and its lines give the test ratio.
    let m7 = ModuleID(container: "P", name: "M7")
    let sizes = [
      m7: ModuleSize(lines: 10, files: 1), ModuleID(container: "P", name: "M7Tests"): ModuleSize(lines: 5, files: 1),
    ]
    let metrics = Metrics.compute(graph: withTests, sizes: sizes).byModule
    #expect(metrics[m7]?.afferent == 0)
    #expect(metrics[m7]?.testRatio == 0.5)
    #expect(metrics[ModuleID(container: "P", name: "Core")]?.afferent == count)
  }

  /// Sizes without a scan count code lines, as a scan does: comments and blank lines are not size.
  @Test func sizesWithoutAScanCountCodeLinesOnDisk() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-lines-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/A"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try "let a = 1\n// a comment\n\nlet b = 2\nlet c = 3\n".write(to: root.appendingPathComponent("Sources/A/One.swift"), atomically: true, encoding: .utf8)
    try "/* x */\nlet y = 0".write(to: root.appendingPathComponent("Sources/A/Two.swift"), atomically: true, encoding: .utf8)
    let id = ModuleID(container: "P", name: "A")
    let graph = ModuleGraph(modules: [
      Module(
        id: id, kind: .regular, path: "Sources/A",
        sources: ["Sources/A/One.swift", "Sources/A/Two.swift", "Sources/A/Gone.swift"])
    ])
    let sizes = SourceScanner().sizes(of: graph, root: root, sourceFacts: nil)
    #expect(sizes[id] == ModuleSize(lines: 4, files: 2))
  }
}

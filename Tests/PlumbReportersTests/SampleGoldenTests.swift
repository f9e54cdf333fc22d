import Foundation
import PlumbKit
import PlumbModel
import PlumbRules
import PlumbTestSupport
import Testing

@testable import PlumbReporters

/// Every reporter and both diagram encoders over the real pipeline (load, scan, check) on the samples, compared
/// with golden files under Tests/Fixtures/Reporters/Samples/<sample>/ (RECORD=1 rewrites them).
@Suite struct SampleGoldenTests {
  /// The rules these goldens are recorded with, pinned on purpose: new rules are added all the time, and goldens
  /// that changed with every new rule would be rewritten without being read. A new rule gets its own tests; add it
  /// here (and re-record) only when its findings on the samples are worth pinning.
  static let pinnedRules: [any Rule.Type] = [
    AllowedDependenciesRule.self, FeatureIndependenceRule.self, ForbiddenDependencyRule.self,
    LayerDirectionRule.self, MainSequenceDistanceRule.self, MaxFanOutRule.self, ModuleSizeRule.self,
    NoCyclesRule.self, RequiredDependencyRule.self, StableDependenciesRule.self, TestPresenceRule.self,
  ]

  /// Where the samples appear to be in every golden file, whatever folder the repository is checked out in.
  static let placeholderRoot = "/checkout/Samples"

  static let samples = ["ClassicMac/BbA", "Violations/graph-rules", "Violations/cycle-and-untested"]

  /// One check per sample, shared by the tests.
  static let inputs: [String: Result<ReportInput, any Error>] = Dictionary(
    uniqueKeysWithValues: samples.map { sample in
      (sample, Result { try input(for: sample) })
    })

  static func input(for sample: String) throws -> ReportInput {
    var input = try Pipeline(root: Fixtures.sample(sample), rules: pinnedRules).run().input
    input.root = URL(fileURLWithPath: "\(placeholderRoot)/\(sample)")
    input.toolVersion = "0.0.0-golden"
    return input
  }

  static func golden(_ sample: String, _ file: String) -> String {
    "Samples/\(sample.split(separator: "/").last!)/\(file)"
  }

  /// Any text that still names the real checkout is machine-specific: fail rather than record it.
  static func expectPortable(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let checkout = Fixtures.repositoryRoot.standardizedFileURL.path
    #expect(!text.contains(checkout), "\(what) names the checkout folder", sourceLocation: sourceLocation)
  }

  @Test(arguments: samples)
  func everyReporterMatchesItsGoldenFile(sample: String) throws {
    let input = try #require(try Self.inputs[sample]?.get())
    for reporter in ReporterRegistry.all {
      let output = reporter.report(input, context: .init(colored: false))
      Self.expectPortable(output, "\(reporter.identifier) on \(sample)")
      let ext = reporter.fileExtension
      Golden.check(output, Self.golden(sample, "\(reporter.identifier).\(ext)"))
    }
  }

  @Test(arguments: samples)
  func diagramsMatchTheirGoldenFiles(sample: String) throws {
    let input = try #require(try Self.inputs[sample]?.get())
    let dot = DOTEncoder.encode(input)
    let mermaid = MermaidEncoder.encode(input)
    Self.expectPortable(dot + mermaid, "diagrams of \(sample)")
    Golden.check(dot, Self.golden(sample, "graph.dot"))
    Golden.check(mermaid, Self.golden(sample, "graph.mmd"))
    try MermaidStructure.validate(mermaid)
  }

  @Test(arguments: samples)
  func sarifFromTheSampleValidatesAgainstTheSchema(sample: String) throws {
    let input = try #require(try Self.inputs[sample]?.get())
    let schema = try #require(
      Schemas.url("sarif-schema-2.1.0.json"),
      "Tests/Fixtures/Schemas/sarif-schema-2.1.0.json is missing")
    let script = """
      import json, sys, jsonschema
      jsonschema.validate(json.load(sys.stdin), json.load(open(sys.argv[1])))
      print("valid")
      """
    let sarif = SARIFReporter.report(input, context: .init())
    let result = try ProcessEnvironment.run(["python3", "-c", script, schema.path], input: Data(sarif.utf8))
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("valid"))
  }

  @Test func theSamplesBreakWhatTheyAreMeantToBreak() throws {
    // Guards the goldens against recording a pipeline that silently found nothing.
    let bba = try #require(try Self.inputs["ClassicMac/BbA"]?.get())
    #expect(bba.findings.filter { $0.severity == .error }.isEmpty)
    #expect(bba.layers?.map(\.name) == ["App", "Modules", "Core", "Foundation"])
    let graphRules = try #require(try Self.inputs["Violations/graph-rules"]?.get())
    // Every pinned rule but the two the other sample breaks, once each (the sample's README lists where).
    let findingsPerRule = Dictionary(grouping: graphRules.findings, by: \.ruleID).mapValues(\.count)
    let brokenOnce = Self.pinnedRules.map { $0.info.id }.filter { !["no-cycles", "test-presence"].contains($0) }
    #expect(findingsPerRule == Dictionary(uniqueKeysWithValues: brokenOnce.map { ($0, 1) }))
    let cycles = try #require(try Self.inputs["Violations/cycle-and-untested"]?.get())
    #expect(cycles.findings.contains { $0.ruleID == "no-cycles" })
    #expect(cycles.findings.contains { $0.ruleID == "test-presence" })
  }

  @Test func typeDiagramsOfBbAMatchTheirGoldenFiles() throws {
    let scanned = try Pipeline(root: Fixtures.sample("ClassicMac/BbA")).loadAndScan()
    let macsList = try ModuleLookup.find("MacsList", in: scanned.graph)
    let diagram = TypeLevelDiagram.build(
      graph: scanned.graph, files: scanned.files, roles: scanned.roles, module: macsList)
    Golden.check(TypeDOTEncoder.encode(diagram), "Samples/BbA/types-MacsList.dot")
    Golden.check(TypeMermaidEncoder.encode(diagram), "Samples/BbA/types-MacsList.mmd")
    Golden.check(TypeGraphJSONEncoder.encode(diagram), "Samples/BbA/types-MacsList.json")
    let workspace = TypeLevelDiagram.build(graph: scanned.graph, files: scanned.files, roles: scanned.roles)
    Golden.check(TypeDOTEncoder.encode(workspace), "Samples/BbA/types.dot")
    try MermaidStructure.validate(TypeMermaidEncoder.encode(workspace))
  }
}

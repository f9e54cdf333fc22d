// Only `import PlumbKit`: this is what a team's own package sees (Rules/docs/custom-rules.md shows the same rule).
import Foundation
import PlumbKit
import PlumbRuleExamples
import Testing

/// Feature modules must not depend on more than `max-features` other modules whose names end in `Feature`.
struct FeatureFanOutRule: Rule {
  static let info = RuleInfo(
    id: "feature-fan-out",
    summary: "A feature module depends on at most a few other features.",
    rationale: "Features that pull in many features become the app in disguise.",
    defaultSeverity: .warning)

  static let parameters = [
    RuleParameter("max-features", .integer, default: .integer(1), help: "How many features a feature may use.")
  ]

  static let triggeringExamples = [
    RuleExample("↓HomeFeature; HomeFeature -> ProfileFeature; HomeFeature -> CartFeature")
  ]

  static let nonTriggeringExamples = [
    RuleExample("HomeFeature -> ProfileFeature; HomeFeature -> Core")
  ]

  let maxFeatures: Int

  init(parameters: RuleParameterValues) {
    maxFeatures = parameters.integer("max-features")
  }

  func check(_ context: RuleContext) -> [Finding] {
    context.productionModules.filter { $0.name.hasSuffix("Feature") }.compactMap { module in
      let features = context.graph.dependencies(of: module.id).filter { $0.to.name.hasSuffix("Feature") }
      guard features.count > maxFeatures else { return nil }
      return context.finding(
        "'\(module.name)' uses \(features.count) features; at most \(maxFeatures)",
        at: module.declaredAt, modules: [module.id])
    }
  }
}

@Suite struct CustomRuleTests {
  @Test func customRuleExamplesHold() {
    let problems = RuleExampleVerifier.verify(FeatureFanOutRule.self)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func customRuleRunsInCheckAndIsConfigurable() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-custom-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try "rules:\n  test-presence: off\n  feature-fan-out:\n    severity: error\n    max-features: 1\n"
      .write(to: root.appendingPathComponent(".plumb.yml"), atomically: true, encoding: .utf8)
    let graph = try ExampleGraph(parsing: "HomeFeature -> ProfileFeature; HomeFeature -> CartFeature").graph
    let pipeline = try Pipeline(root: root, rules: RuleRegistry.all + [FeatureFanOutRule.self])
    // Empty source facts: the scanner-based rules run (and find nothing) instead of being skipped with a note.
    let report = pipeline.check(ScannedWorkspace(root: root, graph: graph, sourceFacts: SourceFacts()))
    #expect(report.findings.map(\.message) == ["'HomeFeature' uses 2 features; at most 1"])
    #expect(report.findings.map(\.severity) == [.error])
    #expect(report.diagnostics.isEmpty, "the configuration knows the custom rule: \(report.diagnostics)")
  }
}

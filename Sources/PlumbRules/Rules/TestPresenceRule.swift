import Foundation
import PlumbModel

/// Every module of the workspace has a test target of its own that depends on it.
///
/// A test target is the module's own when its name starts with the module's name (`CoreTests`,
/// `ClassicMacUITests`), the convention of `swift package init` and Xcode. With `own-test-target: false` any
/// test target that depends on the module will do. Library and app modules are checked; test targets, external
/// products, macros, plugins and binary targets are not. With `min-test-ratio`, the tests that depend on a
/// module must also have at least that many lines per line of the module's sources.
public struct TestPresenceRule: Rule {
  public static let info = RuleInfo(
    id: "test-presence",
    summary: "Every module has a test target of its own.",
    rationale: """
      A module is a unit that can be built and tested on its own; that is what modularising buys. A module \
      without tests is only checked through the modules above it, so its failures surface far from their cause. \
      Build-block Architecture asks for one test target per package module, and the coordinator tests in the app.
      """,
    defaultSeverity: .warning)

  public static let parameters = [
    RuleParameter(
      "own-test-target", .boolean, default: .boolean(true),
      help: "Whether the test target must be the module's own (named after it), not just any test that uses it."),
    RuleParameter(
      "min-test-ratio", .number, default: .number(0),
      help: "Lines of tests per line of source the module's tests must reach; 0 only asks for a test target."),
  ]

  public static let triggeringExamples = [
    RuleExample("↓Core; MacsList -> Core; MacsListTests[test] -> MacsList"),
    RuleExample("↓Networking; NetworkingTests[test]"),
    RuleExample("Player -> Downloads; PlayerTests[test] -> Player; PlayerTests -> Downloads; ↓Downloads"),
    RuleExample(
      "↓Core[lines=1000]; CoreTests[test, lines=100] -> Core",
      configuration: """
        rules:
          test-presence:
            min-test-ratio: 0.5
        """),
  ]

  public static let nonTriggeringExamples = [
    RuleExample("MacsList -> Core; MacsListTests[test] -> MacsList; CoreTests[test] -> Core"),
    RuleExample("App[app] -> Alamofire[external]; AppTests[test] -> App; AppUITests[test] -> App"),
    RuleExample(
      "Player -> Downloads; PlayerTests[test] -> Player; PlayerTests -> Downloads",
      configuration: "rules:\n  test-presence:\n    own-test-target: false"),
    RuleExample(
      "Core[lines=1000]; CoreTests[test, lines=600] -> Core",
      configuration: """
        rules:
          test-presence:
            min-test-ratio: 0.5
        """),
  ]

  let requireOwn: Bool
  let minimumRatio: Double

  public init(parameters: RuleParameterValues) {
    requireOwn = parameters.boolean("own-test-target")
    minimumRatio = parameters.number("min-test-ratio")
  }

  public func check(_ context: RuleContext) -> [Finding] {
    var testsOf: [ModuleID: [ModuleID]] = [:]
    for dependency in context.graph.dependencies where context.graph[dependency.from]?.isTest == true {
      testsOf[dependency.to, default: []].append(dependency.from)
    }
    var findings: [Finding] = []
    for module in context.productionModules where [.library, .app].contains(ModuleRole(module.kind)) {
      let tests = testsOf[module.id] ?? []
      let own = tests.filter { $0.name.hasPrefix(module.name) }
      if tests.isEmpty || (requireOwn && own.isEmpty) {
        let testedBy =
          tests.isEmpty
          ? ""
          : " (only \(tests.map(context.displayName).joined(separator: ", ")) use\(tests.count == 1 ? "s" : "") it)"
        findings.append(
          context.finding(
            "module '\(context.displayName(module.id))' has no test target \(requireOwn ? "of its own" : "that depends on it")"
              + testedBy,
            at: module.declaredAt, modules: [module.id],
            notes: ["add a test target '\(module.name)Tests' with a dependency on '\(module.name)'"]))
        continue
      }
      guard minimumRatio > 0, let ratio = context.metrics[module.id]?.testRatio, ratio < minimumRatio else { continue }
      findings.append(
        context.finding(
          "module '\(context.displayName(module.id))' has \(Self.format(ratio)) test lines per source line; at least "
            + "\(Self.format(minimumRatio)) required",
          at: module.declaredAt, modules: [module.id], symbol: "min-test-ratio"))
    }
    return findings
  }

  static func format(_ value: Double) -> String {
    String(format: "%.2f", value)
  }
}

import Foundation
import PlumbModel

/// Every module of the workspace has a test target that depends on it.
///
/// Library and app modules are checked; test targets, external products, macros, plugins and binary targets are
/// not. With `min-test-ratio`, the tests that depend on a module must also have at least that many lines per
/// line of the module's sources.
public struct TestPresenceRule: Rule {
  public static let info = RuleInfo(
    id: "test-presence",
    summary: "Every module has a test target that depends on it.",
    rationale: """
      A module is a unit that can be built and tested on its own; that is what modularising buys. A module \
      without tests is only checked through the modules above it, so its failures surface far from their cause. \
      Build-block Architecture asks for one test target per package module, and the coordinator tests in the app.
      """,
    defaultSeverity: .warning)

  public static let parameters = [
    RuleParameter(
      "min-test-ratio", .number, default: .number(0),
      help: "Lines of tests per line of source the module's tests must reach; 0 only asks for a test target.")
  ]

  public static let triggeringExamples = [
    RuleExample("↓Core; MacsList -> Core; MacsListTests[test] -> MacsList"),
    RuleExample("↓Networking; NetworkingTests[test]"),
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
    RuleExample("App[app] -> Alamofire[external]; AppTests[test] -> App"),
    RuleExample(
      "Core[lines=1000]; CoreTests[test, lines=600] -> Core",
      configuration: """
        rules:
          test-presence:
            min-test-ratio: 0.5
        """),
  ]

  let minimumRatio: Double

  public init(parameters: RuleParameterValues) {
    minimumRatio = parameters.number("min-test-ratio")
  }

  public func check(_ context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    for module in context.productionModules where [.library, .app].contains(ModuleRole(module.kind)) {
      let tests = context.graph.dependents(of: module.id).filter { context.graph[$0.from]?.isTest == true }
      if tests.isEmpty {
        findings.append(
          context.finding(
            "module '\(context.displayName(module.id))' has no test target that depends on it",
            at: module.declaredAt, modules: [module.id],
            notes: ["add a test target with a dependency on '\(module.name)'"]))
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

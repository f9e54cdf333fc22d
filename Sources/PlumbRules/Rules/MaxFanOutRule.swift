import PlumbModel

/// A module depends directly on at most `max-dependencies` modules (its efferent coupling, Ce).
public struct MaxFanOutRule: Rule {
  public static let info = RuleInfo(
    id: "max-fan-out",
    summary: "Modules depend directly on a bounded number of modules.",
    rationale: """
      Every dependency is a reason for a module to change and a module to build first. A module with a long \
      list of dependencies usually does too much (a feature that is really three, a "Utilities" that knows \
      everything) and is slow to build and hard to test in isolation.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false

  public static let parameters = [
    RuleParameter("max-dependencies", .integer, default: .integer(10), help: "The most direct dependencies accepted."),
    RuleParameter(
      "count-external", .boolean, default: .boolean(true),
      help: "Whether products of packages outside the workspace count."),
  ]

  static let limit = "rules:\n  max-fan-out:\n    max-dependencies: 2"

  public static let triggeringExamples = [
    RuleExample("↓App[app]; App -> A; App -> B; App -> C", configuration: limit)
  ]

  public static let nonTriggeringExamples = [
    RuleExample("App[app] -> A; App -> B", configuration: limit),
    RuleExample(
      "App[app] -> A; App -> B; App -> Alamofire[external]",
      configuration: limit + "\n    count-external: false"),
  ]

  let maxDependencies: Int
  let countExternal: Bool

  public init(parameters: RuleParameterValues) {
    maxDependencies = parameters.integer("max-dependencies")
    countExternal = parameters.boolean("count-external")
  }

  public func check(_ context: RuleContext) -> [Finding] {
    context.productionModules.compactMap { module in
      let targets = Set(context.graph.dependencies(of: module.id).map(\.to)).subtracting([module.id])
        .filter { countExternal || context.graph[$0]?.isExternal == false }
      guard targets.count > maxDependencies else { return nil }
      return context.finding(
        "'\(context.displayName(module.id))' depends directly on \(targets.count) modules; at most "
          + "\(maxDependencies) allowed",
        at: module.declaredAt, modules: [module.id],
        notes: ["dependencies: " + targets.sorted().map(context.displayName).joined(separator: ", ")])
    }
  }
}

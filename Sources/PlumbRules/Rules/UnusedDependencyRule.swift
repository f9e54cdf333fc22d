import PlumbModel

/// Every declared dependency of a scanned module is used: imported, or its types used, somewhere in its sources.
///
/// Products of packages outside the workspace are left alone unless `check-external` is on: a product's name
/// need not be the name of the module it provides, so an import cannot always be matched to it.
public struct UnusedDependencyRule: Rule {
  public static let info = RuleInfo(
    id: "unused-dependency",
    summary: "Declared dependencies are used by the module's code.",
    rationale: """
      A dependency nothing uses still costs: the module waits for it to build, links it, and carries its \
      transitive dependencies; and it tells readers of the manifest about a coupling that does not exist. \
      Dependencies that outlive the code that needed them pile up unless something points them out.
      """,
    defaultSeverity: .warning)

  public static let needsSourceFacts = true

  public static let parameters = [
    RuleParameter(
      "check-external", .boolean, default: .boolean(false),
      help: "Also report unused products of packages outside the workspace.")
  ]

  public static let triggeringExamples = [
    RuleExample("App[app] -> Core; ↓App -/-> Persistence; Core -> Persistence"),
    RuleExample(
      "↓App[app] -/-> Alamofire[external]",
      configuration: "rules:\n  unused-dependency:\n    check-external: true"),
  ]

  public static let nonTriggeringExamples = [
    RuleExample("App[app] -> Core -> Persistence"),
    RuleExample("App[app] -/-> Alamofire[external]"),
  ]

  let checkExternal: Bool

  public init(parameters: RuleParameterValues) {
    checkExternal = parameters.boolean("check-external")
  }

  public func check(_ context: RuleContext) -> [Finding] {
    guard let facts = context.sourceFacts else { return [] }
    let used = Set(facts.actualDependencies.map { "\($0.from)\u{0}\($0.to)" })
    var findings: [Finding] = []
    for dependency in context.graph.dependencies where dependency.isDeclared && dependency.from != dependency.to {
      // Only modules whose sources were scanned can be judged.
      guard facts.modules[dependency.from] != nil, let target = context.graph[dependency.to],
        checkExternal || !target.isExternal, !used.contains("\(dependency.from)\u{0}\(dependency.to)")
      else { continue }
      let from = context.displayName(dependency.from), to = context.displayName(dependency.to)
      findings.append(
        context.finding(
          "'\(from)' declares a dependency on '\(to)' but never uses it", at: context.location(of: dependency),
          modules: [dependency.from, dependency.to], notes: ["remove '\(to)' from the dependencies of '\(from)'"]))
    }
    return findings
  }
}

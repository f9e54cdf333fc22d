import PlumbModel

/// A module stays under `max-lines` lines, `max-files` Swift files and `max-types` types (0 turns a limit off).
///
/// Lines and files are counted from the module's sources; types need the scanned sources.
public struct ModuleSizeRule: Rule {
  public static let info = RuleInfo(
    id: "module-size",
    summary: "Modules stay below size limits in lines, files and types.",
    rationale: """
      Modularising pays off when modules are small enough to understand, build and test on their own. A module \
      that keeps growing is a monolith inside the modular structure: it rebuilds for every change and hides \
      dependencies between its parts that the module graph cannot show. Split it along its features.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false

  public static let parameters = [
    RuleParameter(
      "max-lines", .integer, default: .integer(5000), help: "The most lines of Swift in a module; 0: no limit."),
    RuleParameter(
      "max-files", .integer, default: .integer(100), help: "The most Swift files in a module; 0: no limit."),
    RuleParameter(
      "max-types", .integer, default: .integer(200), help: "The most types declared in a module; 0: no limit."),
  ]

  static let limits = "rules:\n  module-size:\n    max-lines: 1000\n    max-files: 10"

  public static let triggeringExamples = [
    RuleExample("↓Core[lines=1200, files=8]; App[app] -> Core", configuration: limits),
    RuleExample("↓↓Core[lines=1200, files=11]", configuration: limits),
  ]

  public static let nonTriggeringExamples = [
    RuleExample("Core[lines=900, files=8]; App[app, lines=1000] -> Core", configuration: limits)
  ]

  let maxLines: Int
  let maxFiles: Int
  let maxTypes: Int

  public init(parameters: RuleParameterValues) {
    maxLines = parameters.integer("max-lines")
    maxFiles = parameters.integer("max-files")
    maxTypes = parameters.integer("max-types")
  }

  public func check(_ context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    for module in context.productionModules {
      guard let metrics = context.metrics[module.id] else { continue }
      let measured = [
        ("lines", metrics.lines, maxLines), ("files", metrics.files, maxFiles), ("types", metrics.types, maxTypes),
      ]
      for (metric, value, limit) in measured where limit > 0 && value > limit {
        findings.append(
          context.finding(
            "'\(context.displayName(module.id))' has \(value) \(metric); at most \(limit) allowed",
            at: module.declaredAt, modules: [module.id], symbol: metric,
            notes: ["split the module along its features"]))
      }
    }
    return findings
  }
}
